"""The runner against a fake engine run as a real subprocess (tests/engines/regress_engine.py):
every error path costs its test, never the run, and leaves no process behind."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from gogui_py.regress.model import FileResult, Outcome, TestResult
from gogui_py.regress.runner import MAX_FAILED_STARTS, resolve_program, run_file, run_files
from gogui_py.regress.suite import SuiteError
from tests.regress.conftest import HANG_TIMEOUT, fake_argv, write_tst


def outcomes(result: FileResult) -> list[tuple[int, Outcome]]:
    return [(r.test.number, r.outcome) for r in result.results]


def answer_of(result: FileResult, number: int) -> str:
    return next(r.answer for r in result.results if r.test.number == number)


def around(middle: str) -> str:
    """A file: test 0 asks the pid, ``middle`` goes wrong, 8 and 9 still work."""
    return f"0 pid\n{middle}\n8 echo after\n#? [after]\n9 pid\n"


def test_a_healthy_file(tmp_path: Path) -> None:
    path = write_tst(
        tmp_path, "1 echo C15\n#? [C15|D15]\n2 echo E16\n#? [E16]*\n3 fail nope\n#? [!C15]\n"
    )
    seen: list[TestResult] = []
    result = run_file(fake_argv(), path, on_result=seen.append)
    assert outcomes(result) == [(1, Outcome.PASS), (2, Outcome.UNEXPECTED_PASS), (3, Outcome.FAIL)]
    assert seen == result.results
    assert answer_of(result, 3) == "? nope"
    assert result.engine_name == "RegressFake" and result.engine_version == "1.0"
    assert result.restarts == 0 and result.other_errors == [] and not result.cancelled
    assert 0 < result.engine_seconds <= result.seconds
    assert all(r.seconds > 0 for r in result.results)


def test_the_log_of_a_test_is_the_traffic_since_the_previous_test(tmp_path: Path) -> None:
    (tmp_path / "g.sgf").write_text("(;SZ[9])")
    path = write_tst(tmp_path, "1 echo a\n#? [a]\nloadsgf g.sgf 3\n2 echo b\n#? [b]\n")
    first, second = run_file(fake_argv(), path).results
    assert first.gtp_log == (
        "> name",
        "< = RegressFake",
        "> version",
        "< = 1.0",
        "> 1 echo a",
        "< =1 a",
    )
    assert second.gtp_log == ("> loadsgf g.sgf 3", "< = black", "> 2 echo b", "< =2 b")


def test_a_test_is_sent_with_its_own_number_as_id(tmp_path: Path) -> None:
    """GoGui and GNU Go's scripts send the line as written: test 20 is ``20 ...``."""
    path = write_tst(tmp_path, "komi 6.5\n20 echo a\n#? [a]\n7 echo b\n#? [b]\n")
    first, second = run_file(fake_argv(), path).results
    assert "> komi 6.5" in first.gtp_log
    assert first.gtp_log[-2:] == ("> 20 echo a", "< =20 a")
    assert second.gtp_log == ("> 7 echo b", "< =7 b")
    assert (first.outcome, second.outcome) == (Outcome.PASS, Outcome.PASS)


NO_IDS_ENGINE = """
import sys
for raw in sys.stdin:
    words = raw.split()
    if words and words[0] == "quit":
        break
    if words and words[0] == "echo":
        print("= " + " ".join(words[1:]) + "\\n", flush=True)
    elif words:
        print(f"? unknown command: {words[0]}\\n", flush=True)
"""


def test_an_engine_that_does_not_parse_ids_gets_tests_without_them(tmp_path: Path) -> None:
    """A toy engine taking ``3`` for a command name: the tests go on without ids."""
    engine = tmp_path / "no_ids.py"
    engine.write_text(NO_IDS_ENGINE, encoding="utf-8")
    path = write_tst(tmp_path, "3 echo a\n#? [a]\n4 echo b\n#? [b]\n")
    result = run_file([sys.executable, str(engine)], path)
    assert outcomes(result) == [(3, Outcome.PASS), (4, Outcome.PASS)]
    first, second = result.results
    assert "> 3 echo a" in first.gtp_log and "> echo a" in first.gtp_log
    assert any("took the id 3" in line for line in first.gtp_log)
    assert second.gtp_log == ("> echo b", "< = b")


def test_other_errors_are_in_line_order(tmp_path: Path) -> None:
    """A reading problem (line 5) and engine refusals (lines 3, 6) come merged."""
    path = write_tst(tmp_path, "1 echo a\n#? [a]\nfail first\necho b\n#? [b]\nfail second\n")
    errors = run_file(fake_argv(), path).other_errors
    assert [error.split(":", 1)[0] for error in errors] == ["line 3", "line 5", "line 6"]


