"""The Analyze dock (F8, GoGui's analyze window): the command list of the attached
programs with search, Run, Auto Run, Clear, a colour selector, and a text pane for
answers and errors (an error never opens a modal dialog).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.analysis import AnalyzeCommand, ParamAnswer
from gogui_py.go import Color
from gogui_py.gui.analysis.catalog import AnalyzeCatalog
from gogui_py.gui.analysis.params import ParamForm
from gogui_py.gui.analysis.runner import AnalyzeRunner
from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.programs.program import Program

_COLORS: tuple[tuple[str, Color | None], ...] = (
    (translatable("Analysis", "Side to move"), None),
    (translatable("Analysis", "Black"), Color.BLACK),
    (translatable("Analysis", "White"), Color.WHITE),
)
"""The colour box's choices (English; shown translated) and the colour they ask for."""
RECENT_KEPT = 5
"""Commands last run, listed first (marked) while the search field is empty."""
RECENT_MARK = "↻ "
_TEXT_KEPT = 2000
"""Blocks of the answer pane kept (older answers scroll away)."""


_LIST_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


class SearchField(QLineEdit):
    """The search field: Up, Down, Page Up and Page Down move in ``commands`` (the list
    it filters) while the focus stays here to type; they are claimed before the
    window's shortcuts (Up/Down: Go > Previous/Next Variation). Enter runs the selected
    command (the dock connects ``returnPressed``)."""

    def __init__(self, commands: QListWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._commands = commands

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in _LIST_KEYS
            and not event.modifiers()
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The list keys go to the command list (its current row moves); others edit."""
        key = event.key()
        if key not in _LIST_KEYS or event.modifiers():
            super().keyPressEvent(event)
            return
        commands = self._commands
        if commands.currentItem() is None and commands.count():  # none selected: an end
            down = key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown)
            commands.setCurrentRow(0 if down else commands.count() - 1)
        else:
            commands.keyPressEvent(event)


class AnalyzeDock(QWidget):
    """The dock's widget (module docstring); also the runner's dialogs (``Asker``).

    Signals:
        status(str): a one-line message for the status bar.
    """

    status = Signal(str)

    def __init__(self, catalog: AnalyzeCatalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._runner: AnalyzeRunner | None = None
        self.recent: list[AnalyzeCommand] = []
        self.program_box = QComboBox()
        self.commands = QListWidget()
        self.search = SearchField(self.commands)
        self.search.setPlaceholderText(translate("Analysis", "Search commands"))
        self.search.setClearButtonEnabled(True)
        self.search.returnPressed.connect(self.run_selected)
        self.color_box = QComboBox()
        for text, _color in _COLORS:
            self.color_box.addItem(translate("Analysis", text))
        self.run_button = QPushButton(translate("Analysis", "Run"))
        self.clear_button = QPushButton(translate("Analysis", "Clear"))
        self.auto_run = QCheckBox(translate("Analysis", "Auto Run"))
        self.auto_run.setToolTip(
            translate("Analysis", "Run the command again after every change of the position")
        )
        self.answer = QPlainTextEdit()
        self.answer.setReadOnly(True)
        self.answer.setMaximumBlockCount(_TEXT_KEPT)
        self.answer.setPlaceholderText(
            translate("Analysis", "Answers and errors of analyze commands")
        )
        self.hint = QLabel()
        self.params = ParamForm()
        self.params.hide()
        self.send_points = QPushButton(translate("Analysis", "Send Points"))
        self.cancel_points = QPushButton(translate("Analysis", "Cancel"))
        for button in (self.send_points, self.cancel_points):
            button.hide()
        self._build_layout()
        self.search.textChanged.connect(self._fill_commands)
        self.program_box.currentIndexChanged.connect(self._fill_commands)
        self.commands.itemDoubleClicked.connect(lambda _item: self.run_selected())
        self.commands.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.run_button.clicked.connect(self.run_selected)
        catalog.changed.connect(self._on_catalog_changed)
        self._on_catalog_changed()

    def _build_layout(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.program_box)
        layout.addWidget(self.search)
        layout.addWidget(self.commands, 2)
        row = QHBoxLayout()
        row.addWidget(self.color_box)
        row.addWidget(self.auto_run)
        row.addStretch(1)
        row.addWidget(self.clear_button)
        row.addWidget(self.run_button)
        layout.addLayout(row)
        layout.addWidget(self.hint)
        edit_row = QHBoxLayout()
        edit_row.addStretch(1)
        edit_row.addWidget(self.cancel_points)
        edit_row.addWidget(self.send_points)
        layout.addLayout(edit_row)
        layout.addWidget(self.params)
        layout.addWidget(self.answer, 1)

    def set_runner(self, runner: AnalyzeRunner) -> None:
        """Use ``runner`` to run commands and show its text and state here."""
        self._runner = runner
        self.clear_button.clicked.connect(runner.clear)
        self.auto_run.toggled.connect(lambda on: setattr(runner, "auto_run", on))
        runner.text.connect(self.show_text)
        runner.point_wanted.connect(self._on_runner_point_wanted)
        runner.running.connect(self._on_runner_running)
        runner.waiting.connect(self.hint.setText)
        runner.params.connect(self._on_runner_params)
        runner.editing.connect(self._on_runner_editing)
        self.send_points.clicked.connect(runner.send_edited)
        self.cancel_points.clicked.connect(runner.cancel_edit)
        runner.shown.connect(lambda display: self.params.clear() if display is None else None)

    # -- the list ----------------------------------------------------------------------

    def selected_program(self) -> Program | None:
        """The program whose commands are listed."""
        programs = self._catalog.programs()
        index = self.program_box.currentIndex()
        return programs[index] if 0 <= index < len(programs) else None

    def selected_command(self) -> AnalyzeCommand | None:
        item = self.commands.currentItem()
        found = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return found if isinstance(found, AnalyzeCommand) else None

    def select_label(self, label: str) -> bool:
        """Select the command ``label`` in the list; False when it is not listed."""
        for row in range(self.commands.count()):
            item = self.commands.item(row)
            if item.text() == label:
                self.commands.setCurrentItem(item)
                return True
        return False

    def _on_catalog_changed(self) -> None:
        current = self.selected_program()
        programs = self._catalog.programs()
        self.program_box.blockSignals(True)
        self.program_box.clear()
        for program in programs:
            self.program_box.addItem(program.name or program.label)
        if current in programs:
            self.program_box.setCurrentIndex(programs.index(current))
        self.program_box.blockSignals(False)
        self.program_box.setVisible(len(programs) > 1)
        if not programs:
            self.hint.setText(translate("Analysis", "No attached program lists analyze commands"))
        else:
            self.hint.setText("")
        self._fill_commands()

    def _fill_commands(self) -> None:
        program = self.selected_program()
        listed = self._catalog.commands_of(program) if program is not None else None
        wanted = self.search.text().strip().lower()
        previous = self.selected_command()
        self.commands.clear()
        commands = list(listed.commands) if listed is not None else []
        recent = [c for c in self.recent if c in commands] if not wanted else []
        for command in [*recent, *commands]:
            if wanted and wanted not in command.label.lower():
                continue
            is_recent = len(recent) > 0 and self.commands.count() < len(recent)
            item = QListWidgetItem(f"{RECENT_MARK}{command.label}" if is_recent else command.label)
            item.setData(Qt.ItemDataRole.UserRole, command)
            item.setToolTip(command.description or command.definition())
            self.commands.addItem(item)
            if previous is not None and command == previous and self.commands.currentItem() is None:
                self.commands.setCurrentItem(item)
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.run_button.setEnabled(self.selected_command() is not None)

    # -- running -----------------------------------------------------------------------

    def run_selected(self) -> None:
        """Run the selected command on the listed program."""
        program, command = self.selected_program(), self.selected_command()
        if self._runner is None or program is None or command is None:
            return
        color = _COLORS[self.color_box.currentIndex()][1]
        self.recent = [command, *(c for c in self.recent if c != command)][:RECENT_KEPT]
        self._runner.run(program, command, color)
        self._fill_commands()

    def show_text(self, text: str, error: bool = False) -> None:
        """Append an answer (or an error, in red) to the pane."""
        cursor = self.answer.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        form = QTextCharFormat()
        if error:
            form.setForeground(Qt.GlobalColor.red)
        if not self.answer.document().isEmpty():
            cursor.insertBlock()
        cursor.insertText(text.rstrip("\n"), form)
        self.answer.setTextCursor(cursor)
        self.answer.ensureCursorVisible()
        if error:
            self.status.emit(text.splitlines()[0] if text else "")

    def _on_runner_params(self, program: Program, line: str, answer: ParamAnswer) -> None:
        runner = self._runner
        assert runner is not None
        self.params.show_params(
            answer, lambda key, value: runner.set_param(program, line, key, value)
        )

    def _on_runner_editing(self, label: str) -> None:
        for button in (self.send_points, self.cancel_points):
            button.setVisible(bool(label))
        self.hint.setText(
            translate("Analysis", "{}: click points on the board, then Send Points").format(label)
            if label
            else ""
        )

    def _on_runner_point_wanted(self, prompt: str) -> None:
        self.hint.setText(prompt)
        self.status.emit(prompt)

    def _on_runner_running(self, running: bool) -> None:
        self.hint.setText(translate("Analysis", "Running…") if running else "")

    # -- dialogs (the runner's Asker) --------------------------------------------------

    def ask_string(self, prompt: str) -> str | None:
        text, ok = QInputDialog.getText(self, translate("Analysis", "Analyze"), prompt)
        return text if ok else None

    def ask_open_file(self, prompt: str) -> str | None:
        return ask_file_path(self, prompt, "", save=False)

    def ask_save_file(self, prompt: str) -> str | None:
        return ask_file_path(self, prompt, "", save=True)
