"""Property-based tests: parse never fails but with SgfError; trees survive write -> parse."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui_py.sgf import RawNode, SgfError, parse, write
from gogui_py.sgf.values import text_from_sgf, text_to_sgf
from tests.sgf.tree_walk import assert_same_trees

SGF_ALPHABET = st.sampled_from([*b"();[]\\:ABCWaz \n\r\t", 0, 0xC3, 0xA9, 0xFF, 0xB0])


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_random_bytes_raise_nothing_but_sgf_error(data: bytes) -> None:
    try:
        result = parse(data)
    except SgfError as error:
        assert error.line >= 1 and error.column >= 1
    else:
        assert result.games


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(SGF_ALPHABET, max_size=200).map(bytes))
def test_sgf_like_bytes_raise_nothing_but_sgf_error(data: bytes) -> None:
    try:
        result = parse(b"(;" + data)
    except SgfError:  # pragma: no cover - "(;" always gives a node
        raise AssertionError("a tree start was given") from None
    assert result.games
    # Whatever was read can be written and read back identically.
    again = parse(write(result.games).encode(), encoding="utf-8")
    assert not again.warnings
    assert_same_trees(result.games, again.games)


IDENTS = st.text(alphabet="ABCDGKLMNPSTWZ", min_size=1, max_size=3)
RAW_VALUES = st.text(max_size=20).map(text_to_sgf)


@st.composite
def raw_trees(draw: st.DrawFn) -> RawNode:
    """A random tree of up to 25 nodes, built without recursion."""
    count = draw(st.integers(1, 25))
    nodes: list[RawNode] = []
    for index in range(count):
        properties = draw(
            st.dictionaries(IDENTS, st.lists(RAW_VALUES, min_size=1, max_size=3), max_size=4)
        )
        node = RawNode(properties)
        if index:
            nodes[draw(st.integers(0, index - 1))].children.append(node)
        nodes.append(node)
    return nodes[0]


@settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(raw_trees(), min_size=1, max_size=3))
def test_random_trees_survive_write_and_parse(games: list[RawNode]) -> None:
    result = parse(write(games).encode())
    assert result.warnings == []
    assert_same_trees(games, result.games)


@given(st.text())
def test_text_round_trips_through_escaping(text: str) -> None:
    expected = text.replace("\r\n", "\n").replace("\n\r", "\n").replace("\r", "\n")
    for char in "\t\v\f":
        expected = expected.replace(char, " ")
    assert text_from_sgf(text_to_sgf(text)) == expected
