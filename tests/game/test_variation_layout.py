"""Variation-graph layout: positions on small trees, no overlaps, queries equal brute force."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes, load_file
from gogui_py.game.variation_layout import Edge, TreeLayout
from tests.conftest import corpus_dir, examples


def tree_of(parents: list[int]) -> list[Node]:
    """Nodes 0..n where node i+1 is appended to the children of node ``parents[i] % (i+1)``."""
    nodes = [Node()]
    for index, parent_index in enumerate(parents):
        parent = nodes[parent_index % (index + 1)]
        node = Node()
        node.parent = parent
        parent.children.append(node)
        nodes.append(node)
    return nodes


def named(sgf: str) -> tuple[Node, dict[str, Node]]:
    """Root of an SGF tree and its nodes by the comment each carries (C[name])."""
    root = load_bytes(sgf.encode()).games[0].root
    by_name: dict[str, Node] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        by_name[node.comment] = node
        stack.extend(node.children)
    return root, by_name


def positions(sgf: str) -> dict[str, tuple[int, int]]:
    root, by_name = named(sgf)
    layout = TreeLayout.compute(root)
    return {name: layout.position(node) for name, node in by_name.items()}


def check_layout(root: Node) -> TreeLayout:
    """Assert every layout invariant on the tree below ``root``; return the layout."""
    layout = TreeLayout.compute(root)
    cells: dict[tuple[int, int], Node] = {}
    columns, rows = layout.size
    count = 0
    stack: list[tuple[Node, int]] = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        count += 1
        col, row = layout.position(node)
        assert col == depth
        assert 0 <= col < columns and 0 <= row < rows
        assert (col, row) not in cells, "two nodes in one cell"
        cells[(col, row)] = node
        stack.extend((child, depth + 1) for child in node.children)
    assert count == len(layout)
    for (col, row), node in cells.items():
        children = node.children
        if not children:
            continue
        child_rows = [layout.position(child)[1] for child in children]
        assert child_rows[0] == row, "the main variation stays on its parent's row"
        assert all(a < b for a, b in itertools.pairwise(child_rows))
        for child_row in child_rows[1:]:
            # The cell left of a variation's first node and the trunk above it are empty.
            assert (col, child_row) not in cells
        for trunk_row in range(row + 1, child_rows[-1]):
            assert (col, trunk_row) not in cells, "a node sits on a trunk"
    return layout


# -- positions on small trees -----------------------------------------------------


def test_single_root() -> None:
    root = Node()
    layout = TreeLayout.compute(root)
    assert layout.position(root) == (0, 0)
    assert layout.size == (1, 1)
    assert layout.parent_edge(root) is None
    assert layout.nodes_in(0, 0, 0, 0) == [root]


def test_root_with_two_children_second_below_first_subtree() -> None:
    sgf = "(;C[r](;B[aa]C[a];W[bb]C[a1](;B[cc]C[a2])(;B[dd]C[a2v]))(;B[ee]C[b];W[ff]C[b1]))"
    assert positions(sgf) == {
        "r": (0, 0),
        "a": (1, 0),
        "a1": (2, 0),
        "a2": (3, 0),
        "a2v": (3, 1),
        # a2v's line reserves (2, 1) and the root's trunk runs down column 0.
        "b": (1, 2),
        "b1": (2, 2),
    }


def test_edges_horizontal_diagonal_and_trunk() -> None:
    root, by_name = named("(;C[r](;B[aa]C[a])(;B[bb]C[b])(;B[cc]C[c]))")
    layout = TreeLayout.compute(root)
    assert [layout.position(by_name[n]) for n in "abc"] == [(1, 0), (1, 1), (1, 2)]
    assert layout.parent_edge(by_name["a"]) == (0, 0, 1, 0)
    assert layout.parent_edge(by_name["b"]) == (0, 0, 1, 1)  # straight from the parent
    assert layout.parent_edge(by_name["c"]) == (0, 1, 1, 2)  # from the trunk's end
    assert layout.trunks_in(0, 5, 0, 5) == [(0, 0, 0, 1)]
    assert layout.trunks_in(0, 0, 0, 0) == [(0, 0, 0, 1)]
    assert layout.trunks_in(0, 0, 1, 1) == [(0, 0, 0, 1)]
    assert layout.trunks_in(0, 0, 2, 9) == []
    assert layout.trunks_in(1, 9, 0, 9) == []
    assert sorted(layout.parent_edges(0, 1, 0, 2)) == sorted(
        [(0, 0, 1, 0), (0, 0, 1, 1), (0, 1, 1, 2), (0, 0, 0, 1)]
    )


def test_deeper_variations_come_above_shallower_ones() -> None:
    # Document order: the variation at move 3 is placed before the one at move 1.
    sgf = "(;C[r];B[aa]C[1](;W[bb]C[2];B[cc]C[3])(;W[dd]C[2v]))"
    pos = positions(sgf)
    assert pos["2v"] == (2, 1)
    sgf = "(;C[r](;B[aa]C[1];W[bb]C[2](;B[cc]C[3])(;B[dd]C[3v]))(;B[ee]C[1v]))"
    pos = positions(sgf)
    assert pos["3v"] == (3, 1)
    # 1v comes later and shares row 1, with the empty cell (2, 1) kept before 3v.
    assert pos["1v"] == (1, 1)


def test_short_variation_fills_a_row_beside_a_long_one_only_when_free() -> None:
    # Root variations b (long) then c (one node): c must go below b's whole line.
    sgf = "(;C[r](;B[aa]C[a])(;B[bb]C[b];W[cc]C[b1];B[dd]C[b2])(;B[ee]C[c]))"
    assert positions(sgf)["c"] == (1, 2)
    # A variation far to the right may share a row with an earlier, shorter line.
    sgf = (
        "(;C[r](;B[aa]C[a];W[bb]C[a1];B[cc]C[a2];W[dd]C[a3](;B[ee]C[a4])(;B[ff]C[a4v]))"
        "(;B[gg]C[b]))"
    )
    pos = positions(sgf)
    assert pos["a4v"] == (5, 1)
    assert pos["b"] == (1, 1)


def test_ten_thousand_deep_chain() -> None:
    nodes = tree_of(list(range(10_000)))
    layout = check_layout(nodes[0])
    assert layout.size == (10_001, 1)
    assert layout.position(nodes[-1]) == (10_000, 0)
    assert layout.nodes_in(5000, 5002, 0, 3) == nodes[5000:5003]


def test_node_at_and_empty_cells() -> None:
    root, by_name = named("(;C[r](;B[aa]C[a])(;B[bb]C[b]))")
    layout = TreeLayout.compute(root)
    assert layout.node_at(1, 1) is by_name["b"]
    assert layout.node_at(0, 1) is None
    assert layout.node_at(7, 7) is None
    assert layout.node_at(-1, 0) is None


# -- invariants on random and real trees ------------------------------------------


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=150))
def test_random_trees_have_no_overlaps(parents: list[int]) -> None:
    check_layout(tree_of(parents)[0])


def brute_force(layout: TreeLayout, col0: int, col1: int, row0: int, row1: int) -> set[Node]:
    return {
        node
        for node, (col, row) in layout.iter_positions()
        if col0 <= col <= col1 and row0 <= row <= row1
    }


def edge_touches(edge: Edge, col0: int, col1: int, row0: int, row1: int) -> bool:
    """True when the segment's bounding box meets the rectangle (vertical trunks, diagonals
    and horizontals are all their own bounding boxes' diagonals or sides)."""
    ca, ra, cb, rb = edge
    return (
        min(ca, cb) <= col1 and max(ca, cb) >= col0 and min(ra, rb) <= row1 and max(ra, rb) >= row0
    )


