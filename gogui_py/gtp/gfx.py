"""GoGui gfx commands: markup a program draws over the board (pure; imports gogui_py.go only).

The answer of a ``gfx`` analyze command, of ``gogui-rules_board_gfx`` and the
live ``gogui-gfx:`` lines on a program's stderr are all read by
:func:`parse_gfx` (../shared/specs/analyze.md, "gfx commands"). The text comes
from another program, so nothing in it is fatal: unknown commands, invalid
points, values and colours are skipped.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import TypeVar

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp

__all__ = ["COLOR_NAMES", "Gfx", "parse_color", "parse_gfx"]

COLOR_NAMES: dict[str, str] = {
    "black": "#000000",
    "blue": "#0000ff",
    "brown": "#a52a2a",
    "cyan": "#00ffff",
    "darkgray": "#404040",
    "darkgrey": "#404040",
    "gray": "#c0c0c0",
    "grey": "#c0c0c0",
    "green": "#00ff00",
    "lightgray": "#d3d3d3",
    "lightgrey": "#d3d3d3",
    "magenta": "#ff00ff",
    "orange": "#ffc800",
    "pink": "#ffafaf",
    "purple": "#800080",
    "red": "#ff0000",
    "white": "#ffffff",
    "yellow": "#ffff00",
}
"""Colour names of gfx ``COLOR`` (GoGui's list plus a few common ones) as ``#rrggbb``;
``gray`` is Java's light grey as in GoGui."""

_HEX_COLOR = re.compile(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})")
_TERRITORY = {"BLACK": "TB", "WHITE": "TW"}
_SYMBOLS = {"CIRCLE": "CR", "SQUARE": "SQ", "TRIANGLE": "TR", "MARK": "MA"}
_V = TypeVar("_V")


@dataclass(frozen=True, slots=True)
class Gfx:
    """Markup drawn over the board from gfx commands.

    Attributes:
        marks: ``(point, kind)`` with kind ``"CR"``, ``"SQ"``, ``"TR"``, ``"MA"``
            (circle, square, triangle, cross) or territory ``"TB"``/``"TW"``
            (the board snapshot's mark kinds); one territory kind per point.
        labels: ``(point, text)``, one per point (the last given wins).
        fills: field backgrounds ``(point, colour)``, colour ``"#rrggbb"``
            (lower case), one per point.
        influence: ``(point, value)`` with value in [-1, 1]: black squares for
            positive values, white for negative, sized by the magnitude.
        variation: numbered ghost stones ``(point, colour, number)``; numbers
            count from 1 on each ``VAR`` line, passes included (a pass draws
            nothing); a later move on the same point replaces an earlier one.
        text: the ``TEXT`` lines, joined by newlines (not drawn on the board).
    """

    marks: tuple[tuple[Point, str], ...] = ()
    labels: tuple[tuple[Point, str], ...] = ()
    fills: tuple[tuple[Point, str], ...] = ()
    influence: tuple[tuple[Point, float], ...] = ()
    variation: tuple[tuple[Point, Color, int], ...] = ()
    text: str = ""

    def is_empty(self) -> bool:
        """True when nothing would be drawn and there is no text."""
        return not (
            self.marks or self.labels or self.fills or self.influence or self.variation or self.text
        )


def parse_color(text: str) -> str | None:
    """A gfx colour (a name of :data:`COLOR_NAMES`, ``#rgb`` or ``#rrggbb``, any case)
    as ``"#rrggbb"`` in lower case; ``None`` when it is not a colour."""
    lowered = text.strip().lower()
    named = COLOR_NAMES.get(lowered)
    if named is not None:
        return named
    if _HEX_COLOR.fullmatch(lowered) is None:
        return None
    digits = lowered[1:]
    if len(digits) == 3:
        digits = "".join(ch * 2 for ch in digits)
    return "#" + digits


def split_arguments(line: str) -> list[str]:
    """Words of ``line`` split at white space; ``"..."`` groups a word with spaces
    (as GoGui's ``StringUtil.splitArguments``), the quotes removed."""
    words: list[str] = []
    current: list[str] = []
    quoted = False
    started = False
    for ch in line:
        if ch == '"':
            quoted = not quoted
            started = True
        elif ch.isspace() and not quoted:
            if started:
                words.append("".join(current))
                current, started = [], False
        else:
            current.append(ch)
            started = True
    if started:
        words.append("".join(current))
    return words


