"""GTP vertex codec edge cases (the round trips are in test_board.py)."""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp

NINE = BoardSize.square(9)


@pytest.mark.parametrize(
    ("text", "point"), [("a9", Point(0, 0)), (" J1 ", Point(8, 8)), ("PASS", None)]
)
def test_vertices_any_case(text: str, point: Point | None) -> None:
    assert from_gtp(text, NINE) == point


def test_a_huge_answer_is_refused_with_a_short_message() -> None:
    """A 10 MB 'vertex' from a hostile engine: one short error, no 10 MB repr."""
    with pytest.raises(ValueError, match="characters") as raised:
        from_gtp("A" * 10_000_000, NINE)
    assert len(str(raised.value)) < 100


@pytest.mark.parametrize("text", ["I5", "A10", "A0", "5A", "", "resign"])
def test_bad_vertices(text: str) -> None:
    with pytest.raises(ValueError):
        from_gtp(text, NINE)
