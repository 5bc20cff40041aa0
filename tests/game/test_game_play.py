"""Game.play: captures, ko, illegal moves, passes, to_move and change records."""

from __future__ import annotations

import pytest

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes
from gogui_py.game.tree import CurrentNodeChanged, GameTree, NodeAdded, NodeRemoved
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.board import IllegalMoveError


def _game(size: int = 9) -> Game:
    return Game(GameTree.new(BoardSize.square(size), komi=6.5))


def _play_all(game: Game, points: list[tuple[int, int] | None]) -> None:
    for p in points:
        game.play(None if p is None else Point(*p))


def test_play_adds_a_node_and_moves_current() -> None:
    game = _game()
    assert not game.modified
    changes = game.play(Point(2, 3))
    node = game.current
    assert changes == [NodeAdded(node, game.tree.root, 0), CurrentNodeChanged(node)]
    assert node.move == Move(Color.BLACK, Point(2, 3))
    assert node.parent is game.tree.root
    assert game.to_move() is Color.WHITE
    assert game.move_number() == 1
    assert game.last_move() == node.move
    assert game.board().get(Point(2, 3)) is Color.BLACK
    assert game.modified
    game.mark_saved()
    assert not game.modified


def test_play_follows_an_existing_child() -> None:
    game = _game()
    game.play(Point(4, 4))
    first = game.current
    game.back()
    changes = game.play(Point(4, 4))
    assert changes == [CurrentNodeChanged(first)]
    assert len(game.tree.root.children) == 1
    game.back()
    game.play(Point(3, 3))
    assert len(game.tree.root.children) == 2
    assert game.current.child_index() == 1


def test_capture_through_play() -> None:
    game = _game()
    # Black surrounds the white stone at (1, 0) in the corner area.
    _play_all(game, [(0, 0), (1, 0), (2, 0), (5, 5), (1, 1)])
    board = game.board()
    assert board.get(Point(1, 0)) is None
    assert board.captured_last == (Point(1, 0),)
    assert board.prisoners(Color.BLACK) == 1
    assert game.board(game.current.parent).get(Point(1, 0)) is Color.WHITE


def test_ko_recapture_is_refused_and_tree_unchanged() -> None:
    game = _game()
    # Classic ko shape around (2,1)/(3,1).
    _play_all(
        game,
        [(1, 1), (4, 1), (2, 0), (3, 0), (2, 2), (3, 2), (8, 8), (2, 1), (3, 1)],
    )
    assert game.board().get(Point(2, 1)) is None  # black (3,1) captured white (2,1)
    assert game.board().ko == Move(Color.WHITE, Point(2, 1))
    before_nodes = game.tree.node_count()
    before_current = game.current
    revision = game.tree.revision
    with pytest.raises(IllegalMoveError) as info:
        game.play(Point(2, 1))
    assert info.value.reason == "ko"
    assert game.tree.node_count() == before_nodes
    assert game.current is before_current
    assert game.tree.revision == revision
    # After a ko threat and answer, the recapture is legal.
    _play_all(game, [(7, 7), (6, 7), (2, 1)])
    assert game.board().get(Point(3, 1)) is None


@pytest.mark.parametrize(
    ("setup", "point", "reason"),
    [
        ([(4, 4)], (4, 4), "occupied"),
        ([(0, 1), (5, 5), (1, 0)], (0, 0), "suicide"),
        ([], (9, 0), "off board"),
    ],
)
def test_illegal_moves_leave_the_tree_unchanged(
    setup: list[tuple[int, int] | None], point: tuple[int, int], reason: str
) -> None:
    game = _game()
    _play_all(game, setup)
    current = game.current
    count = game.tree.node_count()
    with pytest.raises(IllegalMoveError) as info:
        game.play_move(Move(Color.WHITE, Point(*point)))
    assert info.value.reason == reason
    assert str(info.value)
    assert game.current is current
    assert game.tree.node_count() == count


