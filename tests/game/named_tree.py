"""A small game tree whose nodes are named (N[]) for navigation and editing tests."""

from __future__ import annotations

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes

# Pre-order: root 1 2 3 4 3b 4b 2b 3c 4c 4d
TREE = (
    b"(;GM[1]SZ[9]N[root];B[aa]N[1]"
    b"(;W[bb]N[2]C[alpha](;B[cc]N[3];W[dd]N[4])(;B[ce]N[3b]C[beta];W[de]N[4b]))"
    b"(;W[bc]N[2b];B[cd]N[3c](;W[ee]N[4c]C[Alpha and omega])(;W[ef]N[4d])))"
)


def named_game(text: bytes = TREE) -> tuple[Game, dict[str, Node]]:
    """A fresh game of the SGF ``text`` (default :data:`TREE`) and its nodes by name."""
    game = Game(load_bytes(text).games[0])
    names = {node.get_text("N") or "": node for node in game.tree.iter_nodes()}
    return game, names
