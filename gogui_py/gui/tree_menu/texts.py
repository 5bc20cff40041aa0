"""The texts of the Node Info and Subtree Statistics windows (GoGui's node info and tree
info): aligned ``label  value`` lines, labels translated."""

from __future__ import annotations

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.node_info import property_lines, subtree_statistics
from gogui_py.gui.i18n import translate
from gogui_py.gui.tree_view.describe import move_text


def aligned(rows: list[tuple[str, str]]) -> str:
    """``rows`` of ``(label, value)`` as lines with the values in one column."""
    width = max((len(label) for label, _ in rows), default=0)
    return "\n".join(f"{label.ljust(width)}  {value}".rstrip() for label, value in rows)


def node_title(game: Game, node: Node) -> str:
    """``"Move 37: B Q16"``, ``"Start"``, ``"Node after move 12"`` (window titles, heads)."""
    number = game.move_number(node)
    if node.move is not None:
        text = translate("TreeMenu", "Move {}: {}")
        return text.format(number, move_text(node.move, game.tree.size))
    if node.parent is None:
        return translate("TreeMenu", "Start")
    return translate("TreeMenu", "Node after move {}").format(number)


def node_info_text(game: Game, node: Node) -> str:
    """The Node Info text: a head (the node, its depth, its children), then every SGF
    property of the node as a save writes it, one per line (``B  [pd]``)."""
    head = [
        (translate("TreeMenu", "Node"), node_title(game, node)),
        (translate("TreeMenu", "Depth"), str(node.depth)),
        (translate("TreeMenu", "Children"), str(len(node.children))),
    ]
    properties = property_lines(game.tree, node)
    body = aligned(properties) if properties else translate("TreeMenu", "(no properties)")
    title = translate("TreeMenu", "SGF properties")
    return f"{aligned(head)}\n\n{title}\n{body}\n"


def statistics_text(game: Game, node: Node) -> str:
    """The Subtree Statistics text of the subtree below ``node`` (node included)."""
    stats = subtree_statistics(node)
    rows = [
        (translate("TreeMenu", "Subtree of"), node_title(game, node)),
        (translate("TreeMenu", "Nodes"), f"{stats.nodes:,}"),
        (translate("TreeMenu", "Moves"), f"{stats.moves:,}"),
        (translate("TreeMenu", "Variations"), f"{stats.variations:,}"),
        (translate("TreeMenu", "Branch points"), f"{stats.branch_points:,}"),
        (translate("TreeMenu", "Maximum depth"), f"{stats.max_depth:,}"),
        (translate("TreeMenu", "Most children"), f"{stats.max_children:,}"),
        (translate("TreeMenu", "Setup nodes"), f"{stats.setup_nodes:,}"),
        (translate("TreeMenu", "Comments"), f"{stats.comments:,}"),
    ]
    return aligned(rows) + "\n"
