"""The shared file dialogs (gui/dialogs/file_path.py) and the windows that ask through
them: Qt's static dialogs are replaced by answers, as the user would give them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget

from gogui_py.gui.analysis.dock import AnalyzeDock
from gogui_py.gui.dialogs.file_path import ask_file_path, ask_file_paths, ask_folder
from gogui_py.gui.regress.window import RegressWindow
from tests.gui.conftest import WindowFactory
from tests.gui.regress.conftest import close_regress_window


def _answer(monkeypatch: pytest.MonkeyPatch, name: str, answer: object) -> list[tuple[Any, ...]]:
    """Qt's ``QFileDialog.<name>`` gives ``answer``; the calls' arguments are recorded."""
    calls: list[tuple[Any, ...]] = []

    def static(*args: Any) -> object:
        calls.append(args)
        return answer

    monkeypatch.setattr(QFileDialog, name, static)
    return calls


def test_one_path_several_paths_a_folder_or_none_when_cancelled(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    calls = _answer(monkeypatch, "getSaveFileName", ("/tmp/a.sgf", "SGF (*.sgf)"))
    assert ask_file_path(parent, "Save", "game.sgf", "SGF (*.sgf)", save=True) == "/tmp/a.sgf"
    assert calls == [(parent, "Save", "game.sgf", "SGF (*.sgf)")]
    _answer(monkeypatch, "getOpenFileName", ("", ""))
    assert ask_file_path(parent, "Open", "", save=False) is None
    calls = _answer(monkeypatch, "getOpenFileNames", (["/a.tst", "/b.tst"], "Tests (*.tst)"))
    assert ask_file_paths(parent, "Add", "/", "Tests (*.tst)") == ["/a.tst", "/b.tst"]
    assert calls == [(parent, "Add", "/", "Tests (*.tst)")]
    _answer(monkeypatch, "getOpenFileNames", ([], ""))
    assert ask_file_paths(parent, "Add", "/") == []
    calls = _answer(monkeypatch, "getExistingDirectory", str(tmp_path))
    assert ask_folder(parent, "Folder", "/start") == str(tmp_path)
    assert calls == [(parent, "Folder", "/start")]
    _answer(monkeypatch, "getExistingDirectory", "")
    assert ask_folder(parent, "Folder", "/start") is None


def test_regress_add_files_lists_the_files_chosen(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    chosen = [tmp_path / "one.tst", tmp_path / "two.tst"]
    for path in chosen:
        path.write_text("1 name\n")
    window = RegressWindow(list, lambda _test, _result: "")
    qtbot.addWidget(window)
    try:
        _answer(monkeypatch, "getOpenFileNames", ([str(p) for p in chosen], ""))
        window.add_action.trigger()
        assert [window.files.item(i).text() for i in range(window.files.count())] == [
            "one.tst",
            "two.tst",
        ]
        _answer(monkeypatch, "getOpenFileNames", ([], ""))  # cancelled: nothing more
        window.add_action.trigger()
        assert window.files.count() == 2
    finally:
        close_regress_window(window)


def test_the_analysis_dock_asks_for_files_through_the_helper(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    dock = make_window("--program", "").analysis.widget
    assert isinstance(dock, AnalyzeDock)
    calls = _answer(monkeypatch, "getOpenFileName", ("/in.sgf", ""))
    assert dock.ask_open_file("Load the file") == "/in.sgf"
    assert calls[0][:2] == (dock, "Load the file")
    _answer(monkeypatch, "getSaveFileName", ("", ""))
    assert dock.ask_save_file("Save the file") is None
