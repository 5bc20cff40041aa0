"""The win-rate graph: Black's win rate along the main line, mistakes marked, click to
jump; a reopened record shows its recorded analysis and engines' estimates with no engine;
an engine game shows both engines' own estimates."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gogui_py.analysis import AnalysisParser, AnalysisUpdate
from gogui_py.game.game import Game
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point
from gogui_py.gui.analysis.graph import LineSeries, WinrateGraph, main_line_record
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show


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
    record = main_line_record(root, results, game.to_move)
    assert [n for n, _ in record.analysis] == [0, 1, 2, 3]
    assert [round(rate, 2) for _, rate in record.analysis] == [0.5, 0.6, 0.65, 0.3]
    assert list(record.mistakes) == [3]


def test_the_graph_draws_the_series_and_a_click_asks_for_that_move(qtbot: QtBot) -> None:
    graph = WinrateGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 200)
    graph.show()
    qtbot.waitExposed(graph)
    series = ((0, 0.5), (1, 0.6), (2, 0.65), (3, 0.3))
    graph.set_record(LineSeries(analysis=series, mistakes=(3,)), current=2)
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


def points(curve: object) -> list[tuple[int, int]]:
    """A curve's points as (move number, rounded %)."""
    xs, ys = curve.getData()  # type: ignore[attr-defined]
    if xs is None:
        return []
    return [(int(x), round(y)) for x, y in zip(xs, ys, strict=True)]


def shown_graph(qtbot: object, window: MainWindow) -> WinrateGraph:
    """Engine > Win Rate Graph, as a user turns it on; the graph once built."""
    window.analysis_link.actions.graph.setChecked(True)
    room = window.analysis
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: room.graph is not None and room.graph.isVisible(), timeout=10000
    )
    assert room.graph is not None
    return room.graph


RECORD = (
    "(;FF[4]GM[1]SZ[9]KM[6.5]PB[Alpha]PW[Beta]"
    "C[Analysis: Black 50.0 %, best E5, lead B+0.5 (100 visits)]"
    ";B[ee]C[Black win rate 62.0% after 100 playouts in 0.10 s\n"
    "Analysis: Black 60.0 %, best C3, lead B+2.0 (100 visits)]"
    ";W[cc]C[winrate 0.7\nAnalysis: Black 30.0 %, best G7, lead W+3.0 (100 visits)]"
    ";B[gg]C[Analysis: Black 15.0 %, best C7 (100 visits)]"
    ";W[cg]C[Nice shape. Half of the players would play here.]"
    ";B[gc]C[Black win rate 40.0% after 100 playouts in 0.10 s])"
)


def test_a_reopened_record_shows_its_graph_without_an_engine(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "analysed.sgf"
    path.write_text(RECORD, encoding="utf-8")
    window = make_window("--program", "", "--size", "9")  # no engine
    show(qtbot, window)
    assert window.files.open_path(path, ask=False)
    assert not window.session.programs.programs  # no engine attached
    graph = shown_graph(qtbot, window)
    qtbot.waitUntil(lambda: len(points(graph.curve)) == 4, timeout=10000)  # type: ignore[attr-defined]
    assert points(graph.curve) == [(0, 50), (1, 60), (2, 30), (3, 15)]
    assert points(graph.black_curve) == [(1, 62), (5, 40)]
    assert points(graph.white_curve) == [(2, 30)]  # White's own 70 %, in Black's view
    assert points(graph.mistakes) == [(3, 15)]  # Black fell from 30 % to 15 %
    assert graph.legend_labels() == ["Analysis", "Alpha (Black)", "Beta (White)"]
    assert graph.current.value() == 0
    window.controller.to_end()
    qtbot.waitUntil(lambda: graph.current.value() == 5, timeout=10000)  # type: ignore[attr-defined]


def mc_engine(seed: int) -> str:
    """The bundled engine, few playouts (a short think per move)."""
    return f"{sys.executable} -m gogui_py.programs.go --playouts 40 --time 1000 --seed {seed}"


def test_an_engine_game_shows_both_engines_own_estimates(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--black", mc_engine(1), "--white", mc_engine(2), "--size", "9")
    show(qtbot, window)
    graph = shown_graph(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: len(points(graph.black_curve)) >= 2 and len(points(graph.white_curve)) >= 2,
        timeout=120000,
    )
    window.pause_action.setChecked(True)  # no more moves: the game is left as it is
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=60000)  # type: ignore[attr-defined]
    black, white = points(graph.black_curve), points(graph.white_curve)
    assert all(n % 2 == 1 for n, _ in black) and all(n % 2 == 0 for n, _ in white)
    assert all(0 <= rate <= 100 for _, rate in black + white)
    assert not points(graph.curve)  # no analysis: only the engines' own numbers
    labels = graph.legend_labels()
    assert len(labels) == 2
    assert labels[0].startswith("gogui-py Go") and labels[0].endswith("(Black)")
    assert labels[1].startswith("gogui-py Go") and labels[1].endswith("(White)")


def test_the_win_rate_axis_label_fits_the_strip_under_the_board(qtbot: QtBot) -> None:
    graph = WinrateGraph()
    qtbot.addWidget(graph)
    graph.resize(600, 134)  # what the 150 px strip under the board leaves it
    graph.show()
    axis = graph.plot.getPlotItem().getAxis("left")
    qtbot.waitUntil(lambda: 0 < axis.height() < 134, timeout=5000)
    assert axis.label.toPlainText().strip() == "B win %"
    assert axis.toolTip() == "Black's win rate (%)"
    # The label runs up the axis: its text must be shorter than the axis is high
    # (the old "Black win rate (%)", 118 px, was cut off beside a 112 px axis).
    assert axis.label.boundingRect().width() <= axis.height(), (
        axis.label.boundingRect().width(),
        axis.height(),
    )
