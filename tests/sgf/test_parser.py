"""Grammar, recovery with warnings, and errors of gogui_py.sgf.parse."""

from __future__ import annotations

import pytest

from gogui_py.sgf import SgfError, SgfWarning, parse
from gogui_py.sgf.parser import MAX_WARNINGS
from tests.sgf.tree_walk import count_nodes, main_line


def _messages(data: bytes) -> list[str]:
    return [w.message for w in parse(data).warnings]


def test_sequence_variations_and_values() -> None:
    result = parse(b"(;GM[1]AB[aa][bb] ;B[cc](;W[dd];B[ee])(;W[ff]))")
    assert result.warnings == []
    assert result.encoding == "utf-8"
    root = result.games[0]
    assert root.properties == {"GM": ["1"], "AB": ["aa", "bb"]}
    (move,) = root.children
    assert [c.properties for c in move.children] == [{"W": ["dd"]}, {"W": ["ff"]}]
    assert move.children[0].children[0].properties == {"B": ["ee"]}


def test_whitespace_between_all_tokens() -> None:
    result = parse(b"  ( \n ; \t AB \r\n [aa] \n [bb] ; B [aa] ( ; W[bb] ) ( ;W[cc] ) ) \n")
    assert result.warnings == []
    assert result.games[0].properties == {"AB": ["aa", "bb"]}
    assert len(result.games[0].children[0].children) == 2


def test_values_keep_escapes_and_brackets_inside() -> None:
    root = parse(b"(;C[a\\]b\\\\c\\\nd (;) [e\\] ]LB[aa:x\\:y])").games[0]
    assert root.properties["C"] == ["a\\]b\\\\c\\\nd (;) [e\\] "]
    assert root.properties["LB"] == ["aa:x\\:y"]


def test_empty_values_and_empty_nodes() -> None:
    root = parse(b"(;B[];;W[])").games[0]
    assert [n.properties for n in main_line(root)] == [{"B": [""]}, {}, {"W": [""]}]


def test_node_line_and_column() -> None:
    root = parse(b"(;GM[1]\n  ;B[aa]\n\n(;W[bb]) (;W[cc]))").games[0]
    assert (root.line, root.column) == (1, 2)
    move = root.children[0]
    assert (move.line, move.column) == (2, 3)
    assert [(c.line, c.column) for c in move.children] == [(4, 2), (4, 11)]


@pytest.mark.parametrize(
    ("ident", "canonical"),
    [
        ("PlayerBlack", "PB"),
        ("KoMi", "KM"),
        ("GaMe", "GM"),
        ("CoPyright", "CP"),
        ("Comment", "C"),
        ("Black", "B"),
        ("FileFormat", "FF"),
        ("SiZe", "SZ"),
    ],
)
def test_old_identifiers(ident: str, canonical: str) -> None:
    result = parse(f"(;{ident}[v])".encode())
    assert result.games[0].properties == {canonical: ["v"]}
    assert result.warnings == []


def test_identifier_without_upper_case_is_upper_cased_with_warning() -> None:
    """No FF[3] reading either (it would lose every letter): read as GoGui does."""
    result = parse(b"(;GM[1]foo[bar]SZ[9];b[cc]C[x])")
    assert result.games[0].properties == {"GM": ["1"], "FOO": ["bar"], "SZ": ["9"]}
    assert result.games[0].children[0].properties == {"B": ["cc"], "C": ["x"]}
    assert result.warnings == [
        SgfWarning("property 'foo' has no upper-case letter: read as FOO", 1, 8),
        SgfWarning("property 'b' has no upper-case letter: read as B", 1, 22),
    ]


def test_lower_case_identifier_joins_its_upper_case_twin() -> None:
    result = parse(b"(;C[one]c[two])")
    assert result.games[0].properties == {"C": ["one\ntwo"]}
    assert _messages(b"(;C[one]c[two])") == [
        "property 'c' has no upper-case letter: read as C",
        "property C repeated in one node: joined into one text",
    ]


def test_unclosed_value_of_lower_case_identifier_is_kept() -> None:
    result = parse(b"(;GM[1];b[cc")
    assert result.games[0].children[0].properties == {"B": ["cc"]}


@pytest.mark.parametrize("data", [b"(;B[aa]B[bb])", b"(;B[aa] B[bb] C[x])", b"(;C[x]B[aa]B[bb])"])
def test_repeated_move_keeps_the_first(data: bytes) -> None:
    """A move is single-valued in FF[4]: the first is kept (tests/sgf/test_single_values.py)."""
    result = parse(data)
    assert result.games[0].properties["B"] == ["aa"]
    assert [w.message for w in result.warnings] == [
        "property B repeated in one node: first value kept, B[bb] dropped"
    ]


def test_repeated_property_is_merged() -> None:
    result = parse(b"(;AB[aa]AW[cc]AB[bb])")
    assert result.games[0].properties == {"AB": ["aa", "bb"], "AW": ["cc"]}
    assert [(w.line, w.column) for w in result.warnings] == [(1, 15)]


def test_collection_of_three_games() -> None:
    result = parse(b"(;GM[1])\n(;GM[2])(;GM[3];B[aa])\n")
    assert [g.properties["GM"] for g in result.games] == [["1"], ["2"], ["3"]]
    assert result.warnings == []


