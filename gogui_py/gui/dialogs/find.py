"""Edit > Find in Comments: a non-modal dialog that asks for a regular expression.

The dialog only compiles the pattern and emits it; the caller searches the tree
(``Game.find_comment``), moves there, and calls :meth:`FindDialog.set_status` with
"Not found" when nothing matched. Patterns are compiled with :data:`re.MULTILINE`
(``^`` matches at the start of every comment line) and :data:`re.IGNORECASE` unless
"Case sensitive" is checked. A pattern that does not compile is reported in the status
line: no exception, no signal.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from gogui_py.gui.i18n import translate

_ERROR_STYLE = "color: #b00020;"


def compile_pattern(text: str, case_sensitive: bool) -> re.Pattern[str] | str:
    """The compiled pattern, or the error message (``str``) when ``text`` is not valid."""
    flags = re.MULTILINE if case_sensitive else re.MULTILINE | re.IGNORECASE
    try:
        return re.compile(text, flags)
    except re.error as exc:
        return translate("Find", "Invalid regular expression: {}").format(exc)
    except (OverflowError, RecursionError, ValueError) as exc:  # a{99999999999}, deep nesting
        return translate("Find", "Invalid regular expression: {}").format(exc)


class FindDialog(QDialog):
    """Pattern field, "Case sensitive", Previous / Next / Close, and a status line.

    Enter finds the next match, Shift+Enter the previous one. Signals carry a compiled
    ``re.Pattern[str]``.
    """

    find_next = Signal(object)
    """A valid pattern to look for after the current node (re.Pattern[str])."""
    find_previous = Signal(object)
    """A valid pattern to look for before the current node (re.Pattern[str])."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Find", "Find in Comments"))
        self.setModal(False)
        self.pattern_edit = QLineEdit()
        self.pattern_edit.setPlaceholderText(
            translate("Find", "Regular expression, e.g. joseki|tesuji")
        )
        self.pattern_edit.setClearButtonEnabled(True)
        self.case_check = QCheckBox(translate("Find", "Case sensitive"))
        self.previous_button = QPushButton(translate("Find", "Previous"))
        self.previous_button.setToolTip(
            translate("Find", "Find the previous comment that matches (Shift+Enter)")
        )
        self.next_button = QPushButton(translate("Find", "Next"))
        self.next_button.setToolTip(translate("Find", "Find the next comment that matches (Enter)"))
        self.close_button = QPushButton(translate("Find", "Close"))
        for button in (self.previous_button, self.next_button, self.close_button):
            button.setAutoDefault(False)  # Enter is handled in keyPressEvent
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # room for a two-line error, so that the dialog does not jump while typing
        self.status_label.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 4)

        grid = QGridLayout(self)
        grid.addWidget(QLabel(translate("Find", "Find:")), 0, 0)
        grid.addWidget(self.pattern_edit, 0, 1)
        grid.addWidget(self.case_check, 1, 1)
        grid.addWidget(self.status_label, 2, 0, 1, 2)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.previous_button, self.next_button, self.close_button):
            buttons.addWidget(button)
        grid.addLayout(buttons, 3, 0, 1, 2)
        grid.setColumnStretch(1, 1)

        self.pattern_edit.textChanged.connect(self._validate)
        self.case_check.toggled.connect(self._validate)
        self.next_button.clicked.connect(self.request_next)
        self.previous_button.clicked.connect(self.request_previous)
        self.close_button.clicked.connect(self.close)
        self._validate()
        self.resize(420, self.sizeHint().height())

    def pattern(self) -> re.Pattern[str] | None:
        """The pattern typed, compiled; None when empty or invalid."""
        if not self.pattern_edit.text():
            return None
        result = compile_pattern(self.pattern_edit.text(), self.case_check.isChecked())
        return None if isinstance(result, str) else result

    def status(self) -> str:
        """The text of the status line ("" when empty)."""
        return self.status_label.text()

    def set_status(self, text: str) -> None:
        """Show ``text`` (e.g. "Not found") in the status line; "" clears it."""
        self.status_label.setStyleSheet("")
        self.status_label.setText(text)

    def request_next(self) -> None:
        """Emit :attr:`find_next` with the pattern, if it is valid."""
        pattern = self._checked_pattern()
        if pattern is not None:
            self.find_next.emit(pattern)

    def request_previous(self) -> None:
        """Emit :attr:`find_previous` with the pattern, if it is valid."""
        pattern = self._checked_pattern()
        if pattern is not None:
            self.find_previous.emit(pattern)

    def _checked_pattern(self) -> re.Pattern[str] | None:
        if not self._validate():
            return None
        pattern = self.pattern()
        if pattern is not None:
            self.set_status("")
        return pattern

    def _validate(self) -> bool:
        """Show the error of an invalid pattern; enable the buttons for a valid one."""
        text = self.pattern_edit.text()
        result = compile_pattern(text, self.case_check.isChecked()) if text else None
        valid = isinstance(result, re.Pattern)
        if isinstance(result, str):
            self.status_label.setStyleSheet(_ERROR_STYLE)
            self.status_label.setText(result)
        elif self.status_label.styleSheet():  # an error shown before is gone
            self.set_status("")
        self.next_button.setEnabled(valid)
        self.previous_button.setEnabled(valid)
        return valid

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.request_previous()
            else:
                self.request_next()
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.pattern_edit.setFocus()
        self.pattern_edit.selectAll()


__all__ = ["FindDialog", "compile_pattern"]
