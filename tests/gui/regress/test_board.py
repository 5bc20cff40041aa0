"""Tools > Regression Tests in the main window: the menu entry, the engines offered, a
failed test's position on the main board with its marks, unsaved work, quitting while
running, and a run against GNU Go."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu, QMessageBox

from gogui_py.go import Color
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.regress.marks import ANSWER_LABEL, BAD, GOOD
from gogui_py.gui.regress.window import RegressWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, gnugo_command, stone
from tests.gui.regress.conftest import (
    OUTCOMES,
    close_regress_window,
    engine,
    outcomes,
    slow_engine,
    slow_suite,
    wait_done,
    write_suite,
)


def open_regress(main: MainWindow) -> RegressWindow:
    """Tools > Regression Tests…, as the user picks it."""
    tools = next(a.menu() for a in main.menuBar().actions() if a.text() == "&Tools")
    assert isinstance(tools, QMenu)
    entry = next(a for a in tools.actions() if a.text() == "&Regression Tests…")
    entry.trigger()
    window = main.regress.window
    assert window is not None and window.isVisible()
    return window


def double_click(window: RegressWindow, key: str) -> None:
    """Double-click the row of test ``key`` (shown in the table)."""
    row = next(r for r in window.model.rows if r.test.key == key)
    index = window.select_row(row)
    assert index.isValid()
    window.table.doubleClicked.emit(index)


def marks_at(main: MainWindow, vertex: str) -> dict[str, object]:
    """What the board's overlay draws on ``vertex``: fill colour, marks, label."""
    gfx = main.board.snapshot().gfx
    assert gfx is not None
    point = from_gtp(vertex, main.controller.game.tree.size)
    assert point is not None
    return {
        "fill": dict(gfx.fills).get(point),
        "marks": sorted(kind for p, kind in gfx.marks if p == point),
        "label": dict(gfx.labels).get(point),
    }


