"""The main window's link to the analysis room: Engine > Analyze Commands (F8), Analysis
(F4) and Win Rate Graph exist from the start, the room (and the analysis packages) is
built when one is first used or when the first program attaches, not before the window is
first painted. Until then the board shows no analysis and every click is the window's.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.analysis.actions import make_actions
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from gogui_py.gui.record.controller import GameController

if TYPE_CHECKING:
    from gogui_py.analysis.annotate import WriteOptions
    from gogui_py.gui.analysis.room import AnalysisRoom
    from gogui_py.gui.analysis.write_dialog import WriteDialog


class AnalysisLink(QObject):
    """Builds the analysis room on demand for ``window`` (module docstring).

    Args:
        menu: where the actions go (the Engine menu).
        refresh: redraws the window (the analysis shown changed).
        message: shows a status-bar message.
        controller: the record (a click in the graph goes to a move; the analysis is
            written into it on request).

    Signals:
        mistakes_changed(dict): the moves the analysis judges mistakes, ``{node: drop}``
            (:meth:`gogui_py.gui.analysis.room.AnalysisRoom.mistakes`), for the tree view.
    """

    mistakes_changed = Signal(object)

    def __init__(
        self,
        window: QMainWindow,
        programs: ProgramSet,
        game: Callable[[], Game],
        bring: Callable[[Program], object],
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
        self._write_options: WriteOptions | None = None  # the last used
        self._annotated: dict[Node, str] = {}  # annotations Write Analysis wrote
        self.write_dialog: WriteDialog | None = None  # while open
        self.actions = make_actions(self)
        menu.addSeparator()
        labels: QMenu | None = None
        groups = {self.actions.settings, self.actions.review, self.actions.snapshot_params}
        for action in self.actions.all():
            if action in groups:
                menu.addSeparator()
            if action.objectName().startswith("label_"):
                if labels is None:
                    labels = menu.addMenu(translate("Menu", "Candidate &Labels"))
                labels.addAction(action)
            else:
                menu.addAction(action)
            if action.isCheckable():
                action.toggled.connect(self._on_action_toggled)
        self.actions.review.triggered.connect(self._on_review_triggered)
        self.actions.cancel_review.triggered.connect(self._on_cancel_review_triggered)
        self.actions.write.triggered.connect(self._on_write_triggered)
        self.actions.settings.triggered.connect(self._on_settings_triggered)
        for action, tool in (
            (self.actions.snapshot_params, "take_snapshot"),
            (self.actions.restore_params, "restore"),
            (self.actions.save_params, "save"),
            (self.actions.reattach_params, "reattach"),
        ):  # GoGui's parameter tools (issue 11), on the room's ParamTools
            action.triggered.connect(partial(self._on_param_tool_triggered, tool))
        programs.changed.connect(self._on_programs_changed)

    def on_thinking_changed(self, thinking: bool) -> None:
        """The play session's thinking ended: the genmove's live gfx goes
        (:meth:`~gogui_py.gui.analysis.room.AnalysisRoom.genmove_answered`)."""
        if not thinking and self._room is not None:
            self._room.genmove_answered()

    @property
    def room(self) -> AnalysisRoom:
        """The analysis room, built on first use."""
        if self._room is None:
            from gogui_py.gui.analysis.room import AnalysisRoom  # noqa: PLC0415 - start-up

            room = AnalysisRoom(self._window, self._programs, self._game, self._bring, self.actions)
            room.changed.connect(self._refresh)
            room.status.connect(self._message)
            room.node_wanted.connect(self._go_to)
            room.mistakes_changed.connect(self.mistakes_changed)
            self._controller.structure_changed.connect(lambda _c: room.tree_changed())
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

    def write_review(self, options: WriteOptions | None = None) -> None:
        """Write Analysis to Record with ``options`` (None: the last used, else the
        defaults) into the analysed nodes of the current line, as one undo step
        (:func:`gogui_py.gui.analysis.write_dialog.write_analysis`, issue 11)."""
        from gogui_py.analysis.annotate import WriteOptions  # noqa: PLC0415 - on demand
        from gogui_py.gui.analysis.write_dialog import write_analysis  # noqa: PLC0415

        options = options or self._write_options or WriteOptions()
        self._write_options = options
        judgements = self.room.line_judgements()
        if not judgements:
            self._message(
                translate("MainWindow", "Nothing analysed on this line yet: Analyze Game first")
            )
            return
        counts = write_analysis(self._controller, judgements, options, self._annotated)
        marks = ", ".join(f"{counts[k]} {k}" for k in ("BM", "DO", "IT") if k in counts)
        self._message(
            translate("Analysis", "Analysis written to {} nodes").format(counts[""])
            + (f" ({marks})" if marks else "")
        )

    def _on_write_triggered(self) -> None:
        """Ask what to write (:class:`~gogui_py.gui.analysis.write_dialog.WriteDialog`,
        window-modal), then write it."""
        from gogui_py.analysis.annotate import WriteOptions  # noqa: PLC0415 - on demand
        from gogui_py.gui.analysis.write_dialog import WriteDialog  # noqa: PLC0415

        if not self.room.line_judgements():
            self._message(
                translate("MainWindow", "Nothing analysed on this line yet: Analyze Game first")
            )
            return
        dialog = WriteDialog(self._write_options or WriteOptions(), self._window)
        dialog.accepted.connect(lambda: self.write_review(dialog.options()))
        dialog.finished.connect(self._on_write_dialog_finished)
        self.write_dialog = dialog
        dialog.open()

    def _on_write_dialog_finished(self, _result: int) -> None:
        if self.write_dialog is not None:
            self.write_dialog.deleteLater()
            self.write_dialog = None

    def hover(self, point: Point | None) -> None:
        """The mouse is over ``point`` of the board (None: it left)."""
        if self._room is not None:
            self._room.hover(point)

    def take_click(self, point: Point) -> bool:
        """True when an analyze command's ``%p`` took this board click."""
        return self._room is not None and self._room.take_click(point)

    def _on_settings_triggered(self) -> None:
        from gogui_py.gui.analysis.settings import ask_settings  # noqa: PLC0415 - on demand

        streaming = self.room.streaming
        ask_settings(self._window, streaming.settings, streaming.set_settings)

    def _on_review_triggered(self) -> None:
        self.room.start_review()

    def _on_param_tool_triggered(self, tool: str, _checked: bool = False) -> None:
        getattr(self.room.param_tools, tool)()

    def _on_cancel_review_triggered(self) -> None:
        self.room.review.cancel()

    def _go_to(self, node: Node) -> None:
        self._controller.navigate(lambda game: game.go_to(node))

    def _on_action_toggled(self, _on: bool) -> None:
        _ = self.room  # built now: it reads the actions' states as it binds them

    def _on_programs_changed(self) -> None:
        if self._room is None and self._programs.programs:
            _ = self.room  # reads the analyze commands of the program now starting
