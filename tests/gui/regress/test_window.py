"""The regression window with the scripted fake engine as a real subprocess: the table's
rows and outcomes, the filter, the summary, rerun, stop, close while running."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from gogui_py.gui.regress.table import COLUMNS, NOT_RUN, cell_text
from gogui_py.gui.regress.window import RegressWindow
from tests.gui.regress.conftest import (
    OUTCOMES,
    Opened,
    engine,
    outcomes,
    slow_engine,
    slow_suite,
    wait_done,
    write_suite,
)


def cell(window: RegressWindow, key: str, column: str) -> str:
    row = next(r for r in window.model.rows if r.test.key == key)
    return cell_text(row, COLUMNS.index(column))


def test_a_run_fills_the_table_with_every_outcome(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    window.add_files([write_suite(tmp_path)])
    assert window.program.command.text() == engine()  # the first choice
    assert window.run_action.isEnabled()
    window.run_action.trigger()
    assert window.running
    assert not window.run_action.isEnabled()
    assert window.stop_action.isEnabled()
    assert not window.program.isEnabled()
    wait_done(qtbot, window)
    assert outcomes(window) == OUTCOMES
    assert [r.test.key for r in window.shown_rows()] == list(OUTCOMES)  # file order
    assert cell(window, "tiny.tst:1", "Command") == "reg_genmove black"
    assert cell(window, "tiny.tst:1", "Expected") == "[C3|D4]"
    assert cell(window, "tiny.tst:1", "Answer") == "C3"
    assert cell(window, "tiny.tst:2", "Answer") == "E5"
    assert cell(window, "tiny.tst:3", "Expected") == "[D4]*"
    assert cell(window, "tiny.tst:6", "Expected") == "[!G7]"
    assert cell(window, "tiny.tst:1", "Time").endswith(" s")
    assert cell(window, "tiny.tst:5", "Answer") == "no answer within 3 s"  # the error
    assert window.progress.value() == window.progress.maximum() == 6
    summary = window.status.text()
    assert summary.startswith("6 tests: 2 pass, 1 FAIL, 1 PASSED, 1 known failure, 1 error · ")
    assert summary.endswith(" s")
    assert "not run" not in summary
    item = window.files.item(0)
    assert item is not None
    assert item.text().startswith("tiny.tst\n2 pass, 1 FAIL, 1 PASSED, 1 known failure, 1 error")
    assert "engine restarted 1x" in item.text()  # after the hang
    assert window.run_action.isEnabled()
    assert not window.stop_action.isEnabled()


def test_the_filter_shows_one_outcome_or_the_unexpected_ones(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    window.add_files([write_suite(tmp_path)])
    window.start()
    wait_done(qtbot, window)
    shown = {
        "All": list(OUTCOMES),
        "Unexpected": ["tiny.tst:2", "tiny.tst:4", "tiny.tst:5"],
        "FAIL": ["tiny.tst:2"],
        "PASSED": ["tiny.tst:4"],
        "Known failure": ["tiny.tst:3"],
        "pass": ["tiny.tst:1", "tiny.tst:6"],
        "error": ["tiny.tst:5"],
    }
    for title, keys in shown.items():
        window.set_filter(title)
        assert [row.test.key for row in window.shown_rows()] == keys, title
    assert window.filter.currentText() == "error (1)"  # counts in the choices
    assert window.filter.itemText(0) == "All (6)"
    assert window.filter.itemText(1) == "Unexpected (3)"
    # sorting by a column keeps the filter
    window.set_filter("pass")
    window.table.sortByColumn(COLUMNS.index("Test"), Qt.SortOrder.DescendingOrder)
    assert [row.test.key for row in window.shown_rows()] == ["tiny.tst:6", "tiny.tst:1"]


def test_double_click_and_show_on_board_ask_for_the_test(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, opened = regress_window
    window.add_files([write_suite(tmp_path)])
    window.start()
    wait_done(qtbot, window)
    window.set_filter("FAIL")
    index = window.table.model().index(0, 0)
    window.table.doubleClicked.emit(index)
    assert len(opened) == 1
    test, result = opened[0]
    assert test.key == "tiny.tst:2"
    assert result is not None and result.answer == "E5"
    window.table.setCurrentIndex(index)
    assert "echo E5" in window.details.toPlainText()  # the details pane
    assert "#? [C3]" in window.details.toPlainText()
    assert window.show_action.isEnabled()
    window.show_action.trigger()
    assert [t.key for t, _r in opened] == ["tiny.tst:2", "tiny.tst:2"]


def test_rerun_one_test_against_a_fixed_engine(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    window.add_files([write_suite(tmp_path)])
    window.program.choose("Other scripted")  # reg_genmove answers E5: test 1 fails
    window.start()
    wait_done(qtbot, window)
    assert outcomes(window)["tiny.tst:1"] == "FAIL"
    row = next(r for r in window.model.rows if r.test.key == "tiny.tst:1")
    window.select_row(row)
    window.program.choose("Scripted")  # the engine is fixed: C3
    assert window.rerun_action.isEnabled()
    window.rerun_action.trigger()
    assert window.running
    assert window.status.text() == "Rerunning tiny.tst:1…"
    assert not window.rerun_action.isEnabled()
    wait_done(qtbot, window)
    after = outcomes(window)
    assert after["tiny.tst:1"] == "pass"
    assert cell(window, "tiny.tst:1", "Answer") == "C3"
    assert after == {**OUTCOMES, "tiny.tst:1": "pass"}  # the other rows are kept
    assert len(window.model.rows) == 6
    assert window.status.text().startswith("6 tests: 2 pass, 1 FAIL, 1 PASSED")


def test_stop_leaves_the_rest_not_run(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    window.program.command.setText(slow_engine(0.3))
    window.add_files([write_suite(tmp_path, "slow.tst", slow_suite(200))])
    window.start()
    qtbot.waitUntil(lambda: len(window.model.results()) >= 2, timeout=30000)  # type: ignore[attr-defined]
    window.stop_action.trigger()
    assert window.stopped
    assert not window.stop_action.isEnabled()
    wait_done(qtbot, window)
    done = len(window.model.results())
    assert 2 <= done < 200
    texts = outcomes(window)
    assert list(texts.values()).count(NOT_RUN) == 200 - done
    assert f"{200 - done} not run" in window.status.text()
    assert window.status.text().endswith("stopped")
    assert window.run_action.isEnabled()


def test_closing_the_window_while_running_stops_the_run(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    window.program.command.setText(slow_engine(0.3))
    window.add_files([write_suite(tmp_path, "slow.tst", slow_suite(200))])
    window.start()
    qtbot.waitUntil(lambda: len(window.model.results()) >= 1, timeout=30000)  # type: ignore[attr-defined]
    window.close()
    assert not window.isVisible()
    wait_done(qtbot, window)  # the thread and the engine end (the fixtures check)
    assert len(window.model.results()) < 200


def test_a_bad_command_or_no_file_does_not_start(
    regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    assert not window.run_action.isEnabled()  # no file yet
    assert not window.start()
    assert window.status.text() == "Add .tst files first"
    window.add_files([write_suite(tmp_path)])
    window.program.command.setText('gnugo "unclosed')
    assert not window.start()
    assert window.status.text().startswith("Engine command: ")
    assert not window.running


def test_an_unreadable_file_is_named_and_the_others_run(
    qtbot: object, regress_window: tuple[RegressWindow, Opened], tmp_path: Path
) -> None:
    window, _opened = regress_window
    good = write_suite(tmp_path)
    window.add_files([good, tmp_path / "missing.tst", good])  # listed once
    assert window.files.count() == 2
    window.start()
    wait_done(qtbot, window)
    assert outcomes(window) == OUTCOMES
    item = window.files.item(1)
    assert item is not None and item.text() == "missing.tst: unreadable"
    assert "missing.tst" in window.details.toPlainText()
