"""parse_gfx: GoGui gfx commands (analyze.md "gfx commands") into a Gfx value."""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.gfx import Gfx, parse_color, parse_gfx, split_arguments

NINE = BoardSize.square(9)

# analyze.md's example answer (from GoGui's test engine), one command a line.
EXAMPLE = """LABEL A4 test
COLOR green A5 A7 B9
COLOR #980098 B7 B8
SQUARE B5 C9
MARK A6 B6
TRIANGLE A9
WHITE A1
BLACK B1
CIRCLE C8
INFLUENCE A7 -1 B7 -0.75 J7 1
VAR b C1 w C2 b C3 b C4 w pass b C5
TEXT Graphics Demo
"""


def p(vertex: str, size: BoardSize = NINE) -> Point:
    point = from_gtp(vertex, size)
    assert point is not None
    return point


def test_the_example_answer_of_the_spec() -> None:
    gfx = parse_gfx(EXAMPLE, NINE)
    assert gfx.labels == ((p("A4"), "test"),)
    assert dict(gfx.fills) == {
        p("A5"): "#00ff00",
        p("A7"): "#00ff00",
        p("B9"): "#00ff00",
        p("B7"): "#980098",
        p("B8"): "#980098",
    }
    assert set(gfx.marks) == {
        (p("B5"), "SQ"),
        (p("C9"), "SQ"),
        (p("A6"), "MA"),
        (p("B6"), "MA"),
        (p("A9"), "TR"),
        (p("C8"), "CR"),
        (p("A1"), "TW"),
        (p("B1"), "TB"),
    }
    assert dict(gfx.influence) == {p("A7"): -1.0, p("B7"): -0.75, p("J7"): 1.0}
    # The pass takes number 5 but draws nothing: C5 is the sixth move.
    assert gfx.variation == (
        (p("C1"), Color.BLACK, 1),
        (p("C2"), Color.WHITE, 2),
        (p("C3"), Color.BLACK, 3),
        (p("C4"), Color.BLACK, 4),
        (p("C5"), Color.BLACK, 6),
    )
    assert gfx.text == "Graphics Demo"
    assert not gfx.is_empty()


def test_commands_are_case_insensitive_and_points_any_case() -> None:
    gfx = parse_gfx("circle a1\nSquare b2\n  triangle C3  \nmArK d4", NINE)
    assert set(gfx.marks) == {
        (p("A1"), "CR"),
        (p("B2"), "SQ"),
        (p("C3"), "TR"),
        (p("D4"), "MA"),
    }


def test_invalid_points_values_and_unknown_commands_are_skipped() -> None:
    text = "\n".join(
        [
            "CIRCLE A1 Z99 I3 pass K1 B2",  # Z99, I3 (no column I), K1 (off 9x9), pass: skipped
            "FROBNICATE A1",
            "INFLUENCE A1 0.5 B1 x C1 nan D1 7 E1 -3 F1",  # F1 has no value
            "LABEL A2 x B2",  # a label point without text
            "VAR b A3 x B3 w C3",  # stops at a word that is not a colour
            "VAR w Q19 b D3",  # an invalid point takes no number
            "",
            "   ",
        ]
    )
    gfx = parse_gfx(text, NINE)
    assert gfx.marks == ((p("A1"), "CR"), (p("B2"), "CR"))
    assert dict(gfx.influence) == {p("A1"): 0.5, p("D1"): 1.0, p("E1"): -1.0}
    assert gfx.labels == ((p("A2"), "x"),)
    assert gfx.variation == ((p("A3"), Color.BLACK, 1), (p("D3"), Color.BLACK, 1))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("red", "#ff0000"),
        ("GREY", "#c0c0c0"),
        ("gray", "#c0c0c0"),
        ("Orange", "#ffc800"),
        ("purple", "#800080"),
        ("#ABC", "#aabbcc"),
        ("#980098", "#980098"),
        ("#98009", None),
        ("980098", None),
        ("chartreusish", None),
        ("", None),
    ],
)
def test_colours(text: str, expected: str | None) -> None:
    assert parse_color(text) == expected


def test_a_bad_colour_skips_its_line() -> None:
    gfx = parse_gfx("COLOR nocolour A1 B1\nCOLOR\nCOLOR #00f C1", NINE)
    assert gfx.fills == ((p("C1"), "#0000ff"),)


def test_clear_forgets_what_came_before() -> None:
    gfx = parse_gfx(EXAMPLE + "clear\nMARK E5\n", NINE)
    assert gfx == Gfx(marks=((p("E5"), "MA"),))
    assert parse_gfx("MARK E5\nCLEAR", NINE).is_empty()


def test_later_commands_replace_earlier_ones_on_a_point() -> None:
    gfx = parse_gfx(
        "BLACK A1\nWHITE A1\nLABEL A1 x A1 y\nCOLOR red A1\nCOLOR blue A1\n"
        "VAR b A2 w A2\nMARK A1\nMARK A1",
        NINE,
    )
    assert gfx.marks == ((p("A1"), "MA"), (p("A1"), "TW"))
    assert gfx.labels == ((p("A1"), "y"),)
    assert gfx.fills == ((p("A1"), "#0000ff"),)
    assert gfx.variation == ((p("A2"), Color.WHITE, 2),)


def test_labels_may_be_quoted_and_text_keeps_its_spaces() -> None:
    gfx = parse_gfx('LABEL A1 "two words" B1 b\nTEXT  first  line \nTEXT\tsecond', NINE)
    assert gfx.labels == ((p("A1"), "two words"), (p("B1"), "b"))
    assert gfx.text == "first  line\nsecond"
    assert split_arguments('  a "b c"  "" d') == ["a", "b c", "", "d"]


def test_each_var_line_numbers_from_one_and_rectangular_boards_work() -> None:
    size = BoardSize.of(15, 7)
    gfx = parse_gfx("VAR b A1 w B1\nvar W pass B P7", size)
    assert gfx.variation == (
        (p("A1", size), Color.BLACK, 1),
        (p("B1", size), Color.WHITE, 2),
        (p("P7", size), Color.BLACK, 2),
    )
    assert p("P7", size) == Point(14, 0)


def test_nothing_at_all() -> None:
    assert parse_gfx("", NINE) == Gfx()
    assert Gfx().is_empty()
    assert not Gfx(text="x").is_empty()
