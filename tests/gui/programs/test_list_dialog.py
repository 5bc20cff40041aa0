"""ProgramEditDialog and ProgramListDialog driven through their widgets."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDialog, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from gogui_py.gui.programs import catalog
from gogui_py.gui.programs import list_dialog as list_dialog_module
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList
from gogui_py.gui.programs.list_dialog import (
    ProgramEditDialog,
    ProgramListDialog,
    check_command,
)
from tests.gui.dialogs.layout_check import assert_tidy

PY = sys.executable


@pytest.fixture
def bin_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder alone on PATH holding an executable "engine" and a plain file "notes"."""
    folder = tmp_path / "bin"
    folder.mkdir()
    engine = folder / "engine"
    engine.write_text("#!/bin/sh\nexit 0\n")
    engine.chmod(0o755)
    (folder / "notes").write_text("text")
    monkeypatch.setenv("PATH", str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_gnugo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog, "find_gnugo", lambda: None)


def edit_dialog(
    qtbot: QtBot, entry: ProgramEntry | None = None, kind: catalog.ProgramKind = "engine"
) -> ProgramEditDialog:
    dialog = ProgramEditDialog(entry, kind)
    qtbot.addWidget(dialog)
    return dialog


def type_into(widget: QLineEdit, text: str) -> None:
    widget.clear()
    QTest.keyClicks(widget, text)


