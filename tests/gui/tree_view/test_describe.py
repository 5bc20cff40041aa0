"""Tooltip texts of tree-view nodes."""

from __future__ import annotations

from gogui_py.game.game import Game
from gogui_py.game.sgf_io import load_bytes
from gogui_py.gui.tree_view.describe import describe_node


def game_of(sgf: str) -> Game:
    return Game(load_bytes(sgf.encode()).games[0])


def test_move_node_shows_number_vertex_and_first_comment_line() -> None:
    game = game_of("(;SZ[19];B[pd];W[dp]C[A good move\nsecond line])")
    node = game.tree.root.children[0].children[0]
    assert describe_node(game, node) == "Move 2: W D4\nA good move"


def test_root_setup_pass_variations_and_long_comments() -> None:
    game = game_of("(;SZ[9]AB[aa][bb]AW[cc](;B[]C[" + "x" * 200 + "])(;B[ee])(;B[ff];;))")
    root = game.tree.root
    assert describe_node(game, root) == "Setup: 2 black, 1 white, 3 variations"
    text = describe_node(game, root.children[0])
    head, comment = text.split("\n")
    assert head == "Move 1: B pass"
    assert len(comment) == 80 and comment.endswith("…")
    empty = root.children[2].children[0]
    assert describe_node(game, empty) == "Empty node after move 1"


def test_bare_root_is_the_start() -> None:
    game = game_of("(;SZ[19];B[pd])")
    assert describe_node(game, game.tree.root) == "Start"
