"""The win-rate graph: Black's win rate along the main line, mistakes marked, click to jump."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gogui_py.analysis import AnalysisParser, AnalysisUpdate
from gogui_py.game.game import Game
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point
from gogui_py.gui.analysis.graph import WinrateGraph, main_line_series


def update(winrate: int) -> AnalysisUpdate:
    found = AnalysisParser(BoardSize.square(9), "lz").feed(
        f"info move E5 visits 100 winrate {winrate} prior 1000 lcb 1 order 0 pv E5"
    )
    assert found is not None
    return found


def test_series_is_blacks_win_rate_and_a_big_drop_is_a_mistake() -> None:
    game = Game(GameTree.new(BoardSize.square(9), 7.5))
    root = game.current
    game.play(Point(4, 4))  # Black's move: White to move next
    first = game.current
    game.play(Point(2, 2))  # White's move: Black to move
    second = game.current
    game.play(Point(6, 6))  # Black's move: White to move
    third = game.current
    results = {
        root: update(5000),  # Black to move: 50 %
        first: update(4000),  # White to move, White 40 % -> Black 60 %
        second: update(6500),  # Black to move: Black 65 %
        third: update(7000),  # White 70 % -> Black 30 %: Black lost 35 points
    }
    series, mistakes = main_line_series(root, results, game.to_move)
    assert [n for n, _ in series] == [0, 1, 2, 3]
    assert [round(rate, 2) for _, rate in series] == [0.5, 0.6, 0.65, 0.3]
    assert mistakes == [3]


def test_the_graph_draws_the_series_and_a_click_asks_for_that_move(qtbot: QtBot) -> None:
    graph = WinrateGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 200)
    graph.show()
    qtbot.waitExposed(graph)
    graph.set_series([(0, 0.5), (1, 0.6), (2, 0.65), (3, 0.3)], [3], current=2)
    xs, ys = graph.curve.getData()
    assert list(xs) == [0, 1, 2, 3] and [round(y) for y in ys] == [50, 60, 65, 30]
    mx, _my = graph.mistakes.getData()
    assert list(mx) == [3]
    assert graph.current.value() == 2
    view = graph.plot.getPlotItem().getViewBox()
    scene = view.mapViewToScene(QPointF(3, 40))
    target = graph.plot.mapFromScene(scene)
    with qtbot.waitSignal(graph.move_clicked, timeout=2000) as clicked:
        QTest.mouseClick(graph.plot.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert clicked.args == [3]
