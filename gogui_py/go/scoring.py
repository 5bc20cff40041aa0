"""Scoring of finished positions: territory, area and territory results.

Area scoring (Chinese style) counts stones on the board plus surrounded
empty points; territory scoring (Japanese style) counts surrounded points
plus prisoners. Dead stones named by the caller are taken off the board
first: their points become part of the surrounding region and the stones
count as prisoners of the other colour. Regions touching both colours (dame,
seki) belong to nobody.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gogui_py.go.board import Board
from gogui_py.go.color import Color
from gogui_py.go.point import Point


@dataclass(frozen=True)
class Score:
    """The count of a finished position; results are Black minus White minus komi.

    ``*_prisoners`` are stones captured BY that colour, including the opponent's
    dead stones removed at the end. ``area_result`` and ``territory_result`` are
    positive when Black is ahead.
    """

    black_area: int
    white_area: int
    black_territory: int
    white_territory: int
    black_prisoners: int
    white_prisoners: int
    komi: float
    area_result: float
    territory_result: float

    def result_string(self, territory: bool = False) -> str:
        """The result in SGF RE form: ``"B+3.5"``, ``"W+0.5"``, ``"0"`` for a draw.

        Uses the area result unless ``territory`` is true.
        """
        return result_text(self.territory_result if territory else self.area_result)


def result_text(margin: float) -> str:
    """SGF RE text of Black's ``margin``: ``2.5`` -> ``"B+2.5"``, ``-3`` -> ``"W+3"``, 0 -> "0"."""
    if margin == 0:
        return "0"
    winner = "B" if margin > 0 else "W"
    size = abs(margin)
    return f"{winner}+{int(size) if size == int(size) else size}"


def _without_dead(board: Board, dead: Iterable[Point]) -> tuple[Board, int, int]:
    """The board with the dead stones removed, and how many black and white were removed."""
    dead_black: list[Point] = []
    dead_white: list[Point] = []
    for point in set(dead):
        color = board.get(point)
        if color is Color.BLACK:
            dead_black.append(point)
        elif color is Color.WHITE:
            dead_white.append(point)
    cleared = board.with_setup(empty=dead_black + dead_white)
    return cleared, len(dead_black), len(dead_white)


def _regions(board: Board) -> list[tuple[list[Point], set[Color]]]:
    """Every maximal connected region of empty points with the colours bordering it."""
    width, height = board.size
    cells = board.cells
    seen = bytearray(len(cells))
    regions: list[tuple[list[Point], set[Color]]] = []
    for start in range(len(cells)):
        if cells[start] or seen[start]:
            continue
        seen[start] = 1
        stack = [start]
        region: list[Point] = []
        borders: set[int] = set()
        while stack:
            index = stack.pop()
            y, x = divmod(index, width)
            region.append(Point(x, y))
            adjacent = []
            if x > 0:
                adjacent.append(index - 1)
            if x < width - 1:
                adjacent.append(index + 1)
            if y > 0:
                adjacent.append(index - width)
            if y < height - 1:
                adjacent.append(index + width)
            for n in adjacent:
                value = cells[n]
                if value:
                    borders.add(value)
                elif not seen[n]:
                    seen[n] = 1
                    stack.append(n)
        colors = {Color.BLACK if value == 1 else Color.WHITE for value in borders}
        regions.append((region, colors))
    return regions


def territory(board: Board, dead: Iterable[Point] = ()) -> dict[Point, Color]:
    """Territory: each empty point (or dead stone's point) whose region borders one colour only.

    ``dead`` names stones to take off first; empty points among them are ignored.
    Raises ValueError for points off the board.
    """
    cleared, _, _ = _without_dead(board, dead)
    owned: dict[Point, Color] = {}
    for region, colors in _regions(cleared):
        if len(colors) == 1:
            (owner,) = colors
            owned.update(dict.fromkeys(region, owner))
    return owned


def score(board: Board, komi: float, dead: Iterable[Point] = ()) -> Score:
    """Score ``board`` with ``komi`` after removing the ``dead`` stones.

    Area = living stones + territory; territory result = territory + prisoners
    (captured during the game plus dead stones), both minus komi for Black.
    Raises ValueError for dead points off the board.
    """
    cleared, dead_black, dead_white = _without_dead(board, dead)
    owned = territory(cleared)
    black_territory = sum(1 for color in owned.values() if color is Color.BLACK)
    white_territory = len(owned) - black_territory
    black_area = cleared.count(Color.BLACK) + black_territory
    white_area = cleared.count(Color.WHITE) + white_territory
    black_prisoners = board.prisoners(Color.BLACK) + dead_white
    white_prisoners = board.prisoners(Color.WHITE) + dead_black
    return Score(
        black_area=black_area,
        white_area=white_area,
        black_territory=black_territory,
        white_territory=white_territory,
        black_prisoners=black_prisoners,
        white_prisoners=white_prisoners,
        komi=komi,
        area_result=black_area - white_area - komi,
        territory_result=(black_territory + black_prisoners)
        - (white_territory + white_prisoners)
        - komi,
    )
