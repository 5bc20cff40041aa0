"""A score estimate without an engine (as Sabaki and KaTrain show one): who owns each point
of a position that is not finished, and the result that would give.

The influence is Bouzy's 5/21 algorithm (B. Bouzy, "Mathematical morphology applied to
computer Go", 2003; the operators of A. Zobrist, 1969): stones start at +128 (Black) or
-128 (White); five dilations spread each side's influence to the empty points not touched
by the other side's, then twenty-one erosions take back what is not enclosed. With
``erosions = dilations * (dilations - 1) + 1``, a lone stone in the open keeps no territory;
points surrounded by one side's stones and walls keep that side's sign.

Dead stones are guessed from that map: a group (with the stones of its colour it joins
through its own or neutral points) is dead when it is enclosed by the other side's
stones and influence, with fewer than two points of its own influence (no room for two
eyes) and only a few neutral ones; and a group alone in an empty region walled in by
many more stones of the other side is dead too (where 5/21 leaves the region neutral, as a
lone invader far from the walls). The dead stones are taken off, the map is computed again;
an empty point with no influence belongs to a side when its empty region touches only that
side's stones (as when a finished game is counted) and is walled in by enough of them (at
most ``AREA_PER_STONE`` points per stone: a first stone does not own the open board).

The result counts area (stones on the board plus owned points, dead stones' points to
the other side, as in Chinese rules and :mod:`gogui_py.go.scoring`), Black minus White
minus komi. A 19x19 middle-game position takes about 10 ms in CPython.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gogui_py.go.board import Board, _geometry, _group_indices
from gogui_py.go.color import Color
from gogui_py.go.point import BoardSize, Point
from gogui_py.go.scoring import result_text

EMPTY, BLACK, WHITE = 0, 1, 2
"""Cell values of :attr:`Board.cells`."""
DILATIONS = 5
"""Dilations of Bouzy's 5/21 (influence spreads this far)."""
EROSIONS = 21
"""Erosions of Bouzy's 5/21: ``DILATIONS * (DILATIONS - 1) + 1``."""
STONE_VALUE = 128
"""A stone's starting value (Black positive, White negative)."""
EYE_ROOM = 2
"""A group with fewer points of its own influence than this cannot make two eyes."""
CAGE = 6
"""Most neutral points round a group that still counts as enclosed."""
ALONE_RATIO = 3
"""A group alone in an area is dead when the other side has this many times its stones
round the area..."""
AREA_PER_STONE = 6
"""...and the area has at most this many points per such stone."""

_SIGN = (0, 1, -1)
_COLORS = (None, Color.BLACK, Color.WHITE)


@dataclass(frozen=True)
class Estimate:
    """The estimated ownership of a position.

    Attributes:
        size: the board's size.
        owner: the owned points that are not live stones: empty points and the points of
            dead stones (those belong to the other colour).
        dead: the stones guessed dead.
        black: Black's area (live black stones plus Black's points of ``owner``).
        white: White's area.
        komi: the komi counted in :attr:`result`.
    """

    size: BoardSize
    owner: dict[Point, Color]
    dead: frozenset[Point]
    black: int
    white: int
    komi: float

    @property
    def result(self) -> float:
        """Black's area minus White's minus komi (positive: Black ahead), in points."""
        return self.black - self.white - self.komi

    def result_string(self) -> str:
        """The result in SGF RE form: ``"B+3.5"``, ``"W+7.5"``, ``"0"`` for a draw."""
        return result_text(self.result)


def _neighbours(size: BoardSize) -> tuple[tuple[int, ...], ...]:
    """The orthogonal neighbour indices of each cell (the board's own table, cached)."""
    return _geometry(size).neighbours