def test_a_failed_test_opens_on_the_board_with_its_marks(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--program", "", "--size", "19")
    window = open_regress(main)
    try:
        # the program list (none attached): what Engine > Attach offers, in its order
        listed = [entry.label for entry in main.engine_menu.programs]
        assert listed and window.program.box.itemText(0) == listed[0]
        window.program.command.setText(engine())
        window.timeout.setValue(3)
        window.add_files([write_suite(tmp_path)])
        window.start()
        wait_done(qtbot, window)
        assert outcomes(window) == OUTCOMES
        window.set_filter("FAIL")
        double_click(window, "tiny.tst:2")
        assert main.controller.path == tmp_path / "games" / "tiny.sgf"
        game = main.controller.game
        assert game.tree.size.width == 9
        assert game.move_number() == 2  # loadsgf 3: the position before move 3
        assert stone(main, "C7") is Color.BLACK
        assert stone(main, "G3") is Color.WHITE
        assert stone(main, "E5") is None
        assert marks_at(main, "C3") == {"fill": GOOD, "marks": ["SQ"], "label": None}
        assert marks_at(main, "E5") == {"fill": BAD, "marks": [], "label": ANSWER_LABEL}
        assert main.statusBar().currentMessage() == (
            "tiny.tst:2 · expected [C3] · engine answered E5 · FAIL"
        )
        # a passed test: the answer on an expected point, green
        window.set_filter("All")
        double_click(window, "tiny.tst:1")
        assert marks_at(main, "C3") == {"fill": GOOD, "marks": ["SQ"], "label": ANSWER_LABEL}
        assert marks_at(main, "D4") == {"fill": GOOD, "marks": ["SQ"], "label": None}
        # a negated expectation: the point to avoid is crossed out in red
        double_click(window, "tiny.tst:6")
        assert marks_at(main, "G7") == {"fill": BAD, "marks": ["MA"], "label": None}
        assert marks_at(main, "F2")["label"] == ANSWER_LABEL
        # stepping away from the position drops the marks, as for an analyze answer
        main.controller.forward()
        assert main.board.snapshot().gfx is None
    finally:
        close_regress_window(window)


def test_unsaved_work_is_asked_about_before_a_test_replaces_it(
    qtbot: object, tmp_path: Path, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    main = make_window("--program", "", "--size", "9")
    window = open_regress(main)
    try:
        window.program.command.setText(engine())
        window.timeout.setValue(3)
        window.add_files([write_suite(tmp_path)])
        window.start()
        wait_done(qtbot, window)
        click(qtbot, main, "E5")
        assert main.controller.modified
        answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
        asked: list[str] = []

        def question(*args: object) -> QMessageBox.StandardButton:
            asked.append(str(args[2]))
            return answers.pop(0)

        monkeypatch.setattr(QMessageBox, "question", question)
        double_click(window, "tiny.tst:2")
        assert asked == ["The game has unsaved changes. Save them first?"]
        assert main.controller.path is None  # Cancel: the game stays
        assert stone(main, "E5") is Color.BLACK
        assert window.status.text() == "tiny.tst:2: tiny.sgf not opened"
        double_click(window, "tiny.tst:2")
        assert len(asked) == 2
        assert main.controller.path == tmp_path / "games" / "tiny.sgf"  # Discard
    finally:
        close_regress_window(window)


def test_the_attached_engine_is_offered_and_run_in_a_process_of_its_own(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--program", engine(), "--size", "9", "--computer-none")
    attached = main.session.programs.primary()
    assert attached is not None
    qtbot.waitUntil(lambda: attached.running, timeout=10000)  # type: ignore[attr-defined]
    window = open_regress(main)
    try:
        assert window.program.box.itemText(0) == "Scripted 1.0 (attached)"
        assert window.program.argv() == attached.argv
        window.timeout.setValue(3)
        window.add_files([write_suite(tmp_path)])
        window.start()
        wait_done(qtbot, window)
        assert outcomes(window) == OUTCOMES  # test 5 hung and timed out: its own process
        assert attached.running  # the attached engine is untouched
        assert main.session.programs.primary() is attached
    finally:
        close_regress_window(window)


def test_closing_the_main_window_while_running_leaves_nothing_behind(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--program", "", "--size", "9")
    window = open_regress(main)
    window.program.command.setText(slow_engine(0.3))
    window.add_files([write_suite(tmp_path, "slow.tst", slow_suite(200))])
    window.start()
    qtbot.waitUntil(lambda: len(window.model.results()) >= 1, timeout=30000)  # type: ignore[attr-defined]
    main.close()  # closeEvent: Tools' runs shut down with the programs
    assert not window.running
    assert len(window.model.results()) < 200


GNUGO_SUITE = """\
loadsgf games/atari.sgf
1 reg_genmove black
#? [E4]
2 attack E5
#? [1 E4]
3 reg_genmove black
#? [A1]*
"""
ATARI_SGF = "(;GM[1]FF[4]SZ[9]KM[6.5];B[dd];W[ee];B[de];W[cc];B[fe];W[gg];B[ed];W[hh])"
"""White E5 is in atari (black D5, F5, E6 round it); black to play captures at E4."""


def test_gnugo_runs_a_suite_and_its_failure_opens_on_the_board(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    command = gnugo_command()  # fails the test when GNU Go is not installed
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "atari.sgf").write_text(ATARI_SGF, encoding="utf-8")
    suite = tmp_path / "atari.tst"
    suite.write_text(GNUGO_SUITE, encoding="utf-8")
    main = make_window("--program", "", "--size", "9")
    window = open_regress(main)
    try:
        window.program.command.setText(command)
        window.add_files([suite])
        window.start()
        wait_done(qtbot, window)
        assert outcomes(window) == {
            "atari.tst:1": "pass",
            "atari.tst:2": "pass",
            "atari.tst:3": "known failure",
        }
        double_click(window, "atari.tst:3")
        assert main.controller.game.move_number() == 8  # no move number: the whole record
        assert stone(main, "E5") is Color.WHITE
        assert marks_at(main, "A1") == {"fill": GOOD, "marks": ["SQ"], "label": None}
        assert marks_at(main, "E4") == {"fill": BAD, "marks": [], "label": ANSWER_LABEL}
    finally:
        close_regress_window(window)


MOVES_SUITE = """\
loadsgf games/tiny.sgf E5
play b E5
play w A1
1 echo B2
#? [B2]
loadsgf games/tiny.sgf 4
undo
clear_board
2 echo B2
#? [B2]
"""


def test_the_moves_after_loadsgf_are_made_on_the_board(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--program", "", "--size", "9")
    window = open_regress(main)
    try:
        window.program.command.setText(engine())
        window.add_files([write_suite(tmp_path, "moves.tst", MOVES_SUITE)])
        window.start()
        wait_done(qtbot, window)
        assert outcomes(window) == {"moves.tst:1": "pass", "moves.tst:2": "pass"}
        # loadsgf at a vertex: before the first move there (E5, move 3); then E5 as in
        # the record (followed) and A1 (a variation)
        double_click(window, "moves.tst:1")
        game = main.controller.game
        assert game.move_number() == 4
        assert stone(main, "E5") is Color.BLACK
        assert stone(main, "A1") is Color.WHITE
        assert game.current.parent is not None
        assert game.current.parent.child_index() == 0  # E5: the record's move 3, followed
        assert game.current.child_index() == 1  # A1: a new variation beside D6
        main.controller._set_modified(False)  # no question at the next open
        # undo goes back a move; clear_board is not shown, and the status says so
        double_click(window, "moves.tst:2")
        assert main.controller.game.move_number() == 2
        assert main.statusBar().currentMessage() == (
            "moves.tst:2 · expected [B2] · engine answered B2 · pass · not shown: clear_board"
        )
        # a test before any loadsgf has no position to show
        window.add_files([write_suite(tmp_path, "bare.tst", "boardsize 9\n1 echo A1\n#? [A1]\n")])
        window.start()
        wait_done(qtbot, window)
        path = main.controller.path
        double_click(window, "bare.tst:1")
        assert window.status.text() == "bare.tst:1 sets up no position from a record (no loadsgf)"
        assert main.controller.path == path
    finally:
        close_regress_window(window)
