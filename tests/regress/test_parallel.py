"""``run_files(..., parallel=2)``: one file's segments on two engines at once, against the
fake engine (tests/engines/regress_engine.py).

No test waits on the clock: two engines are made to serve one file by a rendezvous
(``touch NAME`` / ``wait_for NAME``): a segment that waits for a file only another
segment creates holds its engine, so the other segment must go to the second engine.
A runner that did not spread the segments would leave ``wait_for`` unanswered until
the (generous) command timeout: an ERROR, and the test fails instead of hanging.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from gogui_py.regress.model import FileResult, Outcome, TestResult
from gogui_py.regress.runner import run_files
from tests.regress.conftest import fake_argv, write_tst

RENDEZVOUS_TIMEOUT = 60.0
"""Seconds per command: a rendezvous waits for another engine, which takes
milliseconds; only a broken runner reaches this."""


def numbers(result: FileResult) -> list[int]:
    return [r.test.number for r in result.results]


def answers(result: FileResult) -> dict[int, str]:
    return {r.test.number: r.answer for r in result.results}


def outcomes(result: FileResult) -> dict[int, Outcome]:
    return {r.test.number: r.outcome for r in result.results}


def sgf(folder: Path) -> None:
    (folder / "g.sgf").write_text("(;SZ[9])", encoding="utf-8")


def without_identification(history: str) -> list[str]:
    """A ``history`` answer, without the ``name`` and ``version`` the runner asks the
    first engine of a file (which engine that is depends on the threads)."""
    return [command for command in history.split(" ; ") if command not in ("name", "version")]


def test_two_engines_serve_the_segments_of_one_file(tmp_path: Path) -> None:
    sgf(tmp_path)
    path = write_tst(
        tmp_path,
        "loadsgf g.sgf 1\n1 pid\n2 wait_for B\n#? []\nloadsgf g.sgf 2\n3 pid\n4 touch B\n#? []\n",
    )
    threads: dict[int, str] = {}

    def note(result: TestResult) -> None:
        threads[result.test.number] = threading.current_thread().name

    [result] = run_files(
        fake_argv(), [path], parallel=2, timeout=RENDEZVOUS_TIMEOUT, on_result=note
    )
    assert outcomes(result) == dict.fromkeys([1, 2, 3, 4], Outcome.PASS)
    pids = answers(result)
    assert pids[1] != pids[3]  # two engine processes
    assert threads[1] == threads[2] != threads[3] == threads[4]
    assert result.restarts == 0 and result.other_errors == [] and not result.cancelled
    assert result.engine_name == "RegressFake"
    assert result.seconds > 0 and result.engine_seconds > 0


def test_results_come_as_they_are_answered_and_are_kept_in_file_order(tmp_path: Path) -> None:
    """Test 2 waits for a file that the callback of test 3's result creates: so 3 is
    reported before 2, always; the file's results are still in file order."""
    sgf(tmp_path)
    path = write_tst(
        tmp_path,
        "loadsgf g.sgf 1\n1 echo a\n#? [a]\n2 wait_for reported\n#? []\n"
        "loadsgf g.sgf 2\n3 echo b\n#? [b]\nloadsgf g.sgf 3\n4 echo c\n#? [c]\n",
    )
    seen: list[int] = []
    lock = threading.Lock()

    def report(result: TestResult) -> None:
        with lock:
            seen.append(result.test.number)
        if result.test.number == 3:
            (tmp_path / "reported").touch()

    [result] = run_files(
        fake_argv(), [path], parallel=2, timeout=RENDEZVOUS_TIMEOUT, on_result=report
    )
    assert seen.index(3) < seen.index(2) and sorted(seen) == [1, 2, 3, 4]
    assert numbers(result) == [1, 2, 3, 4]
    assert [r.test.line for r in result.results] == sorted(r.test.line for r in result.results)
    assert set(outcomes(result).values()) == {Outcome.PASS}


def test_each_engine_gets_the_settings_before_its_segment_once(tmp_path: Path) -> None:
    """``komi 1.5`` is sent by the first segment's engine, after its tests; the second
    segment, on the other engine, needs it before its loadsgf. The third runs on the
    first engine again (the second waits for it): it is sent only ``komi 2.5``."""
    sgf(tmp_path)
    text = (
        "level 3\nloadsgf g.sgf 1\n1 touch A\n#? []\n2 wait_for B\n#? []\nkomi 1.5\n"
        "loadsgf g.sgf 2\n3 touch B\n#? []\n4 wait_for C\n#? []\n5 history\n#? [.*]\nkomi 2.5\n"
        "loadsgf g.sgf 3\n6 touch C\n#? []\n7 history\n#? [.*]\n"
    )
    path = write_tst(tmp_path, text)
    [result] = run_files(fake_argv(), [path], parallel=2, timeout=RENDEZVOUS_TIMEOUT)
    assert set(outcomes(result).values()) == {Outcome.PASS}
    assert without_identification(answers(result)[5]) == [
        "level 3",
        "komi 1.5",
        "loadsgf g.sgf 2",
        "touch B",
        "wait_for C",
    ]
    assert without_identification(answers(result)[7]) == [
        "level 3",
        "loadsgf g.sgf 1",
        "touch A",
        "wait_for B",
        "komi 1.5",
        "komi 2.5",
        "loadsgf g.sgf 3",
        "touch C",
    ]
    [serial] = run_files(fake_argv(), [path], parallel=1, timeout=RENDEZVOUS_TIMEOUT)
    assert answers(serial)[7] == (
        "name ; version ; level 3 ; loadsgf g.sgf 1 ; touch A ; wait_for B ; komi 1.5 ; "
        "loadsgf g.sgf 2 ; touch B ; wait_for C ; komi 2.5 ; loadsgf g.sgf 3 ; touch C"
    )


