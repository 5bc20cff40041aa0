"""Move and position annotations, hotspot and value: reading ff4_ex.sgf, editing, writing."""

from __future__ import annotations

import pytest

from gogui_py.game.annotations import Annotations, annotations_of, real_to_sgf
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes, load_file, to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point
from tests.conftest import corpus_dir


def test_ff4_example_annotations() -> None:
    tree = load_file(corpus_dir("gogui", "ff4_ex.sgf")).games[0]
    found = [
        (node.comment.split('"')[1], annotations_of(node))
        for node in tree.iter_nodes()
        if node.comment.startswith("Marked as")
    ]
    assert [(name, a.move, a.position) for name, a in found] == [
        ("Good for White", None, ("GW", 1)),
        ("Very good for Black", None, ("GB", 2)),
        ("Very good for White", None, ("GW", 2)),
        ("Even position", None, ("DM", 1)),
        ("Unclear position", None, ("UC", 1)),
        ("Tesuji", ("TE", 1), None),
        ("Very bad move", ("BM", 2), None),
        ("Doubtful move", ("DO", 1), None),
        ("Interesting move", ("IT", 1), None),
    ]


def _game() -> Game:
    game = Game(GameTree.new(BoardSize(9, 9)))
    game.play(Point(4, 4))
    return game


def test_one_move_annotation_per_node() -> None:
    game = _game()
    node = game.current
    game.set_move_annotation("BM", 2)
    assert node.props["BM"] == ["2"]
    game.set_move_annotation("DO")
    assert node.props["DO"] == [""] and "BM" not in node.props
    assert game.annotations().move == ("DO", 1)
    game.set_move_annotation("TE")
    assert game.annotations().move == ("TE", 1)
    assert "DO" not in node.props
    assert game.set_move_annotation("TE") == []
    game.set_move_annotation(None)
    assert game.annotations() == Annotations()
    with pytest.raises(ValueError):
        game.set_move_annotation("GB")
    with pytest.raises(ValueError):
        game.set_move_annotation("BM", 3)


def test_move_annotations_need_a_move() -> None:
    """TE BM DO IT are move properties (FF[4]): refused on the root; GB.. HO anywhere."""
    game = Game(GameTree.new(BoardSize(9, 9)))
    root = game.tree.root
    for kind in ("TE", "BM", "DO", "IT"):
        with pytest.raises(ValueError, match="move"):
            game.set_move_annotation(kind)
    assert not game.can_undo and not {"TE", "BM", "DO", "IT"} & set(root.props)
    assert game.set_move_annotation(None) == []  # removing is allowed (nothing to remove)
    game.set_position_annotation("GB")
    game.set_hotspot(1)
    assert root.props["GB"] == ["1"] and root.props["HO"] == ["1"]
    root.props["TE"] = ["1"]  # as read from a file: can still be removed
    game.set_move_annotation(None)
    assert "TE" not in root.props
    with pytest.raises(ValueError, match="move"):
        game.set_move_annotation_at(root, "BM")


def test_position_annotation_hotspot_value() -> None:
    game = _game()
    game.set_position_annotation("GW", 2)
    game.set_position_annotation("UC")
    game.set_hotspot(2)
    game.set_value(-3.5)
    assert game.annotations() == Annotations(None, ("UC", 1), 2, -3.5)
    text = to_sgf([game.tree])
    assert "UC[1]" in text and "HO[2]" in text and "V[-3.5]" in text and "GW" not in text
    reread = load_bytes(text.encode()).games[0]
    assert annotations_of(reread.main_line()[1]) == game.annotations()
    game.set_hotspot(None)
    game.set_value(None)
    game.set_position_annotation(None)
    assert game.annotations() == Annotations()
    with pytest.raises(ValueError):
        game.set_position_annotation("TE")
    with pytest.raises(ValueError):
        game.set_hotspot(0)
    with pytest.raises(ValueError):
        game.set_value(float("nan"))


def test_tolerant_reading() -> None:
    node = Node(props={"BM": [], "GB": ["x"], "V": ["big"], "HO": ["2 "]})
    assert annotations_of(node) == Annotations(("BM", 1), ("GB", 1), 2, None)
    assert annotations_of(Node(props={"V": ["6,5"]})).value == 6.5


def test_real_to_sgf() -> None:
    assert real_to_sgf(3.0) == "3" and real_to_sgf(-0.25) == "-0.25"
    assert real_to_sgf(1e-5) == "0.00001"
    assert float(real_to_sgf(123456789.125)) == 123456789.125
