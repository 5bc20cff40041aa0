"""Markup: typed views of FF[4] markup (ff4_ex.sgf), canonical edits, labels, DD inheritance."""

from __future__ import annotations

import pytest

from gogui_py.game.game import Game
from gogui_py.game.markup import Markup, markup_of, next_label
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes, load_file, to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point
from tests.conftest import corpus_dir


def _ff4_game() -> Game:
    return Game(load_file(corpus_dir("gogui", "ff4_ex.sgf")).games[0])


def _named(game: Game, text: str) -> Node:
    """The node whose N (node name) starts with ``text``, else whose comment does."""
    for node in game.tree.iter_nodes():
        name = node.get_text("N") or ""
        if name.startswith(text) or node.comment.startswith(text):
            return node
    raise AssertionError(f"no node named {text!r}")


def _rect(x0: int, y0: int, x1: int, y1: int) -> set[Point]:
    return {Point(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}


def test_ff4_example_marks() -> None:
    game = _ff4_game()
    node = _named(game, "Markup at top")
    marks = game.markup(node).marks
    assert len(marks) == 45
    # TR[dd][de][df][ed][ee][ef][fd:ff]: columns d-f, rows d-f.
    assert {p for p, kind in marks.items() if kind == "TR"} == _rect(3, 3, 5, 5)
    assert {p for p, kind in marks.items() if kind == "MA"} == _rect(3, 7, 5, 9)
    assert {p for p, kind in marks.items() if kind == "CR"} == _rect(13, 3, 15, 5)
    assert {p for p, kind in marks.items() if kind == "SQ"} == _rect(13, 7, 15, 9)
    assert {p for p, kind in marks.items() if kind == "SL"} == _rect(8, 7, 10, 9)


def test_ff4_example_labels_arrows_lines_dimmed() -> None:
    game = _ff4_game()
    labels = game.markup(_named(game, "Label (LB property)")).labels
    assert len(labels) == 22
    assert labels[Point(3, 2)] == "1" and labels[Point(15, 9)] == "d"
    assert labels[Point(6, 18)] == "ABCDEFGH" and labels[Point(12, 18)] == "12345678"
    markup = game.markup(_named(game, "Arrows, lines"))
    assert len(markup.arrows) == 8 and len(markup.lines) == 4
    assert markup.arrows[0] == (Point(0, 0), Point(18, 2))
    assert markup.lines[0] == (Point(15, 9), Point(15, 3))
    assert markup.dimmed == _rect(10, 16, 14, 18) | _rect(3, 16, 7, 18)
    assert game.markup(_named(game, "Label (LB property)")).dimmed == frozenset()


def test_ff4_example_markup_survives_write_and_read() -> None:
    loaded = load_file(corpus_dir("gogui", "ff4_ex.sgf"))
    again = load_bytes(to_sgf(loaded.games).encode("utf-8"))
    for first, second in zip(loaded.games, again.games, strict=True):
        views = [markup_of(n) for n in first.iter_nodes()]
        assert views == [markup_of(n) for n in second.iter_nodes()]
    assert sum(1 for v in views if v != Markup()) == 0  # the second game has no markup
    first_views = [markup_of(n) for n in loaded.games[0].iter_nodes()]
    assert sum(1 for v in first_views if v != Markup()) == 3


def _small() -> Game:
    game = Game(GameTree.new(BoardSize(9, 9)))
    game.play(Point(2, 2))
    return game


def test_one_mark_per_point_and_canonical_writing() -> None:
    game = _small()
    node = game.current
    game.tree.set_properties(node, {"TR": ["aa:cb"], "SQ": ["ee"]})
    game.set_mark(Point(1, 0), "CR")
    # The touched TR list is rewritten point by point without (1, 0); SQ is untouched.
    assert node.props["TR"] == ["aa", "ca", "ab", "bb", "cb"]
    assert node.props["SQ"] == ["ee"] and node.props["CR"] == ["ba"]
    assert game.markup().marks[Point(1, 0)] == "CR"
    assert game.set_mark(Point(1, 0), "CR") == []
    game.toggle_mark(Point(4, 4), "SQ")
    assert "SQ" not in node.props
    game.toggle_mark(Point(4, 4), "MA")
    game.toggle_mark(Point(4, 4), "TR")
    assert node.props["TR"][-1] == "ee" and "MA" not in node.props
    game.set_mark(Point(0, 0), None)
    assert Point(0, 0) not in game.markup().marks
    with pytest.raises(ValueError):
        game.set_mark(Point(0, 0), "XX")


def test_marks_off_the_board_are_not_shown() -> None:
    game = _small()
    game.tree.set_properties(game.current, {"CR": ["aa", "zz"], "LB": ["zz:x", "bad", "bb:y"]})
    markup = game.markup()
    assert dict(markup.marks) == {Point(0, 0): "CR"}
    assert dict(markup.labels) == {Point(1, 1): "y"}


def test_labels_and_auto_labels() -> None:
    game = _small()
    assert game.next_label("letters") == "A" and game.next_label("numbers") == "1"
    game.set_label(Point(0, 0), game.next_label("letters"))
    game.set_label(Point(1, 0), game.next_label("letters"))
    game.set_label(Point(2, 0), "x]:y")
    assert game.current.props["LB"] == ["aa:A", "ba:B", "ca:x\\]\\:y"]  # FF[4]: ':' escaped
    assert game.markup().labels[Point(2, 0)] == "x]:y"
    assert game.next_label("letters") == "C"
    game.set_label(Point(0, 0), None)
    assert game.next_label("letters") == "A"
    game.set_label(Point(1, 0), "B2")
    assert game.current.props["LB"] == ["ca:x\\]\\:y", "ba:B2"]
    for n in range(1, 4):
        game.set_label(Point(n, 5), str(n))
    game.set_label(Point(2, 5), None)
    assert game.next_label("numbers") == "2"
    node = Node(
        props={
            "LB": [
                f"{chr(97 + i % 26)}{chr(97 + i // 26)}:{ch}"
                for i, ch in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
            ]
        }
    )
    assert next_label(node, "letters") == ""
    game.set_label(Point(1, 0), "")
    assert Point(1, 0) not in game.markup().labels


def test_arrows_and_lines_toggle() -> None:
    game = _small()
    a, b = Point(0, 0), Point(3, 4)
    game.toggle_arrow(a, b)
    game.toggle_arrow(b, a)
    assert game.markup().arrows == ((a, b), (b, a))
    game.toggle_arrow(a, b)
    assert game.markup().arrows == ((b, a),)
    game.toggle_line(a, b)
    assert game.current.props["LN"] == ["aa:de"]
    game.toggle_line(b, a)  # a line has no direction
    assert "LN" not in game.current.props
    with pytest.raises(ValueError):
        game.toggle_arrow(a, a)


def test_dimmed_points_inherit_until_cleared() -> None:
    game = _small()
    first = game.current
    game.play(Point(3, 3))
    second = game.current
    game.play(Point(4, 4))
    third = game.current
    game.go_to(first)
    game.toggle_dimmed(Point(0, 0))
    assert first.props["DD"] == ["aa"]
    assert game.markup(third).dimmed == {Point(0, 0)}
    game.go_to(second)
    game.toggle_dimmed(Point(0, 0))  # undim below: DD[] clears the inherited set
    assert second.props["DD"] == [""]
    assert game.markup(second).dimmed == frozenset() == game.markup(third).dimmed
    assert game.markup(first).dimmed == {Point(0, 0)}
    game.toggle_dimmed(Point(0, 0))  # back to what the parent gives: DD removed
    assert "DD" not in second.props
    game.toggle_dimmed(Point(1, 1))
    assert game.markup(third).dimmed == {Point(0, 0), Point(1, 1)}
    assert second.props["DD"] == ["aa", "bb"]
    game.go_to(first)
    game.toggle_dimmed(Point(0, 0))
    assert "DD" not in first.props
    assert game.markup(third).dimmed == {Point(0, 0), Point(1, 1)}  # second's own DD


def test_markup_edits_keep_cached_boards() -> None:
    game = _small()
    game.board()
    position = game.tree.position_revision
    game.set_mark(Point(0, 0), "CR")
    game.set_label(Point(1, 1), "A")
    game.toggle_dimmed(Point(2, 2))
    game.set_comment(game.current, "text")
    game.set_move_annotation("TE", 2)
    assert game.tree.position_revision == position


def test_label_colons_are_escaped_in_the_file_and_read_back() -> None:
    """FF[4]: ':' in the text of a compose value is escaped (``LB[aa:1\\:2]``); an
    unescaped one after the first colon (older writers) reads the same."""
    game = Game(GameTree.new(BoardSize(9, 9)))
    game.set_label(Point(0, 0), "1:2")
    text = to_sgf([game.tree])
    assert "LB[aa:1\\:2]" in text
    again = load_bytes(text.encode())
    assert not again.warnings
    assert Game(again.games[0]).markup().labels == {Point(0, 0): "1:2"}
    old = load_bytes(b"(;SZ[9]LB[aa:1:2][ba:a\\\\:b])")
    assert Game(old.games[0]).markup().labels == {Point(0, 0): "1:2", Point(1, 0): "a\\:b"}
