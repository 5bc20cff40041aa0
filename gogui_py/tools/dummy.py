"""``gogui-dummy``: a dummy Go program for testing GTP controllers (GoGui's gogui-dummy).

Plays random moves, never on a point where a move was made since the game started
(even after a capture freed it); moves sent to it are not checked, always accepted.
Besides the standard commands (GTP v2 section 6.3: ``boardsize``, ``clear_board``,
``komi``, ``play``, ``genmove``, ``undo``, ``showboard``) it answers GoGui's dummy
extensions, listed for the GUI's analyze menu by ``gogui-analyze_commands``
(../shared/specs/analyze.md):

- ``gogui-dummy-bwboard``: a board randomly filled with ``B`` and ``W`` (type bwboard).
- ``gogui-dummy-crash``: exits at once with status 255 (-1), answering nothing.
- ``gogui-dummy-delay [S]``: delay the answer to every later command by S seconds
  (0: off); without an argument, answers the current delay.
- ``gogui-dummy-eplist [V... | show]``: remembers a point list (type eplist);
  ``show`` or no argument answers it.
- ``gogui-dummy-file_open FILE``: answers what it finds about FILE (``%r`` wildcard).
- ``gogui-dummy-file_save FILE``: writes a test line to FILE (``%w`` wildcard).
- ``gogui-dummy-gfx``: a gfx answer (type gfx, analyze.md "gfx commands").
- ``gogui-dummy-invalid``: an invalid response, a line without status character
  (gtp.md: a controller warns about it and keeps waiting for the real one).
- ``gogui-dummy-invalid_empty``: a valid response after an extra empty line.
- ``gogui-dummy-live_gfx [N]``: N blocks of live gfx on stderr (default 5, 0.1 s apart).
- ``gogui-dummy-long_response N``: a response of N lines.
- ``gogui-dummy-next_failure TEXT`` / ``gogui-dummy-next_success TEXT``: the next
  command answers ``? TEXT`` / ``= TEXT`` whatever it is.
- ``gogui-dummy-sboard``: a board of strings (type sboard).
- ``gogui-dummy-sleep [S]``: sleeps S seconds (default 20); ``# interrupt`` ends it.
- ``echo ARGS``, ``echo_err ARGS`` (to stderr), ``gogui-interrupt``.

Options: ``--resign N`` resigns at the N-th genmove of a game, ``--srand SEED``.

``--mode MODE`` runs another dummy instead, for testing what a controller does with
harder engines (the project's own test engines; the options after it are the mode's,
``gogui-dummy --mode lz --help`` lists them):

- ``gfx`` (:mod:`.dummy_gfx`): genmove draws live gfx on stderr while it "thinks".
- ``lz`` (:mod:`.dummy_lz`): ``lz-analyze`` / ``kata-analyze`` streaming analysis.
- ``param`` (:mod:`.dummy_param`): ``param`` analyze commands whose values change.
- ``hostile`` (:mod:`.dummy_hostile`): a dull engine that misbehaves on demand: hangs,
  dies, answers garbage or half a line without a newline, floods stderr, ignores quit.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import gogui_py
from gogui_py.go import Board, BoardSize, Move, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.engine import (
    GtpCommandError,
    GtpEngine,
    LiveGfx,
    clean_line,
    format_payload,
    parse_int,
    require_args,
)
from gogui_py.gtp.engine_state import board_diagram, parse_color, parse_vertex

__all__ = ["ANALYZE_COMMANDS", "INVALID_RESPONSE", "MODES", "DummyEngine", "main"]

MODES = {
    "standard": "GoGui's gogui-dummy: random moves and the gogui-dummy-* commands",
    "gfx": "live gfx on stderr during genmove",
    "lz": "lz-analyze / kata-analyze streaming analysis",
    "param": "param analyze commands",
    "hostile": "misbehaviour on demand (hang, die, garbage, no newline, ...)",
}
"""The modes of ``--mode`` and what each is for."""

NAME = "gogui-dummy"

INVALID_RESPONSE = "This is an invalid GTP response"
"""The line ``gogui-dummy-invalid`` writes (no status character)."""

CRASH_STATUS = 255
"""Exit status of ``gogui-dummy-crash`` (GoGui's -1)."""

FILE_SAVE_TEXT = "gogui-dummy-file_save test file\n"
"""What ``gogui-dummy-file_save`` writes."""

ANALYZE_COMMANDS = "\n".join(
    [
        "bwboard/Dummy BWBoard/gogui-dummy-bwboard",
        "none/Dummy Crash/gogui-dummy-crash",
        "string/Dummy Delay/gogui-dummy-delay %o",
        "eplist/Dummy EPList/gogui-dummy-eplist",
        "string/Dummy File Open/gogui-dummy-file_open %r",
        "none/Dummy File Save/gogui-dummy-file_save %w",
        "gfx/Dummy Gfx/gogui-dummy-gfx",
        "none/Dummy Invalid/gogui-dummy-invalid",
        "none/Dummy Invalid Empty/gogui-dummy-invalid_empty",
        "gfx/Dummy Live Gfx/gogui-dummy-live_gfx",
        "string/Dummy Long Response/gogui-dummy-long_response %s",
        "none/Dummy Next Failure/gogui-dummy-next_failure %s",
        "none/Dummy Next Success/gogui-dummy-next_success %s",
        "sboard/Dummy SBoard/gogui-dummy-sboard",
        "none/Dummy Sleep/gogui-dummy-sleep %s",
    ]
)
"""The ``gogui-analyze_commands`` answer: type/label/command (analyze.md)."""


class DummyEngine(GtpEngine):
    """The dummy (module docstring).

    Args:
        seed: random seed (None: from the system).
        resign_at: resign at this genmove of a game (None: never).
    """

    def __init__(self, seed: int | None = None, resign_at: int | None = None) -> None:
        super().__init__(NAME, gogui_py.__version__)
        self.random = random.Random(seed)
        self.resign_at = resign_at
        self.size = BoardSize.square(19)
        self.komi = 0.0
        self.moves: list[Move] = []
        self.genmoves = 0
        self.delay = 0.0
        self.eplist: list[Point] = []
        self._next: tuple[bool, str] | None = None
        handlers: dict[str, Callable[[list[str]], str]] = {
            "boardsize": self._boardsize,
            "clear_board": lambda args: self._new_game(self.size),
            "komi": self._komi,
            "play": self._play,
            "genmove": self._genmove,
            "undo": self._undo,
            "showboard": lambda args: board_diagram(self.board()),
            "echo": " ".join,
            "echo_err": self._echo_err,
            "gogui-analyze_commands": lambda args: ANALYZE_COMMANDS,
            "gogui-dummy-bwboard": self._bwboard,
            "gogui-dummy-crash": lambda args: "",  # done in handle(): no answer at all
            "gogui-dummy-delay": self._delay,
            "gogui-dummy-eplist": self._eplist,
            "gogui-dummy-file_open": self._file_open,
            "gogui-dummy-file_save": self._file_save,
            "gogui-dummy-gfx": self._gfx,
            "gogui-dummy-invalid": lambda args: "",  # done in handle()
            "gogui-dummy-invalid_empty": lambda args: "",  # done in handle()
            "gogui-dummy-live_gfx": self._live_gfx,
            "gogui-dummy-long_response": self._long_response,
            "gogui-dummy-next_failure": lambda args: self._set_next(False, args),
            "gogui-dummy-next_success": lambda args: self._set_next(True, args),
            "gogui-dummy-sboard": self._sboard,
            "gogui-dummy-sleep": self._sleep,
        }
        for command, handler in handlers.items():
            self.register(command, handler)
        self.enable_interrupt()

    # -- the command loop ------------------------------------------------------------

    def handle(
        self,
        line: str,
        write: Callable[[str], None] | None = None,
        stopped: Callable[[], bool] | None = None,
    ) -> str | None:
        """As :meth:`GtpEngine.handle`, with the delay, the scripted next answer and the
        invalid responses and crash, which no handler can give."""
        words = clean_line(line).split()
        if not words:
            return None
        command_id = words.pop(0) if words[0].isdigit() else ""
        name = words[0] if words else ""
        if self.delay > 0:
            self._wait(self.delay)
        if self._next is not None:
            success, text = self._next
            self._next = None
            return f"{'=' if success else '?'}{command_id} {format_payload(text)}\n\n"
        if name == "gogui-dummy-crash":
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(CRASH_STATUS)
        if name == "gogui-dummy-invalid":
            return f"{INVALID_RESPONSE}\n\n"
        if name == "gogui-dummy-invalid_empty":
            return f"\n={command_id}\n\n"
        return super().handle(line, write, stopped)

    def _wait(self, seconds: float) -> bool:
        """Sleep ``seconds``, less when interrupted; True when interrupted."""
        deadline = time.monotonic() + seconds
        while not self.interrupted:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            time.sleep(min(left, 0.01))
        return True

    # -- the game --------------------------------------------------------------------

    def board(self) -> Board:
        """The position: the moves played as given (unchecked)."""
        board = Board.empty(self.size)
        for move in self.moves:
            board = board.play(move, check=False)
        return board

    def _new_game(self, size: BoardSize) -> str:
        self.size = size
        self.moves = []
        self.genmoves = 0
        return ""

    def _boardsize(self, args: list[str]) -> str:
        require_args(args, 1)
        return self._new_game(BoardSize.square(parse_int(args[0], 1, 25, "board size")))

    def _komi(self, args: list[str]) -> str:
        require_args(args, 1)
        try:
            self.komi = float(args[0])
        except ValueError:
            raise GtpCommandError("komi not a float") from None
        return ""

    def _play(self, args: list[str]) -> str:
        require_args(args, 2)
        self.moves.append(Move(parse_color(args[0]), parse_vertex(args[1], self.size)))
        return ""

    def _genmove(self, args: list[str]) -> str:
        require_args(args, 1)
        color = parse_color(args[0])
        self.genmoves += 1
        if self.resign_at is not None and self.genmoves >= self.resign_at:
            return "resign"
        used = {move.point for move in self.moves}
        free = [p for p in self.size.points() if p not in used]
        point = self.random.choice(free) if free else None
        self.moves.append(Move(color, point))
        return to_gtp(point, self.size)

    def _undo(self, args: list[str]) -> str:
        if not self.moves:
            raise GtpCommandError("cannot undo")
        self.moves.pop()
        return ""

    # -- the extensions ----------------------------------------------------------------

    def _echo_err(self, args: list[str]) -> str:
        print(" ".join(args), file=sys.stderr, flush=True)
        return ""

    def _rows(self, cell: Callable[[Point], str]) -> str:
        """A board answer: rows from the top, cells separated by spaces."""
        width, height = self.size
        return "\n".join(" ".join(cell(Point(x, y)) for x in range(width)) for y in range(height))

    def _bwboard(self, args: list[str]) -> str:
        return self._rows(lambda point: self.random.choice("BW"))

    def _sboard(self, args: list[str]) -> str:
        return self._rows(lambda point: to_gtp(point, self.size).lower())

    def _delay(self, args: list[str]) -> str:
        if not args:
            return f"{self.delay:g}"
        require_args(args, 1)
        try:
            delay = float(args[0])
        except ValueError:
            raise GtpCommandError("delay not a number") from None
        if not 0 <= delay < 3600:
            raise GtpCommandError("delay out of range")
        self.delay = delay
        return ""

    def _eplist(self, args: list[str]) -> str:
        if args and args != ["show"]:
            points = [parse_vertex(arg, self.size) for arg in args]
            self.eplist = [p for p in points if p is not None]
        return " ".join(to_gtp(p, self.size) for p in self.eplist)

    def _file_open(self, args: list[str]) -> str:
        require_args(args, 1)
        path = Path(args[0])
        try:
            size = path.stat().st_size
        except OSError as error:
            raise GtpCommandError(f"cannot open {args[0]}: {error.strerror}") from None
        return f"File: {path}\nSize: {size} bytes\nDirectory: {path.is_dir()}"

    def _file_save(self, args: list[str]) -> str:
        require_args(args, 1)
        try:
            Path(args[0]).write_text(FILE_SAVE_TEXT, encoding="utf-8")
        except OSError as error:
            raise GtpCommandError(f"cannot write {args[0]}: {error.strerror}") from None
        return ""

    def _gfx_lines(self, step: int) -> list[str]:
        """gfx commands (analyze.md): a label, marks, a variation, influence, text."""
        size = self.size
        points = list(size.points())
        pick = self.random.sample(points, min(6, len(points)))
        vertex = [to_gtp(p, size) for p in pick]
        lines = [
            f"LABEL {vertex[0]} {step}",
            f"CIRCLE {vertex[1 % len(vertex)]}",
            f"SQUARE {vertex[2 % len(vertex)]}",
            f"VAR b {vertex[3 % len(vertex)]} w {vertex[4 % len(vertex)]}",
            f"INFLUENCE {vertex[5 % len(vertex)]} 0.7 {vertex[0]} -0.4",
            f"TEXT gogui-dummy gfx {step}",
        ]
        return lines

    def _gfx(self, args: list[str]) -> str:
        return "\n".join(self._gfx_lines(0))

    def _live_gfx(self, args: list[str]) -> str:
        count = parse_int(args[0], 0, 1000, "blocks") if args else 5
        live = LiveGfx(min_interval=0.0)
        for step in range(1, count + 1):
            live.show(self._gfx_lines(step), force=True)
            if step < count and self._wait(0.1):
                break
        return ""

    def _long_response(self, args: list[str]) -> str:
        require_args(args, 1)
        count = parse_int(args[0], 1, 10_000_000, "number of lines")
        return "\n".join(str(number) for number in range(1, count + 1))

    def _set_next(self, success: bool, args: list[str]) -> str:
        self._next = (success, " ".join(args))
        return ""

    def _sleep(self, args: list[str]) -> str:
        seconds = 20.0
        if args:
            try:
                seconds = float(args[0])
            except ValueError:
                raise GtpCommandError("seconds not a number") from None
        if not 0 <= seconds <= 86400:
            raise GtpCommandError("seconds out of range")
        return "interrupted" if self._wait(seconds) else ""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-dummy",
        description="A dummy Go program for testing GTP controllers (random moves, "
        "GoGui's gogui-dummy-* test commands; see gogui-analyze_commands).",
    )
    parser.add_argument("--resign", type=int, metavar="N", help="resign at the N-th genmove")
    parser.add_argument("--srand", type=int, metavar="SEED", help="random seed")
    parser.add_argument(
        "--mode",
        choices=tuple(MODES),
        default="standard",
        help="another dummy; the options after it are its own (--mode MODE --help): "
        + "; ".join(f"{name}: {text}" for name, text in MODES.items()),
    )
    return parser


