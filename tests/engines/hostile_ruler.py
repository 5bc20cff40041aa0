"""An Othello ruler (the bundled one, through our engine framework) that misbehaves.

Run as ``python hostile_ruler.py MODE [N]``, one mode:

``hang-play N``   the N-th ``play`` never answers (1 = the first).
``die-play N``    the N-th ``play`` exits with status 3 (a line on stderr first).
``bad-board``     ``gogui-rules_board`` answers one cell short.
``bad-side``      ``gogui-rules_side_to_move`` answers ``nobody``.
``hang-start``    ``list_commands`` never answers.
``slow-legal MS`` ``gogui-rules_legal_moves`` answers after MS milliseconds.
``die-start``     exits with status 2 before reading anything.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.gtp.engine import GtpEngine
from gogui_py.programs.othello import Othello
from gogui_py.programs.ruler import board_rows, build_ruler_engine

FATAL_LINE = b"hostile_ruler: fatal error in play\n"
"""What ``die-play`` writes to stderr before exiting."""


def hang() -> str:
    threading.Event().wait()
    return ""


def build(mode: str, count: int) -> GtpEngine:
    """The engine for ``mode`` (see the module docstring)."""
    game = Othello()
    engine = build_ruler_engine(game, "Hostile ruler", "1.0")
    plays = 0
    play = engine._handlers["play"]

    def hostile_play(args: list[str]) -> str:
        nonlocal plays
        plays += 1
        if plays == count and mode == "hang-play":
            hang()
        if plays == count and mode == "die-play":
            os.write(2, FATAL_LINE)
            os._exit(3)
        return play(args)

    engine.register("play", hostile_play)
    if mode == "bad-board":
        engine.register("gogui-rules_board", lambda args: "\n" + "\n".join(board_rows(game))[:-1])
    if mode == "bad-side":
        engine.register("gogui-rules_side_to_move", lambda args: "nobody")
    if mode == "slow-legal":
        legal = engine._handlers["gogui-rules_legal_moves"]

        def slow_legal(args: list[str]) -> str:
            time.sleep(count / 1000)
            return legal(args)

        engine.register("gogui-rules_legal_moves", slow_legal)
    if mode == "hang-start":
        engine.register("list_commands", lambda args: hang())
    return engine


def main() -> None:
    mode = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    if mode == "die-start":
        os.write(2, b"hostile_ruler: cannot start\n")
        os._exit(2)
    build(mode, count).main()


if __name__ == "__main__":
    main()
