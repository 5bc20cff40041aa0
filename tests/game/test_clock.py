"""Clocks: time charged, byo-yomi periods kept and lost, Canadian resets, loss on time."""

from __future__ import annotations

import pytest

from gogui_py.game.clock import (
    Clock,
    ColorTime,
    Overtime,
    TimeLeft,
    TimeSettings,
    charge,
    format_duration,
)
from gogui_py.go import Color

B, W = Color.BLACK, Color.WHITE
ABSOLUTE = TimeSettings.absolute(60)
BYO = TimeSettings.byo_yomi(60, 3, 30)
CANADIAN = TimeSettings.canadian(60, 5, 100)


def play(settings: TimeSettings, thinking: list[float]) -> Clock:
    """Black makes one move per entry of ``thinking`` (seconds), White answers at once."""
    clock = Clock(settings)
    now = 1000.0
    for seconds in thinking:
        clock.start(B, now)
        now += seconds
        clock.stop(now)
        clock.start(W, now)
        clock.stop(now)
    return clock


# (thinking times of Black's moves, main left, period left, periods left, lost)
BYO_TABLE = [
    ([10, 20], 30.0, 30.0, 3, False),
    ([60], 0.0, 30.0, 3, False),  # main time runs out exactly: period untouched
    ([60, 29.5], 0.0, 30.0, 3, False),  # move within the period: period kept
    ([60, 30], 0.0, 30.0, 2, False),  # exactly 30 s: the period is gone
    ([70, 25], 0.0, 30.0, 3, False),  # 10 s into the first period, then 25 s: kept
    ([60, 45], 0.0, 30.0, 2, False),  # one period lost, move in the next
    ([60, 75], 0.0, 30.0, 1, False),  # two periods lost
    ([60, 90], 0.0, 0.0, 0, True),  # all three lost
    ([150], 0.0, 0.0, 0, True),  # main and all periods in one move
    ([149], 0.0, 30.0, 1, False),
    ([30, 30, 29, 29, 29], 0.0, 30.0, 3, False),
]


@pytest.mark.parametrize(("thinking", "main", "period", "periods", "lost"), BYO_TABLE)
def test_byo_yomi(
    thinking: list[float], main: float, period: float, periods: int, lost: bool
) -> None:
    state = play(BYO, thinking).state(B)
    assert state == ColorTime(main, period, periods, 0, lost)
    assert play(BYO, thinking).state(W) == BYO.initial()


# (thinking, main left, period left, stones left, lost)
CANADIAN_TABLE = [
    ([10], 50.0, 100.0, 5, False),
    ([60], 0.0, 100.0, 4, False),  # the move that used up main time is overtime's first
    ([59], 1.0, 100.0, 5, False),
    ([70], 0.0, 90.0, 4, False),
    ([60, 20, 20], 0.0, 60.0, 2, False),
    ([60, 20, 20, 20, 20], 0.0, 100.0, 5, False),  # 5 stones in 80 s: new period
    ([60, 20, 20, 20, 20, 99], 0.0, 1.0, 4, False),
    ([60, 50, 50], 0.0, 0.0, 0, True),  # period runs out exactly
    ([60, 20, 20, 20, 20, 20, 20], 0.0, 60.0, 3, False),
    ([161], 0.0, 0.0, 0, True),
]


@pytest.mark.parametrize(("thinking", "main", "period", "stones", "lost"), CANADIAN_TABLE)
def test_canadian(
    thinking: list[float], main: float, period: float, stones: int, lost: bool
) -> None:
    assert play(CANADIAN, thinking).state(B) == ColorTime(main, period, 0, stones, lost)


@pytest.mark.parametrize(
    ("thinking", "main", "lost"),
    [([10, 20], 30.0, False), ([59.5], 0.5, False), ([60], 0.0, True), ([30, 31], 0.0, True)],
)
def test_absolute(thinking: list[float], main: float, lost: bool) -> None:
    state = play(ABSOLUTE, thinking).state(B)
    assert (state.main_left, state.lost) == (main, lost)


def test_running_clock_reading_and_loss_on_time() -> None:
    clock = Clock(BYO)
    clock.start(B, 0.0)
    assert clock.running is B
    assert clock.state(B, 50.0).main_left == 10.0
    assert clock.state(B, 75.0) == ColorTime(0.0, 15.0, 3, 0, False)  # reading, no reset
    assert clock.state(B, 95.0) == ColorTime(0.0, 25.0, 2, 0, False)
    assert not clock.is_lost(B, 149.9)
    assert clock.is_lost(B, 150.0)
    assert not clock.is_lost(W, 1e6)  # White's clock is stopped
    assert clock.state(B) == BYO.initial()  # nothing charged before stop


def test_pause_keeps_the_partial_period() -> None:
    clock = Clock(BYO)
    clock.start(B, 0.0)
    assert clock.stop(70.0, move=False) == 70.0
    assert clock.running is None
    assert clock.state(B) == ColorTime(0.0, 20.0, 3, 0, False)
    clock.start(B, 100.0)
    clock.stop(125.0)  # 20 s left in the period, 25 used: one period lost
    assert clock.state(B) == ColorTime(0.0, 30.0, 2, 0, False)


