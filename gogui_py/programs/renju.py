"""The bundled Renju ruler: ``python -m gogui_py.programs.renju [--size N]``.

Rules (RIF; ../shared/specs/rulers.md "Rulers gogui-py ships"): 15 x 15 by
default (sizes 5-25 through ``boardsize``), Black first. Black wins with exactly
five in a row, White with five or more. Black's *forbidden points* are never in
Black's legal list:

- an *overline*: the move makes six or more in a row;
- a *double-four*: the move makes two fours at once (also two in one line, as in
  ``X X X . p . X X X`` or ``X . X p X . X``);
- a *double-three*: the move makes two threes at once, where a three counts only
  when a further move that is not itself forbidden turns it into a straight four
  (``. X X X X .``), checked recursively — a "false" three does not count.

A move making exactly five wins even when it would also be a double-four,
double-three or overline elsewhere (the five comes first); a four-three is
allowed. ``pass`` is always legal, and two passes in a row end the game in a
draw, as does a full board. ``gogui-rules_board_gfx`` marks Black's forbidden
points (``MARK``) and names them (``TEXT``); after a win it colours the five green.
The opponent is :func:`gogui_py.programs.five_opponent.choose_move`, which never
plays a forbidden point as Black.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import gogui_py
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.programs.five_in_a_row import (
    BLACK,
    DIRECTIONS,
    EMPTY,
    Grid,
    fours_in_line,
    has_straight_four,
    line_points,
    makes_five,
    run_length,
)
from gogui_py.programs.five_opponent import FiveRules
from gogui_py.programs.gomoku import DEFAULT_SIZE, GomokuGame
from gogui_py.programs.ruler import run_ruler

NAME = "gogui-py Renju"
OVERLINE, DOUBLE_FOUR, DOUBLE_THREE = "overline", "double-four", "double-three"


def _may_be_forbidden(grid: Grid, point: Point) -> bool:
    """Cheap necessary condition: enough black stones in reach along the lines."""
    pairs = 0
    for dx, dy in DIRECTIONS:
        near = far = 0
        for k in range(-5, 6):
            if k and grid.at(point.x + k * dx, point.y + k * dy) == BLACK:
                far += 1
                near += abs(k) <= 4
        if far >= 5 or near >= 4:
            return True  # overline or a double-four in one line are possible
        pairs += near >= 2
    return pairs >= 2


def forbidden_reason(grid: Grid, point: Point) -> str | None:
    """Why Black may not play the empty ``point``: :data:`OVERLINE`, :data:`DOUBLE_FOUR`,
    :data:`DOUBLE_THREE`; None when Black may (including every move making exactly five).

    ``grid`` is modified during the search and restored before returning.
    """
    if not _may_be_forbidden(grid, point):
        return None
    grid.set(point, BLACK)
    try:
        lengths = [run_length(grid, point, BLACK, d) for d in DIRECTIONS]
        if 5 in lengths:
            return None
        if max(lengths) >= 6:
            return OVERLINE
        fours = threes = 0
        for d in DIRECTIONS:
            found = len(fours_in_line(grid, point, BLACK, d, exact=True))
            if found:
                fours += found
            elif is_true_three(grid, point, d):
                threes += 1
        if fours >= 2:
            return DOUBLE_FOUR
        if threes >= 2:
            return DOUBLE_THREE
        return None
    finally:
        grid.set(point, EMPTY)


def is_true_three(grid: Grid, point: Point, d: tuple[int, int]) -> bool:
    """Whether the black stone at ``point`` is part of a three along ``d`` (RIF): some empty
    point of the line turns it into a straight four and is not itself forbidden."""
    for q in line_points(point, d, 4):
        if grid.get(q) != EMPTY:
            continue
        grid.set(q, BLACK)
        straight = has_straight_four(grid, point, BLACK, d, exact=True)
        grid.set(q, EMPTY)
        if straight and forbidden_reason(grid, q) is None:
            return True
    return False


def forbidden_points(grid: Grid) -> dict[Point, str]:
    """Every empty point forbidden to Black, with its reason, in row-major order."""
    found: dict[Point, str] = {}
    for point in grid.empty_points():
        reason = forbidden_reason(grid, point)
        if reason is not None:
            found[point] = reason
    return found


class RenjuRules:
    """Renju rules for the opponent. ``forbidden``: Black's forbidden points in the position
    the opponent is asked about (computed on demand when None)."""

    def __init__(self, forbidden: Collection[Point] | None = None) -> None:
        self._forbidden = forbidden

    def wins(self, grid: Grid, point: Point, stone: int) -> bool:
        """Exactly five for Black, five or more for White."""
        return makes_five(grid, point, stone, exact=stone == BLACK)

    def is_legal(self, grid: Grid, point: Point, stone: int) -> bool:
        """Empty, and for Black not forbidden."""
        if grid.get(point) != EMPTY:
            return False
        if stone != BLACK:
            return True
        if self._forbidden is not None:
            return point not in self._forbidden
        return forbidden_reason(grid, point) is None

    def exact(self, stone: int) -> bool:
        """True for Black."""
        return stone == BLACK


class RenjuGame(GomokuGame):
    """Renju rules and position (implements :class:`gogui_py.programs.ruler.RulerGame`)."""

    game_id = "Renju"
    passes = True

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self._forbidden: dict[Point, str] | None = None
        super().__init__(size)

    def position_changed(self) -> None:
        """Forget the cached legal list and forbidden points."""
        super().position_changed()
        self._forbidden = None

    def forbidden(self) -> dict[Point, str]:
        """Black's forbidden points in the current position with their reasons (cached)."""
        if self._forbidden is None:
            self._forbidden = forbidden_points(self.grid)
        return self._forbidden

    def rules(self) -> FiveRules:
        """Renju rules with the current forbidden points."""
        return RenjuRules(self.forbidden())

    def exact(self, color: Color) -> bool:
        """Only exactly five wins for Black."""
        return color is Color.BLACK

    def legal_points(self, color: Color) -> list[Point]:
        """Empty points, less Black's forbidden points when Black is to play."""
        empty = self.grid.empty_points()
        if color is Color.WHITE:
            return empty
        forbidden = self.forbidden()
        return [p for p in empty if p not in forbidden]

    def board_gfx(self) -> str:
        """The winning five in green once won; else, while the game goes on, ``MARK`` on
        Black's forbidden points and a ``TEXT`` line naming them; "" when there are none."""
        if self.winning_line() or self.is_over():
            return super().board_gfx()
        forbidden = self.forbidden()
        if not forbidden:
            return ""
        size = BoardSize(self.width, self.height)
        named = ", ".join(f"{to_gtp(p, size)} {reason}" for p, reason in forbidden.items())
        return f"MARK {self.vertices(list(forbidden))}\nTEXT Forbidden for Black: {named}"


def main(argv: Sequence[str] | None = None) -> None:
    """Run the Renju ruler on standard input and output."""
    run_ruler(RenjuGame(), NAME, gogui_py.__version__, argv)


if __name__ == "__main__":
    main()
