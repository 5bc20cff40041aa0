"""File > Show Warnings: the problems recovered from while reading a file, one per line.

Each warning is shown as ``line L, column C: message`` (the ``str`` of an
:class:`~gogui_py.sgf.SgfWarning`); plain strings are shown as given. The text is
read-only but selectable, and a button copies all of it to the clipboard. Long warnings
wrap at the dialog's width with a hanging indent, so each one's ``line L, column C`` still
starts at the left edge and nobody scrolls sideways.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import (
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QTextBlockFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTextEdit,
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
        self.text_edit = _wrapped_text(self._text)

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


_HANGING_INDENT = 4
"""Characters the wrapped part of a warning is indented by."""


def _wrapped_text(text: str) -> QTextEdit:
    """A read-only monospace view of ``text`` (one warning a line) wrapping long lines at
    its width (at a word boundary if it can), the wrapped part indented."""
    edit = QTextEdit()
    edit.setReadOnly(True)
    edit.setAcceptRichText(False)
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    edit.setFont(font)
    edit.document().setDefaultFont(font)
    edit.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
    edit.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    edit.setPlainText(text)
    indent = QFontMetricsF(font).horizontalAdvance(" " * _HANGING_INDENT)
    hanging = QTextBlockFormat()
    hanging.setLeftMargin(indent)
    hanging.setTextIndent(-indent)
    cursor = QTextCursor(edit.document())
    cursor.select(QTextCursor.SelectionType.Document)
    cursor.mergeBlockFormat(hanging)
    edit.document().setModified(False)
    return edit


__all__ = ["WarningsDialog"]
