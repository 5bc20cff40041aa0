"""GTP time commands: argument formatting, TimeSync against a scripted engine and GNU Go."""

from __future__ import annotations

import pytest

from gogui_py.go import Color
from gogui_py.gtp import GtpClient, GtpFailure
from gogui_py.gtp.time_commands import (
    GtpTimeSettings,
    TimeSync,
    kgs_time_settings_args,
    no_limit_args,
    time_left_args,
    time_settings_args,
)
from tests.gtp.conftest import Traffic, scripted_argv

ABSOLUTE = GtpTimeSettings(1800)
BYO = GtpTimeSettings(600, "byoyomi", period_time=30, periods=5)
CANADIAN = GtpTimeSettings(600, "canadian", period_time=300, stones=25)
KGS_ENGINE = ("--answer", "list_commands=kgs-time_settings\\ntime_settings\\ntime_left\\ngenmove")
PLAIN_ENGINE = ("--answer", "list_commands=time_settings\\ntime_left\\ngenmove")


@pytest.mark.parametrize(
    ("settings", "standard", "kgs"),
    [
        (ABSOLUTE, ["1800", "0", "0"], ["absolute", "1800"]),
        (GtpTimeSettings(0.4), ["1", "0", "0"], ["absolute", "0"]),
        (BYO, ["600", "30", "1"], ["byoyomi", "600", "30", "5"]),
        (CANADIAN, ["600", "300", "25"], ["canadian", "600", "300", "25"]),
        (GtpTimeSettings(90.6, "canadian", 59.5, stones=10), ["91", "60", "10"], None),
        (GtpTimeSettings(0, "byoyomi", 10, periods=3), ["0", "10", "1"], None),
    ],
)
def test_settings_arguments(
    settings: GtpTimeSettings, standard: list[str], kgs: list[str] | None
) -> None:
    assert time_settings_args(settings) == standard
    if kgs is not None:
        assert kgs_time_settings_args(settings) == kgs


def test_no_limit_arguments() -> None:
    assert no_limit_args() == ["0", "1", "0"]
    assert kgs_time_settings_args(None) == ["none"]


@pytest.mark.parametrize(
    ("color", "seconds", "stones", "expected"),
    [
        (Color.BLACK, 1234.9, 0, ["b", "1234", "0"]),
        (Color.WHITE, 29.99, 1, ["w", "29", "1"]),
        (Color.WHITE, -0.5, 3, ["w", "0", "3"]),
    ],
)
def test_time_left_arguments(
    color: Color, seconds: float, stones: int, expected: list[str]
) -> None:
    assert time_left_args(color, seconds, stones) == expected


def test_bad_values_are_refused() -> None:
    with pytest.raises(ValueError):
        time_left_args(Color.BLACK, float("nan"), 0)
    with pytest.raises(ValueError):
        time_left_args(Color.BLACK, 10, -1)
    with pytest.raises(ValueError):
        time_settings_args(GtpTimeSettings(float("inf")))


def _sync(client: GtpClient) -> TimeSync:
    return TimeSync(lambda name, args: client.send(name, *args), client.known_command)


def _time_lines(traffic: Traffic) -> list[str]:
    return [
        line for line in traffic.sent_commands() if line.startswith(("time_", "kgs-time_settings"))
    ]


def test_kgs_engine_gets_kgs_byoyomi_and_periods(traffic: Traffic) -> None:
    with GtpClient(scripted_argv(*KGS_ENGINE), on_traffic=traffic, timeout=10) as client:
        sync = _sync(client)
        assert sync.update(BYO)
        assert not sync.update(BYO)  # unchanged: nothing sent
        assert sync.periods_as_stones
        assert sync.send_time_left(Color.BLACK, 540.3, 0, 5)  # main time
        assert sync.send_time_left(Color.WHITE, 28.0, 1, 3)  # byo-yomi: periods sent
        assert sync.update(CANADIAN)  # Canadian: the standard command
        assert not sync.periods_as_stones
        assert sync.send_time_left(Color.BLACK, 250, 12)
        assert sync.update(None)
        assert not sync.send_time_left(Color.BLACK, 250, 12)  # no limit: no time_left
    assert _time_lines(traffic) == [
        "kgs-time_settings byoyomi 600 30 5",
        "time_left b 540 0",
        "time_left w 28 3",
        "time_settings 600 300 25",
        "time_left b 250 12",
        "time_settings 0 1 0",
    ]


def test_plain_engine_gets_the_byoyomi_approximation(traffic: Traffic) -> None:
    with GtpClient(scripted_argv(*PLAIN_ENGINE), on_traffic=traffic, timeout=10) as client:
        sync = _sync(client)
        assert not sync.update(None)  # nothing sent yet, no limit: nothing to say
        assert not sync.send_time_left(Color.BLACK, 10, 0)
        assert sync.update(BYO)
        assert not sync.periods_as_stones
        assert sync.send_time_left(Color.WHITE, 28.0, 1, 3)
        assert sync.update(ABSOLUTE)
        sync.reset()
        assert sync.update(ABSOLUTE)  # after a reset the settings are sent again
    assert _time_lines(traffic) == [
        "time_settings 600 30 1",
        "time_left w 28 1",
        "time_settings 1800 0 0",
        "time_settings 1800 0 0",
    ]


def test_engine_without_time_commands(traffic: Traffic) -> None:
    argv = scripted_argv("--answer", "list_commands=genmove")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        sync = _sync(client)
        assert not sync.update(BYO)
        assert not sync.send_time_left(Color.BLACK, 10, 0)
    assert _time_lines(traffic) == []


def test_refusal_is_not_retried(traffic: Traffic) -> None:
    argv = scripted_argv(*PLAIN_ENGINE, "--fail", "time_settings=not now")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        sync = _sync(client)
        with pytest.raises(GtpFailure, match="not now"):
            sync.update(CANADIAN)
        assert not sync.update(CANADIAN)
        with pytest.raises(GtpFailure):
            sync.update(ABSOLUTE)
    assert _time_lines(traffic) == ["time_settings 600 300 25", "time_settings 1800 0 0"]


@pytest.mark.gnugo
@pytest.mark.parametrize("settings", [ABSOLUTE, BYO, CANADIAN])
def test_gnugo_accepts_the_commands(
    gnugo: GtpClient, traffic: Traffic, settings: GtpTimeSettings
) -> None:
    """GNU Go 3.8 has time_settings and time_left but no kgs-time_settings."""
    sync = _sync(gnugo)
    assert sync.update(settings)  # GtpFailure would fail the test
    assert not sync.periods_as_stones
    assert sync.send_time_left(Color.BLACK, 540, 0)
    in_overtime = {"none": 0, "byoyomi": 1, "canadian": 20}[settings.overtime]
    if in_overtime:
        assert sync.send_time_left(Color.WHITE, 25, in_overtime, 4)
    assert gnugo.send("genmove", "b").strip()
    assert sync.update(None)
    lines = _time_lines(traffic)
    assert lines[0] == "time_settings " + " ".join(time_settings_args(settings))
    assert lines[-1] == "time_settings 0 1 0"
    assert not [text for text in traffic.of("received") if text.startswith("?")]
