"""The main window: composes the board, side panel, game tree, menus and status bar.

Behaviour lives in :class:`GameController` (the game and its file), :class:`PlaySession`
(moves and the engine), :class:`BoardInput` (tools), :class:`FileOps` and
:class:`DialogOps` (dialogs); the window only wires them and redraws.

The window is made in two steps (issue 10: launch at bare-Qt speed): what its first frame
shows (board, side panel, game tree, tool bars, the menu bar's titles), then
:meth:`MainWindow.complete`: the menus' contents, the programs, rules, analysis, matches
and regression tests, whose modules are imported there. A start completes the window
once it has been painted; ``MainWindow(..., complete=True)`` (the default) does both.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QDockWidget, QInputDialog, QLabel, QMainWindow

from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.board.view_model import ViewSettings, points_in_text, snapshot_for
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.clock.view import ClockView
from gogui_py.gui.editing.board_input import BoardInput
from gogui_py.gui.editing.edit_actions import EditActions, build_edit_menu, tree_context_menu
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.strip import ProgramStrip
from gogui_py.gui.record.dialog_ops import DialogOps
from gogui_py.gui.record.file_ops import FileOps, show_warning
from gogui_py.gui.scoring.mode import ScoringMode
from gogui_py.gui.tree_view import GameTreeView
from gogui_py.gui.window.actions import WindowActions, build_actions, order_menus
from gogui_py.gui.window.layout_memory import restore_layout
from gogui_py.gui.window.settings import Settings
from gogui_py.gui.window.side_panel import SidePanel
from gogui_py.gui.window.title import window_title

if TYPE_CHECKING:
    from gogui_py.game.scoring_state import Rules
    from gogui_py.go.rules import RulerPosition
    from gogui_py.gui.analysis.room import AnalysisRoom
    from gogui_py.gui.board.snapshot import BoardSnapshot
    from gogui_py.gui.dialogs.new_game import NewGameSettings
    from gogui_py.gui.play.session import PlaySession
    from gogui_py.gui.programs.bridge import Request
    from gogui_py.gui.programs.program import Program
    from gogui_py.gui.programs.shell_link import ProgramShellLink
    from gogui_py.gui.record.controller import GameController
    from gogui_py.gui.scoring.panel import ScoringPanel
    from gogui_py.gui.shell import GtpShell

MESSAGE_MS = 8000


class MainWindow(QMainWindow):
    """One game window."""

    shell_link: ProgramShellLink | None
    """Made with :attr:`shell`, once a program is attached or the shell's dock shown."""

    def __init__(
        self,
        controller: GameController,
        session: PlaySession,
        settings: Settings | None = None,
        *,
        complete: bool = True,
    ) -> None:
        """The window as its first frame shows it; the rest (:meth:`complete`) too unless
        ``complete`` is false."""
        super().__init__()
        self.controller = controller
        self.session = session
        self.settings = settings or Settings()
        self.files = FileOps(controller, self)
        self.dialogs = DialogOps(controller, self.files, self)
        self.board_input = BoardInput(controller, session, self._ask_text)
        self._highlighted: frozenset[Point] = frozenset()
        self.completed = False
        self.board = BoardWidget()
        self.setCentralWidget(self.board)
        self.side_panel = SidePanel()
        self.program_strip = ProgramStrip(session.programs)
        self.side_panel.add_top(self.program_strip)
        self.clock_view = ClockView()
        self.side_panel.add_top(self.clock_view)
        self.game_clock = GameClock(controller, self.clock_view)
        session.time_for = self.game_clock.for_engine
        self.game_clock.waits_for_genmove = lambda c: (
            bool(session.player_ready(c)) and not session.thinking
        )
        session.thinking_changed.connect(lambda _thinking: self.game_clock.update())
        self.game_clock.lost_on_time.connect(lambda _color: session.abandon())
        self._build_docks()
        self.position_label = QLabel()
        self.statusBar().addPermanentWidget(self.position_label)
        self.window_actions: WindowActions = build_actions(
            self, controller, session, self.files, self.new_game_dialog
        )
        self.score_action = self.window_actions.menus["game"].addAction(translate("Menu", "&Score"))
        self.score_action.triggered.connect(self.start_scoring)
        self.navigation_extras: list[QAction] = []
        self.addToolBarBreak()
        self.edit_actions: EditActions = build_edit_menu(
            self, controller, self.board_input, self.dialogs.game_info
        )
        self.view_menu = self.menuBar().addMenu(translate("Menu", "&View"))
        self.tools_menu = self.menuBar().addMenu(translate("Menu", "&Tools"))
        self.help_menu = self.menuBar().addMenu(translate("Menu", "&Help"))  # gui.help fills it
        titles = ("&File", "&Edit", "&View", "G&o", "&Game", "E&ngine", "&Tools", "&Help")
        order_menus(self.menuBar(), titles)
        self.setAcceptDrops(True)
        restore_layout(self, self.settings.store)  # size, place, docks, tool bars
        self._connect_view()
        self.board.set_show_coordinates(self.settings.view.coordinates)
        if complete:
            self.complete()
        else:
            self.refresh()
            self.window_actions.update(session)

    def complete(self) -> None:
        """Make the rest of the window (once; see the module documentation): the menus'
        contents and their shortcuts, the programs' menu, links and shell, rules,
        analysis, matches, regression tests; then connect the user's input."""
        if self.completed:
            return
        self.completed = True
        from gogui_py.gui.match.menu import MatchesLink
        from gogui_py.gui.play.game_actions import build_game_extras
        from gogui_py.gui.programs.menu import EngineMenu
        from gogui_py.gui.regress.menu import RegressLink
        from gogui_py.gui.window.analysis_link import AnalysisLink
        from gogui_py.gui.window.keyboard import KeyboardLink
        from gogui_py.gui.window.new_game import NewGameStarter
        from gogui_py.gui.window.view_actions import build_more_menus, build_view_menu

        controller, session = self.controller, self.session
        self.pause_action = build_game_extras(
            self, self.window_actions.menus["game"], controller, session
        )
        self.pause_action.toggled.connect(self.game_clock.set_paused)
        self.engine_menu = EngineMenu(
            self,
            session.programs,
            self.window_actions.menus["engine"],
            attach=lambda argv, label, cwd, entry, colors: session.attach(
                argv, label, cwd, entry=entry, colors=colors
            ),
            detach=session.detach,
        )
        self._build_rules()
        self._build_program_links()
        self.analysis_link = AnalysisLink(
            self,
            session.programs,
            lambda: self.controller.game,
            self.follower.bring,
            menu=self.window_actions.menus["engine"],
            refresh=self.refresh,
            message=self.show_message,
            controller=controller,
        )
        session.thinking_changed.connect(self.analysis_link.on_thinking_changed)
        self.new_game = NewGameStarter(self, self)
        from gogui_py.gui.recovery.link import RecoveryLink

        self.recovery = RecoveryLink(self, self)  # autosave: the record's recovery file
        tools = self.tools_menu
        self.matches = MatchesLink(  # Tools > Matches…
            self, tools, lambda: self.engine_menu.programs,
            self._open_match_game, lambda: self.rules_menu.programs,
        )  # fmt: skip
        self.regress = RegressLink(  # Tools > Regression Tests…; marks: the analysis overlay
            self, tools, self,
            lambda d: self.analysis.runner.shown.emit(d),  # noqa: PLW0108 - room made on use
        )  # fmt: skip
        self.window_actions.detach = self.engine_menu.detach
        from gogui_py.gui.export.link import ExportLink  # File > Export…, Print…, clipboard

        menu = self.window_actions.menus["file"]
        self.export = ExportLink(self, menu, controller, self.files, self.board)
        self.navigation_extras += build_more_menus(
            self, self.window_actions, controller, self.dialogs
        )
        build_view_menu(
            self.view_menu,
            self.settings,
            (self.tree_dock, self.shell_dock),
            self._on_view_settings_changed,
        )
        from gogui_py.gui.preferences.link import PreferencesLink  # Edit > Preferences…

        self.preferences = PreferencesLink(self, self.settings, controller, self.engine_menu)
        self._connect()
        self.keyboard = KeyboardLink(self, self)  # focus, panes, screen readers
        from gogui_py.gui.feature_set import install_features

        self.features = install_features(self, self)  # issue 15's features, each a package
        # a record opened before the rules menu was made: it may call for a ruler
        self.rules_menu.record_opened()
        self.refresh()
        self._update_state()

    def _build_docks(self) -> None:
        """The comment panel, the game tree, the score and the GTP shell."""
        self.tree_view = GameTreeView()
        self.tree_view.set_game(self.controller.game)
        self._add_dock(translate("Dock", "Comment"), "comment", self.side_panel)
        self.tree_dock = self._add_dock(translate("Dock", "Game Tree"), "tree", self.tree_view)
        self.scoring = ScoringMode(self)
        # The score dock is made when scoring first starts (:attr:`scoring_dock`).
        self._scoring_dock: QDockWidget | None = None
        self._scoring_panel: ScoringPanel | None = None
        # The shell starts hidden: it is made when first needed (a program attached, the
        # dock shown, :attr:`shell` read), not before the window is first painted.
        self._shell: GtpShell | None = None
        self.shell_dock = self._add_dock(
            translate("Dock", "GTP Shell"), "shell", None, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.shell_dock.hide()
        self.shell_dock.visibilityChanged.connect(self._on_shell_dock_visibility)

    @property
    def scoring_dock(self) -> QDockWidget:
        """The Score dock (its widget :attr:`scoring_panel`), made on first use."""
        if self._scoring_dock is None:
            from gogui_py.gui.scoring.panel import ScoringPanel

            panel = self._scoring_panel = ScoringPanel(self.scoring)
            self._scoring_dock = self._add_dock(translate("Dock", "Score"), "score", panel)
            self._scoring_dock.hide()
        return self._scoring_dock

    @property
    def scoring_panel(self) -> ScoringPanel:
        """The score table and its buttons (in :attr:`scoring_dock`)."""
        if self._scoring_panel is None:
            self.scoring_dock  # noqa: B018 - makes the dock and its panel
        assert self._scoring_panel is not None
        return self._scoring_panel

    @property
    def shell(self) -> GtpShell:
        """The GTP shell (in :attr:`shell_dock`), made on first use."""
        if self._shell is None:
            self._make_shell()
        assert self._shell is not None
        return self._shell

    def _make_shell(self) -> None:
        """The shell, its dock's widget, and its link to the programs (their tabs)."""
        from gogui_py.gui.programs.shell_link import ProgramShellLink
        from gogui_py.gui.shell import GtpShell

        shell = self._shell = GtpShell(self.settings.store)  # history, options, recent files
        self.shell_dock.setWidget(shell)
        link = self.shell_link = ProgramShellLink(
            self.session.programs,
            shell,
            self.follower,
            busy=self._shell_busy,
            detach=self._detach_program,
        )
        # programs attached before the shell was made get their tabs now
        link._on_programs_changed()

    def _on_shell_dock_visibility(self, visible: bool) -> None:
        if visible and self._shell is None:
            self._make_shell()

    def _on_programs_changed_make_shell(self) -> None:
        if self._shell is None and self.session.programs.programs:
            self._make_shell()

    def _build_rules(self) -> None:
        """The ruler session, the referee of its games, Game > Rules."""
        from gogui_py.gui.rules.menu import RulesMenu
        from gogui_py.gui.rules.play import RulerPlay
        from gogui_py.gui.rules.session import RulerSession

        self.ruler = RulerSession(self.session.programs)
        self.session.referee = RulerPlay(self.session, self.ruler)
        self.rules_menu = RulesMenu(
            self,
            self.ruler,
            controller=self.controller,
            session=self.session,
            files=self.files,
            menu=self.window_actions.menus["game"].addMenu(translate("Menu", "R&ules")),
        )
        self.rules_menu.engine_plays_go_only = self._engine_plays_go_only

    def _build_program_links(self) -> None:
        """Programs follow the displayed position; each has its shell tab; the strip's
        toggles give colours and roles."""
        from gogui_py.gui.programs.follow import ProgramFollower

        session, programs = self.session, self.session.programs
        self.follower = ProgramFollower(
            programs,
            self._follow_request,
            idle=lambda: not session.thinking,
            show=lambda program, text: self.shell.set_position_text(program.key, text),
        )
        self.shell_link = None
        programs.changed.connect(self._on_programs_changed_make_shell)
        strip = self.program_strip
        strip.color_toggled.connect(session.set_player)
        strip.role_toggled.connect(programs.set_role)
        strip.detach_requested.connect(self._detach_program)

    def _follow_request(self, program: Program) -> tuple[Request, str] | None:
        from gogui_py.gui.programs.follow import engine_follow_request

        game = self.controller.game
        if program is self.ruler.program:
            return self.ruler.follow_request(game)
        return engine_follow_request(game)

    def _shell_busy(self, program: Program) -> str:
        if self.session.thinking_program is program:
            return translate("MainWindow", "The engine is busy; try again when it has moved")
        return ""

    def _detach_program(self, program: Program) -> None:
        if program is self.ruler.program:
            self.ruler.detach()
        else:
            self.session.detach_program(program)

    def _engine_plays_go_only(self) -> bool:
        """True when an engine playing a colour is one of the built-in Go engines (GNU Go,
        the MC engine)."""
        return any(
            program.entry is not None and program.entry.plays_go_only and program.colors
            for program in self.session.programs.engines()
        )

    def _add_dock(
        self,
        title: str,
        name: str,
        widget: object | None,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
    ) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        if widget is not None:
            dock.setWidget(widget)  # type: ignore[arg-type]
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    def _ask_text(self, prompt: str, default: str) -> str | None:
        text, ok = QInputDialog.getText(
            self, translate("MainWindow", "Label"), prompt, text=default
        )
        return text if ok else None

    def _connect_view(self) -> None:
        """The views follow the game (the first frame shows the record opened)."""
        controller = self.controller
        controller.file_opened.connect(self._on_controller_file_opened)
        controller.changed.connect(self.refresh)
        controller.structure_changed.connect(self.tree_view.refresh_structure)
        controller.game_replaced.connect(self._on_game_replaced)
        controller.message.connect(self.show_message)
        controller.modified_changed.connect(lambda _m: self._update_title())

    def _connect(self) -> None:
        """The user's input, the programs and the rest (:meth:`complete`)."""
        controller, session = self.controller, self.session
        self.board.point_clicked.connect(self._on_board_point_clicked)
        self.board.point_hovered.connect(self.analysis_link.hover)
        self.board.point_dragged.connect(self.board_input.drag)
        self.board.wheel_scrolled.connect(self._on_board_wheel_scrolled)
        self.tree_view.node_clicked.connect(self._on_tree_node_clicked)
        self.tree_view.context_requested.connect(self._on_tree_context_requested)
        self.side_panel.comment_edited.connect(self._on_comment_edited)
        session.scoring_requested.connect(self.start_scoring)
        self.scoring.changed.connect(self.refresh)
        self.scoring.changed.connect(self._update_state)
        self.scoring.finished.connect(self._on_scoring_finished)
        self.board_input.handicap_placed.connect(self.session.maybe_computer_move)
        self.side_panel.selection_changed.connect(self._on_comment_selection_changed)
        self.analysis_link.mistakes_changed.connect(self.tree_view.set_mistakes)
        session.message.connect(self.show_message)
        session.thinking_changed.connect(lambda _t: self._update_state())
        session.thinking_changed.connect(lambda _t: self.program_strip.refresh())
        controller.changed.connect(self.follower.schedule)
        session.engine_changed.connect(self._update_state)
        session.engine_failed.connect(lambda title, text: show_warning(self, title, text))
        self.ruler.position_ready.connect(self.refresh)
        self.ruler.changed.connect(self.refresh)
        self.ruler.changed.connect(self._update_state)
        self.ruler.message.connect(self.show_message)
        self.ruler.failed.connect(lambda title, text: show_warning(self, title, text))

    # --- views -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the model."""
        game = self.controller.game
        status = self.controller.describe_current()
        position = None
        if self.session.ruler_game() is not None:
            position = self.ruler.shown(game)
            snapshot, extra = self._ruler_view(position)
            status = f"{status} · {extra}"
        else:
            snapshot = snapshot_for(game, self.settings.view, self._highlighted)
        if self.scoring.active:
            snapshot = self.scoring.snapshot(snapshot)
        elif self.completed:  # the analysis overlay comes with the rest of the window
            snapshot = self.features.decorate(self.analysis_link.decorate(snapshot))
        self.board.set_snapshot(snapshot)
        self.side_panel.show_game(game, position.captured if position is not None else None)
        self.tree_view.set_current(game.current)
        self.position_label.setText(status)
        self.window_actions.pass_move.setEnabled(self._pass_allowed())
        self.score_action.setEnabled(game.tree.is_go)  # a ruler gives other games' results
        self.edit_actions.update(game, self.session.thinking)
        self._update_title()

    def _ruler_view(self, position: RulerPosition | None) -> tuple[BoardSnapshot, str]:
        """Snapshot and status text of a ruler game at ``position`` (the ruler's, when known;
        else the last board is kept and the position asked for)."""
        from gogui_py.gui.rules.view import ruler_snapshot, ruler_status

        game, ruler = self.controller.game, self.ruler
        if position is None:
            ruler.request(game)
            return self.board.snapshot(), ruler_status(None, ruler.game_id)
        person = self.session.player_ready(position.to_move) is None
        snapshot = ruler_snapshot(
            game,
            self.settings.view,
            position,
            ruler.game_id,
            highlighted=self._highlighted,
            show_legal=person,
        )
        gfx_text = snapshot.gfx.text if snapshot.gfx is not None else ""
        return snapshot, ruler_status(position, ruler.game_id, gfx_text)

    def _pass_allowed(self) -> bool:
        """Pass is offered when idle; in a ruler game only when the ruler lists it."""
        if self.session.thinking or self.scoring.active:
            return False
        if self.session.ruler_game() is None:
            return True
        position = self.ruler.shown(self.controller.game)
        return position is not None and position.pass_legal

    def show_message(self, text: str) -> None:
        """A transient status-bar message."""
        self.statusBar().showMessage(text, MESSAGE_MS)

    def _update_title(self) -> None:
        self.setWindowTitle(window_title(self.controller, self.session))
        self.setWindowModified(self.controller.modified)

    def _update_state(self) -> None:
        idle = not self.session.thinking
        self.window_actions.update(self.session)
        self.window_actions.pass_move.setEnabled(self._pass_allowed())
        for action in self.navigation_extras:
            action.setEnabled(idle)
        self.edit_actions.update(self.controller.game, self.session.thinking)
        self.board.set_interactive(idle)
        self.tree_view.setEnabled(idle)
        self._update_title()

    def _on_view_settings_changed(self, view: ViewSettings) -> None:
        self.board.set_show_coordinates(view.coordinates)
        self.refresh()

    def _on_game_replaced(self) -> None:
        self._highlighted = frozenset()
        self.tree_view.set_game(self.controller.game)

    # --- user input ------------------------------------------------------------------------
    def _on_board_point_clicked(self, point: Point) -> None:
        if self.scoring.active:
            self.scoring.click(point)
        elif not self.analysis_link.take_click(point):  # an analyze command's %p takes it
            self.board_input.click(point)

    @property
    def analysis(self) -> AnalysisRoom:
        """The analysis room (Analyze dock, streaming analysis, win-rate graph)."""
        return self.analysis_link.room

    def start_scoring(self) -> None:
        """Scoring mode at the current position (two passes, or Game > Score)."""
        if not self.controller.game.tree.is_go:
            self.show_message(
                translate(
                    "MainWindow", "Scoring is for Go; the ruler gives the result of this game"
                )
            )
            return
        rules: Rules = "territory" if self.controller.info.rules.lower() == "japanese" else "area"
        program = self.session.programs.scoring_program()
        dock = self.scoring_dock  # made before scoring starts: its panel follows the mode
        self.scoring.start(self.controller.game, program.handle if program else None, rules)
        dock.show()
        self.show_message(translate("MainWindow", "Click dead stones to mark them, then Done"))

    def _on_scoring_finished(self, result: object) -> None:
        if self._scoring_dock is not None:
            self._scoring_dock.hide()
        if isinstance(result, str):
            self.controller.set_result(result)
            self.show_message(translate("MainWindow", "Game over: {}").format(result))
        self.refresh()

    def _on_board_wheel_scrolled(self, steps: int) -> None:
        if self.session.thinking:
            return
        if steps > 0:
            self.controller.forward(steps)
        else:
            self.controller.back(-steps)

    def _on_tree_node_clicked(self, node: Node) -> None:
        if not self.session.thinking:
            self.controller.navigate(lambda game: game.go_to(node))

    def _on_tree_context_requested(self, node: Node, position: QPoint) -> None:
        if self.session.thinking:
            return
        self.tree_menu = tree_context_menu(self, self.controller, node)
        self.tree_menu.popup(position)

    def _on_controller_file_opened(self) -> None:
        if len(self.controller.games) > 1:
            QTimer.singleShot(0, self.dialogs.offer_game_list)

    def _on_comment_edited(self, text: str) -> None:
        if self.controller.game.current.comment != text:
            self.controller.edit(lambda game: game.set_comment(game.current, text))

    def _on_comment_selection_changed(self, text: str) -> None:
        points = points_in_text(text, self.controller.game.tree.size) if text else frozenset()
        if points != self._highlighted:
            self._highlighted = points
            self.refresh()

    def new_game_dialog(self) -> None:
        """Game > New Game: ask size, komi, players..., then start."""
        self.complete()  # its shortcut may come before the window was completed
        self.new_game.ask()

    def start_new_game(self, settings: NewGameSettings) -> None:
        """Start a new game with ``settings`` (no questions asked)."""
        self.new_game.start(settings)

    # --- drag and drop, close --------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        for url in event.mimeData().urls():
            if url.isLocalFile():
                event.acceptProposedAction()
                self.files.open_path(url.toLocalFile())
                return

    def _open_match_game(self, path: Path) -> None:
        """A finished match game (Tools > Matches) in this window's board."""
        if self.session.thinking:
            self.show_message(
                translate("MainWindow", "The engine is thinking; open the game when it has moved")
            )
        elif self.files.open_path(path):
            self.raise_()
            self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.confirm_discard():
            event.ignore()
            return
        self.session.shutdown()  # every program, the ruler too
        if self.completed:
            self.matches.shutdown()  # a match runner started from Tools > Matches
            self.regress.shutdown()  # a run of Tools > Regression Tests and its engines
            self.recovery.close()  # saved or dropped: its recovery file goes
        event.accept()
