"""Game > Clock > Set Time Left…: Black's and White's time left, as GoGui's dialog.

The times are written into the record at the current node (BL/WL, and OB/OW for the
byo-yomi periods or Canadian moves left: FF[4] "Timing properties"), as GoGui does, and
the clocks read again from there; an engine hears the new time at its next genmove
(``time_left``, gtp.md "Standard commands").
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.clock import Overtime, TimeSettings, format_duration
from gogui_py.game.time_record import parse_duration
from gogui_py.go import Color
from gogui_py.gui.clock.view import settings_text
from gogui_py.gui.i18n import translate

Times = dict[Color, tuple[float, int | None]]
"""Each colour's (seconds left, overtime count: byo-yomi periods or Canadian moves left;
None while in main time)."""


class TimeLeftDialog(QDialog):
    """Two rows (Black, White): the time left (``m:ss``, ``h:mm:ss`` or seconds) and,
    when the time system has overtime, the periods or moves left (empty: main time).

    :meth:`times` reads the fields; OK is enabled only while they are valid.
    """

    def __init__(self, settings: TimeSettings, current: Times, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("time-left-dialog")
        self.setWindowTitle(translate("TimeLeft", "Set Time Left"))
        self._settings = settings
        self._fields: dict[Color, tuple[QLineEdit, QLineEdit]] = {}
        grid = QGridLayout()
        count_title = {
            Overtime.BYO_YOMI: translate("TimeLeft", "Periods left"),
            Overtime.CANADIAN: translate("TimeLeft", "Moves left in period"),
        }.get(settings.overtime)
        grid.addWidget(QLabel(translate("TimeLeft", "Time left")), 0, 1)
        if count_title is not None:
            grid.addWidget(QLabel(count_title), 0, 2)
        names = {
            Color.BLACK: translate("TimeLeft", "&Black"),
            Color.WHITE: translate("TimeLeft", "&White"),
        }
        for row, color in enumerate((Color.BLACK, Color.WHITE), start=1):
            seconds, count = current[color]
            time_field = QLineEdit(format_duration(seconds))
            time_field.setObjectName(f"time-{color.name_lower}")
            time_field.setToolTip(
                translate("TimeLeft", "Minutes and seconds (m:ss), h:mm:ss, or seconds")
            )
            count_field = QLineEdit("" if count is None else str(count))
            count_field.setObjectName(f"count-{color.name_lower}")
            count_field.setPlaceholderText(translate("TimeLeft", "main time"))
            count_field.setToolTip(translate("TimeLeft", "Empty while still in main time"))
            label = QLabel(names[color])
            label.setBuddy(time_field)
            grid.addWidget(label, row, 0)
            grid.addWidget(time_field, row, 1)
            if count_title is not None:
                grid.addWidget(count_field, row, 2)
            time_field.textChanged.connect(self._validate)
            count_field.textChanged.connect(self._validate)
            self._fields[color] = (time_field, count_field)
        self._error = QLabel()
        self._error.setObjectName("time-left-error")
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(settings_text(settings)))
        layout.addLayout(grid)
        layout.addWidget(self._error)
        layout.addWidget(self._buttons)
        self._validate()

    def field(self, color: Color, count: bool = False) -> QLineEdit:
        """The time field of ``color`` (its overtime count field when ``count``)."""
        return self._fields[color][1 if count else 0]

    def times(self) -> Times | None:
        """The times the fields hold; None when one is not valid (the reason is shown)."""
        times: Times = {}
        for color, (time_field, count_field) in self._fields.items():
            try:
                seconds = parse_duration(time_field.text())
            except ValueError:
                return self._invalid(
                    translate("TimeLeft", "Not a time: {}").format(time_field.text())
                )
            if seconds < 0:
                return self._invalid(translate("TimeLeft", "A time left cannot be negative"))
            count: int | None = None
            text = count_field.text().strip()
            if text and self._settings.overtime is not Overtime.NONE:
                if not text.isdigit() or int(text) < 1:
                    return self._invalid(
                        translate("TimeLeft", "Not a number of 1 or more: {}").format(text)
                    )
                count = int(text)
            times[color] = (seconds, count)
        self._error.setText("")
        return times

    def _invalid(self, text: str) -> Times | None:
        """No times: ``text`` says why."""
        self._error.setText(text)
        return None

    def _validate(self) -> None:
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.times() is not None)
