"""Moves in human-readable coordinates (SmartGo: ``B[R16]``, ``W[Pass]``) are read as moves."""

from __future__ import annotations

import pytest

from gogui_py.game.readable_moves import readable_point
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.go import BoardSize, Color, Move, Point

NINE = BoardSize(9, 9)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("C3", (True, Point(2, 6))),
        ("j9", (True, Point(8, 0))),
        (" A1 ", (True, Point(0, 8))),
        ("pass", (True, None)),
        ("Pass", (True, None)),
        ("A10", (False, None)),  # off the board
        ("I3", (False, None)),  # no column I
        ("cc", (False, None)),  # an SGF point, not a vertex
        ("x", (False, None)),
        ("3", (False, None)),
    ],
)
def test_readable_point(value: str, expected: tuple[bool, Point | None]) -> None:
    assert readable_point(value, NINE) == expected


def test_inline_record_with_readable_moves() -> None:
    data = b"(;GM[1]FF[4]SZ[9]\n;B[C3]\n;W[g7]C[hi]\n;B[ee]\n;W[pass]\n;B[Z9])"
    loaded = load_bytes(data)
    nodes = loaded.games[0].main_line()
    assert [n.move for n in nodes[1:5]] == [
        Move(Color.BLACK, Point(2, 6)),
        Move(Color.WHITE, Point(6, 2)),
        Move(Color.BLACK, Point(4, 4)),
        Move(Color.WHITE, None),
    ]
    assert nodes[5].move is None and nodes[5].props["B"] == ["Z9"]  # off the board
    kept, converted = loaded.warnings  # the conversion is reported once, at the end
    assert (converted.line, converted.column) == (2, 1)  # the first converted move's node
    assert converted.message.endswith("3 move(s): B[C3] -> B[cg] and 2 more")
    assert "kept as is" in kept.message and "B[Z9]" in kept.message
    text = to_sgf(loaded.games)
    assert ";B[cg];W[gc]C[hi];B[ee];W[];B[Z9])" in text.replace("\n", "")
    again = load_bytes(text.encode())
    assert [w.message for w in again.warnings] == [kept.message]
