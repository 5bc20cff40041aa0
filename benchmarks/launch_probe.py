"""Started by bench_launch.py: one launch, timed to the first paint of its window.

``launch_probe.py FILE``: the real start (``gogui-py FILE``: ``gogui_py.gui.app.main``)
with the hidden probe flag, which prints ``gogui-py: window shown <time>`` after the
first paint of the board and closes the window. ``launch_probe.py --bare``: a bare
PySide6 window of the same size, shown the same way. ``launch_probe.py --parts``: a
window of the same parts as gogui-py's first frame, made with PySide6 alone (none of our
code): a menu bar with eight titles, a tool bar of 11 actions (8 with a standard icon)
and one of 16 tool buttons, a comment dock (players, prisoners, a text editor), a tree
dock, a hidden shell dock, a status bar label, and a central widget painting a 19x19 grid
with 120 stones. Either prints the wall-clock time (time.time()) of the first paint as
its last line, then exits.
"""

from __future__ import annotations

import os
import sys
import time


def bare() -> int:
    """A QMainWindow with a central widget, timed to the widget's first paint."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    label = QLabel("bare PySide6")
    window.setCentralWidget(label)
    window.resize(1200, 860)
    return _show_timed(app, window, label)


def _show_timed(app: object, window: object, painted_widget: object) -> int:
    """Show ``window``; print the time of ``painted_widget``'s first paint; exit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    assert isinstance(app, QApplication) and isinstance(window, QMainWindow)
    assert isinstance(painted_widget, QWidget)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, painted)  # after this paint event completes
            return False

    def painted() -> None:
        print(f"{time.time():.6f}", flush=True)
        window.close()

    first_paint = FirstPaint()
    painted_widget.installEventFilter(first_paint)
    window.show()
    return app.exec()


def parts() -> int:
    """The parts of gogui-py's first frame, with PySide6 alone (see the module doc)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent
    from PySide6.QtWidgets import (
        QApplication,
        QDockWidget,
        QGridLayout,
        QLabel,
        QMainWindow,
        QPlainTextEdit,
        QStyle,
        QToolBar,
        QVBoxLayout,
        QWidget,
    )

    app = QApplication([sys.argv[0]])

    class Board(QWidget):
        def paintEvent(self, event: QPaintEvent) -> None:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(self.rect(), QColor(220, 180, 100))
            step = min(self.width(), self.height()) / 20
            for i in range(19):
                at = round(step + i * step)
                painter.drawLine(at, round(step), at, round(19 * step))
                painter.drawLine(round(step), at, round(19 * step), at)
            for i in range(120):
                painter.setBrush(QColor(0, 0, 0) if i % 2 == 0 else QColor(255, 255, 255))
                x, y = (i * 7) % 19, (i * 11) % 19
                painter.drawEllipse(round(step / 2 + x * step), round(step / 2 + y * step),
                                    round(step), round(step))  # fmt: skip

    window = QMainWindow()
    board = Board()
    window.setCentralWidget(board)
    for title in ("&File", "&Edit", "&View", "G&o", "&Game", "E&ngine", "&Tools", "&Help"):
        window.menuBar().addMenu(title)
    navigation = window.addToolBar("Navigation")
    icon = window.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipBackward)
    for i in range(11):
        action = QAction(f"Action {i}", window)
        if i < 8:
            action.setIcon(icon)
        navigation.addAction(action)
    window.addToolBarBreak()
    tools = QToolBar("Tools")
    window.addToolBar(tools)
    for i in range(16):
        tools.addAction(QAction(f"Tool {i}", window))
    panel = QWidget()
    layout = QVBoxLayout(panel)
    grid = QGridLayout()
    for row in range(2):
        for column in range(3):
            grid.addWidget(QLabel(f"{row}.{column}"), row, column)
    layout.addLayout(grid)
    layout.addWidget(QPlainTextEdit())
    right = Qt.DockWidgetArea.RightDockWidgetArea
    for title, widget in (("Comment", panel), ("Game Tree", QLabel("tree"))):
        dock = QDockWidget(title, window)
        dock.setWidget(widget)
        window.addDockWidget(right, dock)
    shell = QDockWidget("GTP Shell", window)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, shell)
    shell.hide()
    window.statusBar().addPermanentWidget(QLabel("Move 120"))
    window.resize(1200, 860)
    return _show_timed(app, window, board)


def ours(argv: list[str]) -> int:
    """``gogui-py ARGV`` in probe mode, started as the ``gogui-py`` script starts it (only
    the probe flag is set first); prints the time after the window-shown line."""
    from gogui_py.gui.startup import PROBE_ENV

    os.environ[PROBE_ENV] = "1"
    from gogui_py.gui.app import main

    return main(argv)


if __name__ == "__main__":
    if sys.argv[1:] == ["--bare"]:
        sys.exit(bare())
    sys.exit(parts() if sys.argv[1:] == ["--parts"] else ours(sys.argv[1:]))
