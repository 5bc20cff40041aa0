"""Opening an FF[3] record: its L letters and M marks are on the board, the Letter tool
goes on after them, and saving writes FF[4] markup."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.editing.board_input import Tool
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show

FF3 = (
    "(;FF[3]GM[1]SZ[9]AP[CGoban:1.6.2]\n"
    ";B[cc]L[dd][ee]M[cc]C[FF3 letters and mark];W[gg]BL[30]OB[5]\n"
    ";B[tt])"
)


def _point(vertex: str, size: int = 9) -> Point:
    point = from_gtp(vertex, BoardSize(size, size))
    assert point is not None
    return point


def test_ff3_letters_and_mark_are_on_the_board_and_saved_as_ff4(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ff3.sgf"
    path.write_text(FF3, encoding="utf-8")
    window = make_window(str(path), "--program", "")
    show(qtbot, window)
    assert window.findChild(QMessageBox) is None
    window.controller.forward()
    snapshot = window.board.snapshot()
    assert dict(snapshot.labels) == {_point("D6"): "A", _point("E5"): "B"}
    assert (_point("C7"), "TR") in snapshot.marks  # the stone just played
    window.edit_actions.tools[Tool.LABEL_LETTER].trigger()
    click(qtbot, window, "F5")
    assert dict(window.board.snapshot().labels)[_point("F5")] == "C"
    # File > Save: the conversion counts as a repair, so saving over the file asks first.
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "question", answer)
    assert window.files.save()
    assert asked and "repairs: 1" in asked[0]
    text = path.read_text(encoding="utf-8")
    assert text.startswith("(;FF[4]")
    assert "LB[dd:A][ee:B][fe:C]" in text and "TR[cc]" in text
    assert re.search(r"(?<![A-Z])[LM]\[", text) is None


def test_verbose_names_corpus_file_shows_its_letters(
    qtbot: object, make_window: WindowFactory
) -> None:
    path = corpus_dir("gogui", "verbose-property-names.sgf")
    window = make_window(str(path), "--program", "")
    show(qtbot, window)
    window.controller.forward(11)  # Black[nd] Lettered[lc]
    assert dict(window.board.snapshot().labels) == {_point("M17", 19): "A"}
