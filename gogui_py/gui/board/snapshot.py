"""An immutable picture of what the board view shows (pure data, no Qt).

The controller builds a :class:`BoardSnapshot` from the game position and hands
it to :class:`gogui_py.gui.board.widget.BoardWidget`; the painter draws only
from it. Points follow the package convention: ``Point(x, y)``, ``y`` from 0
at the top.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gtp.gfx import Gfx

EMPTY = 0
"""Cell value of an empty point in :attr:`BoardSnapshot.cells`."""
BLACK = 1
"""Cell value of a black stone."""
WHITE = 2
"""Cell value of a white stone."""

MARK_KINDS = frozenset({"CR", "SQ", "TR", "MA", "SL", "TB", "TW"})
"""Markup kinds the painter draws (SGF property names: circle, square, triangle, cross,
selected point)."""

SHORT_LABEL = 3
"""Labels up to this many characters stay within their point when drawn."""

Style = Literal["go", "grid", "cells", "hex"]
"""How the board is drawn: ``"go"`` wood, lines and star points; ``"grid"`` wood and
lines without star points (Gomoku, Renju); ``"cells"`` an Othello board: green felt,
points at the centres of square cells, flat discs; ``"hex"`` a Hex board: hexagonal
cells in a rhombus, each row shifted half a cell right of the row above
(../shared/specs/rulers.md "Geometry"), edges coloured by the side joining them."""

STYLES: tuple[Style, ...] = ("go", "grid", "cells", "hex")
"""Every :data:`Style`."""

Look = Literal["wood", "plain", "contrast", "slate"]
"""The look of a ``"go"`` or ``"grid"`` board: ``"wood"`` the wood texture, ``"plain"`` one
flat wood colour (GoGui's plain board), ``"contrast"`` a high-contrast board (bright
yellow, black lines and labels, for low vision), ``"slate"`` a muted grey-blue board that
does not glare in a dark theme. Othello and Hex boards keep their own."""

LOOKS: tuple[Look, ...] = ("wood", "plain", "contrast", "slate")
"""Every :data:`Look`."""

_CELL_OF_COLOR = {Color.BLACK: BLACK, Color.WHITE: WHITE}
_COLOR_OF_CELL = {BLACK: Color.BLACK, WHITE: Color.WHITE}


@dataclass(frozen=True, slots=True)
class BoardSnapshot:
    """Everything drawn on the board.

    Attributes:
        size: board dimensions.
        cells: ``size.area`` bytes, row-major from the top-left: 0 empty,
            1 black, 2 white.
        last_move: point of the last move, marked with a dot; ``None`` for none
            (or after a pass).
        to_move: colour of the hover ghost stone; ``None`` shows no ghost.
        marks: markup ``(point, kind)`` with kind one of ``"CR"``, ``"SQ"``,
            ``"TR"``, ``"MA"``, ``"SL"`` (SGF FF[4] markup properties; ``SL`` is
            drawn as a translucent selection), or territory ``"TB"``/``"TW"``
            (small black/white squares, SGF Go properties); other kinds are ignored.
        labels: text labels ``(point, text)`` (SGF ``LB``, or variations as
            letters), a few characters; the grid is hidden under labels on
            empty points.
        ghosts: semi-transparent stones ``(point, colour)`` (variations).
        arrows: ``(start, end)`` pairs drawn as arrows from start to end (``AR``).
        lines: ``(start, end)`` pairs drawn as lines (``LN``).
        dimmed: points drawn faded, stone or empty (``DD``).
        numbers: move numbers ``(point, number)`` written on the stones there
            (ignored on empty points).
        highlighted: points marked with a soft coloured halo (e.g. the points
            named in the selected comment text).
        style: how the board is drawn (:data:`Style`); ``"go"`` by default.
        removed: points that are not part of the board (a ruler's ``?`` cells):
            not drawn, not clickable, never empty; their cells must be 0.
        gfx: a program's gfx markup (analyze.md) drawn over the board: field
            colours under the stones, influence squares, marks, labels and
            numbered ghost stones (its text is not drawn).
        legal: points where the player to move may play, shown as small dots
            on the empty ones.
        look: the look of a ``"go"`` or ``"grid"`` board (:data:`Look`); ``"wood"``
            by default.
        annotation: ``(point, kind)`` of an annotated move, kind one of ``"BM"``,
            ``"TE"``, ``"DO"``, ``"IT"`` (SGF FF[4] move annotations): a ring in the
            kind's colour around its stone, and its last-move dot in that colour.

    Raises:
        ValueError: when ``len(cells) != size.area``, a cell value is not 0-2,
            a removed point lies off the board or holds a stone, or the style
            or look is unknown.
    """

    size: BoardSize
    cells: bytes
    last_move: Point | None = None
    to_move: Color | None = None
    marks: tuple[tuple[Point, str], ...] = ()
    labels: tuple[tuple[Point, str], ...] = ()
    ghosts: tuple[tuple[Point, Color], ...] = ()
    arrows: tuple[tuple[Point, Point], ...] = ()
    lines: tuple[tuple[Point, Point], ...] = ()
    dimmed: frozenset[Point] = frozenset()
    numbers: tuple[tuple[Point, int], ...] = ()
    highlighted: frozenset[Point] = frozenset()
    style: Style = "go"
    removed: frozenset[Point] = frozenset()
    gfx: Gfx | None = None
    legal: frozenset[Point] = frozenset()
    look: Look = "wood"
    annotation: tuple[Point, str] | None = None

    def __post_init__(self) -> None:
        if len(self.cells) != self.size.area:
            raise ValueError(
                f"cells has {len(self.cells)} bytes, a {self.size} board needs {self.size.area}"
            )
        if self.cells.translate(None, b"\x00\x01\x02"):
            raise ValueError("cell values must be 0 (empty), 1 (black) or 2 (white)")
        if self.style not in STYLES:
            raise ValueError(f"unknown board style {self.style!r}")
        if self.look not in LOOKS:
            raise ValueError(f"unknown board look {self.look!r}")
        for point in self.removed:
            if not self.size.contains(point):
                raise ValueError(f"removed point {point} off a {self.size} board")
            if self.cells[point.y * self.size.width + point.x] != EMPTY:
                raise ValueError(f"removed point {point} holds a stone")

    @staticmethod
    def empty(size: BoardSize) -> BoardSnapshot:
        """A snapshot of an empty board of ``size`` with nothing else shown."""
        return BoardSnapshot(size, bytes(size.area))

    @staticmethod
    def from_stones(
        size: BoardSize, stones: Mapping[Point, Color] | Iterable[tuple[Point, Color]]
    ) -> BoardSnapshot:
        """A snapshot with ``stones`` on an otherwise empty board of ``size``.

        Raises:
            ValueError: when a stone lies off the board.
        """
        items = stones.items() if isinstance(stones, Mapping) else stones
        cells = bytearray(size.area)
        for point, color in items:
            if not size.contains(point):
                raise ValueError(f"stone at {point} off a {size} board")
            cells[point.y * size.width + point.x] = _CELL_OF_COLOR[color]
        return BoardSnapshot(size, bytes(cells))

    def color_at(self, point: Point) -> Color | None:
        """Colour of the stone at ``point``, ``None`` when empty.

        Raises:
            IndexError: when the point is off the board.
        """
        if not self.size.contains(point):
            raise IndexError(f"{point} off a {self.size} board")
        return _COLOR_OF_CELL.get(self.cells[point.y * self.size.width + point.x])

    def is_empty(self, point: Point) -> bool:
        """True when ``point`` is on the board (not removed) and holds no stone."""
        return (
            self.size.contains(point)
            and self.cells[point.y * self.size.width + point.x] == EMPTY
            and point not in self.removed
        )

    def stones(self) -> list[tuple[Point, Color]]:
        """All stones as ``(point, colour)`` in row-major order from the top-left."""
        width = self.size.width
        return [
            (Point(index % width, index // width), _COLOR_OF_CELL[value])
            for index, value in enumerate(self.cells)
            if value != EMPTY
        ]


def changed_points(old: BoardSnapshot, new: BoardSnapshot, limit: int = 48) -> set[Point] | None:
    """Points whose drawing differs between ``old`` and ``new`` (stones, last move, markup).

    Returns ``None`` when everything must be redrawn: different board sizes,
    styles, looks, removed points or gfx, different arrows or lines (they cross many
    points), a changed label longer than :data:`SHORT_LABEL` characters (it may
    overflow its point) or more than ``limit`` changed points. ``to_move`` is not
    compared (the hover ghost is tracked by the widget); changed legal points are
    listed.
    """
    if (
        old.size != new.size
        or old.arrows != new.arrows
        or old.lines != new.lines
        or old.style != new.style
        or old.look != new.look
        or old.removed != new.removed
        or old.gfx != new.gfx
    ):
        return None
    width = old.size.width
    changed: set[Point] = set()
    if old.cells != new.cells:
        moved = [
            index
            for index, (before, after) in enumerate(zip(old.cells, new.cells, strict=True))
            if before != after
        ]
        if len(moved) > limit:  # (another position: no need to name its points)
            return None
        changed.update(Point(index % width, index // width) for index in moved)
    if old.last_move != new.last_move:
        changed.update(p for p in (old.last_move, new.last_move) if p is not None)
    if old.annotation != new.annotation:
        changed.update(a[0] for a in (old.annotation, new.annotation) if a is not None)
    for before, after in (
        (old.marks, new.marks),
        (old.labels, new.labels),
        (old.ghosts, new.ghosts),
        (old.numbers, new.numbers),
    ):
        if before != after:
            changed.update(point for point, _ in set(before) ^ set(after))
    if old.labels != new.labels and any(
        len(text) > SHORT_LABEL for _, text in set(old.labels) ^ set(new.labels)
    ):
        return None
    changed.update(old.dimmed ^ new.dimmed)
    changed.update(old.highlighted ^ new.highlighted)
    changed.update(old.legal ^ new.legal)
    return changed if len(changed) <= limit else None
