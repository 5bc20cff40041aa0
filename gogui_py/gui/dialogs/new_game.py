"""New game: board size, komi, handicap, rules, clocks, and who plays Black and White."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from gogui_py.game.clock import TimeSettings
from gogui_py.go import BoardSize, Color
from gogui_py.go.point import MAX_BOARD_SIZE
from gogui_py.gui.i18n import translatable, translate

Placement = Literal["fixed", "engine", "user"]
Rules = Literal["area", "territory"]

PLACEMENTS: tuple[tuple[str, Placement], ...] = (
    (translatable("NewGame", "Fixed points"), "fixed"),
    (translatable("NewGame", "Chosen by the engine"), "engine"),
    (translatable("NewGame", "Placed by me"), "user"),
)
TIME_SYSTEMS = (
    (translatable("NewGame", "No time limit"), "untimed"),
    (translatable("NewGame", "Absolute"), "none"),  # Overtime.NONE's value
    (translatable("NewGame", "Byo-yomi"), "byoyomi"),
    (translatable("NewGame", "Canadian"), "canadian"),
)
RULES: tuple[tuple[str, Rules], ...] = (
    (translatable("NewGame", "Area scoring (Chinese)"), "area"),
    (translatable("NewGame", "Territory scoring (Japanese)"), "territory"),
)


GTP_MAX_SIZE = 25
"""The largest board GTP names vertices on (GTP v2 section 2.11: letters A-Z without I);
larger boards (up to SGF's 52) are for records, not engines."""

PERSON = ""
"""The player id of a person (the user clicks the moves)."""


@dataclass(frozen=True)
class NewGameSettings:
    """What the dialog returns. ``handicap`` 0 or 2-9 stones.

    ``black`` and ``white`` are player ids from the dialog's choices (:data:`PERSON` for
    a person); when both are the person but ``computer`` names colours (settings made in
    code), the first engine plays those colours.
    """

    size: BoardSize
    komi: float
    computer: frozenset[Color]
    handicap: int = 0
    placement: Placement = "fixed"
    rules: Rules = "area"
    time: TimeSettings | None = None
    black: str = PERSON
    white: str = PERSON

    def player(self, color: Color) -> str:
        """The player id chosen for ``color``."""
        return self.black if color is Color.BLACK else self.white


class NewGameDialog(QDialog):
    """Board size (9, 13, 19 buttons and any 2-52: SGF's limit, FF[4] "SZ"), komi,
    handicap, rules, time, and the players of Black and White."""

    def __init__(
        self,
        current: NewGameSettings,
        players: Sequence[tuple[str, str]] = (),
        parent: QWidget | None = None,
        *,
        game: str = "",
    ) -> None:
        """``players``: (id, label) of the programs that can play (attached engines, then
        the program list); a person is always offered first. ``game``: the attached
        ruler's game id; Go's komi, handicap and rules are then hidden (the ruler owns
        the rules)."""
        super().__init__(parent)
        title = translate("NewGame", "New {} Game").format(game) if game else ""
        self.setWindowTitle(title or translate("NewGame", "New Game"))
        form = QFormLayout(self)

        self._add_size_rows(form, current)

        self.komi_spin = QDoubleSpinBox()
        self.komi_spin.setRange(-200.0, 200.0)
        self.komi_spin.setSingleStep(0.5)
        self.komi_spin.setDecimals(1)
        self.komi_spin.setValue(current.komi)
        form.addRow(translate("NewGame", "Komi:"), self.komi_spin)

        self.handicap_spin = QSpinBox()
        self.handicap_spin.setRange(0, 9)
        self.handicap_spin.setSpecialValueText(translate("NewGame", "None"))
        self.handicap_spin.setValue(current.handicap)
        self.handicap_spin.valueChanged.connect(self._on_handicap_changed)
        form.addRow(translate("NewGame", "Handicap:"), self.handicap_spin)
        self.placement_combo = QComboBox()
        for label, placement in PLACEMENTS:
            self.placement_combo.addItem(translate("NewGame", label), placement)
        self.placement_combo.setCurrentIndex(
            [value for _, value in PLACEMENTS].index(current.placement)
        )
        form.addRow(translate("NewGame", "Handicap stones:"), self.placement_combo)
        self.rules_combo = QComboBox()
        for label, rule in RULES:
            self.rules_combo.addItem(translate("NewGame", label), rule)
        self.rules_combo.setCurrentIndex([value for _, value in RULES].index(current.rules))
        form.addRow(translate("NewGame", "Rules:"), self.rules_combo)
        self._on_handicap_changed(current.handicap)
        form.addRow(translate("NewGame", "Time:"), self._time_row(current.time))

        self.player_combos: dict[Color, QComboBox] = {}
        for color in (Color.BLACK, Color.WHITE):
            self.player_combos[color] = self._player_combo(color, players, current)
            black = translate("NewGame", "Black:")
            form.addRow(
                black if color is Color.BLACK else translate("NewGame", "White:"),
                self.player_combos[color],
            )

        if game:
            self._hide_go_rows(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _add_size_rows(self, form: QFormLayout, current: NewGameSettings) -> None:
        """The size spin box (2-52) with the 9, 13, 19 buttons, and the note shown
        beyond GTP's 25."""
        size_row = QHBoxLayout()
        self.size_spin = QSpinBox()
        self.size_spin.setRange(2, MAX_BOARD_SIZE)  # SGF's limit; GTP's is 25
        self.size_spin.setValue(current.size.width)
        size_row.addWidget(self.size_spin)
        self._size_buttons: dict[int, QRadioButton] = {}
        for size in (9, 13, 19):
            button = self._size_buttons[size] = QRadioButton(f"{size}x{size}")
            button.setChecked(current.size.width == size)
            button.toggled.connect(lambda on, value=size: self._on_size_button_toggled(on, value))
            size_row.addWidget(button)
        form.addRow(translate("NewGame", "Board size:"), size_row)
        self.size_note = QLabel(
            translate(
                "NewGame",
                "Over {0}x{0}: GTP engines cannot play this size (record and edit only).",
            ).format(GTP_MAX_SIZE)
        )
        self.size_note.setWordWrap(True)
        form.addRow(self.size_note)
        self.size_spin.valueChanged.connect(self._on_size_changed)
        self._on_size_changed(self.size_spin.value())

    @staticmethod
    def _player_combo(
        color: Color, players: Sequence[tuple[str, str]], current: NewGameSettings
    ) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(f"{color.name_lower}-player")
        combo.addItem(translate("NewGame", "Person"), PERSON)
        for key, label in players:
            combo.addItem(label, key)
        combo.setCurrentIndex(max(combo.findData(current.player(color)), 0))
        return combo

    def _hide_go_rows(self, form: QFormLayout) -> None:
        """Komi, handicap, rules and the 9x9/13x13/19x19 buttons are Go's: hidden for a
        ruler's game (the size box starts at the ruler's size)."""
        for widget in (self.komi_spin, self.handicap_spin, self.placement_combo, self.rules_combo):
            form.setRowVisible(widget, False)
        for button in self._size_buttons.values():
            button.setVisible(False)

    def _time_row(self, current: TimeSettings | None) -> QWidget:
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.time_combo = QComboBox()
        for label, value in TIME_SYSTEMS:
            self.time_combo.addItem(translate("NewGame", label), value)
        self.main_minutes = QSpinBox()
        self.main_minutes.setRange(0, 24 * 60)
        self.main_minutes.setSuffix(translate("NewGame", " min"))
        self.period_seconds = QSpinBox()
        self.period_seconds.setRange(1, 3600)
        self.period_seconds.setSuffix(translate("NewGame", " s"))
        self.period_count = QSpinBox()
        self.period_count.setRange(1, 100)
        self.period_count.setToolTip(
            translate("NewGame", "byo-yomi periods, or moves per Canadian period")
        )
        kind = current.overtime.value if current is not None else "untimed"
        self.time_combo.setCurrentIndex([v for _, v in TIME_SYSTEMS].index(kind))
        self.main_minutes.setValue(round(current.main_time / 60) if current else 10)
        self.period_seconds.setValue(
            round(current.period_time) if current and current.period_time else 30
        )
        count = (current.periods or current.stones) if current else 0
        self.period_count.setValue(count or 5)
        for widget in (self.time_combo, self.main_minutes, self.period_seconds, self.period_count):
            row.addWidget(widget)
        self.time_combo.currentIndexChanged.connect(lambda _i: self._on_time_changed())
        self._on_time_changed()
        box = QWidget()
        box.setLayout(row)
        return box

    def _on_time_changed(self) -> None:
        kind = self.time_combo.currentData()
        self.main_minutes.setEnabled(kind != "untimed")
        self.main_minutes.setMinimum(1 if kind == "none" else 0)  # absolute: some time
        self.period_seconds.setEnabled(kind in ("byoyomi", "canadian"))
        self.period_count.setEnabled(kind in ("byoyomi", "canadian"))

    def time_settings(self) -> TimeSettings | None:
        """The chosen time system (None: no time limit)."""
        kind = self.time_combo.currentData()
        main = self.main_minutes.value() * 60.0
        period, count = float(self.period_seconds.value()), self.period_count.value()
        if kind == "none":  # absolute time: no overtime
            return TimeSettings.absolute(main)
        if kind == "byoyomi":
            return TimeSettings.byo_yomi(main, count, period)
        if kind == "canadian":
            return TimeSettings.canadian(main, count, period)
        return None

    def _on_handicap_changed(self, value: int) -> None:
        if value == 1:  # one stone is no handicap: Black simply plays first
            self.handicap_spin.setValue(2 if self._last_handicap == 0 else 0)
            return
        self._last_handicap = self.handicap_spin.value()
        self.placement_combo.setEnabled(self._last_handicap >= 2)
        if self._last_handicap >= 2 and self.komi_spin.value() > 1:
            self.komi_spin.setValue(0.5)

    _last_handicap = 0

    def _on_size_changed(self, size: int) -> None:
        for value, button in self._size_buttons.items():  # 52 is not "19x19"
            button.setAutoExclusive(False)
            blocked = button.blockSignals(True)
            button.setChecked(value == size)
            button.blockSignals(blocked)
            button.setAutoExclusive(True)
        beyond = size > GTP_MAX_SIZE
        if beyond != self.size_note.isVisibleTo(self):
            self.size_note.setVisible(beyond)
            if self.isVisible():
                self.adjustSize()  # room for the note (or none left)

    def _on_size_button_toggled(self, on: bool, size: int) -> None:
        if on:
            self.size_spin.setValue(size)

    def settings(self) -> NewGameSettings:
        """The values chosen."""
        black = str(self.player_combos[Color.BLACK].currentData())
        white = str(self.player_combos[Color.WHITE].currentData())
        computer = frozenset(
            color for color, key in ((Color.BLACK, black), (Color.WHITE, white)) if key
        )
        placement: Placement = self.placement_combo.currentData()
        rules: Rules = self.rules_combo.currentData()
        return NewGameSettings(
            size=BoardSize.square(self.size_spin.value()),
            komi=self.komi_spin.value(),
            computer=computer,
            handicap=self.handicap_spin.value(),
            placement=placement,
            rules=rules,
            time=self.time_settings(),
            black=black,
            white=white,
        )
