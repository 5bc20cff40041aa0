"""The window of ``gogui-display``: the board of the game passing through the proxy.

The proxy (:class:`gogui_py.tools.display_proxy.GtpProxy`) runs on its own threads and
hands each new :class:`~gogui_py.tools.display_state.DisplayView` to
:meth:`ViewBridge.post`, which only keeps the newest view and queues ONE signal while
the window has not drawn the last: a slow window skips views, it never holds up the GTP
stream. The window shows the board (the project's :class:`BoardWidget`, last move
marked, not clickable), under it the move number, the prisoners, komi, the side to move
and the last genmove answer, and the last command in the status bar, as GoGui's
gogui-display shows the board and its status line.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from gogui_py.go import Color
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.protocol import one_line
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.i18n import translate
from gogui_py.tools.display_state import DisplayView

__all__ = ["DisplayWindow", "ViewBridge", "status_text"]


class ViewBridge(QObject):
    """From the proxy's threads to the GUI thread: the newest view and the end.

    Signals:
        changed: a new view is waiting (:meth:`take` it); emitted once per batch.
        ended: the proxy is done (the GTP stream closed).
    """

    changed = Signal()
    ended = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._latest: DisplayView | None = None
        self._queued = False

    def post(self, view: DisplayView) -> None:
        """Keep ``view`` as the newest; signal unless a signal is already on its way.
        Any thread; never blocks on the window."""
        with self._lock:
            self._latest = view
            if self._queued:
                return
            self._queued = True
        self.changed.emit()

    def end(self) -> None:
        """The proxy is done (any thread)."""
        self.ended.emit()

    def take(self) -> DisplayView | None:
        """The newest view (None before the first); the next :meth:`post` signals again."""
        with self._lock:
            self._queued = False
            return self._latest


def status_text(view: DisplayView) -> str:
    """The status line for ``view``: move number and last move, prisoners, komi, side to
    move, the last genmove answer."""
    board = view.board
    parts = [
        translate("Display", "Move {number}").format(number=view.move_number),
        translate("Display", "Captured: B {black}, W {white}").format(
            black=board.prisoners(Color.BLACK), white=board.prisoners(Color.WHITE)
        ),
        translate("Display", "Komi {komi:g}").format(komi=view.komi),
    ]
    if view.last_move is not None:
        color = "B" if view.last_move.color is Color.BLACK else "W"
        vertex = to_gtp(view.last_move.point, board.size)
        parts.insert(1, translate("Display", "Last {move}").format(move=f"{color} {vertex}"))
    if view.closed:
        parts.append(translate("Display", "GTP stream was closed"))
    elif view.to_move is Color.BLACK:
        parts.append(translate("Display", "Black to play"))
    else:
        parts.append(translate("Display", "White to play"))
    if view.genmove:
        parts.append(translate("Display", "genmove: {answer}").format(answer=view.genmove))
    return "  ·  ".join(parts)


class DisplayWindow(QMainWindow):
    """The board and a status line, fed by :attr:`bridge`.

    Args:
        keep_open: when the GTP stream closes, stay open with "GTP stream was closed"
            (GoGui's behaviour) instead of closing.

    Closing the window while the stream goes on only hides it (as GoGui's frame): the
    proxy keeps passing commands until its input ends.
    """

    def __init__(self, keep_open: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keep_open = keep_open
        self.stream_closed = False
        self.view: DisplayView | None = None
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 2)
        self.board = BoardWidget(central)
        self.board.set_interactive(False)
        self.status = QLabel(translate("Display", "Waiting for the first command"), central)
        self.status.setWordWrap(True)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.status)
        self.setCentralWidget(central)
        self.command = QLabel("", self)
        self.statusBar().addWidget(self.command, 1)
        self.bridge = ViewBridge(self)
        self.bridge.changed.connect(self._refresh)
        self.bridge.ended.connect(self._stream_ended)
        self.setWindowTitle("gogui-display")
        self.resize(620, 680)

    def _refresh(self) -> None:
        view = self.bridge.take()
        if view is not None:
            self.show_view(view)

    def show_view(self, view: DisplayView) -> None:
        """Draw ``view``: board, last move, status line, title."""
        self.view = view
        board = view.board
        last = view.last_move.point if view.last_move is not None else None
        self.board.set_snapshot(BoardSnapshot(board.size, board.cells, last_move=last))
        self.status.setText(status_text(view))
        self.command.setText(
            translate("Display", "Last command: {command}").format(
                command=one_line(view.command, 60)
            )
        )
        if view.engine:
            self.setWindowTitle(f"gogui-display - {view.engine}")

    def _stream_ended(self) -> None:
        self.stream_closed = True
        self._refresh()
        if self.keep_open:
            self.command.setText(translate("Display", "GTP stream was closed"))
            return
        self.close()
