"""ScoringState: toggling groups, area and territory counts, engine answers."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gogui_py.game.game import Game
from gogui_py.game.scoring_state import (
    ScoringState,
    compare_with_engine,
    parse_final_score,
    parse_vertices,
)
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import Board, BoardSize, Color, Move, Point, from_diagram
from gogui_py.go.scoring import result_text
from gogui_py.go.vertex import from_gtp

SIZE5 = BoardSize.square(5)
SIZE9 = BoardSize.square(9)

# A white stone dead in Black's corner (A5), a black stone dead in White's area (E2).
FIVE = """
O X O . .
. X O . .
. X O . .
. X O . X
. X O . .
"""

# A finished 9x9 game: Black walls column E, White column F; White's B7-B6 and
# Black's G3 are dead. Black passed twice at the end of the game.
NINE_SGF = (
    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Black]PW[White]"
    ";B[ee];W[fe];B[ef];W[ff];B[ed];W[fd];B[eg];W[fg];B[ec];W[fc];B[eh];W[fh]"
    ";B[eb];W[fb];B[ei];W[fi];B[ea];W[fa];B[gg];W[bc];B[];W[bd];B[];W[])"
)


def pt(vertex: str) -> Point:
    point = from_gtp(vertex, SIZE5)
    assert point is not None
    return point


def pts(*vertices: str, size: BoardSize = SIZE5) -> frozenset[Point]:
    points = {from_gtp(v, size) for v in vertices}
    assert None not in points
    return frozenset(p for p in points if p is not None)


def five(dead: tuple[str, ...] = (), komi: float = 0.5) -> ScoringState:
    return ScoringState(from_diagram(FIVE), komi).with_dead(pts(*dead))


def nine_game() -> Game:
    game = Game(load_bytes(NINE_SGF.encode()).games[0])
    game.to_end()
    return game


# -- toggling ----------------------------------------------------------------------


def test_toggle_marks_and_revives_a_single_stone() -> None:
    state = five()
    dead = state.toggle(pt("A5"))
    assert dead.dead == pts("A5")
    assert dead.is_dead(pt("A5"))
    assert dead.toggle(pt("A5")).dead == frozenset()


def test_toggle_takes_the_whole_group() -> None:
    state = five().toggle(pt("C3"))
    assert state.dead == pts("C1", "C2", "C3", "C4", "C5")
    again = state.toggle(pt("C1"))
    assert again.dead == frozenset()


def test_toggle_on_an_empty_point_changes_nothing_and_off_board_raises() -> None:
    state = five(("A5",))
    assert state.toggle(pt("D3")) is state
    with pytest.raises(ValueError):
        state.toggle(Point(5, 0))


def test_a_partly_dead_group_is_revived_from_a_dead_stone_and_killed_from_a_live_one() -> None:
    board = from_diagram(FIVE)
    partial = ScoringState(board, 0.5, pts("C5", "C4"))
    assert partial.toggle(pt("C5")).dead == frozenset()
    whole = partial.toggle(pt("C1"))
    assert whole.dead == pts("C1", "C2", "C3", "C4", "C5")


def test_with_dead_widens_to_groups_and_drops_points_without_stones() -> None:
    state = five().with_dead({*pts("C2", "D3", "E2"), Point(9, 9)})
    assert state.dead == pts("C1", "C2", "C3", "C4", "C5", "E2")


def test_dead_points_must_hold_stones() -> None:
    with pytest.raises(ValueError, match="holds no stone"):
        ScoringState(from_diagram(FIVE), 0.5, pts("D3"))
    with pytest.raises(ValueError):
        ScoringState(from_diagram(FIVE), 0.5, frozenset({Point(7, 0)}))


@given(st.lists(st.sampled_from([0, 1, 2]), min_size=25, max_size=25), st.data())
def test_toggling_twice_restores_and_dead_sets_are_whole_groups(
    cells: list[int], data: st.DataObject
) -> None:
    black = [Point(i % 5, i // 5) for i, c in enumerate(cells) if c == 1]
    white = [Point(i % 5, i // 5) for i, c in enumerate(cells) if c == 2]
    board = Board.empty(SIZE5).with_setup(black=black, white=white)
    state = ScoringState(board, 0.0)
    clicks = data.draw(st.lists(st.sampled_from(SIZE5.points()), max_size=6))
    for point in clicks:
        toggled = state.toggle(point)
        assert toggled.toggle(point).dead == state.dead
        state = toggled
    for point in state.dead:
        assert board.group(point) <= state.dead


# -- counting ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dead", "black", "white", "area", "territory"),
    [
        # (area, territory, prisoners) of each colour; results with komi 0.5
        ((), (6, 0, 0), (6, 0, 0), "W+0.5", "W+0.5"),  # both regions are dame
        (("A5",), (11, 5, 1), (5, 0, 0), "B+5.5", "B+5.5"),
        (("A5", "E2"), (10, 5, 1), (15, 10, 1), "W+5.5", "W+5.5"),
        (("C3",), (20, 14, 5), (1, 0, 0), "B+18.5", "B+18.5"),  # A1-A4 still dame
    ],
)
def test_area_and_territory_on_5x5(
    dead: tuple[str, ...],
    black: tuple[int, int, int],
    white: tuple[int, int, int],
    area: str,
    territory: str,
) -> None:
    state = five(dead)
    count = state.score()
    assert (count.black_area, count.black_territory, count.black_prisoners) == black
    assert (count.white_area, count.white_territory, count.white_prisoners) == white
    assert state.result("area") == area
    assert state.result("territory") == territory


def test_dead_stones_count_as_prisoners_on_top_of_captures() -> None:
    # Black captures a white stone at A5 during the game; White's A3 is left dead.
    board = Board.empty(SIZE5)
    for color, vertex in (("b", "B5"), ("w", "A5"), ("b", "A4"), ("w", "A3")):
        board = board.play(Move(Color.from_gtp(color), from_gtp(vertex, SIZE5)))
    assert board.prisoners(Color.BLACK) == 1
    state = ScoringState(board, 0.0)
    assert state.score().black_prisoners == 1
    dead = state.toggle(pt("A3"))
    assert dead.score().black_prisoners == 2
    assert dead.score().white_prisoners == 0


def test_territory_map_gives_dead_stones_points_to_the_other_side() -> None:
    state = five(("A5", "E2"))
    owned = state.territory()
    assert owned[pt("A5")] is Color.BLACK
    assert owned[pt("E2")] is Color.WHITE
    assert pt("B3") not in owned  # a stone
    assert {p for p, c in owned.items() if c is Color.BLACK} == pts("A1", "A2", "A3", "A4", "A5")
    assert five().territory().get(pt("A4")) is None


def test_nine_by_nine_finished_game() -> None:
    game = nine_game()
    board = game.board()
    state = ScoringState(board, 6.5).with_dead(pts("B7", "G3", size=SIZE9))
    assert state.dead == pts("B7", "B6", "G3", size=SIZE9)
    assert state.describe() == [
        "Black: area 45, territory 36, prisoners 2",
        "White: area 36, territory 27, prisoners 1",
        "Dead stones: 1 black, 2 white",
        "Komi: 6.5",
        "Area scoring: B+2.5",
        "Territory scoring: B+3.5",
    ]
    assert state.result("area") == "B+2.5"
    assert state.result("territory") == "B+3.5"
    assert state.margin("territory") == 3.5


# -- engine answers ----------------------------------------------------------------


def test_parse_vertices_reads_several_lines_and_ignores_pass() -> None:
    assert parse_vertices("B7 B6\nG3\n", SIZE9) == pts("B7", "B6", "G3", size=SIZE9)
    assert parse_vertices("", SIZE9) == frozenset()
    assert parse_vertices("pass a1", SIZE9) == pts("A1", size=SIZE9)
    with pytest.raises(ValueError):
        parse_vertices("B7 Z99", SIZE9)


@pytest.mark.parametrize(
    ("text", "margin"),
    [
        ("B+2.5", 2.5),
        ("W+3", -3.0),
        ("w+0.5", -0.5),
        ("0", 0.0),
        ("B+12.0 extra", 12.0),
        ("B+R", None),
        ("", None),
        ("Jigo", None),
    ],
)
def test_parse_final_score(text: str, margin: float | None) -> None:
    assert parse_final_score(text) == margin


@pytest.mark.parametrize(
    ("margin", "text"), [(2.5, "B+2.5"), (-3.0, "W+3"), (0.0, "0"), (-0.5, "W+0.5")]
)
def test_result_text(margin: float, text: str) -> None:
    assert result_text(margin) == text


def test_compare_with_engine() -> None:
    game = nine_game()
    state = ScoringState(game.board(), 6.5).with_dead(pts("B7", "G3", size=SIZE9))
    assert compare_with_engine("GNU Go", "B+2.5", state, "area") == "GNU Go says B+2.5 — agrees"
    assert (
        compare_with_engine("GNU Go", "B+2.5", state, "territory")
        == "GNU Go says B+2.5 — differs; it agrees with area scoring"
    )
    assert compare_with_engine("X", "W+7", state, "area") == "X says W+7 — differs"
    assert compare_with_engine("X", "??", state, "area") == "X says '??' (not a score)"
