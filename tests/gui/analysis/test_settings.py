"""Analysis Settings (issue 11): the interval asked of the program, a visit limit and a
time limit that pause the analysis with the result kept, Ponder that ignores both; the
dialog of Engine > Analysis Settings…, kept in QSettings and read when the room is built."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gogui_py.gui.analysis.settings import (
    AnalysisSettings,
    AnalysisSettingsDialog,
    load_settings,
    save_settings,
)
from tests.gui.analysis.test_streaming import Rig
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, show


@pytest.fixture
def clean_settings() -> Iterator[None]:
    """The session's throw-away QSettings without analysis settings, before and after."""
    QSettings().remove("analysis")
    yield
    QSettings().remove("analysis")


@pytest.fixture
def rig(qtbot: QtBot) -> Iterator[Rig]:
    made = Rig(qtbot)
    yield made
    made.analysis.stop()
    made.programs.shutdown()


def best_visits(rig: Rig) -> int:
    return rig.analysis.results[rig.game.current].candidates[0].visits


def test_defaults_keep_analysing_until_stopped_every_tenth_of_a_second(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "empty.ini"), QSettings.Format.IniFormat)
    assert load_settings(store) == AnalysisSettings(10, 0, 0, ponder=False)
    assert (AnalysisSettings().visits_reached, AnalysisSettings().seconds_reached) == (0, 0)


def test_settings_are_kept_and_bad_values_give_way_to_defaults(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat)
    chosen = AnalysisSettings(interval_cs=25, visit_limit=800, time_limit=12, ponder=True)
    save_settings(chosen, store)
    assert load_settings(store) == chosen
    store.setValue("analysis/interval_cs", "often")
    store.setValue("analysis/visit_limit", -5)
    assert load_settings(store) == AnalysisSettings(10, 0, 12, ponder=True)


def test_the_interval_is_what_the_program_is_asked(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.settings = AnalysisSettings(interval_cs=25)
    rig.analysis.start(rig.program)
    qtbot.waitUntil(lambda: bool(rig.drawn()), timeout=10000)
    sent = [text for kind, text in rig.program.handle.take_traffic() if kind == "sent"]
    assert any(text.endswith("lz-analyze b 25") for text in sent), sent


def test_the_time_limit_pauses_and_the_result_stays(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.settings = AnalysisSettings(time_limit=1)
    rig.analysis.start(rig.program)
    qtbot.waitUntil(lambda: "Analysis paused after 1 s" in rig.states, timeout=15000)
    visits = best_visits(rig)
    assert visits > 0
    qtbot.wait(400)
    assert best_visits(rig) == visits  # paused: no more lines
    assert rig.drawn()[-1].gfx is not None and rig.analysis.active


def test_ponder_ignores_the_limits(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.settings = AnalysisSettings(visit_limit=20, time_limit=1, ponder=True)
    rig.analysis.start(rig.program)
    qtbot.waitUntil(
        lambda: rig.game.current in rig.analysis.results and best_visits(rig) >= 200,
        timeout=20000,
    )
    assert not any("paused" in state for state in rig.states)


def test_new_settings_apply_to_a_paused_analysis(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.settings = AnalysisSettings(visit_limit=30)
    rig.analysis.start(rig.program)
    qtbot.waitUntil(lambda: "Analysis paused at 30 visits" in rig.states, timeout=10000)
    rig.analysis.set_settings(AnalysisSettings(visit_limit=30, ponder=True))
    qtbot.waitUntil(lambda: best_visits(rig) != 30, timeout=10000)  # it analyses again


def test_the_dialog_greys_the_limits_while_pondering(qtbot: QtBot) -> None:
    dialog = AnalysisSettingsDialog(AnalysisSettings(visit_limit=500))
    qtbot.addWidget(dialog)
    assert dialog.visits.isEnabled() and dialog.visits.value() == 500
    assert dialog.visits.text() != "none"
    dialog.ponder.setChecked(True)
    assert not dialog.visits.isEnabled() and not dialog.seconds.isEnabled()
    assert dialog.seconds.text() == "none"  # 0: no time limit
    assert dialog.settings() == AnalysisSettings(visit_limit=500, ponder=True)


def test_the_menu_dialog_applies_and_keeps_the_settings(
    qtbot: QtBot, make_window: WindowFactory, clean_settings: None
) -> None:
    window = make_window("--program", fake_engine("lz_engine.py"), "--size", "19")
    show(qtbot, window)
    room = window.analysis
    window.analysis_link.actions.settings.trigger()
    dialog = window.findChild(AnalysisSettingsDialog, "analysis-settings")
    assert dialog is not None and dialog.isVisible()
    assert dialog.settings() == AnalysisSettings()
    dialog.interval.setValue(50)
    dialog.seconds.setValue(30)
    dialog.accept()
    wanted = AnalysisSettings(interval_cs=50, time_limit=30)
    assert room.streaming.settings == wanted
    assert load_settings() == wanted
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=15000)
    room.stream_toggle.setChecked(True)
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)
    page = window.shell.page("engine")
    assert page is not None
    qtbot.waitUntil(lambda: "lz-analyze b 50" in page.log_text(), timeout=10000)


def test_a_new_window_reads_the_kept_settings(
    qtbot: QtBot, make_window: WindowFactory, clean_settings: None
) -> None:
    kept = AnalysisSettings(interval_cs=20, visit_limit=1000, ponder=True)
    save_settings(kept)
    window = make_window("--program", fake_engine("lz_engine.py"), "--size", "9")
    show(qtbot, window)
    assert window.analysis.streaming.settings == kept