def edges_meeting(layout: TreeLayout, col0: int, col1: int, row0: int, row1: int) -> set[Edge]:
    """Brute force: every parent edge and trunk whose segment meets the rectangle."""
    wanted = set()
    for node, (col, row) in layout.iter_positions():
        edge = layout.parent_edge(node)
        if edge is not None and edge_touches(edge, col0, col1, row0, row1):
            wanted.add(edge)
        if len(node.children) > 1:
            bottom = layout.position(node.children[-1])[1] - 1
            trunk = (col, row, col, bottom)
            if bottom > row and edge_touches(trunk, col0, col1, row0, row1):
                wanted.add(trunk)
    return wanted


@settings(max_examples=examples(100), deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=10_000), max_size=120),
    st.tuples(*[st.integers(min_value=-2, max_value=40)] * 4),
)
def test_queries_equal_brute_force(parents: list[int], rect: tuple[int, int, int, int]) -> None:
    layout = TreeLayout.compute(tree_of(parents)[0])
    col0, row0 = rect[0], rect[1]
    col1, row1 = col0 + rect[2] // 3, row0 + rect[3] // 3
    found = layout.nodes_in(col0, col1, row0, row1)
    assert len(found) == len(set(found))
    assert set(found) == brute_force(layout, col0, col1, row0, row1)
    cells = layout.cells_in(col0, col1, row0, row1)
    assert all(layout.position(node) == (col, row) for col, row, node in cells)
    assert edges_meeting(layout, col0, col1, row0, row1) <= set(
        layout.parent_edges(col0, col1, row0, row1)
    )


@pytest.mark.parametrize(
    "parts",
    [
        ("pachi", "joseki_44.sgf"),
        ("pachi", "joseki_34.sgf"),
        ("pachi", "josekifix.sgf"),
        ("sabaki", "complex.sgf"),
        ("gogui", "ff4_ex.sgf"),
        ("katrain", "ogs.sgf"),
    ],
)
def test_corpus_files_have_no_overlaps(parts: tuple[str, str]) -> None:
    path: Path = corpus_dir(*parts)
    for tree in load_file(path).games:
        layout = check_layout(tree.root)
        columns, rows = layout.size
        assert set(layout.nodes_in(0, columns, 0, rows)) == set(tree.iter_nodes())


def test_big_random_tree_is_consistent() -> None:
    rng = random.Random(7)
    parents = [i if rng.random() < 0.7 else rng.randrange(i + 1) for i in range(20_000)]
    layout = check_layout(tree_of(parents)[0])
    columns, rows = layout.size
    for _ in range(50):
        col0, row0 = rng.randrange(columns), rng.randrange(rows)
        rect = (col0, col0 + rng.randrange(40), row0, row0 + rng.randrange(30))
        assert set(layout.nodes_in(*rect)) == brute_force(layout, *rect)
        assert edges_meeting(layout, *rect) <= set(layout.parent_edges(*rect))
        trunks = layout.trunks_in(*rect)
        assert all(edge_touches(trunk, *rect) for trunk in trunks)