def _run_mode(mode: str, argv: list[str]) -> None:
    """Run ``mode``'s dummy with its own options ``argv`` (imported on demand)."""
    if mode == "gfx":
        from gogui_py.tools import dummy_gfx as module  # noqa: PLC0415
    elif mode == "lz":
        from gogui_py.tools import dummy_lz as module  # type: ignore[no-redef]  # noqa: PLC0415
    elif mode == "param":
        from gogui_py.tools import dummy_param as module  # type: ignore[no-redef]  # noqa: PLC0415
    else:
        from gogui_py.tools import dummy_hostile as module  # type: ignore[no-redef]  # noqa: PLC0415
    module.main(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: answer GTP on stdin/stdout until ``quit`` or end of input. With
    ``--mode MODE`` (not ``standard``), the words after ``--mode MODE`` are that mode's
    options. Exits with status 2 on a bad option."""
    words = list(sys.argv[1:] if argv is None else argv)
    for index, word in enumerate(words):
        mode = word.partition("=")[2] if word.startswith("--mode=") else None
        if word == "--mode" and index + 1 < len(words):
            mode, after = words[index + 1], words[index + 2 :]
        elif mode is not None:
            after = words[index + 1 :]
        if mode is not None:
            if mode in MODES and mode != "standard":
                _parser().parse_args(words[:index])  # the options before the mode
                _run_mode(mode, after)
                return 0
            break
    args = _parser().parse_args(words)
    DummyEngine(args.srand, args.resign).main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
