"""Text exports of numbered stones that a setup node changed, and of every kind of markup."""

from __future__ import annotations

from gogui_py.game import Game
from gogui_py.game.export import Note, diagram_for
from gogui_py.game.export.ascii import to_ascii
from gogui_py.game.export.keys import label_keys
from gogui_py.game.export.latex import to_latex
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import Color, Point

# White's C7 (move 2) is removed by a setup node (AE), as W Q16 in QA's edit1.sgf; B4
# (move 3) is replaced by a white setup stone; C7 is played again as move 5.
SETUP = b"(;GM[1]FF[4]SZ[9];B[aa];W[cc];B[bf];AE[cc]AW[bf];W[dd];B[cc])"


def game_of(sgf: bytes) -> Game:
    game = Game(load_bytes(sgf).games[0])
    game.to_end()
    return game


def test_a_stone_removed_by_setup_is_a_note_not_a_numbered_stone() -> None:
    game = game_of(SETUP.replace(b";B[cc]", b""))
    diagram = diagram_for(game, numbers=(1, 4))
    assert diagram.color_at(Point(2, 2)) is None  # C7: empty, as on the board
    assert diagram.color_at(Point(1, 5)) is Color.WHITE  # B4: the setup's stone
    assert dict(diagram.numbers) == {Point(0, 0): 1, Point(3, 3): 4}
    assert diagram.notes == (
        Note(2, Color.WHITE, removed_at="C7"),
        Note(3, Color.BLACK, removed_at="B4"),
    )
    assert to_ascii(diagram) == (
        "  A B C D E F G H J\n"
        "9 1 . . . . . . . . 9\n"
        "8 . . . . . . . . . 8\n"
        "7 . . + . . . + . . 7\n"
        "6 . . . 4 . . . . . 6\n"
        "5 . . . . + . . . . 5\n"
        "4 . O . . . . . . . 4\n"
        "3 . . + . . . + . . 3\n"
        "2 . . . . . . . . . 2\n"
        "1 . . . . . . . . . 1\n"
        "  A B C D E F G H J\n"
        "\n"
        "2 at C7 (removed by setup)\n"
        "3 at B4 (removed by setup)\n"
    )
    latex = to_latex(diagram)
    assert r"\stone[2]{white}~at~C7 (removed by setup)" in latex
    assert r"{c}{7}" not in latex
    assert r"\stone{white}{b}{4}" in latex


def test_a_point_played_again_after_the_setup_is_numbered_again() -> None:
    diagram = diagram_for(game_of(SETUP), numbers=(1, 5))
    assert dict(diagram.numbers)[Point(2, 2)] == 5
    assert diagram.color_at(Point(2, 2)) is Color.BLACK
    assert [note.text for note in diagram.notes] == [
        "2 at C7 (removed by setup)",
        "3 at B4 (removed by setup)",
    ]


def test_setup_before_the_numbered_range_changes_nothing() -> None:
    diagram = diagram_for(game_of(SETUP), numbers=(4, 5))
    assert dict(diagram.numbers) == {Point(3, 3): 4, Point(2, 2): 5}
    assert diagram.notes == ()


# Every mark on an empty point, a black and a white stone; labels: one character, one
# that reads as a mark symbol (B), a long one with brackets and a backslash, one on a
# stone; an arrow and a line.
MARKUP = (
    b"(;GM[1]FF[4]SZ[9]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd]"
    b"CR[aa][ba][ca]SQ[ab][bb][cb]TR[ac][bc][cc]MA[ad][bd][cd]SL[ae][be]"
    b"LB[ff:A][gf:B][hf:ko [threat\\] \\\\ x][ca:Z]AR[ag:cg]LN[ah:ch])"
)


def test_ascii_draws_every_mark_and_lists_what_a_point_cannot_hold() -> None:
    assert to_ascii(diagram_for(game_of(MARKUP))) == (
        "  A B C D E F G H J\n"
        "9 C B W . . . . . . 9\n"
        "8 S # @ . . . . . . 8\n"
        "7 T Y Q . . . + . . 7\n"
        "6 M Z P . . . . . . 6\n"
        "5 * X . . + . . . . 5\n"
        "4 . . . . . A a b . 4\n"
        "3 . . + . . . + . . 3\n"
        "2 . . . . . . . . . 2\n"
        "1 . . . . . . . . . 1\n"
        "  A B C D E F G H J\n"
        "\n"
        "Marks: C circle, B circle on black, W circle on white, S square,\n"
        "  # square on black, @ square on white, T triangle, Y triangle on black,\n"
        "  Q triangle on white, M cross, Z cross on black, P cross on white, * selected\n"
        "a: B\n"
        "b: ko [threat] \\ x\n"
        "label on C9: Z\n"
        "selected: B5\n"
        "arrow A3-C3\n"
        "line A2-C2\n"
    )


def test_ascii_without_markup_shows_the_stones_only() -> None:
    text = to_ascii(diagram_for(game_of(MARKUP), markup=False), coordinates=False)
    assert text.splitlines() == [
        ". X O . . . . . .",
        ". X O . . . . . .",
        ". X O . . . + . .",
        ". X O . . . . . .",
        ". X . . + . . . .",
        *[". . . . . . . . ."] * 1,
        ". . + . . . + . .",
        *[". . . . . . . . ."] * 2,
    ]


def test_latex_keys_long_labels_and_keeps_every_marker() -> None:
    latex = to_latex(diagram_for(game_of(MARKUP)))
    for line in (
        r"\markpos{\markcr}{a}{9}",
        r"\stone[\markcr]{black}{b}{9}",
        r"\stone[\markcr\marklb{Z}]{white}{c}{9}",
        r"\stone[\marksq]{black}{b}{8}",
        r"\stone[\marktr]{white}{c}{7}",
        r"\markpos{\markma}{a}{6}",
        r"\stone[\marksl]{black}{b}{5}",
        r"\markpos{\marklb{A}}{f}{4}",
        r"\markpos{\marklb{B}}{g}{4}",
        r"\markpos{\marklb{a}}{h}{4}",
        r"\goarrow{a}{3}{c}{3}",
        r"\goline{a}{2}{c}{2}",
        r"\textbf{a}: ko [threat] \textbackslash{} x",
    ):
        assert line in latex.splitlines()


def test_label_keys() -> None:
    a, b, c = Point(0, 0), Point(1, 0), Point(2, 0)
    shown, keyed = label_keys([(a, " long\nlabel "), (b, "a"), (c, "X")], fits=1, reserved={"X"})
    assert shown == {a: "b", b: "a", c: "c"}
    assert keyed == [("b", "long label"), ("c", "X")]
    shown, keyed = label_keys([(a, "10"), (b, "")], fits=3)
    assert shown == {a: "10", b: "a"} and keyed == [("a", "")]
