"""GameTree mutations and their change records; Node and GameInfo."""

from __future__ import annotations

import pytest

from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes
from gogui_py.game.tree import (
    Change,
    GameTree,
    NodeAdded,
    NodeMoved,
    NodeRemoved,
    NodeState,
    PropertiesChanged,
    size_from_sgf,
    size_to_sgf,
)
from gogui_py.go import BoardSize, Color, Move, Point

B = Color.BLACK
W = Color.WHITE


def _only_props(changes: list[Change], node: Node) -> bool:
    """True when ``changes`` is one PropertiesChanged of ``node`` ending in its state now."""
    if len(changes) != 1 or not isinstance(changes[0], PropertiesChanged):
        return False
    change = changes[0]
    return change.node is node and change.after == NodeState.of(node) != change.before


def test_new_tree_root_properties() -> None:
    tree = GameTree.new(BoardSize(13, 13), komi=6.5)
    assert tree.root.props == {
        "FF": ["4"],
        "GM": ["1"],
        "SZ": ["13"],
        "KM": ["6.5"],
        "CA": ["UTF-8"],
    }
    assert tree.is_go and tree.size == BoardSize(13, 13)
    assert tree.info.komi == 6.5
    assert GameTree.new(BoardSize(19, 11)).root.props["SZ"] == ["19:11"]
    assert GameTree.new(BoardSize(9, 9), komi=0.0).root.props["KM"] == ["0"]


def test_add_move_records_and_follows() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    node, changes = tree.add_move(tree.root, Move(B, Point(2, 2)))
    assert changes == [NodeAdded(node, tree.root, 0)]
    assert node.parent is tree.root and node.depth == 1 and not node.is_root
    again, changes = tree.add_move(tree.root, Move(B, Point(2, 2)))
    assert again is node and changes == []
    other, changes = tree.add_move(tree.root, Move(W, Point(2, 2)))
    assert other is not node and changes == [NodeAdded(other, tree.root, 1)]
    assert other.child_index() == 1
    assert tree.node_count() == 3
    assert tree.main_line() == [tree.root, node]


def test_delete_and_insert_undo() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    a, _ = tree.add_move(tree.root, Move(B, Point(0, 0)))
    b, _ = tree.add_move(tree.root, Move(B, Point(1, 1)))
    tree.add_move(a, Move(W, Point(3, 3)))
    changes = tree.delete(a)
    assert changes == [NodeRemoved(tree.root, a, 0)]
    assert tree.root.children == [b] and a.parent is None
    assert tree.node_count() == 2
    assert not tree.contains(a)
    assert tree.insert(tree.root, a, 0) == [NodeAdded(a, tree.root, 0)]
    assert tree.root.children == [a, b] and tree.node_count() == 4
    with pytest.raises(ValueError, match="root"):
        tree.delete(tree.root)
    with pytest.raises(ValueError, match="attached"):
        tree.insert(b, a)


def test_move_variation() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    a, _ = tree.add_move(tree.root, Move(B, Point(0, 0)))
    b, _ = tree.add_move(tree.root, Move(B, Point(1, 1)))
    changes = tree.move_variation(b, 0)
    assert changes == [NodeMoved(tree.root, b, 1, 0)]
    assert tree.root.children == [b, a]
    assert tree.move_variation(b, 0) == []


def test_comment_setup_player_property_changes() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    root = tree.root
    revision = tree.revision
    assert _only_props(tree.set_comment(root, "hi ] there"), root)
    assert tree.set_comment(root, "hi ] there") == []
    assert root.get_text("C") == "hi ] there"
    assert tree.revision == revision + 1
    position = tree.position_revision
    assert _only_props(tree.set_setup(root, black=[Point(1, 1)]), root)
    assert root.has_setup and tree.position_revision == position + 1
    assert tree.set_setup(root, black=[Point(1, 1)]) == []
    with pytest.raises(ValueError, match="off"):
        tree.set_setup(root, white=[Point(9, 0)])
    assert _only_props(tree.set_player(root, W), root)
    assert tree.set_player(root, W) == []
    assert _only_props(tree.set_property(root, "GN", ["A game"]), root)
    assert tree.set_property(root, "GN", ["A game"]) == []
    assert root.get_text("GN") == "A game"
    assert _only_props(tree.set_property(root, "GN", None), root)
    assert "GN" not in root.props
    assert _only_props(tree.set_text(root, "N", "a [name]"), root)
    assert root.props["N"] == ["a [name\\]"] and root.get_text("N") == "a [name]"
    for bad in ("B", "AB", "C", "PL", "lower", "Ab", "X1", ""):
        with pytest.raises(ValueError):
            tree.set_property(root, bad, ["x"])
    # FF[4] PropIdent is any run of upper-case letters (private ones like GOGUIGAME).
    assert _only_props(tree.set_property(root, "GOGUIGAME", ["Othello"]), root)
    assert tree.game_id == "Othello" and not tree.is_go


