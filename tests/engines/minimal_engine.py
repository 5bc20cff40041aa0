"""A minimal GTP Go engine: only the commands GTP v2 section 6.2 requires, and genmove.

Run as ``python minimal_engine.py [flags]``. Commands: protocol_version, name, version,
known_command, list_commands, quit, boardsize, clear_board, komi, play, genmove (no undo,
no handicap, no scoring, no loadsgf, no showboard): what ``gogui-adapter`` must complete.
genmove plays the first legal point in reading order that fills no own eye, else passes.
Quirks for the adapter's translations:

``--lowercase-only``    refuses a move command holding an upper-case letter.
``--alternate-only``    refuses a move of the colour that moved last (wants passes filled).
``--shouty``            answers genmove in lower case with trailing spaces, ``PASS``.
``--estimate TEXT``     lists ``estimate_score`` and answers it TEXT (e.g. ``W+40``).
``--no-ids``            parses no command ids: a line starting with a number
                        (``1 boardsize 9``) is an unknown command, as in the smallest
                        hand-written engines (what gogui-adapter is for).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from typing import Any

from gogui_py.go import Board, Color, Move, Point
from gogui_py.gtp.engine import GtpCommandError, GtpEngine
from gogui_py.gtp.engine_state import GameState, GeneratedMove, GtpState

KEPT = (
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
)


def _own_eye(board: Board, color: Color, point: Point) -> bool:
    x, y = point
    around = (Point(x - 1, y), Point(x + 1, y), Point(x, y - 1), Point(x, y + 1))
    return all(board.get(p) is color for p in around if board.size.contains(p))


def first_legal(state: GameState) -> GeneratedMove:
    """The first legal point in reading order that fills no own eye, else a pass."""
    board, color = state.board, state.color
    for point in board.size.points():
        free = board.get(point) is None and not _own_eye(board, color, point)
        if free and board.is_legal(Move(color, point)):
            return GeneratedMove(point)
    return GeneratedMove(None)


class IdlessEngine(GtpEngine):
    """An engine without id support: a leading number is taken for the command's name."""

    def handle(self, line: str, *args: Any, **kwargs: Any) -> str | None:
        words = line.split()
        if words and words[0].isdigit():
            return "? unknown command\n\n"
        return super().handle(line, *args, **kwargs)


def build_engine(options: argparse.Namespace) -> GtpEngine:
    """The engine: GtpState's board with every command but :data:`KEPT` taken away."""
    engine = (IdlessEngine if options.no_ids else GtpEngine)("Minimal", "1.0")
    state = GtpState(first_legal, sizes=range(2, 26))
    state.register(engine)
    for command in engine.commands:
        if command not in KEPT:
            engine.unregister(command)
    play, genmove = engine.handler("play"), engine.handler("genmove")
    assert play is not None and genmove is not None

    def check(args: list[str]) -> None:
        if options.lowercase_only and any(ch.isupper() for ch in "".join(args)):
            raise GtpCommandError("lower case only")
        last = state.moves[-1].color if state.moves else None
        if options.alternate_only and args and last is state.parse_color(args[0]):
            raise GtpCommandError("colours must alternate")

    def quirky_play(args: list[str]) -> str:
        check(args)
        return play(args)

    def quirky_genmove(args: list[str]) -> str:
        check(args)
        answer = genmove(args)
        if options.shouty:
            return ("PASS" if answer == "pass" else answer.lower()) + "   "
        return answer

    engine.register("play", quirky_play)
    engine.register("genmove", quirky_genmove)
    if options.estimate:
        engine.register("estimate_score", lambda args: str(options.estimate))
    return engine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lowercase-only", action="store_true")
    parser.add_argument("--alternate-only", action="store_true")
    parser.add_argument("--shouty", action="store_true")
    parser.add_argument("--estimate", default="")
    parser.add_argument("--no-ids", action="store_true")
    build_engine(parser.parse_args()).main()


if __name__ == "__main__":
    main()
