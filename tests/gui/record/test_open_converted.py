"""File > Open on a Tygem GIB (and NGF, UGF) record: shown converted, saved as SGF."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gogui_py.game import load_file
from gogui_py.go import Color, Point
from gogui_py.gui.record.file_ops import open_filter
from tests.game.formats.helpers import RECORDS, moves
from tests.gui.conftest import WindowFactory


def _open_through_the_menu(
    window: object, monkeypatch: pytest.MonkeyPatch, path: Path
) -> list[str]:
    """Trigger File > Open, answering the dialog with ``path``; returns the filters offered."""
    offered: list[str] = []

    def pick(*args: object) -> tuple[str, str]:
        offered.append(str(args[3]))
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    window.window_actions.open.trigger()  # type: ignore[attr-defined]
    return offered


def test_gib_opens_from_the_menu_with_its_moves_and_title(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    source = tmp_path / "lee_vs_park.gib"
    source.write_bytes((RECORDS / "sample.gib").read_bytes())
    window = make_window("--program", "")
    offered = _open_through_the_menu(window, monkeypatch, source)
    assert "*.gib" in offered[0] and "*.ngf" in offered[0] and "*.ugi" in offered[0]
    assert window.findChild(QMessageBox) is None
    controller = window.controller
    assert controller.path == source
    assert controller.modified  # converted: not saved anywhere yet
    assert window.windowTitle().startswith("lee_vs_park.gib[*]")
    assert window.isWindowModified()
    assert controller.game.tree.info.player_black == "흑돌이"
    controller.to_end()
    snapshot = window.board.snapshot()
    assert len(snapshot.stones()) == 12
    assert snapshot.color_at(Point(15, 3)) is Color.BLACK  # STO 0 1 1 15 3: Q16
    assert snapshot.color_at(Point(15, 9)) is Color.WHITE  # the last move, Q10
    assert snapshot.last_move == Point(15, 9)


def test_save_asks_for_an_sgf_name_and_leaves_the_gib_alone(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    source = tmp_path / "game.gib"
    original = (RECORDS / "sample.gib").read_bytes()
    source.write_bytes(original)
    window = make_window("--program", "")
    assert window.files.open_path(source, ask=False)
    proposed: list[str] = []

    def answer(*args: object) -> tuple[str, str]:
        proposed.append(str(args[2]))
        return str(tmp_path / "chosen.gib"), ""  # a .gib name still gets SGF's extension

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    window.window_actions.save.trigger()
    assert proposed == [str(tmp_path / "game.sgf")]
    assert source.read_bytes() == original
    saved = tmp_path / "chosen.sgf"
    assert moves(load_file(saved).games[0])[:2] == ["B Q16", "W D4"]
    assert window.controller.path == saved and not window.controller.modified
    assert window.windowTitle().startswith("chosen.sgf[*]")


@pytest.mark.parametrize("name", ["sample.ngf", "sample.ugi", "broken.gib"])
def test_other_records_open(qtbot: object, make_window: WindowFactory, name: str) -> None:
    window = make_window("--program", "", str(RECORDS / name))
    controller = window.controller
    assert controller.path == RECORDS / name
    assert controller.game.tree.main_line()[1:]
    controller.to_end()
    assert window.board.snapshot().stones()
    if name == "broken.gib":
        assert any("line 11, column 1: bad move" in w for w in controller.warnings)


def test_open_filter_lists_sgf_first_then_the_converted_formats() -> None:
    parts = open_filter().split(";;")
    assert parts[0].startswith("Game records (*.sgf *.SGF *.gib")
    assert "*.GIB" in parts[0] and "*.UGI" in parts[0]
    assert parts[-1] == "All files (*)"
