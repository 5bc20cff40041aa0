"""EditHistory: every edit on corpus files undoes and redoes to identical trees; big trees."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gogui_py.game.game import Game
from gogui_py.game.history import EditHistory
from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_file, to_sgf
from gogui_py.game.tree import (
    CurrentNodeChanged,
    GameTree,
    NodeAdded,
    NodeMoved,
    NodeRemoved,
    NodeState,
    PropertiesChanged,
)
from gogui_py.go import BoardSize, Color, Move, Point
from tests.conftest import corpus_dir

B = Color.BLACK
W = Color.WHITE

Edit = Callable[[Game], object]


def _deep_branch(game: Game) -> Node:
    """A node with a sibling, as deep as possible on the main line."""
    candidates = [n for n in game.tree.main_line() if n.parent and len(n.parent.children) > 1]
    return candidates[-1] if candidates else game.tree.main_line()[-1]


EDITS: dict[str, Edit] = {
    "play": lambda g: g.play(Point(0, 0)) if g.board().get(Point(0, 0)) is None else g.play(None),
    "delete_node": lambda g: g.delete_node(g.tree.main_line()[2]),
    "truncate": lambda g: g.truncate(g.tree.main_line()[3]),
    "truncate_children": lambda g: g.truncate_children(g.tree.main_line()[1]),
    "make_main": lambda g: g.make_main_variation(_deep_branch(g).parent.children[-1]),  # type: ignore[union-attr]
    "move_down": lambda g: g.move_variation(_deep_branch(g), 1),
    "keep_only": lambda g: g.keep_only_position(),
    "setup": lambda g: g.set_setup_stone(Point(1, 1), W),
    "remove_stone": lambda g: g.set_setup_stone(
        next(p for p, _ in g.board().stones()) if g.board().count(B) else Point(2, 2), None
    ),
    "player": lambda g: g.set_player_to_move(W),
    "mark": lambda g: g.set_mark(Point(3, 3), "TR"),
    "unmark_all": lambda g: [g.set_mark(p, None) for p in list(g.markup().marks)],
    "label": lambda g: g.set_label(Point(4, 4), g.next_label("letters")),
    "arrow": lambda g: g.toggle_arrow(Point(0, 0), Point(5, 5)),
    "line": lambda g: g.toggle_line(Point(0, 5), Point(5, 0)),
    "dim": lambda g: g.toggle_dimmed(Point(2, 3)),
    "move_annotation": lambda g: g.set_move_annotation("BM", 2),
    "position_annotation": lambda g: g.set_position_annotation("GB"),
    "hotspot": lambda g: g.set_hotspot(1),
    "value": lambda g: g.set_value(0.5),
    "comment": lambda g: g.set_comment(g.current, g.current.comment + " more"),
    "info": lambda g: g.set_info(g.tree.info.replace(player_black="Someone", komi=0.5)),
}

CORPUS = [
    ("gogui", "ff4_ex.sgf"),
    ("gnugo", "katsunari-gnugo2.W+4.sgf"),
    ("sabaki", "complex.sgf"),
    ("pachi", "joseki_34.sgf"),
]


def _current_for(game: Game) -> None:
    """Stand on a node deep in the main line that has markup if any, else the 4th node."""
    main = game.tree.main_line()
    marked = [n for n in main if game.markup(n).marks]
    game.go_to(marked[0] if marked else main[min(3, len(main) - 1)])


@pytest.mark.parametrize("name", list(EDITS))
@pytest.mark.parametrize("where", CORPUS, ids=lambda w: w[1])
def test_edit_undo_redo_on_corpus(name: str, where: tuple[str, str]) -> None:
    game = Game(load_file(corpus_dir(*where)).games[0])
    _current_for(game)
    before_text = to_sgf([game.tree])
    before_nodes = list(game.tree.iter_nodes())
    before_current = game.current
    EDITS[name](game)
    after_text = to_sgf([game.tree])
    after_nodes = list(game.tree.iter_nodes())
    after_current = game.current
    steps = game.history.undo_steps
    for _ in range(steps):
        game.undo()
    assert to_sgf([game.tree]) == before_text
    assert all(a is b for a, b in zip(game.tree.iter_nodes(), before_nodes, strict=True))
    assert game.current is before_current
    for _ in range(steps):
        game.redo()
    assert to_sgf([game.tree]) == after_text
    assert all(a is b for a, b in zip(game.tree.iter_nodes(), after_nodes, strict=True))
    assert game.current is after_current
    # Boards after redo equal boards computed from scratch.
    fresh = Game(game.tree)
    for node in after_nodes[:: max(1, len(after_nodes) // 40)]:
        if game.tree.contains(node):
            assert game.board(node) == fresh.board(node)


def test_history_records_and_merges() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    history = EditHistory(limit=2)
    node, changes = tree.add_move(tree.root, Move(B, Point(1, 1)))
    history.record("Play", changes)
    assert history.undo_label == "Play"
    history.record("Nothing", [CurrentNodeChanged(node)])  # no tree record: no step
    assert history.undo_steps == 1
    history.record("C", tree.set_comment(node, "a"), merge_key="c")
    history.record("C", tree.set_comment(node, "ab"), merge_key="c")
    assert history.undo_steps == 2  # the limit dropped nothing yet
    changes = history.undo(tree)
    assert node.comment == "" and changes[-1] == CurrentNodeChanged(node)
    (change,) = changes[:-1]
    assert isinstance(change, PropertiesChanged)
    assert change.before.comment == "ab" and change.after.comment == ""
    history.redo(tree)
    assert node.comment == "ab"
    history.record("C2", tree.set_comment(node, "abc"), merge_key="c")  # not after a redo
    assert history.undo_steps == 2 and history.undo_label == "C2"  # oldest step dropped
    history.clear()
    assert not history.can_undo and not history.can_redo
    with pytest.raises(ValueError):
        EditHistory(limit=0)


def test_primitive_records_invert() -> None:
    tree = GameTree.new(BoardSize(9, 9))
    a, _ = tree.add_move(tree.root, Move(B, Point(0, 0)))
    b, _ = tree.add_move(tree.root, Move(B, Point(1, 1)))
    history = EditHistory()
    moved = tree.move_variation(b, 0)
    assert moved == [NodeMoved(tree.root, b, 1, 0)]
    removed = tree.delete(a)
    assert removed == [NodeRemoved(tree.root, a, 1)]
    state = NodeState.of(b)
    props = tree.set_property(b, "TR", ["aa"])
    assert props == [PropertiesChanged(b, state, NodeState.of(b))]
    history.record("All", moved + removed + props)
    history.undo(tree)
    assert tree.root.children == [a, b] and "TR" not in b.props
    history.redo(tree)
    assert tree.root.children == [b] and b.props["TR"] == ["aa"]
    added = tree.insert(tree.root, a, 5)
    assert added == [NodeAdded(a, tree.root, 1)]


class _Untouchable(list[Node]):
    """Children that must not be walked: iterating them fails the test."""

    def __iter__(self) -> object:  # type: ignore[override]
        raise AssertionError("an edit walked a part of the tree it does not change")

    def __reversed__(self) -> object:  # type: ignore[override]
        raise AssertionError("an edit walked a part of the tree it does not change")


def _big_tree() -> tuple[Game, Node]:
    """60,000 nodes: a 200-move main line with 299 side branches of 200 moves, one poisoned."""
    tree = GameTree.new(BoardSize(19, 19))
    main: list[Node] = [tree.root]
    node = tree.root
    for i in range(200):
        node, _ = tree.add_move(node, Move(B if i % 2 == 0 else W, Point(i % 19, i // 19)))
        main.append(node)
    for branch in range(299):
        node = main[1 + branch % 150]
        for i in range(200):
            node, _ = tree.add_move(node, Move(W if i % 2 == 0 else B, Point(18 - i % 19, 18)))
            if i == 0:
                node.comment = f"branch {branch}"
    poisoned = main[1].children[1].children[0]
    poisoned.children = _Untouchable(poisoned.children)
    game = Game(tree)
    game.go_to(main[150])
    return game, main[150]


def test_edits_on_a_60000_node_tree_do_not_walk_it() -> None:
    game, node = _big_tree()
    with pytest.raises(AssertionError, match="walked"):
        game.tree.node_count()  # the poison works
    game.board()
    edits: list[Edit] = [
        lambda g: g.set_mark(Point(1, 1), "CR"),
        lambda g: g.set_label(Point(2, 2), "A"),
        lambda g: g.toggle_dimmed(Point(3, 3)),
        lambda g: g.set_comment(node, "edited"),
        lambda g: g.set_move_annotation("TE"),
        lambda g: g.set_setup_stone(Point(10, 10), B),
        lambda g: g.play(Point(12, 12)),
        lambda g: g.delete_node(node.children[0]),
        lambda g: g.truncate(node.children[-1]),
        lambda g: g.make_main_variation(node.children[-1]),
        lambda g: g.move_variation(node.children[0], 1),
    ]
    for edit in edits:
        edit(game)
    steps = game.history.undo_steps
    assert steps == len(edits)
    for _ in range(steps):
        game.undo()
    for _ in range(steps):
        game.redo()
    assert game.history.undo_steps == steps


def test_a_group_of_edits_is_one_undo_step_named_after_the_first() -> None:
    game = Game(GameTree.new(BoardSize.square(9)))
    root = game.current
    with game.history.grouped():
        game.play_move(Move(Color.BLACK, Point(4, 4)))
        game.set_comment(game.current, "B win rate 52%")
        info = GameInfo.from_root(game.tree.root)
        info.player_black = "GNU Go 3.8"
        game.set_info(info)
    assert game.history.undo_steps == 1
    assert game.history.undo_label == "Play E5"
    game.undo()
    assert game.current is root and not root.children
    assert GameInfo.from_root(game.tree.root).player_black == ""
    game.redo()
    assert game.current.comment == "B win rate 52%"
    assert GameInfo.from_root(game.tree.root).player_black == "GNU Go 3.8"
    with game.history.grouped("Nothing"):
        pass  # an empty group records nothing
    assert game.history.undo_label == "Play E5"
