"""TreeLayout.update: after any edit (or batch of edits) it equals a fresh TreeLayout.compute."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.game.node import Node
from gogui_py.game.tree import Change, NodeAdded, NodeMoved, NodeRemoved
from gogui_py.game.variation_layout import TreeLayout
from tests.game.test_variation_layout import check_layout, tree_of


def attached(root: Node) -> list[Node]:
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(node.children)
    return found


def add(parent: Node, index: int, size: int = 1) -> list[Change]:
    """Attach a new chain of ``size`` nodes at ``parent.children[index]``."""
    node = Node()
    walk = node
    for _ in range(size - 1):
        child = Node()
        child.parent = walk
        walk.children.append(child)
        walk = child
    index = min(index, len(parent.children))
    parent.children.insert(index, node)
    node.parent = parent
    return [NodeAdded(node, parent, index)]


def remove(node: Node) -> list[Change]:
    parent = node.parent
    assert parent is not None
    index = parent.children.index(node)
    del parent.children[index]
    node.parent = None
    return [NodeRemoved(parent, node, index)]


def move(node: Node, index: int) -> list[Change]:
    parent = node.parent
    assert parent is not None
    old = parent.children.index(node)
    index = min(index, len(parent.children) - 1)
    if old == index:
        return []
    del parent.children[old]
    parent.children.insert(index, node)
    return [NodeMoved(parent, node, old, index)]


def make_main(node: Node) -> list[Change]:
    changes: list[Change] = []
    walk = node
    while walk.parent is not None:
        changes += move(walk, 0)
        walk = walk.parent
    return changes


def random_edit(rng: random.Random, root: Node) -> list[Change]:
    nodes = attached(root)
    kind = rng.randrange(5)
    if kind == 0 or len(nodes) == 1:
        parent = rng.choice(nodes)
        return add(parent, rng.randrange(len(parent.children) + 1), rng.choice((1, 1, 3)))
    node = rng.choice(nodes[1:])
    if kind == 1:
        return remove(node)
    if kind == 2:
        return move(node, rng.randrange(4))
    if kind == 3:
        return make_main(node)
    # A batch: several edits reported together (a grouped edit or an undo step).
    changes: list[Change] = []
    for _ in range(rng.randrange(2, 5)):
        changes += random_edit(rng, root)
    return changes


def assert_same(layout: TreeLayout, root: Node) -> None:
    fresh = check_layout(root)
    assert layout.size == fresh.size
    assert dict(layout.iter_positions()) == dict(fresh.iter_positions())
    columns, rows = fresh.size
    assert sorted(layout.trunks_in(0, columns, 0, rows)) == sorted(
        fresh.trunks_in(0, columns, 0, rows)
    )
    assert layout.nodes_in(0, columns, 0, rows) == fresh.nodes_in(0, columns, 0, rows)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=10_000), max_size=120),
    st.integers(min_value=0, max_value=2**32 - 1),
)
def test_update_equals_compute_after_random_edits(parents: list[int], seed: int) -> None:
    root = tree_of(parents)[0]
    layout = TreeLayout.compute(root)
    rng = random.Random(seed)
    for _ in range(12):
        layout.update(random_edit(rng, root))
        assert_same(layout, root)


def test_update_on_a_big_tree_crosses_skyline_checkpoints() -> None:
    rng = random.Random(11)
    parents = [i if rng.random() < 0.6 else rng.randrange(i + 1) for i in range(6_000)]
    root = tree_of(parents)[0]
    layout = TreeLayout.compute(root)
    for _ in range(40):
        layout.update(random_edit(rng, root))
    assert_same(layout, root)


def test_removed_nodes_leave_the_layout_and_added_ones_join_it() -> None:
    root = tree_of([0, 1, 1, 0])[0]
    layout = TreeLayout.compute(root)
    gone = root.children[0]
    layout.update(remove(gone))
    assert gone not in layout and all(child not in layout for child in gone.children)
    changes = add(root, 0, size=2)
    layout.update(changes)
    added = root.children[0]
    assert layout.position(added) == (1, 0) and layout.position(added.children[0]) == (2, 0)
    assert len(layout) == len(attached(root))


def test_changes_without_structure_leave_it_alone() -> None:
    root = tree_of([0, 0, 1])[0]
    layout = TreeLayout.compute(root)
    before = dict(layout.iter_positions())
    layout.update([])
    assert dict(layout.iter_positions()) == before


def test_every_update_on_a_big_tree_equals_compute() -> None:
    """Edits on a tree of many skyline checkpoints, checked after each one: the placing
    that stops where the rest of the skyline is as before gives the full layout's rows."""
    rng = random.Random(5)
    parents = [i if rng.random() < 0.1 else rng.randrange(i + 1) for i in range(3_000)]
    root = tree_of(parents)[0]
    layout = TreeLayout.compute(root)
    assert len(layout._lines) > 4 * 256  # several checkpoints (18 of the 60 edits stop early)
    for _ in range(60):
        layout.update(random_edit(rng, root))
        assert_same(layout, root)