class _Builder:
    """The markup gathered so far (dicts keep one entry per point, in order given)."""

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.marks: dict[tuple[Point, str], None] = {}
        self.territory: dict[Point, str] = {}
        self.labels: dict[Point, str] = {}
        self.fills: dict[Point, str] = {}
        self.influence: dict[Point, float] = {}
        self.variation: dict[Point, tuple[Color, int]] = {}
        self.text: list[str] = []

    def build(self) -> Gfx:
        territory = tuple(self.territory.items())
        return Gfx(
            marks=tuple(self.marks) + territory,
            labels=tuple(self.labels.items()),
            fills=tuple(self.fills.items()),
            influence=tuple(self.influence.items()),
            variation=tuple((p, color, n) for p, (color, n) in self.variation.items()),
            text="\n".join(self.text),
        )


def _point(word: str, size: BoardSize) -> Point | None:
    """The point named by ``word``; ``None`` for ``pass`` and anything invalid."""
    try:
        return from_gtp(word, size)
    except ValueError:
        return None


def _put(table: dict[Point, _V], point: Point, value: _V) -> None:
    """Set ``table[point]``, moving the point to the end (the last one given wins)."""
    table.pop(point, None)
    table[point] = value


def _pairs(args: list[str]) -> list[tuple[str, str]]:
    """Consecutive pairs of ``args``; a trailing odd word is dropped."""
    return list(zip(args[0::2], args[1::2], strict=False))


def _read_line(line: str, size: BoardSize, gfx: _Builder) -> None:
    words = split_arguments(line)
    if not words:
        return
    command, args = words[0].upper(), words[1:]
    if command in _SYMBOLS:
        kind = _SYMBOLS[command]
        for word in args:
            point = _point(word, size)
            if point is not None:
                gfx.marks[(point, kind)] = None
    elif command in _TERRITORY:
        for word in args:
            point = _point(word, size)
            if point is not None:
                _put(gfx.territory, point, _TERRITORY[command])
    elif command == "LABEL":
        for where, text in _pairs(args):
            point = _point(where, size)
            if point is not None:
                _put(gfx.labels, point, text)
    elif command == "COLOR":
        color = parse_color(args[0]) if args else None
        if color is None:
            return
        for word in args[1:]:
            point = _point(word, size)
            if point is not None:
                _put(gfx.fills, point, color)
    elif command == "INFLUENCE":
        for where, value_text in _pairs(args):
            point = _point(where, size)
            try:
                value = float(value_text)
            except ValueError:
                continue
            if point is not None and math.isfinite(value):
                _put(gfx.influence, point, max(-1.0, min(1.0, value)))
    elif command == "VAR":
        _read_variation(args, size, gfx)
    elif command == "TEXT":
        parts = line.strip().split(maxsplit=1)
        gfx.text.append(parts[1] if len(parts) > 1 else "")
    elif command == "CLEAR":
        gfx.clear()


def _read_variation(args: list[str], size: BoardSize, gfx: _Builder) -> None:
    """``VAR b|w p b|w p ...``: stops at a word that is not a colour (as GoGui does)."""
    number = 0
    for color_text, where in _pairs(args):
        lowered = color_text.lower()
        if lowered not in ("b", "w", "black", "white"):
            return
        color = Color.from_gtp(lowered)
        if where.lower() == "pass":
            number += 1
            continue
        point = _point(where, size)
        if point is None:
            continue
        number += 1
        _put(gfx.variation, point, (color, number))


def parse_gfx(text: str, size: BoardSize) -> Gfx:
    """The markup of gfx commands ``text`` (one command a line) on a board of ``size``.

    Commands (first word any case; analyze.md "gfx commands"): ``BLACK``/``WHITE p...``
    (territory), ``CIRCLE``, ``SQUARE``, ``TRIANGLE``, ``MARK p...``, ``LABEL p text
    p text ...`` (``"..."`` quotes a text with spaces), ``COLOR colour p...``,
    ``INFLUENCE p v ...`` (values clamped to [-1, 1]), ``VAR b|w p ...`` (``pass``
    allowed: it takes a number), ``TEXT rest of line``, ``CLEAR`` (forgets all
    that came before, text included).

    Never raises on program text: unknown commands, invalid points and values
    are skipped, as is a ``COLOR`` line whose colour is not one.
    """
    gfx = _Builder()
    for line in text.splitlines():
        _read_line(line, size, gfx)
    return gfx.build()
