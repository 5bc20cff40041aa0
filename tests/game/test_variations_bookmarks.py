"""Issue 15's tree operations: GoGui's variation names, Find Next Comment, Delete Side
Variations (undoable), Set Time Left in the record, and bookmarks."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game.bookmarks import Bookmark, bookmark_here
from gogui_py.game.editing import has_side_variations
from gogui_py.game.game import Game
from gogui_py.game.navigation import (
    is_below,
    next_commented,
    node_by_variation,
    variation_string,
)
from gogui_py.game.sgf_io import load_bytes
from gogui_py.game.time_record import time_left_of
from gogui_py.go import Color
from tests.game.named_tree import named_game


@pytest.mark.parametrize(
    ("name", "variation"),
    [
        ("root", ""),
        ("1", ""),
        ("2", "1"),
        ("3", "1.1"),
        ("4", "1.1"),
        ("3b", "1.2"),
        ("4b", "1.2"),
        ("2b", "2"),
        ("3c", "2"),
        ("4c", "2.1"),
        ("4d", "2.2"),
    ],
)
def test_variation_names_as_gogui(name: str, variation: str) -> None:
    _, names = named_game()
    assert variation_string(names[name]) == variation


@pytest.mark.parametrize(
    ("variation", "first"),
    [("", "root"), ("  ", "root"), ("1", "2"), ("1.2", "3b"), ("2", "2b"), ("2.2", "4d")],
)
def test_variation_names_lead_to_their_first_node(variation: str, first: str) -> None:
    game, names = named_game()
    assert node_by_variation(game.tree.root, variation) is names[first]


@pytest.mark.parametrize("variation", ["3", "1.3", "0", "-1", "a", "1..2", "2.1.1", "1.1.1"])
def test_bad_variation_names_lead_nowhere(variation: str) -> None:
    game, _names = named_game()
    assert node_by_variation(game.tree.root, variation) is None


@pytest.mark.parametrize(
    ("start", "expected"), [("root", "2"), ("2", "3b"), ("3b", "4c"), ("4c", None), ("4d", None)]
)
def test_next_commented_in_tree_order_without_wrapping(start: str, expected: str | None) -> None:
    _, names = named_game()
    found = next_commented(names[start])
    assert found is (names[expected] if expected else None)


def test_next_commented_from_the_root_included() -> None:
    game = Game(load_bytes(b"(;SZ[9]C[at the root];B[aa]C[first])").games[0])
    assert next_commented(game.tree.root, include=True) is game.tree.root
    assert next_commented(game.tree.root) is game.tree.root.children[0]


@pytest.mark.parametrize(
    ("name", "top", "below"),
    [
        ("4", "2", True),
        ("2b", "root", True),
        ("4d", "2b", True),
        ("2", "2", False),
        ("4b", "3", False),
        ("1", "4", False),
        ("root", "1", False),
    ],
)
def test_is_below_means_in_the_subtree_without_the_top(name: str, top: str, below: bool) -> None:
    _, names = named_game()
    assert is_below(names[name], names[top]) is below


def test_delete_side_variations_keeps_the_current_line_and_undoes() -> None:
    game, names = named_game()
    game.go_to(names["3b"])
    before = game.tree.node_count()
    assert has_side_variations(game.current)
    game.delete_side_variations()
    kept = [node.get_text("N") for node in game.tree.iter_nodes()]
    assert kept == ["root", "1", "2", "3b", "4b"]
    assert game.current is names["3b"] and game.tree.main_line()[-1] is names["4b"]
    assert not has_side_variations(game.current)
    assert game.undo_label == "Delete side variations"
    game.undo()
    assert game.tree.node_count() == before == 11
    assert game.current is names["3b"]
    assert names["3b"].child_index() == 1  # back in its place
    game.redo()
    assert game.tree.node_count() == 5


def test_delete_side_variations_on_the_main_line_keeps_the_main_variation() -> None:
    game, names = named_game()
    game.go_to(names["1"])
    game.delete_side_variations()
    assert [node.get_text("N") for node in game.tree.iter_nodes()] == ["root", "1", "2", "3", "4"]
    assert game.delete_side_variations() == []  # nothing left to delete


def test_set_times_left_records_both_colours_in_one_undo_step() -> None:
    game, names = named_game()
    game.go_to(names["2"])
    game.set_times_left({Color.BLACK: (300.0, None), Color.WHITE: (25.5, 3)})
    props = names["2"].props
    assert props["BL"] == ["300"] and "OB" not in props
    assert props["WL"] == ["25.5"] and props["OW"] == ["3"]
    white = time_left_of(props, Color.WHITE)
    assert white is not None and white.stones == 3
    game.undo()
    assert "BL" not in names["2"].props and "WL" not in names["2"].props
    with pytest.raises(ValueError, match="finite"):
        game.set_times_left({Color.BLACK: (float("inf"), None)})


@pytest.mark.parametrize("name", ["root", "1", "4", "4b", "3c", "4d"])
def test_bookmark_finds_its_node_again(name: str) -> None:
    game, names = named_game()
    game.go_to(names[name])
    bookmark = bookmark_here(game, Path("/tmp/game.sgf"), "here")
    assert bookmark.move == game.move_number()
    other, _other_names = named_game()  # the file opened again
    found = bookmark.node(other)
    assert found is not None and found.get_text("N") == name


def test_bookmark_of_a_changed_record_finds_nothing() -> None:
    game, _names = named_game()
    assert Bookmark("gone", Path("/tmp/x.sgf"), 3, "3").node(game) is None
    assert Bookmark("too far", Path("/tmp/x.sgf"), 9, "1.1").node(game) is None


def test_no_bookmark_at_a_setup_node() -> None:
    game = Game(load_bytes(b"(;SZ[9];B[aa];AB[bb])").games[0])
    game.to_end()
    with pytest.raises(ValueError, match="at a move"):
        bookmark_here(game, Path("/tmp/x.sgf"), "setup")
