"""Analyze answers by type (analyze.md "Types and how the answer is shown")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.analysis.answers import (
    AnswerError,
    BoardAnswer,
    GfxAnswer,
    Param,
    ParamAnswer,
    PointLabelsAnswer,
    PointListAnswer,
    RawAnswer,
    TextAnswer,
    VariationAnswer,
    find_points,
    param_line,
    parse_answer,
    parse_variation,
    variation_first_color,
)
from gogui_py.analysis.commands import AnalyzeType, parse_definition
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from tests.conftest import examples

NINE = BoardSize.square(9)
THREE = BoardSize.square(3)
B, W = Color.BLACK, Color.WHITE


def p(vertex: str, size: BoardSize = NINE) -> Point:
    point = from_gtp(vertex, size)
    assert point is not None
    return point


# -- text ---------------------------------------------------------------------------


def test_string_types_keep_the_text_and_p_types_find_its_points() -> None:
    text = "E5: alive\nC3: critical (attack D3, defend c2)\nZ99 and I5 are not points"
    assert parse_answer(AnalyzeType.STRING, text, NINE) == TextAnswer(text)
    assert parse_answer(AnalyzeType.HSTRING, text, NINE) == TextAnswer(text)
    expected = (p("E5"), p("C3"), p("D3"), p("C2"))
    assert parse_answer(AnalyzeType.PSTRING, text, NINE) == TextAnswer(text, expected)
    assert parse_answer(AnalyzeType.HPSTRING, text, NINE).points == expected  # type: ignore[union-attr]
    assert find_points("K10 on nine: off; A1A1 no; a1 yes", NINE) == (p("A1"),)
    assert find_points("E5 E5 e5", NINE) == (p("E5"),)


def test_none_and_unknown_types_give_the_raw_answer() -> None:
    assert parse_answer(AnalyzeType.NONE, "anything", NINE) == RawAnswer("anything")
    unknown = parse_definition("movie/Film/film")
    assert parse_answer(unknown, "frame 1", NINE) == RawAnswer("frame 1")


# -- point lists and pairs ------------------------------------------------------------


def test_plist_and_eplist() -> None:
    answer = parse_answer(AnalyzeType.PLIST, "A1 b2\nJ9 pass A1", NINE)
    assert answer == PointListAnswer((p("A1"), p("B2"), p("J9")))
    assert parse_answer(AnalyzeType.EPLIST, "", NINE) == PointListAnswer(())


def test_a_bad_point_in_a_plist_says_where() -> None:
    with pytest.raises(AnswerError, match=r"line 2: not a point of a 9 board: 'K10'") as info:
        parse_answer(AnalyzeType.PLIST, "A1\nB2 K10", NINE)
    assert info.value.line == 2 and "K10" in info.value.reason


def test_pspairs() -> None:
    answer = parse_answer(AnalyzeType.PSPAIRS, 'D4 12.5 E5 "two words"\nC3 x pass 1', NINE)
    assert answer == PointLabelsAnswer(((p("D4"), "12.5"), (p("E5"), "two words"), (p("C3"), "x")))
    with pytest.raises(AnswerError, match=r"line 1: no label after 'E5'"):
        parse_answer(AnalyzeType.PSPAIRS, "D4 1 E5", NINE)
    with pytest.raises(AnswerError, match=r"line 1: not a point"):
        parse_answer(AnalyzeType.PSPAIRS, "1 D4", NINE)


# -- boards ---------------------------------------------------------------------------

BOARD_3 = "a b c\n\nd e f\n g h i extra\n"


def test_sboard_rows_top_first() -> None:
    answer = parse_answer(AnalyzeType.SBOARD, 'x "" y\n1 2 3\n"a b" c d', THREE)
    assert isinstance(answer, BoardAnswer)
    assert answer.rows == (("x", "", "y"), ("1", "2", "3"), ("a b", "c", "d"))
    assert answer.at(p("A3", THREE)) == "x"  # top-left
    assert answer.at(p("C1", THREE)) == "d"  # bottom-right
    assert list(answer.items())[:2] == [(Point(0, 0), "x"), (Point(1, 0), "")]
    assert parse_answer(AnalyzeType.SBOARD, BOARD_3, THREE).rows[2] == ("g", "h", "i")  # type: ignore[union-attr]


def test_cboard_colours_via_parse_color() -> None:
    answer = parse_answer(AnalyzeType.CBOARD, "red #980098 none\nblue - x\ngray Green #abc", THREE)
    assert isinstance(answer, BoardAnswer)
    assert answer.rows[0] == ("#ff0000", "#980098", None)
    assert answer.rows[1] == ("#0000ff", None, None)
    assert answer.rows[2] == ("#c0c0c0", "#00ff00", "#aabbcc")


def test_dboard_is_clamped_to_minus_one_one() -> None:
    # GNU Go's `initial_influence white influence_regions` answers integers -4..4
    answer = parse_answer(AnalyzeType.DBOARD, " 0  0 -1\n 1  0.5 -4 \n 4 -0.25 -0", THREE)
    assert isinstance(answer, BoardAnswer)
    assert answer.rows == ((0.0, 0.0, -1.0), (1.0, 0.5, -1.0), (1.0, -0.25, -0.0))
    with pytest.raises(AnswerError, match=r"line 2: not a number: 'x'"):
        parse_answer(AnalyzeType.DBOARD, "0 0 0\n0 x 0\n0 0 0", THREE)
    with pytest.raises(AnswerError, match="not a number: 'nan'"):
        parse_answer(AnalyzeType.DBOARD, "0 0 0\n0 nan 0\n0 0 0", THREE)


def test_bwboard() -> None:
    answer = parse_answer(AnalyzeType.BWBOARD, "b w empty\nB W .\nblack white -", THREE)
    assert isinstance(answer, BoardAnswer)
    assert answer.rows == ((B, W, None), (B, W, None), (B, W, None))


def test_incomplete_boards_say_what_is_missing() -> None:
    with pytest.raises(AnswerError, match=r"line 2: 2 cells, expected 3"):
        parse_answer(AnalyzeType.SBOARD, "a b c\nd e\ng h i", THREE)
    with pytest.raises(AnswerError, match=r"^2 rows, expected 3$") as info:
        parse_answer(AnalyzeType.DBOARD, "0 0 0\n\n0 0 0\n", THREE)
    assert info.value.line is None


# -- param ----------------------------------------------------------------------------


def test_param_lines() -> None:
    text = "[Search]\n[bool] ponder 1\n[list/fast/normal/slow] speed normal\n"
    text += "[string] name my engine\nuntyped 42\n[float] komi 6.5\nflag\n\n"
    answer = parse_answer(AnalyzeType.PARAM, text, NINE)
    assert answer == ParamAnswer(
        (
            Param("bool", "ponder", "1", (), "bool"),
            Param("list", "speed", "normal", ("fast", "normal", "slow"), "list/fast/normal/slow"),
            Param("string", "name", "my engine", (), "string"),
            Param("string", "untyped", "42"),
            Param("string", "komi", "6.5", (), "float"),
            Param("string", "flag", ""),
        )
    )
    assert answer.params[0].is_true and not Param("bool", "x", "0").is_true
    with pytest.raises(AnswerError, match=r"line 1: '\[' without '\]'"):
        parse_answer(AnalyzeType.PARAM, "[bool ponder 1", NINE)
    assert param_line("settings", "speed", "fast") == "settings speed fast"
    with pytest.raises(ValueError, match="control character"):
        param_line("settings", "name", "a\nquit")
    with pytest.raises(ValueError, match="bad parameter key"):
        param_line("settings", "two words", "x")


# -- variations -----------------------------------------------------------------------


def test_variation_first_colours() -> None:
    def first(kind: AnalyzeType, **kw: Color | None) -> Color | None:
        return variation_first_color(kind, to_move=W, **kw)

    assert first(AnalyzeType.VAR) == W
    assert first(AnalyzeType.VARB) == B and first(AnalyzeType.VARW) == W
    assert first(AnalyzeType.VARC) == W and first(AnalyzeType.VARC, color=B) == B
    assert first(AnalyzeType.VARP, point_color=B) == B
    assert first(AnalyzeType.VARPO, point_color=B) == W
    assert first(AnalyzeType.VARP) is None and first(AnalyzeType.VARPO) is None


def test_variation_alternates_and_takes_explicit_colours() -> None:
    moves = parse_variation("1 D4 E5 pass\nwhite C3 black E6 F6 K10", B, NINE)
    assert moves == (
        Move(B, p("D4")),
        Move(W, p("E5")),
        Move(B, None),
        Move(W, p("C3")),
        Move(B, p("E6")),
        Move(W, p("F6")),
    )


def test_var_answers_and_their_ghost_stones() -> None:
    # GNU Go's `move_history` lists colours; `owl_attack` answers "1 C3"
    history = parse_answer(AnalyzeType.VAR, "white C3\nblack E5", NINE)
    assert history == VariationAnswer("white C3\nblack E5", (Move(W, p("C3")), Move(B, p("E5"))))
    owl = parse_answer(AnalyzeType.VARPO, "1 C3 D3 C3", NINE, point_color=W)
    assert isinstance(owl, VariationAnswer)
    assert [m.color for m in owl.moves] == [B, W, B]
    assert owl.stones == ((p("D3"), W, 2), (p("C3"), B, 3))
    assert parse_answer(AnalyzeType.VARP, "C3", NINE).moves == ()  # type: ignore[union-attr]
    assert parse_answer(AnalyzeType.VARC, "C3 D4", NINE, to_move=W, color=B).moves == (  # type: ignore[union-attr]
        Move(B, p("C3")),
        Move(W, p("D4")),
    )


def test_gfx_answer_reuses_parse_gfx() -> None:
    answer = parse_answer(AnalyzeType.GFX, "LABEL A4 test\nVAR b C1 w pass b C5\nBOGUS", NINE)
    assert isinstance(answer, GfxAnswer)
    assert answer.gfx.labels == ((p("A4"), "test"),)
    assert answer.gfx.variation == ((p("C1"), B, 1), (p("C5"), B, 3))


# -- never raises past AnswerError ----------------------------------------------------

_WORDS = st.sampled_from(
    ["A1", "j9", "K10", "pass", "b", "white", "1", "-0.5", "nan", '"', "[", "]"]
)
_TEXTS = st.one_of(
    st.text(max_size=120),
    st.lists(st.one_of(_WORDS, st.sampled_from([" ", "\n", "\t"])), max_size=60).map("".join),
)


@given(kind=st.sampled_from(list(AnalyzeType)), text=_TEXTS, size=st.integers(1, 25))
@settings(max_examples=examples(400))
def test_any_text_for_any_type_parses_or_raises_answer_error(
    kind: AnalyzeType, text: str, size: int
) -> None:
    board = BoardSize.square(size)
    try:
        answer = parse_answer(kind, text, board, to_move=B, point_color=W)
    except AnswerError as exc:
        assert str(exc)
        assert kind not in (AnalyzeType.STRING, AnalyzeType.PSTRING, AnalyzeType.GFX)
        assert not kind.is_variation and kind is not AnalyzeType.NONE
        return
    if isinstance(answer, BoardAnswer):
        assert len(answer.rows) == size and all(len(r) == size for r in answer.rows)
