"""The main window's link to the analysis room: Engine > Analyze Commands (F8), Analysis
(F4) and Win Rate Graph exist from the start, the room (and the analysis packages) is
built when one is first used or when the first program attaches, not before the window is
first painted. Until then the board shows no analysis and every click is the window's.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.analysis.actions import make_actions
from gogui_py.gui.analysis.review import COMMENT_TAG
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from gogui_py.gui.record.controller import GameController

if TYPE_CHECKING:
    from gogui_py.gui.analysis.room import AnalysisRoom


class AnalysisLink(QObject):
    """Builds the analysis room on demand for ``window`` (module docstring).

    Args:
        menu: where the actions go (the Engine menu).
        refresh: redraws the window (the analysis shown changed).
        message: shows a status-bar message.
        controller: the record (a click in the graph goes to a move; the analysis is
            written into it on request).
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
        controller: GameController,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._programs = programs
        self._game = game
        self._bring = bring
        self._refresh = refresh
        self._message = message
        self._controller = controller
        self._room: AnalysisRoom | None = None
        self.actions = make_actions(self)
        menu.addSeparator()
        labels: QMenu | None = None
        for action in self.actions.all():
            if action.text().startswith("Label: "):
                if labels is None:
                    labels = menu.addMenu("Candidate Labels")
                action.setText(action.text().removeprefix("Label: "))
                labels.addAction(action)
            else:
                menu.addAction(action)
            if action.isCheckable():
                action.toggled.connect(self._on_action_toggled)
        self.actions.review.triggered.connect(self._on_review_triggered)
        self.actions.cancel_review.triggered.connect(self._on_cancel_review_triggered)
        self.actions.write.triggered.connect(self.write_review)
        self.actions.visit_limit.triggered.connect(self._on_visit_limit_triggered)
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
            for action in self.actions.all():
                if action.isCheckable():
                    action.toggled.disconnect(self._on_action_toggled)
        return self._room

    @property
    def built(self) -> bool:
        return self._room is not None

    def decorate(self, snapshot: BoardSnapshot) -> BoardSnapshot:
        """``snapshot`` with the analysis drawn over it (unchanged before the room exists)."""
        return snapshot if self._room is None else self._room.decorate(snapshot)

    def write_review(self) -> None:
        """Write Analysis to Record: each analysed node of the current line gets its
        analysis line in its comment (replacing an earlier one) and a mistake BM, as one
        undo step; nothing else changes the record (issue 11)."""
        notes = self.room.review_notes()
        if not notes:
            self._message("Nothing analysed on this line yet: Analyze Game first")
            return
        controller = self._controller
        with controller.grouped("Write analysis"):
            for node, text, mistake in notes:
                kept = [x for x in node.comment.splitlines() if not x.startswith(COMMENT_TAG)]
                comment = "\n".join([*kept, text]).strip()
                if comment != node.comment:
                    controller.edit(partial(Game.set_comment, node=node, text=comment))
                if mistake:
                    controller.edit(partial(Game.set_move_annotation_at, node=node, kind="BM"))
        self._message(f"Analysis written to {len(notes)} nodes")

    def hover(self, point: Point | None) -> None:
        """The mouse is over ``point`` of the board (None: it left)."""
        if self._room is not None:
            self._room.hover(point)

    def take_click(self, point: Point) -> bool:
        """True when an analyze command's ``%p`` took this board click."""
        return self._room is not None and self._room.take_click(point)

    def _on_visit_limit_triggered(self) -> None:
        from PySide6.QtWidgets import QInputDialog  # noqa: PLC0415 - a dialog on demand

        streaming = self.room.streaming
        value, ok = QInputDialog.getInt(
            self._window,
            "Analysis",
            "Pause the analysis when the best move has this many visits (0: never):",
            streaming.visit_limit,
            0,
            10_000_000,
            100,
        )
        if ok:
            streaming.visit_limit = value

    def _on_review_triggered(self) -> None:
        self.room.start_review()

    def _on_cancel_review_triggered(self) -> None:
        self.room.review.cancel()

    def _go_to(self, node: Node) -> None:
        self._controller.navigate(lambda game: game.go_to(node))

    def _on_action_toggled(self, _on: bool) -> None:
        _ = self.room  # built now: it reads the actions' states as it binds them

    def _on_programs_changed(self) -> None:
        if self._room is None and self._programs.programs:
            _ = self.room  # reads the analyze commands of the program now starting
