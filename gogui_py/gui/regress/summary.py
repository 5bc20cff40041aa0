"""The one-line summaries of a run: counts per outcome and time, for the run and per file."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from gogui_py.gui.i18n import translate
from gogui_py.regress.model import FileResult, Outcome, TestResult

ORDER = (Outcome.PASS, Outcome.FAIL, Outcome.UNEXPECTED_PASS, Outcome.KNOWN_FAIL, Outcome.ERROR)
"""The order outcomes are counted in."""


def counts_text(outcomes: Iterable[Outcome]) -> str:
    """``7 pass, 2 FAIL, 1 known failure`` (outcomes with no test left out; "" for none)."""
    counts = Counter(outcomes)
    return ", ".join(f"{counts[o]} {o}" for o in ORDER if counts[o])


def run_summary(total: int, results: Iterable[TestResult], seconds: float, state: str = "") -> str:
    """``12 tests: 7 pass, 2 FAIL, 1 PASSED · 3 not run · 23.4 s · stopped``.

    Args:
        total: the tests in the table.
        results: the results among them.
        seconds: wall time of the run.
        state: appended when not empty (``running``, ``stopped``...).
    """
    outcomes = [result.outcome for result in results]
    none = translate("Regress", "none run")
    tests = (
        translate("Regress", "{0} test: {1}")
        if total == 1
        else translate("Regress", "{0} tests: {1}")
    )
    parts = [tests.format(total, counts_text(outcomes) or none)]
    if total > len(outcomes):
        parts.append(translate("Regress", "{} not run").format(total - len(outcomes)))
    parts.append(f"{seconds:.1f} s")
    if state:
        parts.append(state)
    return " · ".join(parts)


def file_summary(result: FileResult) -> str:
    """``3 pass, 1 FAIL · 12.3 s`` for one file; engine restarts, problems outside the
    tests (:attr:`FileResult.other_errors`) and a cancel are noted."""
    text = counts_text(r.outcome for r in result.results) or translate("Regress", "no test run")
    text += f" · {result.seconds:.1f}\N{NO-BREAK SPACE}s"  # never "1.2" and "s" on two lines
    if result.restarts:
        text += translate("Regress", " · engine restarted {}x").format(result.restarts)
    if result.other_errors:
        count = len(result.other_errors)
        text += (
            translate("Regress", " · {} problem")
            if count == 1
            else translate("Regress", " · {} problems")
        ).format(count)
    if result.cancelled:
        text += " · stopped"
    return text