def test_set_property_size_and_game() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    position = tree.position_revision
    tree.set_property(tree.root, "SZ", ["13"])
    assert tree.size == BoardSize(13, 13) and tree.position_revision == position + 1
    tree.set_property(tree.root, "GM", ["2"])
    assert not tree.is_go
    with pytest.raises(ValueError):
        tree.set_property(tree.root, "SZ", ["60"])
    assert tree.size == BoardSize(13, 13)


def test_size_values() -> None:
    assert size_from_sgf("19") == BoardSize(19, 19)
    assert size_from_sgf(" 19:11 ") == BoardSize(19, 11)
    assert size_to_sgf(BoardSize(19, 11)) == "19:11" and size_to_sgf(BoardSize(9, 9)) == "9"
    for bad in ("", "0", "53", "x", "9:0"):
        with pytest.raises(ValueError):
            size_from_sgf(bad)


def test_game_info_round_trip() -> None:
    tree = load_bytes(
        b"(;GM[1]PB[Black\\] Player]PW[White]KM[7.50]HA[0]GC[line one\nline two]DT[2024])"
    ).games[0]
    info = tree.info
    assert info.player_black == "Black] Player"
    assert info.komi == 7.5 and info.handicap == 0
    assert info.game_comment == "line one\nline two"
    # Unchanged values keep their raw form.
    assert tree.set_info(info) == []
    assert tree.root.props["KM"] == ["7.50"]
    changed = info.replace(komi=6.5, player_white="", result="B+R", time_limit="5:00:00")
    assert _only_props(tree.set_info(changed), tree.root)
    props = tree.root.props
    assert props["KM"] == ["6.5"] and "PW" not in props and props["RE"] == ["B+R"]
    assert props["PB"] == ["Black\\] Player"]
    assert GameInfo.from_root(tree.root).time_limit_seconds() == 18000.0


def test_game_info_tolerates_bad_values() -> None:
    loaded = load_bytes(b"(;GM[1]KM[six]HA[many]SZ[77])")
    info = loaded.games[0].info
    assert info.komi == 0.0 and info.handicap == 0
    messages = [w.message for w in loaded.warnings]
    assert any("KM[six]" in m for m in messages)
    assert any("HA[many]" in m for m in messages)
    assert any("SZ[77]" in m for m in messages)
    assert loaded.games[0].size == BoardSize(19, 19)
    assert GameInfo(time_limit="90").time_limit_seconds() == 90.0
    assert GameInfo(time_limit="soon").time_limit_seconds() is None
    assert GameInfo().time_limit_seconds() is None


def test_node_basics() -> None:
    node = Node(Move(B, Point(3, 4)), comment="c", props={"N": ["x\\]y"]})
    assert node.is_root and node.depth == 0 and node.child_index() == 0
    assert node.get_text("N") == "x]y" and node.get_text("GN") is None
    assert node.get_text("C") == "c"
    assert not node.has_setup
    assert "move=B" in repr(node)
    with pytest.raises(AttributeError):
        node.colour = B  # type: ignore[attr-defined]


def test_deep_tree_walks_are_iterative() -> None:
    tree = GameTree.new(BoardSize(19, 19))
    node = tree.root
    for i in range(12_000):
        node, _ = tree.add_move(node, Move(B if i % 2 == 0 else W, None))
    assert tree.node_count() == 12_001
    assert len(tree.main_line()) == 12_001
    assert node.depth == 12_000
    assert tree.contains(node)
    assert sum(1 for _ in tree.iter_nodes()) == 12_001
