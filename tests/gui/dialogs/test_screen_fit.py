"""First window sizes fit the screen; a restored geometry is brought back onto it
(:mod:`gogui_py.gui.dialogs.screen_fit`)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from gogui_py.gui.dialogs.screen_fit import (
    brought_inside,
    fit_to_screen,
    fitted_rect,
    keep_on_screen,
)

SMALL = QRect(0, 0, 1024, 768)
"""A 1024x768 screen."""
PANEL = QRect(0, 24, 1024, 744)
"""Its available area under a top panel."""


def test_a_first_size_larger_than_the_screen_is_bounded_and_centred() -> None:
    rect = fitted_rect(QSize(1200, 860), PANEL)
    assert PANEL.contains(rect)
    assert rect.width() <= 0.9 * 1024 and rect.height() <= 0.9 * 744
    assert rect.center() == PANEL.center()


def test_a_first_size_that_fits_is_kept_and_centred() -> None:
    rect = fitted_rect(QSize(760, 600), QRect(0, 0, 1400, 1000))
    assert rect.size() == QSize(760, 600)
    assert rect.center() == QRect(0, 0, 1400, 1000).center()


def test_a_restored_geometry_is_moved_or_shrunk_onto_the_screen() -> None:
    inside = QRect(100, 100, 600, 400)
    assert brought_inside(inside, SMALL) == inside  # fits: untouched
    off_right = brought_inside(QRect(900, 500, 600, 400), SMALL)  # a larger monitor's
    assert SMALL.contains(off_right) and off_right.size() == QSize(600, 400)
    too_big = brought_inside(QRect(0, 0, 1900, 1100), SMALL)
    assert SMALL.contains(too_big) and too_big.center() == SMALL.center()


def test_windows_get_their_first_size_fitted(qtbot: object) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    fit_to_screen(window, 1100, 820, PANEL)
    assert PANEL.contains(window.geometry())
    window.setGeometry(800, 600, 900, 700)
    keep_on_screen(window, PANEL)
    assert PANEL.contains(window.geometry())


def test_the_match_regression_and_manual_windows_fit_the_screen(qtbot: object) -> None:
    """Their first sizes (1100x820, 1100x760, 760x820) fit the test screen (the offscreen
    platform's, 800x800), centred, as they would a 1024x768 one."""
    from gogui_py.gui.help.manual import ManualWindow
    from gogui_py.gui.match.window import MatchWindow
    from gogui_py.gui.programs.catalog import ProgramList
    from gogui_py.gui.regress.window import RegressWindow

    screen = QGuiApplication.primaryScreen().availableGeometry()
    assert screen.height() < 820  # else the test proves nothing
    windows: list[QWidget] = [
        MatchWindow(lambda: ProgramList("engine", ()), lambda _path: None),
        RegressWindow(list, lambda _test, _result: ""),
        ManualWindow(None, "# Manual"),
    ]
    for window in windows:
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        assert screen.contains(window.geometry()), window.windowTitle()
        assert window.geometry().center() == screen.center()
        window.show()
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        assert screen.contains(window.geometry()), window.windowTitle()