def influence(
    cells: bytes, size: BoardSize, dilations: int = DILATIONS, erosions: int = EROSIONS
) -> list[int]:
    """Bouzy's influence map of ``cells`` (row-major, 0 empty, 1 black, 2 white, as
    :attr:`Board.cells`) on a ``size`` board: one value per cell, positive where Black
    has influence, negative for White, 0 for nobody.

    Raises:
        ValueError: when ``len(cells) != size.area``.
    """
    if len(cells) != size.area:
        raise ValueError(f"{len(cells)} cells for a {size.width}x{size.height} board")
    neighbours = _neighbours(size)
    values = [_SIGN[cell] * STONE_VALUE for cell in cells]
    for _ in range(dilations):
        values = _dilate(values, neighbours)
    for _ in range(erosions):
        values = _erode(values, neighbours)
    return values


def _dilate(values: list[int], neighbours: tuple[tuple[int, ...], ...]) -> list[int]:
    """Zobrist's dilation: a point touching no point of the other sign gains one per
    neighbour of its own sign."""
    out = values[:]
    for index, adjacent in enumerate(neighbours):
        value = values[index]
        plus = minus = 0
        for n in adjacent:
            other = values[n]
            if other > 0:
                plus += 1
            elif other < 0:
                minus += 1
        if value >= 0 and not minus:
            out[index] = value + plus
        elif value <= 0 and not plus:
            out[index] = value - minus
    return out


def _erode(values: list[int], neighbours: tuple[tuple[int, ...], ...]) -> list[int]:
    """Bouzy's erosion: a point loses one per neighbour not of its sign, down to 0."""
    out = values[:]
    for index, adjacent in enumerate(neighbours):
        value = values[index]
        if value > 0:
            out[index] = max(0, value - sum(1 for n in adjacent if values[n] <= 0))
        elif value < 0:
            out[index] = min(0, value + sum(1 for n in adjacent if values[n] >= 0))
    return out


