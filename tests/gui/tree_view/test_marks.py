"""Mistake marks in the game-tree view: a red ring around a move the analysis judged a
mistake, its loss in the tooltip; nothing without analysis."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from gogui_py.analysis import AnalysisParser, AnalysisUpdate
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import BoardSize
from gogui_py.gui.tree_view import GameTreeView
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show
from tests.gui.tree_view.test_widget import SGF, big_game, make_view, viewport_image


def red_pixels(image: QImage, view: GameTreeView, node: Node) -> int:
    """Pixels of ``node``'s cell that are clearly red (the ring, antialiased or not)."""
    rect = view.cell_rect(node)
    dpr = image.devicePixelRatio()
    count = 0
    for dx in range(rect.width()):
        for dy in range(rect.height()):
            color = image.pixelColor(round((rect.x() + dx) * dpr), round((rect.y() + dy) * dpr))
            count += color.red() > 170 and color.green() < 110 and color.blue() < 110
    return count


def tooltip(qtbot: QtBot, view: GameTreeView, node: Node) -> str:
    pos = view.cell_rect(node).center()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    text = QToolTip.text()
    QToolTip.hideText()
    return text


def test_a_mistake_gets_a_red_ring_and_its_loss_in_the_tooltip(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    first = game.tree.root.children[0]  # B E5
    second = first.children[0]  # W C7
    assert red_pixels(viewport_image(view), view, second) == 0
    view.set_mistakes({second: 0.153})
    image = viewport_image(view)
    assert red_pixels(image, view, second) > 10
    assert red_pixels(image, view, first) == 0
    assert (
        tooltip(qtbot, view, second)
        == "Move 2: W C7, 3 variations\nMistake: W lost 15.3 % win rate"
    )
    assert tooltip(qtbot, view, first) == "Move 1: B E5"


def test_marks_go_when_cleared_and_when_another_game_is_shown(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    node = game.tree.root.children[0].children[0]
    view.set_mistakes({node: 0.2})
    view.set_mistakes({})
    assert red_pixels(viewport_image(view), view, node) == 0
    view.set_mistakes({node: 0.2})
    view.set_game(game)  # the same game again: the marks stay
    assert red_pixels(viewport_image(view), view, node) > 10
    other = Game(load_bytes(SGF.encode()).games[0])
    view.set_game(other)
    assert view.mistakes == {}
    same_place = other.tree.root.children[0].children[0]
    assert red_pixels(viewport_image(view), view, same_place) == 0


def test_a_mark_scrolled_into_view_is_drawn_on_a_big_tree(qtbot: QtBot) -> None:
    game = big_game()
    view = make_view(qtbot, game)
    far = max(game.tree.iter_nodes(), key=lambda n: sum(view.layout_.position(n)))  # type: ignore[union-attr]
    view.set_mistakes({far: 0.5})
    view.set_current(far)  # scrolls there: the strip painted shows the ring
    assert red_pixels(viewport_image(view), view, far) > 10


def lz_update(winrate: int) -> AnalysisUpdate:
    """An lz-analyze result: ``winrate`` (x10000) for the side to move, best move D4."""
    found = AnalysisParser(BoardSize.square(19), "lz").feed(
        f"info move D4 visits 100 winrate {winrate} prior 1000 lcb 1 order 0 pv D4"
    )
    assert found is not None
    return found


def test_the_window_marks_the_moves_its_analysis_judges_mistakes(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--size", "19", "--computer-none")
    show(qtbot, window)
    for vertex in ("D4", "Q16", "C3"):
        click(qtbot, window, vertex)
    game = window.controller.game
    qtbot.waitUntil(lambda: game.move_number() == 3, timeout=5000)
    root, b_d4, w_q16, b_c3 = game.path(game.current)
    view = window.tree_view
    assert view.mistakes == {}
    room = window.analysis
    # Win rates of the side to move: Black 50 %; after D4 White 45 % (B gained 5 %); after
    # Q16 Black 70 % (W lost 15 %); after C3 White 35 % (B lost 5 %). Stored per node as
    # Analyze Game stores them.
    for node, rate in ((root, 5000), (b_d4, 4500), (w_q16, 7000), (b_c3, 3500)):
        room.streaming.results[node] = lz_update(rate)
    room.review.analysed.emit(b_c3)  # as the review reports each node
    qtbot.waitUntil(lambda: w_q16 in view.mistakes, timeout=5000)
    assert view.mistakes == {w_q16: pytest.approx(0.15)}
    assert red_pixels(viewport_image(view), view, w_q16) > 10
    assert red_pixels(viewport_image(view), view, b_c3) == 0
    assert "Mistake: W lost 15.0 % win rate" in tooltip(qtbot, view, w_q16)
    window.controller.edit(lambda g: g.delete_node(w_q16))  # the line changed
    qtbot.waitUntil(lambda: view.mistakes == {}, timeout=5000)
