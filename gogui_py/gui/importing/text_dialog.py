"""The dialog of File > Import > Position from Text: paste a board diagram; a text that is
not one is explained under the editor (line and column, the cursor put there) and the
dialog stays open."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gogui_py.go.text_position import TextPosition, TextPositionError, parse_text_position
from gogui_py.gui.i18n import translate


class TextImportDialog(QDialog):
    """Asks for a diagram; :attr:`position` holds what was read once it is accepted."""

    def __init__(self, parent: QWidget | None, text: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Import", "Position from Text"))
        self.position: TextPosition | None = None
        layout = QVBoxLayout(self)
        hint = QLabel(
            translate(
                "Import",
                "Paste a board diagram (GTP showboard, an ASCII export): X # @ are black "
                "stones, O white ones, . + empty points; coordinates are ignored.",
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.editor = QPlainTextEdit(text)
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.editor.setMinimumSize(520, 380)
        hint.setBuddy(self.editor)
        layout.addWidget(self.editor)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

    def accept(self) -> None:
        """Read the text; on an error show it and keep the dialog open."""
        try:
            self.position = parse_text_position(self.editor.toPlainText())
        except TextPositionError as error:
            self.show_error(error)
            return
        super().accept()

    def show_error(self, error: TextPositionError) -> None:
        """Show ``error`` under the editor and put the cursor where it is."""
        self.error.setText(translate("Import", "Not a board diagram: {}").format(error))
        self.error.show()
        if error.line:
            block = self.editor.document().findBlockByLineNumber(error.line - 1)
            cursor = QTextCursor(block)
            column = max(error.column - 1, 0)
            cursor.movePosition(
                QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.MoveAnchor, column
            )
            self.editor.setTextCursor(cursor)
        self.editor.setFocus()
