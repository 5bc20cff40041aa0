"""The board's keyboard: a cursor moved with the arrow keys, Enter or Space to play at it,
and a typed vertex (``D4``, Enter) to play there (issue 14, playing without a mouse).

:class:`BoardKeys` keeps the cursor and the letters typed; it takes the keys of a focused
board (:meth:`BoardKeys.takes`, asked before the window's shortcuts) and says what each one
does (:meth:`BoardKeys.press`). :func:`paint_cursor` draws the cursor, a high-contrast
square; the widget draws it only while it has the keyboard focus. No Qt widget here.
On a board shown flipped or rotated the arrows move the cursor on the screen's axes
(:meth:`BoardKeys.press` takes the symmetry shown). The Menu key and Shift+F10 open the
board's context menu at the cursor (:func:`is_menu_key`; the widget reports them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.symmetry import IDENTITY, Symmetry
from gogui_py.go.vertex import column_from_gtp, column_to_gtp, to_gtp
from gogui_py.gui.board.layout import Geometry
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.i18n import translate

Key = Qt.Key
_STEPS: dict[int, tuple[int, int]] = {
    Key.Key_Left: (-1, 0),
    Key.Key_Right: (1, 0),
    Key.Key_Up: (0, -1),
    Key.Key_Down: (0, 1),
}
_PLAY_KEYS = frozenset({Key.Key_Return, Key.Key_Enter, Key.Key_Space})
_TYPED_MAX = 4
"""A vertex is at most two letters and two digits."""
_VERTEX = re.compile(r"([A-Z]{1,2})([0-9]{1,2})")
_PLAIN = Qt.KeyboardModifier.NoModifier | Qt.KeyboardModifier.KeypadModifier
_TYPING = _PLAIN | Qt.KeyboardModifier.ShiftModifier

CURSOR_OUTER = QColor(0, 0, 0)
"""The cursor square's outer line: black..."""
CURSOR_INNER = QColor(255, 214, 0)
"""... and a bright yellow inner line: seen on wood, on black and on white stones."""


@dataclass(frozen=True)
class Outcome:
    """What a key did: ``play`` the point (as a click), show ``message``, and whether the
    cursor ``moved``."""

    play: Point | None = None
    message: str | None = None
    moved: bool = False


def is_menu_key(key: int, modifiers: Qt.KeyboardModifier) -> bool:
    """True for the keys that open a context menu: Menu, and Shift+F10."""
    if key == Key.Key_Menu:
        return (modifiers & ~_PLAIN) == Qt.KeyboardModifier.NoModifier
    return (
        key == Key.Key_F10
        and (modifiers & ~Qt.KeyboardModifier.KeypadModifier) == Qt.KeyboardModifier.ShiftModifier
    )


def _is_letter_or_digit(key: int) -> bool:
    return Key.Key_A <= key <= Key.Key_Z or Key.Key_0 <= key <= Key.Key_9


