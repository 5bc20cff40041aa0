"""The undo history written to the recovery file and read back (no Qt)."""

from __future__ import annotations

import json

import pytest

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.game.recovery import current_path, node_at
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.game.undo_journal import (
    encode_history,
    encode_redo,
    path_from_text,
    path_text,
    restore_history,
)
from gogui_py.go import BoardSize, Color, Move, Point


def _edited() -> Game:
    """A game with every kind of undo step: moves, a variation, a comment, marks, setup,
    game info, a deleted subtree, a reordered variation, a node removed in the middle."""
    game = Game(GameTree.new(BoardSize.square(9), 6.5))
    for i, (x, y) in enumerate([(2, 2), (6, 6), (2, 6), (6, 2), (4, 4)]):
        game.play_move(Move(Color.BLACK if i % 2 == 0 else Color.WHITE, Point(x, y)))
    game.back(2)
    game.play_move(Move(Color.WHITE, Point(5, 5)))  # a variation at move 4
    game.play_move(Move(Color.BLACK, Point(3, 3)))
    game.set_comment(game.current, "a ] comment")
    game.set_mark(Point(1, 1), "TR")
    game.set_setup_stone(Point(0, 0), Color.BLACK)
    info = game.tree.info
    info.player_black = "Ann"
    game.set_info(info)
    game.make_main_variation(game.current)
    game.back(3)
    game.truncate(game.current.children[1])  # the old main line from move 4 on
    game.forward(1)
    game.delete_node(game.current)  # move 4 goes, its child takes its place
    game.play(None)  # a pass
    return game


def _restored(game: Game) -> Game:
    """``game`` after a crash: the recovery file's SGF, undo and redo data read back."""
    data = json.loads(json.dumps(encode_history(game.history, game.tree)))
    redo = json.loads(json.dumps(encode_redo(game.history, game.tree)))
    tree = load_bytes(to_sgf([game.tree]).encode()).games[0]
    copy = Game(tree)
    copy.go_to(node_at(tree, current_path(game)))
    copy.history = restore_history(tree, data, redo=redo)
    assert to_sgf([tree]) == to_sgf([game.tree])  # rebuilding left the tree as it was
    return copy


def test_paths_are_written_in_runs() -> None:
    path = [0] * 298 + [1, 0]
    assert path_text(path) == "0*298.1.0"
    assert path_from_text(path_text(path)) == path
    assert path_text([]) == "" and path_from_text("") == []
    with pytest.raises(ValueError):
        path_from_text("0*0")


def test_every_step_undoes_and_redoes_as_before_the_crash() -> None:
    game = _edited()
    copy = _restored(game)
    assert copy.history.undo_steps == game.history.undo_steps == 15
    labels = []
    while game.can_undo:
        assert copy.undo_label == game.undo_label
        labels.append(game.undo_label)
        game.undo()
        copy.undo()
        assert to_sgf([copy.tree]) == to_sgf([game.tree])
        assert current_path(copy) == current_path(game)
    assert not copy.can_undo
    assert labels[0] == "Pass" and labels[-1] == "Play C7"  # the last edit first
    while game.can_redo:
        assert copy.redo_label == game.redo_label
        game.redo()
        copy.redo()
        assert to_sgf([copy.tree]) == to_sgf([game.tree])


