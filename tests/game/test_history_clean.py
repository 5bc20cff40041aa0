"""EditHistory's clean point: undoing back to the saved or opened state is clean again."""

from __future__ import annotations

from gogui_py.game.game import Game
from gogui_py.game.history import EditHistory
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point


def _game() -> Game:
    return Game(GameTree.new(BoardSize.square(9), 7.0))


def test_undo_back_to_the_opened_state_is_clean_and_redo_leaves_it() -> None:
    game = _game()
    history = game.history
    assert history.is_clean  # as opened
    game.play(Point(2, 2))
    game.play(Point(6, 6))
    game.set_comment(game.current, "a comment")
    assert not history.is_clean
    game.undo()
    game.undo()
    assert not history.is_clean
    game.undo()
    assert history.is_clean  # every edit undone: the tree is the opened one
    game.redo()
    assert not history.is_clean
    game.undo()
    assert history.is_clean


def test_the_clean_point_moves_to_the_save_and_is_lost_by_an_edit_after_undoing_past_it() -> None:
    game = _game()
    history = game.history
    game.play(Point(2, 2))
    game.play(Point(6, 6))
    history.mark_clean()  # saved here
    assert history.is_clean
    game.undo()
    assert not history.is_clean
    game.redo()
    assert history.is_clean
    game.undo()
    game.play(Point(4, 4))  # another edit: the saved state (with 6,6) is out of reach
    assert not history.is_clean
    game.undo()
    assert not history.is_clean  # back at depth 1, not the saved depth 2
    game.play(Point(6, 6))  # the same move again is another state as far as undo knows
    assert not history.is_clean
    history.mark_clean()
    assert history.is_clean


def test_a_comment_typed_after_a_save_is_its_own_step() -> None:
    game = _game()
    history = game.history
    node = game.current
    game.set_comment(node, "a")
    history.mark_clean()
    game.set_comment(node, "ab")  # would merge with "a" without the save in between
    assert not history.is_clean
    game.undo()
    assert history.is_clean and game.current.comment == "a"


def test_a_grouped_edit_is_unclean_while_open_and_one_step_after() -> None:
    game = _game()
    history = game.history
    with history.grouped("Two moves"):
        game.play(Point(2, 2))
        assert not history.is_clean
        game.play(Point(3, 3))
    game.undo()
    assert history.is_clean


def test_restore_forget_and_clear() -> None:
    game = _game()
    history = game.history
    game.play(Point(2, 2))
    steps = history.undo_stack
    restored = EditHistory()
    restored.restore(steps)
    assert not restored.is_clean
    restored.undo(game.tree)
    assert not restored.is_clean  # a recovered record was never saved: no clean point
    fresh = _game().history
    fresh.forget_clean()
    assert not fresh.is_clean
    clean = _game().history
    clean.clear()
    assert clean.is_clean  # nothing changed: still the opened state
    game.history.clear()  # after an edit: the edit cannot be undone to the clean state
    assert not game.history.is_clean


def test_the_clean_point_follows_the_oldest_steps_dropped_beyond_the_limit() -> None:
    game = _game()
    game.history = history = EditHistory(limit=2)
    game.play(Point(1, 1))
    history.mark_clean()  # depth 1
    game.play(Point(2, 2))
    game.play(Point(3, 3))  # the oldest step goes: the clean point is now depth 0
    game.undo()
    assert not history.is_clean
    game.undo()
    assert history.is_clean
    game.redo()
    game.redo()
    game.play(Point(4, 4))  # drops the step above the clean point: it is out of reach
    game.undo()
    game.undo()
    assert not history.can_undo and not history.is_clean


def test_serial_counts_every_history_change() -> None:
    game = _game()
    history = game.history
    seen = history.serial
    game.play(Point(2, 2))
    assert history.serial > seen
    seen = history.serial
    game.undo()
    assert history.serial > seen
    seen = history.serial
    game.redo()
    assert history.serial > seen
