"""Navigation on real records, boards along real games, the bounded board cache."""

from __future__ import annotations

import random

from sgfmill import boards as sgfmill_boards

from gogui_py.game.board_cache import BoardCache
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_file
from gogui_py.game.tree import CurrentNodeChanged, GameTree
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.board import Board
from tests.conftest import corpus_dir


def _katsunari() -> Game:
    return Game(load_file(corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")).games[0])


def test_katsunari_variations() -> None:
    # 28 nested "(" in the file; many only wrap a single continuation. sgfmill reads
    # the same shape: 215 nodes, 14 variations (leaves), 13 extra branches.
    game = _katsunari()
    nodes = list(game.tree.iter_nodes())
    assert len(nodes) == game.tree.node_count() == 215
    assert sum(1 for n in nodes if not n.children) == 14
    assert sum(len(n.children) - 1 for n in nodes if n.children) == 13
    assert sum(1 for n in nodes if n.comment) == 166
    assert game.tree.size == BoardSize(13, 13)


def test_forward_back_start_end() -> None:
    game = _katsunari()
    main = game.tree.main_line()
    assert game.forward() == [CurrentNodeChanged(main[1])]
    assert game.current.comment == "   1 b 11  4"
    assert game.forward(9) == [CurrentNodeChanged(main[10])]
    assert game.move_number() == 10
    assert game.back(3) == [CurrentNodeChanged(main[7])]
    assert game.to_end() == [CurrentNodeChanged(main[-1])]
    assert game.forward() == []
    assert game.to_end() == []
    assert game.back(10_000) == [CurrentNodeChanged(game.tree.root)]
    assert game.back() == []
    assert game.to_start() == []
    game.forward(len(main) + 50)
    assert game.current is main[-1]
    assert game.move_number() == len(main) - 1
    game.to_start()
    assert game.current is game.tree.root


def test_variations_up_and_down() -> None:
    game = _katsunari()
    branch = next(n for n in game.tree.main_line() if len(n.children) > 1)
    main_child, other = branch.children[0], branch.children[1]
    game.go_to(main_child)
    assert game.previous_variation() == []
    assert game.next_variation() == [CurrentNodeChanged(other)]
    assert game.current.child_index() == 1
    for _ in range(len(branch.children)):
        game.next_variation()
    assert game.current is branch.children[-1]
    assert game.next_variation() == []
    game.go_to(other)
    assert game.previous_variation() == [CurrentNodeChanged(main_child)]
    game.to_start()
    assert game.next_variation() == [] and game.previous_variation() == []
    # to_end from a variation follows that variation.
    game.go_to(other)
    game.to_end()
    assert other in game.path()


def _sgfmill_position(game: Game, node: Node) -> set[tuple[Point, Color]]:
    size = game.tree.size
    board = sgfmill_boards.Board(size.width)
    for step in game.path(node):
        for points, colour in ((step.add_black, "b"), (step.add_white, "w")):
            for p in points:
                board.apply_setup(
                    [(size.height - 1 - p.y, p.x)] if colour == "b" else [],
                    [(size.height - 1 - p.y, p.x)] if colour == "w" else [],
                    [],
                )
        move = step.move
        if move is not None and move.point is not None:
            row = size.height - 1 - move.point.y
            board.play(row, move.point.x, move.color.value.lower())
    colours = {"b": Color.BLACK, "w": Color.WHITE}
    return {
        (Point(col, size.height - 1 - row), colours[colour])
        for colour, (row, col) in board.list_occupied_points()
    }


def test_boards_along_real_games_equal_an_independent_replay() -> None:
    for group, name in (
        ("pachi", "2011-08-24-StoneGrid-pachi2.sgf"),
        ("katrain", "panda1.sgf"),
        ("gnugo", "katsunari-gnugo2.W+4.sgf"),
    ):
        game = Game(load_file(corpus_dir(group, name)).games[0])
        main = game.tree.main_line()
        order = list(range(len(main)))
        random.Random(7).shuffle(order)  # random access exercises cached ancestors
        for index in order:
            node = main[index]
            board = game.board(node)
            assert set(board.stones()) == _sgfmill_position(game, node), (name, index)
        replay = Board.empty(game.tree.size)
        for node in main:
            if node.has_setup:
                replay = replay.with_setup(node.add_black, node.add_white, node.add_empty)
            if node.move is not None:
                replay = replay.play(node.move, check=False)
        assert game.board(main[-1]) == replay


def test_captures_in_a_real_game_are_counted() -> None:
    game = Game(load_file(corpus_dir("pachi", "2011-08-24-StoneGrid-pachi2.sgf")).games[0])
    game.to_end()
    board = game.board()
    assert board.prisoners(Color.BLACK) + board.prisoners(Color.WHITE) > 0


def _bushy_tree(count: int, seed: int = 3) -> GameTree:
    """A tree of ``count`` nodes: long lines with many branches, moves on a 19x19 board."""
    rng = random.Random(seed)
    tree = GameTree.new(BoardSize(19, 19))
    nodes = [tree.root]
    colours = (Color.BLACK, Color.WHITE)
    while len(nodes) < count:
        parent = nodes[-1] if rng.random() < 0.9 else rng.choice(nodes)
        point = Point(rng.randrange(19), rng.randrange(19))
        child = Node(Move(colours[len(nodes) % 2], point))
        tree.insert(parent, child)
        nodes.append(child)
    return tree


def test_board_cache_stays_bounded_on_a_depth_first_walk() -> None:
    tree = _bushy_tree(20_000)
    assert tree.node_count() == 20_000
    cache = BoardCache(recent_limit=500, checkpoint_limit=300, checkpoint_every=16)
    game = Game(tree, cache)
    largest = 0
    checked = 0
    for index, node in enumerate(tree.iter_nodes()):
        game.go_to(node)
        board = game.board()
        largest = max(largest, len(cache))
        if index % 1000 == 999:
            replay = Board.empty(tree.size)
            for move in game.moves_to(node):
                replay = replay.play(move, check=False)
            assert board == replay
            checked += 1
    assert checked == 20
    assert largest <= cache.limit == 800
    assert len(cache) > 700  # the cache is actually used


def test_default_cache_bound() -> None:
    game = Game(_bushy_tree(12_000))
    for node in game.tree.iter_nodes():
        game.board(node)
    assert 0 < len(game.cache) <= game.cache.limit <= 10_000
