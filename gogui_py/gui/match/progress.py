"""A match's results as the journal gives them, game after game (no Qt).

Statistics are the runner's own (:class:`gogui_py.match.results.PairingStats`): each
counted game is added to its pairing's stats, and the Elo estimate with its 95 %
interval after that game is kept for the plot. With an SPRT (``[sprt]``), each
pairing's state (:func:`gogui_py.match.sprt.sprt_state`) is brought up to date by
:meth:`MatchProgress.update_sprt` after a batch of games.
"""

from __future__ import annotations

from dataclasses import dataclass

from gogui_py.match.config import MatchConfig
from gogui_py.match.game import GameOutcome
from gogui_py.match.results import PairingStats, tally
from gogui_py.match.sprt import sprt_state


@dataclass(frozen=True)
class EloPoint:
    """The Elo estimate of a pairing after its ``games``-th counted game (first
    competitor over second; infinite while one side has won everything)."""

    games: int
    elo: float
    low: float
    high: float


class MatchProgress:
    """Counted and void games of one match, per pairing."""

    def __init__(self, config: MatchConfig) -> None:
        self.config = config
        self.stats: list[PairingStats] = []
        self.history: dict[str, list[EloPoint]] = {}
        self.finished: list[GameOutcome] = []
        self.voids: list[GameOutcome] = []
        self._by_pairing: dict[str, list[GameOutcome]] = {}
        self.clear()

    def clear(self) -> None:
        """Forget every game (the journal was reset)."""
        self.stats = tally(self.config.pairings, (), self.config.sprt)
        self.history = {p.id: [] for p in self.config.pairings}
        self._by_pairing = {p.id: [] for p in self.config.pairings}
        self.finished = []
        self.voids = []

    @property
    def counted(self) -> int:
        """Games counted over all pairings."""
        return len(self.finished)

    @property
    def total(self) -> int:
        """Games scheduled over all pairings."""
        return self.config.total_games

    def stats_of(self, pairing_id: str) -> PairingStats | None:
        """The stats of pairing ``pairing_id`` (None: not a pairing of this match)."""
        for stats in self.stats:
            if stats.pairing.id == pairing_id:
                return stats
        return None

    def add(self, kind: str, outcome: GameOutcome) -> None:
        """Count one journal entry (``kind`` "game" or "void")."""
        stats = self.stats_of(outcome.pairing_id)
        if kind == "void" or outcome.void:
            self.voids.append(outcome)
            if stats is not None:
                stats.add(outcome)
            return
        self.finished.append(outcome)
        if stats is None:
            return
        stats.add(outcome)
        self._by_pairing[outcome.pairing_id].append(outcome)
        elo = stats.elo()
        if elo is not None:
            self.history[outcome.pairing_id].append(EloPoint(stats.games, *elo))

    def update_sprt(self) -> None:
        """Each pairing's SPRT from its counted games (nothing without ``[sprt]``)."""
        settings = self.config.sprt
        if settings is None:
            return
        for stats in self.stats:
            pairing = stats.pairing
            stats.sprt = sprt_state(settings, pairing.first, self._by_pairing[pairing.id])

    def pairing_done(self, stats: PairingStats) -> bool:
        """All the pairing's games are counted, or its SPRT has decided."""
        decided = stats.sprt is not None and bool(stats.sprt.decision)
        return decided or stats.games >= stats.pairing.games

    @property
    def complete(self) -> bool:
        """Nothing is left to play."""
        return all(self.pairing_done(s) for s in self.stats)
