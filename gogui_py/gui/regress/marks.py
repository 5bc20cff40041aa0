"""What the board shows of a regression test: its expected points and the engine's answer.

Drawn as a gfx overlay (the markup an analyze command draws, ../shared/specs/analyze.md
"gfx commands") through the analysis room's display, so it goes when the user steps
away from the position, as an analyze answer does:

- the points the expected pattern names (``#? [C15|D15]``): green fields with a square;
  for a negated pattern (``#? [!C15]``, the answer must not be there) red fields with a
  cross;
- the points of the engine's answer: the label ``A`` on a green field when the test
  passed, on a red one when it did not.

The status line reads ``tactics.tst:1 · expected [C15|D15]* · engine answered B13 ·
known failure``. No Qt here: the window hands the :class:`Display` to the board.
"""

from __future__ import annotations

from gogui_py.analysis.display import Display
from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.gfx import Gfx
from gogui_py.gui.i18n import translate
from gogui_py.regress.expect import vertices_in
from gogui_py.regress.model import Outcome, RegressTest, TestResult

GOOD = "#33cc33"
"""Field colour of an expected point, and of the answer of a passed test."""
BAD = "#ff3333"
"""Field colour of a point the answer must avoid, and of the answer of a failed test."""
ANSWER_LABEL = "A"
"""The label of the engine's answer on the board."""

PASSED = (Outcome.PASS, Outcome.UNEXPECTED_PASS)


def expected_text(test: RegressTest) -> str:
    """The expectation as written without ``#?`` (``[C15|D15]*``); "" when it has none."""
    if test.expectation is None:
        return ""
    return test.expectation.text.strip().removeprefix("#?").strip()


def _points(text: str, size: BoardSize) -> list[Point]:
    points: list[Point] = []
    for vertex in vertices_in(text):
        try:
            point = from_gtp(vertex, size)
        except ValueError:
            continue
        if point is not None and size.contains(point) and point not in points:
            points.append(point)
    return points


def markup_for(test: RegressTest, result: TestResult | None, size: BoardSize) -> Gfx:
    """The markup of ``test`` (and of its ``result`` when it ran) on a board of ``size``
    (module docstring); vertices off the board are left out."""
    fills: dict[Point, str] = {}
    marks: list[tuple[Point, str]] = []
    expectation = test.expectation
    if expectation is not None:
        negated = expectation.negated
        for point in _points(expectation.pattern, size):
            fills[point] = BAD if negated else GOOD
            marks.append((point, "MA" if negated else "SQ"))
    labels: list[tuple[Point, str]] = []
    if result is not None and result.outcome is not Outcome.ERROR:
        color = GOOD if result.outcome in PASSED else BAD
        for point in _points(result.answer, size):
            fills[point] = color
            labels.append((point, ANSWER_LABEL))
    return Gfx(marks=tuple(marks), labels=tuple(labels), fills=tuple(fills.items()))


def status_text(test: RegressTest, result: TestResult | None) -> str:
    """``tactics.tst:1 · expected [C15|D15] · engine answered B13 · FAIL`` (``not run
    yet`` before a result; the error for an error)."""
    parts = [test.key]
    expected = expected_text(test)
    if expected:
        parts.append(f"expected {expected}")
    if result is None:
        parts.append(translate("Regress", "not run yet"))
    elif result.outcome is Outcome.ERROR:
        parts.append(translate("Regress", "error: {}").format(result.error or result.answer))
    else:
        parts.append(translate("Regress", "engine answered {}").format(result.answer or "(empty)"))
        parts.append(str(result.outcome))
    return " · ".join(parts)


def display_for(test: RegressTest, result: TestResult | None, size: BoardSize) -> Display:
    """The board markup and status line of ``test`` (:func:`markup_for`, :func:`status_text`)."""
    gfx = markup_for(test, result, size)
    status = status_text(test, result)
    return Display(None if gfx.is_empty() else gfx, status, status)
