"""Game > Game Info: edit the game-info properties of the root (FF[4] "Game info" properties).

The dialog shows every property of :class:`~gogui_py.game.info.GameInfo` (PB PW BR WR KM HA
RU RE DT EV RO PC GN GC TM OT SO AN US CP). :meth:`GameInfoDialog.info` returns the original
info with only the fields the user changed replaced, so a value the dialog cannot show
exactly (a komi of 6.333, a handicap beyond the spin box range, a name with a tab) is kept
as loaded when its field is left alone. Unusual date, result and time values are pointed
out in a hint line but accepted: real files carry all sorts of them.
"""

from __future__ import annotations

import dataclasses
import datetime
import itertools
import re
import unicodedata

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.info import GameInfo
from gogui_py.gui.i18n import translatable, translate

RESULTS: tuple[str, ...] = ("", "B+R", "W+R", "B+T", "W+T", "B+F", "W+F", "0", "Void", "?")
"""Common RE values offered (FF[4]: B+R resign, +T time, +F forfeit, 0 draw)."""

RULES: tuple[str, ...] = ("", "Japanese", "Chinese", "Korean", "AGA", "GOE", "NZ")
"""Common RU values offered (FF[4] names AGA, GOE (Ing), Japanese, NZ; others in use)."""

_RESULT_FORM = re.compile(
    r"0|Draw|Void|\?|[BW]\+(?:R|Resign|T|Time|F|Forfeit|[0-9]+(?:\.[0-9]+)?)?", re.IGNORECASE
)
_BREAKS = frozenset("\t\n\r\v\f\u2028\u2029")
_DATE_PART = re.compile(r"[0-9]{4}(?:-[0-9]{2}(?:-[0-9]{2})?)?|[0-9]{2}(?:-[0-9]{2})?")

# GameInfo text field -> (label, tooltip), English (shown translated, context GameInfo).
# Multi-line: only game_comment (GC is Text).
_LABELS: dict[str, tuple[str, str]] = {
    "player_black": (
        translatable("GameInfo", "Black:"),
        translatable("GameInfo", "PB: name of the black player"),
    ),
    "player_white": (
        translatable("GameInfo", "White:"),
        translatable("GameInfo", "PW: name of the white player"),
    ),
    "rank_black": (
        translatable("GameInfo", "Rank:"),
        translatable("GameInfo", "BR: rank of the black player, e.g. 5d, 3k, 9p"),
    ),
    "rank_white": (
        translatable("GameInfo", "Rank:"),
        translatable("GameInfo", "WR: rank of the white player, e.g. 5d, 3k, 9p"),
    ),
    "game_name": (
        translatable("GameInfo", "Game name:"),
        translatable("GameInfo", "GN: name of the game, shown in the game list"),
    ),
    "event": (
        translatable("GameInfo", "Event:"),
        translatable("GameInfo", "EV: tournament or event"),
    ),
    "round": (
        translatable("GameInfo", "Round:"),
        translatable("GameInfo", "RO: round number and type, e.g. 5 (final)"),
    ),
    "date": (
        translatable("GameInfo", "Date:"),
        translatable("GameInfo", "DT: date played, YYYY-MM-DD (partial dates and lists allowed)"),
    ),
    "place": (
        translatable("GameInfo", "Place:"),
        translatable("GameInfo", "PC: where the game was played"),
    ),
    "result": (
        translatable("GameInfo", "Result:"),
        translatable("GameInfo", "RE: B+R, W+3.5, B+T (time), W+F (forfeit), 0 (draw), Void, ?"),
    ),
    "rules": (
        translatable("GameInfo", "Rules:"),
        translatable("GameInfo", "RU: rule set"),
    ),
    "time_limit": (
        translatable("GameInfo", "Time:"),
        translatable("GameInfo", "TM: main time in seconds"),
    ),
    "overtime": (
        translatable("GameInfo", "Overtime:"),
        translatable("GameInfo", "OT: overtime system, e.g. 5x30 byo-yomi"),
    ),
    "source": (
        translatable("GameInfo", "Source:"),
        translatable("GameInfo", "SO: where the record comes from"),
    ),
    "annotator": (
        translatable("GameInfo", "Annotator:"),
        translatable("GameInfo", "AN: who commented the game"),
    ),
    "user": (
        translatable("GameInfo", "User:"),
        translatable("GameInfo", "US: who entered the record"),
    ),
    "copyright": (
        translatable("GameInfo", "Copyright:"),
        translatable("GameInfo", "CP: copyright notice"),
    ),
    "game_comment": (
        translatable("GameInfo", "Comment:"),
        translatable("GameInfo", "GC: background information and summary of the game"),
    ),
}


def _label(field: str) -> str:
    """The label of ``field`` in the user's language."""
    return translate("GameInfo", _LABELS[field][0])


def _tip(field: str) -> str:
    """The tool tip of ``field`` in the user's language."""
    return translate("GameInfo", _LABELS[field][1])


