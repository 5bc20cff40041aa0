"""FindDialog: non-modal, Enter / Shift+Enter, case sensitivity, bad patterns, status."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gogui_py.gui.dialogs.find import FindDialog, compile_pattern
from tests.gui.dialogs.layout_check import assert_tidy


class Received:
    """Patterns emitted by one signal."""

    def __init__(self) -> None:
        self.patterns: list[re.Pattern[str]] = []

    def __call__(self, pattern: re.Pattern[str]) -> None:
        self.patterns.append(pattern)


def make(qtbot: QtBot) -> tuple[FindDialog, Received, Received]:
    dialog = FindDialog()
    qtbot.addWidget(dialog)
    forward, backward = Received(), Received()
    dialog.find_next.connect(forward)
    dialog.find_previous.connect(backward)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, forward, backward


def test_is_not_modal(qtbot: QtBot) -> None:
    dialog, _, _ = make(qtbot)
    assert not dialog.isModal()
    assert dialog.pattern_edit.hasFocus() or dialog.focusWidget() is dialog.pattern_edit


def test_enter_finds_next_case_insensitive(qtbot: QtBot) -> None:
    dialog, forward, backward = make(qtbot)
    QTest.keyClicks(dialog.pattern_edit, "jos.ki|tesuji")
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return)
    assert len(forward.patterns) == 1 and backward.patterns == []
    pattern = forward.patterns[0]
    assert pattern.pattern == "jos.ki|tesuji"
    assert pattern.search("A JOSEKI mistake")
    assert pattern.search("line one\nTesuji!")


def test_shift_enter_finds_previous(qtbot: QtBot) -> None:
    dialog, forward, backward = make(qtbot)
    QTest.keyClicks(dialog.pattern_edit, "ko")
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Enter, Qt.KeyboardModifier.ShiftModifier)
    assert forward.patterns == []
    assert [p.pattern for p in backward.patterns] == ["ko", "ko"]


def test_buttons(qtbot: QtBot) -> None:
    dialog, forward, backward = make(qtbot)
    dialog.pattern_edit.setText("atari")
    QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.previous_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.previous_button, Qt.MouseButton.LeftButton)
    assert len(forward.patterns) == 1 and len(backward.patterns) == 2
    QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_case_sensitive(qtbot: QtBot) -> None:
    dialog, forward, _ = make(qtbot)
    dialog.pattern_edit.setText("^Black")
    box_pos = QPoint(8, dialog.case_check.height() // 2)  # on the box, not the empty right part
    QTest.mouseClick(dialog.case_check, Qt.MouseButton.LeftButton, pos=box_pos)
    assert dialog.case_check.isChecked()
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return)
    pattern = forward.patterns[0]
    assert not pattern.flags & re.IGNORECASE
    assert pattern.search("White resigns.\nBlack wins")  # ^ at any line start
    assert not pattern.search("BLACK wins")


def test_bad_pattern_is_reported_without_signal(qtbot: QtBot) -> None:
    dialog, forward, backward = make(qtbot)
    QTest.keyClicks(dialog.pattern_edit, "(joseki")
    assert dialog.status().startswith("Invalid regular expression")
    assert not dialog.next_button.isEnabled() and not dialog.previous_button.isEnabled()
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return)
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    dialog.request_next()
    dialog.request_previous()
    assert forward.patterns == [] and backward.patterns == []
    assert dialog.pattern() is None
    QTest.keyClicks(dialog.pattern_edit, ")")
    assert dialog.status() == ""
    assert dialog.next_button.isEnabled()
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return)
    assert [p.pattern for p in forward.patterns] == ["(joseki)"]


def test_patterns_re_cannot_compile_are_reported() -> None:
    assert isinstance(compile_pattern("a{99999999999}", False), str)
    assert isinstance(compile_pattern("(" * 1000 + ")" * 999, False), str)
    assert isinstance(compile_pattern("[z-a]", True), str)
    assert isinstance(compile_pattern("a+", True), re.Pattern)


def test_empty_pattern_emits_nothing(qtbot: QtBot) -> None:
    dialog, forward, _ = make(qtbot)
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return)
    assert forward.patterns == []
    assert not dialog.next_button.isEnabled()


def test_status_set_by_caller_and_cleared_by_next_search(qtbot: QtBot) -> None:
    dialog, forward, _ = make(qtbot)
    dialog.pattern_edit.setText("hane")
    dialog.set_status("Not found")
    assert dialog.status_label.text() == "Not found"
    assert dialog.status_label.isVisible()
    QTest.keyClick(dialog.pattern_edit, Qt.Key.Key_Return)
    assert dialog.status() == "" and len(forward.patterns) == 1


def test_layout_is_tidy(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, _, _ = make(qtbot)
    dialog.pattern_edit.setText("(unterminated")
    assert_tidy(qtbot, dialog, tmp_path / "find.png")
