"""Program > Edit Programs: the list of engines (or rulers) and the editor of one entry.

:class:`ProgramEditDialog` edits a label, a command line (with "Browse…" for the
executable) and a working directory (with "Choose…"). OK is disabled while the command is
empty or does not parse; a hint under the fields says which program will run, or that it
is not found on PATH / in the working directory (a warning only: it may be installed
later). :class:`ProgramListDialog` shows a :class:`~gogui_py.gui.programs.catalog.ProgramList`
with Add / Edit / Remove / Move Up / Move Down and works on a copy:
:meth:`ProgramListDialog.program_list` is the edited list, to be saved by the caller when
the dialog is accepted. Built-in entries can be edited but not removed.
"""

from __future__ import annotations

import os
import shlex
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gtp.tcp import is_tcp_program, parse_tcp_address
from gogui_py.gui.dialogs.file_path import ask_file_path, ask_folder
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.programs.catalog import (
    ProgramEntry,
    ProgramKind,
    ProgramList,
    builtin_default,
    default_label,
    find_executable,
    split_command,
)

_STYLES = {
    "error": "color: #b00020;",
    "warning": "color: #9a5b00;",
    "info": "color: palette(placeholder-text);",
}


def _edit_title(kind: ProgramKind, *, is_new: bool) -> str:
    """The entry editor's title, one whole sentence per case for the translators."""
    if kind == "engine":
        return (
            translate("Programs", "New Engine") if is_new else translate("Programs", "Edit Engine")
        )
    return translate("Programs", "New Ruler") if is_new else translate("Programs", "Edit Ruler")


class CommandCheck(NamedTuple):
    """Verdict on a command line: ``valid`` (OK allowed), ``level`` ("error", "warning",
    "info") and a message for the user."""

    valid: bool
    level: str
    message: str


def check_command(command: str, working_dir: str = "") -> CommandCheck:
    """Whether ``command`` can be started from ``working_dir`` ("" = current folder).

    Invalid when empty or unparsable; valid with a warning when the program or the
    working directory is not found; else valid with the path that will run.
    """
    if not command.strip():
        return CommandCheck(
            False, "error", translate("Programs", "Enter the command line that starts the program.")
        )
    try:
        argv = split_command(command)
    except ValueError as exc:
        return CommandCheck(
            False,
            "error",
            translate("Programs", "The command line does not parse: {}.").format(exc),
        )
    if is_tcp_program(argv):  # an engine served by gogui-server: connected, not started
        try:
            parse_tcp_address(argv[0])
        except ValueError as exc:
            return CommandCheck(False, "error", f"{exc}.")
        return CommandCheck(
            True, "info", translate("Programs", "Connects to {}").format(argv[0].split("?", 1)[0])
        )
    folder = os.path.expanduser(working_dir)
    if working_dir and not os.path.isdir(folder):
        return CommandCheck(
            True,
            "warning",
            translate("Programs", "The working directory {} does not exist.").format(folder),
        )
    path = find_executable(argv[0], working_dir)
    if path is not None:
        return CommandCheck(True, "info", translate("Programs", "Runs {}").format(path))
    program = argv[0]
    if os.sep in program:
        where = (
            translate("Programs", "in the working directory")
            if working_dir
            else translate("Programs", "in the current folder")
        )
        return CommandCheck(
            True, "warning", translate("Programs", "{0} is not found {1}.").format(program, where)
        )
    if working_dir and find_executable(os.path.join(".", program), working_dir) is not None:
        return CommandCheck(
            True,
            "warning",
            translate(
                "Programs", "{0} is not on PATH but is in the working directory: write ./{1}"
            ).format(program, program),
        )
    return CommandCheck(
        True, "warning", translate("Programs", "{} is not found on PATH.").format(program)
    )


def identity_text(entry: ProgramEntry) -> str:
    """ "name version" as last answered by the program, or "" when not known yet."""
    return f"{entry.name} {entry.version}".strip()