def test_an_error_in_one_segment_costs_only_its_test(tmp_path: Path) -> None:
    sgf(tmp_path)
    text = (
        "komi 0.5\nloadsgf g.sgf 1\n1 pid\n#? [.*]\n2 die\n#? [x]\n3 wait_for B\n#? []\n"
        "4 history\n#? [.*]\nloadsgf g.sgf 2\n5 touch B\n#? []\n6 pid\n#? [.*]\n"
    )
    path = write_tst(tmp_path, text)
    [result] = run_files(fake_argv(), [path], parallel=2, timeout=RENDEZVOUS_TIMEOUT)
    assert outcomes(result) == {
        1: Outcome.PASS,
        2: Outcome.ERROR,
        3: Outcome.PASS,
        4: Outcome.PASS,
        5: Outcome.PASS,
        6: Outcome.PASS,
    }
    assert result.results[1].error.startswith("the engine died (exit code 3)")
    assert result.restarts == 1
    # the restarted engine was brought back to the segment's position
    assert answers(result)[4] == "komi 0.5 ; loadsgf g.sgf 1 ; wait_for B"
    assert answers(result)[1] != answers(result)[6]


def test_cancel_with_two_engines_busy(tmp_path: Path) -> None:
    """Both engines hang on a command of one file (the second file, done meanwhile,
    keeps its result); cancel closes them at once and leaves no process."""
    sgf(tmp_path)
    first = write_tst(
        tmp_path,
        "loadsgf g.sgf 1\n1 pid\n#? [.*]\n2 hang\nloadsgf g.sgf 2\n3 pid\n#? [.*]\n4 hang\n"
        "loadsgf g.sgf 3\n5 echo never\n",
        "a.tst",
    )
    second = write_tst(tmp_path, "1 echo b\n#? [b]\n", "b.tst")
    cancel = threading.Event()
    pids: list[int] = []
    lock = threading.Lock()

    def on_result(result: TestResult) -> None:
        if result.test.command == "pid":
            with lock:
                pids.append(int(result.answer))
                if len(pids) == 2:  # the other engine hangs, this one is about to
                    threading.Timer(0.2, cancel.set).start()

    started = time.monotonic()
    a, b = run_files(
        fake_argv(), [first, second], parallel=2, timeout=600, on_result=on_result, cancel=cancel
    )
    assert time.monotonic() - started < 30
    assert numbers(a) == [1, 3] and a.cancelled
    assert numbers(b) == [1] and not b.cancelled
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_many_segments_over_two_engines_give_the_serial_outcomes(tmp_path: Path) -> None:
    sgf(tmp_path)
    tests = "".join(
        f"loadsgf g.sgf {n}\n{n} echo {n}\n#? [{n if n % 3 else 'x'}]\n" for n in range(1, 13)
    )
    paths = [
        write_tst(tmp_path, "komi 6.5\n" + tests, "a.tst"),
        write_tst(
            tmp_path, "loadsgf g.sgf\n1 fail no\n#? [x]*\nloadsgf g.sgf\n2 echo y\n", "b.tst"
        ),
    ]
    one = run_files(fake_argv(), paths, parallel=1)
    two = run_files(fake_argv(), paths, parallel=2)
    assert [r.file for r in two] == [str(p) for p in paths]
    assert [outcomes(r) for r in two] == [outcomes(r) for r in one]
    assert [answers(r) for r in two] == [answers(r) for r in one]
    assert [numbers(r) for r in two] == [numbers(r) for r in one]
    assert [r.other_errors for r in two] == [r.other_errors for r in one] == [[], []]


def test_each_file_has_its_own_engines_in_its_own_folder(tmp_path: Path) -> None:
    """Segments of two files in two folders over two engines: a worker that goes to the
    other file starts a new engine there, so each ``loadsgf`` finds its folder's
    record and no file's settings reach the other's engines."""
    paths = []
    for name, setting in (("x", "komi 9"), ("y", "level 2")):
        folder = tmp_path / name
        folder.mkdir()
        (folder / f"{name}.sgf").write_text("(;SZ[9])", encoding="utf-8")
        body = "".join(
            f"loadsgf {name}.sgf {n}\n{n} loadsgf {name}.sgf\n#? [black]\n{n + 10} history\n"
            for n in range(1, 5)
        )
        paths.append(write_tst(folder, f"{setting}\n{body}", f"{name}.tst"))
    x, y = run_files(fake_argv(), paths, parallel=2)
    for result, own, other in ((x, "komi 9", "level 2"), (y, "level 2", "komi 9")):
        assert set(outcomes(result).values()) == {Outcome.PASS}
        assert result.other_errors == [] and result.restarts == 0
        histories = [answers(result)[n + 10].split(" ; ") for n in range(1, 5)]
        assert all(own in history and other not in history for history in histories)
