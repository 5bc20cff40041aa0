"""Scoring mode of a finished game: which stones are dead, and the count that follows.

A :class:`ScoringState` is a value: the final board, the komi and the set of
stones marked dead. :meth:`ScoringState.toggle` marks or revives a whole group
(string of stones), as GoGui and Sabaki do; the engine's proposal from
``final_status_list dead`` (gtp.md, GTP v2 section 6.3.6) is read with
:func:`parse_vertices` and widened to whole groups by :meth:`ScoringState.with_dead`.
Counting is :func:`gogui_py.go.scoring.score`: dead stones are taken off, count
as prisoners of the other colour, and their points join the surrounding territory.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from gogui_py.go.board import Board
from gogui_py.go.color import Color
from gogui_py.go.point import BoardSize, Point
from gogui_py.go.scoring import Score, result_text, score, territory
from gogui_py.go.vertex import from_gtp

Rules = Literal["area", "territory"]
"""Scoring rules: area (stones + territory, Chinese) or territory (+ prisoners, Japanese)."""

RULES_NAMES: Mapping[Rules, str] = {"area": "Area scoring", "territory": "Territory scoring"}
"""How the rules are named to the user."""

_FINAL_SCORE = re.compile(r"^([BW])\+([0-9]+(?:\.[0-9]*)?)$", re.IGNORECASE)


def parse_vertices(text: str, size: BoardSize) -> frozenset[Point]:
    """The points named in a GTP answer listing vertices, e.g. ``final_status_list dead``.

    Vertices are separated by spaces or newlines (GNU Go writes one group per
    line); ``pass`` entries are ignored.

    Raises:
        ValueError: for a word that is not a vertex on a ``size`` board.
    """
    points: set[Point] = set()
    for word in text.split():
        point = from_gtp(word, size)
        if point is not None:
            points.add(point)
    return frozenset(points)


def parse_final_score(text: str) -> float | None:
    """Black's margin from a GTP ``final_score`` answer (GTP v2 section 6.3.6).

    ``"B+2.5"`` -> 2.5, ``"W+3"`` -> -3.0, ``"0"`` -> 0.0; anything else
    (``"B+R"``, an empty answer) -> None. Only the first word is read.
    """
    words = text.split()
    if not words:
        return None
    word = words[0]
    if word == "0":
        return 0.0
    match = _FINAL_SCORE.match(word)
    if match is None:
        return None
    margin = float(match.group(2))
    return margin if match.group(1).upper() == "B" else -margin


@dataclass(frozen=True)
class ScoringState:
    """The final position with the stones marked dead; counts follow from it.

    Attributes:
        board: the position after the last move (prisoners taken during the game included).
        komi: points given to White.
        dead: points of stones marked dead (always whole groups when made by
            :meth:`toggle` or :meth:`with_dead`).

    Raises:
        ValueError: when a point of ``dead`` is off the board or holds no stone.
    """

    board: Board
    komi: float
    dead: frozenset[Point] = frozenset()

    def __post_init__(self) -> None:
        for point in self.dead:
            if self.board.get(point) is None:  # ValueError when off the board
                raise ValueError(f"dead point {tuple(point)} holds no stone")

    def with_dead(self, points: Iterable[Point]) -> ScoringState:
        """A state whose dead stones are the groups of ``points``.

        Points off the board or without a stone are left out (an engine out of
        step must not break scoring); a group with any stone listed is dead as
        a whole.
        """
        size = self.board.size
        dead: set[Point] = set()
        for point in points:
            if size.contains(point) and point not in dead:
                dead |= self.board.group(point)
        return ScoringState(self.board, self.komi, frozenset(dead))

    def toggle(self, point: Point) -> ScoringState:
        """The state with the group at ``point`` switched between dead and alive.

        A group partly marked dead becomes alive when a dead stone is clicked and
        dead otherwise. An empty point changes nothing (the same state is returned).

        Raises:
            ValueError: when ``point`` is off the board.
        """
        group = self.board.group(point)
        if not group:
            return self
        dead = self.dead - group if point in self.dead else self.dead | group
        return ScoringState(self.board, self.komi, dead)

    def is_dead(self, point: Point) -> bool:
        """Whether the stone at ``point`` is marked dead."""
        return point in self.dead

    def dead_count(self, color: Color) -> int:
        """Number of stones of ``color`` marked dead."""
        return sum(1 for point in self.dead if self.board.get(point) is color)

    @functools.cached_property
    def _score(self) -> Score:
        return score(self.board, self.komi, self.dead)

    @functools.cached_property
    def _territory(self) -> Mapping[Point, Color]:
        return territory(self.board, self.dead)

    def score(self) -> Score:
        """The count (:func:`gogui_py.go.scoring.score`): area, territory, prisoners (dead
        stones included) and both results; computed once per state."""
        return self._score

    def territory(self) -> Mapping[Point, Color]:
        """Owner of each point in someone's territory, dead stones' points included;
        dame and seki points are absent."""
        return self._territory

    def margin(self, rules: Rules) -> float:
        """Black's margin under ``rules`` (positive: Black wins), komi included."""
        count = self._score
        return count.territory_result if rules == "territory" else count.area_result

    def result(self, rules: Rules) -> str:
        """The SGF RE value under ``rules``: ``"B+2.5"``, ``"W+0.5"``, ``"0"``."""
        return self._score.result_string(territory=rules == "territory")

    def describe(self) -> list[str]:
        """The count as lines of text for the user, e.g.::

        Black: area 45, territory 36, prisoners 2
        White: area 36, territory 27, prisoners 1
        Dead stones: 1 black, 2 white
        Komi: 6.5
        Area scoring: B+2.5
        Territory scoring: B+3.5
        """
        count = self._score
        return [
            f"Black: area {count.black_area}, territory {count.black_territory}, "
            f"prisoners {count.black_prisoners}",
            f"White: area {count.white_area}, territory {count.white_territory}, "
            f"prisoners {count.white_prisoners}",
            f"Dead stones: {self.dead_count(Color.BLACK)} black, "
            f"{self.dead_count(Color.WHITE)} white",
            f"Komi: {count.komi:g}",
            f"{RULES_NAMES['area']}: {self.result('area')}",
            f"{RULES_NAMES['territory']}: {self.result('territory')}",
        ]


def compare_with_engine(name: str, answer: str, state: ScoringState, rules: Rules) -> str:
    """A sentence comparing an engine's ``final_score`` ``answer`` with our count.

    ``"GNU Go says B+2.5 — agrees"`` when it matches the result under ``rules``;
    ``"GNU Go says B+2.5 — differs; it agrees with area scoring"`` when it matches
    the other rules, else ``"... — differs"``. An answer that is not a score is
    quoted as is.
    """
    margin = parse_final_score(answer)
    if margin is None:
        return f"{name} says {answer.strip()!r} (not a score)"
    said = f"{name} says {result_text(margin)}"
    if math.isclose(margin, state.margin(rules)):
        return f"{said} — agrees"
    other: Rules = "territory" if rules == "area" else "area"
    if math.isclose(margin, state.margin(other)):
        return f"{said} — differs; it agrees with {RULES_NAMES[other].lower()}"
    return f"{said} — differs"
