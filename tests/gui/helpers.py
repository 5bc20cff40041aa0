"""What a user does in the window, for the GUI tests: click vertices, wait for engines."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gogui_py.go import Color
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.gnugo import find_gnugo
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.bridge import EngineHandle

ENGINES = Path(__file__).resolve().parents[1] / "engines"


def fake_engine(name: str, *flags: str) -> str:
    """Command line (for --program) of one of our fake engines in tests/engines/."""
    return " ".join([sys.executable, str(ENGINES / name), *flags])


def gnugo_command() -> str:
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go is not installed: run the README's test command (./gogui.sh test)")
    return f"{path} --mode gtp --level 1 --quiet"


GRHINO = Path("/usr/games/gtp-rhino")


def grhino_command() -> str:
    """GRhino at level 1 (an Othello engine); fails the test when it is not installed."""
    if not GRHINO.exists():
        pytest.fail("GRhino is not installed: run the README's test command (./gogui.sh test)")
    return f"{GRHINO} --level 1"


def click(qtbot: object, window: MainWindow, vertex: str) -> None:
    board = window.board
    size = window.controller.game.tree.size
    point = from_gtp(vertex, size)
    assert point is not None
    x, y = board.geometry_now().center(point)
    qtbot.mouseClick(  # type: ignore[attr-defined]
        board, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y))
    )


def stone(window: MainWindow, vertex: str) -> Color | None:
    size = window.controller.game.tree.size
    point = from_gtp(vertex, size)
    assert point is not None
    return window.controller.game.board().get(point)


def show(qtbot: object, window: MainWindow) -> None:
    """Show and activate the window, so that its keyboard shortcuts work."""
    window.show()
    window.raise_()
    window.activateWindow()

    def active() -> bool:
        # Active is the window, or a dialog it opened (the game list of a collection); a
        # popup menu closed by an earlier test can stay the offscreen platform's active
        # window, so it is asked again until it is this window's.
        current = QApplication.activeWindow()
        if current is window or (current is not None and current.parent() is window):
            return True
        window.activateWindow()
        return False

    qtbot.waitUntil(active, timeout=5000)  # type: ignore[attr-defined]


def wait_engine(qtbot: object, window: MainWindow) -> None:
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.session.engine is not None and window.session.engine.is_running,
        timeout=10000,
    )


# The longest gap of the GUI event loop a test accepts. What the stall tests guard against
# is the GUI thread waiting for a program (its I/O, its hang, its close): that stalls for
# the program's whole hang, at least the 1.5-10 s the tests give it, loaded machine or not.
# A busy machine adds scheduling gaps of 50-200 ms to an innocent loop, so 1 s keeps a wide
# margin on both sides. The fine figures (10-40 ms, target 100 ms) are a benchmark's:
# benchmarks/bench_stalls.py runs these same tests and prints the longest gap of each.
MAX_STALL_MS = 1000.0


@contextmanager
def longest_stall() -> Iterator[Callable[[], float]]:
    """Measure the longest gap (ms) between ticks of a 5 ms timer on the GUI thread.

    With ``GOGUI_STALL_REPORT`` set to a file name (benchmarks/bench_stalls.py sets it),
    the test's name and its longest gap are appended to that file as one JSON line.
    """
    clock = QElapsedTimer()
    clock.start()
    gaps = [0.0]
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    try:
        yield lambda: max(gaps)
    finally:
        timer.stop()
        report = os.environ.get("GOGUI_STALL_REPORT")
        if report:
            test = os.environ.get("PYTEST_CURRENT_TEST", "?").rsplit(" ", 1)[0]
            with open(report, "a", encoding="utf-8") as out:
                out.write(json.dumps({"test": test, "longest_ms": max(gaps)}) + "\n")


def warning_text(window: MainWindow) -> str:
    box = window.findChild(QMessageBox)
    return box.text() if box is not None and box.isVisible() else ""


def hung_engine_window(
    qtbot: object, make_window: Callable[..., MainWindow]
) -> tuple[MainWindow, EngineHandle]:
    """A shown 9x9 window whose engine (White) hangs on genmove; returns it and its engine."""
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--hang", "genmove"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    engine = window.session.engine
    assert engine is not None
    return window, engine