def test_two_passes_end_the_game() -> None:
    game = _game()
    game.play(Point(3, 3))
    assert not game.is_game_over()
    game.play(None)
    assert not game.is_game_over()
    game.play(None)
    assert game.is_game_over()
    assert game.move_number() == 3
    assert game.current.move == Move(Color.BLACK, None)
    game.back()
    assert not game.is_game_over()


def test_play_move_with_explicit_colour() -> None:
    game = _game()
    game.play_move(Move(Color.WHITE, Point(0, 0)))
    assert game.to_move() is Color.BLACK
    game.play_move(Move(Color.WHITE, Point(1, 0)))
    assert game.moves_to() == [Move(Color.WHITE, Point(0, 0)), Move(Color.WHITE, Point(1, 0))]
    assert game.path() == [game.tree.root, game.current.parent, game.current]


def test_to_move_with_handicap_and_player() -> None:
    data = b"(;GM[1]SZ[9]HA[2]AB[cc][gg];W[ee];B[ce])"
    tree = load_bytes(data).games[0]
    game = Game(tree)
    assert game.to_move() is Color.WHITE
    assert game.setup_at_root() == ((Point(2, 2), Point(6, 6)), ())
    game.forward()
    assert game.to_move() is Color.BLACK
    tree.set_player(tree.root, Color.BLACK)
    assert game.to_move(tree.root) is Color.BLACK
    plain = Game(load_bytes(b"(;SZ[9]AB[cc])").games[0])
    assert plain.to_move() is Color.BLACK


def test_setup_then_move_in_board() -> None:
    tree = load_bytes(b"(;SZ[5]AB[aa][ba]AW[ab];PL[W]AE[aa];W[bb])").games[0]
    game = Game(tree)
    assert {p for p, _ in game.board().stones()} == {Point(0, 0), Point(1, 0), Point(0, 1)}
    game.forward()
    assert game.to_move() is Color.WHITE
    assert game.board().get(Point(0, 0)) is None
    game.forward()
    assert game.board().get(Point(1, 1)) is Color.WHITE


def test_set_setup_invalidates_cached_boards() -> None:
    game = _game()
    game.play(Point(0, 0))
    leaf = game.current
    assert game.board(leaf).get(Point(4, 4)) is None
    game.tree.set_setup(game.tree.root, black=[Point(4, 4)])
    assert game.board(leaf).get(Point(4, 4)) is Color.BLACK


def test_other_games_load_and_show_setup_only() -> None:
    tree = load_bytes(b"(;GM[2]SZ[8]AB[dd]AW[de]C[othello];B[ef];W[ff])").games[0]
    assert not tree.is_go
    game = Game(tree)
    assert game.tree.root.comment == "othello"
    game.to_end()
    assert game.move_number() == 2
    board = game.board()
    assert sorted(board.stones()) == [(Point(3, 3), Color.BLACK), (Point(3, 4), Color.WHITE)]
    game.play(Point(0, 0))
    assert game.current.move == Move(Color.BLACK, Point(0, 0))
    with pytest.raises(IllegalMoveError):
        game.play(Point(8, 0))


def test_delete_moves_current_to_parent() -> None:
    game = _game()
    _play_all(game, [(0, 0), (1, 1), (2, 2)])
    first = game.tree.root.children[0]
    second = first.children[0]
    changes = game.delete(second)
    assert game.current is first
    assert changes == [NodeRemoved(first, second, 0), CurrentNodeChanged(first)]
    assert second.parent is None and not first.children
    assert game.tree.node_count() == 2
    with pytest.raises(ValueError, match="root"):
        game.delete(game.tree.root)


def test_modified_setter() -> None:
    game = _game()
    game.modified = True
    assert game.modified
    game.modified = False
    assert not game.modified
    game.tree.set_comment(game.tree.root, "hello")
    assert game.modified


def test_detached_node_board_does_not_crash() -> None:
    game = _game()
    board = game.board(Node(Move(Color.BLACK, Point(1, 1))))
    assert board.get(Point(1, 1)) is Color.BLACK
