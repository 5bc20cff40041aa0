"""The window's parts without an engine: the board markup of a test, the summary line, the
details pane, the engine choices and command lines."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList
from gogui_py.gui.regress.details import details_text
from gogui_py.gui.regress.marks import ANSWER_LABEL, BAD, GOOD, markup_for, status_text
from gogui_py.gui.regress.program_choice import Choice, ProgramChoice, choices_of, resolved_argv
from gogui_py.gui.regress.summary import file_summary, run_summary
from gogui_py.regress.model import (
    Expectation,
    FileResult,
    Outcome,
    Position,
    RegressTest,
    TestResult,
)

SIZE = BoardSize(19, 19)


def make_test(
    pattern: str = "C15|D15", *, negated: bool = False, known: bool = False
) -> RegressTest:
    bang = "!" if negated else ""
    text = f"#? [{bang}{pattern}]{'*' if known else ''}"
    return RegressTest(
        file="/suites/tactics.tst",
        number=1,
        command="reg_genmove black",
        expectation=Expectation(pattern, negated, known, text),
        line=3,
        comments=("# the best local move",),
        position=Position("games/tactics01.sgf", 138, ("play b C3",)),
    )


def result(test: RegressTest, outcome: Outcome, answer: str, seconds: float = 0.5) -> TestResult:
    return TestResult(test, outcome, answer, seconds, ("> 1 reg_genmove black", f"< ={answer}"))


def at(vertex: str) -> Point:
    point = from_gtp(vertex, SIZE)
    assert point is not None
    return point


def test_expected_points_are_green_squares_and_a_wrong_answer_a_red_a() -> None:
    test = make_test()
    gfx = markup_for(test, result(test, Outcome.FAIL, "B13"), SIZE)
    assert dict(gfx.fills) == {at("C15"): GOOD, at("D15"): GOOD, at("B13"): BAD}
    assert sorted(gfx.marks) == sorted([(at("C15"), "SQ"), (at("D15"), "SQ")])
    assert gfx.labels == ((at("B13"), ANSWER_LABEL),)


def test_a_right_answer_is_an_a_on_a_green_field() -> None:
    test = make_test(known=True)
    gfx = markup_for(test, result(test, Outcome.UNEXPECTED_PASS, "D15"), SIZE)
    assert dict(gfx.fills)[at("D15")] == GOOD
    assert gfx.labels == ((at("D15"), ANSWER_LABEL),)


def test_a_negated_pattern_crosses_out_its_points_in_red() -> None:
    test = make_test("C15", negated=True)
    gfx = markup_for(test, result(test, Outcome.FAIL, "C15"), SIZE)
    assert gfx.marks == ((at("C15"), "MA"),)
    assert dict(gfx.fills) == {at("C15"): BAD}
    assert gfx.labels == ((at("C15"), ANSWER_LABEL),)


def test_no_answer_marks_before_a_result_or_after_an_error_nor_off_the_board() -> None:
    test = make_test("C15|T19|Z30")
    small = BoardSize(9, 9)
    assert markup_for(test, None, small).is_empty()  # every point is off a 9x9 board
    gfx = markup_for(test, TestResult(test, Outcome.ERROR, "", 60.0, error="timeout"), SIZE)
    assert gfx.labels == ()
    assert sorted(p for p, _k in gfx.marks) == sorted([at("C15"), at("T19")])


def test_the_status_line_says_what_was_expected_and_answered() -> None:
    test = make_test()
    assert status_text(test, result(test, Outcome.FAIL, "B13")) == (
        "tactics.tst:1 · expected [C15|D15] · engine answered B13 · FAIL"
    )
    assert status_text(test, None) == "tactics.tst:1 · expected [C15|D15] · not run yet"
    error = TestResult(test, Outcome.ERROR, "", 60.0, error="timeout after 60 s")
    assert status_text(test, error).endswith("· error: timeout after 60 s")


def test_the_summary_counts_outcomes_and_the_tests_not_run() -> None:
    test = make_test()
    results = [
        result(test, Outcome.PASS, "C15"),
        result(test, Outcome.PASS, "D15"),
        result(test, Outcome.FAIL, "B13"),
        result(test, Outcome.ERROR, ""),
    ]
    assert run_summary(6, results, 12.34, "stopped") == (
        "6 tests: 2 pass, 1 FAIL, 1 error · 2 not run · 12.3 s · stopped"
    )
    assert run_summary(1, [], 0.0) == "1 test: none run · 1 not run · 0.0 s"
    file = FileResult("/suites/tactics.tst", results, seconds=3.25, restarts=1)
    assert (
        file_summary(file)
        == "2 pass, 1 FAIL, 1 error · 3.2\N{NO-BREAK SPACE}s · engine restarted 1x"
    )
    file.other_errors = ["line 3: boardsize 42: ? unacceptable size"]
    file.cancelled = True
    assert file_summary(file).endswith(" · 1 problem · stopped")


def test_the_details_show_the_test_as_written_and_its_gtp_log() -> None:
    test = make_test()
    text = details_text(test, result(test, Outcome.FAIL, "B13", 1.5))
    lines = text.splitlines()
    assert lines[0] == "tactics.tst:1   (/suites/tactics.tst, line 3)"
    assert "position: games/tactics01.sgf before move 138" in lines
    assert "  then: play b C3" in lines
    assert "# the best local move" in lines
    assert "1 reg_genmove black" in lines
    assert "#? [C15|D15]" in lines
    assert "outcome: FAIL   (1.50 s)" in lines
    assert lines[-2:] == ["> 1 reg_genmove black", "< =B13"]
    assert details_text(test, None).endswith("not run yet")


def test_choices_put_the_program_list_after_attached_engines(qtbot: object) -> None:
    programs = ProgramList("engine", [ProgramEntry("GNU Go", "gnugo --mode gtp", "/opt")])
    assert choices_of([], programs) == [Choice("GNU Go", "gnugo --mode gtp", "/opt")]
    choice = ProgramChoice()
    qtbot.addWidget(choice)  # type: ignore[attr-defined]
    choice.set_choices(choices_of([], programs))
    assert choice.command.text() == "gnugo --mode gtp"
    choice.command.setText("my-engine --fast")  # typed by the user: kept on a refresh
    choice.set_choices(choices_of([], programs))
    assert choice.command.text() == "my-engine --fast"
    assert choice.box.currentText() == "Other command"
    choice.choose("GNU Go")
    assert choice.command.text() == "gnugo --mode gtp"
    choice.choose("Other command")
    assert choice.command.text() == ""
    with pytest.raises(ValueError):
        choice.argv()


def test_a_relative_program_is_found_from_its_working_folder(tmp_path: Path) -> None:
    program = tmp_path / "bin" / "engine"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    assert resolved_argv("bin/engine --level 3", str(tmp_path)) == [str(program), "--level", "3"]
    assert resolved_argv(f"{sys.executable} -m x") == [sys.executable, "-m", "x"]
    assert resolved_argv("gnugo --mode gtp")[0] == "gnugo"  # found on PATH by the runner
    assert os.path.isabs(resolved_argv("bin/engine", str(tmp_path))[0])
