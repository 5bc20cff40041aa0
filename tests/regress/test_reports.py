"""The text report, results.json with its comparison, and the HTML folder."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from gogui_py.regress.expect import parse_expectation
from gogui_py.regress.model import FileResult, Outcome, Position, RegressTest, TestResult
from gogui_py.regress.report_html import page_names, stems, write_html
from gogui_py.regress.report_json import (
    ResultsError,
    compare,
    format_comparison,
    load_outcomes,
    results_document,
    write_results,
)
from gogui_py.regress.report_text import TextReport, counts_text, result_line


def result(
    number: int,
    outcome: Outcome,
    answer: str = "F16",
    expected: str = " [E16]",
    file: str = "dir/j.tst",
    **extra: object,
) -> TestResult:
    test = RegressTest(file, number, "reg_genmove white", parse_expectation(expected), number * 2)
    return TestResult(test, outcome, answer, 0.5, **extra)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("outcome", "short", "long"),
    [
        (Outcome.PASS, None, "10 passed"),
        (
            Outcome.FAIL,
            "10 unexpected FAIL: Correct 'E16', got 'F16'",
            "10 FAILED: Correct 'E16', got 'F16'",
        ),
        (Outcome.KNOWN_FAIL, None, "10 failed: Correct 'E16', got 'F16'"),
        (Outcome.UNEXPECTED_PASS, "10 unexpected PASS!", "10 PASSED"),
    ],
)
def test_lines_as_gnu_go_scripts_print_them(outcome: Outcome, short: str | None, long: str) -> None:
    assert result_line(result(10, outcome), long=False) == short
    assert result_line(result(10, outcome), long=True) == long


def test_error_lines_and_prefixes() -> None:
    error = result(7, Outcome.ERROR, answer="", error="no answer within\n60 s")
    assert result_line(error, long=False, prefix="j.tst ") == "j.tst 7 ERROR: no answer within 60 s"
    negated = result(3, Outcome.FAIL, answer="C15\nD15", expected=" [!C15]")
    assert result_line(negated, long=False) == "3 unexpected FAIL: Correct '!C15', got 'C15 D15'"


def test_the_summary() -> None:
    file = FileResult(
        "j.tst",
        [
            result(1, Outcome.PASS),
            result(2, Outcome.UNEXPECTED_PASS),
            result(3, Outcome.KNOWN_FAIL),
            result(4, Outcome.FAIL),
            result(5, Outcome.ERROR, error="died"),
        ],
        seconds=5.0,
        engine_seconds=4.5,
        restarts=1,
        other_errors=["line 3: loadsgf x: ? cannot open"],
    )
    out = io.StringIO()
    report = TextReport(out, several=True)
    for each in file.results:
        report.result(each)
    report.summary([file, FileResult("k.tst")], wall_seconds=3.0)
    lines = out.getvalue().splitlines()
    assert lines[:3] == [
        "dir/j.tst 2 unexpected PASS!",
        "dir/j.tst 4 unexpected FAIL: Correct 'E16', got 'F16'",
        "dir/j.tst 5 ERROR: died",
    ]
    assert lines[3] == (
        "j.tst: 5 tests: 1 pass, 1 known failure, 1 FAIL, 1 PASSED, 1 error; "
        "5.0 s (engine 4.5 s, 1.00 s a test)"
    )
    assert "  error: line 3: loadsgf x: ? cannot open" in lines
    assert "  the engine was restarted 1 times" in lines
    assert lines[-2].startswith("Total: 5 tests:") and lines[-2].endswith("; 3.0 s")
    assert lines[-1] == "Summary: 2/5 passes. 1 unexpected pass, 1 unexpected failure, 1 error"
    assert counts_text([]) == "0 tests: 0 pass, 0 known failures, 0 FAIL, 0 PASSED, 0 errors"


def run_with(outcomes: dict[int, Outcome], file: str = "dir/j.tst") -> list[FileResult]:
    return [FileResult(file, [result(n, o, file=file) for n, o in outcomes.items()])]


def test_results_json_round_trip(tmp_path: Path) -> None:
    files = run_with({1: Outcome.PASS, 2: Outcome.KNOWN_FAIL})
    files[0].results[0] = TestResult(
        RegressTest(
            "dir/j.tst", 1, "final_score", None, 3, (), Position("g.sgf", 12, ("play b C3",))
        ),
        Outcome.PASS,
        "W+3.5",
        0.25,
        ("> 1 final_score", "< =1 W+3.5"),
    )
    document = results_document(files, program="gnugo --mode gtp", started="2025-01-01T00:00:00")
    path = tmp_path / "results.json"
    write_results(path, document)
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "gogui-regress-results" and data["version"] == 1
    first = data["files"][0]["results"][0]
    assert first["key"] == "j.tst:1" and first["outcome"] == "pass" and first["answer"] == "W+3.5"
    assert first["position"] == {
        "sgf": "g.sgf",
        "move": 12,
        "commands": ["play b C3"],
        "stop_at": None,
    }
    assert "gtp_log" not in first
    assert load_outcomes(path) == {"j.tst:1": Outcome.PASS, "j.tst:2": Outcome.KNOWN_FAIL}
    assert not list(tmp_path.glob("*.partial"))


def test_comparing_two_runs() -> None:
    old = {
        "a:1": Outcome.PASS,
        "a:2": Outcome.FAIL,
        "a:3": Outcome.KNOWN_FAIL,
        "a:4": Outcome.PASS,
        "a:5": Outcome.UNEXPECTED_PASS,
    }
    new = {
        "a:1": Outcome.FAIL,
        "a:2": Outcome.PASS,
        "a:3": Outcome.ERROR,
        "a:5": Outcome.UNEXPECTED_PASS,
        "a:6": Outcome.PASS,
    }
    comparison = compare(old, new)
    assert comparison.newly_failing == [("a:1", Outcome.PASS, Outcome.FAIL)]
    assert comparison.newly_passing == [("a:2", Outcome.FAIL, Outcome.PASS)]
    assert comparison.changed == [("a:3", Outcome.KNOWN_FAIL, Outcome.ERROR)]
    assert comparison.only_old == ["a:4"] and comparison.only_new == ["a:6"]
    assert format_comparison(comparison).splitlines() == [
        "Newly passing (1):",
        "  a:2: FAIL -> pass",
        "Newly failing (1):",
        "  a:1: pass -> FAIL",
        "Other changes (1):",
        "  a:3: known failure -> error",
        "Only in the old run (1): a:4",
        "Only in the new run (1): a:6",
    ]
    assert format_comparison(compare(old, old)) == "No changes."


def test_unreadable_results_files(tmp_path: Path) -> None:
    with pytest.raises(ResultsError):
        load_outcomes(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(ResultsError):
        load_outcomes(tmp_path / "bad.json")
    (tmp_path / "other.json").write_text('{"format": "something else"}')
    with pytest.raises(ResultsError, match="not a gogui-regress-results file"):
        load_outcomes(tmp_path / "other.json")
    (tmp_path / "broken.json").write_text('{"format": "gogui-regress-results", "files": [{}]}')
    with pytest.raises(ResultsError, match="malformed"):
        load_outcomes(tmp_path / "broken.json")


def test_names_of_folders_and_pages_are_unique() -> None:
    files = [FileResult("a/x.tst"), FileResult("b/x.tst"), FileResult("y.tst")]
    assert stems(files) == ["x", "x_2", "y"]
    twice = FileResult(
        "x.tst", [result(1, Outcome.PASS), result(1, Outcome.PASS), result(2, Outcome.PASS)]
    )
    assert page_names(twice) == ["1.html", "1_2.html", "2.html"]


def test_the_html_folder(tmp_path: Path) -> None:
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "g.sgf").write_text("(;SZ[9];B[cc];W[gg])")
    tst = str(suite / "j.tst")
    position = Position("g.sgf", None, ("play b E5",))
    tests = [
        RegressTest(
            tst, 1, "reg_genmove w", parse_expectation(" [C7]"), 2, ("# a <comment>",), position
        ),
        RegressTest(tst, 2, "final_score", parse_expectation(" [!B\\+1]*"), 4, (), None),
        RegressTest(tst, 3, "reg_genmove w", None, 6, (), Position("missing.sgf", 3)),
    ]
    files = [
        FileResult(
            tst,
            [
                TestResult(
                    tests[0],
                    Outcome.FAIL,
                    "D4",
                    0.5,
                    ("> 1 reg_genmove w", "< =1 D4", "! warn <x>"),
                ),
                TestResult(tests[1], Outcome.ERROR, "", 2.0, (), "the engine died"),
                TestResult(tests[2], Outcome.PASS, "A1", 0.1),
            ],
            other_errors=["line 9: komi x: ? bad"],
            engine_name="Fake",
            engine_version="1.0",
        )
    ]
    index = write_html(tmp_path / "out", files, program="fake --x", started="now", wall_seconds=2.5)
    assert index == tmp_path / "out" / "index.html"
    text = index.read_text("utf-8")
    assert '<a href="j/1.html">1</a>' in text and '<a href="j/2.html">2</a>' in text
    assert "Fake 1.0" in text and "line 9: komi x: ? bad" in text
    assert 'class="FAIL">FAIL</td>' in text and 'class="error">error</td>' in text
    page = (tmp_path / "out" / "j" / "1.html").read_text("utf-8")
    assert "<svg" in page and "expected: C7" in page and "answer: D4" in page
    assert "# a &lt;comment&gt;" in page and "! warn &lt;x&gt;" in page
    assert '<a href="../../suite/g.sgf">g.sgf</a>' in page
    assert '<a href="../index.html">Summary</a>' in page
    second = (tmp_path / "out" / "j" / "2.html").read_text("utf-8")
    assert "the engine died" in second and "<svg" not in second
    third = (tmp_path / "out" / "j" / "3.html").read_text("utf-8")
    assert "No image: cannot read missing.sgf" in third


def test_an_unjudged_pass_is_not_shown_as_a_plain_pass(tmp_path: Path) -> None:
    """``&`` tests (docs/regress.md): the pass is labelled and counted apart."""
    unjudged = result(4, Outcome.PASS, answer="F16", expected=" [E16]&")
    judged = result(5, Outcome.PASS, answer="E16")
    assert result_line(unjudged, long=True) == "4 passed (not judged)"
    assert result_line(judged, long=True) == "5 passed"
    file = FileResult("dir/j.tst", [unjudged, judged])
    assert counts_text([file]).startswith("2 tests: 2 pass (1 not judged), 0 known failures")
    text = write_html(tmp_path / "out", [file], program="x", started="now").read_text("utf-8")
    assert ">pass (not judged)</td>" in text and ">pass</td>" in text
    assert ">2 (1 not judged)</td>" in text
    page = (tmp_path / "out" / "j" / "4.html").read_text("utf-8")
    assert "pass (not judged)" in page
