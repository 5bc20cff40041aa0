"""Walks of a game tree in the variation layout's terms (:mod:`gogui_py.game.variation_layout`):
lines (a node and its first children), document order (SGF pre-order), folded nodes
left out. Each is O(the path or chain walked) and iterative (any depth)."""

from __future__ import annotations

from gogui_py.game.node import Node


def chain(node: Node) -> list[Node]:
    """``node`` and its first children down to a leaf: the nodes of one line."""
    nodes = [node]
    while node.children:
        node = node.children[0]
        nodes.append(node)
    return nodes


def chain_folded(node: Node, folded: set[Node]) -> list[Node]:
    """:func:`chain`, stopping at a folded node (included)."""
    nodes = [node]
    while node.children and node not in folded:
        node = node.children[0]
        nodes.append(node)
    return nodes


def push_variations(work: list[tuple[Node, int]], chain: list[Node], col: int) -> None:
    """Push the variations of a line's nodes so they pop in document order.

    Popped: the deepest node's variations first, ``children[1]`` before ``children[2]``.
    """
    for offset, node in enumerate(chain, start=col + 1):
        children = node.children
        if len(children) > 1:
            work.extend((child, offset) for child in reversed(children[1:]))


def last_line_start(node: Node) -> Node:
    """The first node of the last line, in document order, of ``node``'s subtree.

    That is the last variation of the shallowest node with variations on ``node``'s
    line, followed down the same way; ``node`` when no node of its line has any.
    """
    last = node
    walk = node
    while True:
        while len(walk.children) == 1:
            walk = walk.children[0]
        if not walk.children:
            return last
        last = walk = walk.children[-1]


def last_line_start_folded(node: Node, folded: set[Node]) -> Node:
    """:func:`last_line_start` with the children of folded nodes left out."""
    last = node
    walk = node
    while True:
        while len(walk.children) == 1 and walk not in folded:
            walk = walk.children[0]
        if not walk.children or walk in folded:
            return last
        last = walk = walk.children[-1]


def next_after(node: Node) -> Node | None:
    """The first node of the line that follows, in document order, the lines of
    ``node``'s subtree (those of the line holding ``node`` excepted); None at the end."""
    walk = node
    while walk.parent is not None:
        siblings = walk.parent.children
        if siblings[0] is walk:
            if len(siblings) > 1:
                return siblings[1]
        else:
            index = siblings.index(walk) + 1
            if index < len(siblings):
                return siblings[index]
        walk = walk.parent
    return None


def has_ancestor_in(node: Node, nodes: set[Node]) -> bool:
    """True when an ancestor of ``node`` is one of ``nodes``."""
    return any(walk in nodes for walk in node.ancestors())
