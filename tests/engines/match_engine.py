"""A small Go engine for the match-runner tests, misbehaving as its flags say.

Run as ``python match_engine.py [flags]``. It keeps a real board (GtpState) and
plays the first legal point in reading order, passing once the game has
``--pass-after`` moves (default 6), so games end fast.

``--fail CMD``           answers ``? refused`` to CMD (repeatable; e.g. boardsize).
``--die-at-move N``      exits (status 3) when asked to generate move N of the game.
``--hang-at-move N``     never answers the genmove of move N.
``--garbage-at-move N``  answers the genmove of move N with a response numbered for
                         another command (a protocol-level error).
``--resign-at-move N``   resigns instead of generating move N.
``--illegal-at-move N``  answers the genmove of move N with an occupied point.
``--score TEXT``         its final_score answer (default: its own area count).
``--no-score``           does not list final_score.
``--explain TEXT``       gomill-explain_last_move answer after each generated move.
``--describe TEXT``      gomill-describe_engine answer.
``--wait-for FILE``      answers no genmove before FILE exists (a test holds the game).
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.go import Move
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, require_args
from gogui_py.gtp.engine_state import GameState, GeneratedMove, GtpState


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__)
    add = parser.add_argument
    add("--pass-after", type=int, default=6)
    add("--fail", action="append", default=[])
    add("--die-at-move", type=int)
    add("--hang-at-move", type=int)
    add("--garbage-at-move", type=int)
    add("--illegal-at-move", type=int)
    add("--resign-at-move", type=int)
    add("--score")
    add("--no-score", action="store_true")
    add("--explain", default="")
    add("--describe")
    add("--wait-for")
    return parser


class MatchEngine:
    """The engine and its flags."""

    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        describe = None if options.describe is None else (lambda: str(options.describe))
        self.state = GtpState(self.generate, sizes=range(2, 26), describe=describe)
        self.engine = GtpEngine("MatchEngine", "1.0")
        self.state.register(self.engine)
        self.engine.register("genmove", self.genmove)
        if options.score is not None:
            self.engine.register("final_score", lambda args: str(options.score))
        if options.no_score:
            self.engine.unregister("final_score")
        for command in options.fail:
            self.engine.register(command, self._refuse)

    @staticmethod
    def _refuse(args: list[str]) -> str:
        raise GtpCommandError("refused")

    def generate(self, state: GameState) -> GeneratedMove:
        """The first legal point in reading order; a pass after ``--pass-after`` moves."""
        if len(state.history) >= self.options.pass_after:
            return GeneratedMove(None, comment=self.options.explain)
        for point in state.board.size.points():
            if state.board.get(point) is None and state.board.is_legal(Move(state.color, point)):
                return GeneratedMove(point, comment=self.options.explain)
        return GeneratedMove(None)

    def genmove(self, args: list[str]) -> str:
        """genmove with the misbehaviour chosen for this move number."""
        require_args(args, 1)
        number = len(self.state.moves) + 1
        options = self.options
        while options.wait_for and not os.path.exists(options.wait_for):
            time.sleep(0.02)
        if number == options.die_at_move:
            os._exit(3)
        if number == options.hang_at_move:
            threading.Event().wait()
        if number == options.garbage_at_move:
            os.write(1, b"=987654 garbage\n\n")
            threading.Event().wait()
        color = self.state.parse_color(args[0])
        if number == options.resign_at_move:
            return "resign"
        if number == options.illegal_at_move:
            stones = list(self.state.board.stones())
            if stones:
                return to_gtp(stones[0][0], self.state.size)
        generated = self.generate(self.state.view(color))
        self.state.play(Move(color, generated.point), generated.comment)
        self.state.last_comment = generated.comment
        return to_gtp(generated.point, self.state.size)


def main() -> None:
    MatchEngine(_parser().parse_args()).engine.main()


if __name__ == "__main__":
    main()
