"""Fixed handicap (GTP v2 draft 2, section 4.1.1) and star points."""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize
from gogui_py.go.handicap import handicap_points, star_points
from gogui_py.go.vertex import to_gtp

# The spec's 19x19 table, in the spec's order.
GTP_19 = {
    2: "D4 Q16",
    3: "D4 Q16 D16",
    4: "D4 Q16 D16 Q4",
    5: "D4 Q16 D16 Q4 K10",
    6: "D4 Q16 D16 Q4 D10 Q10",
    7: "D4 Q16 D16 Q4 D10 Q10 K10",
    8: "D4 Q16 D16 Q4 D10 Q10 K4 K16",
    9: "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10",
}
# By analogy: 3rd line below 13x13, 4th line from 13x13.
GTP_13 = {
    2: "D4 K10",
    3: "D4 K10 D10",
    4: "D4 K10 D10 K4",
    5: "D4 K10 D10 K4 G7",
    6: "D4 K10 D10 K4 D7 K7",
    7: "D4 K10 D10 K4 D7 K7 G7",
    8: "D4 K10 D10 K4 D7 K7 G4 G10",
    9: "D4 K10 D10 K4 D7 K7 G4 G10 G7",
}
GTP_9 = {
    2: "C3 G7",
    3: "C3 G7 C7",
    4: "C3 G7 C7 G3",
    5: "C3 G7 C7 G3 E5",
    6: "C3 G7 C7 G3 C5 G5",
    7: "C3 G7 C7 G3 C5 G5 E5",
    8: "C3 G7 C7 G3 C5 G5 E3 E7",
    9: "C3 G7 C7 G3 C5 G5 E3 E7 E5",
}
TABLES = [(19, GTP_19), (13, GTP_13), (9, GTP_9)]


def vertices(count: int, size: BoardSize) -> str:
    return " ".join(to_gtp(p, size) for p in handicap_points(count, size))


@pytest.mark.parametrize(
    ("size", "count", "expected"),
    [(size, count, text) for size, table in TABLES for count, text in table.items()],
)
def test_fixed_handicap_matches_gtp_spec(size: int, count: int, expected: str) -> None:
    assert vertices(count, BoardSize.square(size)) == expected


def test_small_and_even_boards_take_four_stones() -> None:
    assert vertices(4, BoardSize.square(7)) == "C3 E5 C5 E3"
    assert vertices(4, BoardSize.square(8)) == "C3 F6 C6 F3"
    assert vertices(4, BoardSize.square(14)) == "D4 L11 D11 L4"
    assert vertices(9, BoardSize.square(11)) == "C3 J9 C9 J3 C6 J6 F3 F9 F6"


@pytest.mark.parametrize(
    ("count", "size"),
    [
        (5, BoardSize.square(7)),
        (5, BoardSize.square(8)),
        (5, BoardSize.square(18)),
        (2, BoardSize.square(6)),
        (1, BoardSize.square(19)),
        (0, BoardSize.square(19)),
        (10, BoardSize.square(19)),
        (2, BoardSize(19, 13)),
    ],
)
def test_no_fixed_placement(count: int, size: BoardSize) -> None:
    with pytest.raises(ValueError, match="fixed handicap"):
        handicap_points(count, size)


def star_vertices(size: BoardSize) -> set[str]:
    return {to_gtp(p, size) for p in star_points(size)}


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        (19, "D4 K4 Q4 D10 K10 Q10 D16 K16 Q16"),
        (13, "D4 G4 K4 D7 G7 K7 D10 G10 K10"),
        (11, "C3 F3 J3 C6 F6 J6 C9 F9 J9"),
        (9, "C3 G3 C7 G7 E5"),
        (8, "C3 F3 C6 F6"),
        (7, "C3 E3 C5 E5"),
        (6, ""),
        (1, ""),
    ],
)
def test_star_points_square(size: int, expected: str) -> None:
    assert star_vertices(BoardSize.square(size)) == set(expected.split())


def test_star_points_rectangular_and_ordered() -> None:
    # Shorter side 9: 3rd line; the long odd side gets side points, the centre exists.
    size = BoardSize(13, 9)
    assert star_vertices(size) == {"C3", "G3", "L3", "C7", "G7", "L7", "G5"}
    points = star_points(size)
    assert points == sorted(points, key=lambda p: (p.y, p.x))
    assert star_points(BoardSize(19, 6)) == []
    # Even width: no centre, no top/bottom side points; odd height keeps left/right ones.
    assert star_vertices(BoardSize(20, 19)) == {"D4", "R4", "D10", "R10", "D16", "R16"}


@pytest.mark.parametrize("size", range(10, 26))
def test_handicap_points_are_star_points_from_10x10(size: int) -> None:
    board_size = BoardSize.square(size)
    stars = set(star_points(board_size))
    maximum = 4 if size % 2 == 0 else 9
    for count in range(2, maximum + 1):
        assert set(handicap_points(count, board_size)) <= stars