def click(button: QAbstractButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


# -- the command check --------------------------------------------------------------


def test_check_command(bin_dir: Path, tmp_path: Path) -> None:
    assert check_command("") == (False, "error", "Enter the command line that starts the program.")
    bad = check_command("engine 'oops")
    assert not bad.valid and bad.level == "error" and "No closing quotation" in bad.message
    assert check_command("engine --mode gtp") == (True, "info", f"Runs {bin_dir / 'engine'}")
    missing = check_command("leelaz -g")
    assert missing.valid and missing.level == "warning" and "not found on PATH" in missing.message
    assert check_command("notes").level == "warning"  # not executable
    nearby = check_command("notes2", str(bin_dir))
    assert "not found on PATH" in nearby.message
    (bin_dir / "local").write_text("#!/bin/sh\n")
    (bin_dir / "local").chmod(0o755)
    (bin_dir / "local").rename(tmp_path / "local")
    hint = check_command("local --x", str(tmp_path))
    assert hint.valid and "write ./local" in hint.message
    assert check_command("./local", str(tmp_path)).level == "info"
    assert "not found in the working directory" in check_command("./gone", str(tmp_path)).message
    nodir = check_command("engine", str(tmp_path / "nowhere"))
    assert nodir.valid and "does not exist" in nodir.message


# -- the editor -------------------------------------------------------------------------


def test_new_entry_ok_follows_the_command(qtbot: QtBot, bin_dir: Path) -> None:
    dialog = edit_dialog(qtbot)
    assert dialog.windowTitle() == "New Engine"
    assert not dialog.ok_button.isEnabled()
    type_into(dialog.command_edit, 'engine --name "a b')
    assert not dialog.ok_button.isEnabled()
    assert "does not parse" in dialog.hint_label.text()
    QTest.keyClicks(dialog.command_edit, '"')
    assert dialog.ok_button.isEnabled()
    assert dialog.hint_label.text() == f"Runs {bin_dir / 'engine'}"
    assert dialog.label_edit.placeholderText() == "engine"
    type_into(dialog.command_edit, "   ")
    assert not dialog.ok_button.isEnabled()
    type_into(dialog.command_edit, "leelaz -g")
    assert dialog.ok_button.isEnabled() and "not found on PATH" in dialog.hint_label.text()
    with qtbot.waitSignal(dialog.accepted):
        click(dialog.ok_button)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.entry() == ProgramEntry("leelaz", "leelaz -g")


def test_edit_keeps_identity_unless_the_program_changes(qtbot: QtBot, bin_dir: Path) -> None:
    entry = ProgramEntry("E", "engine -x", name="Engine", version="2.1")
    dialog = edit_dialog(qtbot, entry)
    assert dialog.windowTitle() == "Edit Engine"
    assert dialog.identity_label.text() == "Engine 2.1"
    assert not dialog.default_button.isVisibleTo(dialog)
    type_into(dialog.label_edit, "  My   engine ")
    assert dialog.entry() == ProgramEntry("My engine", "engine -x", "", "Engine", "2.1")
    QTest.keyClicks(dialog.command_edit, " -y")
    assert dialog.entry() == ProgramEntry("My engine", "engine -x -y")
    type_into(dialog.command_edit, "engine -x")
    QTest.keyClicks(dialog.dir_edit, str(bin_dir))
    assert dialog.entry().name == "" and dialog.entry().working_dir == str(bin_dir)


def test_browse_replaces_the_program_and_keeps_arguments(
    qtbot: QtBot, bin_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = edit_dialog(qtbot, ProgramEntry("E", "old-engine -w 'net v2.gz'"))
    chosen = "/opt/my engines/leelaz"
    starts: list[str] = []

    def pick(_parent: object, _title: str, start: str, *_filters: str, save: bool) -> str:
        assert not save  # an Open dialog, through the shared helper
        starts.append(start)
        return chosen

    monkeypatch.setattr(list_dialog_module, "ask_file_path", pick)
    click(dialog.browse_button)
    assert dialog.command_edit.text() == "'/opt/my engines/leelaz' -w 'net v2.gz'"
    assert ProgramEntry("x", dialog.command_edit.text()).argv() == [chosen, "-w", "net v2.gz"]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_: ("", ""))  # cancelled (Qt)
    click(dialog.browse_button)
    assert dialog.command_edit.text().startswith("'/opt/my engines/leelaz'")
    type_into(dialog.command_edit, "engine")
    monkeypatch.setattr(list_dialog_module, "ask_file_path", pick)
    click(dialog.browse_button)
    assert starts[-1] == str(bin_dir)  # opens where the current program is


def test_choose_folder(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = edit_dialog(qtbot, ProgramEntry("E", "engine"))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(tmp_path))
    click(dialog.dir_button)
    assert dialog.dir_edit.text() == str(tmp_path)
    assert dialog.entry().cwd() == str(tmp_path)


def test_builtin_restore_default(qtbot: QtBot) -> None:
    entry = ProgramEntry("MC", "/old/python -m gogui_py.programs.go", builtin_key="gogui-py-go")
    dialog = edit_dialog(qtbot, entry)
    assert dialog.default_button.isVisibleTo(dialog)
    click(dialog.default_button)
    result = dialog.entry()
    assert result.argv() == [PY, "-m", "gogui_py.programs.go"]
    assert result.builtin_key == "gogui-py-go" and result.label == "MC"


def test_ruler_title(qtbot: QtBot) -> None:
    assert edit_dialog(qtbot, None, "ruler").windowTitle() == "New Ruler"
    dialog = edit_dialog(qtbot, None, "ruler")
    type_into(dialog.command_edit, "my-ruler")
    assert dialog.entry().kind == "ruler"


# -- the list ---------------------------------------------------------------------------


def list_dialog(qtbot: QtBot, plist: ProgramList) -> ProgramListDialog:
    dialog = ProgramListDialog(plist)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def shown_labels(dialog: ProgramListDialog) -> list[str]:
    tree = dialog.tree
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]  # type: ignore[union-attr]


def user_list() -> ProgramList:
    plist = ProgramList.defaults("engine")
    plist.add(ProgramEntry("Leela", "leelaz -g", name="Leela Zero", version="0.17"))
    plist.add(ProgramEntry("Pachi", "pachi"))
    return plist


def test_list_shows_entries_and_button_states(qtbot: QtBot) -> None:
    dialog = list_dialog(qtbot, user_list())
    assert dialog.windowTitle() == "Engines"
    assert shown_labels(dialog) == ["gogui-py MC engine (built-in)", "Leela", "Pachi"]
    leela = dialog.tree.topLevelItem(1)
    assert leela is not None and leela.text(1) == "Leela Zero 0.17" and leela.text(2) == "leelaz -g"
    assert dialog.current_index() == 0
    assert not dialog.remove_button.isEnabled() and not dialog.up_button.isEnabled()
    assert dialog.edit_button.isEnabled() and dialog.down_button.isEnabled()
    dialog.select(2)
    assert dialog.remove_button.isEnabled() and not dialog.down_button.isEnabled()


