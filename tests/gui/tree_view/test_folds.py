"""GameTreeView folding (display only): folds survive a relayout of the same game, go with
another game, open when the current node goes inside; the tooltip counts hidden nodes."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from gogui_py.game.game import Game
from gogui_py.game.sgf_io import load_bytes
from tests.gui.tree_view.test_widget import SGF, make_view


def game_of(sgf: str) -> Game:
    return Game(load_bytes(sgf.encode()).games[0])


def test_folds_follow_the_game_shown(qtbot: QtBot) -> None:
    game = game_of(SGF)
    view = make_view(qtbot, game)
    cc = game.tree.root.children[0].children[0]  # W C7, with three variations
    view.fold(cc)
    assert view.folded == {cc} and not view.is_shown(cc.children[0])
    assert view.layout_ is not None and view.layout_.size == (3, 1)
    view.refresh_structure()  # the same game laid out again: the fold stays
    assert view.folded == {cc} and view.layout_.size == (3, 1)
    view.unfold(cc)
    assert view.folded == frozenset() and view.is_shown(cc.children[2])
    view.fold(cc)
    view.set_game(game_of(SGF))  # another game: no folds
    assert view.folded == frozenset()


def test_the_current_node_inside_a_fold_opens_it(qtbot: QtBot) -> None:
    game = game_of(SGF)
    view = make_view(qtbot, game)
    root = game.tree.root
    e5 = root.children[0]
    cc = e5.children[0]
    view.fold(cc)
    view.fold(e5)  # a fold inside a fold
    target = cc.children[1].children[0]
    game.go_to(target)
    view.set_current(target)
    assert view.folded == frozenset() and view.is_shown(target)
    view.fold(cc.children[1])
    view.unfold_all()
    assert view.folded == frozenset()


def test_tooltip_of_a_folded_node_counts_the_hidden_nodes(qtbot: QtBot) -> None:
    game = game_of(SGF)
    view = make_view(qtbot, game)
    cc = game.tree.root.children[0].children[0]
    view.fold(cc)
    pos = view.cell_rect(cc).center()
    QApplication.sendEvent(
        view.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    )
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text().endswith("\nSubtree hidden: 5 nodes")
    QToolTip.hideText()