def estimate(
    board: Board, komi: float = 0.0, dead_stones: frozenset[Point] | None = None
) -> Estimate:
    """Estimate who owns each point of ``board`` and the area result with ``komi``
    (see the module docstring for the method); ``dead_stones``, when given, replaces the
    dead-stone guess (points of ``board`` that are not stones are ignored)."""
    size = board.size
    cells = board.cells
    neighbours = _neighbours(size)
    if dead_stones is None:
        dead = _dead_stones(cells, influence(cells, size), neighbours)
    else:
        dead = {p.y * size.width + p.x for p in dead_stones if board.get(p) is not None}
    alive = bytes(EMPTY if index in dead else cell for index, cell in enumerate(cells))
    values = influence(alive, size)
    owners = _owners(alive, values, neighbours)
    width = size.width
    owner: dict[Point, Color] = {}
    area = [0, 0, 0]
    for index, cell in enumerate(alive):
        side = cell or owners[index]
        area[side] += 1
        color = _COLORS[side]
        if cell == EMPTY and color is not None:
            owner[Point(index % width, index // width)] = color
    return Estimate(
        size=size,
        owner=owner,
        dead=frozenset(Point(index % width, index // width) for index in dead),
        black=area[BLACK],
        white=area[WHITE],
        komi=komi,
    )


def _dead_stones(
    cells: bytes, values: list[int], neighbours: tuple[tuple[int, ...], ...]
) -> set[int]:
    """Indices of the stones guessed dead from the influence ``values`` (enclosed by
    the other side's influence) or alone in the other side's area (:func:`_alone`)."""
    dead: set[int] = set()
    seen: set[int] = set()
    for start, cell in enumerate(cells):
        if cell == EMPTY or start in seen:
            continue
        stones, own, neutral, pressure = _surroundings(cells, values, neighbours, start)
        seen |= stones
        if own < EYE_ROOM and neutral <= CAGE and len(stones) <= pressure:
            dead |= stones
    return dead | _alone(cells, neighbours)


def _alone(cells: bytes, neighbours: tuple[tuple[int, ...], ...]) -> set[int]:
    """Stones of groups that are the only stones of their colour in each empty region
    they touch, where the other side has at least ``ALONE_RATIO`` times as many stones
    round the region and the region is no larger than ``AREA_PER_STONE`` points per such
    stone (an invader in an area walled in by the other side)."""
    touching: dict[int, list[tuple[int, set[int]]]] = {}  # stone -> (region size, borders)
    for region, borders in _regions(cells, neighbours):
        for stone in borders:
            touching.setdefault(stone, []).append((len(region), borders))
    dead: set[int] = set()
    seen: set[int] = set()
    for start, cell in enumerate(cells):
        if cell == EMPTY or start in seen:
            continue
        group = _group_indices(cells, start, neighbours)
        seen |= group
        regions = [r for stone in group for r in touching.get(stone, [])]
        if regions and all(_walled_in(cells, group, area, borders) for area, borders in regions):
            dead |= group
    return dead


def _walled_in(cells: bytes, group: set[int], area: int, borders: set[int]) -> bool:
    color = cells[next(iter(group))]
    own = {stone for stone in borders if cells[stone] == color}
    enemy = len(borders) - len(own)
    return own <= group and enemy >= ALONE_RATIO * len(group) and area <= AREA_PER_STONE * enemy


def _surroundings(
    cells: bytes, values: list[int], neighbours: tuple[tuple[int, ...], ...], start: int
) -> tuple[set[int], int, int, int]:
    """Flood from the stone at ``start`` through its colour's stones and the empty points
    of its sign or none: the stones reached, the empty points of its sign, the neutral
    ones, and the points of the other side (stones or influence) round the flood; the
    pressure is 0 when the flood is not enclosed (over ``CAGE + EYE_ROOM`` empty points)."""
    color = cells[start]
    sign = _SIGN[color]
    stones: set[int] = set()
    seen = {start}
    stack = [start]
    own = neutral = 0
    enemy: set[int] = set()
    while stack:
        index = stack.pop()
        cell = cells[index]
        if cell == color:
            stones.add(index)
        elif values[index] * sign > 0:
            own += 1
        else:
            neutral += 1
        if own + neutral > CAGE + EYE_ROOM:
            return stones, own, neutral, 0
        for n in neighbours[index]:
            if n in seen:
                continue
            if cells[n] == color or (cells[n] == EMPTY and values[n] * sign >= 0):
                seen.add(n)
                stack.append(n)
            else:
                enemy.add(n)
    return stones, own, neutral, len(enemy)


def _owners(alive: bytes, values: list[int], neighbours: tuple[tuple[int, ...], ...]) -> list[int]:
    """The side (0 none, 1 black, 2 white) owning each empty point: the sign of its
    influence, else the one colour its empty region touches when that region has at most
    ``AREA_PER_STONE`` points per stone round it (not the open board round a first stone)."""
    owners = [0] * len(alive)
    for index, value in enumerate(values):
        if alive[index] == EMPTY and value:
            owners[index] = BLACK if value > 0 else WHITE
    for region, borders in _regions(alive, neighbours):
        sides = {alive[stone] for stone in borders}
        if len(sides) == 1 and len(region) <= AREA_PER_STONE * len(borders):
            (side,) = sides
            for index in region:
                owners[index] = owners[index] or side
    return owners


def _regions(
    cells: bytes, neighbours: tuple[tuple[int, ...], ...]
) -> Iterator[tuple[list[int], set[int]]]:
    """Each maximal region of empty points, with the stones bordering it."""
    seen = bytearray(len(cells))
    for start, cell in enumerate(cells):
        if cell != EMPTY or seen[start]:
            continue
        seen[start] = 1
        region = [start]
        borders: set[int] = set()
        stack = [start]
        while stack:
            for n in neighbours[stack.pop()]:
                if cells[n] != EMPTY:
                    borders.add(n)
                elif not seen[n]:
                    seen[n] = 1
                    region.append(n)
                    stack.append(n)
        yield region, borders
