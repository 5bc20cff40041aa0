"""What saving tells the user: the charset a file leaves behind, repairs that no longer apply,
and an overwrite question that reads right for one repair."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gogui_py.gui.main_window import MainWindow
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.window.test_view_actions import TRUNCATED, repairs

UNCLOSED = "(;FF[4]GM[1]SZ[9];B[ee];W[cc]"
"""Read with one repair: the game tree closed at the end of the file."""


def _status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def _save_as(window: MainWindow, monkeypatch: pytest.MonkeyPatch, path: Path) -> bool:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(path), ""))
    window.window_actions.save_as.trigger()
    return window.controller.path == path


def _questions(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    """Answer every QMessageBox.question with ``answer``; returns the texts asked."""
    asked: list[str] = []

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_save_as_of_a_shift_jis_file_says_it_is_now_utf8(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "japanese.sgf"
    source.write_bytes(corpus_dir("sabaki", "japanese.sgf").read_bytes())
    window = make_window("--program", "", str(source))
    assert window.controller.encoding == "cp932"
    asked = _questions(monkeypatch, QMessageBox.StandardButton.Cancel)
    target = tmp_path / "jp_out.sgf"
    assert _save_as(window, monkeypatch, target)
    assert asked == []  # a new name: the original stays, nothing to ask
    assert _status(window) == "Saved jp_out.sgf (UTF-8; read as Shift_JIS)"
    assert b"CA[UTF-8]" in target.read_bytes()
    assert source.read_bytes() == corpus_dir("sabaki", "japanese.sgf").read_bytes()
    assert window.files.save()  # now a UTF-8 file: a plain save says nothing more
    assert asked == [] and _status(window) == "Saved jp_out.sgf"


def test_the_overwrite_question_names_the_charset_of_the_file(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "japanese.sgf"
    source.write_bytes(corpus_dir("sabaki", "japanese.sgf").read_bytes())
    window = make_window("--program", "", str(source))
    asked = _questions(monkeypatch, QMessageBox.StandardButton.Save)
    assert window.files.save()
    assert len(asked) == 1 and "read as Shift_JIS and will be written as UTF-8" in asked[0]
    assert _status(window) == "Saved japanese.sgf (UTF-8; read as Shift_JIS)"


def test_saving_a_repaired_file_clears_its_repairs(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "unclosed.sgf"
    source.write_text(UNCLOSED, encoding="utf-8")
    window = make_window("--program", "", str(source))
    count = len(window.controller.warnings)
    assert count == 1 and repairs(window).isEnabled()
    asked = _questions(monkeypatch, QMessageBox.StandardButton.Save)
    assert window.files.save()  # File > Save over the repaired file
    assert len(asked) == 1
    assert "repairs: 1" in asked[0] and "1 problems" not in asked[0]
    assert window.controller.warnings == []
    assert not repairs(window).isEnabled()  # the file on disk has nothing repaired
    assert window.files.save()
    assert len(asked) == 1  # nothing left to warn about


def test_save_as_of_a_repaired_file_clears_its_repairs_too(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "truncated.sgf"
    source.write_text(TRUNCATED, encoding="utf-8")
    window = make_window("--program", "", str(source))
    assert repairs(window).isEnabled()
    assert _save_as(window, monkeypatch, tmp_path / "fixed.sgf")
    assert not repairs(window).isEnabled()
