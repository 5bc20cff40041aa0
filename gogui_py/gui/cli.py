"""Command-line options of ``gogui-py`` (no Qt import: ``--help`` works without a display)."""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Sequence
from dataclasses import dataclass

from gogui_py import __version__
from gogui_py.go import Color


@dataclass(frozen=True)
class Options:
    """Parsed command line.

    ``program`` is the engine's argv (``None``: attach GNU Go when found; ``[]``: no engine);
    ``computer`` is the set of colours the engine plays (``None``: the default, White);
    ``ruler`` the argv of a GTP ruler to attach (another game than Go; rulers.md).
    """

    file: str | None
    program: list[str] | None
    computer: frozenset[Color] | None
    size: int | None
    komi: float | None
    ruler: list[str] | None = None


def _board_size(text: str) -> int:
    value = int(text)
    if not 2 <= value <= 25:
        raise argparse.ArgumentTypeError("board size must be 2-25")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argparse parser behind :func:`parse_args`."""
    parser = argparse.ArgumentParser(
        prog="gogui-py",
        description="A board for programs that speak GTP (the Go Text Protocol).",
    )
    parser.add_argument("file", nargs="?", help="SGF file to open")
    parser.add_argument(
        "--program",
        metavar="CMD",
        help="command line of the GTP engine to attach (default: GNU Go when installed); "
        "'' for none",
    )
    parser.add_argument(
        "--ruler",
        metavar="CMD",
        help="command line of a GTP ruler (gogui-rules_* commands) to play its game, "
        "e.g. 'python3 -m gogui_py.programs.othello'; no engine is attached unless "
        "--program is given",
    )
    group = parser.add_mutually_exclusive_group()
    for name, help_text in (
        ("black", "the engine plays Black"),
        ("white", "the engine plays White (default)"),
        ("both", "the engine plays both colours"),
        ("none", "the engine plays no colour"),
    ):
        group.add_argument(
            f"--computer-{name}",
            dest="computer",
            action="store_const",
            const=name,
            help=help_text,
        )
    parser.add_argument("--size", type=_board_size, metavar="N", help="board size 2-25")
    parser.add_argument("--komi", type=float, metavar="K", help="komi")
    parser.add_argument("--version", action="version", version=f"gogui-py {__version__}")
    return parser


_COMPUTER = {
    "black": frozenset({Color.BLACK}),
    "white": frozenset({Color.WHITE}),
    "both": frozenset({Color.BLACK, Color.WHITE}),
    "none": frozenset(),
}


def parse_args(argv: Sequence[str] | None = None) -> Options:
    """Parse ``argv`` (without the program name). Exits with status 2 on bad options."""
    parser = build_parser()
    ns = parser.parse_args(argv)
    program: list[str] | None = None
    if ns.program is not None:
        try:
            program = shlex.split(ns.program)
        except ValueError as exc:
            parser.error(f"--program: {exc}")
    ruler: list[str] | None = None
    if ns.ruler is not None:
        try:
            ruler = shlex.split(ns.ruler)
        except ValueError as exc:
            parser.error(f"--ruler: {exc}")
        if not ruler:
            parser.error("--ruler: empty command")
    computer = _COMPUTER[ns.computer] if ns.computer else None
    return Options(
        file=ns.file,
        program=program,
        computer=computer,
        size=ns.size,
        komi=ns.komi,
        ruler=ruler,
    )
