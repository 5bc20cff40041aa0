"""Node info (a node's SGF properties as saved) and subtree statistics."""

from __future__ import annotations

from gogui_py.game.node import Node
from gogui_py.game.node_info import (
    SubtreeStatistics,
    property_lines,
    sgf_text,
    subtree_size,
    subtree_statistics,
)
from gogui_py.game.sgf_io import load_bytes

RECORD = (
    b"(;FF[4]GM[1]SZ[9]KM[6.5]PB[Lee]"
    b";B[ee]C[centre \\] here]TR[aa][bb]"
    b"(;W[cc];B[gg](;W[cg])(;W[])(;AB[ab]AW[ba]C[setup]))"
    b"(;W[gc]))"
)
"""Root, B e5, then two variations: W c7 - B g3 - (W c3 | W pass | setup), and W g7."""


def test_property_lines_are_the_saved_properties() -> None:
    tree = load_bytes(RECORD).games[0]
    move = tree.root.children[0]
    assert property_lines(tree, move) == [
        ("B", "[ee]"),
        ("TR", "[aa][bb]"),
        ("C", "[centre \\] here]"),
    ]
    assert sgf_text(tree, move) == ";B[ee]TR[aa][bb]C[centre \\] here]"
    root = dict(property_lines(tree, tree.root))
    assert root["SZ"] == "[9]" and root["KM"] == "[6.5]" and root["PB"] == "[Lee]"
    setup = tree.root.children[0].children[0].children[0].children[2]
    assert property_lines(tree, setup) == [("AB", "[ab]"), ("AW", "[ba]"), ("C", "[setup]")]


def test_statistics_of_a_known_tree() -> None:
    tree = load_bytes(RECORD).games[0]
    assert subtree_statistics(tree.root) == SubtreeStatistics(
        nodes=8,
        moves=6,
        variations=4,
        branch_points=2,
        max_depth=4,
        max_children=3,
        setup_nodes=1,
        comments=2,
    )
    assert subtree_size(tree.root) == 8
    after_c7 = tree.root.children[0].children[0]
    stats = subtree_statistics(after_c7)
    assert (stats.nodes, stats.moves, stats.variations, stats.max_depth) == (5, 4, 3, 2)
    assert (stats.branch_points, stats.max_children) == (1, 3)


def test_statistics_of_a_leaf_and_of_a_deep_chain() -> None:
    leaf = Node()
    assert subtree_statistics(leaf) == SubtreeStatistics(1, 0, 1, 0, 0, 0, 0, 0)
    root = walk = Node()
    for _ in range(20_000):  # deeper than the recursion limit
        child = Node()
        child.parent = walk
        walk.children.append(child)
        walk = child
    stats = subtree_statistics(root)
    assert (stats.nodes, stats.max_depth, stats.variations) == (20_001, 20_000, 1)
    assert subtree_size(root) == 20_001
