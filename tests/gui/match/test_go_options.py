"""New Match's handicap, openings and time settings: written to the match file only when
not the defaults, refused as the runner refuses them, off under a ruler, and a real GNU
Go match with a handicap and an opening."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gogui_py.game.sgf_io import load_file
from gogui_py.gui.match.builder import MatchBuilder
from gogui_py.gui.match.window import MatchWindow
from gogui_py.match.config import TimeControl, load_config
from tests.gui.match.conftest import RUN_MS, gnugo_programs
from tests.gui.match.test_ruler_match import rulers

OPENING = "(;GM[1]FF[4]SZ[9];W[ee];B[gg];W[cc])"
"""White first (black has the handicap stones C3 and G7): E5, G3, C7."""


def builder(qtbot: object, folder: Path) -> MatchBuilder:
    dialog = MatchBuilder(gnugo_programs(), str(folder), None, rulers())
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.set_checked(["gnugo one", "gnugo two"])
    return dialog


def choose(monkeypatch: pytest.MonkeyPatch, files: list[Path]) -> list[str]:
    """The Add… file dialog answers ``files``; returns the folders it was opened in."""
    asked: list[str] = []

    def answer(_parent: object, _title: str, folder: str, _filter: str) -> tuple[list[str], str]:
        asked.append(folder)
        return [str(f) for f in files], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", answer)
    return asked


def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    return shown


def test_defaults_write_no_handicap_openings_or_time(qtbot: object, tmp_path: Path) -> None:
    dialog = builder(qtbot, tmp_path)
    assert not dialog.handicap.placement.isEnabled()  # no stones: nothing to place
    assert not dialog.openings.remove_button.isEnabled()
    dialog.accept()
    assert dialog.path is not None
    data = tomllib.loads(dialog.path.read_text(encoding="utf-8"))
    for key in ("handicap", "handicap_style", "openings", "time"):
        assert key not in data
    assert data["komi"] == 7.5


def test_handicap_openings_and_time_reach_the_runner(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "a.sgf", tmp_path / "b.sgf"
    for path in (first, second):
        path.write_text(OPENING, encoding="utf-8")
    dialog = builder(qtbot, tmp_path)
    dialog.handicap.set_handicap(3, "free")
    assert dialog.handicap.placement.isEnabled()
    choose(monkeypatch, [first, second, first])  # a file already listed is not repeated
    dialog.openings.add_button.click()
    assert dialog.openings.openings() == (str(first), str(second))
    dialog.openings.files.setCurrentRow(0)
    dialog.openings.remove_button.click()
    assert dialog.openings.openings() == (str(second),)
    time = dialog.time
    assert not time.period.isEnabled() or not time.isChecked()
    time.setChecked(True)
    time.set_overtime("byoyomi")
    assert time.period.isEnabled() and time.periods.isEnabled() and not time.stones.isEnabled()
    time.main.setValue(60.0)
    time.period.setValue(10.0)
    time.periods.setValue(3)
    time.loss_on_time.setChecked(False)
    dialog.accept()
    assert dialog.path == tmp_path / "match.toml"
    config = load_config(dialog.path)  # the runner's own reading of the written file
    assert (config.handicap, config.handicap_style) == (3, "free")
    assert config.openings == (str(second),)
    assert config.time == TimeControl(60.0, "byoyomi", 10.0, 3, 0, False)
    time.set_overtime("canadian")
    time.stones.setValue(20)
    assert time.control() == TimeControl(60.0, "canadian", 10.0, 0, 20, False)
    written = tomllib.loads(dialog.path.read_text(encoding="utf-8"))
    assert "stones" not in written["time"] and written["time"]["periods"] == 3


def test_values_the_runner_refuses_are_not_written(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = warnings(monkeypatch)
    opening = tmp_path / "gone.sgf"
    opening.write_text(OPENING, encoding="utf-8")
    dialog = builder(qtbot, tmp_path)
    choose(monkeypatch, [opening])
    dialog.openings.add_button.click()
    opening.unlink()
    dialog.accept()
    assert "openings: no such file" in shown[-1]
    dialog.openings.remove_button.click()
    dialog.time.setChecked(True)
    dialog.time.main.setValue(0.0)  # sudden death with no time at all
    dialog.accept()
    assert "time.main" in shown[-1]
    assert dialog.path is None and not (tmp_path / "match.toml").exists()
    dialog.time.main.setValue(30.0)
    dialog.accept()
    assert dialog.path is not None and len(shown) == 2


def test_a_ruler_turns_off_handicap_and_openings_not_time(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opening = tmp_path / "a.sgf"
    opening.write_text(OPENING, encoding="utf-8")
    dialog = builder(qtbot, tmp_path)
    dialog.handicap.set_handicap(2)
    choose(monkeypatch, [opening])
    dialog.openings.add_button.click()
    dialog.time.setChecked(True)
    dialog.set_ruler("Othello")
    assert not dialog.handicap.isEnabled() and not dialog.openings.isEnabled()
    assert dialog.time.isEnabled()
    dialog.accept()
    assert dialog.path is not None
    data = tomllib.loads(dialog.path.read_text(encoding="utf-8"))
    assert "handicap" not in data and "openings" not in data and data["time"]["main"] == 300.0
    dialog.set_ruler(None)
    assert dialog.handicap.isEnabled() and dialog.handicap.handicap() == 2


def test_a_gnugo_match_with_handicap_two_and_an_opening(
    qtbot: object,
    match_window: tuple[MatchWindow, list[Path]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, _opened = match_window
    opening = tmp_path / "opening.sgf"
    opening.write_text(OPENING, encoding="utf-8")
    dialog = window.new_match()
    dialog.folder.setText(str(tmp_path))
    dialog.name.setText("handicap")
    dialog.board_size.setValue(9)
    dialog.komi.setValue(0.5)
    dialog.games.setValue(1)
    dialog.set_checked(["gnugo one", "gnugo two"])
    dialog.handicap.set_handicap(2)
    choose(monkeypatch, [opening])
    dialog.openings.add_button.click()
    dialog.accept()
    assert window.config is not None and window.config.handicap == 2
    window.start()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=RUN_MS)  # type: ignore[attr-defined]
    record = tmp_path / "handicap.match" / "games" / "0_0.sgf"
    assert record.is_file(), sorted((tmp_path / "handicap.match").rglob("*"))
    text = record.read_text(encoding="utf-8")
    assert "HA[2]" in text
    tree = load_file(str(record)).games[0]
    assert {(p.x, p.y) for p in tree.root.add_black} == {(2, 6), (6, 2)}  # C3, G7
    moves = [n.move for n in tree.main_line() if n.move is not None]
    played = [(m.color.value, None if m.point is None else (m.point.x, m.point.y)) for m in moves]
    assert played[:3] == [("W", (4, 4)), ("B", (6, 6)), ("W", (2, 2))]
    assert len(played) > 3  # the programs went on from the opening
    assert played[3][0] == "B"
