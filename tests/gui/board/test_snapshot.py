"""BoardSnapshot: validation and stone access (pure, no Qt)."""

from __future__ import annotations

import dataclasses

import pytest

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.snapshot import MARK_KINDS, BoardSnapshot, changed_points


def test_empty_snapshot_has_no_stones() -> None:
    snapshot = BoardSnapshot.empty(BoardSize.of(7, 5))
    assert snapshot.cells == bytes(35)
    assert snapshot.stones() == []
    assert snapshot.is_empty(Point(6, 4))
    assert not snapshot.is_empty(Point(7, 0))


def test_from_stones_places_rows_from_the_top() -> None:
    size = BoardSize.of(7, 5)
    snapshot = BoardSnapshot.from_stones(size, {Point(1, 0): Color.BLACK, Point(6, 4): Color.WHITE})
    assert snapshot.cells[1] == 1
    assert snapshot.cells[4 * 7 + 6] == 2
    assert snapshot.color_at(Point(1, 0)) is Color.BLACK
    assert snapshot.color_at(Point(6, 4)) is Color.WHITE
    assert snapshot.color_at(Point(0, 0)) is None
    assert snapshot.stones() == [(Point(1, 0), Color.BLACK), (Point(6, 4), Color.WHITE)]


def test_bad_cells_are_rejected() -> None:
    with pytest.raises(ValueError, match="needs 81"):
        BoardSnapshot(BoardSize.square(9), bytes(80))
    with pytest.raises(ValueError, match="cell values"):
        BoardSnapshot(BoardSize.square(1), b"\x03")
    with pytest.raises(ValueError, match="off a 9 board"):
        BoardSnapshot.from_stones(BoardSize.square(9), [(Point(9, 0), Color.BLACK)])
    with pytest.raises(IndexError):
        BoardSnapshot.empty(BoardSize.square(9)).color_at(Point(-1, 0))


def test_snapshots_compare_by_value() -> None:
    size = BoardSize.square(9)
    first = BoardSnapshot.from_stones(size, {Point(2, 2): Color.BLACK})
    second = BoardSnapshot.from_stones(size, {Point(2, 2): Color.BLACK})
    assert first == second
    assert first != BoardSnapshot(size, first.cells, last_move=Point(2, 2))


def test_changed_points_lists_what_must_be_redrawn() -> None:
    size = BoardSize.square(9)
    before = BoardSnapshot.from_stones(size, {Point(2, 2): Color.BLACK})
    after = BoardSnapshot(
        size,
        BoardSnapshot.from_stones(size, {Point(2, 2): Color.BLACK, Point(3, 3): Color.WHITE}).cells,
        last_move=Point(3, 3),
        marks=((Point(5, 5), "TR"),),
    )
    assert changed_points(before, before) == set()
    assert changed_points(before, after) == {Point(3, 3), Point(5, 5)}
    assert changed_points(after, before) == {Point(3, 3), Point(5, 5)}
    moved = BoardSnapshot(size, after.cells, last_move=Point(2, 2), marks=after.marks)
    assert changed_points(after, moved) == {Point(2, 2), Point(3, 3)}


def test_changed_points_gives_none_for_a_new_size_or_many_changes() -> None:
    assert (
        changed_points(
            BoardSnapshot.empty(BoardSize.square(9)), BoardSnapshot.empty(BoardSize.square(13))
        )
        is None
    )
    size = BoardSize.square(9)
    full = BoardSnapshot(size, bytes([1]) * 81)
    assert changed_points(BoardSnapshot.empty(size), full) is None
    assert changed_points(BoardSnapshot.empty(size), full, limit=81) == set(size.points())


def test_changed_points_covers_numbers_dimmed_and_highlights() -> None:
    size = BoardSize.square(9)
    base = BoardSnapshot.from_stones(size, {Point(2, 2): Color.BLACK, Point(3, 3): Color.WHITE})
    after = dataclasses.replace(
        base,
        numbers=((Point(2, 2), 1), (Point(3, 3), 2)),
        dimmed=frozenset({Point(0, 0)}),
        highlighted=frozenset({Point(8, 8)}),
    )
    assert changed_points(base, after) == {Point(2, 2), Point(3, 3), Point(0, 0), Point(8, 8)}
    renumbered = dataclasses.replace(after, numbers=((Point(2, 2), 1), (Point(3, 3), 12)))
    assert changed_points(after, renumbered) == {Point(3, 3)}


def test_changed_points_redraws_all_for_arrows_lines_and_long_labels() -> None:
    size = BoardSize.square(9)
    base = BoardSnapshot.empty(size)
    assert (
        changed_points(base, dataclasses.replace(base, arrows=((Point(0, 0), Point(3, 3)),)))
        is None
    )
    assert (
        changed_points(base, dataclasses.replace(base, lines=((Point(0, 0), Point(3, 3)),))) is None
    )
    assert changed_points(base, dataclasses.replace(base, labels=((Point(1, 1), "abcd"),))) is None
    assert changed_points(base, dataclasses.replace(base, labels=((Point(1, 1), "abc"),))) == {
        Point(1, 1)
    }


def test_new_overlay_fields_default_to_nothing() -> None:
    snapshot = BoardSnapshot.empty(BoardSize.square(9))
    assert snapshot.arrows == snapshot.lines == ()
    assert snapshot.numbers == ()
    assert snapshot.dimmed == snapshot.highlighted == frozenset()
    assert "SL" in MARK_KINDS
