"""The main window's link to the analysis room: Engine > Analyze Commands (F8), Analysis
(F4) and Win Rate Graph exist from the start, the room (and the analysis packages) is
built when one is first used or when the first program attaches, not before the window is
first painted. Until then the board shows no analysis and every click is the window's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.analysis.actions import make_actions
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet

if TYPE_CHECKING:
    from gogui_py.gui.analysis.room import AnalysisRoom


class AnalysisLink(QObject):
    """Builds the analysis room on demand for ``window`` (module docstring).

    Args:
        menu: where the three actions go (the Engine menu).
        refresh: redraws the window (the analysis shown changed).
        message: shows a status-bar message.
        go_to: makes a node current (a click in the win-rate graph).
    """

    def __init__(
        self,
        window: QMainWindow,
        programs: ProgramSet,
        game: Callable[[], Game],
        bring: Callable[[Program], None],
        *,
        menu: QMenu,
        refresh: Callable[[], None],
        message: Callable[[str], None],
        go_to: Callable[[Node], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._programs = programs
        self._game = game
        self._bring = bring
        self._refresh = refresh
        self._message = message
        self._go_to = go_to
        self._room: AnalysisRoom | None = None
        self.actions = make_actions(self)
        menu.addSeparator()
        for action in self.actions:
            menu.addAction(action)
            action.toggled.connect(self._on_action_toggled)
        programs.changed.connect(self._on_programs_changed)

    @property
    def room(self) -> AnalysisRoom:
        """The analysis room, built on first use."""
        if self._room is None:
            from gogui_py.gui.analysis.room import AnalysisRoom  # noqa: PLC0415 - start-up

            room = AnalysisRoom(self._window, self._programs, self._game, self._bring, self.actions)
            room.changed.connect(self._refresh)
            room.status.connect(self._message)
            room.node_wanted.connect(self._go_to)
            self._room = room
            for action in self.actions:
                action.toggled.disconnect(self._on_action_toggled)
        return self._room

    @property
    def built(self) -> bool:
        return self._room is not None

    def decorate(self, snapshot: BoardSnapshot) -> BoardSnapshot:
        """``snapshot`` with the analysis drawn over it (unchanged before the room exists)."""
        return snapshot if self._room is None else self._room.decorate(snapshot)

    def hover(self, point: Point | None) -> None:
        """The mouse is over ``point`` of the board (None: it left)."""
        if self._room is not None:
            self._room.hover(point)

    def take_click(self, point: Point) -> bool:
        """True when an analyze command's ``%p`` took this board click."""
        return self._room is not None and self._room.take_click(point)

    def _on_action_toggled(self, _on: bool) -> None:
        _ = self.room  # built now: it reads the actions' states as it binds them

    def _on_programs_changed(self) -> None:
        if self._room is None and self._programs.programs:
            _ = self.room  # reads the analyze commands of the program now starting
