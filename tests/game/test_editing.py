"""Structural and setup edits: results, current node, boards, undo and redo."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Point
from tests.game.named_tree import named_game

B = Color.BLACK
W = Color.WHITE

# Pre-order: root 1 2 3 4 3b 4b 2b 3c 4c 4d
TREE = (
    b"(;GM[1]SZ[9]PB[Black]N[root];B[aa]N[1]"
    b"(;W[bb]N[2]C[alpha](;B[cc]N[3];W[dd]N[4])(;B[ce]N[3b]C[beta];W[de]N[4b]))"
    b"(;W[bc]N[2b];B[cd]N[3c](;W[ee]N[4c])(;W[ef]N[4d])))"
)


def _game() -> tuple[Game, dict[str, Node]]:
    return named_game(TREE)


def _names(nodes: list[Node]) -> list[str]:
    return [node.get_text("N") or "?" for node in nodes]


def _setup(node: Node) -> tuple[tuple[Point, ...], ...]:
    return node.add_black, node.add_white, node.add_empty


def _undo_redo_round_trip(game: Game, edit: Callable[[], object]) -> None:
    """Apply ``edit``, then check undo gives the old tree back and redo the new one."""
    before_text = to_sgf([game.tree])
    before_nodes = list(game.tree.iter_nodes())
    before_current = game.current
    edit()
    after_text = to_sgf([game.tree])
    after_nodes = list(game.tree.iter_nodes())
    after_current = game.current
    assert game.can_undo
    game.undo()
    assert to_sgf([game.tree]) == before_text
    assert all(a is b for a, b in zip(list(game.tree.iter_nodes()), before_nodes, strict=True))
    assert game.current is before_current and game.can_redo
    game.redo()
    assert to_sgf([game.tree]) == after_text
    assert all(a is b for a, b in zip(list(game.tree.iter_nodes()), after_nodes, strict=True))
    assert game.current is after_current


def test_delete_node_splices_children() -> None:
    game, n = _game()
    game.go_to(n["4"])
    assert game.board().get(Point(1, 1)) is W
    _undo_redo_round_trip(game, lambda: game.delete_node(n["2"]))
    assert _names(n["1"].children) == ["3", "3b", "2b"]
    assert game.current is n["4"] and game.undo_label == "Delete node"
    # Positions below the removed node changed: no stale cached board.
    assert game.board().get(Point(1, 1)) is None
    game.undo()
    assert game.board().get(Point(1, 1)) is W
    game.go_to(n["2"])
    game.delete_node(n["2"])
    assert game.current is n["1"]
    with pytest.raises(ValueError):
        game.delete_node(game.tree.root)


def test_truncate_and_truncate_children() -> None:
    game, n = _game()
    game.go_to(n["4"])
    _undo_redo_round_trip(game, lambda: game.truncate(n["2"]))
    assert _names(n["1"].children) == ["2b"] and game.current is n["1"]
    game.undo()
    assert game.current is n["4"]
    _undo_redo_round_trip(game, lambda: game.truncate_children(n["1"]))
    assert n["1"].children == [] and game.current is n["1"]
    assert game.undo_label == "Truncate children"
    with pytest.raises(ValueError):
        game.truncate(game.tree.root)
    assert game.truncate_children(n["4"]) == []


def test_make_main_variation_and_move_variation() -> None:
    game, n = _game()
    _undo_redo_round_trip(game, lambda: game.make_main_variation(n["4d"]))
    assert _names(game.tree.main_line()) == ["root", "1", "2b", "3c", "4d"]
    assert game.make_main_variation(n["4d"]) == []
    game.undo()
    _undo_redo_round_trip(game, lambda: game.move_variation(n["2b"], -1))
    assert _names(n["1"].children) == ["2b", "2"]
    assert game.move_variation(n["2b"], -1) == []
    assert game.move_variation(n["2"], 1) == []
    assert game.move_variation(game.tree.root, 1) == []
    assert game.undo_label == "Move variation up"


def test_keep_only_position() -> None:
    game, n = _game()
    game.go_to(n["4b"])
    _undo_redo_round_trip(game, game.keep_only_position)
    root = game.tree.root
    assert root.children == [] and game.current is root
    assert set(root.add_black) == {Point(0, 0), Point(2, 4)}
    assert set(root.add_white) == {Point(1, 1), Point(3, 4)}
    assert root.player is B and root.comment == ""
    assert root.props.get("PB") == ["Black"] and "N" not in root.props
    assert game.board(root) == game.board(n["4b"]).with_setup()
    game.undo()
    assert game.current is n["4b"] and game.tree.node_count() == 11


def test_setup_on_a_move_node_creates_a_child() -> None:
    game, n = _game()
    game.go_to(n["2"])
    assert game.set_setup_stone(Point(0, 0), B) == []  # already black: nothing to do
    _undo_redo_round_trip(game, lambda: game.set_setup_stone(Point(5, 5), B))
    setup = game.current
    assert setup.parent is n["2"] and setup.child_index() == 2 and setup.move is None
    a, e = Point(5, 5), Point(1, 1)
    assert _setup(setup) == ((a,), (), ())
    game.set_setup_stone(a, W)
    assert _setup(setup) == ((), (a,), ())
    game.set_setup_stone(e, None)  # a stone of the parent: AE
    assert _setup(setup) == ((), (a,), (e,))
    game.set_setup_stone(e, W)  # back to the parent's colour: nothing redundant
    assert _setup(setup) == ((), (a,), ())
    game.set_setup_stone(e, B)
    assert _setup(setup) == ((e,), (a,), ())
    board = game.board()
    assert board.get(e) is B and board.get(a) is W
    assert len(n["2"].children) == 3  # further edits stay on the setup node
    game.undo()
    assert _setup(setup) == ((), (a,), ()) and game.current is setup
    with pytest.raises(ValueError):
        game.set_setup_stone(Point(9, 0), B)


def test_setup_at_the_root_and_player_to_move() -> None:
    game, _ = _game()
    root = game.tree.root
    game.set_setup_stone(Point(4, 4), B)
    assert root.add_black == (Point(4, 4),) and game.current is root
    game.set_setup_stone(Point(4, 4), None)
    assert not root.has_setup  # nothing to remove on an empty board: no AE
    _undo_redo_round_trip(game, lambda: game.set_player_to_move(W))
    assert root.player is W and game.to_move() is W
    game.set_player_to_move(None)
    assert root.player is None


def test_player_to_move_after_a_move_starts_a_setup_node() -> None:
    """FF[4]: PL (setup) is not mixed with a move in one node; as for setup stones."""
    game = Game(GameTree.new(BoardSize(9, 9)))
    game.play(Point(2, 6))  # C3
    move_node = game.current
    assert game.set_player_to_move(W) == []  # White is to play already: nothing to add
    assert not move_node.children
    game.set_player_to_move(B)
    setup = game.current
    assert setup.parent is move_node and setup.move is None and setup.player is B
    assert move_node.player is None and game.to_move() is B
    game.set_player_to_move(W)  # on the setup node: edited in place
    assert game.current is setup and setup.player is W and len(move_node.children) == 1
    game.set_player_to_move(B)
    game.play(Point(3, 5))  # D4
    assert to_sgf([game.tree]).endswith(";B[cg];PL[B];B[df])\n")
    game.undo()
    game.undo()
    game.undo()  # PL[B] over PL[W]: the setup node is still there
    assert game.current is setup and setup.player is B
    game.undo()  # the Player to Move that made the node: gone in one step
    assert game.current is move_node and not move_node.children
    assert to_sgf([game.tree]).endswith(";B[cg])\n")
    game.redo()
    assert game.current.parent is move_node and game.current.player is B


def test_positions_change_only_when_they_can() -> None:
    game, n = _game()
    tree = game.tree
    game.go_to(n["4"])
    game.board()
    revision = tree.position_revision
    game.play(Point(6, 6))
    game.undo()
    game.redo()
    game.truncate(n["2b"])
    game.undo()
    game.make_main_variation(n["4b"])
    game.undo()
    game.set_comment(n["3"], "x")
    game.set_mark(Point(0, 0), "CR")
    game.set_info(GameInfo(player_black="Someone"))
    game.set_player_to_move(W)
    assert tree.position_revision == revision
    game.set_setup_stone(Point(7, 7), B)
    assert tree.position_revision > revision


def test_play_records_an_undo_step() -> None:
    game, n = _game()
    game.go_to(n["4"])
    game.play(Point(4, 4))
    assert game.undo_label == "Play E5"
    game.play(None)
    assert game.undo_label == "Pass"
    game.undo()
    game.undo()
    assert game.current is n["4"] and n["4"].children == []
    assert game.redo_label == "Play E5"
    game.go_to(n["1"])
    game.play_move(n["2"].move)  # type: ignore[arg-type]  # follows the existing child
    assert game.current is n["2"] and game.redo_label == "Play E5"
    game.redo()
    assert game.current.move is not None and game.current.parent is n["4"]
    game.undo()
    game.play(Point(8, 8))  # a new edit drops the redo stack
    assert not game.can_redo and game.redo() == []


def test_comment_typing_merges_into_one_step() -> None:
    game, n = _game()
    for text in ("a", "al", "alp"):
        game.set_comment(n["3"], text)
    game.set_comment(n["4"], "x")
    game.set_comment(n["4"], "xy")
    assert game.history.undo_steps == 2 and game.undo_label == "Comment"
    game.undo()
    assert n["4"].comment == "" and n["3"].comment == "alp" and game.current is n["4"]
    game.undo()
    assert n["3"].comment == "" and game.current is n["3"]
    game.redo()
    game.set_comment(n["3"], "alph")  # after an undo/redo, a new step
    assert game.history.undo_steps == 2
    assert game.set_comment(n["3"], "alph") == [] and game.history.undo_steps == 2


def test_game_info_edit_is_undoable() -> None:
    game, _ = _game()
    info = game.tree.info.replace(player_white="White", komi=6.5)
    _undo_redo_round_trip(game, lambda: game.set_info(info))
    assert game.tree.info.player_white == "White" and game.undo_label == "Game info"
    assert game.set_info(info) == []


def test_undo_with_nothing_to_undo() -> None:
    game, _ = _game()
    assert not game.can_undo and not game.can_redo
    assert game.undo() == [] and game.redo() == []
    assert game.undo_label is None and game.redo_label is None
