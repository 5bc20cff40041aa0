"""Navigation added for issue 3: earlier variations, main line, go to move, find in comments."""

from __future__ import annotations

import re

import pytest

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_file
from gogui_py.game.tree import CurrentNodeChanged
from tests.conftest import corpus_dir
from tests.game.named_tree import named_game


@pytest.mark.parametrize(
    ("start", "step", "expected"),
    [
        ("4", 1, "3b"),
        ("4", -1, None),
        ("3", 1, "3b"),
        ("4b", 1, "2b"),
        ("4b", -1, "3"),
        ("3b", -1, "3"),
        ("4d", 1, None),
        ("4d", -1, "4c"),
        ("4c", 1, "4d"),
        ("3c", -1, "2"),
        ("root", 1, None),
    ],
)
def test_earlier_variations(start: str, step: int, expected: str | None) -> None:
    game, names = named_game()
    game.go_to(names[start])
    changes = game.next_earlier_variation() if step > 0 else game.previous_earlier_variation()
    if expected is None:
        assert changes == [] and game.current is names[start]
    else:
        assert changes == [CurrentNodeChanged(names[expected])]


@pytest.mark.parametrize(
    ("start", "expected"),
    [("4", "4"), ("4b", "2"), ("3b", "2"), ("4d", "1"), ("2b", "1"), ("root", "root")],
)
def test_back_to_main_line(start: str, expected: str) -> None:
    game, names = named_game()
    game.go_to(names[start])
    game.back_to_main_line()
    assert game.current is names[expected]


@pytest.mark.parametrize(
    ("start", "number", "expected"),
    [
        ("4b", 0, "root"),
        ("4b", 1, "1"),
        ("4b", 3, "3b"),
        ("4b", 4, "4b"),
        ("4b", 5, None),
        ("2", 4, "4"),  # beyond the current node along first children
        ("2b", 4, "4c"),
        ("root", 3, "3"),
        ("4", -1, None),
    ],
)
def test_go_to_move(start: str, number: int, expected: str | None) -> None:
    game, names = named_game()
    game.go_to(names[start])
    changes = game.go_to_move(number)
    if expected is None:
        assert changes == [] and game.current is names[start]
    else:
        assert game.current is names[expected]


@pytest.mark.parametrize(
    ("start", "pattern", "forward", "expected"),
    [
        ("root", "alpha", True, "2"),
        ("2", "alpha", True, "2"),  # only match (case-sensitive): round to itself
        ("2", "(?i)alpha", True, "4c"),
        ("4c", "(?i)alpha", True, "2"),  # wraps
        ("2", "(?i)alpha", False, "4c"),  # wraps backwards
        ("4d", "(?i)alpha", False, "4c"),
        ("4c", "(?i)alpha", False, "2"),
        ("4b", "beta|omega", False, "3b"),
        ("4b", "beta|omega", True, "4c"),
        ("3b", "beta", True, "3b"),
        ("root", "gamma", True, None),
        ("root", "gamma", False, None),
    ],
)
def test_find_comment(start: str, pattern: str, forward: bool, expected: str | None) -> None:
    game, names = named_game()
    game.go_to(names[start])
    found = game.find_comment(re.compile(pattern), forward)
    assert found is (None if expected is None else names[expected])
    assert game.current is names[start]  # find does not move


def test_find_visits_every_node_in_document_order() -> None:
    game = Game(load_file(corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")).games[0])
    order = list(game.tree.iter_nodes())
    for index, node in enumerate(order):
        node.comment = f"#{index}#"
    game.go_to(order[100])
    for target in (101, 150, 0, 99, 214):
        assert game.find_comment(re.compile(f"#{target}#")) is order[target]
        assert game.find_comment(re.compile(f"#{target}#"), forward=False) is order[target]
    hits: list[Node] = []
    node = order[0]
    for _ in range(len(order)):
        game.go_to(node)
        found = game.find_comment(re.compile("#"))
        assert found is not None
        hits.append(found)
        node = found
    assert hits == [*order[1:], order[0]]
    backwards: list[Node] = []
    for _ in range(len(order)):
        game.go_to(node)
        found = game.find_comment(re.compile("#"), forward=False)
        assert found is not None
        backwards.append(found)
        node = found
    assert node is order[0]
    assert backwards == list(reversed(order))


def test_variations() -> None:
    game, names = named_game()
    assert game.variations(names["1"]) == [names["2"], names["2b"]]
    game.go_to(names["4"])
    assert game.variations() == []
    listing = game.variations(names["3c"])
    listing.clear()
    assert len(names["3c"].children) == 2  # a copy
