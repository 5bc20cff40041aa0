"""The New Match dialog's handicap, openings and time settings (the match file's
``handicap``, ``handicap_style``, ``openings`` and ``[time]``, gogui_py/match/config.py).

Handicap and openings are Go keys: under a ruler they are disabled and not written
(config.py refuses them for a ruler game); time settings apply to every game. The
values are checked by the runner's own parser when the dialog writes the file.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.dialogs.file_path import ask_file_paths
from gogui_py.gui.i18n import translate
from gogui_py.match.config import TimeControl

OVERTIMES = ("none", "byoyomi", "canadian")


def choose_openings(parent: QWidget, folder: str) -> list[str]:
    """Ask for SGF files (the shared Open dialog); [] when cancelled."""
    return ask_file_paths(
        parent,
        translate("Match", "Opening positions"),
        folder,
        translate("Match", "SGF files (*.sgf);;All files (*)"),
    )


class HandicapRow(QWidget):
    """Handicap stones (none, 2..9) and how they are placed (fixed or free)."""

    def __init__(self) -> None:
        super().__init__()
        self.stones = QComboBox()
        self.stones.addItem(translate("Match", "None"), 0)
        for count in range(2, 10):
            self.stones.addItem(str(count), count)
        self.placement = QComboBox()
        self.placement.addItem(translate("Match", "Fixed (fixed_handicap)"), "fixed")
        self.placement.addItem(translate("Match", "Free (place_free_handicap)"), "free")
        self.placement.setToolTip(
            translate("Match", "Free: black's program chooses where its stones go")
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.stones)
        row.addWidget(self.placement, 1)
        self.stones.currentIndexChanged.connect(self._update)
        self._update()

    def set_handicap(self, count: int, style: str = "fixed") -> None:
        """Choose ``count`` stones (0 or 2..9) placed ``style``. Raises ValueError."""
        index = self.stones.findData(count)
        if index < 0 or self.placement.findData(style) < 0:
            raise ValueError(f"handicap {count} {style!r}")
        self.stones.setCurrentIndex(index)
        self.placement.setCurrentIndex(self.placement.findData(style))

    def handicap(self) -> int:
        return int(self.stones.currentData())

    def handicap_style(self) -> str:
        return str(self.placement.currentData())

    def _update(self) -> None:
        self.placement.setEnabled(self.handicap() > 0)


class OpeningsBox(QGroupBox):
    """The opening SGF files, played in turn (their main lines) before the programs."""

    def __init__(self) -> None:
        super().__init__(translate("Match", "Openings (main lines played first)"))
        self.files = QListWidget()
        self.files.setMaximumHeight(72)
        self.files.setToolTip(
            translate(
                "Match",
                "Game n of a pairing starts from opening n (n/2 when colours swap), in turn",
            )
        )
        self.add_button = QPushButton(translate("Match", "Add…"))
        self.remove_button = QPushButton(translate("Match", "Remove"))
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.files.currentRowChanged.connect(self._update)
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        row = QHBoxLayout(self)
        row.addWidget(self.files, 1)
        row.addLayout(buttons)
        self._folder = ""
        self._update()

    def openings(self) -> tuple[str, ...]:
        """The files in list order (absolute paths)."""
        return tuple(self.files.item(row).text() for row in range(self.files.count()))

    def add_files(self, paths: list[str]) -> None:
        """Append ``paths`` (made absolute; ones already listed are skipped)."""
        have = set(self.openings())
        for path in paths:
            full = os.path.abspath(os.path.expanduser(path))
            if full not in have:
                self.files.addItem(full)
                have.add(full)
                self._folder = str(Path(full).parent)
        self.files.setCurrentRow(self.files.count() - 1)
        self._update()

    def _on_add_clicked(self) -> None:
        self.add_files(choose_openings(self, self._folder))

    def _on_remove_clicked(self) -> None:
        row = self.files.currentRow()
        if row >= 0:
            self.files.takeItem(row)
        self._update()

    def _update(self) -> None:
        self.remove_button.setEnabled(self.files.currentRow() >= 0)


class TimeBox(QGroupBox):
    """The ``[time]`` table: main time, overtime (none, byo-yomi, Canadian), loss on
    time; off (no time settings) until checked."""

    def __init__(self) -> None:
        super().__init__(translate("Match", "Time limits"))
        self.setCheckable(True)
        self.setChecked(False)
        self.main = _seconds(300.0)
        self.overtime = QComboBox()
        for key, text in zip(
            OVERTIMES,
            (
                translate("Match", "None (sudden death)"),
                translate("Match", "Byo-yomi"),
                translate("Match", "Canadian"),
            ),
            strict=True,
        ):
            self.overtime.addItem(text, key)
        self.period = _seconds(30.0)
        self.periods = QSpinBox(minimum=1, maximum=1000, value=5)
        self.stones = QSpinBox(minimum=1, maximum=1000, value=25)
        self.loss_on_time = QCheckBox(translate("Match", "Over time loses the game"))
        self.loss_on_time.setChecked(True)
        self.loss_on_time.setToolTip(
            translate("Match", "Unchecked: time is only recorded, the game goes on")
        )
        form = QFormLayout(self)
        form.addRow(translate("Match", "Main time:"), self.main)
        form.addRow(translate("Match", "Overtime:"), self.overtime)
        form.addRow(translate("Match", "Period:"), self.period)
        form.addRow(translate("Match", "Periods:"), self.periods)
        form.addRow(translate("Match", "Moves per period:"), self.stones)
        form.addRow("", self.loss_on_time)
        self.overtime.currentIndexChanged.connect(self._update)
        self._update()

    def set_overtime(self, overtime: str) -> None:
        """Choose ``"none"``, ``"byoyomi"`` or ``"canadian"``. Raises ValueError."""
        index = self.overtime.findData(overtime)
        if index < 0:
            raise ValueError(overtime)
        self.overtime.setCurrentIndex(index)

    def control(self) -> TimeControl | None:
        """The settings (seconds), None when the box is off."""
        if not self.isChecked():
            return None
        overtime = str(self.overtime.currentData())
        return TimeControl(
            self.main.value(),
            overtime,  # type: ignore[arg-type]
            self.period.value() if overtime != "none" else 0.0,
            self.periods.value() if overtime == "byoyomi" else 0,
            self.stones.value() if overtime == "canadian" else 0,
            self.loss_on_time.isChecked(),
        )

    def _update(self) -> None:
        overtime = str(self.overtime.currentData())
        self.period.setEnabled(overtime != "none")
        self.periods.setEnabled(overtime == "byoyomi")
        self.stones.setEnabled(overtime == "canadian")


def _seconds(value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox(minimum=0.0, maximum=86400.0, singleStep=10.0, decimals=1)
    box.setSuffix(" s")
    box.setValue(value)
    return box
