"""How move annotations are shown: their signs, their colours (Sabaki's), the cheap
reader used for every node of the tree."""

from __future__ import annotations

from gogui_py.game.annotations import MOVE_KINDS, MOVE_RGB, move_annotation, move_symbol
from gogui_py.game.game import Game
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point


def test_move_symbols() -> None:
    assert move_symbol(("BM", 1)) == "?"
    assert move_symbol(("BM", 2)) == "??"
    assert move_symbol(("TE", 1)) == "!"
    assert move_symbol(("TE", 2)) == "!!"
    assert move_symbol(("IT", 2)) == "!?"  # no emphasis for IT and DO
    assert move_symbol(("DO", 1)) == "?!"
    assert move_symbol(("XX", 1)) == ""


def test_every_move_kind_has_a_distinct_colour() -> None:
    assert set(MOVE_RGB) == set(MOVE_KINDS)
    assert len(set(MOVE_RGB.values())) == len(MOVE_KINDS)
    red, green, _blue = MOVE_RGB["BM"]
    assert red > 200 > green  # a bad move is red
    red, green, _blue = MOVE_RGB["TE"]
    assert green > red  # a good move green


def test_move_annotation_of_a_node() -> None:
    game = Game(GameTree.new(BoardSize(9, 9)))
    game.play(Point(4, 4))
    assert move_annotation(game.current) is None
    game.set_move_annotation("BM", 2)
    assert move_annotation(game.current) == ("BM", 2)
    game.set_position_annotation("GW")
    assert move_annotation(game.current) == ("BM", 2)
