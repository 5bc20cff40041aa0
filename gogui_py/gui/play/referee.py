"""What play needs of a referee other than Go's own rules: a GTP ruler (rulers.md).

:class:`PlaySession` plays Go itself; when a referee applies to the open game, moves go
through it instead. The rules room implements this protocol (``RulerPlay``); play
never imports it, so the arrow between the rooms points one way.
"""

from __future__ import annotations

from typing import Protocol

from gogui_py.go import Point
from gogui_py.go.rules import RulerPosition


class Referee(Protocol):
    """The moves of games refereed by a ruler."""

    busy: bool
    """True while a move is with the referee."""

    def applies(self) -> bool:
        """True when the open game is refereed by it."""

    def position(self) -> RulerPosition | None:
        """The referee's position at the current node (asked for when not known yet)."""

    def human_move(self, point: Point | None) -> None:
        """A person plays ``point`` (None: pass) for the side to move."""

    def computer_move_now(self) -> None:
        """The program playing the side to move plays."""

    def game_over(self) -> bool:
        """True when the game at the current node is over (its result is stored)."""
