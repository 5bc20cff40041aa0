"""Game > Estimate Score: territory marks on the board and the result in the status bar,
following navigation, off when unchecked, only for Go."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Point
from gogui_py.go.estimate import Estimate
from gogui_py.gui.estimate import EstimateView
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

WALLS = "".join(f"[b{c}]" for c in "abcdefghi"), "".join(f"[d{c}]" for c in "abcdefghi")
# Black wall on column B, White wall on column D; then Black invades deep at H5, White
# answers at C7 between the walls.
RECORD = f"(;GM[1]FF[4]SZ[9]KM[6.5]AB{WALLS[0]}AW{WALLS[1]};B[he];W[cc])"


def _window(make_window: WindowFactory, tmp_path: Path, qtbot: QtBot, text: str) -> MainWindow:
    path = tmp_path / "estimate.sgf"
    path.write_text(text, encoding="utf-8")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    return window


def estimate_item(window: MainWindow) -> QAction:
    game = window.window_actions.menus["game"]
    return next(a for a in game.actions() if a.text() == "&Estimate Score")


def status_label(window: MainWindow) -> QLabel:
    label = window.statusBar().findChild(QLabel, "estimate_label")
    assert isinstance(label, QLabel)
    return label


def territory(window: MainWindow, kind: str) -> set[Point]:
    return {p for p, k in window.board.snapshot().marks if k == kind}


def wait_estimate(qtbot: QtBot, window: MainWindow) -> str:
    """Wait for the worker's estimate to be shown; returns the status text."""
    label = status_label(window)
    qtbot.waitUntil(lambda: label.text().startswith("Estimate: "), timeout=20000)
    return label.text()


def test_estimate_marks_territory_and_shows_the_result(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path, qtbot, RECORD)
    item = estimate_item(window)
    assert item.isEnabled() and item.isCheckable() and not item.isChecked()
    assert item.shortcut() == QKeySequence("Ctrl+Shift+E")
    assert not territory(window, "TB") and not territory(window, "TW")
    assert not status_label(window).isVisible()

    item.trigger()
    assert status_label(window).text() == "Estimating…"  # computed on a worker thread
    wait_estimate(qtbot, window)
    assert {Point(0, y) for y in range(9)} == territory(window, "TB")
    assert territory(window, "TW") == {Point(x, y) for y in range(9) for x in range(4, 9)}
    label = status_label(window)
    assert label.isVisible()
    assert label.text() == "Estimate: W+42.5"  # 18 - 54 - 6.5
    assert isinstance(window.features.installed["estimate"], EstimateView)


def test_estimate_follows_navigation_and_turns_off(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path, qtbot, RECORD)
    estimate_item(window).trigger()
    window.controller.forward()  # B H5: deep in White's area (drops the first estimate)
    wait_estimate(qtbot, window)
    snapshot = window.board.snapshot()
    assert Point(7, 4) in snapshot.dimmed  # the invader is dead
    assert (Point(7, 4), "TW") in snapshot.marks
    assert status_label(window).text() == "Estimate: W+42.5"
    window.controller.forward()  # W C7 between the walls
    wait_estimate(qtbot, window)
    assert Point(2, 2) not in territory(window, "TB") | territory(window, "TW")
    assert status_label(window).text() != ""
    window.controller.to_start()
    assert Point(7, 4) not in window.board.snapshot().dimmed
    wait_estimate(qtbot, window)

    estimate_item(window).trigger()  # off
    assert not territory(window, "TB") and not territory(window, "TW")
    assert not status_label(window).isVisible()
    assert not window.board.snapshot().dimmed


def test_estimate_only_for_go(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path) -> None:
    othello = "(;GM[2]FF[4]SZ[8]AB[dd][ee]AW[de][ed])"
    window = _window(make_window, tmp_path, qtbot, othello)
    item = estimate_item(window)
    assert not item.isEnabled()
    item.setChecked(True)  # even when forced on, a non-Go board gets no marks
    window.refresh()
    assert not territory(window, "TB") and not territory(window, "TW")
    assert not status_label(window).isVisible()


CORPUS = Path(__file__).resolve().parents[4] / "shared" / "corpus"
SCORED = CORPUS / "regress" / "games" / "rosebud4.sgf"  # B+31.5, 244 moves


def test_navigation_while_estimating_drops_the_stale_result(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    if not SCORED.is_file():
        pytest.skip("no ../shared/corpus")
    window = make_window("--program", "", str(SCORED))
    show(qtbot, window)
    view = window.features.installed["estimate"]
    assert isinstance(view, EstimateView)
    window.controller.to_end()
    estimate_item(window).trigger()
    stale = view._generation  # the final position's estimate, being computed
    window.controller.back()  # a new position before it arrives
    assert status_label(window).text() == "Estimating…"
    late = Estimate(BoardSize.square(19), {}, frozenset(), 0, 361, 0)
    view._arrived(stale, late)  # a late result of the old position: dropped
    assert status_label(window).text() == "Estimating…"
    assert wait_estimate(qtbot, window).startswith("Estimate: B+")  # Black won by 31.5
    assert view.shown is not None
    assert view.shown.black + view.shown.white > 300  # little left neutral
