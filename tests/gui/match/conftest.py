"""Fixtures of the match window tests: GNU Go level 0 programs, a window whose runner
is stopped (or killed) at teardown."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from gogui_py.gtp.gnugo import find_gnugo
from gogui_py.gui.match.window import MatchWindow
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList

RUN_MS = 120000
"""How long a test waits for a short match (a loaded machine is slow)."""


def gnugo_level0() -> str:
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go is not installed: run the README's test command (./gogui.sh test)")
    return f"{path} --mode gtp --level 0 --quiet"


def gnugo_programs() -> ProgramList:
    """Two GNU Go level-0 entries (labels with a space: the builder makes labels)."""
    command = gnugo_level0()
    return ProgramList(
        "engine", [ProgramEntry("gnugo one", command), ProgramEntry("gnugo two", command)]
    )


def close_match_window(window: MatchWindow) -> None:
    """Teardown: the runner ends (stop, interrupt, then kill), the window goes."""
    window.shutdown()
    assert not window.runner.running
    window.close()
    window.deleteLater()


@pytest.fixture
def match_window(qtbot: object) -> Iterator[tuple[MatchWindow, list[Path]]]:
    """A shown match window on :func:`gnugo_programs`; the records it asked to open."""
    opened: list[Path] = []
    programs = gnugo_programs()
    window = MatchWindow(lambda: programs, opened.append)
    window.show()
    yield window, opened
    close_match_window(window)


OpenRecorder = Callable[[Path], None]
