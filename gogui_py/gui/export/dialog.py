"""The File > Export dialog: format, coordinates, move numbers, markup, image size."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from gogui_py.gui.export.options import FORMATS, ExportOptions
from gogui_py.gui.i18n import translate

MAX_PIXELS = 8000


class ExportDialog(QDialog):
    """Asks how to export; :meth:`options` gives the choices once accepted."""

    def __init__(self, options: ExportOptions, last_move: int, parent: QWidget | None) -> None:
        """``options`` are shown first; the move range is 1..``last_move`` (the number
        of the current node's move; numbers are off when it is 0)."""
        super().__init__(parent)
        self.setWindowTitle(translate("Export", "Export Position"))
        self.setObjectName("export_dialog")
        form = QFormLayout(self)
        self.format_box = QComboBox()
        for key, name, suffix in FORMATS:
            self.format_box.addItem(f"{name} (*.{suffix})", key)
        self.format_box.setCurrentIndex(
            max(0, [key for key, _, _ in FORMATS].index(options.format))
        )
        form.addRow(translate("Export", "&Format:"), self.format_box)
        self.coordinates = QCheckBox(translate("Export", "&Coordinates"))
        self.coordinates.setChecked(options.coordinates)
        form.addRow(self.coordinates)
        self.markup = QCheckBox(translate("Export", "&Markup (marks, labels, lines, arrows)"))
        self.markup.setChecked(options.markup)
        form.addRow(self.markup)
        self.numbers = QCheckBox(translate("Export", "Move &numbers from"))
        self.first = QSpinBox()
        self.last = QSpinBox()
        top = max(last_move, 1)
        for box, value in ((self.first, 1), (self.last, top)):
            box.setRange(1, top)
            box.setValue(value)
        row = QHBoxLayout()
        row.addWidget(self.numbers)
        row.addWidget(self.first)
        row.addWidget(QLabel("to"))
        row.addWidget(self.last)
        row.addStretch()
        form.addRow(row)
        self.numbers.setChecked(options.numbers and last_move > 0)
        self.numbers.setEnabled(last_move > 0)
        self.pixels = QSpinBox()
        self.pixels.setRange(64, MAX_PIXELS)
        self.pixels.setValue(min(max(options.pixels, 64), MAX_PIXELS))
        self.pixels.setSuffix(" px")
        form.addRow("PNG &size:", self.pixels)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Export", "Export…"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.numbers.toggled.connect(self._update)
        self.format_box.currentIndexChanged.connect(self._update)
        self.first.valueChanged.connect(self.last.setMinimum)
        self._update()

    def _update(self) -> None:
        on = self.numbers.isChecked()
        self.first.setEnabled(on)
        self.last.setEnabled(on)
        self.pixels.setEnabled(self.format_box.currentData() == "png")

    def options(self) -> ExportOptions:
        """The choices made."""
        return ExportOptions(
            format=self.format_box.currentData(),
            coordinates=self.coordinates.isChecked(),
            numbers=self.numbers.isChecked(),
            first=self.first.value(),
            last=self.last.value(),
            markup=self.markup.isChecked(),
            pixels=self.pixels.value(),
        )
