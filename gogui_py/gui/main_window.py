"""The main window: composes the board, the side panel, menus and the status bar.

Behaviour lives in :class:`GameController` (the game and its file), :class:`PlaySession`
(moves and the engine) and :class:`FileOps` (dialogs); the window only wires them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSplitter

from gogui_py.go import Point
from gogui_py.gui.actions import WindowActions, build_actions
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.controller import GameController
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from gogui_py.gui.file_ops import FileOps, show_warning
from gogui_py.gui.play_session import PlaySession
from gogui_py.gui.side_panel import SidePanel

MESSAGE_MS = 8000


class MainWindow(QMainWindow):
    """One game window."""

    def __init__(self, controller: GameController, session: PlaySession) -> None:
        super().__init__()
        self.controller = controller
        self.session = session
        self.files = FileOps(controller, self)
        self.board = BoardWidget()
        self.side_panel = SidePanel()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.board)
        splitter.addWidget(self.side_panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([760, 300])
        self.setCentralWidget(splitter)
        self.position_label = QLabel()
        self.statusBar().addPermanentWidget(self.position_label)
        self.window_actions: WindowActions = build_actions(
            self, controller, session, self.files, self.new_game_dialog
        )
        self.setAcceptDrops(True)
        self.resize(1100, 820)

        self.board.point_clicked.connect(self._on_board_point_clicked)
        self.board.wheel_scrolled.connect(self._on_board_wheel_scrolled)
        controller.changed.connect(self.refresh)
        controller.message.connect(self.show_message)
        controller.modified_changed.connect(lambda _m: self._update_title())
        session.message.connect(self.show_message)
        session.thinking_changed.connect(lambda _t: self._update_state())
        session.engine_changed.connect(self._update_state)
        session.engine_failed.connect(self._on_session_engine_failed)
        self.refresh()
        self._update_state()

    # --- views -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the model."""
        game = self.controller.game
        board = game.board()
        move = game.current.move
        self.board.set_snapshot(
            BoardSnapshot(
                size=board.size,
                cells=board.cells,
                last_move=move.point if move is not None else None,
                to_move=game.to_move() if game.tree.is_go else None,
            )
        )
        self.side_panel.show_game(game)
        self.position_label.setText(self.controller.describe_current())
        self._update_title()

    def show_message(self, text: str) -> None:
        """A transient status-bar message."""
        self.statusBar().showMessage(text, MESSAGE_MS)

    def _update_title(self) -> None:
        path = self.controller.path
        name = path.name if path is not None else "Untitled"
        engine = self.session.engine_name
        self.setWindowTitle(f"{name}[*] — {engine + ' — ' if engine else ''}gogui-py")
        self.setWindowModified(self.controller.modified)

    def _update_state(self) -> None:
        self.window_actions.update(self.session)
        self.board.set_interactive(not self.session.thinking)
        self._update_title()

    # --- user input ------------------------------------------------------------------------
    def _on_board_point_clicked(self, point: Point) -> None:
        self.session.human_move(point)

    def _on_board_wheel_scrolled(self, steps: int) -> None:
        if self.session.thinking:
            return
        if steps > 0:
            self.controller.forward(steps)
        else:
            self.controller.back(-steps)

    def new_game_dialog(self) -> None:
        """Game > New Game: ask size, komi and computer colour, then start."""
        if not self.session.thinking and self.files.confirm_discard():
            current = NewGameSettings(
                self.controller.game.tree.size, self.controller.info.komi, self.session.computer
            )
            dialog = NewGameDialog(current, self.session.engine is not None, self)
            if dialog.exec():
                self.start_new_game(dialog.settings())

    def start_new_game(self, settings: NewGameSettings) -> None:
        """Start a new game with ``settings`` (no questions asked)."""
        self.controller.new_game(settings.size, settings.komi)
        self.session.set_computer(settings.computer)

    def _on_session_engine_failed(self, title: str, text: str) -> None:
        show_warning(self, title, text)

    # --- drag and drop, close --------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and any(
            url.isLocalFile() for url in event.mimeData().urls()
        ):
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
        event.accept()
