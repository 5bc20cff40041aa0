"""The results table: one row per numbered test, filled in as results arrive.

:class:`ResultsModel` holds the tests of the run (planned first, ``not run`` until their
result comes) keyed by file and number, so a rerun replaces its row.
:class:`OutcomeFilter` shows the rows of one choice of :data:`FILTERS` (every row,
the unexpected ones, or one outcome); :class:`ResultsView` shows them, sorted by any
column.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.regress.marks import expected_text
from gogui_py.regress.model import Outcome, RegressTest, TestResult

COLUMNS = (
    translatable("Regress", "Test"),
    translatable("Regress", "Command"),
    translatable("Regress", "Expected"),
    translatable("Regress", "Answer"),
    translatable("Regress", "Outcome"),
    translatable("Regress", "Time"),
)
"""Column titles (English; shown translated, context ``Regress``)."""
OUTCOME_COLUMN = COLUMNS.index("Outcome")
NOT_RUN = translatable("Regress", "not run")
"""Outcome text of a test without a result yet (English; shown translated)."""

FILTERS: tuple[tuple[str, frozenset[Outcome] | None], ...] = (
    (translatable("Regress", "All"), None),
    (translatable("Regress", "Unexpected"), frozenset(o for o in Outcome if o.unexpected)),
    ("FAIL", frozenset({Outcome.FAIL})),
    ("PASSED", frozenset({Outcome.UNEXPECTED_PASS})),
    (translatable("Regress", "Known failure"), frozenset({Outcome.KNOWN_FAIL})),
    ("pass", frozenset({Outcome.PASS})),
    ("error", frozenset({Outcome.ERROR})),
)
"""The outcome filter's choices: a title and the outcomes shown (None: every row, tests
not run yet included). "PASSED" is an unexpected pass, as GNU Go's scripts print it. The
titles are English (the box shows them translated, context ``Regress``); the outcome names
are GNU Go's regression terms, shown as the reports write them."""

OUTCOME_COLORS = {
    Outcome.PASS: "#1a7f1a",
    Outcome.FAIL: "#c00000",
    Outcome.KNOWN_FAIL: "#7a7a7a",
    Outcome.UNEXPECTED_PASS: "#0050c8",
    Outcome.ERROR: "#c05a00",
}
"""Text colour of each outcome in the Outcome column."""


@dataclass
class Row:
    """One test and its result (None: not run yet)."""

    test: RegressTest
    result: TestResult | None = None

    @property
    def outcome(self) -> Outcome | None:
        return None if self.result is None else self.result.outcome


def _key(test: RegressTest) -> tuple[str, int]:
    return (test.file, test.number)


class ResultsModel(QAbstractTableModel):
    """The rows of a run (module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self._index: dict[tuple[str, int], int] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("Regress", COLUMNS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return cell_text(row, column)
        if role == Qt.ItemDataRole.UserRole:  # sort key
            return sort_key(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(row, column)
        if column == OUTCOME_COLUMN and row.outcome is not None:
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(QColor(OUTCOME_COLORS[row.outcome]))
            if role == Qt.ItemDataRole.FontRole and row.outcome.unexpected:
                return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and COLUMNS[column] == "Time":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    # --- changes --------------------------------------------------------------------
    def clear(self) -> None:
        """No rows."""
        self.beginResetModel()
        self.rows = []
        self._index = {}
        self.endResetModel()

    def plan(self, tests: Iterable[RegressTest]) -> None:
        """Rows for ``tests`` not shown yet (appended), and back to ``not run`` for those
        shown (a rerun)."""
        for test in tests:
            row = self._index.get(_key(test))
            if row is None:
                self._append(Row(test))
            else:
                self.rows[row] = Row(test)
                self._changed(row)

    def add_result(self, result: TestResult) -> int:
        """Show ``result`` in its test's row (added when not planned); its row number."""
        row = self._index.get(_key(result.test))
        if row is None:
            return self._append(Row(result.test, result))
        self.rows[row] = Row(result.test, result)
        self._changed(row)
        return row

    def _append(self, row: Row) -> int:
        number = len(self.rows)
        self.beginInsertRows(QModelIndex(), number, number)
        self.rows.append(row)
        self._index[_key(row.test)] = number
        self.endInsertRows()
        return number

    def _changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    # --- reading --------------------------------------------------------------------
    def results(self) -> list[TestResult]:
        """The results shown, in row order."""
        return [row.result for row in self.rows if row.result is not None]

    def row_of(self, file: str, number: int) -> int | None:
        """The row of test ``number`` of ``file`` (None: not in the table)."""
        return self._index.get((file, number))


