"""Bookmarks (GoGui's Go > Bookmarks): a named position in a saved record.

A bookmark holds the record's file, a move number and a variation name
(:func:`gogui_py.game.navigation.variation_string`, e.g. ``"2.1"``; ``""`` the main
line). The node it names is found as GoGui finds it: the first node of the variation,
then the node playing that move number on the variation through it (move 0: the start
of the variation's line, the root when the variation is ``""``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gogui_py.game.game import Game
from gogui_py.game.navigation import node_by_variation, node_with_move_number, variation_string
from gogui_py.game.node import Node


@dataclass(frozen=True)
class Bookmark:
    """A named position of a saved record.

    Attributes:
        name: what the Bookmarks menu shows.
        path: the record's file (absolute).
        move: the move number (0: the root).
        variation: the variation's name (``""``: the main line).
    """

    name: str
    path: Path
    move: int
    variation: str = ""

    def node(self, game: Game) -> Node | None:
        """The node of ``game`` this bookmark names; None when the record has no such
        variation or move (it changed since the bookmark was made)."""
        start = node_by_variation(game.tree.root, self.variation)
        return None if start is None else node_with_move_number(start, self.move)


def bookmark_here(game: Game, path: Path, name: str) -> Bookmark:
    """A bookmark named ``name`` of ``game``'s current node in the record saved as
    ``path``.

    Raises:
        ValueError: the current node is neither the root nor a move (GoGui bookmarks
            only those: a setup node has no move number of its own).
    """
    node = game.current
    if node.parent is not None and node.move is None:
        raise ValueError("Bookmarks can only be set at the start of the game or at a move")
    return Bookmark(name, path, game.move_number(node), variation_string(node))
