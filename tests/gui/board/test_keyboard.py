"""The board's keys: cursor steps, typed vertices and why one is refused (issue 14)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.keyboard import BoardKeys, cursor_description, parse_vertex
from gogui_py.gui.board.snapshot import BoardSnapshot

Key = Qt.Key
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_cursor_starts_at_last_move_or_centre_and_stops_at_the_edge() -> None:
    empty = BoardSnapshot.empty(BoardSize.square(9))
    keys = BoardKeys()
    assert keys.cursor(empty) == Point(4, 4)
    played = BoardSnapshot(empty.size, empty.cells, last_move=Point(2, 6))
    assert keys.cursor(played) == Point(2, 6)
    outcome = keys.press(Key.Key_Up, NONE, played)
    assert outcome is not None and outcome.moved
    assert keys.cursor(empty) == Point(2, 5)  # the arrows fixed it
    for _ in range(10):
        keys.press(Key.Key_Left, NONE, empty)
    assert keys.cursor(empty) == Point(0, 5)


def test_cursor_skips_removed_points() -> None:
    size = BoardSize(3, 1)
    snapshot = BoardSnapshot(size, bytes(3), removed=frozenset({Point(1, 0)}))
    keys = BoardKeys()
    keys.set_cursor(Point(0, 0))
    keys.press(Key.Key_Right, NONE, snapshot)
    assert keys.cursor(snapshot) == Point(2, 0)


def test_keys_taken_before_shortcuts() -> None:
    keys = BoardKeys()
    assert keys.takes(Key.Key_Left, NONE)
    assert not keys.takes(Key.Key_Left, SHIFT)  # Backward 10 stays a shortcut
    assert not keys.takes(Key.Key_Home, NONE)
    assert keys.takes(Key.Key_D, SHIFT)
    assert not keys.takes(Key.Key_D, CTRL)
    assert not keys.takes(Key.Key_Escape, NONE)  # Interrupt, unless a vertex is typed
    keys.press(Key.Key_D, NONE, BoardSnapshot.empty(BoardSize.square(9)))
    assert keys.takes(Key.Key_Escape, NONE)
    assert keys.takes(Key.Key_Backspace, NONE)


def test_typed_vertex() -> None:
    snapshot = BoardSnapshot.empty(BoardSize.square(19))
    keys = BoardKeys()
    for key in (Key.Key_Q, Key.Key_1, Key.Key_7, Key.Key_Backspace, Key.Key_6):
        outcome = keys.press(key, NONE, snapshot)
    assert outcome is not None and outcome.message is not None and "Q16" in outcome.message
    outcome = keys.press(Key.Key_Return, NONE, snapshot)
    assert outcome is not None and outcome.play == Point(15, 3)
    assert keys.typed == ""


def test_parse_vertex_says_why() -> None:
    snapshot = BoardSnapshot.empty(BoardSize.square(9))
    assert parse_vertex("d4", snapshot) == Point(3, 5)
    assert "no column Z" in str(parse_vertex("Z9", snapshot))
    assert "no column I" in str(parse_vertex("I5", snapshot))
    assert "no row 10" in str(parse_vertex("A10", snapshot))
    assert "not a vertex" in str(parse_vertex("44", snapshot))


def test_cursor_description() -> None:
    snapshot = BoardSnapshot.from_stones(BoardSize.square(9), {Point(3, 5): Color.WHITE})
    assert cursor_description(snapshot, Point(3, 5)) == "Board, cursor D4, white stone"
    assert cursor_description(snapshot, Point(0, 0)) == "Board, cursor A9, empty"
