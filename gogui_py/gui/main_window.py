"""The main window: composes the board, the side panel, the game tree, menus and the
status bar.

Behaviour lives in :class:`GameController` (the game and its file), :class:`PlaySession`
(moves and the engine), :class:`BoardInput` (tools), :class:`FileOps` and
:class:`DialogOps` (dialogs); the window only wires them and redraws.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QDockWidget, QInputDialog, QLabel, QMainWindow, QMenu

from gogui_py.game.node import Node
from gogui_py.game.scoring_state import Rules
from gogui_py.go import Point
from gogui_py.go.handicap import handicap_points
from gogui_py.go.rules import RulerPosition
from gogui_py.gui.actions import WindowActions, build_actions
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.view_model import ViewSettings, points_in_text, snapshot_for
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.board_input import BoardInput, Tool
from gogui_py.gui.clock_view import ClockView
from gogui_py.gui.controller import GameController
from gogui_py.gui.dialog_ops import DialogOps
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from gogui_py.gui.edit_actions import EditActions, build_edit_menu, tree_context_menu
from gogui_py.gui.engine_menu import EngineMenu
from gogui_py.gui.file_ops import FileOps, show_warning
from gogui_py.gui.game_actions import build_game_extras
from gogui_py.gui.game_clock import GameClock
from gogui_py.gui.play_session import PlaySession
from gogui_py.gui.ruler_session import RulerSession
from gogui_py.gui.ruler_shell import RulerShellLink
from gogui_py.gui.rules_menu import RulesMenu
from gogui_py.gui.scoring_mode import ScoringMode
from gogui_py.gui.scoring_panel import ScoringPanel
from gogui_py.gui.settings import Settings
from gogui_py.gui.shell import GtpShell
from gogui_py.gui.shell_link import ShellLink
from gogui_py.gui.side_panel import SidePanel
from gogui_py.gui.tree_view import GameTreeView
from gogui_py.gui.view_actions import build_more_menus, build_view_menu

MESSAGE_MS = 8000


class MainWindow(QMainWindow):
    """One game window."""

    def __init__(
        self, controller: GameController, session: PlaySession, settings: Settings | None = None
    ) -> None:
        super().__init__()
        self.controller = controller
        self.session = session
        self.settings = settings or Settings()
        self.files = FileOps(controller, self)
        self.dialogs = DialogOps(controller, self.files, self)
        self.board_input = BoardInput(controller, session, self._ask_text)
        self._highlighted: frozenset[Point] = frozenset()
        self.board = BoardWidget()
        self.setCentralWidget(self.board)
        self.side_panel = SidePanel()
        self.clock_view = ClockView()
        self.side_panel.add_top(self.clock_view)
        self.game_clock = GameClock(controller, self.clock_view)
        session.time_for = self.game_clock.for_engine
        self.game_clock.lost_on_time.connect(lambda _color: session.abandon())
        self.tree_view = GameTreeView()
        self.tree_view.set_game(controller.game)
        self._add_dock("Comment", "comment", self.side_panel)
        self.tree_dock = self._add_dock("Game Tree", "tree", self.tree_view)
        self.scoring = ScoringMode(self)
        self.scoring_panel = ScoringPanel(self.scoring)
        self.scoring_dock = self._add_dock("Score", "score", self.scoring_panel)
        self.scoring_dock.hide()
        self.shell = GtpShell()
        self.shell_dock = self._add_dock(
            "GTP Shell", "shell", self.shell, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.shell_dock.hide()
        self.shell_link = ShellLink(session, self.shell)
        self.position_label = QLabel()
        self.statusBar().addPermanentWidget(self.position_label)
        self.window_actions: WindowActions = build_actions(
            self, controller, session, self.files, self.new_game_dialog
        )
        self.score_action = self.window_actions.menus["game"].addAction("&Score")
        self.score_action.triggered.connect(self.start_scoring)
        self.pause_action = build_game_extras(
            self, self.window_actions.menus["game"], controller, session
        )
        self.engine_menu = EngineMenu(self, session, self.window_actions.menus["engine"])
        self._build_rules()
        self.window_actions.detach = self.engine_menu.detach
        self.navigation_extras = build_more_menus(
            self, self.window_actions, controller, self.dialogs
        )
        self.addToolBarBreak()
        self.edit_actions: EditActions = build_edit_menu(
            self, controller, self.board_input, self.dialogs.game_info
        )
        build_view_menu(
            self, self.settings, (self.tree_dock, self.shell_dock), self._on_view_settings_changed
        )
        self._order_menus(("&File", "&Edit", "&View", "G&o", "&Game", "&Engine"))
        self.setAcceptDrops(True)
        self.resize(1200, 860)
        self._connect()
        self.board.set_show_coordinates(self.settings.view.coordinates)
        self.refresh()
        self._update_state()

    def _build_rules(self) -> None:
        """The ruler session, Game > Rules and the ruler's shell tab."""
        self.ruler = RulerSession()
        self.session.set_ruler(self.ruler)
        self.ruler_shell_link = RulerShellLink(self.ruler, self.shell)
        self.rules_menu = RulesMenu(
            self,
            self.ruler,
            controller=self.controller,
            session=self.session,
            files=self.files,
            menu=self.window_actions.menus["game"].addMenu("R&ules"),
        )
        self.rules_menu.engine_plays_go_only = self._engine_plays_go_only

    def _engine_plays_go_only(self) -> bool:
        """True when the engine is one of the built-in Go engines (GNU Go, the MC engine)."""
        last, engine = self.engine_menu.last, self.session.engine
        return (
            last is not None
            and engine is not None
            and engine.label == last.label
            and last.builtin_key in {"gnugo", "gogui-py-go"}
        )

    def _add_dock(
        self,
        title: str,
        name: str,
        widget: object,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
    ) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)  # type: ignore[arg-type]
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    def _ask_text(self, prompt: str, default: str) -> str | None:
        text, ok = QInputDialog.getText(self, "Label", prompt, text=default)
        return text if ok else None

    def _order_menus(self, titles: tuple[str, ...]) -> None:
        bar = self.menuBar()
        menus = {action.text(): action.menu() for action in bar.actions()}
        bar.clear()
        for title in titles:
            menu = menus.pop(title)
            if isinstance(menu, QMenu):
                bar.addMenu(menu)
        for menu in menus.values():
            if isinstance(menu, QMenu):
                bar.addMenu(menu)

    def _connect(self) -> None:
        controller, session = self.controller, self.session
        self.board.point_clicked.connect(self._on_board_point_clicked)
        self.board.point_dragged.connect(self.board_input.drag)
        self.board.wheel_scrolled.connect(self._on_board_wheel_scrolled)
        self.tree_view.node_clicked.connect(self._on_tree_node_clicked)
        self.tree_view.context_requested.connect(self._on_tree_context_requested)
        controller.file_opened.connect(self._on_controller_file_opened)
        self.side_panel.comment_edited.connect(self._on_comment_edited)
        session.scoring_requested.connect(self.start_scoring)
        self.scoring.changed.connect(self.refresh)
        self.scoring.changed.connect(self._update_state)
        self.scoring.finished.connect(self._on_scoring_finished)
        self.board_input.handicap_placed.connect(self.session.maybe_computer_move)
        self.side_panel.selection_changed.connect(self._on_comment_selection_changed)
        controller.changed.connect(self.refresh)
        controller.structure_changed.connect(self.tree_view.refresh_structure)
        controller.game_replaced.connect(self._on_game_replaced)
        controller.message.connect(self.show_message)
        controller.modified_changed.connect(lambda _m: self._update_title())
        session.message.connect(self.show_message)
        session.thinking_changed.connect(lambda _t: self._update_state())
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
            position = self.ruler.cached(game)
            snapshot, extra = self._ruler_view(position)
            status = f"{status} · {extra}"
        else:
            snapshot = snapshot_for(game, self.settings.view, self._highlighted)
        if self.scoring.active:
            snapshot = self.scoring.snapshot(snapshot)
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
        from gogui_py.gui.ruler_view import ruler_snapshot, ruler_status  # noqa: PLC0415 - start-up

        game, ruler = self.controller.game, self.ruler
        if position is None:
            ruler.request(game)
            return self.board.snapshot(), ruler_status(None, ruler.game_id)
        person = position.to_move not in self.session.computer or self.session.engine is None
        snapshot = ruler_snapshot(
            game,
            self.settings.view,
            position,
            ruler.game_id,
            highlighted=self._highlighted,
            show_legal=person and not game.current.children,
        )
        gfx_text = snapshot.gfx.text if snapshot.gfx is not None else ""
        return snapshot, ruler_status(position, ruler.game_id, gfx_text)

    def _pass_allowed(self) -> bool:
        """Pass is offered when idle; in a ruler game only when the ruler lists it."""
        if self.session.thinking or self.scoring.active:
            return False
        if self.session.ruler_game() is None:
            return True
        position = self.ruler.cached(self.controller.game)
        return position is not None and position.pass_legal

    def show_message(self, text: str) -> None:
        """A transient status-bar message."""
        self.statusBar().showMessage(text, MESSAGE_MS)

    def _update_title(self) -> None:
        path = self.controller.path
        name = path.name if path is not None else "Untitled"
        if len(self.controller.games) > 1:
            name += f" ({self.controller.game_index + 1}/{len(self.controller.games)})"
        engine = self.session.identity.title or self.session.engine_name
        self.setWindowTitle(f"{name}[*] — {engine + ' — ' if engine else ''}gogui-py")
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
        else:
            self.board_input.click(point)

    def start_scoring(self) -> None:
        """Scoring mode at the current position (two passes, or Game > Score)."""
        if not self.controller.game.tree.is_go:
            self.show_message("Scoring is for Go; the ruler gives the result of this game")
            return
        rules: Rules = "territory" if self.controller.info.rules.lower() == "japanese" else "area"
        self.scoring.start(self.controller.game, self.session.engine, rules)
        self.scoring_dock.show()
        self.show_message("Click dead stones to mark them, then Done")

    def _on_scoring_finished(self, result: object) -> None:
        self.scoring_dock.hide()
        if isinstance(result, str):
            self.controller.set_result(result)
            self.show_message(f"Game over: {result}")
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
        """Game > New Game: ask size, komi and computer colour, then start."""
        if not self.session.thinking and self.files.confirm_discard():
            current = NewGameSettings(
                self.controller.game.tree.size,
                self.controller.info.komi,
                self.session.computer,
                time=self.game_clock.clock.settings if self.game_clock.clock else None,
            )
            dialog = NewGameDialog(
                current,
                self.session.engine is not None,
                self,
                game=self.ruler.game_id if self.ruler.active else "",
            )
            if dialog.exec():
                self.start_new_game(dialog.settings())

    def start_new_game(self, settings: NewGameSettings) -> None:
        """Start a new game with ``settings`` (no questions asked).

        Handicap stones go on fixed points, or are chosen by the engine
        (``place_free_handicap``), or placed by the user's clicks.
        """
        if self.ruler.active:
            self.session.computer = settings.computer
            self.board_input.set_tool(Tool.PLAY)
            if self.rules_menu.start_game(settings.size):
                return
        count, placement = settings.handicap, settings.placement
        stones: list[Point] = []
        if count >= 2 and placement == "fixed":
            try:
                stones = handicap_points(count, settings.size)
            except ValueError:
                self.show_message("No fixed handicap points on this board: place them yourself")
                placement = "user"
        self.board_input.handicap_left = 0
        self.board_input.set_tool(Tool.PLAY)
        self.controller.new_game(
            settings.size,
            settings.komi,
            handicap=count,
            handicap_stones=stones,
            rules="Japanese" if settings.rules == "territory" else "Chinese",
            time_settings=settings.time,
        )
        if count >= 2 and not stones:
            self.session.computer = settings.computer
            if placement == "engine" and self.session.place_free_handicap(
                count, self.controller.place_handicap
            ):
                return
            self.board_input.expect_handicap(count)
            return
        self.session.set_computer(settings.computer)

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

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.confirm_discard():
            event.ignore()
            return
        self.session.shutdown()
        self.ruler.shutdown()
        event.accept()
