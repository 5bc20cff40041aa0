"""SPRT: stop a pairing once the games show which of two Elo hypotheses holds.

match-runner.md "Records and reports" (issue 12: "an optional SPRT (elo0, elo1, alpha,
beta) that stops the pairing once decided, reporting the log-likelihood ratio").

The statistic is fishtest's trinomial generalized SPRT on the logistic Elo scale
(fishtest ``server/fishtest/stats/LLRcalc.py``: ``LLR_logistic``, ``LLR`` and
``regularize``; M. Van den Bergh's GSPRT approximation, also the statistic behind
cutechess-cli's and OpenBench's logistic SPRT in its first-order form). With ``W``,
``D``, ``L`` the first competitor's wins, jigo (draws) and losses, each count 0
replaced by ``EPSILON`` (so a run of wins alone has a finite LLR), ``N = W + D + L``
and the empirical distribution of the per-game score ``a`` in {1, 1/2, 0} with
probabilities ``W/N, D/N, L/N``::

    s_i = 1 / (1 + 10 ** (-elo_i / 400))           expected score under H_i
    r_i = sum over outcomes of p(a) * (a - s_i)**2  second moment about s_i
    LLR = N / 2 * ln(r0 / r1)

To first order this is ``N (s1 - s0)(2s - s0 - s1) / (2 var)`` with ``s`` the mean
score and ``var`` its variance. The test accepts H1 (the first competitor is at least
``elo1`` stronger) when ``LLR >= ln((1 - beta) / alpha)`` and H0 (at most ``elo0``)
when ``LLR <= ln(beta / (1 - alpha))``; alpha and beta are the false-positive and
false-negative rates. Unknown results (``?``, the move-limit ``Void``) are left out,
as in the win rate. The decision is the first crossing in the order games were
counted (the journal's order), so games that were under way when it was taken and
finished later change the LLR shown, not the decision.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol


class CountedGame(Protocol):
    """What the SPRT reads of a game (a :class:`gogui_py.match.game.GameOutcome`; not
    imported: the config imports this module, and the game module imports the config)."""

    @property
    def void(self) -> bool: ...

    @property
    def result(self) -> str: ...

    @property
    def winner(self) -> str | None: ...


EPSILON = 1e-3
"""What a zero count becomes (fishtest's ``regularize``)."""


@dataclass(frozen=True)
class SprtSettings:
    """The hypotheses: Elo ``elo0`` < ``elo1`` (logistic scale, first competitor's
    side), error rates ``alpha`` and ``beta`` in (0, 1) with ``alpha + beta < 1``."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError(f"sprt: elo0 ({self.elo0}) must be below elo1 ({self.elo1})")
        for name, value in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < value < 1:
                raise ValueError(f"sprt: {name} must be between 0 and 1, got {value}")
        if self.alpha + self.beta >= 1:
            raise ValueError("sprt: alpha + beta must be below 1")

    @property
    def lower(self) -> float:
        """The H0 bound ``ln(beta / (1 - alpha))`` (-2.944 for 0.05/0.05)."""
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        """The H1 bound ``ln((1 - beta) / alpha)`` (+2.944 for 0.05/0.05)."""
        return math.log((1 - self.beta) / self.alpha)


def expected_score(elo: float) -> float:
    """The logistic expected score of an Elo difference: ``1 / (1 + 10^(-elo/400))``."""
    return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))


def llr(wins: int, draws: int, losses: int, elo0: float, elo1: float) -> float:
    """The log-likelihood ratio of H1 (``elo1``) against H0 (``elo0``) for these counts
    (module docstring); 0.0 without games."""
    if wins + draws + losses == 0:
        return 0.0
    counts = [float(c) if c > 0 else EPSILON for c in (losses, draws, wins)]
    total = sum(counts)
    pdf = [(score, count / total) for score, count in zip((0.0, 0.5, 1.0), counts, strict=True)]
    s0, s1 = expected_score(elo0), expected_score(elo1)
    r0 = sum(p * (a - s0) ** 2 for a, p in pdf)
    r1 = sum(p * (a - s1) ** 2 for a, p in pdf)
    return float(total / 2 * math.log(r0 / r1))


@dataclass(frozen=True)
class SprtState:
    """The SPRT of one pairing.

    Attributes:
        settings: the hypotheses and bounds.
        llr: the LLR over all counted games with a known result.
        decision: "H1", "H0" or "" (undecided).
        decided_llr: the LLR at the decision (0.0 while undecided).
        decided_after: games with a known result at the decision (0 while undecided).
    """

    settings: SprtSettings
    llr: float
    decision: str
    decided_llr: float = 0.0
    decided_after: int = 0

    def describe(self) -> str:
        """One line: ``SPRT elo0 0 elo1 5: LLR 1.23 (-2.94, 2.94), H1 accepted after 40 games``."""
        s = self.settings
        text = (
            f"SPRT elo0 {s.elo0:g} elo1 {s.elo1:g} alpha {s.alpha:g} beta {s.beta:g}: "
            f"LLR {_two(self.llr)} ({s.lower:.2f}, {s.upper:.2f})"
        )
        if self.decision:
            which = "H1 (elo1)" if self.decision == "H1" else "H0 (elo0)"
            text += (
                f", {which} accepted after {self.decided_after} games "
                f"(LLR {_two(self.decided_llr)} then)"
            )
        else:
            text += ", undecided"
        return text


def _two(value: float) -> str:
    """Two decimals, without a "-0.00" for a rounding error around 0."""
    return f"{round(value, 2) + 0.0:.2f}"


def sprt_state(settings: SprtSettings, first: str, outcomes: Iterable[CountedGame]) -> SprtState:
    """The SPRT of a pairing from its counted ``outcomes`` in counting order, from the
    side of competitor ``first`` (void games and unknown results are skipped)."""
    wins = draws = losses = 0
    decision, decided_llr, decided_after = "", 0.0, 0
    value = 0.0
    for outcome in outcomes:
        if outcome.void:
            continue
        if outcome.winner is None:
            if outcome.result != "0":
                continue
            draws += 1
        elif outcome.winner == first:
            wins += 1
        else:
            losses += 1
        value = llr(wins, draws, losses, settings.elo0, settings.elo1)
        if not decision and (value >= settings.upper or value <= settings.lower):
            decision = "H1" if value >= settings.upper else "H0"
            decided_llr, decided_after = value, wins + draws + losses
    return SprtState(settings, value, decision, decided_llr, decided_after)
