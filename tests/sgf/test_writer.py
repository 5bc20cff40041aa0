"""gogui_py.sgf.write: layout, wrapping, validation, depth."""

from __future__ import annotations

import pytest

from gogui_py.sgf import RawNode, parse, write
from gogui_py.sgf.writer import LINE_WIDTH
from tests.sgf.tree_walk import assert_same_trees, count_nodes


def test_small_game_layout() -> None:
    root = RawNode({"GM": ["1"], "AB": ["aa", "bb"]})
    move = RawNode({"B": ["cc"]})
    root.children.append(move)
    move.children += [RawNode({"W": ["dd"]}), RawNode({"W": ["ee"]}, [RawNode()])]
    assert write([root]) == "(;GM[1]AB[aa][bb];B[cc]\n(;W[dd])\n(;W[ee];))\n"


def test_collection_one_tree_after_another() -> None:
    text = write([RawNode({"GM": ["1"]}), RawNode({"GM": ["2"]})])
    assert text == "(;GM[1])\n(;GM[2])\n"
    assert write([]) == ""


def test_values_written_verbatim_in_dict_order() -> None:
    node = RawNode({"PW": ["柯洁"], "C": ["a\\]b\\\\ \\\nsoft\nhard"], "B": [""]})
    text = write([node])
    assert text == "(;PW[柯洁]C[a\\]b\\\\ \\\nsoft\nhard]B[])\n"
    assert list(parse(text.encode()).games[0].properties.items()) == list(node.properties.items())


def test_lines_wrap_between_values_never_inside() -> None:
    long_value = "x" * 100
    root = RawNode({"AB": [f"{chr(97 + i)}{chr(97 + j)}" for i in range(19) for j in range(19)]})
    root.children.append(RawNode({"C": [long_value], "B": ["aa"]}))
    text = write([root])
    lines = text.splitlines()
    assert max(len(line) for line in lines if long_value not in line) <= LINE_WIDTH
    assert any(line.endswith(f"C[{long_value}]") for line in lines)
    assert all(line.count("[") == line.count("]") for line in lines)
    assert_same_trees([root], parse(text.encode()).games)


def test_column_restarts_after_a_line_break_inside_a_value() -> None:
    node = RawNode({"C": ["first line\n" + "y" * 10], "B": ["aa"], "W": ["bb"]})
    assert write([node]) == "(;C[first line\nyyyyyyyyyy]B[aa]W[bb])\n"


@pytest.mark.parametrize(
    ("properties", "message"),
    [
        ({"b": ["aa"]}, "identifier"),
        ({"": ["aa"]}, "identifier"),
        ({"B": []}, "no value"),
        ({"C": ["a]b"]}, "not escaped"),
        ({"C": ["ends with \\"]}, "not escaped"),
    ],
)
def test_invalid_nodes_are_refused(properties: dict[str, list[str]], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        write([RawNode(properties)])


def test_deep_variation_nesting_writes_iteratively() -> None:
    root = RawNode({"GM": ["1"]})
    node = root
    for _ in range(10_000):
        main, side = RawNode({"B": ["aa"]}), RawNode({"W": ["bb"]})
        node.children += [main, side]
        node = main
    text = write([root])
    assert text.count("(") == 20_001
    result = parse(text.encode())
    assert count_nodes(result.games) == 20_001
    assert_same_trees([root], result.games)


def test_long_main_line_writes() -> None:
    root = RawNode({"GM": ["1"]})
    node = root
    for index in range(60_000):
        child = RawNode({"B" if index % 2 else "W": ["cc"]})
        node.children.append(child)
        node = child
    text = write([root])
    assert text.count(";") == 60_001
    assert count_nodes(parse(text.encode()).games) == 60_001
