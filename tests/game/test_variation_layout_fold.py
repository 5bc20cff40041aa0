"""Folded subtrees (GoGui's Hide Subtree): the layout of a tree with folds equals the layout
of the same tree with the folded nodes' children cut off, after folds, unfolds and edits."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.game.node import Node
from gogui_py.game.variation_layout import TreeLayout
from tests.game.test_variation_layout import tree_of
from tests.game.test_variation_layout_update import add, attached, random_edit


def pruned(root: Node, folded: set[Node]) -> tuple[Node, dict[Node, Node]]:
    """A copy of the tree below ``root`` without the children of ``folded`` nodes, and
    the map from each copied node to its original."""
    copy_root = Node()
    original = {copy_root: root}
    stack = [(root, copy_root)]
    while stack:
        node, copy = stack.pop()
        if node in folded:
            continue
        for child in node.children:
            child_copy = Node()
            child_copy.parent = copy
            copy.children.append(child_copy)
            original[child_copy] = child
            stack.append((child, child_copy))
    return copy_root, original


def assert_folded_layout(layout: TreeLayout, root: Node, folded: set[Node]) -> None:
    """``layout`` shows exactly the tree cut at ``folded``, placed as a fresh layout of it."""
    copy_root, original = pruned(root, folded)
    fresh = TreeLayout.compute(copy_root)
    assert layout.size == fresh.size
    expected = {original[node]: where for node, where in fresh.iter_positions()}
    assert dict(layout.iter_positions()) == expected
    columns, rows = fresh.size
    assert sorted(layout.trunks_in(0, columns, 0, rows)) == sorted(
        fresh.trunks_in(0, columns, 0, rows)
    )
    assert layout.nodes_in(0, columns, 0, rows) == [
        original[node] for node in fresh.nodes_in(0, columns, 0, rows)
    ]


def test_a_folded_node_stays_and_its_subtree_leaves_the_layout() -> None:
    #  0 - 1 - 2 - 3
    #       \- 4 - 5
    #   \- 6
    nodes = tree_of([0, 1, 2, 1, 4, 0])
    root = nodes[0]
    layout = TreeLayout.compute(root)
    assert layout.size == (4, 3)
    assert layout.fold(nodes[1])
    assert not layout.fold(nodes[1])  # already folded
    assert nodes[1] in layout and layout.position(nodes[1]) == (1, 0)
    assert all(nodes[i] not in layout for i in (2, 3, 4, 5))
    assert layout.is_hidden(nodes[5]) and not layout.is_hidden(nodes[1])
    assert layout.position(nodes[6]) == (1, 1)  # moves up into the freed rows
    assert layout.size == (2, 2) and len(layout) == 3
    assert layout.folded == {nodes[1]}
    assert layout.unfold([nodes[1]])
    assert not layout.unfold([nodes[1]])
    assert layout.position(nodes[5]) == (3, 1) and layout.size == (4, 3)
    assert_folded_layout(layout, root, set())


def test_compute_with_folds_and_unfold_all() -> None:
    nodes = tree_of([0, 1, 2, 1, 4, 0, 6, 6])
    root = nodes[0]
    folded = {nodes[4], nodes[6]}
    layout = TreeLayout.compute(root, folded)
    assert_folded_layout(layout, root, folded)
    assert layout.unfold_all()
    assert not layout.unfold_all()
    assert_folded_layout(layout, root, set())


def test_nested_folds_stay_when_the_outer_one_opens() -> None:
    nodes = tree_of([0, 1, 2, 1, 4, 0])
    root = nodes[0]
    layout = TreeLayout.compute(root)
    layout.fold(nodes[4])
    layout.fold(nodes[1])  # hides the fold of 4
    assert_folded_layout(layout, root, {nodes[1], nodes[4]})
    layout.unfold([nodes[1]])
    assert nodes[4] in layout and nodes[5] not in layout
    assert_folded_layout(layout, root, {nodes[4]})


def test_edits_below_a_fold_change_nothing_shown() -> None:
    nodes = tree_of([0, 1, 2, 1, 4, 0])
    root = nodes[0]
    layout = TreeLayout.compute(root)
    layout.fold(nodes[1])
    before = dict(layout.iter_positions())
    layout.update(add(nodes[2], 0, size=3))
    layout.update(add(nodes[1], 1))
    assert dict(layout.iter_positions()) == before
    layout.update(add(root, 1))  # beside the fold: shown
    assert_folded_layout(layout, root, {nodes[1]})


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=10_000), max_size=120),
    st.integers(min_value=0, max_value=2**32 - 1),
)
def test_folds_unfolds_and_edits_equal_the_cut_tree(parents: list[int], seed: int) -> None:
    root = tree_of(parents)[0]
    layout = TreeLayout.compute(root)
    folded: set[Node] = set()
    rng = random.Random(seed)
    for _ in range(16):
        nodes = attached(root)
        kind = rng.randrange(4)
        if kind == 0:
            node = rng.choice(nodes)
            layout.fold(node)
            folded.add(node)
        elif kind == 1 and folded:
            node = rng.choice(sorted(folded, key=id))
            layout.unfold([node])
            folded.discard(node)
        else:
            layout.update(random_edit(rng, root))
        assert_folded_layout(layout, root, folded)


def test_folds_on_a_big_tree_cross_skyline_checkpoints() -> None:
    rng = random.Random(5)
    parents = [i if rng.random() < 0.6 else rng.randrange(i + 1) for i in range(6_000)]
    nodes = tree_of(parents)
    root = nodes[0]
    layout = TreeLayout.compute(root)
    folded = set(rng.sample(nodes, 30))
    for node in folded:
        layout.fold(node)
    assert_folded_layout(layout, root, folded)
    for _ in range(20):
        layout.update(random_edit(rng, root))
    opened = set(rng.sample(sorted(folded, key=id), 10))
    layout.unfold(opened)
    assert_folded_layout(layout, root, folded - opened)
