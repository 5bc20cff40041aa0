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

from gogui_py.analysis import AnalysisUpdate, streaming_dialect
from gogui_py.analysis.annotate import Evaluation, Verdict, judge
from gogui_py.analysis.display import Display, merge_gfx
from gogui_py.analysis.recorded import MISTAKE_DROP
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.analysis.actions import AnalysisActions, make_actions
from gogui_py.gui.analysis.catalog import AnalyzeCatalog
from gogui_py.gui.analysis.dock import AnalyzeDock

if TYPE_CHECKING:
    from gogui_py.gui.analysis.graph import WinrateGraph
from gogui_py.gui.analysis.param_tools import ParamTools, ask_save_path
from gogui_py.gui.analysis.review import GameReview
from gogui_py.gui.analysis.review_bar import ReviewBar
from gogui_py.gui.analysis.runner import AnalyzeRunner
from gogui_py.gui.analysis.settings import load_settings
from gogui_py.gui.analysis.streaming import StreamingAnalysis, no_analysis_text
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.i18n import translate
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
    mistakes_changed = Signal(object)  # dict[Node, float]: see mistakes()

    def __init__(
        self,
        window: QMainWindow,
        programs: ProgramSet,
        game: Callable[[], Game],
        bring: Callable[[Program], object],
        actions: AnalysisActions | None = None,
    ) -> None:
        """``actions``: the window's analysis actions to drive the room; made here when
        None."""
        super().__init__(window)
        self._game = game
        self._programs = programs
        self._quiet = False
        self._hover: Point | None = None
        self._bar = window.statusBar()
        self._said = ("", "")  # the last status the analysis showed, and whose (_say)
        self._node: Node | None = None
        self._mistakes: dict[Node, float] = {}
        self._judged: dict[Node, tuple[AnalysisUpdate, AnalysisUpdate, float]] = {}
        """Each move's drop with the two results it was judged from (a cache)."""
        self.display: Display | None = None
        self.stream_display: Display | None = None
        self.actions = actions or make_actions(self)
        self.catalog = AnalyzeCatalog(programs)
        self.widget = AnalyzeDock(self.catalog)
        self.runner = AnalyzeRunner(game, bring, self.widget, self)
        self.widget.set_runner(self.runner)
        self.runner.follow_live_gfx(programs)
        self.runner.shown.connect(self._on_runner_shown)
        self.runner.point_wanted.connect(lambda prompt: self._say(prompt, "runner"))
        self.widget.status.connect(self.status)
        self.dock = self._dock(window, translate("Analysis", "Analyze"), "analyze", self.widget)
        self.toggle = self.actions.analyze
        _bind(self.toggle, self.dock)
        self.streaming = StreamingAnalysis(game, bring, self)
        self.streaming.settings = load_settings()
        self.review = GameReview(game, self.streaming.results, self)
        self.review_bar = ReviewBar(window)  # progress and Stop in the status bar
        window.statusBar().addPermanentWidget(self.review_bar)
        self.review_bar.stop.clicked.connect(self.review.cancel)
        self.graph: WinrateGraph | None = None  # built when first shown (pyqtgraph, numpy)
        self.graph_dock = self._dock(window, translate("Analysis", "Win Rate"), "winrate", None)
        self.graph_dock.visibilityChanged.connect(self._on_graph_visibility_changed)
        self.graph_toggle = self.actions.graph
        _bind(self.graph_toggle, self.graph_dock)
        self._wire_streaming(programs)
        # Snapshot, Restore and Save Parameters, Reattach With Parameters (issue 11)
        tools = ParamTools(programs, self.catalog, self.widget.selected_program, game, self)
        tools.ask_path = ask_save_path(window)
        tools.status.connect(self.status)
        tools.text.connect(self.widget.show_text)
        tools.snapshot_taken.connect(lambda: self.actions.restore_params.setEnabled(True))
        self.param_tools = tools

    def genmove_answered(self) -> None:
        """The program asked for a move answered (a move, pass or resign): its live gfx
        goes (GoGui drops the live graphics with the genmove's answer)."""
        self.runner.end_live_gfx()

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
        streaming.failed.connect(self._on_streaming_failed)
        programs.detached.connect(self._on_programs_detached)
        self.review.progress.connect(self._on_review_progress)
        self.review.analysed.connect(lambda _node: self.update_graph())
        self.review.finished.connect(self._on_review_finished)
        self.review.analysed.connect(lambda _node: self.update_mistakes())
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
        self.update_graph()  # a comment written after its move (cheap when unchanged)
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
        self.update_mistakes()  # picks up what streaming stored for the node left

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
        self._unsay("runner")  # the prompt is answered
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
        program = self.choose_analyzer()
        if program is None:
            self.status.emit(
                translate("Analysis", "Analyze Game: {}").format(self._no_analyzer_text())
            )
            return
        if self.stream_toggle.isChecked():
            self.stream_toggle.setChecked(False)  # the review takes the analyzer
        if not self.graph_dock.isVisible():
            self.graph_toggle.setChecked(True)
        self.actions.cancel_review.setEnabled(True)
        self.review.start(program, self.current_line())

    def line_judgements(self) -> list[tuple[Node, Evaluation, Verdict | None]]:
        """For Write Analysis to Record: ``(node, its evaluation, the verdict on its move)``
        of every analysed node of the current line; the verdict is None for a node without
        a move or whose parent was not analysed."""
        results = self.streaming.results
        to_move = self._game().to_move
        found: list[tuple[Node, Evaluation, Verdict | None]] = []
        before: Evaluation | None = None
        for node in self.current_line():
            update = results.get(node)
            after = None if update is None else Evaluation.of(update, to_move(node))
            if after is not None:
                move = node.move
                verdict = None
                if before is not None and move is not None:
                    verdict = judge(before, after, move.color, move.point)
                found.append((node, after, verdict))
            before = after
        return found

    def mistakes(self) -> dict[Node, float]:
        """The moves the analysis judges mistakes: ``{node: drop}`` for each analysed node
        whose parent was analysed too and whose mover lost more than :data:`MISTAKE_DROP`
        (0..1) of win rate (as the win-rate graph marks them); empty without analysis."""
        results = self.streaming.results
        if not results:
            return {}
        to_move = self._game().to_move
        found: dict[Node, float] = {}
        judged = self._judged
        for node, update in results.items():
            move, parent = node.move, node.parent
            previous = None if parent is None else results.get(parent)
            if move is None or previous is None:
                continue
            assert parent is not None
            known = judged.get(node)
            if known is not None and known[0] is previous and known[1] is update:
                drop = known[2]  # judged before: stepping costs no evaluation
            else:
                drop = 0.0
                before = Evaluation.of(previous, to_move(parent))
                after = Evaluation.of(update, to_move(node))
                if before is not None and after is not None:
                    drop = judge(before, after, move.color, move.point).drop
                judged[node] = (previous, update, drop)
            if drop > MISTAKE_DROP:
                found[node] = drop
        return found

    def tree_changed(self) -> None:
        """The tree was edited: judge every move again (a side to move may differ)."""
        self._judged.clear()
        self.update_mistakes()

    def update_mistakes(self) -> None:
        """Emit :attr:`mistakes_changed` when :meth:`mistakes` changed (after a result
        arrived, a change of node, an edit of the tree)."""
        found = self.mistakes()
        if found != self._mistakes:
            self._mistakes = found
            self.mistakes_changed.emit(found)

    def _on_review_progress(self, done: int, total: int) -> None:
        self.review_bar.progress(done, total)
        self.status.emit(
            translate("Analysis", "Analyze Game: {0}/{1} positions").format(done, total)
        )

    def _on_review_finished(self, message: str) -> None:
        self.actions.cancel_review.setEnabled(False)
        self.review_bar.end()
        self.status.emit(message)
        self.update_graph()
        self.changed.emit()

    def _streams(self, program: Program) -> bool | None:
        """Whether ``program`` lists lz-analyze or kata-analyze (None: not known yet)."""
        listed = self.catalog.supported(program)
        return None if listed is None else streaming_dialect(listed) is not None

    def analyzer(self) -> Program | None:
        """The program streaming analysis uses: the running one with the Analyzer role,
        else the first running engine that lists ``lz-analyze`` or ``kata-analyze``,
        else (their lists not read yet) the first engine; None when no engine runs or
        none of them can stream."""
        chosen = self._programs.with_role(Role.ANALYZER)
        if chosen is not None:
            return chosen if chosen.running else None
        engines = [p for p in self._programs.engines() if p.running]
        known = [self._streams(p) for p in engines]
        found = next((p for p, streams in zip(engines, known, strict=True) if streams), None)
        if found is None and None in known:
            return engines[0]  # a list not read yet: the stream says if it cannot
        return found

    def choose_analyzer(self) -> Program | None:
        """:meth:`analyzer`, marked with the Analyzer role in the program strip when it
        was picked for its streaming command (so the strip shows which one analyses)."""
        program = self.analyzer()
        if program is not None and Role.ANALYZER not in program.roles and self._streams(program):
            self._programs.set_role(program, Role.ANALYZER, True)
        return program

    def _no_analyzer_text(self) -> str:
        """Why no program can analyse: none attached, or those attached cannot stream."""
        chosen = self._programs.with_role(Role.ANALYZER)
        names = [p.handle.name or p.label for p in self._programs.engines() if p.running]
        if chosen is not None and not chosen.running:
            return translate("Analysis", "{} (the analyzer) is not running").format(
                chosen.handle.name or chosen.label
            )
        if not names:
            return translate("Analysis", "attach an engine first")
        return no_analysis_text(", ".join(names))

    def _on_stream_toggled(self, on: bool) -> None:
        if not on:
            self.streaming.stop()
            self.stream_display = None
            self._unsay("stream")
            self.changed.emit()
            return
        program = self.choose_analyzer()
        if program is None:
            self.status.emit(translate("Analysis", "Analysis: {}").format(self._no_analyzer_text()))
            self.stream_toggle.setChecked(False)
            return
        self.streaming.start(program)

    def _on_streaming_failed(self, message: str) -> None:
        """The analysis cannot go on (the program refused the position, or cannot
        stream): the toggle goes off and the message goes to the status bar."""
        self.stream_toggle.setChecked(False)
        self.status.emit(message)

    def _on_programs_detached(self, program: Program) -> None:
        gone = self.streaming.program is program  # it died, hung or was detached
        if self.streaming.active and (gone or self.analyzer() is None):
            self.stream_toggle.setChecked(False)

    def _say(self, text: str, source: str) -> None:
        """Show ``text`` (an analysis summary, a prompt) in the status bar for
        ``source`` (``"stream"``: streaming analysis, ``"runner"``: Analyze commands and
        what is shown on the board through them), to be cleared once stale
        (:meth:`_unsay`)."""
        self._said = (text, source)
        self.status.emit(text)

    def _unsay(self, source: str) -> None:
        """Clear the status bar when it still shows what ``source`` said with
        :meth:`_say` (a prompt for a point stays while the point is awaited; another
        source's text stays)."""
        said, by = self._said
        if by != source or (source == "runner" and self.runner.wants_point):
            return
        self._said = ("", "")
        if said and self._bar.currentMessage() == said:
            self._bar.clearMessage()

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
        """Draw the main line's analysis (the session's, else recorded in the comments)
        and the engines' own estimates in the graph (when it is shown; no engine needed)."""
        graph = self.graph
        if graph is None or not self.graph_dock.isVisible():
            return
        from gogui_py.gui.analysis.graph import main_line_record, player_names  # noqa: PLC0415

        game = self._game()
        root = game.tree.root
        record = main_line_record(root, self.streaming.results, game.to_move)
        graph.set_record(record, game.move_number(), player_names(root))

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
        if display is not None and display.status:
            self._say(display.status, "stream")
        else:
            self._unsay("stream")  # a summary of another position (or program) is stale
        if not self._quiet:
            self.changed.emit()

    def _on_runner_shown(self, display: Display | None) -> None:
        if display is None and self.display is None:
            return
        self.display = display
        if display is not None and display.status:
            self._say(display.status, "runner")
        elif display is None:
            self._unsay("runner")
        self.changed.emit()
