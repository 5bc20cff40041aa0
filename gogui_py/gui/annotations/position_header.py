"""The position annotation of the current node above its comment (Sabaki's comment header):
"Good for Black", "Very good for White", "Even position", "Unclear position", and
"Hotspot" (SGF FF[4] "Node annotation" properties GB GW DM UC, and HO)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from gogui_py.game.annotations import Annotations, annotations_of
from gogui_py.game.node import Node
from gogui_py.go import Color
from gogui_py.gui.clock.view import stone_pixmap
from gogui_py.gui.i18n import translate
from gogui_py.gui.record.controller import position_name

SIGNS: dict[str, tuple[str, str]] = {
    "DM": ("\u25d0", ""),  # half black, half white, in the text's colour
    "UC": ("?", "#b04ab0"),  # Sabaki's "doubtful" purple, lightened for dark themes
    "HO": ("\u2605", "#e08a00"),  # an orange star
}
"""The sign (character, colour ``#rrggbb`` or "" for the text's) before a part of the
header; Good for Black and Good for White have a stone of their colour instead."""

STONES = {"GB": Color.BLACK, "GW": Color.WHITE}


def header_parts(notes: Annotations) -> list[tuple[str, str]]:
    """The header of a node with ``notes``: ``[(kind, translated text)]``, the position
    annotation first, then the hotspot; empty when it has neither."""
    parts: list[tuple[str, str]] = []
    if notes.position is not None:
        parts.append((notes.position[0], position_name(notes.position)))
    if notes.hotspot is not None:
        parts.append(("HO", translate("MainWindow", "Hotspot")))
    return parts


class PositionHeader(QWidget):
    """A bold line above the comment naming the node's position annotation and hotspot,
    each after its sign (a stone, a coloured character); hidden when the node has neither.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("position-annotation")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(2, 2, 2, 0)
        self._layout.setSpacing(4)
        self._labels: list[QLabel] = []
        self.texts: list[str] = []
        """The translated texts shown (empty when hidden)."""
        self.hide()

    def show_node(self, node: Node) -> None:
        """Show the position annotation and hotspot of ``node`` (hidden when none)."""
        parts = header_parts(annotations_of(node))
        texts = [text for _kind, text in parts]
        if texts == self.texts:
            return
        self.texts = texts
        for label in self._labels:
            self._layout.removeWidget(label)
            label.deleteLater()
        self._labels = []
        for kind, text in parts:
            self._add_sign(kind)
            label = QLabel(text)
            label.setObjectName("annotation-text")
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._add(label, 1 if kind == parts[-1][0] else 0)
        self.setVisible(bool(parts))

    def _add_sign(self, kind: str) -> None:
        sign = QLabel()
        height = self.fontMetrics().height()
        if kind in STONES:
            sign.setPixmap(stone_pixmap(STONES[kind], max(12, height)))
        else:
            char, colour = SIGNS[kind]
            style = f' style="color:{colour}"' if colour else ""
            sign.setTextFormat(Qt.TextFormat.RichText)
            sign.setText(f"<b><span{style}>{escape(char)}</span></b>")
        self._add(sign, 0)

    def _add(self, label: QLabel, stretch: int) -> None:
        self._layout.addWidget(label, stretch)
        self._labels.append(label)