class BoardKeys:
    """The cursor and the type-ahead vertex of one board view."""

    def __init__(self) -> None:
        self._cursor: Point | None = None
        self.typed = ""
        """The letters and digits typed so far (upper case)."""

    def cursor(self, snapshot: BoardSnapshot) -> Point:
        """The cursor's point on ``snapshot``: where the arrows put it; before that (or
        when it is off this board) the last move, else the centre."""
        cursor = self._cursor
        if cursor is not None and snapshot.size.contains(cursor):
            return cursor
        last = snapshot.last_move
        if last is not None and snapshot.size.contains(last):
            return last
        return Point(snapshot.size.width // 2, snapshot.size.height // 2)

    def set_cursor(self, point: Point | None) -> None:
        """Put the cursor on ``point`` (``None``: back to following the last move)."""
        self._cursor = point

    def takes(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """True when a focused board takes ``key`` before the window's shortcuts: the
        arrows, Enter, Space, letters and digits, the context menu keys; Backspace and
        Escape while typing."""
        if is_menu_key(key, modifiers):
            return True
        if key in _STEPS or key in _PLAY_KEYS:
            return (modifiers & ~_PLAIN) == Qt.KeyboardModifier.NoModifier
        if _is_letter_or_digit(key):
            return (modifiers & ~_TYPING) == Qt.KeyboardModifier.NoModifier
        return bool(self.typed) and key in (Key.Key_Backspace, Key.Key_Escape)

    def press(
        self,
        key: int,
        modifiers: Qt.KeyboardModifier,
        snapshot: BoardSnapshot,
        symmetry: Symmetry = IDENTITY,
    ) -> Outcome | None:
        """What ``key`` does on ``snapshot`` shown with ``symmetry`` (the arrows step on the
        screen); ``None`` for a key the board does not take (the context menu keys are the
        widget's)."""
        if not self.takes(key, modifiers) or is_menu_key(key, modifiers):
            return None
        if key in _STEPS:
            return self._step(snapshot, *_STEPS[key], symmetry)
        if key in _PLAY_KEYS:
            return self._play(snapshot)
        if key == Key.Key_Escape:
            self.typed = ""
            return Outcome(message=translate("Board", "Vertex entry cancelled"))
        if key == Key.Key_Backspace:
            self.typed = self.typed[:-1]
        elif len(self.typed) < _TYPED_MAX:
            self.typed += chr(key)
        return Outcome(message=_typing_message(self.typed))

    def _step(
        self, snapshot: BoardSnapshot, dx: int, dy: int, symmetry: Symmetry = IDENTITY
    ) -> Outcome:
        """Move the cursor one point on the screen (over removed points); it stops at the
        edge. ``symmetry``: how the board is shown (the step is taken on the display)."""
        size = snapshot.size
        shown_size = symmetry.displayed_size(size)
        start = self.cursor(snapshot)
        shown = symmetry.apply(start, size)
        shown = Point(shown.x + dx, shown.y + dy)
        while shown_size.contains(shown) and symmetry.unapply(shown, size) in snapshot.removed:
            shown = Point(shown.x + dx, shown.y + dy)
        point = symmetry.unapply(shown, size) if shown_size.contains(shown) else start
        moved = point != self._cursor
        self._cursor = point
        return Outcome(moved=moved)

    def _play(self, snapshot: BoardSnapshot) -> Outcome:
        """Enter or Space: the typed vertex, else the cursor's point."""
        if not self.typed:
            return Outcome(play=self.cursor(snapshot))
        typed, self.typed = self.typed, ""
        parsed = parse_vertex(typed, snapshot)
        if isinstance(parsed, str):
            return Outcome(message=parsed)
        moved = parsed != self._cursor
        self._cursor = parsed
        return Outcome(play=parsed, moved=moved)


def _typing_message(typed: str) -> str:
    if not typed:
        return translate("Board", "Type a vertex, like D4 (Enter plays, Esc cancels)")
    return translate("Board", "Vertex: {typed} (Enter plays, Esc cancels)").format(typed=typed)


def parse_vertex(text: str, snapshot: BoardSnapshot) -> Point | str:
    """The point named by ``text`` (``D4``, any case) on ``snapshot``'s board, or why there
    is none: a sentence for the status line."""
    size = snapshot.size
    found = _VERTEX.fullmatch(text.upper())
    if found is None:
        return translate(
            "Board", "{text} is not a vertex: type a column letter and a row number, like D4"
        ).format(text=text)
    letters, digits = found.groups()
    first, last = column_to_gtp(0), column_to_gtp(size.width - 1)
    try:
        x = column_from_gtp(letters)
    except ValueError:
        x = size.width
    if x >= size.width:
        return translate(
            "Board", "{text}: there is no column {letters} on this board (columns {first}-{last})"
        ).format(text=text, letters=letters, first=first, last=last)
    row = int(digits)
    if not 1 <= row <= size.height:
        return translate(
            "Board", "{text}: there is no row {row} on this board (rows 1-{last})"
        ).format(text=text, row=row, last=size.height)
    point = Point(x, size.height - row)
    if point in snapshot.removed:
        return translate("Board", "{text} is not a point of this board").format(text=text)
    return point


def vertex_text(point: Point, size: BoardSize) -> str:
    """``D4``; a point off the board as ``(x, y)``."""
    try:
        return to_gtp(point, size)
    except ValueError:
        return f"({point.x}, {point.y})"


def cursor_description(snapshot: BoardSnapshot, cursor: Point) -> str:
    """The board's accessible name: ``Board, cursor D4, black stone``."""
    color = snapshot.color_at(cursor) if snapshot.size.contains(cursor) else None
    if color is None:
        what = translate("Board", "empty")
    elif color is Color.BLACK:
        what = translate("Board", "black stone")
    else:
        what = translate("Board", "white stone")
    vertex = vertex_text(cursor, snapshot.size)
    return translate("Board", "Board, cursor {vertex}, {what}").format(vertex=vertex, what=what)


def cursor_rect(geometry: Geometry, point: Point) -> QRectF:
    """The square drawn around ``point`` (a little smaller than a cell)."""
    x, y = geometry.center(point)
    half = geometry.cell * 0.5
    return QRectF(x - half, y - half, 2 * half, 2 * half)


def paint_cursor(painter: QPainter, geometry: Geometry, point: Point) -> None:
    """The keyboard cursor on ``point``: a black square with a yellow one inside."""
    rect = cursor_rect(geometry, point)
    width = max(2.0, geometry.cell * 0.08)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(CURSOR_OUTER, width * 2))
    painter.drawRect(rect)
    painter.setPen(QPen(CURSOR_INNER, width))
    painter.drawRect(rect)
    painter.restore()
