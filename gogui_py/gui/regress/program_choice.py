"""Which engine the tests run against: an attached engine's command, a program of the list,
or a command line typed by the user.

The run never uses the attached process: it starts the same command in a process of its
own (one per file), so the game on the board and its engine are left alone. The choice
box lists the attached engines first, then the program list; the command field shows the
chosen command and takes edits (a typed command is used as written).
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.catalog import ProgramList, find_executable, split_command
from gogui_py.gui.programs.program import Program


@dataclass(frozen=True)
class Choice:
    """One item of the choice box: a label, a command line and its working folder."""

    label: str
    command: str
    working_dir: str = ""


def choices_of(attached: Sequence[Program], programs: ProgramList) -> list[Choice]:
    """The attached engines (``GNU Go 3.8 (attached)``), then the program list's entries."""
    found = [
        Choice(f"{program.name or program.label} (attached)", shlex.join(program.argv),
               program.cwd or "")
        for program in attached
    ]  # fmt: skip
    found += [Choice(entry.label, entry.command, entry.working_dir) for entry in programs]
    return found


def resolved_argv(command: str, working_dir: str = "") -> list[str]:
    """``command`` split as a shell does, its program word an absolute path when it names
    a file relative to ``working_dir`` (the runner starts it in each test file's folder).

    Raises:
        ValueError: empty or unparsable command.
    """
    argv = split_command(command)
    if os.sep in argv[0] and not os.path.isabs(argv[0]):
        found = find_executable(argv[0], working_dir)
        if found is not None:
            argv[0] = found
    return argv


class ProgramChoice(QWidget):
    """``Engine: [choice box] Command: [command field]`` (module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QComboBox()
        self.box.setMinimumContentsLength(14)
        self.box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.command = QLineEdit()
        self.command.setPlaceholderText(translate("Regress", "command line of a GTP engine"))
        self.command.setMinimumWidth(220)
        self.choices: list[Choice] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("Regress", "Engine:")))
        layout.addWidget(self.box)
        layout.addWidget(QLabel(translate("Regress", "Command:")))
        layout.addWidget(self.command, 1)
        self.box.activated.connect(self._on_box_activated)

    def set_choices(self, choices: list[Choice]) -> None:
        """List ``choices``; the first is chosen unless the command field holds a command
        of the list or one the user typed."""
        typed = self.command.text().strip()
        self.choices = choices
        self.box.clear()
        for choice in choices:
            self.box.addItem(choice.label)
            self.box.setItemData(self.box.count() - 1, choice.command)
        self.box.addItem(translate("Regress", "Other command"))
        commands = [choice.command for choice in choices]
        if typed and typed in commands:
            self.box.setCurrentIndex(commands.index(typed))
        elif typed:
            self.box.setCurrentIndex(len(choices))
        elif choices:
            self.box.setCurrentIndex(0)
            self.command.setText(choices[0].command)
        else:
            self.box.setCurrentIndex(0)

    def _on_box_activated(self, index: int) -> None:
        if index < len(self.choices):
            self.command.setText(self.choices[index].command)
        else:
            self.command.clear()
            self.command.setFocus()

    def choose(self, label: str) -> None:
        """Choose the item ``label`` as a click would.

        Raises:
            ValueError: no such item.
        """
        index = self.box.findText(label)
        if index < 0:
            raise ValueError(f"no engine choice {label!r}")
        self.box.setCurrentIndex(index)
        self._on_box_activated(index)

    def argv(self) -> list[str]:
        """The command to run, split (:func:`resolved_argv`).

        Raises:
            ValueError: empty or unparsable command.
        """
        text = self.command.text().strip()
        working_dir = next((c.working_dir for c in self.choices if c.command == text), "")
        return resolved_argv(text, working_dir)
