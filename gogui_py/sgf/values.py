"""Codecs for the FF[4] value types (spec section "Property Value Types").

Pure functions between raw values (``str`` still SGF-escaped, as in
:class:`gogui_py.sgf.tree.RawNode`) and Python values. Points here are only
letter pairs -> ``(x, y)`` with ``x`` the column from the left and ``y`` the row
from the top, each 0-51 (``a``-``z`` = 0-25, ``A``-``Z`` = 26-51); what ``tt``
or an off-board point means is for the game layer to decide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# Text: a soft line break (escaped newline) | an escaped character | a line
# break | other white space.
_TEXT_TOKEN = re.compile(r"\\(\r\n|\n\r|\r|\n)|\\(.)|(\r\n|\n\r|\r)|([\t\v\f])", re.S)
_SPACES = str.maketrans("\t\v\f", "   ")
_NUMBER = re.compile(r"\s*([+-]?[0-9]+)\s*")
_REAL = re.compile(r"\s*([+-]?(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+))\s*")
_SOFT_BREAK = re.compile(r"\\(?:\r\n|\n\r|\r|\n)")
_UNESCAPED_COLON = re.compile(r"(?<!\\)((?:\\\\)*):")
_WHITESPACE = frozenset("\t\v\f")
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LETTER_VALUE = {letter: index for index, letter in enumerate(_LETTERS)}


def _text_replacement(m: re.Match[str]) -> str:
    if m.group(1) is not None:
        return ""
    escaped = m.group(2)
    if escaped is not None:
        return " " if escaped in _WHITESPACE else escaped
    if m.group(3) is not None:
        return "\n"
    return " "


def text_from_sgf(raw: str) -> str:
    """Text value -> str.

    ``\\x`` -> ``x``; a soft line break (``\\`` before a line break) is removed;
    line breaks ``\\r\\n``, ``\\n\\r`` and ``\\r`` become ``\\n``; tab, vertical
    tab and form feed (escaped or not) become spaces.
    """
    # Without a carriage return, string operations in C do it all (a Python call per
    # escape took 1 s for a million "\]"); with one, the order of the line-break
    # forms matters and the regular expression reads them left to right.
    if "\r" in raw:
        return _TEXT_TOKEN.sub(_text_replacement, raw)
    if "\\" in raw:
        if "\0" in raw or (len(raw) - len(raw.rstrip("\\"))) % 2:
            return _TEXT_TOKEN.sub(_text_replacement, raw)  # "\0" is the placeholder below
        # Pairs of backslashes first (left to right, as the escapes read), then soft line
        # breaks, then the backslash of every other escape.
        raw = raw.replace("\\\\", "\0").replace("\\\n", "").replace("\\", "").replace("\0", "\\")
    if "\t" in raw or "\v" in raw or "\f" in raw:
        return raw.translate(_SPACES)
    return raw


def simpletext_from_sgf(raw: str) -> str:
    """SimpleText value -> str: as :func:`text_from_sgf`, line breaks become spaces."""
    return text_from_sgf(raw).replace("\n", " ")


def text_to_sgf(text: str) -> str:
    """str -> Text (or SimpleText) value: escapes ``\\`` and ``]``.

    ``:`` is not escaped here; :func:`compose_to_sgf` does it where it matters.
    """
    return text.replace("\\", "\\\\").replace("]", "\\]")


def number_from_sgf(raw: str) -> int:
    """Number value -> int; spaces and line breaks around it, soft line breaks
    (``\\`` + newline, FF[4] "Text") in it and a leading ``+`` are tolerated.

    Raises:
        ValueError: not an optionally signed run of digits 0-9.
    """
    m = _NUMBER.fullmatch(_SOFT_BREAK.sub("", raw))
    if m is None:
        raise ValueError(f"not an SGF number: {raw!r}")
    return int(m.group(1))


def real_from_sgf(raw: str) -> float:
    """Real value -> float; a decimal comma (``6,5``), spaces and line breaks around it
    and soft line breaks in it are tolerated.

    Raises:
        ValueError: not a decimal number (exponents, ``inf`` and ``nan`` refused).
    """
    m = _REAL.fullmatch(_SOFT_BREAK.sub("", raw))
    if m is None:
        raise ValueError(f"not an SGF real: {raw!r}")
    return float(m.group(1).replace(",", "."))


def compose_from_sgf(raw: str) -> tuple[str, str]:
    """Compose value ``a:b`` -> (a, b), split at the first unescaped ``:``.

    Both halves stay escaped (decode them with the codec of their type).

    Raises:
        ValueError: there is no unescaped ``:``.
    """
    m = _UNESCAPED_COLON.search(raw)
    if m is None:
        raise ValueError(f"not an SGF compose value (no ':'): {raw!r}")
    return raw[: m.end() - 1], raw[m.end() :]


def compose_to_sgf(a: str, b: str) -> str:
    """(a, b) -> ``a:b``; ``a`` and ``b`` are escaped values (e.g. from
    :func:`text_to_sgf` or :func:`point_letters_to_sgf`).

    Unescaped colons in either half are escaped: FF[4] "Property Value Types", Text and
    SimpleText: ``:`` is escaped in a text that is part of a compose value (``LB``'s
    label ``LB[aa:1\\:2]``, ``AP``'s name and version, ``FG``'s title); in ``a`` this
    also makes :func:`compose_from_sgf` split the result back at the right place. The
    other types in a compose (point, number) hold no colon.
    """
    return _UNESCAPED_COLON.sub(r"\1\\:", a) + ":" + _UNESCAPED_COLON.sub(r"\1\\:", b)


def point_letters_from_sgf(raw: str) -> tuple[int, int] | None:
    """Point value ``"cd"`` -> (2, 3) = (column from the left, row from the top).

    Returns:
        None for the empty value (a pass, FF[4]); ``"tt"`` gives (19, 19).

    Raises:
        ValueError: not exactly two letters a-z / A-Z (spaces around are allowed).
    """
    letters = raw.strip()
    if not letters:
        return None
    if len(letters) != 2 or letters[0] not in _LETTER_VALUE or letters[1] not in _LETTER_VALUE:
        raise ValueError(f"not an SGF point: {raw!r}")
    return _LETTER_VALUE[letters[0]], _LETTER_VALUE[letters[1]]


def point_letters_to_sgf(x: int, y: int) -> str:
    """(x, y) -> two letters.

    Raises:
        ValueError: x or y outside 0..51.
    """
    if not (0 <= x < len(_LETTERS) and 0 <= y < len(_LETTERS)):
        raise ValueError(f"point ({x}, {y}) not representable in SGF (0..51)")
    return _LETTERS[x] + _LETTERS[y]


def point_list_from_sgf(values: Sequence[str]) -> list[tuple[int, int]]:
    """List (or elist) of points -> (x, y) tuples, compressed rectangles expanded.

    A value is one point ``"cd"`` or a rectangle ``"aa:cc"`` given by two
    opposite corners in any order (FF[4] "Compressed point lists"). A rectangle
    expands row by row, top to bottom, each row left to right. Empty values
    (``AE[]``) are skipped; duplicates are kept once, first occurrence first.

    Raises:
        ValueError: a value is neither a point nor a rectangle of points.
    """
    points: dict[tuple[int, int], None] = {}
    for raw in values:
        if ":" not in raw:
            point = point_letters_from_sgf(raw)
            if point is not None:
                points[point] = None
            continue
        first, second = raw.split(":", 1)
        corner1 = point_letters_from_sgf(first)
        corner2 = point_letters_from_sgf(second)
        if corner1 is None or corner2 is None:
            raise ValueError(f"not an SGF rectangle of points: {raw!r}")
        (x1, y1), (x2, y2) = corner1, corner2
        for y in range(min(y1, y2), max(y1, y2) + 1):
            for x in range(min(x1, x2), max(x1, x2) + 1):
                points[x, y] = None
    return list(points)