class ProgramEditDialog(QDialog):
    """Edit one entry (``entry``), or a new one of ``kind`` when ``entry`` is None.

    :meth:`entry` is the result: an empty label becomes the program's file name; a
    changed command forgets the stored name and version; a built-in stays built-in.
    """

    def __init__(
        self, entry: ProgramEntry | None, kind: ProgramKind, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._original = entry if entry is not None else ProgramEntry("", "", kind=kind)
        self.setWindowTitle(_edit_title(kind, is_new=entry is None))
        self.label_edit = QLineEdit(self._original.label)
        self.command_edit = QLineEdit(self._original.command)
        self.command_edit.setPlaceholderText(
            translate("Programs", 'e.g. gnugo --mode gtp or "/opt/my engine/run" -v')
        )
        self.command_edit.setMinimumWidth(self.fontMetrics().averageCharWidth() * 56)
        self.browse_button = QPushButton(translate("Programs", "Browse…"))
        self.browse_button.setToolTip(translate("Programs", "Choose the program's executable file"))
        self.dir_edit = QLineEdit(self._original.working_dir)
        self.dir_edit.setPlaceholderText(translate("Programs", "the current folder"))
        self.dir_button = QPushButton(translate("Programs", "Choose…"))
        self.dir_button.setToolTip(translate("Programs", "Choose the folder the program runs in"))
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint_label.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 4)
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.identity_label = QLabel(
            identity_text(self._original) or translate("Programs", "not known until attached")
        )
        self.default_button = QPushButton(translate("Programs", "Restore Default Command"))
        self.default_button.setVisible(self._original.builtin)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._lay_out()
        self.browse_button.clicked.connect(self._on_browse_clicked)
        self.dir_button.clicked.connect(self._on_dir_clicked)
        self.default_button.clicked.connect(self._on_default_clicked)
        self.command_edit.textChanged.connect(self._on_fields_changed)
        self.dir_edit.textChanged.connect(self._on_fields_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._on_fields_changed()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(translate("Programs", "&Label:"), self.label_edit)
        for text, edit, button in (
            (translate("Programs", "&Command:"), self.command_edit, self.browse_button),
            (translate("Programs", "&Working directory:"), self.dir_edit, self.dir_button),
        ):
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(button)
            label = QLabel(text)
            label.setBuddy(edit)  # a row of widgets gets no buddy from QFormLayout
            form.addRow(label, row)
        form.addRow("", self.hint_label)
        form.addRow(translate("Programs", "Program:"), self.identity_label)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        if self._original.builtin:
            note = QLabel(
                translate(
                    "Programs",
                    "Built-in entry: the program is kept up to date when the settings "
                    "are loaded; the label, folder and arguments are yours.",
                )
            )
            note.setWordWrap(True)
            layout.addWidget(note)
            layout.addWidget(self.default_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.buttons)

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def check(self) -> CommandCheck:
        """The verdict on the command and folder now in the fields."""
        return check_command(self.command_edit.text(), self.dir_edit.text().strip())

    def entry(self) -> ProgramEntry:
        """The entry as edited (meaningful when :meth:`check` is valid)."""
        command = self.command_edit.text().strip()
        label = " ".join(self.label_edit.text().split()) or default_label(command)
        original = self._original
        name, version = original.name, original.version
        if command != original.command or self.dir_edit.text().strip() != original.working_dir:
            name = version = ""
        return ProgramEntry(
            label=label,
            command=command,
            working_dir=self.dir_edit.text().strip(),
            name=name,
            version=version,
            kind=original.kind,
            builtin_key=original.builtin_key,
        )

    def set_executable(self, path: str) -> None:
        """Make ``path`` the program word of the command, keeping the arguments."""
        try:
            arguments = split_command(self.command_edit.text())[1:]
        except ValueError:
            arguments = []
        self.command_edit.setText(shlex.join([path, *arguments]))

    def _on_fields_changed(self) -> None:
        verdict = self.check()
        self.hint_label.setText(verdict.message)
        self.hint_label.setStyleSheet(_STYLES[verdict.level])
        self.ok_button.setEnabled(verdict.valid)
        self.label_edit.setPlaceholderText(default_label(self.command_edit.text()))

    def _start_folder(self) -> str:
        try:
            program = split_command(self.command_edit.text())[0]
        except ValueError:
            program = ""
        found = find_executable(program, self.dir_edit.text().strip()) if program else None
        if found is not None:
            return os.path.dirname(found)
        return os.path.expanduser(self.dir_edit.text().strip()) or os.path.expanduser("~")

    def _on_browse_clicked(self) -> None:
        title = translate("Programs", "Choose the Program")
        path = ask_file_path(self, title, self._start_folder(), save=False)
        if path:
            self.set_executable(path)

    def _on_dir_clicked(self) -> None:
        start = os.path.expanduser(self.dir_edit.text().strip()) or os.path.expanduser("~")
        folder = ask_folder(self, translate("Programs", "Choose the Working Directory"), start)
        if folder:
            self.dir_edit.setText(folder)

    def _on_default_clicked(self) -> None:
        default = builtin_default(self._original)
        if default is not None:
            self.command_edit.setText(default.command)


class ProgramListDialog(QDialog):
    """The entries of ``program_list`` with Add… / Edit… / Remove / Move Up / Move Down.

    Works on a copy; :meth:`program_list` returns the edited list (save it on accept).
    The entry editor opens window-modal (:meth:`QDialog.open`) and is reachable as
    :attr:`editor` while it is open. Double-clicking or Enter on an entry edits it.
    """

    COLUMNS = (
        translatable("Programs", "Label"),
        translatable("Programs", "Program"),
        translatable("Programs", "Command"),
    )

    def __init__(self, program_list: ProgramList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._list = program_list.copy()
        self._editing: int | None = None  # index being edited; None for a new entry
        self.editor: ProgramEditDialog | None = None
        self.setWindowTitle(
            translate("Programs", "Engines")
            if program_list.kind == "engine"
            else translate("Programs", "Rulers")
        )
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([translate("Programs", text) for text in self.COLUMNS])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAllColumnsShowFocus(True)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # program and last arguments
        self.tree.setMinimumWidth(self.fontMetrics().averageCharWidth() * 110)
        self.add_button = QPushButton(translate("Programs", "&Add…"))
        self.edit_button = QPushButton(translate("Programs", "&Edit…"))
        self.remove_button = QPushButton(translate("Programs", "&Remove"))
        self.up_button = QPushButton(translate("Programs", "Move &Up"))
        self.down_button = QPushButton(translate("Programs", "Move &Down"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._lay_out()
        self.add_button.clicked.connect(self._on_add_clicked)
        self.edit_button.clicked.connect(self._on_edit_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.up_button.clicked.connect(self._on_up_clicked)
        self.down_button.clicked.connect(self._on_down_clicked)
        self.tree.itemActivated.connect(self._on_edit_clicked)
        self.tree.currentItemChanged.connect(self._update_buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._fill(0 if len(self._list) else None)

    def _lay_out(self) -> None:
        side = QVBoxLayout()
        for button in (
            self.add_button,
            self.edit_button,
            self.remove_button,
            self.up_button,
            self.down_button,
        ):
            button.setAutoDefault(False)
            side.addWidget(button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.tree, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.buttons)

    def program_list(self) -> ProgramList:
        """A copy of the list as edited."""
        return self._list.copy()

    def current_index(self) -> int | None:
        """Index of the selected entry, or None."""
        item = self.tree.currentItem()
        return None if item is None else self.tree.indexOfTopLevelItem(item)

    def select(self, index: int) -> None:
        """Make entry ``index`` the current one."""
        item = self.tree.topLevelItem(index)
        if item is None:
            raise IndexError(f"no program at index {index}")
        self.tree.setCurrentItem(item)

    def _fill(self, current: int | None) -> None:
        self.tree.clear()
        for entry in self._list:
            label = f"{entry.label} (built-in)" if entry.builtin else entry.label
            item = QTreeWidgetItem([label, identity_text(entry) or "—", entry.command])
            item.setToolTip(2, entry.command)
            if entry.working_dir:
                item.setToolTip(2, f"{entry.command}\nin {entry.working_dir}")
            self.tree.addTopLevelItem(item)
        if current is not None and len(self._list):
            self.select(min(current, len(self._list) - 1))
        self._update_buttons()

    def _update_buttons(self) -> None:
        index = self.current_index()
        selected = index is not None
        self.edit_button.setEnabled(selected)
        self.remove_button.setEnabled(index is not None and not self._list[index].builtin)
        self.up_button.setEnabled(index is not None and index > 0)
        self.down_button.setEnabled(index is not None and index < len(self._list) - 1)

    def _open_editor(self, index: int | None) -> None:
        entry = None if index is None else self._list[index]
        self._editing = index
        self.editor = ProgramEditDialog(entry, self._list.kind, self)
        self.editor.accepted.connect(self._on_editor_accepted)
        self.editor.finished.connect(self._on_editor_finished)
        self.editor.open()

    def _on_add_clicked(self) -> None:
        self._open_editor(None)

    def _on_edit_clicked(self) -> None:
        index = self.current_index()
        if index is not None:
            self._open_editor(index)

    def _on_editor_accepted(self) -> None:
        assert self.editor is not None
        entry = self.editor.entry()
        if self._editing is None:
            index = self._list.add(entry)
        else:
            index = self._editing
            self._list.replace(index, entry)
        self._fill(index)

    def _on_editor_finished(self) -> None:
        if self.editor is not None:
            self.editor.deleteLater()
        self.editor = None
        self._editing = None

    def _on_remove_clicked(self) -> None:
        index = self.current_index()
        if index is not None and not self._list[index].builtin:
            self._list.remove(index)
            self._fill(index)

    def _on_up_clicked(self) -> None:
        index = self.current_index()
        if index is not None:
            self._fill(self._list.move_up(index))

    def _on_down_clicked(self) -> None:
        index = self.current_index()
        if index is not None:
            self._fill(self._list.move_down(index))
