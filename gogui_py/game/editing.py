"""Structural and setup edits of a game tree, expressed with the tree's primitive records.

Every function mutates the tree only through :class:`GameTree` (insert, delete,
move_variation, set_state / set_setup), so the records it returns can be
undone and redone by :class:`gogui_py.game.history.EditHistory`. Each costs
the size of what it changes (plus the depth of the node), never the whole tree.
"""

from __future__ import annotations

import itertools

from gogui_py.game.node import Node
from gogui_py.game.tree import Change, GameTree, NodeState
from gogui_py.go import Color, Point
from gogui_py.go.board import Board

ROOT_INFO_IDENTS = frozenset(
    {
        *("FF", "CA", "AP", "GM", "SZ", "ST"),
        *("PB", "PW", "BR", "WR", "BT", "WT", "KM", "HA", "RE", "RU", "DT", "EV"),
        *("RO", "PC", "GN", "GC", "TM", "OT", "ON", "SO", "AN", "US", "CP"),
    }
)
"""Root and game-info properties that :func:`keep_only_position` keeps."""


def _not_root(node: Node) -> Node:
    parent = node.parent
    if parent is None:
        raise ValueError("the root node cannot be removed")
    return parent


def delete_node(tree: GameTree, node: Node) -> list[Change]:
    """Remove only ``node``: its children take its place among the parent's children.

    Raises:
        ValueError: for the root.
    """
    parent = _not_root(node)
    index = node.child_index()
    changes = tree.delete(node)
    for offset in range(len(node.children)):
        child = node.children[0]
        changes += tree.delete(child)
        changes += tree.insert(parent, child, index + offset)
    return changes


def truncate(tree: GameTree, node: Node) -> list[Change]:
    """Remove ``node`` and its whole subtree (GoGui "Truncate").

    Raises:
        ValueError: for the root.
    """
    _not_root(node)
    return tree.delete(node)


def truncate_children(tree: GameTree, node: Node) -> list[Change]:
    """Remove every child of ``node`` (with their subtrees), last first."""
    changes: list[Change] = []
    for child in reversed(list(node.children)):
        changes += tree.delete(child)
    return changes


def make_main_variation(tree: GameTree, node: Node) -> list[Change]:
    """Reorder children along the path to ``node`` so that it lies on the main line."""
    changes: list[Change] = []
    walk = node
    while walk.parent is not None:
        changes += tree.move_variation(walk, 0)
        walk = walk.parent
    return changes


def move_variation(tree: GameTree, node: Node, step: int) -> list[Change]:
    """Move ``node`` ``step`` places among its siblings (-1 up, +1 down); [] at the ends."""
    parent = node.parent
    if parent is None:
        return []
    index = node.child_index() + step
    if not 0 <= index < len(parent.children):
        return []
    return tree.move_variation(node, index)


def variation_through(node: Node) -> list[Node]:
    """The variation through ``node``: the path from the root to it, continued by first
    children to the end."""
    path = node.path()
    while path[-1].children:
        path.append(path[-1].children[0])
    return path


def has_side_variations(node: Node) -> bool:
    """True when some node of the variation through ``node`` has more than one child."""
    return any(len(step.children) > 1 for step in variation_through(node))


def delete_side_variations(tree: GameTree, node: Node) -> list[Change]:
    """Remove every node not on the variation through ``node`` (GoGui's "Delete Side
    Variations", which keeps the main variation when ``node`` is on it); the variation
    kept becomes the main and only line. Costs the length of the variation plus the
    subtrees removed."""
    changes: list[Change] = []
    line = variation_through(node)
    for parent, kept in itertools.pairwise(line):
        for child in reversed(list(parent.children)):
            if child is not kept:
                changes += tree.delete(child)
    return changes


def keep_only_position(tree: GameTree, board: Board, to_move: Color) -> list[Change]:
    """Make the tree a single root holding ``board`` as setup, ``to_move`` as PL.

    The root keeps its game-info properties (:data:`ROOT_INFO_IDENTS`); its move,
    comment, markup and other properties go, and every child is removed.
    """
    root = tree.root
    changes: list[Change] = truncate_children(tree, root)
    black = tuple(point for point, color in board.stones() if color is Color.BLACK)
    white = tuple(point for point, color in board.stones() if color is Color.WHITE)
    props = tuple(
        (ident, tuple(values)) for ident, values in root.props.items() if ident in ROOT_INFO_IDENTS
    )
    state = NodeState(None, black, white, (), to_move, "", props)
    return changes + tree.set_state(root, state)


def setup_after(
    node: Node, before: Board, point: Point, color: Color | None
) -> tuple[tuple[Point, ...], tuple[Point, ...], tuple[Point, ...]]:
    """New (AB, AW, AE) of ``node`` so that ``point`` becomes ``color`` (None = empty).

    ``before`` is the board before the node's setup (the parent's board). The
    point leaves every list, then joins AB, AW or AE only when ``before``
    differs there, so no entry is redundant.
    """
    black = tuple(p for p in node.add_black if p != point)
    white = tuple(p for p in node.add_white if p != point)
    empty = tuple(p for p in node.add_empty if p != point)
    if before.get(point) is not color:
        if color is Color.BLACK:
            black += (point,)
        elif color is Color.WHITE:
            white += (point,)
        else:
            empty += (point,)
    return black, white, empty