def test_canadian_pause_does_not_count_a_stone() -> None:
    clock = Clock(CANADIAN)
    clock.start(B, 0.0)
    clock.stop(70.0, move=False)
    assert clock.state(B) == ColorTime(0.0, 90.0, 0, 5, False)


def test_lost_clock_stays_lost() -> None:
    clock = play(ABSOLUTE, [61])
    clock.start(B, 0.0)
    clock.stop(1.0)
    assert clock.state(B).lost
    assert clock.time_left(B, 0.0) == TimeLeft(0, 0, 0)


def test_start_twice_and_negative_time_are_errors() -> None:
    clock = Clock(ABSOLUTE)
    clock.start(B, 10.0)
    with pytest.raises(ValueError, match="already running"):
        clock.start(W, 11.0)
    with pytest.raises(ValueError, match="elapsed"):
        clock.stop(9.0)
    assert clock.stop(12.0) == 2.0
    assert clock.stop(13.0) == 0.0  # nothing running


@pytest.mark.parametrize(
    ("settings", "thinking", "now_extra", "expected"),
    [
        (ABSOLUTE, [10], 0.0, TimeLeft(50, 0, 0)),
        (ABSOLUTE, [10], 0.7, TimeLeft(49, 0, 0)),  # rounded down
        (BYO, [10], 0.0, TimeLeft(50, 0, 0)),
        (BYO, [65], 0.0, TimeLeft(30, 1, 3)),
        (BYO, [65], 40.0, TimeLeft(20, 1, 2)),
        (CANADIAN, [65, 10], 0.0, TimeLeft(85, 3, 0)),
        (CANADIAN, [65], 94.5, TimeLeft(0, 4, 0)),
        (CANADIAN, [65], 95.0, TimeLeft(0, 0, 0)),  # lost
    ],
)
def test_time_left_for_gtp(
    settings: TimeSettings, thinking: list[float], now_extra: float, expected: TimeLeft
) -> None:
    clock = play(settings, thinking)
    clock.start(B, 5000.0)
    assert clock.time_left(B, 5000.0 + now_extra) == expected


@pytest.mark.parametrize(
    ("settings", "left", "stones", "expected"),
    [
        (BYO, 42.0, None, ColorTime(42.0, 30.0, 3, 0, False)),
        (BYO, 12.5, 2, ColorTime(0.0, 12.5, 2, 0, False)),
        (BYO, 12.5, 0, ColorTime(0.0, 0.0, 0, 0, True)),
        (CANADIAN, 80.0, 3, ColorTime(0.0, 80.0, 0, 3, False)),
        (CANADIAN, 500.0, None, ColorTime(500.0, 100.0, 0, 5, False)),
        (ABSOLUTE, 7.25, 4, ColorTime(7.25, 0.0, 0, 0, False)),  # stones ignored
        (ABSOLUTE, 0.0, None, ColorTime(0.0, 0.0, 0, 0, True)),
    ],
)
def test_restore_and_recorded_round_trip(
    settings: TimeSettings, left: float, stones: int | None, expected: ColorTime
) -> None:
    clock = Clock(settings)
    clock.restore(W, left, stones)
    state = clock.state(W)
    assert state == expected
    assert clock.state(B) == settings.initial()
    if not state.lost and settings.overtime is not Overtime.NONE:
        assert state.recorded(settings) == (left, stones)


def test_recorded_after_moves() -> None:
    assert play(BYO, [65, 40]).state(B).recorded(BYO) == (30.0, 2)
    assert play(CANADIAN, [65]).state(B).recorded(CANADIAN) == (95.0, 4)
    assert play(ABSOLUTE, [15]).state(B).recorded(ABSOLUTE) == (45.0, None)


def test_snapshot_and_reset() -> None:
    clock = play(BYO, [10])
    clock.start(W, 0.0)
    snapshot = clock.snapshot(5.0)
    assert snapshot.running is W
    assert snapshot.of(W).main_left == 55.0
    assert snapshot.of(B).main_left == 50.0
    clock.stop(5.0)
    clock.reset()
    assert clock.snapshot(0.0).black == clock.snapshot(0.0).white == BYO.initial()


@pytest.mark.parametrize(
    "bad",
    [
        lambda: TimeSettings.absolute(0),
        lambda: TimeSettings.absolute(-1),
        lambda: TimeSettings.byo_yomi(60, 0, 30),
        lambda: TimeSettings.byo_yomi(60, 3, 0),
        lambda: TimeSettings.canadian(60, 0, 30),
        lambda: TimeSettings(60, Overtime.NONE, 30),
        lambda: TimeSettings(float("nan")),
    ],
)
def test_invalid_settings(bad: object) -> None:
    assert callable(bad)
    with pytest.raises(ValueError):
        bad()


def test_charge_refuses_negative_time() -> None:
    with pytest.raises(ValueError):
        charge(BYO, BYO.initial(), -1.0, move=True)


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0, "0:00"), (0.2, "0:01"), (59.99, "1:00"), (754, "12:34"), (3723, "1:02:03"), (-5, "0:00")],
)
def test_format_duration(seconds: float, text: str) -> None:
    assert format_duration(seconds) == text


def test_describe() -> None:
    assert BYO.describe() == "1:00 + 3 x 0:30 byo-yomi"
    assert CANADIAN.describe() == "1:00 + 5 moves / 1:40 Canadian"
    assert ABSOLUTE.describe() == "1:00 absolute"
