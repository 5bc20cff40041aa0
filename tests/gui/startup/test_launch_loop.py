"""Launch in this process with a plain window (no nested event loop: start, then the
test's own waiting, then finish): the first paint, the deferred set-up run once, and the
non-zero status of an event loop that ends before the window was ever painted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from gogui_py.gui.startup import launch as launch_module
from gogui_py.gui.startup.launch import PROBE_ENV, SHOWN_LINE, Launch


def _window(hidden_centre: bool = False) -> QMainWindow:
    window = QMainWindow()
    label = QLabel("board")
    window.setCentralWidget(label)
    if hidden_centre:
        label.hide()  # a hidden widget gets no paint event: the window is never "shown"
    return window


def _launch(
    qapp: QApplication,
    tmp_path: Path,
    build: Callable[[], QMainWindow],
    env: dict[str, str],
    close: Callable[[QMainWindow], None] | None = None,
) -> tuple[Launch, list[QMainWindow]]:
    """A Launch whose deferred set-up records the window it was given."""
    deferred: list[QMainWindow] = []
    launch = Launch(
        qapp, build, after_paint=deferred.append, close=close, env=env, log=tmp_path / "crash.log"
    )
    return launch, deferred


def _close(launch: Launch) -> None:
    launch.reporter.uninstall()
    if launch.window is not None:
        launch.window.close()
        launch.window.deleteLater()


def test_the_first_paint_runs_the_deferred_set_up_once(
    qtbot: object, qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    closed: list[QMainWindow] = []
    launch, deferred = _launch(qapp, tmp_path, _window, {PROBE_ENV: "1"}, closed.append)
    try:
        assert launch.start() is None
        qtbot.waitUntil(lambda: closed == [launch.window])  # type: ignore[attr-defined]
        assert launch.shown
        assert deferred == [launch.window]
        assert SHOWN_LINE in capsys.readouterr().out
        assert launch.finish(0) == 0
    finally:
        _close(launch)
    assert not (tmp_path / "crash.log").exists()


def test_a_loop_that_ends_before_the_first_paint_gives_status_1(
    qtbot: object, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(launch_module, "DEFERRED_FALLBACK_MS", 0)
    launch, deferred = _launch(qapp, tmp_path, lambda: _window(hidden_centre=True), {})
    try:
        assert launch.start() is None
        # no paint ever comes; the fallback still runs the deferred set-up
        qtbot.waitUntil(lambda: deferred == [launch.window])  # type: ignore[attr-defined]
        assert not launch.shown
        assert launch.finish(0) == 1
    finally:
        _close(launch)
    assert "before the window was shown" in (tmp_path / "crash.log").read_text()
