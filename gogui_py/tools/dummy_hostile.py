"""``gogui-dummy --mode hostile``: a Go engine that misbehaves as its flags say.

Run as ``gogui-dummy --mode hostile [flags]``. Without flags it is a correct, dull
engine (GtpState: real board, undo, final_score...) whose genmove plays the first
legal point in reading order (A9, B9, ... on 9x9), or passes when none is left.
Each flag adds one misbehaviour, for the robustness tests of the GUI:

``--hang-genmove``      genmove never answers (interrupts ignored).
``--die-genmove``       genmove writes a fatal line to stderr and exits with status 3.
``--garbage``           genmove writes a line of binary junk, then answers binary junk.
``--half-then-exit``    genmove writes ``= D`` without a line end and exits (status 0).
``--stderr-flood MB``   genmove first writes MB megabytes of lines to stderr.
``--huge-answer MB``    the answer to ``--huge-command`` (genmove or name) is MB
                        megabytes of 100-byte lines.
``--non-utf8``          ``name``, ``version`` and genmove's stderr line hold the bytes
                        ``\\xff\\xfe`` (the move itself stays readable).
``--ignore-quit``       ``quit`` is answered but ignored; SIGTERM, SIGINT and the end
                        of standard input are ignored too: only SIGKILL ends it.
``--fork-exit FILE``    genmove starts a child that keeps stdin, stdout and stderr open
                        and sleeps (its pid written to FILE), then exits (status 5).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from gogui_py.go import Move
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, require_args
from gogui_py.gtp.engine_state import GameState, GeneratedMove, GtpState

NAME = "Hostile"
VERSION = "1.0"
FATAL_LINE = b"hostile: fatal error: cannot allocate the search tree\n"
"""What --die-genmove writes to stderr before exiting (tests look for it)."""
HALF_ANSWER = b"= D"
"""What --half-then-exit writes before exiting: a response with no line end."""

_BAD_BYTES_MARK = "\ue000"
"""A payload character the output stream turns into the bytes ``\\xff\\xfe``."""
_JUNK_MARK = "\ue001"
"""A payload character the output stream turns into binary junk (no LF, no CR)."""
_JUNK_BYTES = 512


def junk_bytes(count: int, seed: int = 7) -> bytes:
    """``count`` deterministic random bytes without LF or CR, never starting with ``=``/``?``."""
    rng = random.Random(seed)
    data = bytes(b for b in rng.randbytes(count * 2) if b not in b"\n\r")[:count]
    return b"\x00" + data[1:]


class HostileOutput:
    """Standard output that puts raw bytes where the payload holds marker characters."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self._junk = junk_bytes(_JUNK_BYTES)

    def write(self, data: bytes) -> int:
        data = data.replace(_BAD_BYTES_MARK.encode(), b"\xff\xfe")
        data = data.replace(_JUNK_MARK.encode(), self._junk)
        return self._stream.write(data)

    def flush(self) -> None:
        self._stream.flush()


def first_legal(state: GameState) -> GeneratedMove:
    """The first empty point in reading order where ``state.color`` may play, else pass."""
    for point in state.board.size.points():
        if state.board.get(point) is None and state.board.is_legal(Move(state.color, point)):
            return GeneratedMove(point)
    return GeneratedMove(None)


def flood_stderr(megabytes: float) -> None:
    """Write ``megabytes`` MB of 100-byte lines to stderr (blocks while the pipe is full)."""
    block = (b"e" * 99 + b"\n") * 10_000
    remaining = int(megabytes * 1_000_000)
    while remaining > 0:
        remaining -= os.write(2, block[:remaining])


def huge_text(megabytes: float) -> str:
    """``megabytes`` MB of numbered 100-byte lines."""
    count = max(1, int(megabytes * 10_000))
    return "\n".join(f"{i:09d} " + "h" * 89 for i in range(count))


class Hostile:
    """The engine and its misbehaviour, from the parsed flags."""

    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.state = GtpState(first_legal, sizes=range(2, 26))
        self.engine = GtpEngine(NAME, VERSION)
        self.state.register(self.engine)
        self.engine.register("genmove", self.genmove)
        if options.non_utf8:
            self.engine.name = NAME + " " + _BAD_BYTES_MARK
            self.engine.version = VERSION + _BAD_BYTES_MARK
        if options.huge_answer is not None and options.huge_command == "name":
            self.engine.name = huge_text(options.huge_answer)
        if options.ignore_quit:
            self.engine.register("quit", lambda args: "")

    def genmove(self, args: list[str]) -> str:
        """genmove with the chosen misbehaviour; a correct move otherwise."""
        options = self.options
        if options.hang_genmove:
            threading.Event().wait()
        if options.die_genmove:
            os.write(2, FATAL_LINE)
            os._exit(3)
        if options.fork_exit is not None:
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
            Path(options.fork_exit).write_text(str(child.pid))
            os._exit(5)
        if options.half_then_exit:
            os.write(1, HALF_ANSWER)
            os._exit(0)
        if options.stderr_flood is not None:
            flood_stderr(options.stderr_flood)
        if options.non_utf8:
            os.write(2, b"hostile: thinking \xff\xfe\n")
        if options.garbage:
            os.write(1, junk_bytes(_JUNK_BYTES, seed=11) + b"\n")
            return _JUNK_MARK
        if options.huge_answer is not None and options.huge_command == "genmove":
            return huge_text(options.huge_answer)
        require_args(args, 1)
        color = self.state.parse_color(args[0])
        point = first_legal(self.state.view(color)).point
        try:
            self.state.play(Move(color, point))
        except ValueError as error:  # IllegalMoveError
            raise GtpCommandError(str(error)) from None
        return to_gtp(point, self.state.size)

    def main(self) -> None:
        """Run the command loop on standard input and output."""
        if self.options.ignore_quit:
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            self.engine.run(sys.stdin.buffer, HostileOutput(sys.stdout.buffer))  # type: ignore[arg-type]
        except BrokenPipeError:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        if self.options.ignore_quit:
            while True:
                time.sleep(3600)


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser (flags in the module docstring)."""
    parser = argparse.ArgumentParser(
        prog="gogui-dummy --mode hostile",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add = parser.add_argument
    add("--hang-genmove", action="store_true", help="genmove never answers")
    add("--die-genmove", action="store_true", help="genmove exits with status 3")
    add("--garbage", action="store_true", help="genmove answers binary junk")
    add("--half-then-exit", action="store_true", help="genmove writes '= D' and exits")
    add("--stderr-flood", type=float, metavar="MB", help="MB to stderr during genmove")
    add("--huge-answer", type=float, metavar="MB", help="an MB-sized answer")
    add("--huge-command", choices=("genmove", "name"), default="genmove")
    add("--non-utf8", action="store_true", help="\\xff\\xfe in name, version, stderr")
    add("--ignore-quit", action="store_true", help="only SIGKILL ends the engine")
    add("--fork-exit", metavar="FILE", help="genmove forks a pipe-holding child, exits")
    return parser


def main(argv: Sequence[str] | None = None) -> None:
    """Run ``gogui-dummy --mode hostile``: GTP on stdin/stdout (flags: module docstring)."""
    Hostile(build_parser().parse_args(argv)).main()
