"""The GTP shell's log: a read-only, bounded, styled view of a program's traffic.

Each :class:`~gogui_py.gui.shell.traffic.LogLine` is one text block. Styles: sent
commands bold blue, responses in the normal text colour, failures (``?``) red, stderr
grey italic, warnings orange, the GUI's own notes italic violet, skipped-lines markers
grey bold italic; timestamps grey. Colours follow the palette (light or dark base).
The document keeps at most ``max_lines`` blocks; the oldest are dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QFont, QFontDatabase, QTextCharFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from gogui_py.gui.shell.traffic import LineKind, LogLine, timestamp_prefix

DEFAULT_MAX_LINES = 20_000

# (light base, dark base) colours; None = the palette's text colour
_COLOURS: dict[str, tuple[str, str] | None] = {
    "sent": ("#1a4fa0", "#8cb4ff"),
    "received": None,
    "failure": ("#c62828", "#ff7b7b"),
    "stderr": ("#707070", "#9c9c9c"),
    "warning": ("#b85400", "#ffa84a"),
    "note": ("#6a3d9a", "#c8a2ef"),
    "skipped": ("#707070", "#9c9c9c"),
    "timestamp": ("#8a8a8a", "#8a8a8a"),
}
_BOLD = frozenset({"sent", "skipped"})
_ITALIC = frozenset({"stderr", "note", "skipped"})


class LogView(QPlainTextEdit):
    """Read-only monospace log of at most ``max_lines`` lines, appended in batches.

    Raises:
        ValueError: when ``max_lines`` < 1.
    """

    def __init__(self, max_lines: int = DEFAULT_MAX_LINES, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if max_lines < 1:
            raise ValueError(f"max_lines must be >= 1, not {max_lines}")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setMaximumBlockCount(max_lines)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.setFont(font)
        self.document().setDefaultFont(font)
        self._empty = True
        self._formats = self._make_formats()

    def _make_formats(self) -> dict[str, QTextCharFormat]:
        dark = self.palette().base().color().lightness() < 128
        formats: dict[str, QTextCharFormat] = {}
        for kind, colours in _COLOURS.items():
            fmt = QTextCharFormat()
            if colours is not None:
                fmt.setForeground(QColor(colours[1] if dark else colours[0]))
            if kind in _BOLD:
                fmt.setFontWeight(QFont.Weight.Bold)
            if kind in _ITALIC:
                fmt.setFontItalic(True)
            formats[kind] = fmt
        return formats

    def char_format(self, kind: LineKind | str) -> QTextCharFormat:
        """The character format used for ``kind`` (or ``"timestamp"``)."""
        return QTextCharFormat(self._formats[kind])

    @property
    def line_count(self) -> int:
        """Lines in the document (0 when empty)."""
        return 0 if self._empty else self.document().blockCount()

    def clear_log(self) -> None:
        """Remove every line."""
        self.clear()
        self._empty = True

    def append_lines(self, lines: Sequence[LogLine], timestamps: bool) -> None:
        """Append ``lines`` in one edit block; keeps the view at the bottom if it was there."""
        if not lines:
            return
        bar = self.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - 1
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        formats = self._formats
        stamp_format = formats["timestamp"]
        cursor.beginEditBlock()
        for line in lines:
            if self._empty:
                self._empty = False
            else:
                cursor.insertBlock()
            if timestamps:
                cursor.insertText(timestamp_prefix(line), stamp_format)
            cursor.insertText(line.display_text(), formats[line.kind])
        cursor.endEditBlock()
        if at_bottom:
            bar.setValue(bar.maximum())
