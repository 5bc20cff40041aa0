"""Regression runner speed: the corpus suites with GNU Go on one and two engines.

Issue 13, "Speed". On ../shared/corpus/regress (joseki.tst, tactics.tst, score.tst: 41
tests) with GNU Go 3.8 as its regression scripts run it (``--quiet --mode gtp``, the
default level 10):

1. *Wall time* of ``run_files`` with ``--parallel 1`` and ``--parallel 2``. With two
   engines the files are split at their positions (segments.py): score.tst's 29
   tests are spread over both engines, so the ideal on 2 free cores is near 2x. The
   two run in interleaved rounds (``--rounds``, default 2), each figure printed with
   the load average: other work on the machine (a shared one) shows in them. "Engines
   busy" is the engine time over N x the wall time: how well the runner keeps its N
   engines at work, whatever else slows them; the engines' CPU time over the wall
   time says how many cores they got.
2. *Runner overhead per test*: every call into the GTP client (engine start, each
   command, close) is timed by wrapping the runner's ``GtpClient``; that is the
   engine's time. A test's overhead is the wall time from the previous result on the
   same thread (or the run's start) to its own, minus the engine time in between:
   parsing, segment queue, matching, position tracking, logging, the result callback.
   Median over the tests of every round, per ``--parallel``. Target: <= 5 ms.
3. *Report time*: writing the HTML folder and results.json for the run, per test
   (not part of the run; the positions' images are drawn there).

Run: ``python benchmarks/bench_regress.py [--rounds R] [--quick]`` (``--quick``:
tactics.tst only, one round).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gogui_py.gtp import find_gnugo
from gogui_py.gtp.client import GtpClient
from gogui_py.regress import session as session_module
from gogui_py.regress.model import FileResult, TestResult
from gogui_py.regress.report_html import write_html
from gogui_py.regress.report_json import results_document, write_results
from gogui_py.regress.report_text import counts_text
from gogui_py.regress.runner import run_files

OVERHEAD_TARGET_MS = 5.0
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "regress"
SUITES = ("joseki.tst", "tactics.tst", "score.tst")


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f}"


def gnugo_argv() -> list[str]:
    gnugo = find_gnugo()
    if gnugo is None:
        sys.exit("GNU Go not found: install it as the README's test set-up does")
    return [gnugo, "--mode", "gtp", "--quiet"]


class EngineClock:
    """Times every call into the runner's GTP client, per thread (one file a thread)."""

    def __init__(self) -> None:
        self.local = threading.local()

    def engine_seconds(self) -> float:
        """Engine time of this thread so far."""
        seconds: float = getattr(self.local, "seconds", 0.0)
        return seconds

    def _add(self, seconds: float) -> None:
        self.local.seconds = self.engine_seconds() + seconds

    def install(self) -> Callable[[], None]:
        """Swap the runner's GtpClient for a timed one; returns the undo."""
        clock = self

        class TimedClient(GtpClient):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                start = time.perf_counter()
                try:
                    super().__init__(*args, **kwargs)
                finally:
                    clock._add(time.perf_counter() - start)

            def send(self, command: str, *args: str, **kwargs: Any) -> str:
                start = time.perf_counter()
                try:
                    return super().send(command, *args, **kwargs)
                finally:
                    clock._add(time.perf_counter() - start)

            def close(self, timeout: float = 2.0) -> None:
                start = time.perf_counter()
                try:
                    super().close(timeout)
                finally:
                    clock._add(time.perf_counter() - start)

        namespace = vars(session_module)
        original = namespace["GtpClient"]
        namespace["GtpClient"] = TimedClient

        def undo() -> None:
            namespace["GtpClient"] = original

        return undo


def timed_run(
    paths: Sequence[Path], parallel: int, clock: EngineClock | None = None
) -> tuple[float, list[FileResult], list[float]]:
    """(wall seconds, results, overhead per test in ms) of one run."""
    overheads: list[float] = []
    marks = threading.local()
    lock = threading.Lock()

    def on_result(result: TestResult) -> None:
        now = time.perf_counter()
        engine = clock.engine_seconds() if clock is not None else 0.0
        # from the run's start (this thread's first test) or its previous result
        last_time, last_engine = getattr(marks, "last", (started, 0.0))
        with lock:
            overheads.append(((now - last_time) - (engine - last_engine)) * 1000)
        marks.last = (time.perf_counter(), engine)

    started = time.perf_counter()
    results = run_files(gnugo_argv(), paths, parallel=parallel, on_result=on_result)
    return time.perf_counter() - started, results, overheads


