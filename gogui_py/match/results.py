"""Results per pairing: wins, losses, jigo, unknown, win rate with a 95 % confidence
interval, Elo difference with its error bar, average length and CPU time
(match-runner.md "Records and reports").

The win rate counts a jigo as half a win and leaves unknown results (``?`` and the
move-limit ``Void``) out. Its interval is the Wilson score interval on that score
(:func:`wilson_interval`), not the normal approximation ``p +- 1.96 sqrt(p (1 - p) / n)``
cutechess-cli prints: that one collapses to a point when one side wins every game
(2 of 2 gave 100%..100%), while Wilson's gives 34.2%..100% and keeps its inner end
strictly inside (0, 1). Wilson rather than Clopper-Pearson: a closed form (no beta
quantiles), coverage close to 95 % even for a few games, and it takes the half wins
of jigo as they are (Clopper-Pearson needs whole counts). A jigo makes the score's
variance smaller than the binomial one Wilson assumes, so with jigo the interval is
slightly wide (conservative). The Elo difference is ``-400 log10(1/p - 1)`` with the
interval's ends mapped the same way: infinite at 0 and 1 only, so when one side won
every decided game the estimate is +-inf, shown as such, and one bound stays finite
(``Elo +inf (-113..+inf)`` after 2 of 2). With an SPRT (``[sprt]``) each pairing's
block also gives the log-likelihood ratio, its bounds and the decision
(:mod:`gogui_py.match.sprt`, which works on the game results, not on this interval).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from gogui_py.match.config import Pairing
from gogui_py.match.game import GameOutcome
from gogui_py.match.sprt import SprtSettings, SprtState, sprt_state

Z95 = 1.959964
"""Two-sided 95 % quantile of the standard normal distribution."""


@dataclass
class PairingStats:
    """Counted games of one pairing, from ``first``'s side.

    Attributes:
        wins, losses, jigo, unknown: games ``first`` won, lost, drew, with no winner known.
        black_wins, white_wins: games won by the colour.
        void: void games (not in any other count).
        moves: sum of game lengths (counted games). cpu: label -> (seconds, games known).
    """

    pairing: Pairing
    wins: int = 0
    losses: int = 0
    jigo: int = 0
    unknown: int = 0
    black_wins: int = 0
    white_wins: int = 0
    void: int = 0
    moves: int = 0
    cpu: dict[str, list[float]] = field(default_factory=dict)
    sprt: SprtState | None = None
    """The pairing's SPRT (None without ``[sprt]``)."""

    @property
    def games(self) -> int:
        """Counted games (void games excluded)."""
        return self.wins + self.losses + self.jigo + self.unknown

    @property
    def decided(self) -> int:
        """Games with a known result (wins, losses, jigo)."""
        return self.wins + self.losses + self.jigo

    def add(self, outcome: GameOutcome) -> None:
        """Count ``outcome`` (a void one only in :attr:`void`)."""
        if outcome.void:
            self.void += 1
            return
        first = self.pairing.first
        if outcome.winner is None:
            if outcome.result == "0":
                self.jigo += 1
            else:
                self.unknown += 1
        elif outcome.winner == first:
            self.wins += 1
        else:
            self.losses += 1
        if outcome.winner is not None:
            if outcome.winner == outcome.black:
                self.black_wins += 1
            else:
                self.white_wins += 1
        self.moves += outcome.moves
        for label, seconds in outcome.cpu.items():
            if seconds is not None:
                self.cpu.setdefault(label, []).append(seconds)

    def win_rate(self) -> tuple[float, float, float] | None:
        """(rate, low, high) for ``first``, 95 % interval; None without decided games."""
        n = self.decided
        if n == 0:
            return None
        p = (self.wins + 0.5 * self.jigo) / n
        return (p, *wilson_interval(p, n))

    def elo(self) -> tuple[float, float, float] | None:
        """(Elo difference of ``first`` over ``second``, low, high); None without games."""
        rate = self.win_rate()
        if rate is None:
            return None
        return elo_of(rate[0]), elo_of(rate[1]), elo_of(rate[2])

    def average_moves(self) -> float | None:
        """Mean game length in moves; None without counted games."""
        return self.moves / self.games if self.games else None

    def average_cpu(self, label: str) -> float | None:
        """Mean CPU seconds per game of ``label``; None when never known."""
        values = self.cpu.get(label)
        return sum(values) / len(values) if values else None


