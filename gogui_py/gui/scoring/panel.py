"""The panel shown in scoring mode: both counts, the rules choice, the engine's view, Done/Cancel.

It reads and drives one :class:`~gogui_py.gui.scoring.mode.ScoringMode`: it
refreshes on ``changed``, sets the rules, and its buttons call
:meth:`ScoringMode.confirm` / :meth:`ScoringMode.cancel`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.scoring_state import RULES_NAMES, Rules
from gogui_py.go import Color
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.scoring.mode import ScoringMode

_COLUMNS = (
    translatable("Scoring", "Area"),
    translatable("Scoring", "Territory"),
    translatable("Scoring", "Prisoners"),
    translatable("Scoring", "Dead"),
)
"""The table's columns (English, also naming the cells; shown translated)."""
_ROWS = (("black", translatable("Scoring", "Black")), ("white", translatable("Scoring", "White")))
"""The table's rows: the cells' name prefix and the English heading."""
_RULES_ROWS = {
    "area": translatable("Scoring", "Area scoring"),
    "territory": translatable("Scoring", "Territory scoring"),
}
"""The rows of the results (the names of :data:`RULES_NAMES`, translated where shown)."""


class ScoringPanel(QWidget):
    """Counts under area and territory scoring for the position of ``mode``.

    Child widgets carry object names for tests and style sheets: ``result`` (the
    result under the chosen rules), ``engine`` (the engine's view and notes),
    ``rules_area`` / ``rules_territory`` (radio buttons), ``done``, ``cancel``,
    and the table cells ``black_area`` ... ``white_dead``, ``komi``,
    ``area_result``, ``territory_result``.
    """

    def __init__(self, mode: ScoringMode, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._mode = mode
        self._cells: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        title = QLabel(translate("Scoring", "<b>Scoring</b>"))
        hint = QLabel(translate("Scoring", "Click a group to mark it dead or alive."))
        hint.setWordWrap(True)
        layout.addWidget(title)
        layout.addWidget(hint)
        layout.addLayout(self._table())
        layout.addLayout(self._rules_choice())
        self._result = self._label("result")
        self._result.setStyleSheet("font-weight: bold; font-size: 120%;")
        layout.addWidget(self._result)
        self._engine = self._label("engine")
        self._engine.setWordWrap(True)
        self._engine.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self._engine)
        layout.addStretch(1)
        layout.addLayout(self._buttons())
        mode.changed.connect(self.refresh)
        self.refresh()

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        return label

    def _table(self) -> QGridLayout:
        grid = QGridLayout()
        for column, heading in enumerate(_COLUMNS, start=1):
            shown = translate("Scoring", heading)
            grid.addWidget(QLabel(f"<i>{shown}</i>"), 0, column, Qt.AlignmentFlag.AlignRight)
        for row, (color, name) in enumerate(_ROWS, start=1):
            grid.addWidget(QLabel(translate("Scoring", name)), row, 0)
            for column, heading in enumerate(_COLUMNS, start=1):
                cell = self._label(f"{color}_{heading.lower()}")
                grid.addWidget(cell, row, column, Qt.AlignmentFlag.AlignRight)
                self._cells[cell.objectName()] = cell
        rows = (
            (translate("Scoring", "Komi"), "komi"),
            *((translate("Scoring", _RULES_ROWS[r]), f"{r}_result") for r in RULES_NAMES),
        )
        for row, (text, name) in enumerate(rows, start=3):
            grid.addWidget(QLabel(text), row, 0, 1, 3)
            cell = self._label(name)
            grid.addWidget(cell, row, 3, 1, 2, Qt.AlignmentFlag.AlignRight)
            self._cells[name] = cell
        return grid

    def _rules_choice(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("Scoring", "Rules:")))
        self._rule_buttons: dict[Rules, QRadioButton] = {
            "area": QRadioButton(translate("Scoring", "Area (Chinese)")),
            "territory": QRadioButton(translate("Scoring", "Territory (Japanese)")),
        }
        group = QButtonGroup(self)
        for rules, button in self._rule_buttons.items():
            button.setObjectName(f"rules_{rules}")
            group.addButton(button)
            row.addWidget(button)
            button.toggled.connect(
                lambda checked, chosen=rules: self._mode.set_rules(chosen) if checked else None
            )
        row.addStretch(1)
        return row

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self._done = QPushButton(translate("Scoring", "Done"))
        self._done.setObjectName("done")
        self._done.setDefault(True)
        self._done.setToolTip(translate("Scoring", "Write this result to the game (RE)"))
        self._cancel = QPushButton(translate("Scoring", "Cancel"))
        self._cancel.setObjectName("cancel")
        self._done.clicked.connect(self._mode.confirm)
        self._cancel.clicked.connect(self._mode.cancel)
        row.addWidget(self._done)
        row.addWidget(self._cancel)
        return row

    def text(self, name: str) -> str:
        """The text of the table cell or label called ``name`` (see the class docstring)."""
        if name == "result":
            return self._result.text()
        if name == "engine":
            return self._engine.text()
        return self._cells[name].text()

    def refresh(self) -> None:
        """Show the mode's current count, rules and engine view."""
        mode = self._mode
        state = mode.state
        self._done.setEnabled(state is not None)
        self._cancel.setEnabled(state is not None)
        button = self._rule_buttons[mode.rules]
        if not button.isChecked():
            button.setChecked(True)
        if state is None:
            for cell in self._cells.values():
                cell.setText("")
            self._result.setText("")
            self._engine.setText("")
            return
        count = state.score()
        figures = {
            "black_area": count.black_area,
            "white_area": count.white_area,
            "black_territory": count.black_territory,
            "white_territory": count.white_territory,
            "black_prisoners": count.black_prisoners,
            "white_prisoners": count.white_prisoners,
            "black_dead": state.dead_count(Color.BLACK),
            "white_dead": state.dead_count(Color.WHITE),
        }
        for name, value in figures.items():
            self._cells[name].setText(str(value))
        self._cells["komi"].setText(f"{count.komi:g}")
        self._cells["area_result"].setText(state.result("area"))
        self._cells["territory_result"].setText(state.result("territory"))
        self._result.setText(translate("Scoring", "Result: {}").format(state.result(mode.rules)))
        self._engine.setText("\n".join(self._engine_lines()))

    def _engine_lines(self) -> list[str]:
        mode = self._mode
        lines: list[str] = []
        if mode.engine_pending:
            lines.append(
                translate("Scoring", "Asking {} for dead stones and its score…").format(
                    mode.engine_name
                )
            )
        comparison = mode.engine_comparison()
        if comparison is not None:
            lines.append(comparison)
        lines += mode.notes
        return lines
