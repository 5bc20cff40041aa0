"""The Gomoku and Renju opponent: threat rules first, then a shape heuristic (pure, no I/O).

:func:`choose_move` plays, in this order of priority (the rules' legality applies
throughout, so Black never plays a renju forbidden point):

1. a five (a win in one);
2. a block of the opponent's five points (its fours: a win in one for it);
3. a move making two five points at once (a straight four or a double four), which
   wins next move since the opponent has no five to make;
4. a block of the opponent's points that would make such a double threat (its open
   threes), the best-shaped of them;
5. otherwise the best shape: every window of five points through the move that
   holds no opposing stone scores by the number of own stones in it, for both sides
   (attack weighs a little more than defence); ties go to the point nearest the centre.

The result is deterministic for a given position.
"""

from __future__ import annotations

from typing import Protocol

from gogui_py.go import Point
from gogui_py.programs.five_in_a_row import (
    DIRECTIONS,
    EMPTY,
    Grid,
    completions,
    near_points,
    opponent,
)

_WEIGHTS = (1, 12, 150, 2_000, 30_000)
"""Shape score of a five-point window by the number of own stones already in it."""


class FiveRules(Protocol):
    """What the opponent needs from a game's rules (stone codes as in five_in_a_row)."""

    def wins(self, grid: Grid, point: Point, stone: int) -> bool:
        """Whether ``stone`` at the empty ``point`` wins at once."""
        ...

    def is_legal(self, grid: Grid, point: Point, stone: int) -> bool:
        """Whether ``stone`` may be played at the empty ``point``."""
        ...

    def exact(self, stone: int) -> bool:
        """True when only exactly five wins for ``stone`` (renju Black)."""
        ...


def shape_score(grid: Grid, point: Point, stone: int) -> int:
    """Sum over the windows of five through ``point`` free of other stones (see module doc)."""
    total = 0
    for dx, dy in DIRECTIONS:
        for start in range(-4, 1):
            count = 0
            for k in range(start, start + 5):
                if k == 0:
                    continue
                cell = grid.at(point.x + k * dx, point.y + k * dy)
                if cell == stone:
                    count += 1
                elif cell != EMPTY:
                    break
            else:
                total += _WEIGHTS[count]
    return total


def double_threat(grid: Grid, point: Point, stone: int, rules: FiveRules) -> bool:
    """Whether ``stone`` at the empty ``point`` makes two or more five points."""
    grid.set(point, stone)
    try:
        return len(completions(grid, point, stone, rules.exact(stone))) >= 2
    finally:
        grid.set(point, EMPTY)


def _best(grid: Grid, points: list[Point], stone: int) -> Point:
    other = opponent(stone)
    cx, cy = (grid.width - 1) / 2, (grid.height - 1) / 2

    def key(p: Point) -> tuple[int, float, int, int]:
        value = 5 * shape_score(grid, p, stone) + 4 * shape_score(grid, p, other)
        return (-value, abs(p.x - cx) + abs(p.y - cy), p.y, p.x)

    return min(points, key=key)


def choose_move(grid: Grid, stone: int, rules: FiveRules) -> Point | None:
    """The move for ``stone`` (see the module docstring); None when it has no legal point.

    ``grid`` is restored before returning (it is modified while searching).
    """
    near = near_points(grid, 2)
    mine = [p for p in near if rules.is_legal(grid, p, stone)]
    if not mine:
        mine = [p for p in grid.empty_points() if rules.is_legal(grid, p, stone)]
        if not mine:
            return None
    mine_set = set(mine)
    for p in mine:
        if rules.wins(grid, p, stone):
            return p
    other = opponent(stone)
    theirs = [p for p in near if rules.is_legal(grid, p, other) and rules.wins(grid, p, other)]
    blocks = [p for p in theirs if p in mine_set]
    if blocks:
        return _best(grid, blocks, stone)
    attacks = [p for p in mine if double_threat(grid, p, stone, rules)]
    if attacks and not theirs:
        return _best(grid, attacks, stone)
    threats = [p for p in near if rules.is_legal(grid, p, other)]
    defences = [p for p in threats if p in mine_set and double_threat(grid, p, other, rules)]
    if defences:
        return _best(grid, defences, stone)
    return _best(grid, mine, stone)