def wilson_interval(score: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (low, high) of a mean ``score`` in [0, 1] over ``n``
    games (n >= 1), at the two-sided normal quantile ``z`` (95 % by default)::

        centre = (p + z^2 / 2n) / (1 + z^2 / n)
        half   = z / (1 + z^2 / n) * sqrt(p (1 - p) / n + z^2 / 4n^2)

    Both ends lie in [0, 1]; the low end is above 0 unless ``score`` is 0, the high
    end below 1 unless ``score`` is 1.

    Raises:
        ValueError: ``n`` below 1.
    """
    if n < 1:
        raise ValueError(f"wilson_interval: {n} games")
    z2 = z * z
    scale = 1 + z2 / n
    centre = (score + z2 / (2 * n)) / scale
    half = z / scale * math.sqrt(score * (1 - score) / n + z2 / (4 * n * n))
    low = 0.0 if score <= 0 else max(0.0, centre - half)
    high = 1.0 if score >= 1 else min(1.0, centre + half)
    return low, high


def elo_of(score: float) -> float:
    """Elo difference for an expected score in [0, 1] (+-inf at the ends)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def tally(
    pairings: Sequence[Pairing],
    outcomes: Iterable[GameOutcome],
    sprt: SprtSettings | None = None,
    voids: Iterable[GameOutcome] = (),
) -> list[PairingStats]:
    """One :class:`PairingStats` per pairing, in pairing order, from ``outcomes`` (in
    the order they were counted, the journal's, which the SPRT decision depends on)
    and ``voids`` (the journal's void games: only :attr:`PairingStats.void` counts
    them, as the window's progress table does). Outcomes of other pairings are skipped."""
    stats = {p.id: PairingStats(p) for p in pairings}
    games: dict[str, list[GameOutcome]] = {p.id: [] for p in pairings}
    for outcome in outcomes:
        if outcome.pairing_id in stats:
            stats[outcome.pairing_id].add(outcome)
            if not outcome.void:
                games[outcome.pairing_id].append(outcome)
    for void in voids:
        if void.pairing_id in stats:
            stats[void.pairing_id].void += 1
    if sprt is not None:
        for p in pairings:
            stats[p.id].sprt = sprt_state(sprt, p.first, games[p.id])
    return [stats[p.id] for p in pairings]


def _signed(value: float) -> str:
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    rounded = round(value)
    return f"{rounded:+d}" if rounded else "+0"


def format_table(stats: Sequence[PairingStats]) -> str:
    """The results table as text, one block per pairing."""
    blocks: list[str] = []
    for s in stats:
        p = s.pairing
        lines = [f"{p.id}: {p.first} vs {p.second}  {s.games}/{p.games} games, {s.void} void"]
        lines.append(
            f"  {p.first}: {s.wins} wins, {s.losses} losses, {s.jigo} jigo, "
            f"{s.unknown} unknown; black won {s.black_wins}, white won {s.white_wins}"
        )
        rate = s.win_rate()
        elo = s.elo()
        if rate is not None and elo is not None:
            lines.append(
                f"  win rate {rate[0]:.1%} (95% {rate[1]:.1%}..{rate[2]:.1%}), "
                f"Elo {_signed(elo[0])} ({_signed(elo[1])}..{_signed(elo[2])})"
            )
        average = s.average_moves()
        if average is not None:
            cpu = []
            for label in (p.first, p.second):
                seconds = s.average_cpu(label)
                cpu.append(f"{label} {'?' if seconds is None else f'{seconds:.2f}'} s")
            lines.append(f"  average {average:.1f} moves; CPU per game: {', '.join(cpu)}")
        if s.sprt is not None:
            lines.append(f"  {s.sprt.describe()}")
        blocks.append("\n".join(lines))
    return "\n".join(blocks)
