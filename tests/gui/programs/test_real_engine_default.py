"""Out of the box: GNU Go when installed, else the bundled Monte-Carlo engine."""

from __future__ import annotations

import pytest

from gogui_py.go import Color
from gogui_py.gui.programs import catalog
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show, wait_engine


def test_bundled_engine_is_the_opponent_without_gnugo(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Stands in for a machine without GNU Go (find_gnugo reads PATH and /usr/games).
    monkeypatch.setattr(catalog, "find_gnugo", lambda: None)
    window = make_window("--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    engine = window.session.engine
    assert engine is not None and "gogui-py" in engine.name.lower()
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=20000)  # type: ignore[attr-defined]
    white = window.controller.game.current.move
    assert white is not None and white.color is Color.WHITE
