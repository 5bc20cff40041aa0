"""Tools > Regression Tests: run ``.tst`` files against an engine, inspect the failures.

The user adds ``.tst`` files, chooses the engine (:class:`ProgramChoice`: an attached
engine's command, a listed program or a typed command; the run starts its own process)
and runs them: a :class:`~gogui_py.gui.regress.worker.RegressRun` thread reads and runs
the files while the table fills in (:mod:`gogui_py.gui.regress.table`), the progress bar
advances and the summary line counts outcomes. The table filters by outcome; a double
click (or Show on Board) opens a test's position in the main board with its expected
points and the engine's answer marked; Rerun Test runs one test again (its file's
set-up commands included). Stop cancels the run; closing the window stops it too.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QSpinBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.dialogs.file_path import ask_file_paths
from gogui_py.gui.dialogs.screen_fit import fit_to_screen
from gogui_py.gui.i18n import translate
from gogui_py.gui.regress.details import details_text
from gogui_py.gui.regress.program_choice import Choice, ProgramChoice
from gogui_py.gui.regress.summary import counts_text, file_summary, run_summary
from gogui_py.gui.regress.table import FILTERS, OutcomeFilter, ResultsModel, ResultsView, Row
from gogui_py.gui.regress.worker import RegressRun, RunRequest
from gogui_py.regress.model import FileResult, RegressTest, TestResult

OpenTest = Callable[[RegressTest, TestResult | None], str]
"""Shows a test's position in the main board; "" when shown, else why it was not."""


