"""BoardSnapshot's style, removed, gfx and legal fields (pure, no Qt)."""

from __future__ import annotations

import dataclasses

import pytest

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gtp.gfx import parse_gfx
from gogui_py.gui.board.snapshot import BoardSnapshot, changed_points

SIZE = BoardSize.square(9)


def test_new_fields_default_to_a_plain_go_board() -> None:
    snapshot = BoardSnapshot.empty(SIZE)
    assert snapshot.style == "go"
    assert snapshot.removed == snapshot.legal == frozenset()
    assert snapshot.gfx is None


def test_removed_points_are_never_empty_and_must_be_empty_cells_on_the_board() -> None:
    snapshot = BoardSnapshot(SIZE, bytes(81), removed=frozenset({Point(0, 0)}))
    assert not snapshot.is_empty(Point(0, 0))
    assert snapshot.color_at(Point(0, 0)) is None
    assert snapshot.is_empty(Point(1, 0))
    with pytest.raises(ValueError, match="holds a stone"):
        BoardSnapshot(SIZE, b"\x01" + bytes(80), removed=frozenset({Point(0, 0)}))
    with pytest.raises(ValueError, match="off a 9 board"):
        BoardSnapshot(SIZE, bytes(81), removed=frozenset({Point(9, 0)}))
    with pytest.raises(ValueError, match="cell values"):
        BoardSnapshot(SIZE, b"\x03" + bytes(80), removed=frozenset({Point(0, 0)}))


def test_unknown_style_is_rejected() -> None:
    with pytest.raises(ValueError, match="style"):
        BoardSnapshot(SIZE, bytes(81), style="chess")  # type: ignore[arg-type]


def test_style_removed_and_gfx_changes_repaint_everything() -> None:
    base = BoardSnapshot.from_stones(SIZE, {Point(2, 2): Color.BLACK})
    gfx = parse_gfx("MARK A1", SIZE)
    for changed in (
        dataclasses.replace(base, style="grid"),
        dataclasses.replace(base, style="cells"),
        dataclasses.replace(base, removed=frozenset({Point(8, 8)})),
        dataclasses.replace(base, gfx=gfx),
    ):
        assert changed_points(base, changed) is None
        assert changed_points(changed, base) is None
    with_gfx = dataclasses.replace(base, gfx=gfx)
    assert changed_points(with_gfx, dataclasses.replace(base, gfx=parse_gfx("MARK A1", SIZE))) == (
        set()
    )


def test_legal_changes_repaint_those_points() -> None:
    base = BoardSnapshot.empty(SIZE)
    first = dataclasses.replace(base, legal=frozenset({Point(1, 1), Point(2, 2)}))
    second = dataclasses.replace(base, legal=frozenset({Point(2, 2), Point(3, 3)}))
    assert changed_points(base, first) == {Point(1, 1), Point(2, 2)}
    assert changed_points(first, second) == {Point(1, 1), Point(3, 3)}
