"""``gogui-adapter``: a GTP filter that makes an engine complete (:mod:`.adapter_engine`).

GoGui's option names where it has them (``--fill-passes`` for ``-fillpasses``,
``--lowercase``, ``--no-score`` for ``-noscore``, ``--resign``, ``--size``,
``--name``, ``--verbose``, ``--gtpfile``, ``--log``, ``--config`` for ``-config``: a file
of options, one per line); ``--emulate`` names commands the adapter answers even when
the engine has them. Give the board ``--program "gogui-adapter 'ENGINE ARGS'"``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from gogui_py.gtp.engine import clean_line
from gogui_py.tools.adapter_engine import EMULABLE, AdapterOptions, GtpAdapter
from gogui_py.tools.program_args import add_program, parse_proxy_args


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-adapter",
        description="A GTP engine in front of PROGRAM that answers what PROGRAM lacks: "
        "undo and loadsgf by replay, handicap through setup, final_score by area "
        "counting, the gomill-* commands; the engine starts with the first command "
        "that needs it.",
    )
    add = parser.add_argument
    add("--size", type=int, default=19, metavar="N", help="board size at start (default 19)")
    add("--fill-passes", action="store_true", help="fill non-alternating moves with passes")
    add("--lowercase", action="store_true", help="send move commands in lower case")
    add("--no-score", action="store_true", help="hide final_score and final_status_list")
    add(
        "--resign",
        type=float,
        metavar="SCORE",
        help="resign when the engine's estimate_score puts the side to move more than "
        "SCORE points behind",
    )
    add(
        "--emulate",
        default="",
        metavar="CMDS",
        help="comma-separated commands answered by the adapter even when the engine "
        f"has them: {', '.join(sorted(EMULABLE))}",
    )
    add("--name", help="answer to name; NAME:VERSION answers version too")
    add("--timeout", type=float, default=60.0, metavar="S", help="seconds per command")
    add(
        "--move-timeout",
        type=float,
        default=3600.0,
        metavar="S",
        help="seconds for genmove and passed-through commands (default 3600)",
    )
    add("--verbose", action="store_true", help="the traffic with the engine on stderr")
    add("--config", metavar="FILE", help="read options from FILE, one per line")
    add(
        "--gtpfile",
        metavar="FILE",
        help="GTP commands sent to the engine each time it starts (settings)",
    )
    add("--log", metavar="FILE", help="append the GTP stream (commands, answers) to FILE")
    add_program(parser)
    return parser


def read_gtp_file(path: str) -> tuple[str, ...]:
    """The command lines of a GTP file (GTP v2 section 3.1 preprocessing: comments and
    empty lines dropped).

    Raises:
        OSError, UnicodeDecodeError: the file cannot be read.
    """
    text = Path(path).read_text(encoding="utf-8")
    return tuple(line for line in map(clean_line, text.splitlines()) if line)


def parse_options(argv: Sequence[str] | None = None) -> AdapterOptions:
    """The options from the command line (exits with status 2 on a bad one)."""
    parser = _parser()
    args = parse_proxy_args(parser, sys.argv[1:] if argv is None else argv)
    gtpfile: tuple[str, ...] = ()
    if args.gtpfile:
        try:
            gtpfile = read_gtp_file(args.gtpfile)
        except (OSError, UnicodeDecodeError) as error:
            parser.error(f"cannot read --gtpfile {args.gtpfile}: {error}")
    emulate = frozenset(name.strip() for name in args.emulate.split(",") if name.strip())
    unknown = emulate - EMULABLE
    if unknown:
        parser.error(f"cannot emulate {', '.join(sorted(unknown))}")
    return AdapterOptions(
        argv=tuple(args.program),
        size=args.size,
        fill_passes=args.fill_passes,
        lowercase=args.lowercase,
        no_score=args.no_score,
        resign=args.resign,
        emulate=emulate,
        name=args.name,
        timeout=args.timeout,
        move_timeout=args.move_timeout,
        verbose=args.verbose,
        gtpfile=gtpfile,
        log=args.log,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: answer GTP on stdin/stdout until ``quit`` or end of input."""
    adapter = GtpAdapter(parse_options(argv))
    try:
        adapter.main()
    finally:
        adapter.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
