"""Started by bench_launch.py: one launch, timed to the first paint of its window.

``launch_probe.py FILE``: the real start (``gogui-py FILE``: ``gogui_py.gui.app.main``)
with the hidden probe flag, which prints ``gogui-py: window shown <time>`` after the
first paint of the board and closes the window. ``launch_probe.py --bare``: a bare
PySide6 window of the same size, shown the same way. Either prints the wall-clock time
(time.time()) of the first paint as its last line, then exits.
"""

from __future__ import annotations

import os
import sys
import time


def bare() -> int:
    """A QMainWindow with a central widget, timed to the widget's first paint."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    label = QLabel("bare PySide6")
    window.setCentralWidget(label)
    window.resize(1200, 860)

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
    label.installEventFilter(first_paint)
    window.show()
    return app.exec()


def ours(argv: list[str]) -> int:
    """``gogui-py ARGV`` in probe mode; prints the time after the window-shown line."""
    from gogui_py.gui.startup.launch import PROBE_ENV

    os.environ[PROBE_ENV] = "1"
    from gogui_py.gui.app import main

    return main(argv)


if __name__ == "__main__":
    sys.exit(bare() if sys.argv[1:] == ["--bare"] else ours(sys.argv[1:]))
