"""snapshot_for and points_in_text: from a game (real corpus files too) to a BoardSnapshot."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from gogui_py.game import Game, GameTree, load_file
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.board.view_model import (
    ViewSettings,
    points_in_text,
    snapshot_for,
    variation_letter,
)
from tests.conftest import corpus_dir

NINE = BoardSize.square(9)
NINETEEN = BoardSize.square(19)


def v(vertex: str, size: BoardSize = NINETEEN) -> Point:
    point = from_gtp(vertex, size)
    assert point is not None
    return point


def vs(vertices: str, size: BoardSize = NINETEEN) -> set[Point]:
    return {v(vertex, size) for vertex in vertices.split()}


def ff4_game() -> Game:
    result = load_file(corpus_dir("gogui", "ff4_ex.sgf"))
    return Game(result.games[0])


def played(vertices: Iterable[str], size: BoardSize = NINE) -> Game:
    game = Game(GameTree.new(size))
    for vertex in vertices:
        game.play(None if vertex == "pass" else v(vertex, size))
    return game


def test_default_settings_match_the_contract() -> None:
    settings = ViewSettings()
    assert (settings.variations, settings.move_numbers) == ("ghosts", "none")
    assert settings.last_count == 10 and settings.coordinates


def test_markup_of_the_ff4_example_reaches_the_snapshot() -> None:
    game = ff4_game()
    markup_node = game.tree.root.children[2].children[0]
    assert markup_node.comment.startswith("Markup at top")
    game.go_to(markup_node)
    snapshot = snapshot_for(game, ViewSettings())
    marks: dict[str, set[Point]] = {}
    for point, kind in snapshot.marks:
        marks.setdefault(kind, set()).add(point)
    assert marks["TR"] == vs("D16 D15 D14 E16 E15 E14 F16 F15 F14")
    assert marks["MA"] == vs("D12 D11 D10 E10 E11 E12 F12 F11 F10")
    assert marks["SL"] == vs("J12 J11 J10 K10 K11 K12 L12 L11 L10")
    assert len(marks["CR"]) == len(marks["SQ"]) == 9
    assert snapshot.color_at(v("D16")) is Color.BLACK  # setup of the previous node kept

    game.forward()
    labels = dict(snapshot_for(game, ViewSettings()).labels)
    assert labels[v("D17")] == "1" and labels[v("D10")] == "a"
    assert labels[v("G1")] == "ABCDEFGH" and labels[v("N1")] == "12345678"
    assert len(labels) == 22

    game.forward()
    snapshot = snapshot_for(game, ViewSettings())
    assert (v("A19"), v("T17")) in snapshot.arrows and len(snapshot.arrows) == 8
    assert (v("Q10"), v("Q16")) in snapshot.lines and len(snapshot.lines) == 4
    assert len(snapshot.dimmed) == 30 and v("L3") in snapshot.dimmed
    assert snapshot.marks == () and snapshot.labels == ()  # markup does not inherit


def test_move_numbers_follow_mn_in_the_ff4_example() -> None:
    game = ff4_game()
    game.go_to(game.tree.root.children[4])
    game.to_end()
    numbers = dict(snapshot_for(game, ViewSettings(move_numbers="all")).numbers)
    assert numbers[v("P2")] == 2  # W[or] MN[2]
    assert numbers[v("Q3")] == 112  # MN[112] W[pq]
    assert numbers[v("T4")] == 120
    assert numbers[v("R3")] == 4
    assert v("R1") not in numbers  # the final suicide leaves R1 empty
    last = snapshot_for(game, ViewSettings(move_numbers="last", last_count=3)).numbers
    assert dict(last) == {v("T4"): 120}  # 121 captured itself, 119 (S2) was captured


def test_all_numbers_show_the_latest_move_on_a_point_and_skip_passes() -> None:
    # White's A1 (move 2) is captured by A2 (move 5); Black replays A1 as move 7.
    game = played(["B1", "A1", "J9", "J8", "A2", "pass", "A1"])
    snapshot = snapshot_for(game, ViewSettings(move_numbers="all"))
    assert snapshot.color_at(v("A1", NINE)) is Color.BLACK
    assert dict(snapshot.numbers) == {
        v("B1", NINE): 1,
        v("J9", NINE): 3,
        v("J8", NINE): 4,
        v("A2", NINE): 5,
        v("A1", NINE): 7,
    }


def test_capture_removes_the_number_of_the_taken_stone() -> None:
    game = played(["B1", "A1", "J9", "J8", "A2"])  # A2 captures A1
    numbers = dict(snapshot_for(game, ViewSettings(move_numbers="all")).numbers)
    assert v("A1", NINE) not in numbers
    assert numbers == {
        v("B1", NINE): 1,
        v("J9", NINE): 3,
        v("J8", NINE): 4,
        v("A2", NINE): 5,
    }


def test_last_numbers_keep_only_the_last_moves_of_the_path() -> None:
    game = played(["C3", "D4", "E5", "F6", "G7"])
    numbers = dict(snapshot_for(game, ViewSettings(move_numbers="last", last_count=2)).numbers)
    assert numbers == {v("F6", NINE): 4, v("G7", NINE): 5}
    assert snapshot_for(game, ViewSettings(move_numbers="none")).numbers == ()
    assert snapshot_for(game, ViewSettings(move_numbers="last", last_count=0)).numbers == ()
    game.back(2)
    numbers = dict(snapshot_for(game, ViewSettings(move_numbers="last", last_count=2)).numbers)
    assert numbers == {v("D4", NINE): 2, v("E5", NINE): 3}


def three_children() -> Game:
    game = played(["E5"])
    for vertex in ("C3", "G7", "C7"):
        game.play(v(vertex, NINE))
        game.back()
    game.play_move(Move(Color.WHITE, None))  # a pass child: no ghost, no letter
    game.back()
    return game


def test_children_show_as_ghosts_or_letters_in_child_order() -> None:
    game = three_children()
    assert len(game.current.children) == 4
    ghosts = snapshot_for(game, ViewSettings(variations="ghosts"))
    assert ghosts.ghosts == (
        (v("C3", NINE), Color.WHITE),
        (v("G7", NINE), Color.WHITE),
        (v("C7", NINE), Color.WHITE),
    )
    assert ghosts.labels == ()
    letters = snapshot_for(game, ViewSettings(variations="letters"))
    assert letters.ghosts == ()
    assert dict(letters.labels) == {v("C3", NINE): "a", v("G7", NINE): "b", v("C7", NINE): "c"}
    none = snapshot_for(game, ViewSettings(variations="none"))
    assert none.ghosts == () and none.labels == ()
    assert none.last_move == v("E5", NINE) and none.to_move is Color.WHITE


def test_a_markup_label_wins_over_a_variation_letter() -> None:
    game = three_children()
    game.set_label(v("G7", NINE), "X")
    labels = dict(snapshot_for(game, ViewSettings(variations="letters")).labels)
    assert labels == {v("C3", NINE): "a", v("G7", NINE): "X", v("C7", NINE): "c"}


def test_variation_letters_go_past_z() -> None:
    assert [variation_letter(i) for i in (0, 2, 25, 26, 51, 52)] == [
        "a",
        "c",
        "z",
        "A",
        "Z",
        "53",
    ]


def test_highlighted_points_off_the_board_are_dropped() -> None:
    game = played([])
    snapshot = snapshot_for(game, ViewSettings(), frozenset({Point(2, 2), Point(12, 3)}))
    assert snapshot.highlighted == frozenset({Point(2, 2)})


@pytest.mark.parametrize(
    ("text", "size", "expected"),
    [
        ("Black D4 and q16, not I5 or Z30", NINETEEN, "D4 Q16"),
        ("T19 and A1 are corners; T20 is not", NINETEEN, "T19 A1"),
        ("at C3. Then (d4)!", NINE, "C3 D4"),
        ("ID4 D4x D44 3D4 B12", NINETEEN, "B12"),
        ("K10 is off a 9x9", NINE, ""),
        ("", NINE, ""),
    ],
)
def test_points_in_text(text: str, size: BoardSize, expected: str) -> None:
    assert points_in_text(text, size) == frozenset(vs(expected, size) if expected else ())


def test_points_in_text_reads_two_letter_columns_on_wide_boards() -> None:
    wide = BoardSize.square(30)
    assert points_in_text("AA1 and ab30", wide) == {Point(25, 29), Point(26, 0)}


def test_a_node_without_a_move_has_no_last_move() -> None:
    game = ff4_game()
    setup: Node = game.tree.root.children[1]
    game.go_to(setup)
    snapshot = snapshot_for(game, ViewSettings(move_numbers="all"))
    assert snapshot.last_move is None and snapshot.numbers == ()
    assert snapshot.color_at(v("D16")) is Color.BLACK


def test_territory_markup_is_drawn_from_tb_and_tw() -> None:
    from gogui_py.game.game import Game
    from gogui_py.game.sgf_io import load_bytes
    from gogui_py.gui.board.view_model import ViewSettings, snapshot_for

    game = Game(load_bytes(b"(;SZ[5]AB[aa]TB[ca:cb]TW[ee])").games[0])
    marks = set(snapshot_for(game, ViewSettings()).marks)
    assert marks == {(Point(2, 0), "TB"), (Point(2, 1), "TB"), (Point(4, 4), "TW")}


def test_setup_on_a_numbered_point_removes_its_number() -> None:
    # White's C7 (move 2) is removed by AE, then a white setup stone stands there again;
    # B4 (move 3) is removed for good: neither shows a number; D6 (move 4) still does.
    sgf = b"(;GM[1]FF[4]SZ[9];B[aa];W[cc];B[bf];AE[cc][bf];AW[cc];W[dd])"
    game = Game(load_bytes(sgf).games[0])
    game.to_end()
    snapshot = snapshot_for(game, ViewSettings(move_numbers="all"))
    assert snapshot.color_at(v("C7", NINE)) is Color.WHITE
    assert snapshot.color_at(v("B4", NINE)) is None
    assert dict(snapshot.numbers) == {v("A9", NINE): 1, v("D6", NINE): 4}
    last = snapshot_for(game, ViewSettings(move_numbers="last", last_count=3))
    assert dict(last.numbers) == {v("D6", NINE): 4}