def one_run(paths: Sequence[Path], parallel: int) -> tuple[float, list[FileResult], list[float]]:
    """A timed run with the engine clock installed; prints its figures."""
    print(f"   --parallel {parallel} ({load()})")
    clock = EngineClock()
    undo = clock.install()
    cpu_before = children_cpu()
    try:
        wall, results, overheads = timed_run(paths, parallel, clock)
    finally:
        undo()
    cpu = children_cpu() - cpu_before
    tests = sum(len(file.results) for file in results)
    engine = sum(file.engine_seconds for file in results)
    longest = max(results, key=lambda file: file.seconds)
    print(
        f"     wall {wall:.1f} s, {wall / tests:.2f} s a test; engine time {engine:.1f} s "
        f"(engines busy {engine / (wall * parallel):.0%} of the wall time); "
        f"longest file {Path(longest.file).name} {longest.seconds:.1f} s; "
        f"overhead median {statistics.median(overheads):.3f} ms"
    )
    print(
        f"     the engines' CPU time {cpu:.1f} s: {cpu / wall:.2f} cores on average "
        f"(at most {parallel}; the rest went to other work on the machine)"
    )
    return wall, results, overheads


def children_cpu() -> float:
    """CPU seconds (user + system) of this process's ended children: the engines."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def outcomes(results: list[FileResult]) -> list[list[tuple[int, str, str]]]:
    return [[(r.test.number, r.outcome.value, r.answer) for r in f.results] for f in results]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="tactics.tst, one round")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds (figure 1)")
    options = parser.parse_args()
    if not CORPUS.is_dir():
        sys.exit(f"corpus not found at {CORPUS}")
    paths = [CORPUS / "tactics.tst"] if options.quick else [CORPUS / name for name in SUITES]
    rounds = 1 if options.quick else max(1, options.rounds)
    names = ", ".join(path.name for path in paths)
    print(f"1./2. {names} with GNU Go (default level), {rounds} rounds")
    walls: dict[int, list[float]] = {1: [], 2: []}
    overheads: dict[int, list[float]] = {1: [], 2: []}
    reference: list[FileResult] = []
    same = True
    for index in range(rounds):
        print(f"  round {index + 1}")
        for parallel in (1, 2):
            wall, results, per_test = one_run(paths, parallel)
            walls[parallel].append(wall)
            overheads[parallel].extend(per_test)
            if not reference:
                reference = results
                print(f"     {counts_text(results)}")
            same = same and outcomes(results) == outcomes(reference)
    print(f"  same outcomes and answers in every run: {'yes' if same else 'NO'}")
    for parallel in (1, 2):
        figures = ", ".join(f"{wall:.1f}" for wall in walls[parallel])
        print(f"  --parallel {parallel}: wall {figures} s")
    speedups = ", ".join(f"{one / two:.2f}x" for one, two in zip(walls[1], walls[2], strict=True))
    print(f"  speed-up of --parallel 2 per round: {speedups}")
    for parallel in (1, 2):
        median = statistics.median(overheads[parallel])
        verdict = "OK" if median <= OVERHEAD_TARGET_MS else "OVER"
        print(
            f"  runner overhead per test, --parallel {parallel}: median {median:.3f} ms, "
            f"max {max(overheads[parallel]):.3f} ms (target <= {OVERHEAD_TARGET_MS} ms "
            f"median: {verdict})"
        )

    tests = sum(len(file.results) for file in reference)
    with tempfile.TemporaryDirectory(prefix="bench-regress-") as work:
        start = time.perf_counter()
        wall1 = walls[1][0]
        write_html(Path(work), reference, program="gnugo", started="now", wall_seconds=wall1)
        write_results(
            Path(work) / "results.json",
            results_document(reference, program="gnugo", started="now", wall_seconds=wall1),
        )
        seconds = time.perf_counter() - start
    print(
        f"3. HTML folder and results.json: {seconds * 1000:.0f} ms, "
        f"{seconds / tests * 1000:.2f} ms a test"
    )


if __name__ == "__main__":
    main()