def test_junk_before_first_tree_is_skipped_with_warning() -> None:
    result = parse(b"From: somebody\nSubject: my game (nice)\n\n(;GM[1];B[aa])")
    assert count_nodes(result.games) == 2
    (warning,) = result.warnings
    assert "before the first game tree" in warning.message
    assert (warning.line, warning.column) == (1, 1)


def test_missing_semicolon_before_root_properties() -> None:
    result = parse(b"(\nGM[1]FF[4]\nSZ[19];B[aa])")
    root = result.games[0]
    assert root.properties == {"GM": ["1"], "FF": ["4"], "SZ": ["19"]}
    assert root.children[0].properties == {"B": ["aa"]}
    assert [(w.message, w.line, w.column) for w in result.warnings] == [
        ("missing ';' before properties: node started", 2, 1)
    ]


def test_unclosed_trees_are_closed_with_warning() -> None:
    result = parse(b"(;GM[1](;B[aa](;W[bb]")
    assert count_nodes(result.games) == 3
    assert _messages(b"(;GM[1](;B[aa](;W[bb]") == ["3 unclosed game tree(s) closed at end of file"]


def test_unterminated_value_is_kept_and_closed() -> None:
    result = parse(b"(;GM[1];C[an unfinished comment\\")
    assert main_line(result.games[0])[1].properties == {"C": ["an unfinished comment"]}
    assert _messages(b"(;GM[1];C[x") == [
        "value not closed at end of file: closed",
        "1 unclosed game tree(s) closed at end of file",
    ]


def test_unterminated_second_value_joins_its_property() -> None:
    result = parse(b"(;AB[aa][bb")
    assert result.games[0].properties == {"AB": ["aa", "bb"]}


def test_stray_close_and_junk_between_trees() -> None:
    result = parse(b"(;GM[1]))\nxyz\n(;GM[2])")
    assert len(result.games) == 2
    assert [(w.message, w.line) for w in result.warnings] == [
        ("unmatched ')' skipped", 1),
        ("text between game trees skipped: 'xyz'", 2),
    ]


def test_text_between_properties_is_skipped() -> None:
    data = b"(;B[aa] 12, W[bb]. [cc] XY;C[x] lonely [y])"
    result = parse(data)
    root = result.games[0]
    assert root.properties == {"B": ["aa"], "W": ["bb"]}
    assert root.children[0].properties == {"C": ["x"], "LONELY": ["y"]}
    assert _messages(data) == [
        "unexpected text skipped: '12,'",
        "unexpected text skipped: '.'",
        "value without a property identifier skipped",
        "property 'XY' without a value skipped",
        "property 'lonely' has no upper-case letter: read as LONELY",
    ]


def test_empty_game_tree_is_skipped_with_warning() -> None:
    result = parse(b"()(;GM[1]()(;B[aa]))")
    assert len(result.games) == 1
    assert count_nodes(result.games) == 2
    assert _messages(b"()(;GM[1]()(;B[aa]))") == ["empty game tree skipped"] * 2


def test_deep_nesting_parses_iteratively() -> None:
    depth = 10_000
    data = b"(;GM[1]" + b"(;B[aa]" * depth + b")" * (depth + 1)
    result = parse(data)
    assert result.warnings == []
    nodes = main_line(result.games[0])
    assert len(nodes) == depth + 1


def test_deep_nesting_with_branches() -> None:
    depth = 10_000
    data = b"(;GM[1]" + b"(;B[aa](;W[bb])" * depth + b")" * (depth + 1)
    result = parse(data)
    assert count_nodes(result.games) == 2 * depth + 1


def test_crlf_and_utf8_positions_count_characters() -> None:
    result = parse("(;C[é]\r\n;B[aa] é ;W[bb])".encode())
    second, third = main_line(result.games[0])[1:]
    assert (second.line, second.column) == (2, 1)
    assert (third.line, third.column) == (2, 10)
    assert [(w.line, w.column) for w in result.warnings] == [(2, 8)]


@pytest.mark.parametrize(
    ("data", "line", "column"),
    [
        (b"", 1, 1),
        (b"   \n  ", 1, 1),
        (b"GM[1]FF[4]", 1, 1),
        (b"no sgf here\n(at all", 2, 1),
        (b"\n\n  ()", 3, 3),
    ],
)
def test_nothing_readable_raises_with_position(data: bytes, line: int, column: int) -> None:
    with pytest.raises(SgfError) as caught:
        parse(data)
    assert (caught.value.line, caught.value.column) == (line, column)
    assert str(caught.value).startswith(f"line {line}, column {column}: ")


def test_warnings_are_capped_for_garbage() -> None:
    result = parse(b"(;B[aa] " + b"x, " * 5000 + b")")
    assert len(result.warnings) == MAX_WARNINGS + 1
    assert result.warnings[-1].message == f"{10_000 - MAX_WARNINGS} more warnings not shown"


def test_unterminated_value_without_node_starts_one() -> None:
    result = parse(b"(C[open")
    assert result.games[0].properties == {"C": ["open"]}
    assert [w.message for w in result.warnings][:2] == [
        "missing ';' before properties: node started",
        "value not closed at end of file: closed",
    ]