def cell_text(row: Row, column: int) -> str:
    """What the table shows in ``column`` of ``row``."""
    test, result = row.test, row.result
    title = COLUMNS[column]
    if title == "Test":
        return test.key
    if title == "Command":
        return test.command
    if title == "Expected":
        return expected_text(test)
    if result is None:
        return translate("Regress", NOT_RUN) if title == "Outcome" else ""
    if title == "Answer":
        return result.error if result.outcome is Outcome.ERROR and result.error else result.answer
    if title == "Outcome":
        return str(result.outcome)
    return f"{result.seconds:.2f} s"


def sort_key(row: Row, column: int) -> object:
    """Sort key of ``column``: tests by file then number, times as numbers."""
    title = COLUMNS[column]
    if title == "Test":
        return f"{row.test.file}\0{row.test.number:09d}"
    if title == "Time":
        return row.result.seconds if row.result is not None else -1.0
    return cell_text(row, column)


def _tooltip(row: Row, column: int) -> str | None:
    if COLUMNS[column] == "Test":
        return translate("Regress", "{file}, line {line}").format(
            file=row.test.file, line=row.test.line
        )
    if COLUMNS[column] == "Answer" and row.result is not None:
        return row.result.answer or None
    if COLUMNS[column] in ("Command", "Expected"):
        return cell_text(row, column) or None
    return None


class OutcomeFilter(QSortFilterProxyModel):
    """Rows of the chosen :data:`FILTERS` entry, sortable (module docstring)."""

    def __init__(self, model: ResultsModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._shown: frozenset[Outcome] | None = None
        self.setSourceModel(model)
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_filter(self, title: str) -> None:
        """Show the rows of the :data:`FILTERS` entry ``title``.

        Raises:
            KeyError: ``title`` is not one of them.
        """
        shown = dict(FILTERS)[title]
        self.beginFilterChange()
        self._shown = shown
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(
        self,
        source_row: int,
        source_parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if self._shown is None:
            return True
        outcome = self._model.rows[source_row].outcome
        return outcome is not None and outcome in self._shown

    def row_at(self, index: QModelIndex) -> Row | None:
        """The row shown at ``index`` of this proxy (None when invalid)."""
        if not index.isValid():
            return None
        return self._model.rows[self.mapToSource(index).row()]


COLUMN_WIDTHS = (100, 130, 140, 90, 100, 60)
"""Starting width of each column (pixels); the Command column takes what is left over."""


class ResultsView(QTableView):
    """The table of :class:`OutcomeFilter`'s rows: whole rows selected, sortable by any
    column (arrival order until a header is clicked); the Command column widens with the
    view and never shrinks below its starting width (a scroll bar instead)."""

    def __init__(self, proxy: OutcomeFilter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(proxy)
        self.setSortingEnabled(True)
        self.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(22)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column, width in enumerate(COLUMN_WIDTHS):
            self.setColumnWidth(column, width)

    def viewportEvent(self, event: QEvent) -> bool:
        """A resized viewport (the window, or a scroll bar coming or going) refits the
        Command column."""
        if event.type() == QEvent.Type.Resize:
            self._fit_command()
        return super().viewportEvent(event)

    def _fit_command(self) -> None:
        command = COLUMNS.index("Command")
        others = sum(self.columnWidth(c) for c in range(len(COLUMNS)) if c != command)
        spare = self.viewport().width() - others
        self.setColumnWidth(command, max(COLUMN_WIDTHS[command], spare))
