"""The game task a worker runs: ``play_game(task) -> GameOutcome``, a pure function of a
picklable :class:`~gogui_py.match.game.GameTask` (local worker processes and Dask
workers alike): a Go game (:mod:`gogui_py.match.game`) or, when the task names a ruler,
another game refereed by it (:mod:`gogui_py.match.ruler_game`)."""

from __future__ import annotations

from gogui_py.match.game import GameOutcome, GameTask, MoveCallback, play_go_game
from gogui_py.match.ruler_game import RulerGame


def play_game(task: GameTask, on_move: MoveCallback | None = None) -> GameOutcome:
    """Play the game ``task`` describes. Never raises for engine or ruler trouble: a fault
    makes a void outcome. ``on_move`` (called after each move) must not raise."""
    if task.ruler is not None:
        return RulerGame(task, on_move).run()
    return play_go_game(task, on_move)
