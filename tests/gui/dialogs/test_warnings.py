"""WarningsDialog: one line per warning, read-only, copy to clipboard, close."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from gogui_py.game.sgf_io import load_bytes
from gogui_py.gui.dialogs.warnings import WarningsDialog
from gogui_py.sgf import SgfWarning
from tests.gui.dialogs.layout_check import assert_tidy

WARNINGS = [SgfWarning("unknown property XY kept", 3, 14), SgfWarning("move off the board", 7, 2)]


def make(qtbot: QtBot, lines: list[SgfWarning | str]) -> WarningsDialog:
    dialog = WarningsDialog("Warnings - game.sgf", lines)
    qtbot.addWidget(dialog)
    return dialog


def test_one_line_per_warning(qtbot: QtBot) -> None:
    dialog = make(qtbot, [*WARNINGS, "a plain message"])
    assert dialog.windowTitle() == "Warnings - game.sgf"
    assert dialog.text_edit.toPlainText().split("\n") == [
        "line 3, column 14: unknown property XY kept",
        "line 7, column 2: move off the board",
        "a plain message",
    ]
    assert dialog.summary_label.text() == "3 warnings:"
    assert dialog.text_edit.isReadOnly()


def test_warnings_of_a_real_load(qtbot: QtBot) -> None:
    result = load_bytes(b"(;FF[4]SZ[9]\n;B[zz])")
    assert result.warnings
    dialog = make(qtbot, list(result.warnings))
    first = dialog.text_edit.toPlainText().split("\n")[0]
    assert first.startswith(f"line {result.warnings[0].line}, column ")


def test_typing_does_not_change_the_text(qtbot: QtBot) -> None:
    dialog = make(qtbot, list(WARNINGS))
    QTest.keyClicks(dialog.text_edit, "xyz")
    assert dialog.text_edit.toPlainText() == dialog.text()


def test_copy_to_clipboard(qtbot: QtBot) -> None:
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("before")
    dialog = make(qtbot, list(WARNINGS))
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert clipboard.text() == (
        "line 3, column 14: unknown property XY kept\nline 7, column 2: move off the board"
    )
    assert dialog.isVisible()  # copying does not close


def test_close_button(qtbot: QtBot) -> None:
    dialog = make(qtbot, list(WARNINGS))
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_no_warnings(qtbot: QtBot) -> None:
    dialog = make(qtbot, [])
    assert dialog.summary_label.text() == "No warnings."
    assert not dialog.copy_button.isEnabled()


def test_layout_is_tidy(qtbot: QtBot, tmp_path: Path) -> None:
    assert_tidy(qtbot, make(qtbot, list(WARNINGS)), tmp_path / "warnings.png")


def test_long_warnings_wrap_with_a_hanging_indent(qtbot: QtBot) -> None:
    long = SgfWarning(
        "not UTF-8 and no CA: read as ISO-8859-1 (Windows-1252), sure; File > More > Reopen"
        " With Encoding… reads it in another encoding, and saving writes UTF-8 with CA[UTF-8]",
        1,
        1,
    )
    dialog = make(qtbot, [long, *WARNINGS])
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.text_edit
    assert edit.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways
    assert edit.toPlainText().split("\n")[0] == str(long)  # the text itself is unchanged
    block = edit.document().firstBlock()
    lines = block.layout()
    assert lines.lineCount() >= 2  # wrapped at the view's width
    first, second = lines.lineAt(0), lines.lineAt(1)
    assert block.text()[first.textStart() : first.textStart() + first.textLength()].startswith(
        "line 1, column 1: "
    )
    char = edit.fontMetrics().horizontalAdvance("0")
    assert second.x() >= first.x() + 2 * char  # the wrapped part is indented
    assert first.naturalTextWidth() <= edit.viewport().width()
