"""A GTP Go engine that plays random legal moves, built on gogui_py.gtp.engine_state.

Run as ``python random_engine.py [--seed N] [--no-undo] [--genmove-delay S]``.
The state adapter keeps a real board (captures, suicide refused, simple ko);
the player never fills its own single-point eyes, so its games end in passes.
Commands: everything :class:`GtpState` registers (boardsize 1-25, play, undo
unless --no-undo, genmove, handicap, time, final_score with nothing dead,
list_stones, showboard, the gomill extensions, gogui-interrupt) plus loadsgf
and gomill-savesgf. ``--genmove-delay`` sleeps before each genmove and stops
sleeping at once when interrupted (``# interrupt``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.go import Board, Color, Move, Point
from gogui_py.gtp.engine import GtpEngine
from gogui_py.gtp.engine_state import GameState, GeneratedMove, GtpState
from gogui_py.programs.sgf_commands import register_sgf_commands


def is_own_eye(board: Board, color: Color, point: Point) -> bool:
    """True when every orthogonal neighbour of ``point`` is a stone of ``color``."""
    x, y = point
    around = (Point(x - 1, y), Point(x + 1, y), Point(x, y - 1), Point(x, y + 1))
    return all(board.get(p) is color for p in around if board.size.contains(p))


class RandomPlayer:
    """A move generator: a random legal move that does not fill an own eye, else pass."""

    def __init__(self, seed: int | None, genmove_delay: float) -> None:
        self.random = random.Random(seed)
        self.genmove_delay = genmove_delay

    def __call__(self, state: GameState) -> GeneratedMove:
        deadline = time.monotonic() + self.genmove_delay
        while time.monotonic() < deadline and not state.interrupted():
            time.sleep(min(0.01, max(0.0, deadline - time.monotonic())))
        board, color = state.board, state.color
        empty = [p for p in board.size.points() if board.get(p) is None]
        self.random.shuffle(empty)
        clock = f"time left {state.time_remaining} stones {state.stones_remaining}"
        for point in empty:
            if not is_own_eye(board, color, point) and board.is_legal(Move(color, point)):
                return GeneratedMove(point, comment=f"random among {len(empty)} points; {clock}")
        return GeneratedMove(None, comment=f"no move left; {clock}")


def build_engine(options: argparse.Namespace) -> GtpEngine:
    """The GtpEngine with the random player's commands registered."""
    engine = GtpEngine("Random", "1.0")
    state = GtpState(
        RandomPlayer(options.seed, options.genmove_delay),
        sizes=range(1, 26),
        describe=lambda: f"Random 1.0\nseed: {options.seed}",
    )
    state.register(engine)
    register_sgf_commands(engine, state)
    if options.no_undo:
        engine.unregister("undo")
    return engine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    # Seeded by default: a test fake plays the same moves in every run.
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument("--no-undo", action="store_true", help="do not offer undo")
    parser.add_argument("--genmove-delay", type=float, default=0.0, help="seconds per genmove")
    build_engine(parser.parse_args()).main()


if __name__ == "__main__":
    main()