def test_add_edit_remove_move_then_accept(qtbot: QtBot, bin_dir: Path) -> None:
    original = user_list()
    dialog = list_dialog(qtbot, original)
    click(dialog.add_button)
    editor = dialog.editor
    assert editor is not None and editor.isVisible() and editor.windowTitle() == "New Engine"
    type_into(editor.label_edit, "Mine")
    type_into(editor.command_edit, "engine --level 3")
    click(editor.ok_button)
    assert dialog.editor is None
    assert shown_labels(dialog)[-1] == "Mine" and dialog.current_index() == 3

    dialog.select(1)
    click(dialog.edit_button)
    assert dialog.editor is not None
    type_into(dialog.editor.label_edit, "Leela Zero")
    click(dialog.editor.ok_button)
    assert shown_labels(dialog)[1] == "Leela Zero"

    dialog.select(2)
    click(dialog.remove_button)
    assert shown_labels(dialog) == ["gogui-py MC engine (built-in)", "Leela Zero", "Mine"]
    assert dialog.current_index() == 2
    click(dialog.up_button)
    click(dialog.up_button)
    assert dialog.current_index() == 0 and not dialog.up_button.isEnabled()
    click(dialog.down_button)
    assert shown_labels(dialog) == ["gogui-py MC engine (built-in)", "Mine", "Leela Zero"]

    click(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.result() == QDialog.DialogCode.Accepted
    edited = dialog.program_list()
    assert [e.label for e in edited] == ["gogui-py MC engine", "Mine", "Leela Zero"]
    assert edited[1] == ProgramEntry("Mine", "engine --level 3")
    assert edited[2].name == "Leela Zero"  # only the label changed
    assert original == user_list()  # the caller's list is untouched


def test_cancelled_editor_and_builtin_edit(qtbot: QtBot) -> None:
    dialog = list_dialog(qtbot, user_list())
    click(dialog.add_button)
    assert dialog.editor is not None
    type_into(dialog.editor.command_edit, "ignored")
    click(dialog.editor.buttons.button(dialog.editor.buttons.StandardButton.Cancel))
    assert dialog.editor is None and len(dialog.program_list()) == 3

    dialog.select(0)
    dialog.tree.itemActivated.emit(dialog.tree.currentItem(), 0)  # double-click / Enter
    assert dialog.editor is not None and dialog.editor.default_button.isVisibleTo(dialog.editor)
    type_into(dialog.editor.label_edit, "Quick MC")
    QTest.keyClicks(dialog.editor.command_edit, " --playouts 200")
    click(dialog.editor.ok_button)
    builtin = dialog.program_list()[0]
    assert builtin.builtin and builtin.label == "Quick MC"
    assert builtin.argv()[-2:] == ["--playouts", "200"]
    assert not dialog.remove_button.isEnabled()


def test_empty_list(qtbot: QtBot) -> None:
    dialog = list_dialog(qtbot, ProgramList("ruler"))
    assert dialog.windowTitle() == "Rulers" and dialog.current_index() is None
    for button in (dialog.edit_button, dialog.remove_button, dialog.up_button):
        assert not button.isEnabled()
    assert dialog.add_button.isEnabled()


def test_layout_is_tidy(qtbot: QtBot, tmp_path: Path, bin_dir: Path) -> None:
    assert_tidy(qtbot, edit_dialog(qtbot), tmp_path / "new_engine.png")
    builtin = ProgramList.defaults("engine")[0].with_identity("gogui-py Go", "0.1.0")
    assert_tidy(qtbot, edit_dialog(qtbot, builtin), tmp_path / "edit_builtin.png")
    dialog = ProgramListDialog(user_list())
    qtbot.addWidget(dialog)
    assert_tidy(qtbot, dialog, tmp_path / "engines.png")
