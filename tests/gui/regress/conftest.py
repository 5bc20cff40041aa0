"""Fixtures of the regression window tests: a tiny suite with its record in tmp_path, the
scripted fake engine's command lines, and a window whose run is shut down at teardown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py.gui.regress.program_choice import Choice
from gogui_py.gui.regress.window import RegressWindow
from gogui_py.regress.model import RegressTest, TestResult
from tests.gui.helpers import fake_engine

RUN_MS = 60000
"""How long a test waits for a short run (a loaded machine is slow)."""

TINY_SGF = "(;GM[1]FF[4]SZ[9]KM[6.5];B[cc];W[gg];B[ee];W[dd])"
"""9x9: B C7, W G3, B E5, W D6. ``loadsgf tiny.sgf 3`` is the position before move 3:
C7 and G3 on the board, E5 empty."""

SUITE = """\
# A tiny suite: every outcome once.
boardsize 9
loadsgf games/tiny.sgf 3
# the engine's move: C3 or D4 will do
1 reg_genmove black
#? [C3|D4]
2 echo E5
#? [C3]
3 echo E5
#? [D4]*
4 echo D4
#? [D4]*
5 hang
#? [A1]
6 echo F2
#? [!G7]
"""
"""Outcomes with :func:`engine` (reg_genmove answers C3, ``hang`` hangs): 1 pass, 2 FAIL,
3 known failure, 4 PASSED, 5 error (timeout), 6 pass."""

OUTCOMES = {
    "tiny.tst:1": "pass",
    "tiny.tst:2": "FAIL",
    "tiny.tst:3": "known failure",
    "tiny.tst:4": "PASSED",
    "tiny.tst:5": "error",
    "tiny.tst:6": "pass",
}


def write_suite(folder: Path, name: str = "tiny.tst", text: str = SUITE) -> Path:
    """``text`` as ``folder/name``, with the record ``games/tiny.sgf`` beside it."""
    (folder / "games").mkdir(exist_ok=True)
    (folder / "games" / "tiny.sgf").write_text(TINY_SGF, encoding="utf-8")
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def engine(genmove: str = "C3", *flags: str) -> str:
    """The scripted fake engine: ``reg_genmove`` answers ``genmove``, ``hang`` never
    answers, ``echo`` answers its arguments, anything else succeeds empty."""
    return fake_engine(
        "scripted_engine.py", "--answer", f"reg_genmove={genmove}", "--hang", "hang", *flags
    )


def slow_suite(count: int) -> str:
    """``count`` tests of ``sleepy`` (any answer passes) for :func:`slow_engine`."""
    lines = ["loadsgf games/tiny.sgf"]
    for number in range(1, count + 1):
        lines += [f"{number} sleepy", "#? [.*]"]
    return "\n".join(lines) + "\n"


def slow_engine(seconds: float) -> str:
    """The scripted engine answering ``sleepy`` after ``seconds``."""
    return fake_engine("scripted_engine.py", "--delay", f"sleepy={seconds}")


Opened = list[tuple[RegressTest, TestResult | None]]


def close_regress_window(window: RegressWindow) -> None:
    """Teardown: the run stops and its thread and engines end; the window goes."""
    window.shutdown()
    assert not window.running
    window.close()
    window.deleteLater()


@pytest.fixture
def regress_window(qtbot: object) -> Iterator[tuple[RegressWindow, Opened]]:
    """A shown regression window offering the fake engine; the tests it asked to show."""
    opened: Opened = []

    def open_test(test: RegressTest, result: TestResult | None) -> str:
        opened.append((test, result))
        return ""

    choices = [Choice("Scripted", engine()), Choice("Other scripted", engine("E5"))]
    window = RegressWindow(lambda: choices, open_test)
    window.timeout.setValue(3)
    window.show()
    yield window, opened
    close_regress_window(window)


def wait_done(qtbot: object, window: RegressWindow, timeout: int = RUN_MS) -> None:
    qtbot.waitUntil(lambda: not window.running, timeout=timeout)  # type: ignore[attr-defined]


def outcomes(window: RegressWindow) -> dict[str, str]:
    """Test key -> the Outcome column's text, of the rows shown."""
    from gogui_py.gui.regress.table import OUTCOME_COLUMN, cell_text

    return {row.test.key: cell_text(row, OUTCOME_COLUMN) for row in window.shown_rows()}
