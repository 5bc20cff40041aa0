"""Tables for the FF[4] value codecs in gogui_py.sgf.values."""

from __future__ import annotations

import pytest

from gogui_py.sgf.values import (
    compose_from_sgf,
    compose_to_sgf,
    number_from_sgf,
    point_letters_from_sgf,
    point_letters_to_sgf,
    point_list_from_sgf,
    real_from_sgf,
    simpletext_from_sgf,
    text_from_sgf,
    text_to_sgf,
)


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("plain", "plain"),
        ("a\\]b", "a]b"),
        ("back\\\\slash", "back\\slash"),
        ("\\a\\b\\:", "ab:"),
        ("soft\\\nbreak", "softbreak"),
        ("soft\\\r\nbreak", "softbreak"),
        ("soft\\\n\rbreak", "softbreak"),
        ("soft\\\rbreak", "softbreak"),
        ("two\r\nlines", "two\nlines"),
        ("two\n\rlines", "two\nlines"),
        ("two\rlines", "two\nlines"),
        ("two\nlines", "two\nlines"),
        ("tab\there", "tab here"),
        ("vt\vff\f", "vt ff "),
        ("escaped\\\ttab", "escaped tab"),
        ("\r\n\r\n", "\n\n"),
        ("", ""),
        ("柯洁 \\] ok", "柯洁 ] ok"),
    ],
)
def test_text_from_sgf(raw: str, text: str) -> None:
    assert text_from_sgf(raw) == text


@pytest.mark.parametrize(
    ("raw", "text"),
    [("two\nlines", "two lines"), ("a\\\nb", "ab"), ("x\r\ny\tz", "x y z"), ("a\\]", "a]")],
)
def test_simpletext_from_sgf(raw: str, text: str) -> None:
    assert simpletext_from_sgf(raw) == text


@pytest.mark.parametrize(
    ("text", "raw"),
    [("a]b", "a\\]b"), ("c:\\dir", "c:\\\\dir"), ("[x]", "[x\\]"), ("two\nlines", "two\nlines")],
)
def test_text_to_sgf_and_back(text: str, raw: str) -> None:
    assert text_to_sgf(text) == raw
    assert text_from_sgf(raw) == text


@pytest.mark.parametrize(
    ("raw", "value"), [("3", 3), (" 19 ", 19), ("+3", 3), ("-2", -2), ("0", 0)]
)
def test_number_from_sgf(raw: str, value: int) -> None:
    assert number_from_sgf(raw) == value


@pytest.mark.parametrize("raw", ["", "3.5", "1_000", "x", "٣", "3 4"])
def test_bad_number(raw: str) -> None:
    with pytest.raises(ValueError, match="not an SGF number"):
        number_from_sgf(raw)


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("6.5", 6.5),
        ("6,5", 6.5),
        ("-1.5", -1.5),
        ("+.5", 0.5),
        ("7", 7.0),
        (" 0.500000 ", 0.5),
        ("5.", 5.0),
    ],
)
def test_real_from_sgf(raw: str, value: float) -> None:
    assert real_from_sgf(raw) == value


@pytest.mark.parametrize("raw", ["", "nan", "inf", "1e3", "6.5.5", ".", "six"])
def test_bad_real(raw: str) -> None:
    with pytest.raises(ValueError, match="not an SGF real"):
        real_from_sgf(raw)


@pytest.mark.parametrize(
    ("raw", "parts"),
    [
        ("aa:bb", ("aa", "bb")),
        ("aa:label: with colon", ("aa", "label: with colon")),
        ("a\\:b:c", ("a\\:b", "c")),
        ("a\\\\:b", ("a\\\\", "b")),
        ("a\\\\\\:b:c", ("a\\\\\\:b", "c")),
        (":", ("", "")),
    ],
)
def test_compose_from_sgf(raw: str, parts: tuple[str, str]) -> None:
    assert compose_from_sgf(raw) == parts


@pytest.mark.parametrize("raw", ["aa", "a\\:b", ""])
def test_compose_without_colon(raw: str) -> None:
    with pytest.raises(ValueError, match="compose"):
        compose_from_sgf(raw)


