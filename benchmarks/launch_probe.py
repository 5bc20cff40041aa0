"""Started by bench_launch.py: builds the window like ``gogui-py FILE`` and prints the
wall-clock time (time.time()) at which the window has been painted, then exits."""

from __future__ import annotations

import sys
import time


def main() -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from gogui_py.gui.app import create_window, parse_args

    app = QApplication([sys.argv[0]])
    window = create_window(parse_args(sys.argv[1:]))

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, painted)  # after this paint event completes
            return False

    def painted() -> None:
        print(f"{time.time():.6f}", flush=True)
        window.controller._set_modified(False)
        window.close()
        app.quit()

    first_paint = FirstPaint()
    window.board.installEventFilter(first_paint)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