def clean_line(text: str) -> str:
    """``text`` for a single-line (SimpleText) field: line breaks and tabs become spaces,
    other control characters (Unicode category Cc) are removed."""
    out: list[str] = []
    for ch in text.replace("\r\n", "\n"):
        if ch in _BREAKS:
            out.append(" ")
        elif unicodedata.category(ch) != "Cc":
            out.append(ch)
    return "".join(out)


def clean_multiline(text: str) -> str:
    """``text`` for a multi-line (Text) field: line breaks become ``\\n``, tabs stay,
    other control characters are removed."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2029", "\n")
    return "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) != "Cc")


def date_looks_valid(text: str) -> bool:
    """True if ``text`` is empty or an FF[4] DT value: ``YYYY-MM-DD`` parts separated by
    commas, later parts may omit the year (``1996-05-06,07,08``, ``2001-12``)."""
    if not text:
        return True
    return all(_DATE_PART.fullmatch(part.strip()) for part in text.split(","))


def result_looks_valid(text: str) -> bool:
    """True if ``text`` is empty or an FF[4] RE value (``B+R``, ``W+3.5``, ``0``, ``Void``...)."""
    return not text or _RESULT_FORM.fullmatch(text.strip()) is not None


class _KomiSpinBox(QDoubleSpinBox):
    """Komi without trailing zeros: 6.5, 7, 0.75."""

    def textFromValue(self, value: float) -> str:
        text = f"{value:.{self.decimals()}f}"
        text = text.rstrip("0").rstrip(".") if "." in text else text
        return "0" if text == "-0" else text


class GameInfoDialog(QDialog):
    """Form for the game info of a root node; :meth:`info` gives the edited values.

    The text widgets are public (``dialog.edits["player_black"]``, ``komi_spin``,
    ``handicap_spin``, ``result_combo``, ``rules_combo``, ``comment_edit``) so that the
    caller or a test can fill them.
    """

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameInfo", "Game Info"))
        self._original = info
        self.edits: dict[str, QLineEdit] = {}
        self.result_combo = self._combo(RESULTS, info.result, "result")
        self.rules_combo = self._combo(RULES, info.rules, "rules")
        self.komi_spin = self._komi_spin(info.komi)
        self.handicap_spin = QSpinBox()
        self.handicap_spin.setRange(0, 999)
        self.handicap_spin.setValue(max(0, min(999, info.handicap)))
        self.handicap_spin.setToolTip(
            translate("GameInfo", "HA: number of handicap stones (0 = none)")
        )
        self.comment_edit = QPlainTextEdit(info.game_comment)
        self.comment_edit.setToolTip(_tip("game_comment"))
        self.comment_edit.setTabChangesFocus(True)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("color: #a05a00;")

        layout = QVBoxLayout(self)
        layout.addWidget(self._players_box())
        columns = QHBoxLayout()
        columns.addWidget(self._game_box(), stretch=3)
        columns.addWidget(self._rules_box(), stretch=2)
        layout.addLayout(columns)
        layout.addWidget(self._comment_box(), stretch=1)
        layout.addWidget(self._record_box())
        layout.addWidget(self.hint_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._set_tab_order()
        self._initial = self._widget_values()
        for edit in self.edits.values():
            edit.textChanged.connect(self._update_hints)
        self.result_combo.currentTextChanged.connect(self._update_hints)
        self._update_hints()
        self.resize(660, self.sizeHint().height())

    # -- building -------------------------------------------------------------------------

    def _edit(self, field: str, placeholder: str = "") -> QLineEdit:
        edit = QLineEdit(getattr(self._original, field))
        edit.setToolTip(_tip(field))
        edit.setPlaceholderText(placeholder)
        edit.setCursorPosition(0)
        self.edits[field] = edit
        return edit

    def _combo(self, values: tuple[str, ...], current: str, field: str) -> QComboBox:
        combo = QComboBox()
        combo.setEditable(True)
        combo.addItems(list(values))
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setEditText(current)
        combo.setToolTip(_tip(field))
        return combo

    def _komi_spin(self, komi: float) -> QDoubleSpinBox:
        spin = _KomiSpinBox()
        spin.setLocale(QLocale.c())  # 6.5, as in SGF files, whatever the desktop locale
        spin.setRange(-1000.0, 1000.0)
        spin.setDecimals(2)
        spin.setSingleStep(0.5)
        spin.setValue(komi)
        spin.setToolTip(translate("GameInfo", "KM: komi in points, added to White's score"))
        return spin

    def _players_box(self) -> QGroupBox:
        box = QGroupBox(translate("GameInfo", "Players"))
        grid = QGridLayout(box)
        for row, (name, rank) in enumerate(
            (("player_black", "rank_black"), ("player_white", "rank_white"))
        ):
            grid.addWidget(QLabel(_label(name)), row, 0)
            grid.addWidget(self._edit(name), row, 1)
            grid.addWidget(QLabel(_label(rank)), row, 2)
            rank_edit = self._edit(rank, translate("GameInfo", "e.g. 5d"))
            rank_edit.setMaximumWidth(90)
            grid.addWidget(rank_edit, row, 3)
        grid.setColumnStretch(1, 1)
        return box

    def _form_box(self, title: str) -> tuple[QGroupBox, QFormLayout]:
        box = QGroupBox(title)
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        return box, form

    def _game_box(self) -> QGroupBox:
        box, form = self._form_box(translate("GameInfo", "Game"))
        for field in ("game_name", "event", "round"):
            form.addRow(_label(field), self._edit(field))
        date_row = QHBoxLayout()
        date_row.addWidget(self._edit("date", translate("GameInfo", "YYYY-MM-DD")))
        today = QPushButton(translate("GameInfo", "Today"))
        today.setToolTip(translate("GameInfo", "Set the date to today's date"))
        today.setAutoDefault(False)
        today.clicked.connect(self._on_today_clicked)
        date_row.addWidget(today)
        form.addRow(_label("date"), date_row)
        form.addRow(_label("place"), self._edit("place"))
        return box

    def _rules_box(self) -> QGroupBox:
        box, form = self._form_box(translate("GameInfo", "Rules and result"))
        form.addRow(_label("rules"), self.rules_combo)
        form.addRow(translate("GameInfo", "Komi:"), self.komi_spin)
        form.addRow(translate("GameInfo", "Handicap:"), self.handicap_spin)
        form.addRow(
            _label("time_limit"),
            self._edit("time_limit", translate("GameInfo", "seconds, e.g. 3600")),
        )
        form.addRow(
            _label("overtime"), self._edit("overtime", translate("GameInfo", "e.g. 5x30 byo-yomi"))
        )
        form.addRow(_label("result"), self.result_combo)
        return box

    def _comment_box(self) -> QGroupBox:
        box = QGroupBox(translate("GameInfo", "Game comment"))
        layout = QVBoxLayout(box)
        layout.addWidget(self.comment_edit)
        self.comment_edit.setMinimumHeight(70)
        return box

    def _record_box(self) -> QGroupBox:
        box = QGroupBox(translate("GameInfo", "Record"))
        grid = QGridLayout(box)
        for index, field in enumerate(("source", "annotator", "user", "copyright")):
            row, column = divmod(index, 2)
            grid.addWidget(QLabel(_label(field)), row, 2 * column)
            grid.addWidget(self._edit(field), row, 2 * column + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        return box

    def _set_tab_order(self) -> None:
        """Tab follows the form top to bottom, left column before right."""
        e = self.edits
        chain: list[QWidget] = [
            *(e[f] for f in ("player_black", "rank_black", "player_white", "rank_white")),
            *(e[f] for f in ("game_name", "event", "round", "date", "place")),
            self.rules_combo,
            self.komi_spin,
            self.handicap_spin,
            e["time_limit"],
            e["overtime"],
            self.result_combo,
            self.comment_edit,
            *(e[f] for f in ("source", "annotator", "user", "copyright")),
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- values ---------------------------------------------------------------------------

    def _widget_values(self) -> dict[str, object]:
        values: dict[str, object] = {field: edit.text() for field, edit in self.edits.items()}
        values["result"] = self.result_combo.currentText()
        values["rules"] = self.rules_combo.currentText()
        values["game_comment"] = self.comment_edit.toPlainText()
        values["komi"] = self.komi_spin.value()
        values["handicap"] = self.handicap_spin.value()
        return values

    def info(self) -> GameInfo:
        """The original info with the fields the user changed replaced.

        Single-line fields lose control characters (line breaks and tabs become
        spaces); the game comment keeps its line breaks. Untouched fields keep
        their original values exactly.
        """
        changes: dict[str, object] = {}
        for field, value in self._widget_values().items():
            if value == self._initial[field]:
                continue
            if isinstance(value, str):
                clean = clean_multiline if field == "game_comment" else clean_line
                changes[field] = clean(value)
            else:
                changes[field] = value
        return dataclasses.replace(self._original, **changes)  # type: ignore[arg-type]

    def _on_today_clicked(self) -> None:
        self.edits["date"].setText(datetime.date.today().isoformat())

    def _update_hints(self) -> None:
        hints: list[str] = []
        if not date_looks_valid(self.edits["date"].text().strip()):
            hints.append(
                translate("GameInfo", "Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).")
            )
        if not result_looks_valid(self.result_combo.currentText()):
            hints.append(
                translate(
                    "GameInfo", "Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?."
                )
            )
        time_text = self.edits["time_limit"].text()
        if time_text.strip() and self._info_time_seconds(time_text) is None:
            hints.append(
                translate("GameInfo", "Time: the SGF form is a number of seconds (e.g. 3600).")
            )
        self.hint_label.setText("\n".join(hints))
        self.hint_label.setVisible(bool(hints))

    @staticmethod
    def _info_time_seconds(text: str) -> float | None:
        return GameInfo(time_limit=text).time_limit_seconds()


__all__ = [
    "RESULTS",
    "RULES",
    "GameInfoDialog",
    "clean_line",
    "clean_multiline",
    "date_looks_valid",
    "result_looks_valid",
]