@pytest.mark.parametrize(
    ("a", "b", "raw"),
    [
        ("aa", "bb", "aa:bb"),
        ("1:30", "x:y", "1\\:30:x\\:y"),
        ("a\\:b", "c", "a\\:b:c"),
        ("a\\\\:", "c", "a\\\\\\::c"),
        ("aa", "1:2", "aa:1\\:2"),  # FF[4]: ':' escaped in the text of a compose
        ("aa", "1\\:2", "aa:1\\:2"),  # already escaped
        ("aa", "x\\\\:y", "aa:x\\\\\\:y"),  # an escaped backslash, then a colon
    ],
)
def test_compose_to_sgf_splits_back(a: str, b: str, raw: str) -> None:
    assert compose_to_sgf(a, b) == raw
    first, second = compose_from_sgf(raw)
    assert text_from_sgf(second) == text_from_sgf(b)
    assert text_from_sgf(first) == text_from_sgf(a)


@pytest.mark.parametrize(
    ("raw", "point"),
    [
        ("aa", (0, 0)),
        ("cd", (2, 3)),
        ("sa", (18, 0)),
        ("tt", (19, 19)),
        ("zA", (25, 26)),
        ("ZZ", (51, 51)),
        ("", None),
        (" ", None),
        (" cd ", (2, 3)),
    ],
)
def test_point_letters(raw: str, point: tuple[int, int] | None) -> None:
    assert point_letters_from_sgf(raw) == point
    if point is not None:
        assert point_letters_to_sgf(*point) == raw.strip()


@pytest.mark.parametrize("raw", ["a", "abc", "a1", "R16", "é1", "a b"])
def test_bad_point_letters(raw: str) -> None:
    with pytest.raises(ValueError, match="not an SGF point"):
        point_letters_from_sgf(raw)


@pytest.mark.parametrize(("x", "y"), [(-1, 0), (0, 52), (52, 3)])
def test_point_not_representable(x: int, y: int) -> None:
    with pytest.raises(ValueError, match="not representable"):
        point_letters_to_sgf(x, y)


@pytest.mark.parametrize(
    ("values", "points"),
    [
        (["aa", "cd"], [(0, 0), (2, 3)]),
        (["aa:bc"], [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]),
        (["bc:aa"], [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]),
        (["ac:ba"], [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]),
        (["dd:dd"], [(3, 3)]),
        (["aa", "aa:ab", "ab"], [(0, 0), (0, 1)]),
        ([""], []),
        ([], []),
    ],
)
def test_point_list(values: list[str], points: list[tuple[int, int]]) -> None:
    assert point_list_from_sgf(values) == points


def test_point_list_full_board_rectangle() -> None:
    assert len(point_list_from_sgf(["aa:ss"])) == 361


@pytest.mark.parametrize("values", [["aa:"], [":bb"], ["aa:b"], ["a"], ["aa:bb:cc"]])
def test_bad_point_list(values: list[str]) -> None:
    with pytest.raises(ValueError, match="not an SGF"):
        point_list_from_sgf(values)


@pytest.mark.parametrize(
    ("raw", "number"), [("13\\\n", 13), ("1\\\r\n3", 13), (" 9\n", 9), ("\n19", 19)]
)
def test_numbers_tolerate_line_breaks_around_and_soft_line_breaks_in(raw: str, number: int) -> None:
    assert number_from_sgf(raw) == number


@pytest.mark.parametrize(("raw", "real"), [("6.5\n", 6.5), ("0.\\\n5", 0.5), ("\r\n7", 7.0)])
def test_reals_tolerate_line_breaks_around_and_soft_line_breaks_in(raw: str, real: float) -> None:
    assert real_from_sgf(raw) == real


@pytest.mark.parametrize("raw", ["9\n9", "6\n.5", "6.5\nquit"])
def test_a_line_break_inside_a_number_is_not_a_number(raw: str) -> None:
    with pytest.raises(ValueError):
        real_from_sgf(raw)
