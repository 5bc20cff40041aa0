"""GTP vertices <-> points (GTP v2 section 2.11; ../shared/specs/gtp.md).

Columns are letters A.. skipping I; beyond 25 columns two letters are used as
GoGui does (``AA`` is the 26th column). Rows are numbers from 1 at the bottom.
"""

from __future__ import annotations

from gogui_py.go.point import BoardSize, Point

_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # 25 letters, no I


def column_to_gtp(x: int) -> str:
    """Column letter(s) for column ``x`` (0 -> ``A``, 8 -> ``J``, 25 -> ``AA``)."""
    if x < 0:
        raise ValueError(f"negative column {x}")
    if x < len(_LETTERS):
        return _LETTERS[x]
    first, second = divmod(x, len(_LETTERS))
    return _LETTERS[first - 1] + _LETTERS[second]


def column_from_gtp(text: str) -> int:
    """Inverse of :func:`column_to_gtp`, case-insensitive.

    Raises:
        ValueError: for letters that are not a column (including ``I``).
    """
    letters = text.upper()
    if not letters or any(ch not in _LETTERS for ch in letters) or len(letters) > 2:
        raise ValueError(f"bad column {text!r}")
    if len(letters) == 1:
        return _LETTERS.index(letters)
    return (_LETTERS.index(letters[0]) + 1) * len(_LETTERS) + _LETTERS.index(letters[1])


def to_gtp(point: Point | None, size: BoardSize) -> str:
    """GTP vertex for ``point`` on a board of ``size``; ``None`` gives ``pass``.

    Raises:
        ValueError: when the point is off the board.
    """
    if point is None:
        return "pass"
    if not size.contains(point):
        raise ValueError(f"point {point} off a {size} board")
    return f"{column_to_gtp(point.x)}{size.height - point.y}"


_LONGEST_VERTEX_TEXT = 64
"""Longer texts are refused before any parsing (a vertex is at most 4 characters)."""


def from_gtp(text: str, size: BoardSize) -> Point | None:
    """Parse a GTP vertex (any case); ``pass`` gives ``None``.

    Raises:
        ValueError: for malformed vertices, ``resign``, or points off the board.
    """
    if len(text) > _LONGEST_VERTEX_TEXT:
        # Never work through a huge program answer (a 10 MB "vertex"): one short error.
        raise ValueError(f"bad vertex {text[:20]!r}… ({len(text):,} characters)")
    vertex = text.strip()
    if vertex.lower() == "pass":
        return None
    split = 0
    while split < len(vertex) and vertex[split].isalpha():
        split += 1
    letters, digits = vertex[:split], vertex[split:]
    if not letters or not digits.isdigit():
        raise ValueError(f"bad vertex {text!r}")
    x = column_from_gtp(letters)
    row = int(digits)
    point = Point(x, size.height - row)
    if not size.contains(point) or row < 1:
        raise ValueError(f"vertex {text!r} off a {size} board")
    return point
