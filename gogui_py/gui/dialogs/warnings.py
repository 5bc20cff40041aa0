"""File > Show Warnings: the problems recovered from while reading a file, one per line.

Each warning is shown as ``line L, column C: message`` (the ``str`` of an
:class:`~gogui_py.sgf.SgfWarning`); plain strings are shown as given. The text is
read-only but selectable, and a button copies all of it to the clipboard.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.i18n import translate
from gogui_py.sgf import SgfWarning


class WarningsDialog(QDialog):
    """Read-only list of ``lines`` (warnings or strings) with Copy and Close buttons."""

    def __init__(
        self, title: str, lines: Sequence[SgfWarning | str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._text = "\n".join(str(line) for line in lines)
        count = len(lines)
        self.summary_label = QLabel(
            translate("Warnings", "No warnings.")
            if count == 0
            else (
                translate("Warnings", "{} warning:")
                if count == 1
                else translate("Warnings", "{} warnings:")
            ).format(count)
        )
        self.text_edit = QPlainTextEdit(self._text)
        self.text_edit.setReadOnly(True)
        self.text_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(translate("Warnings", "Copy to Clipboard"))
        self.copy_button.setAutoDefault(False)
        self.copy_button.setEnabled(count > 0)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.text_edit, stretch=1)
        layout.addWidget(buttons)
        self.resize(640, 320)

    def text(self) -> str:
        """All the lines, joined with ``\\n``."""
        return self._text

    def copy_to_clipboard(self) -> None:
        """Put every line on the system clipboard."""
        QGuiApplication.clipboard().setText(self._text)


__all__ = ["WarningsDialog"]