class RegressWindow(QMainWindow):
    """The window (module docstring).

    Args:
        choices: the engines to offer (attached ones first), read when the window shows.
        open_test: shows a test's position in the main window's board.
    """

    def __init__(
        self,
        choices: Callable[[], list[Choice]],
        open_test: OpenTest,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("Regress", "Regression Tests — gogui-py"))
        self._choices = choices
        self._open_test = open_test
        self.run: RegressRun | None = None
        self.stopped = False
        self._started = 0.0
        self._seconds = 0.0
        self._rerun = False
        self.last_dir = str(Path.home())
        self.model = ResultsModel(self)
        self.proxy = OutcomeFilter(self.model, self)
        self._build_toolbar()
        self._lay_out()
        self.status = QLabel(translate("Regress", "Add .tst files, choose the engine, then Run"))
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(260)
        self.progress.setFormat("%v/%m")
        self.statusBar().addWidget(self.status, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self._clock = QTimer(self)  # the summary's time goes on during a long test
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._on_clock_timeout)
        fit_to_screen(self, 1100, 760)  # bounded to the screen, centred
        self.refresh_choices()
        self._update_state()

    # --- building -------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        bar = QToolBar(translate("Regress", "Regression"), self)
        bar.setObjectName("regress")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.add_action = QAction(translate("Regress", "&Add Files…"), self)
        self.add_action.triggered.connect(self._on_add_triggered)
        self.remove_action = QAction(translate("Regress", "&Remove Files"), self)
        self.remove_action.triggered.connect(self.remove_selected_files)
        self.run_action = QAction(translate("Regress", "&Run"), self)
        self.run_action.triggered.connect(self.start)
        self.stop_action = QAction(translate("Regress", "S&top"), self)
        self.stop_action.triggered.connect(self.stop)
        self.rerun_action = QAction(translate("Regress", "R&erun Test"), self)
        self.rerun_action.triggered.connect(self._on_rerun_triggered)
        self.show_action = QAction(translate("Regress", "&Show on Board"), self)
        self.show_action.triggered.connect(self._on_show_triggered)
        for action in (self.add_action, self.remove_action):
            bar.addAction(action)
        bar.addSeparator()
        for action in (self.run_action, self.stop_action):
            bar.addAction(action)
        bar.addSeparator()
        for action in (self.rerun_action, self.show_action):
            bar.addAction(action)
        bar.addSeparator()
        self.timeout = QDoubleSpinBox(minimum=1.0, maximum=3600.0, value=60.0, suffix=" s")
        self.timeout.setDecimals(0)
        self.timeout.setToolTip(
            translate("Regress", "Longest wait for one answer; then the test is an error")
        )
        self.parallel = QSpinBox(minimum=1, maximum=32, value=1)
        self.parallel.setToolTip(
            translate("Regress", "Engine processes at once (they share the files' positions)")
        )
        bar.addWidget(QLabel(translate("Regress", " Timeout: ")))
        bar.addWidget(self.timeout)
        bar.addWidget(QLabel(translate("Regress", "  Engines: ")))
        bar.addWidget(self.parallel)

    def _lay_out(self) -> None:
        self.program = ProgramChoice()
        self.files = QListWidget()
        self.files.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.files.setWordWrap(True)
        self.files.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.files.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.files.itemSelectionChanged.connect(self._update_state)
        self.filter = QComboBox()
        for title, _shown in FILTERS:
            self.filter.addItem(translate("Regress", title), title)  # data: the English title
        self.filter.currentIndexChanged.connect(self._on_filter_changed)
        self.table = self._make_table()
        self.details = QPlainTextEdit(readOnly=True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setPlaceholderText(
            translate("Regress", "Select a test to see its command, answer and GTP log")
        )
        filter_row = QHBoxLayout()
        filter_row.addWidget(QLabel(translate("Regress", "Show:")))
        filter_row.addWidget(self.filter)
        filter_row.addStretch(1)
        results = QWidget()
        results_layout = QVBoxLayout(results)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_layout.addLayout(filter_row)
        results_layout.addWidget(self.table)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(results)
        right.addWidget(self.details)
        right.setSizes([480, 200])
        files = QWidget()
        files_layout = QVBoxLayout(files)
        files_layout.setContentsMargins(0, 0, 0, 0)
        files_layout.addWidget(QLabel(translate("Regress", "Test files:")))
        files_layout.addWidget(self.files)
        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(files)
        middle.addWidget(right)
        middle.setSizes([230, 870])
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.program)
        layout.addWidget(middle, 1)
        self.setCentralWidget(central)

    def _make_table(self) -> ResultsView:
        table = ResultsView(self.proxy)
        table.doubleClicked.connect(self._on_table_double_clicked)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._on_table_context_menu)
        table.selectionModel().currentRowChanged.connect(self._on_current_row_changed)
        return table

    # --- files ----------------------------------------------------------------------
    def _on_add_triggered(self) -> None:
        paths = ask_file_paths(
            self,
            translate("Regress", "Add Regression Test Files"),
            self.last_dir,
            translate("Regress", "GTP test files (*.tst);;All (*)"),
        )
        self.add_files(paths)

    def add_files(self, paths: Iterable[str | Path]) -> None:
        """List ``paths`` (absolute; a file listed already is not listed again)."""
        listed = set(self.file_paths())
        for path in paths:
            full = str(Path(path).resolve())
            if full in listed:
                continue
            listed.add(full)
            item = QListWidgetItem(Path(full).name)
            item.setData(Qt.ItemDataRole.UserRole, full)
            item.setToolTip(full)
            self.files.addItem(item)
            self.last_dir = str(Path(full).parent)
        self._update_state()

    def remove_selected_files(self) -> None:
        """Remove the selected files from the list (not while running)."""
        if self.running:
            return
        for item in self.files.selectedItems():
            self.files.takeItem(self.files.row(item))
        self._update_state()

    def file_paths(self) -> list[str]:
        """The listed files, absolute."""
        items = (self.files.item(i) for i in range(self.files.count()))
        return [str(item.data(Qt.ItemDataRole.UserRole)) for item in items]

    def refresh_choices(self) -> None:
        """Read the engines to offer again (attached engines change)."""
        if not self.running:
            self.program.set_choices(self._choices())

    # --- running --------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while a run (or a rerun) is under way."""
        return self.run is not None

    def start(self) -> bool:
        """Run every listed file; False (and why in the status line) when it cannot start."""
        paths = self.file_paths()
        if self.running or not paths:
            if not paths:
                self.status.setText(translate("Regress", "Add .tst files first"))
            return False
        self.model.clear()
        self.details.clear()
        for index in range(self.files.count()):
            item = self.files.item(index)
            path = str(item.data(Qt.ItemDataRole.UserRole))
            item.setText(Path(path).name)
            item.setToolTip(path)
        return self._start_run(tuple(paths), None, translate("Regress", "Reading the test files…"))

    def rerun(self, row: Row) -> bool:
        """Run the test of ``row`` again (its file's unnumbered commands too)."""
        if self.running:
            return False
        return self._start_run(
            (row.test.file,),
            row.test.number,
            translate("Regress", "Rerunning {}…").format(row.test.key),
        )

    def _start_run(self, paths: tuple[str, ...], number: int | None, status: str) -> bool:
        try:
            argv = self.program.argv()
        except ValueError as error:
            self.status.setText(translate("Regress", "Engine command: {}").format(error))
            return False
        request = RunRequest(
            tuple(argv), paths, self.parallel.value(), self.timeout.value(), number
        )
        run = self.run = RegressRun(request, self)
        run.planned.connect(self._on_run_planned)
        run.unreadable.connect(self._on_run_unreadable)
        run.result.connect(self._on_run_result)
        run.failed.connect(self._on_run_failed)
        run.finished.connect(self._on_run_finished)
        self.stopped = False
        self._rerun = number is not None
        self._started = time.monotonic()
        self.progress.setRange(0, 0)  # busy until the files are read
        self.status.setText(status)
        run.start()
        self._clock.start()
        self._update_state()
        return True

    def stop(self) -> None:
        """Stop the run: the test under way is given up, the rest stay ``not run``."""
        if self.run is not None and not self.stopped:
            self.stopped = True
            self.run.stop()
            self.status.setText(translate("Regress", "Stopping…"))
            self._update_state()

    def shutdown(self) -> None:
        """For the application's end: stop the run and wait for its thread and engines."""
        run = self.run
        if run is not None:
            run.shutdown()
            self._finish(run)

    def _on_run_planned(self, tests: list[RegressTest]) -> None:
        self.model.plan(tests)
        self.progress.setRange(0, len(tests))
        self.progress.setValue(0)
        self._show_summary()

    def _on_run_unreadable(self, path: str, why: str) -> None:
        for index in range(self.files.count()):
            item = self.files.item(index)
            if item.data(Qt.ItemDataRole.UserRole) == path:
                item.setText(translate("Regress", "{}: unreadable").format(Path(path).name))
                item.setToolTip(f"{path}\n{why}")
        self.details.appendPlainText(f"{path}: {why}")

    def _on_run_result(self, result: TestResult) -> None:
        if self.sender() is not self.run:
            return  # a run given up at shutdown
        row = self.model.add_result(result)
        self.progress.setValue(min(self.progress.value() + 1, self.progress.maximum()))
        self._update_filter_counts()
        self._show_summary()
        current = self.proxy.row_at(self.table.currentIndex())
        if current is not None and current is self.model.rows[row]:
            self._on_current_row_changed(self.table.currentIndex())

    def _on_run_failed(self, text: str) -> None:
        self.details.appendPlainText(translate("Regress", "The run failed: {}").format(text))

    def _on_run_finished(self, file_results: list[FileResult]) -> None:
        run = self.sender()
        if isinstance(run, RegressRun) and run is self.run:
            run.join()
            if not self._rerun:
                self._show_file_results(file_results)
            self._finish(run)

    def _finish(self, run: RegressRun) -> None:
        if run is not self.run:
            return
        self.run = None
        self._clock.stop()
        self._seconds = time.monotonic() - self._started
        if self.progress.maximum() == 0:
            self.progress.setRange(0, 1)
        self._show_summary()
        if not run.running:  # else kept (a child of the window) while its thread still emits
            run.deleteLater()
        self._update_state()

    def _show_file_results(self, file_results: list[FileResult]) -> None:
        by_path = {result.file: result for result in file_results}
        for index in range(self.files.count()):
            item = self.files.item(index)
            path = str(item.data(Qt.ItemDataRole.UserRole))
            result = by_path.get(path)
            if result is not None:
                item.setText(f"{Path(path).name}\n{file_summary(result)}")
                item.setToolTip("\n".join([path, *result.other_errors]))

    # --- views ----------------------------------------------------------------------
    def summary_text(self) -> str:
        """The summary line: counts per outcome, time, and the run's state."""
        seconds = time.monotonic() - self._started if self.running else self._seconds
        if self.running:
            state = "stopping" if self.stopped else "rerunning" if self._rerun else "running"
        else:
            state = "stopped" if self.stopped else ""
        return run_summary(len(self.model.rows), self.model.results(), seconds, state)

    def _show_summary(self) -> None:
        self.status.setText(self.summary_text())

    def _on_clock_timeout(self) -> None:
        if self.running and self.model.rows and not self.stopped:
            self._show_summary()

    def _update_filter_counts(self) -> None:
        outcomes = [row.outcome for row in self.model.rows if row.outcome is not None]
        for index, (title, shown) in enumerate(FILTERS):
            count = len(outcomes) if shown is None else sum(o in shown for o in outcomes)
            shown_title = translate("Regress", title)
            self.filter.setItemText(index, f"{shown_title} ({count})" if count else shown_title)
        self.filter.setToolTip(counts_text(outcomes))

    def _on_filter_changed(self, index: int) -> None:
        self.proxy.set_filter(str(self.filter.itemData(index)))

    def set_filter(self, title: str) -> None:
        """Show the rows of the filter ``title`` (one of :data:`FILTERS`), as the box does."""
        self.filter.setCurrentIndex(self.filter.findData(title))

    def shown_rows(self) -> list[Row]:
        """The rows the table shows, top to bottom."""
        rows = (self.proxy.row_at(self.proxy.index(i, 0)) for i in range(self.proxy.rowCount()))
        return [row for row in rows if row is not None]

    def current_row(self) -> Row | None:
        """The selected row, if any."""
        return self.proxy.row_at(self.table.currentIndex())

    def select_row(self, row: Row) -> QModelIndex:
        """Select ``row`` (when shown); its index in the table (invalid when hidden)."""
        number = self.model.row_of(row.test.file, row.test.number)
        if number is None:
            return QModelIndex()
        index = self.proxy.mapFromSource(self.model.index(number, 0))
        if index.isValid():
            self.table.setCurrentIndex(index)
        return index

    def _on_current_row_changed(self, index: QModelIndex) -> None:
        row = self.proxy.row_at(index)
        self.details.setPlainText(details_text(row.test, row.result) if row is not None else "")
        self._update_state()

    def _update_state(self) -> None:
        running = self.running
        selected = self.current_row() is not None
        self.run_action.setEnabled(not running and self.files.count() > 0)
        self.stop_action.setEnabled(running and not self.stopped)
        self.add_action.setEnabled(not running)
        self.remove_action.setEnabled(not running and bool(self.files.selectedItems()))
        self.rerun_action.setEnabled(not running and selected)
        self.show_action.setEnabled(selected)
        for widget in (self.program, self.timeout, self.parallel):
            widget.setEnabled(not running)

    # --- one test -------------------------------------------------------------------
    def show_on_board(self, row: Row) -> bool:
        """Open ``row``'s test position in the main board, marked; False (and why in the
        status line) when it could not."""
        why = self._open_test(row.test, row.result)
        if why:
            self.status.setText(why)
        return not why

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        row = self.proxy.row_at(index)
        if row is not None:
            self.show_on_board(row)

    def _on_show_triggered(self) -> None:
        row = self.current_row()
        if row is not None:
            self.show_on_board(row)

    def _on_rerun_triggered(self) -> None:
        row = self.current_row()
        if row is not None:
            self.rerun(row)

    def _on_table_context_menu(self, position: QPoint) -> None:
        index = self.table.indexAt(position)
        row = self.proxy.row_at(index)
        if row is None:
            return
        self.table.setCurrentIndex(index)
        menu = self.context_menu = QMenu(self)
        menu.addAction(translate("Regress", "Show on Board"), lambda: self.show_on_board(row))
        rerun = menu.addAction(translate("Regress", "Rerun Test"), lambda: self.rerun(row))
        rerun.setEnabled(not self.running)
        menu.popup(self.table.viewport().mapToGlobal(position))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing stops the run (its thread ends the engines and goes)."""
        self.stop()
        event.accept()
