"""Longest stall of the GUI event loop under hostile programs, floods and hangs.

The tests that meter the GUI thread (tests/gui/helpers.py ``longest_stall``: the longest
gap between ticks of a 5 ms timer) accept up to 1 s, the margin a loaded CI machine
needs; the target for the window to feel live is 100 ms. This script runs those same
tests ``--rounds`` times with ``GOGUI_STALL_REPORT`` set, and prints each one's longest
gap (median and worst of the rounds) beside the target. It also times the shell's
cheap cut of a 200,000-line batch (``TrafficQueue.ingest``, target 100 ms).

Run: ``python benchmarks/bench_stalls.py [--rounds N] [-k EXPR]`` (an idle machine gives
the figures worth comparing; the suite's own runs only check the 1 s bound).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MS = 100.0
METERED = [
    "tests/gui/programs/test_hostile_engines.py",
    "tests/gui/programs/test_engine_failures.py",
    "tests/gui/rules/test_rulers.py",
    "tests/gui/play/test_real_engines.py",
    "tests/gui/shell/test_widget.py",
    "tests/gui/shell/test_shell.py",
    "tests/gui/record/test_big_tree.py",
    "tests/gui/analysis/test_streaming.py",
    "tests/gui/analysis/test_review_interactive.py",
]
# Tighter targets of single tests (issue 10: stepping a Kogo-size tree, no gap over 50 ms).
TARGETS_MS = {
    "test_stepping_the_main_line_and_random_variations_never_stalls": 50.0,
    "test_a_flood_of_lines_never_stalls_the_gui": 16.0,  # issue 11: 5,000 info lines a second
    # issue 11: Analyze Game with the bundled engine, the user stepping through the record
    "test_the_user_steps_through_the_record_while_analyze_game_runs": 50.0,
}


def run_round(report: Path, keyword: str | None) -> None:
    """One pytest run of the metered test files; gaps appended to ``report``."""
    env = dict(os.environ, GOGUI_STALL_REPORT=str(report), QT_QPA_PLATFORM="offscreen")
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *METERED]
    if keyword:
        argv += ["-k", keyword]
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        print(done.stdout[-3000:], file=sys.stderr)
        raise SystemExit(f"the metered tests failed (exit {done.returncode})")


def ingest_ms(repeats: int = 5) -> float:
    """Median ms to ingest 200,000 stderr lines into a 1,000-line backlog."""
    from gogui_py.gui.shell.traffic import TrafficQueue

    times = []
    for _ in range(repeats):
        queue = TrafficQueue(max_backlog=1000)
        entries = [("stderr", "x" * 99) for _ in range(200_000)]
        start = time.perf_counter()
        queue.ingest(entries)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("-k", dest="keyword", default=None, help="pytest -k expression")
    options = parser.parse_args()
    gaps: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "stalls.jsonl"
        for round_number in range(1, options.rounds + 1):
            print(f"round {round_number}/{options.rounds}: running the metered tests", flush=True)
            run_round(report, options.keyword)
        for line in report.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            gaps[entry["test"]].append(float(entry["longest_ms"]))
    width = max((len(test.split("::", 1)[1]) for test in gaps), default=20)
    print(f"\nlongest GUI stall per test, ms (target {TARGET_MS:.0f}; tests accept 1000)")
    print(f"{'test':<{width}}  median   worst  target")
    over = 0
    for test in sorted(gaps):
        values = gaps[test]
        worst = max(values)
        name = test.split("::", 1)[1]
        target = TARGETS_MS.get(name, TARGET_MS)
        over += worst > target
        flag = "  over target" if worst > target else ""
        median = statistics.median(values)
        print(f"{name:<{width}}  {median:6.1f}  {worst:6.1f}  {target:6.0f}{flag}")
    every = [value for values in gaps.values() for value in values]
    if every:
        print(
            f"\n{len(gaps)} metered tests, {options.rounds} rounds: worst {max(every):.1f} ms,"
            f" median of all {statistics.median(every):.1f} ms, {over} over the target"
        )
    print(
        f"shell: 200,000-line batch cut to the backlog in {ingest_ms():.1f} ms"
        f" (target {TARGET_MS:.0f})"
    )


if __name__ == "__main__":
    main()
