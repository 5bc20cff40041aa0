"""ClockView: texts per time system, highlighting, red low time, the 100 ms ticker, a PNG."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from gogui_py.game.clock import Clock, ClockSnapshot, ColorTime, TimeSettings
from gogui_py.go import Color
from gogui_py.gui.clock.view import TICK_MS, ClockView, clock_text, is_low_time

B, W = Color.BLACK, Color.WHITE
BYO = TimeSettings.byo_yomi(600, 5, 30)
CANADIAN = TimeSettings.canadian(600, 15, 300)
ABSOLUTE = TimeSettings.absolute(3600)


@pytest.mark.parametrize(
    ("settings", "state", "text", "low"),
    [
        (ABSOLUTE, ColorTime(754.0), "12:34", False),
        (ABSOLUTE, ColorTime(3723.0), "1:02:03", False),
        (ABSOLUTE, ColorTime(9.2), "0:10", True),
        (ABSOLUTE, ColorTime(0.0, lost=True), "0:00", True),
        (BYO, ColorTime(5.0, 30.0, 5), "0:05", False),  # main time, periods follow
        (BYO, ColorTime(0.0, 27.3, 3), "0:28 (3)", False),
        (BYO, ColorTime(0.0, 8.0, 3), "0:08 (3)", True),
        (CANADIAN, ColorTime(0.0, 249.5, 0, 15), "4:10 / 15", False),
        (CANADIAN, ColorTime(0.0, 3.0, 0, 2), "0:03 / 2", True),
        (CANADIAN, ColorTime(0.0, 0.0, 0, 0, lost=True), "0:00", True),
    ],
)
def test_clock_text_and_low_time(
    settings: TimeSettings, state: ColorTime, text: str, low: bool
) -> None:
    assert clock_text(state, settings) == text
    assert is_low_time(state, settings) is low


def _grab(view: ClockView) -> QImage:
    return view.grab().toImage()


def _red_pixels(image: QImage, left_half: bool) -> int:
    half = image.width() // 2
    xs = range(0, half) if left_half else range(half, image.width())
    count = 0
    for x in xs:
        for y in range(image.height()):
            c = image.pixelColor(x, y)
            if c.red() > 150 and c.green() < 80 and c.blue() < 80:
                count += 1
    return count


def test_view_shows_a_running_clock(qtbot: QtBot, tmp_path: Path) -> None:
    clock = Clock(BYO)
    clock.restore(W, 7.0, 2)
    clock.start(B, 0.0)
    view = ClockView()
    qtbot.addWidget(view)
    view.resize(300, 48)
    view.set_state(clock.snapshot(5.4))
    view.show()
    qtbot.waitExposed(view)
    assert view.text(B) == "9:55"
    assert view.text(W) == "0:07 (2)"
    assert not view.is_low(B)
    assert view.is_low(W)
    assert "5 x 0:30 byo-yomi" in view.toolTip()
    image = _grab(view)
    out = Path(os.environ.get("CLOCK_VIEW_PNG", tmp_path / "clock_view.png"))
    assert image.save(str(out))
    assert _red_pixels(image, left_half=False) > 20  # White's low time
    assert _red_pixels(image, left_half=True) == 0
    # Black runs: its box is tinted with the highlight colour, White's is not.
    inside_black = image.pixelColor(image.width() // 4, 6)
    inside_white = image.pixelColor(3 * image.width() // 4, 6)
    assert inside_black != inside_white
    assert inside_white == view.palette().base().color()


def test_no_time_limit(qtbot: QtBot) -> None:
    view = ClockView()
    qtbot.addWidget(view)
    view.set_state(None)
    assert view.text(B) == ""
    assert not view.is_low(W)
    assert view.toolTip() == "No time limit"
    assert not _grab(view).isNull()


def test_lost_on_time_tooltip(qtbot: QtBot) -> None:
    clock = Clock(ABSOLUTE)
    clock.start(W, 0.0)
    clock.stop(4000.0)
    view = ClockView()
    qtbot.addWidget(view)
    view.set_state(clock.snapshot(4000.0))
    assert view.text(W) == "0:00"
    assert view.is_low(W)
    assert "White lost on time" in view.toolTip()


def test_ticker_runs_only_while_a_clock_runs(qtbot: QtBot) -> None:
    clock = Clock(CANADIAN)
    clock.restore(B, 100.0, 3)
    fake_now = [0.0]
    calls: list[float] = []

    def source() -> ClockSnapshot:
        calls.append(fake_now[0])
        fake_now[0] += 1.0
        return clock.snapshot(fake_now[0])

    view = ClockView()
    qtbot.addWidget(view)
    view.set_ticker(source)
    view.set_state(clock.snapshot(0.0))
    assert not view.is_ticking  # nothing runs
    clock.start(B, 0.0)
    view.set_state(clock.snapshot(0.0))
    assert view.is_ticking
    qtbot.waitUntil(lambda: len(calls) >= 3, timeout=20 * TICK_MS)
    assert view.text(B).endswith(" / 3")
    assert view.text(B) != "1:40 / 3"  # time went down
    clock.stop(fake_now[0])
    view.set_state(clock.snapshot(fake_now[0]))
    assert not view.is_ticking
    view.set_ticker(None)
    clock.start(W, fake_now[0])
    view.set_state(clock.snapshot(fake_now[0]))
    assert not view.is_ticking  # no source: no timer


def test_highlight_follows_the_running_colour(qtbot: QtBot) -> None:
    view = ClockView()
    qtbot.addWidget(view)
    view.resize(300, 48)
    clock = Clock(ABSOLUTE)
    clock.start(W, 0.0)
    view.set_state(clock.snapshot(1.0))
    image = _grab(view)
    base = view.palette().base().color()
    assert image.pixelColor(image.width() // 4, 6) == base
    assert image.pixelColor(3 * image.width() // 4, 6) != base
    assert isinstance(base, QColor)
