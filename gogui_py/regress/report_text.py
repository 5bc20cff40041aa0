"""The text report on standard output, in the spirit of GNU Go's regression scripts.

Lines printed as results come (GoGui's gogui-regress, ``Regress.handleTest``, which
copies GNU Go's formats; a file name first when several files run):

- default (GNU Go's regress.sh): only what needs a look:
  ``10 unexpected FAIL: Correct 'E16', got 'F16'``, ``30 unexpected PASS!``, and
  ``40 ERROR: no answer within 60 s`` (ours: GNU Go's scripts only say "Possible crash!");
- ``--long`` (GNU Go's eval.sh): one line per test: ``10 passed``, ``30 failed:
  Correct 'F13', got 'F16'``, ``10 FAILED: Correct ...``, ``30 PASSED``, ``40 ERROR: ...``.

Then a summary per file and for all (regress.awk's "Summary: P/T passes. U unexpected
passes, F unexpected failures", with errors and times added).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TextIO

from gogui_py.regress.expect import expected_text, not_judged
from gogui_py.regress.model import FileResult, Outcome, TestResult

_LONG_WORDS = {
    Outcome.PASS: "passed",
    Outcome.UNEXPECTED_PASS: "PASSED",
    Outcome.FAIL: "FAILED",
    Outcome.KNOWN_FAIL: "failed",
}


def one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line (line ends as blanks), cut to ``limit`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def result_line(result: TestResult, *, long: bool, prefix: str = "") -> str | None:
    """The line printed for ``result`` (module docstring); None when nothing is printed."""
    number = f"{prefix}{result.test.number}"
    outcome = result.outcome
    if outcome is Outcome.ERROR:
        return f"{number} ERROR: {one_line(result.error)}"
    correct = f"Correct '{expected_text(result.test.expectation)}', got '{one_line(result.answer)}'"
    if long:
        word = _LONG_WORDS[outcome] + (" (not judged)" if not_judged(result) else "")
        failing = outcome in (Outcome.FAIL, Outcome.KNOWN_FAIL)
        return f"{number} {word}: {correct}" if failing else f"{number} {word}"
    if outcome is Outcome.FAIL:
        return f"{number} unexpected FAIL: {correct}"
    if outcome is Outcome.UNEXPECTED_PASS:
        return f"{number} unexpected PASS!"
    return None


class TextReport:
    """Prints result lines as they come (from any thread) and the summaries.

    Args:
        stream: where to print (standard output).
        long: one line per test (``--long``).
        several: several files run: each line starts with its file.
    """

    def __init__(self, stream: TextIO, *, long: bool = False, several: bool = False) -> None:
        self._stream = stream
        self._long = long
        self._several = several
        self._lock = threading.Lock()

    def result(self, result: TestResult) -> None:
        """Print the line of one result, if it has one (thread-safe)."""
        prefix = f"{result.test.file} " if self._several else ""
        line = result_line(result, long=self._long, prefix=prefix)
        if line is not None:
            self.print(line)

    def print(self, text: str) -> None:
        """Print ``text`` and flush (thread-safe)."""
        with self._lock:
            print(text, file=self._stream, flush=True)

    def summary(self, files: Sequence[FileResult], wall_seconds: float | None = None) -> None:
        """Print a summary per file, its other errors, and the total (``wall_seconds``:
        the whole run's wall time, shown when given)."""
        for file in files:
            self.print(f"{file.file}: {counts_text([file])}; {_times(file)}")
            for error in file.other_errors:
                self.print(f"  error: {one_line(error)}")
            if file.restarts:
                self.print(f"  the engine was restarted {file.restarts} times")
            if file.cancelled:
                self.print("  cancelled before the end of the file")
        passes, total, unexpected_passes, unexpected_fails, errors = _awk_counts(files)
        if len(files) > 1:
            wall = "" if wall_seconds is None else f"; {wall_seconds:.1f} s"
            self.print(f"Total: {counts_text(files)}{wall}")
        self.print(
            f"Summary: {passes}/{total} passes. {unexpected_passes} unexpected "
            f"{'pass' if unexpected_passes == 1 else 'passes'}, {unexpected_fails} unexpected "
            f"{'failure' if unexpected_fails == 1 else 'failures'}, {errors} "
            f"{'error' if errors == 1 else 'errors'}"
        )


def counts_text(files: Sequence[FileResult]) -> str:
    """``41 tests: 31 pass, 8 known failures, 0 FAIL, 2 PASSED, 0 errors`` for ``files``."""
    total = sum(len(file.results) for file in files)

    def count(outcome: Outcome) -> int:
        return sum(file.count(outcome) for file in files)

    known, errors = count(Outcome.KNOWN_FAIL), count(Outcome.ERROR)
    unjudged = sum(1 for file in files for result in file.results if not_judged(result))
    passes = f"{count(Outcome.PASS)} pass" + (f" ({unjudged} not judged)" if unjudged else "")
    return (
        f"{total} {'test' if total == 1 else 'tests'}: {passes}, "
        f"{known} known {'failure' if known == 1 else 'failures'}, {count(Outcome.FAIL)} FAIL, "
        f"{count(Outcome.UNEXPECTED_PASS)} PASSED, {errors} {'error' if errors == 1 else 'errors'}"
    )


def _awk_counts(files: Sequence[FileResult]) -> tuple[int, int, int, int, int]:
    """(passes, total, unexpected passes, unexpected failures, errors) as regress.awk
    counts them: a pass is any match, PASSED included."""
    results = [result for file in files for result in file.results]
    outcomes = [result.outcome for result in results]
    passes = sum(1 for o in outcomes if o in (Outcome.PASS, Outcome.UNEXPECTED_PASS))
    return (
        passes,
        len(outcomes),
        outcomes.count(Outcome.UNEXPECTED_PASS),
        outcomes.count(Outcome.FAIL),
        outcomes.count(Outcome.ERROR),
    )


def _times(file: FileResult) -> str:
    tests = len(file.results)
    per_test = f", {file.seconds / tests:.2f} s a test" if tests else ""
    return f"{file.seconds:.1f} s (engine {file.engine_seconds:.1f} s{per_test})"
