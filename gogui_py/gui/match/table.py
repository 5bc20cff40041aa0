"""The live results table: one row per pairing, its progress bar and its figures.

Every figure comes from :class:`gogui_py.match.results.PairingStats` (the runner's
statistics); the table only formats them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QProgressBar, QTableWidget, QTableWidgetItem, QWidget

from gogui_py.gui.i18n import translatable, translate
from gogui_py.match.results import PairingStats

COLUMNS = (
    translatable("Match", "Pairing"),
    translatable("Match", "Games"),
    translatable("Match", "Wins"),
    translatable("Match", "Losses"),
    translatable("Match", "Jigo"),
    translatable("Match", "Unknown"),
    translatable("Match", "Void"),
    translatable("Match", "Win rate"),
    translatable("Match", "Elo"),
    translatable("Match", "SPRT"),
)
"""Column titles (English; shown translated, context ``Match``); Wins/Losses are the first
competitor's. SPRT is shown for a match with ``[sprt]``."""


def signed(value: float) -> str:
    """An Elo figure: ``+35``, ``-120``, ``+inf``."""
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    rounded = round(value)
    return f"{rounded:+d}" if rounded else "+0"


def rate_text(stats: PairingStats) -> str:
    """``62.5% (41.0%..84.0%)``, or "" before a decided game."""
    rate = stats.win_rate()
    if rate is None:
        return ""
    return f"{rate[0]:.1%} ({rate[1]:.1%}..{rate[2]:.1%})"


def elo_text(stats: PairingStats) -> str:
    """``+90 (-30..+250)``, or "" before a decided game."""
    elo = stats.elo()
    if elo is None:
        return ""
    return f"{signed(elo[0])} ({signed(elo[1])}..{signed(elo[2])})"


def sprt_text(stats: PairingStats) -> str:
    """``LLR 1.20 (-2.94..2.94)``, then ``H1 accepted`` or ``H0 accepted`` once
    decided; "" without an SPRT."""
    state = stats.sprt
    if state is None:
        return ""
    s = state.settings
    text = f"LLR {state.llr:.2f} ({s.lower:.2f}..{s.upper:.2f})"
    if state.decision:
        text += translate("Match", ", {0} accepted after {1}").format(
            state.decision, state.decided_after
        )
    return text


class ResultsTable(QTableWidget):
    """Per pairing: games done/total (a progress bar), wins, losses, jigo, unknown,
    void, win rate and Elo with their 95 % intervals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setHorizontalHeaderLabels([translate("Match", c) for c in COLUMNS])
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.bars: list[QProgressBar] = []
        self.show_sprt(False)

    def show_sprt(self, shown: bool) -> None:
        """Show the SPRT column (a match with ``[sprt]``) or hide it."""
        self.setColumnHidden(COLUMNS.index("SPRT"), not shown)

    def show_stats(self, stats: Sequence[PairingStats]) -> None:
        """Show ``stats`` (one row each, in order)."""
        if self.rowCount() != len(stats):
            self.setRowCount(len(stats))
            self.bars = []
            for row in range(len(stats)):
                bar = QProgressBar()
                bar.setFormat("%v/%m")
                bar.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setCellWidget(row, 1, bar)
                self.bars.append(bar)
        for row, s in enumerate(stats):
            p = s.pairing
            self.bars[row].setMaximum(p.games)
            self.bars[row].setValue(min(s.games, p.games))
            values = (
                f"{p.id}: {p.first} vs {p.second}",
                "",
                str(s.wins),
                str(s.losses),
                str(s.jigo),
                str(s.unknown),
                str(s.void),
                rate_text(s),
                elo_text(s),
                sprt_text(s),
            )
            for column, text in enumerate(values):
                if column == 1:
                    continue
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    if column > 1:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    self.setItem(row, column, item)
                if item.text() != text:
                    item.setText(text)

    def cell_text(self, row: int, column: str) -> str:
        """The text in ``row`` under the title ``column`` (the Games column gives the
        bar's ``done/total``)."""
        index = COLUMNS.index(column)
        if index == 1:
            bar = self.bars[row]
            return f"{bar.value()}/{bar.maximum()}"
        item = self.item(row, index)
        return item.text() if item is not None else ""
