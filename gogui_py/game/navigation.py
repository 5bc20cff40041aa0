"""Finding nodes to go to: earlier variations, the main line, a move number, comments,
GoGui's variation names (``"2.1"``).

Pure functions over linked nodes; each costs the depth of the node (times the
number of siblings passed) except the comment search, which visits nodes in
document order (pre-order, main variations first) until it finds one.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from gogui_py.game.node import Node


def earlier_variation(node: Node, step: int) -> Node | None:
    """The sibling ``step`` (+1 next, -1 previous) of the nearest node that has one.

    Starts with ``node`` itself and climbs towards the root (GoGui "Next/Previous
    Earlier Variation"); None when no node on the path has such a sibling.
    """
    child = node
    parent = child.parent
    while parent is not None:
        index = child.child_index() + step
        if 0 <= index < len(parent.children):
            return parent.children[index]
        child = parent
        parent = child.parent
    return None


def main_line_node(node: Node) -> Node:
    """The deepest node of the path to ``node`` that lies on the main line."""
    for parent, child in itertools.pairwise(node.path()):
        if parent.children[0] is not child:
            return parent
    return node


def is_below(node: Node, top: Node) -> bool:
    """True when ``node`` is in the subtree below ``top`` (``top`` itself excluded)."""
    return any(walk is top for walk in node.ancestors())


def node_with_move_number(node: Node, number: int) -> Node | None:
    """The node playing move ``number`` on the variation through ``node``.

    The variation is the path from the root to ``node`` continued by first
    children. Move 0 is the root. None when the variation has fewer moves.
    """
    if number < 0:
        return None
    path: list[Node] = []
    walk: Node | None = node
    while walk is not None:
        path.append(walk)
        walk = walk.parent
    path.reverse()
    if number == 0:
        return path[0]
    count = 0
    for candidate in _continue(path):
        if candidate.move is not None:
            count += 1
            if count == number:
                return candidate
    return None


def _continue(path: list[Node]) -> Iterator[Node]:
    """The nodes of ``path`` followed by first children below its last node."""
    yield from path
    node = path[-1]
    while node.children:
        node = node.children[0]
        yield node


def _subtree(node: Node) -> Iterator[Node]:
    """``node`` and its descendants in pre-order, iteratively."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


def _forward_from(node: Node) -> Iterator[Node]:
    """Every node after ``node`` in pre-order, then from the root round to ``node``."""
    subtree = _subtree(node)
    next(subtree)
    yield from subtree
    yield from _after_subtree(node)
    for candidate in _subtree(node.path()[0]):
        yield candidate
        if candidate is node:
            return


def _backward_from(node: Node) -> Iterator[Node]:
    """Every node before ``node`` in pre-order (nearest first), then from the end round."""
    child = node
    while child.parent is not None:
        parent = child.parent
        for sibling in reversed(parent.children[: child.child_index()]):
            yield from reversed(list(_subtree(sibling)))
        yield parent
        child = parent
    for candidate in reversed(list(_subtree(child))):
        yield candidate
        if candidate is node:
            return


def find_comment(node: Node, pattern: re.Pattern[str], forward: bool = True) -> Node | None:
    """The next node (in document order, wrapping) whose comment matches ``pattern``.

    The search starts after ``node`` (before it when ``forward`` is False), goes
    round the whole tree and ends with ``node`` itself. ``pattern.search`` is
    used; None when no comment matches.
    """
    candidates = _forward_from(node) if forward else _backward_from(node)
    for candidate in candidates:
        if candidate.comment and pattern.search(candidate.comment):
            return candidate
    return None


def variation_string(node: Node) -> str:
    """GoGui's name of the variation of ``node``: for each node of the path from the root
    that has several children, the 1-based index of the child taken, joined by dots
    (``"2.1.3"``); ``""`` on the main line before its first branch point."""
    numbers: list[str] = []
    child = node
    while child.parent is not None:
        if len(child.parent.children) > 1:
            numbers.append(str(child.child_index() + 1))
        child = child.parent
    return ".".join(reversed(numbers))


def node_by_variation(root: Node, variation: str) -> Node | None:
    """The first node of the variation named ``variation`` (see :func:`variation_string`).

    From ``root``, follow first children down to the next node with several children and
    take the child the next number names, for each number (GoGui's ``findByVariation``).
    ``""`` (or blanks) is ``root``; None when the text is not dot-separated positive
    integers or names no node of the tree.
    """
    text = variation.strip()
    if not text:
        return root
    try:
        numbers = [int(token) - 1 for token in text.split(".")]
    except ValueError:
        return None
    node = root
    for index in numbers:
        while len(node.children) == 1:
            node = node.children[0]
        if not 0 <= index < len(node.children):
            return None
        node = node.children[index]
    return node


def next_commented(node: Node, *, include: bool = False) -> Node | None:
    """The first node after ``node`` (``node`` itself too when ``include``) in document
    order (pre-order, main variations first; no wrapping) that has a comment; None when
    none has (GoGui's "Find Next Comment")."""
    nodes = itertools.chain(_subtree(node), _after_subtree(node))
    if not include:
        next(nodes)  # node itself
    return next((candidate for candidate in nodes if candidate.comment), None)


def _after_subtree(node: Node) -> Iterator[Node]:
    """The nodes after the subtree of ``node`` in pre-order, up to the end of the tree."""
    child = node
    while child.parent is not None:
        parent = child.parent
        for sibling in parent.children[child.child_index() + 1 :]:
            yield from _subtree(sibling)
        child = parent
