"""Shared pieces of the recovery tests: the recovery folder and the window's journal."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game.recovery import Header, read_recovery
from gogui_py.game.sgf_io import to_sgf
from gogui_py.gui.main_window import MainWindow


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The recovery folder of the windows made in the test."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path / "gogui-py" / "recovery"


def journaled_header(window: MainWindow) -> Header | None:
    """The header of ``window``'s recovery file when the file holds the window's records
    as they are now; None while the file is missing, half written or behind."""
    path = window.recovery.journal.path
    if not path.exists():
        return None
    try:
        header, text = read_recovery(path)
    except ValueError:
        return None
    return header if text == to_sgf(window.controller.games) else None
