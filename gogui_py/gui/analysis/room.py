"""The analysis room as the main window uses it: one object that builds the Analyze dock
(F8) with its command catalog and runner, and the streaming analysis (F4, Sabaki's key),
and gives the window three hooks: the board snapshot with the analysis drawn over it, a
board click a ``%p`` wildcard takes, and the displayed position (analysis of another
position is never drawn).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from gogui_py.analysis.display import Display, merge_gfx
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.analysis.actions import AnalysisActions, make_actions
from gogui_py.gui.analysis.catalog import AnalyzeCatalog
from gogui_py.gui.analysis.dock import AnalyzeDock

if TYPE_CHECKING:
    from gogui_py.gui.analysis.graph import WinrateGraph
from gogui_py.gui.analysis.review import GameReview, review_comment
from gogui_py.gui.analysis.runner import AnalyzeRunner
from gogui_py.gui.analysis.streaming import StreamingAnalysis
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.programs.program import Program, Role
from gogui_py.gui.programs.program_set import ProgramSet


def _bind(action: QAction, dock: QDockWidget) -> None:
    """``action`` shows and hides ``dock`` and follows it (closed by its button)."""
    action.toggled.connect(dock.setVisible)
    dock.visibilityChanged.connect(lambda visible: action.setChecked(dock.isVisible()))
    dock.setVisible(action.isChecked())


class AnalysisRoom(QObject):
    """Builds and wires the Analyze dock for ``window`` (module docstring).

    Signals:
        changed: what the board shows of the analysis changed (the window redraws).
        status(str): a message for the status bar.
    """

    changed = Signal()
    status = Signal(str)
    node_wanted = Signal(object)  # a main-line node clicked in the win-rate graph

    def __init__(
        self,
        window: QMainWindow,
        programs: ProgramSet,
        game: Callable[[], Game],
        bring: Callable[[Program], None],
        actions: AnalysisActions | None = None,
    ) -> None:
        """``actions``: the window's analysis actions to drive the room; made here when
        None."""
        super().__init__(window)
        self._game = game
        self._programs = programs
        self._quiet = False
        self._hover: Point | None = None
        self._node: Node | None = None
        self.display: Display | None = None
        self.stream_display: Display | None = None
        self.actions = actions or make_actions(self)
        self.catalog = AnalyzeCatalog(programs)
        self.widget = AnalyzeDock(self.catalog)
        self.runner = AnalyzeRunner(game, bring, self.widget, self)
        self.widget.set_runner(self.runner)
        self.runner.follow_live_gfx(programs)
        self.runner.shown.connect(self._on_runner_shown)
        self.runner.point_wanted.connect(self.status)
        self.widget.status.connect(self.status)
        self.dock = self._dock(window, "Analyze", "analyze", self.widget)
        self.toggle = self.actions.analyze
        _bind(self.toggle, self.dock)
        self.streaming = StreamingAnalysis(game, bring, self)
        self.review = GameReview(game, self.streaming.results, self)
        self.graph: WinrateGraph | None = None  # built when first shown (pyqtgraph, numpy)
        self.graph_dock = self._dock(window, "Win Rate", "winrate", None)
        self.graph_dock.visibilityChanged.connect(self._on_graph_visibility_changed)
        self.graph_toggle = self.actions.graph
        _bind(self.graph_toggle, self.graph_dock)
        self._wire_streaming(programs)

    @staticmethod
    def _dock(window: QMainWindow, title: str, name: str, widget: QWidget | None) -> QDockWidget:
        dock = QDockWidget(title, window)
        dock.setObjectName(name)
        if widget is not None:
            dock.setWidget(widget)
        area = Qt.DockWidgetArea
        window.addDockWidget(
            area.BottomDockWidgetArea if widget is None else area.RightDockWidgetArea, dock
        )
        dock.hide()
        return dock

    def _wire_streaming(self, programs: ProgramSet) -> None:
        """Streaming analysis, its label and ownership choices, and Analyze Game."""
        streaming, actions = self.streaming, self.actions
        self.stream_toggle = actions.stream
        self.ownership_toggle = actions.ownership
        streaming.shown.connect(self._on_streaming_shown)
        streaming.state.connect(self.status)
        programs.detached.connect(self._on_programs_detached)
        self.review.progress.connect(self._on_review_progress)
        self.review.analysed.connect(lambda _node: self.update_graph())
        self.review.finished.connect(self._on_review_finished)
        actions.ownership.toggled.connect(streaming.set_show_ownership)
        streaming.show_ownership = actions.ownership.isChecked()
        for action, kind in (
            (actions.label_winrate, "winrate"),
            (actions.label_score, "score"),
            (actions.label_loss, "loss"),
        ):
            action.toggled.connect(lambda on, k=kind: streaming.set_label(k) if on else None)
            if action.isChecked():
                streaming.label = kind
        actions.stream.toggled.connect(self._on_stream_toggled)
        if actions.stream.isChecked():
            self._on_stream_toggled(True)

    def decorate(self, snapshot: BoardSnapshot) -> BoardSnapshot:
        """``snapshot`` with the analysis markup over its own gfx; also notes the node
        shown, and drops the analysis when it changed (see :meth:`position_shown`)."""
        self.position_shown(self._game().current)
        gfx = snapshot.gfx
        for display in (self.stream_display, self.display):
            if display is not None and display.gfx is not None:
                gfx = merge_gfx(gfx, display.gfx)
        return snapshot if gfx is snapshot.gfx else replace(snapshot, gfx=gfx)

    def position_shown(self, node: Node) -> None:
        """The board shows ``node``: a change of node clears the analysis (Auto Run
        runs the last command again)."""
        if node is self._node:
            return
        first = self._node is None
        self._node = node
        if not first:
            self.display = None  # cleared here: no second redraw for it
            self.runner.position_changed()
        self.stream_display = None
        self._quiet = True
        try:
            self.streaming.position_shown(node)  # a stored result comes back at once
        finally:
            self._quiet = False
        self.update_graph()

    def hover(self, point: Point | None) -> None:
        """The mouse is over ``point`` (None: off the board): over a candidate of the
        streaming analysis its principal variation is shown, else the candidates."""
        self._hover = point
        if not self.streaming.results:
            return
        shown = self.streaming.hovered(point)
        node = self._game().current
        stored = self.streaming.results.get(node)
        if shown is None and stored is not None:
            shown = self.streaming.display_of(stored)
        if shown is not None and shown != self.stream_display:
            self.stream_display = shown
            self.changed.emit()

    def take_click(self, point: Point) -> bool:
        """A board click: True when a ``%p`` wildcard took it (no move is played)."""
        if self.runner.is_editing:
            self.runner.toggle_point(point)
            return True
        if not self.runner.wants_point:
            return False
        self.runner.choose_point(point)
        return True

    # -- Analyze Game ------------------------------------------------------------------

    def current_line(self) -> list[Node]:
        """The nodes from the root through the current node to the end of its variation."""
        game = self._game()
        line = list(game.path(game.current))
        while line[-1].children:
            line.append(line[-1].children[0])
        return line

    def start_review(self) -> None:
        """Analyse every node of the current line in the background (resumes)."""
        program = self.analyzer()
        if program is None:
            self.status.emit("Analyze Game: attach an engine first")
            return
        if self.stream_toggle.isChecked():
            self.stream_toggle.setChecked(False)  # the review takes the analyzer
        if not self.graph_dock.isVisible():
            self.graph_toggle.setChecked(True)
        self.actions.cancel_review.setEnabled(True)
        self.review.start(program, self.current_line())

    def review_notes(self) -> list[tuple[Node, str, bool]]:
        """For Write Analysis to Record: ``(node, comment line, is a mistake)`` of every
        analysed node of the current line."""
        from gogui_py.gui.analysis.graph import black_win_rate, line_series  # noqa: PLC0415

        line = self.current_line()
        results = self.streaming.results
        to_move = self._game().to_move
        _series, mistakes = line_series(line, results, to_move)
        notes = []
        number = 0
        for index, node in enumerate(line):
            if index and node.move is not None:
                number += 1
            update = results.get(node)
            if update is not None and update.candidates:
                text = review_comment(update, black_win_rate(node, update, to_move))
                notes.append((node, text, number in mistakes and node.move is not None))
        return notes

    def _on_review_progress(self, done: int, total: int) -> None:
        self.status.emit(f"Analyze Game: {done}/{total} positions")

    def _on_review_finished(self, message: str) -> None:
        self.actions.cancel_review.setEnabled(False)
        self.status.emit(message)
        self.update_graph()
        self.changed.emit()

    def analyzer(self) -> Program | None:
        """The program streaming analysis uses: the one with the Analyzer role, else the
        first engine."""
        chosen = self._programs.with_role(Role.ANALYZER) or self._programs.primary()
        return chosen if chosen is not None and chosen.running else None

    def _on_stream_toggled(self, on: bool) -> None:
        if not on:
            self.streaming.stop()
            self.stream_display = None
            self.changed.emit()
            return
        program = self.analyzer()
        if program is None:
            self.status.emit("Analysis: attach an engine first")
            self.stream_toggle.setChecked(False)
            return
        self.streaming.start(program)

    def _on_programs_detached(self, program: Program) -> None:
        if self.streaming.active and self.analyzer() is None:
            self.stream_toggle.setChecked(False)

    def _on_graph_visibility_changed(self, visible: bool) -> None:
        if visible and self.graph is None:
            from gogui_py.gui.analysis.graph import WinrateGraph  # noqa: PLC0415 - numpy

            self.graph = WinrateGraph()
            self.graph.move_clicked.connect(self._on_graph_move_clicked)
            self.graph_dock.setWidget(self.graph)
            window = self.graph_dock.parentWidget()
            if isinstance(window, QMainWindow):  # a strip under the board, not half the window
                window.resizeDocks([self.graph_dock], [150], Qt.Orientation.Vertical)
        if visible:
            self.update_graph()

    def update_graph(self) -> None:
        """Draw the stored analysis of the main line in the graph (when it is shown)."""
        graph = self.graph
        if graph is None or not self.graph_dock.isVisible():
            return
        from gogui_py.gui.analysis.graph import main_line_series  # noqa: PLC0415

        game = self._game()
        series, mistakes = main_line_series(game.tree.root, self.streaming.results, game.to_move)
        graph.set_series(series, mistakes, game.move_number())

    def _on_graph_move_clicked(self, number: int) -> None:
        node = self._game().tree.root
        count = 0
        while node.children and count < number:
            node = node.children[0]
            if node.move is not None:
                count += 1
        self.node_wanted.emit(node)

    def _on_streaming_shown(self, display: Display | None) -> None:
        if display is not None and self._hover is not None:
            display = self.streaming.hovered(self._hover) or display  # the PV stays shown
        self.stream_display = display
        if display is not None:
            self.update_graph()
        if display is not None and display.status:
            self.status.emit(display.status)
        if not self._quiet:
            self.changed.emit()

    def _on_runner_shown(self, display: Display | None) -> None:
        if display is None and self.display is None:
            return
        self.display = display
        if display is not None and display.status:
            self.status.emit(display.status)
        self.changed.emit()
