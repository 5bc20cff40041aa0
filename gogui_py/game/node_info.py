"""What the game tree's Node Info and Subtree Statistics windows show (GoGui's NodeUtil
nodeInfo and treeInfo): a node's SGF properties as written, and figures of the subtree
below a node. Pure; walks are iterative (trees 10,000 levels deep)."""

from __future__ import annotations

from dataclasses import dataclass

from gogui_py.game.node import Node
from gogui_py.game.sgf_io import node_properties
from gogui_py.game.tree import GameTree


def property_lines(tree: GameTree, node: Node) -> list[tuple[str, str]]:
    """``(identifier, values)`` of every SGF property of ``node`` of ``tree``, as a save
    writes them (FF[4] identifiers, values still SGF-escaped, each in brackets):
    ``[("B", "[pd]"), ("AB", "[aa][bb]"), ("C", "[a \\\\] b]")]``."""
    return [
        (ident, "".join(f"[{value}]" for value in values))
        for ident, values in node_properties(tree, node).items()
    ]


def sgf_text(tree: GameTree, node: Node) -> str:
    """The node as it is written in an SGF file: ``";B[pd]C[hello]"``."""
    return ";" + "".join(ident + values for ident, values in property_lines(tree, node))


@dataclass(frozen=True)
class SubtreeStatistics:
    """Figures of the subtree below (and including) one node.

    Attributes:
        nodes: nodes of the subtree, the node itself included (>= 1).
        moves: nodes holding a move (``B``/``W``, passes included).
        variations: the lines from the node to an end, i.e. the subtree's leaves (>= 1).
        branch_points: nodes with more than one child.
        max_depth: nodes on the longest line below the node (0 for a leaf).
        max_children: the most children of one node (0 for a leaf).
        setup_nodes: nodes adding or removing stones (``AB``/``AW``/``AE``).
        comments: nodes with a comment.
    """

    nodes: int
    moves: int
    variations: int
    branch_points: int
    max_depth: int
    max_children: int
    setup_nodes: int
    comments: int


def subtree_statistics(node: Node) -> SubtreeStatistics:
    """The figures of the subtree below ``node`` (see :class:`SubtreeStatistics`).

    O(size of the subtree), iterative.
    """
    nodes = moves = leaves = branches = max_depth = max_children = setups = comments = 0
    stack = [(node, 0)]
    while stack:
        walk, depth = stack.pop()
        nodes += 1
        if walk.move is not None:
            moves += 1
        if walk.has_setup:
            setups += 1
        if walk.comment:
            comments += 1
        children = walk.children
        count = len(children)
        if count == 0:
            leaves += 1
            max_depth = max(max_depth, depth)
            continue
        if count > 1:
            branches += 1
        max_children = max(max_children, count)
        stack.extend((child, depth + 1) for child in children)
    return SubtreeStatistics(
        nodes=nodes,
        moves=moves,
        variations=leaves,
        branch_points=branches,
        max_depth=max_depth,
        max_children=max_children,
        setup_nodes=setups,
        comments=comments,
    )


def subtree_size(node: Node) -> int:
    """Nodes of the subtree below ``node``, the node included. O(that size), iterative."""
    count = 0
    stack = [node]
    while stack:
        walk = stack.pop()
        count += 1
        stack.extend(walk.children)
    return count
