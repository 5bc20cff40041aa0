"""Results per pairing: counts, win rate interval, Elo (gogui_py.match.results)."""

from __future__ import annotations

import math

import pytest

from gogui_py.match.config import Pairing
from gogui_py.match.game import GameOutcome
from gogui_py.match.results import PairingStats, elo_of, format_table, tally, wilson_interval

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


def wilson_roots(score: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson interval the other way: the rates p with (p - score)^2 equal to
    z^2 p (1 - p) / n, the roots of a quadratic."""
    a = 1 + z * z / n
    b = -(2 * score + z * z / n)
    c = score * score
    root = math.sqrt(b * b - 4 * a * c)
    return (-b - root) / (2 * a), (-b + root) / (2 * a)


def stats_of(wins: int, losses: int, jigo: int = 0) -> PairingStats:
    results = [("B+1", "a")] * wins + [("B+1", "b")] * losses + [("0", None)] * jigo
    games = [outcome(2 * n, result, winner) for n, (result, winner) in enumerate(results)]
    (stats,) = tally([PAIRING], games)
    return stats


@pytest.mark.parametrize(
    ("wins", "losses", "jigo", "score"),
    [(6, 2, 0, 0.75), (5, 3, 0, 0.625), (2, 0, 0, 1.0), (0, 1, 0, 0.0), (8, 8, 4, 0.5)],
)
def test_win_rate_is_the_score_with_its_wilson_interval(
    wins: int, losses: int, jigo: int, score: float
) -> None:
    stats = stats_of(wins, losses, jigo)
    n = wins + losses + jigo
    rate = stats.win_rate()
    assert rate is not None and rate[0] == pytest.approx(score)
    assert rate[1:] == pytest.approx(wilson_roots(score, n), abs=1e-12)
    assert rate[1] < rate[2]  # never a point
    elo = stats.elo()
    assert elo is not None
    assert elo == pytest.approx(tuple(elo_of(r) for r in rate))


def test_all_wins_keeps_an_infinite_estimate_and_a_finite_bound() -> None:
    rate, elo = stats_of(2, 0).win_rate(), stats_of(2, 0).elo()
    assert rate is not None and elo is not None
    assert rate[0] == 1.0 and rate[1] == pytest.approx(0.34238, abs=1e-5) and rate[2] == 1.0
    assert elo[0] == math.inf and math.isfinite(elo[1]) and elo[2] == math.inf
    assert "win rate 100.0% (95% 34.2%..100.0%), Elo +inf (-113..+inf)" in format_table(
        [stats_of(2, 0)]
    )
    assert "win rate 0.0% (95% 0.0%..79.3%), Elo -inf (-inf..+234)" in format_table(
        [stats_of(0, 1)]
    )


def test_wilson_interval_known_values() -> None:
    assert wilson_interval(0.5, 20) == pytest.approx((0.29930, 0.70070), abs=1e-5)
    assert wilson_interval(0.625, 8) == pytest.approx((0.30574, 0.86316), abs=1e-5)
    assert wilson_interval(1.0, 1)[0] == pytest.approx(0.20655, abs=1e-5)
    with pytest.raises(ValueError, match="0 games"):
        wilson_interval(0.5, 0)


def test_elo_and_the_report() -> None:
    stats = stats_of(6, 2)
    elo = stats.elo()
    assert elo is not None and elo[0] == pytest.approx(-400 * math.log10(1 / 0.75 - 1))
    assert elo_of(0.5) == 0 and elo_of(1.0) == math.inf and elo_of(0.0) == -math.inf
    table = format_table([stats])
    assert "a: 6 wins, 2 losses" in table
    low, high = wilson_roots(0.75, 8)
    assert f"win rate 75.0% (95% {low:.1%}..{high:.1%}), Elo +191 (" in table


def test_no_games() -> None:
    (stats,) = tally([PAIRING], [])
    assert stats.win_rate() is None and stats.elo() is None and stats.average_moves() is None
    assert "0/10 games" in format_table([stats])