def test_the_journal_is_bounded_to_the_newest_steps() -> None:
    game = Game(GameTree.new(BoardSize.square(19)))
    for i in range(150):
        game.play_move(Move(Color.BLACK if i % 2 == 0 else Color.WHITE, Point(i % 19, i // 19)))
    data = encode_history(game.history, game.tree, max_steps=40)
    assert len(data) == 40
    copy = _restored_from(game, data)
    assert copy.history.undo_steps == 40
    for _ in range(40):
        copy.undo()
    assert copy.move_number() == 110 and not copy.can_undo


def test_a_big_deleted_subtree_past_the_node_budget_ends_the_list() -> None:
    game = Game(GameTree.new(BoardSize.square(9)))
    game.play_move(Move(Color.BLACK, Point(0, 0)))
    for i in range(30):
        game.play_move(Move(Color.WHITE if i % 2 == 0 else Color.BLACK, Point(i % 9, 1 + i // 9)))
    game.to_start()
    game.truncate(game.tree.root.children[0])  # 31 nodes to write out
    game.play_move(Move(Color.BLACK, Point(4, 4)))
    data = encode_history(game.history, game.tree, max_nodes=10)
    assert [step["label"] for step in data] == [game.undo_label]  # the truncation is left out


def test_bad_or_foreign_data_restores_no_undo_and_leaves_the_tree() -> None:
    game = _edited()
    text = to_sgf([game.tree])
    good = encode_history(game.history, game.tree)
    broken = json.loads(json.dumps(good))
    broken[2]["ops"][0][1] = "7*40"  # a node that is not there: steps 3.. are dropped
    for data in (None, {"x": 1}, [1, 2], [{"ops": [["zz"]]}], broken):
        tree = load_bytes(text.encode()).games[0]
        history = restore_history(tree, data)
        assert to_sgf([tree]) == text
        assert history.undo_steps == (2 if data is broken else 0)


def test_edits_outside_the_history_end_the_list_there() -> None:
    game = Game(GameTree.new(BoardSize.square(9)))
    game.play_move(Move(Color.BLACK, Point(2, 2)))
    game.play_move(Move(Color.WHITE, Point(3, 3)))
    game.tree.delete(game.tree.root.children[0])  # not recorded: the history cannot undo it
    game.current = game.tree.root
    game.play_move(Move(Color.BLACK, Point(4, 4)))
    assert len(encode_history(game.history, game.tree)) == 1


def _restored_from(game: Game, data: list[dict[str, object]]) -> Game:
    tree = load_bytes(to_sgf([game.tree]).encode()).games[0]
    copy = Game(tree)
    copy.go_to(node_at(tree, current_path(game)))
    copy.history = restore_history(tree, data)
    return copy


def test_game_info_edits_come_back_with_their_label() -> None:
    game = Game(GameTree.new(BoardSize.square(9)))
    info = GameInfo.from_root(game.tree.root)
    info.player_white = "Bob"
    game.set_info(info)
    copy = _restored(game)
    assert copy.undo_label == game.undo_label
    copy.undo()
    assert copy.tree.info.player_white != "Bob"


def _same(copy: Game, game: Game) -> None:
    assert to_sgf([copy.tree]) == to_sgf([game.tree])
    assert current_path(copy) == current_path(game)
    assert (copy.undo_label, copy.redo_label) == (game.undo_label, game.redo_label)


def test_undone_steps_come_back_to_redo_with_their_labels() -> None:
    game = _edited()
    for _ in range(9):  # pass, delete, truncate, main variation, info, setup, mark, ...
        game.undo()
    copy = _restored(game)
    assert copy.history.redo_steps == game.history.redo_steps == 9
    assert copy.history.undo_steps == game.history.undo_steps == 6
    labels = []
    while game.can_redo:
        _same(copy, game)
        labels.append(game.redo_label)
        game.redo()
        copy.redo()
    _same(copy, game)
    assert labels[-1] == "Pass" and not copy.can_redo
    while game.can_undo:  # the whole history, back through the redone steps
        game.undo()
        copy.undo()
        _same(copy, game)
    assert not copy.can_undo and copy.history.redo_steps == 15


def test_undo_and_redo_mix_after_the_restore() -> None:
    game = _edited()
    for _ in range(4):
        game.undo()
    copy = _restored(game)
    for action in ("undo", "undo", "redo", "undo", *["redo"] * 6):
        getattr(game, action)()
        getattr(copy, action)()
        _same(copy, game)
    assert not copy.can_redo


def test_the_redo_journal_is_bounded_and_bad_redo_data_is_dropped() -> None:
    game = Game(GameTree.new(BoardSize.square(19)))
    for i in range(60):
        game.play_move(Move(Color.BLACK if i % 2 == 0 else Color.WHITE, Point(i % 19, i // 19)))
    for _ in range(30):
        game.undo()
    redo = encode_redo(game.history, game.tree, max_steps=10)
    assert len(redo) == 10 and redo[0]["label"] == game.redo_label  # the next ones first
    text = to_sgf([game.tree])
    tree = load_bytes(text.encode()).games[0]
    history = restore_history(tree, [], redo=redo)
    assert history.redo_steps == 10 and history.redo_label == game.redo_label
    broken = json.loads(json.dumps(redo))
    broken[3]["ops"][0][1] = "7*40"  # no node there: the steps from the 4th on are dropped
    for data, kept in ((broken, 3), ({"x": 1}, 0), ([[1]], 0)):
        tree = load_bytes(text.encode()).games[0]
        assert restore_history(tree, [], redo=data).redo_steps == kept
        assert to_sgf([tree]) == text


def test_a_new_edit_after_the_restore_clears_redo() -> None:
    game = _edited()
    game.undo()
    copy = _restored(game)
    assert copy.can_redo
    copy.play_move(Move(Color.WHITE, Point(8, 8)))
    assert not copy.can_redo and copy.can_undo
