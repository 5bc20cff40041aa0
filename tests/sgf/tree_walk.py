"""Iterative helpers to walk and compare raw SGF trees in tests (no recursion)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from gogui_py.sgf import RawNode


def walk(games: Sequence[RawNode]) -> Iterator[RawNode]:
    """Every node of every game, depth first, in file order."""
    stack = list(reversed(games))
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def count_nodes(games: Sequence[RawNode]) -> int:
    return sum(1 for _ in walk(games))


def assert_same_trees(left: Sequence[RawNode], right: Sequence[RawNode]) -> None:
    """Same games, same shape, same properties (order included), node by node."""
    assert len(left) == len(right), "number of games differs"
    pairs = list(zip(left, right, strict=True))
    while pairs:
        a, b = pairs.pop()
        assert list(a.properties.items()) == list(b.properties.items()), (a, b)
        assert len(a.children) == len(b.children), (a, b)
        pairs.extend(zip(a.children, b.children, strict=True))


def main_line(root: RawNode) -> list[RawNode]:
    nodes = [root]
    while nodes[-1].children:
        nodes.append(nodes[-1].children[0])
    return nodes
