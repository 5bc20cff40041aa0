"""``gogui-py`` entry point: parse the command line, build the window, run."""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from gogui_py.gui.cli import Options, parse_args

if TYPE_CHECKING:
    from gogui_py.gui.main_window import MainWindow


GIL_SWITCH_INTERVAL = 0.001
"""Seconds a thread holds the GIL before a waiting one takes it (CPython default 0.005)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the board; returns the exit status. ``--help`` needs no display."""
    options = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName("gogui-py")
    app.setOrganizationName("gogui-py")
    window = create_window(options)
    window.show()
    # Start-up objects live for the whole session: keep them out of the collector's
    # full passes, which otherwise stall the GUI for tens of milliseconds.
    gc.freeze()
    return app.exec()


def create_window(options: Options) -> MainWindow:
    """Build the main window for ``options`` (a QApplication must exist).

    Also shortens the GIL switch interval to :data:`GIL_SWITCH_INTERVAL`: program output
    is parsed in Python on reader and bridge threads, and every Python slot of the GUI
    thread waits for the GIL; with CPython's default 5 ms, a program flooding its pipes
    kept the window from repainting for 50-100 ms (measured: median longest gap under a
    25 MB stderr flood 55 -> 24 ms).
    """
    if sys.getswitchinterval() > GIL_SWITCH_INTERVAL:
        sys.setswitchinterval(GIL_SWITCH_INTERVAL)
    from gogui_py.go import BoardSize, Color
    from gogui_py.gui.controller import GameController
    from gogui_py.gui.main_window import MainWindow
    from gogui_py.gui.play_session import PlaySession

    size = BoardSize.square(options.size or 19)
    controller = GameController(size, options.komi if options.komi is not None else 7.5)
    session = PlaySession(controller)
    if options.computer is not None:
        session.computer = options.computer
    else:
        session.computer = frozenset({Color.WHITE})
    window = MainWindow(controller, session)
    if options.file:
        window.files.open_path(options.file, ask=False)
    argv = options.program
    if options.ruler:
        # The engine waits for the ruler's game (no colour until it has started).
        window.rules_menu.pending_computer = options.computer or frozenset()
        session.computer = frozenset()
        window.rules_menu.attach(options.ruler, _label(options.ruler))
    if argv is None and not options.ruler:
        # GNU Go when installed, else the bundled Monte-Carlo engine
        window.engine_menu.attach_default()
    elif argv:
        session.attach(argv, _label(argv))
    return window


def _label(argv: list[str]) -> str:
    """A short name for a program: its file name, or the module run with ``-m``."""
    if len(argv) >= 3 and argv[1] == "-m":
        return argv[2].rsplit(".", 1)[-1]
    return argv[0].rsplit("/", 1)[-1]


if __name__ == "__main__":
    sys.exit(main())
