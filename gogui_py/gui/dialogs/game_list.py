"""Game > Game List: choose one game of an SGF collection.

One row per game tree with its number, players (with ranks), result, date, game name and
number of moves, read from the game's game-info node: the root, or the first node of the main
line that holds game info (SGF FF[4]: game-info properties may be stored in the node where
games merged into one tree become distinguishable, as in game 2 of the FF[4] example).
Columns sort by clicking their header; a filter field hides the rows that do not contain its
text (large collections of professional games hold thousands of games).
:meth:`GameListDialog.selected` is the index of the chosen game in the original order,
whatever the sorting.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.game.tree import GameTree
from gogui_py.gui.i18n import translatable, translate

COLUMNS: tuple[str, ...] = (
    "#",
    translatable("GameList", "Black"),
    translatable("GameList", "White"),
    translatable("GameList", "Result"),
    translatable("GameList", "Date"),
    translatable("GameList", "Name"),
    translatable("GameList", "Moves"),
)
"""Column headers, left to right (English; shown translated, context ``GameList``)."""

_INDEX_ROLE = Qt.ItemDataRole.UserRole
_SHOWN = ("PB", "PW", "BR", "WR", "RE", "DT", "GN", "EV", "RO", "PC")
"""Game-info properties whose node is the game-info node the list reads."""


def summary(tree: GameTree) -> tuple[Node, int]:
    """The game-info node of ``tree`` (the first node of the main line holding one of the
    shown game-info properties, else the root) and the number of moves of its main line
    (passes included). Walks the main line once."""
    node: Node | None = tree.root
    info: Node | None = None
    moves = 0
    while node is not None:
        if info is None and any(ident in node.props for ident in _SHOWN):
            info = node
        if node.move is not None:
            moves += 1
        node = node.children[0] if node.children else None
    return info or tree.root, moves


def _player(name: str, rank: str) -> str:
    if name and rank:
        return f"{name} ({rank})"
    return name or rank


def row_texts(info: GameInfo) -> tuple[str, str, str, str, str]:
    """Cells after ``#`` for a game: black, white (``name (rank)``), result, date, name."""
    return (
        _player(info.player_black, info.rank_black),
        _player(info.player_white, info.rank_white),
        info.result,
        info.date,
        info.game_name,
    )


class GameListDialog(QDialog):
    """Table of the games of a collection with ``current`` (0-based) selected.

    Double click or Enter on a row accepts the dialog. ``table`` and ``filter_edit``
    are public for callers and tests.
    """

    def __init__(
        self, trees: Sequence[GameTree], current: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameList", "Game List"))
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(
            translate("GameList", "Filter: players, result, date, name…")
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.table = self._build_table(trees)
        self.count_label = QLabel()
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table, stretch=1)
        layout.addWidget(self.count_label)
        layout.addWidget(self._buttons)

        self.table.doubleClicked.connect(self._on_table_activated)
        self.table.activated.connect(self._on_table_activated)
        self.table.itemSelectionChanged.connect(self._update_ok)
        self.filter_edit.textChanged.connect(self._on_filter_changed)
        if 0 <= current < len(trees):
            self.table.selectRow(current)  # rows are in original order until sorted
            self.table.scrollToItem(self._item(current, 0))
        self._update_count()
        self._update_ok()
        self.table.setFocus()
        self.resize(self._preferred_width(), 420)

    def _build_table(self, trees: Sequence[GameTree]) -> QTableWidget:
        table = QTableWidget(len(trees), len(COLUMNS))
        table.setHorizontalHeaderLabels([translate("GameList", c) for c in COLUMNS])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().lineSpacing() + 8)
        for row, tree in enumerate(trees):
            number = QTableWidgetItem()
            number.setData(Qt.ItemDataRole.DisplayRole, row + 1)  # sorts as a number
            number.setData(_INDEX_ROLE, row)
            number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, 0, number)
            info_node, moves = summary(tree)
            for column, text in enumerate(row_texts(GameInfo.from_root(info_node)), start=1):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                table.setItem(row, column, item)
            count = QTableWidgetItem()
            count.setData(Qt.ItemDataRole.DisplayRole, moves)  # sorts as a number
            count.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, len(COLUMNS) - 1, count)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(len(COLUMNS) - 2, QHeaderView.ResizeMode.Stretch)  # Name
        table.resizeColumnsToContents()
        table.setColumnWidth(0, max(table.columnWidth(0), 44))
        for column in range(1, len(COLUMNS) - 2):
            table.setColumnWidth(column, min(max(table.columnWidth(column), 70), 220))
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        return table

    def _preferred_width(self) -> int:
        name = len(COLUMNS) - 2  # stretches: its width follows the dialog's
        width = sum(self.table.columnWidth(c) for c in range(len(COLUMNS)) if c != name)
        return max(520, min(width + 200, 900))

    def selected(self) -> int:
        """Index of the selected game in the ``trees`` given (not the sorted order); -1 if none."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return -1
        return int(self._item(rows[0].row(), 0).data(_INDEX_ROLE))

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        assert item is not None  # every cell is filled in _build_table
        return item

    def _on_table_activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        if index.isValid():
            self.table.selectRow(index.row())
            self.accept()

    def _on_filter_changed(self, text: str) -> None:
        needle = text.casefold().strip()
        table = self.table
        for row in range(table.rowCount()):
            cells = (self._item(row, c).text() for c in range(table.columnCount()))
            table.setRowHidden(row, bool(needle) and not any(needle in c.casefold() for c in cells))
        selected = table.selectionModel().selectedRows()
        if not selected or table.isRowHidden(selected[0].row()):
            table.clearSelection()
            for row in range(table.rowCount()):
                if not table.isRowHidden(row):
                    table.selectRow(row)
                    break
        self._update_count()

    def _update_count(self) -> None:
        total = self.table.rowCount()
        shown = sum(not self.table.isRowHidden(r) for r in range(total))
        if shown != total:
            text = translate("GameList", "{0} of {1} games shown").format(shown, total)
        elif total == 1:
            text = translate("GameList", "1 game")
        else:
            text = translate("GameList", "{} games").format(total)
        self.count_label.setText(text)

    def _update_ok(self) -> None:
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.selected() >= 0)


__all__ = ["COLUMNS", "GameListDialog", "row_texts", "summary"]
