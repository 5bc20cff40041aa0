"""The Analyze dock in the main window: F8, answers drawn on the board, a click taken by
a %p command instead of a move, analysis cleared when the position changes."""

from __future__ import annotations

import shlex

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gogui_py.go import Point
from gogui_py.gui.main_window import MainWindow
from tests.gui.analysis.test_room import LIST
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, show


def scripted_engine() -> str:
    flags = [
        f"--answer=gogui-analyze_commands={LIST}",
        "--answer=list_stones=A1 C3",
        "--answer=where=C3 here",
    ]
    return fake_engine("scripted_engine.py", *(shlex.quote(f) for f in flags))


def scripted_window(qtbot: object, make_window: WindowFactory) -> MainWindow:
    """A shown 9x9 window with :func:`scripted_engine` attached, once its seven analyze
    commands are listed."""
    window = make_window("--program", scripted_engine(), "--size", "9")
    show(qtbot, window)
    commands = window.analysis.widget.commands
    qtbot.waitUntil(lambda: commands.count() == 7, timeout=15000)  # type: ignore[attr-defined]
    return window


def test_f8_shows_the_dock_and_an_answer_is_drawn_until_the_position_changes(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = scripted_window(qtbot, make_window)
    room = window.analysis
    assert not room.dock.isVisible()
    QTest.keyClick(window, Qt.Key.Key_F8)
    assert room.dock.isVisible()
    assert room.widget.select_label("Stones")
    room.widget.run_selected()
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
    gfx = window.board.snapshot().gfx
    assert gfx is not None and (Point(0, 8), "SQ") in gfx.marks
    click(qtbot, window, "E5")  # a move: another position, the analysis goes
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 1, timeout=5000)  # type: ignore[attr-defined]
    assert window.board.snapshot().gfx is None


def test_a_point_wildcard_takes_the_next_click_instead_of_a_move(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = scripted_window(qtbot, make_window)
    room = window.analysis
    room.widget.select_label("Where")
    room.widget.run_selected()
    assert "click a point" in window.statusBar().currentMessage()
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == 0, "the click played a move"
    assert "C3 here" in room.widget.answer.toPlainText()


def test_f4_streams_the_analysis_of_the_position_onto_the_board(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", fake_engine("lz_engine.py"), "--size", "19")
    show(qtbot, window)
    room = window.analysis
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=15000)  # type: ignore[attr-defined]
    QTest.keyClick(window, Qt.Key.Key_F4)
    assert room.stream_toggle.isChecked()
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
    gfx = window.board.snapshot().gfx
    assert gfx is not None and dict(gfx.labels).get(Point(3, 15)) == "52"
    assert room.stream_display is not None and "Best D4" in room.stream_display.status
    QTest.keyClick(window, Qt.Key.Key_F4)
    assert not room.stream_toggle.isChecked()
    assert window.board.snapshot().gfx is None


def test_hovering_a_candidate_shows_its_principal_variation(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", fake_engine("lz_engine.py"), "--size", "19")
    show(qtbot, window)
    room = window.analysis
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=15000)  # type: ignore[attr-defined]
    room.stream_toggle.setChecked(True)
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
    window.board.point_hovered.emit(Point(3, 15))  # D4: its pv is D4 Q16 C3
    gfx = window.board.snapshot().gfx
    assert gfx is not None
    assert [(p, n) for p, _c, n in gfx.variation] == [
        (Point(3, 15), 1),
        (Point(15, 3), 2),
        (Point(2, 16), 3),
    ]
    window.board.point_hovered.emit(Point(9, 9))  # no candidate there: the candidates again
    gfx = window.board.snapshot().gfx
    assert gfx is not None and not gfx.variation and gfx.labels
    room.stream_toggle.setChecked(False)


def test_analyze_game_fills_the_graph_and_writes_comments_as_one_undo_step(
    qtbot: object, make_window: WindowFactory
) -> None:
    engine = fake_engine("lz_engine.py", "--flood", "500")
    window = make_window("--program", engine, "--size", "19", "--computer-none")
    show(qtbot, window)
    for vertex in ("D4", "Q16", "C3"):
        click(qtbot, window, vertex)
    assert window.controller.game.move_number() == 3
    room = window.analysis
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=15000)  # type: ignore[attr-defined]
    room.review.visits = 50
    messages: list[str] = []
    room.status.connect(messages.append)
    window.analysis_link.actions.review.trigger()
    assert room.graph_dock.isVisible()
    qtbot.waitUntil(lambda: not room.review.running, timeout=30000)  # type: ignore[attr-defined]
    line = room.current_line()
    assert len(line) == 4 and all(node in room.streaming.results for node in line)
    assert room.graph is not None
    xs, _ys = room.graph.curve.getData()
    assert list(xs) == [0, 1, 2, 3]  # a point per move of the line
    assert "Analyze Game done: 4 positions" in messages
    assert window.tree_view.mistakes == {}  # no move lost 10 % (each lost 4.7 %)
    link = window.analysis_link
    link.actions.write.trigger()  # asks what to write
    dialog = link.write_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.annotations.setChecked(True)
    dialog.bad.setValue(4)  # each move lost 4.7 % of its player's win rate: BM
    dialog.doubtful.setValue(2)
    dialog.write_button.click()
    comments = [node.comment for node in line]
    assert all(c.startswith("Analysis: Black") and "best D4" in c for c in comments)
    assert all(c.endswith("; BM") for c in comments[1:]) and "BM" not in comments[0]
    game = window.controller.game
    assert [game.annotations(node).move for node in line[1:]] == [("BM", 1)] * 3
    assert window.controller.modified
    window.controller.undo()  # one step takes every comment and annotation back
    assert all(node.comment == "" for node in line)
    assert all(game.annotations(node).move is None for node in line)


def test_analyze_game_shows_its_progress_can_be_stopped_and_resumes(
    qtbot: object, make_window: WindowFactory
) -> None:
    engine = fake_engine("lz_engine.py")  # 10 visits a line, a line every 100 ms
    window = make_window("--program", engine, "--size", "19", "--computer-none")
    show(qtbot, window)
    for vertex in ("D4", "Q16", "C3", "R4"):
        click(qtbot, window, vertex)
    room = window.analysis
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=15000)  # type: ignore[attr-defined]
    room.review.visits = 20  # two lines a position
    bar = room.review_bar
    messages: list[str] = []
    room.status.connect(messages.append)
    assert not bar.isVisible()
    window.analysis_link.actions.review.trigger()
    assert bar.isVisible() and bar.bar.maximum() == 5 and bar.bar.value() == 0
    qtbot.waitUntil(lambda: bar.bar.value() >= 1, timeout=15000)  # type: ignore[attr-defined]
    bar.stop.click()  # the status bar's Stop
    assert not room.review.running and not bar.isVisible()
    done = bar.bar.value()
    assert 1 <= done < 5
    window.analysis_link.actions.review.trigger()  # resumes: the analysed stay done
    assert bar.isVisible() and bar.bar.value() == done
    qtbot.waitUntil(lambda: not room.review.running, timeout=30000)  # type: ignore[attr-defined]
    assert not bar.isVisible()
    assert messages[-1] == "Analyze Game done: 5 positions", messages
    missing = [n for n in room.current_line() if n not in room.streaming.results]
    assert not missing  # a stopped run's late answer did not start a second chain
