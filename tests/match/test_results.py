"""Results per pairing: counts, win rate interval, Elo (gogui_py.match.results)."""

from __future__ import annotations

import math

import pytest

from gogui_py.match.config import Pairing
from gogui_py.match.game import GameOutcome
from gogui_py.match.results import elo_of, format_table, tally

PAIRING = Pairing("0", "a", "b", 10)


def outcome(number: int, result: str, winner: str | None, *, void: bool = False) -> GameOutcome:
    black, white = ("a", "b") if number % 2 == 0 else ("b", "a")
    return GameOutcome(
        f"0_{number}", "0", number, black, white, void, result, winner, "", 40,
        cpu={"a": 1.0, "b": None},
    )  # fmt: skip


def test_counts_from_the_first_competitors_side() -> None:
    games = [
        outcome(0, "B+3", "a"),
        outcome(1, "B+R", "b"),
        outcome(2, "W+F", "b"),
        outcome(3, "0", None),
        outcome(4, "?", None),
        outcome(5, "Void", None),
        outcome(6, "", None, void=True),
    ]
    (stats,) = tally([PAIRING], games)
    assert (stats.wins, stats.losses, stats.jigo, stats.unknown, stats.void) == (1, 2, 1, 2, 1)
    assert (stats.black_wins, stats.white_wins) == (2, 1)
    assert stats.games == 6 and stats.decided == 4
    assert stats.average_moves() == 40
    assert stats.average_cpu("a") == 1.0 and stats.average_cpu("b") is None
    rate = stats.win_rate()
    assert rate is not None and rate[0] == pytest.approx(1.5 / 4)
    assert rate[1] < rate[0] < rate[2]


def test_win_rate_interval_and_elo() -> None:
    games = [outcome(n, "B+1", "a" if n < 6 else "b") for n in range(8)]
    (stats,) = tally([PAIRING], games)
    rate = stats.win_rate()
    assert rate is not None
    p = 0.75
    half = 1.959964 * math.sqrt(p * (1 - p) / 8)
    assert rate == pytest.approx((p, p - half, min(1.0, p + half)))
    elo = stats.elo()
    assert elo is not None and elo[0] == pytest.approx(-400 * math.log10(1 / p - 1))
    assert elo_of(0.5) == 0 and elo_of(1.0) == math.inf and elo_of(0.0) == -math.inf
    table = format_table([stats])
    assert "a: 6 wins, 2 losses" in table and "win rate 75.0%" in table and "Elo +191" in table


def test_no_games() -> None:
    (stats,) = tally([PAIRING], [])
    assert stats.win_rate() is None and stats.elo() is None and stats.average_moves() is None
    assert "0/10 games" in format_table([stats])