def test_a_hang_costs_its_test_and_the_engine_is_restarted(tmp_path: Path) -> None:
    path = write_tst(tmp_path, around("5 hang\n#? [x]"))
    started = time.monotonic()
    result = run_file(fake_argv(), path, timeout=HANG_TIMEOUT)
    assert outcomes(result) == [
        (0, Outcome.PASS),
        (5, Outcome.ERROR),
        (8, Outcome.PASS),
        (9, Outcome.PASS),
    ]
    hung = result.results[1]
    assert hung.error == f"no answer within {HANG_TIMEOUT:g} s"
    assert hung.seconds >= HANG_TIMEOUT
    assert result.restarts == 1
    assert answer_of(result, 0) != answer_of(result, 9)  # another process
    assert time.monotonic() - started < HANG_TIMEOUT + 10


def test_a_death_costs_its_test(tmp_path: Path) -> None:
    result = run_file(fake_argv(), write_tst(tmp_path, around("5 die\n#? [x]")))
    assert [o for _, o in outcomes(result)] == [
        Outcome.PASS,
        Outcome.ERROR,
        Outcome.PASS,
        Outcome.PASS,
    ]
    died = result.results[1]
    assert died.error.startswith("the engine died (exit code 3)")
    assert "regress_engine: dying" in died.error
    assert result.restarts == 1


def test_garbage_instead_of_an_answer_costs_its_test(tmp_path: Path) -> None:
    path = write_tst(tmp_path, around("5 garbage\n#? [x]"))
    result = run_file(fake_argv(), path, timeout=HANG_TIMEOUT)
    assert [o for _, o in outcomes(result)] == [
        Outcome.PASS,
        Outcome.ERROR,
        Outcome.PASS,
        Outcome.PASS,
    ]
    garbage = result.results[1]
    assert (
        garbage.error
        == f"no answer within {HANG_TIMEOUT:g} s (3 lines that are not GTP came instead)"
    )
    assert any(line.startswith("~ invalid response line") for line in garbage.gtp_log)
    assert result.restarts == 1


def test_a_stray_line_before_a_good_answer_is_only_a_warning(tmp_path: Path) -> None:
    """gtp.md "Wire format": a line outside a response is a warning, not a crash."""
    result = run_file(fake_argv(), write_tst(tmp_path, "1 garbage_then x\n#? [x]\n"))
    assert outcomes(result) == [(1, Outcome.PASS)]
    assert any("DEBUG: thinking" in line for line in result.results[0].gtp_log)
    assert result.restarts == 0


def test_an_answer_out_of_step_costs_its_test(tmp_path: Path) -> None:
    result = run_file(fake_argv(), write_tst(tmp_path, around("5 wrong_id\n#? [x]")))
    assert [o for _, o in outcomes(result)] == [
        Outcome.PASS,
        Outcome.ERROR,
        Outcome.PASS,
        Outcome.PASS,
    ]
    assert result.results[1].error.startswith("protocol error:")
    assert result.restarts == 1


def test_the_restarted_engine_is_brought_back_to_the_position(tmp_path: Path) -> None:
    (tmp_path / "g.sgf").write_text("(;SZ[9])")
    text = (
        "komi 0.5\nloadsgf g.sgf 3\nplay b C3\n1 genmove w\n#? [D4]\nshowboard\n"
        "2 die\n#? [x]\n3 history\n#? [.*]\n"
    )
    result = run_file(fake_argv(), write_tst(tmp_path, text), setup=["level 1"])
    assert [o for _, o in outcomes(result)] == [Outcome.PASS, Outcome.ERROR, Outcome.PASS]
    assert answer_of(result, 3) == "level 1 ; komi 0.5 ; loadsgf g.sgf 3 ; play b C3 ; play w D4"
    third = result.results[2].test
    assert third.position is not None and third.position.commands == ("play b C3", "play w D4")


def test_a_death_on_a_loadsgf_loses_the_tests_of_that_position(tmp_path: Path) -> None:
    (tmp_path / "g.sgf").write_text("(;SZ[9])")
    text = (
        "loadsgf bad.sgf\n1 echo a\n#? [a]\nplay b C3\n2 echo b\n#? [b]\n"
        "loadsgf g.sgf\n3 echo c\n#? [c]\n"
    )
    result = run_file(fake_argv("--die-on", "bad.sgf"), write_tst(tmp_path, text))
    assert outcomes(result) == [(1, Outcome.ERROR), (2, Outcome.ERROR), (3, Outcome.PASS)]
    assert result.results[0].error.startswith(
        "not run: `loadsgf bad.sgf` (line 1) failed: the engine died"
    )
    assert result.results[0].seconds == 0.0
    assert len(result.other_errors) == 1
    assert result.other_errors[0].startswith(
        "line 1: loadsgf bad.sgf: the engine died (exit code 3)"
    )


def test_a_refused_unnumbered_command_is_an_other_error(tmp_path: Path) -> None:
    text = "loadsgf missing.sgf\n1 echo a\n#? [a]\n"
    result = run_file(fake_argv(), write_tst(tmp_path, text))
    assert outcomes(result) == [(1, Outcome.PASS)]
    assert result.other_errors == ["line 1: loadsgf missing.sgf: ? cannot open missing.sgf"]


