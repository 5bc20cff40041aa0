"""Fixed handicap placement and star points (hoshi).

:func:`handicap_points` follows the GTP v2 specification (draft 2), section
4.1.1 "Fixed Handicap Placement": on 19x19 the stones go, in this order, to
D4 Q16 D16 Q4, then K10 for 5 and 7 stones, D10 Q10 for 6 and more, K4 K16
for 8 and 9. Other sizes follow by analogy with the corner stones on the 3rd
line for 7x7 to 12x12 and the 4th line from 13x13; the centre and side
stones exist only on odd sizes, and 7x7 takes at most 4 stones.
"""

from __future__ import annotations

from gogui_py.go.point import BoardSize, Point

# Placement pattern per stone count, as (column, row) codes: "lo" is the corner
# line nearest the left/bottom edge, "hi" the line nearest the right/top
# edge, "mid" the centre line. Rows are counted from the bottom as in GTP.
_CORNERS = [("lo", "lo"), ("hi", "hi"), ("lo", "hi"), ("hi", "lo")]
_SIDES_LEFT_RIGHT = [("lo", "mid"), ("hi", "mid")]
_SIDES_BOTTOM_TOP = [("mid", "lo"), ("mid", "hi")]
_CENTER = [("mid", "mid")]
_PATTERNS: dict[int, list[tuple[str, str]]] = {
    2: _CORNERS[:2],
    3: _CORNERS[:3],
    4: _CORNERS,
    5: _CORNERS + _CENTER,
    6: _CORNERS + _SIDES_LEFT_RIGHT,
    7: _CORNERS + _SIDES_LEFT_RIGHT + _CENTER,
    8: _CORNERS + _SIDES_LEFT_RIGHT + _SIDES_BOTTOM_TOP,
    9: _CORNERS + _SIDES_LEFT_RIGHT + _SIDES_BOTTOM_TOP + _CENTER,
}


def _edge_line(shorter_side: int) -> int:
    """0-based distance from the edge of the corner star/handicap lines."""
    return 3 if shorter_side >= 13 else 2


def handicap_points(count: int, size: BoardSize) -> list[Point]:
    """The GTP ``fixed_handicap`` points for ``count`` stones, in the spec's order.

    Defined for square boards of 7x7 and larger (GTP itself stops at 25x25;
    larger sizes follow the same pattern) and 2..9 stones; even sizes and 7x7
    take at most 4 stones.

    Raises:
        ValueError: when no fixed placement exists for ``count`` on ``size``.
    """
    n = size.width
    if not size.is_square or n < 7:
        raise ValueError(f"no fixed handicap placement on {size.width}x{size.height}")
    max_count = 4 if n % 2 == 0 or n == 7 else 9
    if not 2 <= count <= max_count:
        raise ValueError(f"a fixed handicap on {n}x{n} is 2 to {max_count} stones")
    edge = _edge_line(n)
    line = {"lo": edge, "mid": n // 2, "hi": n - 1 - edge}
    # GTP rows count from the bottom; Point.y counts from the top.
    return [Point(line[col], n - 1 - line[row]) for col, row in _PATTERNS[count]]


def star_points(size: BoardSize) -> list[Point]:
    """The points drawn as hoshi on a board of ``size``, row-major from the top-left.

    Corner points lie on the 4th line when the shorter side is at least 13,
    on the 3rd line when it is 7 to 12, and there are none below 7 (so 9x9 gives
    c3 g3 c7 g7 e5 and 19x19 the nine usual points). Along a dimension of odd
    length the middle line also carries points: the centre when it is at least
    2 lines from the corner lines in both directions, and the middle of a side
    when it is at least 3 lines from the corner lines along that side (so 9x9
    has no side points, 11x11 and 13x13 have them). Rectangular boards apply
    this per dimension.
    """
    width, height = size
    if min(width, height) < 7:
        return []
    edge = _edge_line(min(width, height))
    xs = (edge, width - 1 - edge)
    ys = (edge, height - 1 - edge)
    mid_x = width // 2 if width % 2 else None
    mid_y = height // 2 if height % 2 else None
    found = {Point(x, y) for x in xs for y in ys}
    if mid_x is not None and mid_x - edge >= 3:
        found.update(Point(mid_x, y) for y in ys)
    if mid_y is not None and mid_y - edge >= 3:
        found.update(Point(x, mid_y) for x in xs)
    if mid_x is not None and mid_y is not None and min(mid_x, mid_y) - edge >= 2:
        found.add(Point(mid_x, mid_y))
    return sorted(found, key=lambda p: (p.y, p.x))
