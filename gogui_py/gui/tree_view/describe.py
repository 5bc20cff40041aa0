"""Text shown for a node of the game-tree view (its tooltip): move number, vertex, the
analysis's mistake mark, comment."""

from __future__ import annotations

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Move
from gogui_py.go.vertex import to_gtp
from gogui_py.gui.i18n import translate

COMMENT_CHARS = 80
"""The first comment line is cut to this many characters (with an ellipsis)."""


def move_text(move: Move, size: BoardSize) -> str:
    """``"B Q16"``, ``"W pass"``; a point off the board as ``"B (x, y)"``."""
    try:
        vertex = to_gtp(move.point, size)
    except ValueError:
        assert move.point is not None
        vertex = f"({move.point.x}, {move.point.y})"
    return f"{move.color.value} {vertex}"


def describe_node(game: Game, node: Node, drop: float | None = None) -> str:
    """Tooltip text for ``node`` of ``game``: one headline, then the mistake line when
    ``drop`` (the mover's win rate lost, 0..1) is given, then the first comment line.

    Headlines: ``"Move 37: B Q16"``; ``"Setup: 3 black, 2 white, 1 empty"``
    (after ``"Move N · "`` below the start); ``"Start"`` for a bare root;
    ``"Empty node after move N"``. ``", 3 variations"`` is added when the node
    has several children. Mistake line: ``"Mistake: B lost 12.3 % win rate"``.
    """
    number = game.move_number(node)
    if node.move is not None:
        head = translate("TreeView", "Move {0}: {1}").format(
            number, move_text(node.move, game.tree.size)
        )
    elif node.has_setup:
        parts = [
            f"{len(points)} {name}"
            for points, name in (
                (node.add_black, "black"),
                (node.add_white, "white"),
                (node.add_empty, "empty"),
            )
            if points
        ]
        head = translate("TreeView", "Setup: ") + ", ".join(parts)
        if number:
            head = translate("TreeView", "After move {0} · {1}").format(number, head)
    elif node.parent is None:
        head = translate("TreeView", "Start")
    else:
        head = translate("TreeView", "Empty node after move {}").format(number)
    if len(node.children) > 1:
        head += f", {len(node.children)} variations"
    if drop is not None and node.move is not None:
        head += translate("TreeView", "\nMistake: {0} lost {1:.1f} % win rate").format(
            node.move.color.value, drop * 100
        )
    comment = node.comment.strip()
    if not comment:
        return head
    line = comment.splitlines()[0].strip()
    if len(line) > COMMENT_CHARS:
        line = line[: COMMENT_CHARS - 1].rstrip() + "…"
    return f"{head}\n{line}"