def test_a_malformed_expectation_is_an_error_without_restart(tmp_path: Path) -> None:
    text = "1 echo a\n#? a]\n2 echo b\n#? [b]\n#? [c]\n"
    result = run_file(fake_argv(), write_tst(tmp_path, text))
    assert outcomes(result) == [(1, Outcome.ERROR), (2, Outcome.PASS)]
    assert "no opening bracket" in result.results[0].error
    assert result.results[0].answer == "a"
    assert result.restarts == 0
    assert result.other_errors == [
        "line 5: an expected answer without a numbered command just before it"
    ]


def test_an_engine_that_cannot_start(tmp_path: Path) -> None:
    text = "".join(f"loadsgf x{i}.sgf\n{i} echo a\n#? [a]\n" for i in range(1, 6))
    result = run_file(fake_argv("--exit-at-start"), write_tst(tmp_path, text))
    assert [o for _, o in outcomes(result)] == [Outcome.ERROR] * 5
    assert "refusing to start" in result.results[0].error
    assert result.results[-1].error.endswith("the file is given up")
    assert result.restarts == MAX_FAILED_STARTS - 1


def test_a_missing_program(tmp_path: Path) -> None:
    result = run_file([str(tmp_path / "no-engine")], write_tst(tmp_path, "1 name\n"))
    assert outcomes(result) == [(1, Outcome.ERROR)]
    assert result.results[0].error.startswith("not run: the engine could not be started")


def test_only_selected_tests_are_sent(tmp_path: Path) -> None:
    text = "1 echo a\n#? [a]\n2 echo b\n#? [b]\nkomi 1\n3 history\n#? [.*]\n"
    result = run_file(fake_argv(), write_tst(tmp_path, text), select=lambda t: t.number != 2)
    assert [n for n, _ in outcomes(result)] == [1, 3]
    assert answer_of(result, 3) == "name ; version ; echo a ; komi 1"


def test_cancel_stops_a_hanging_command_at_once(tmp_path: Path) -> None:
    path = write_tst(tmp_path, "1 echo a\n#? [a]\n2 hang\n#? [x]\n3 echo b\n#? [b]\n")
    cancel = threading.Event()

    def cancel_after_first(result: TestResult) -> None:
        threading.Timer(0.3, cancel.set).start()

    started = time.monotonic()
    result = run_file(fake_argv(), path, timeout=600, on_result=cancel_after_first, cancel=cancel)
    assert time.monotonic() - started < 15
    assert outcomes(result) == [(1, Outcome.PASS)]
    assert result.cancelled


def test_cancel_before_the_start(tmp_path: Path) -> None:
    cancel = threading.Event()
    cancel.set()
    paths = [write_tst(tmp_path, "1 echo a\n", f"{n}.tst") for n in "ab"]
    results = run_files(fake_argv(), paths, parallel=2, cancel=cancel)
    assert [r.cancelled for r in results] == [True, True]
    assert all(r.results == [] for r in results)


def test_files_in_parallel_give_the_results_of_one_at_a_time(tmp_path: Path) -> None:
    paths = [
        write_tst(tmp_path, "1 echo a\n#? [a]\n2 echo b\n#? [x]\n", "a.tst"),
        write_tst(tmp_path, "".join(f"{n} echo {n}\n#? [{n}]\n" for n in range(1, 9)), "b.tst"),
        write_tst(tmp_path, "1 die\n#? [x]\n2 fail x\n#? [x]*\n", "c.tst"),
    ]
    # That two engines really share the work is proved, without leaning on timing, in
    # test_parallel.py (an engine held until the other has answered).
    one = run_files(fake_argv(), paths, parallel=1)
    two = run_files(fake_argv(), paths, parallel=2)
    assert [r.file for r in two] == [str(p) for p in paths]
    assert [outcomes(r) for r in one] == [outcomes(r) for r in two]
    assert [[x.answer for x in r.results] for r in one] == [
        [x.answer for x in r.results] for r in two
    ]


def test_an_unreadable_file_starts_nothing(tmp_path: Path) -> None:
    good = write_tst(tmp_path, "1 echo a\n")
    with pytest.raises(SuiteError):
        run_files(fake_argv(), [good, tmp_path / "missing.tst"])


def test_a_relative_program_path_is_taken_from_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "engine").write_text("")
    monkeypatch.chdir(tmp_path)
    assert resolve_program(["./engine", "./arg"]) == [
        os.path.join(str(tmp_path), "engine"),
        "./arg",
    ]
    assert resolve_program(["gnugo", "--mode", "gtp"]) == ["gnugo", "--mode", "gtp"]
    assert resolve_program(["./missing"]) == ["./missing"]


def test_the_engine_runs_in_the_files_folder(tmp_path: Path) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    (folder / "here.sgf").write_text("(;SZ[9])")
    path = write_tst(folder, "1 loadsgf here.sgf\n#? [black]\n")
    assert outcomes(run_file(fake_argv(), path)) == [(1, Outcome.PASS)]
