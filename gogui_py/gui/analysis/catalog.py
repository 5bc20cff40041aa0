"""The analyze commands of every attached program, read when it starts (analyze.md).

A program that lists ``gogui-analyze_commands`` is asked for its list; GNU Go without
it gets GoGui's built-in list (:data:`gogui_py.analysis.GNUGO_COMMANDS`); the user's own
definitions for the program, from ``~/.config/gogui-py/analyze/<name>.analyze-commands``
(:func:`user_commands_dir`), are added
after them (:func:`gogui_py.analysis.user_commands_path`).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Signal

from gogui_py.analysis import (
    CommandList,
    merge_commands,
    program_commands,
    read_user_commands,
    user_commands_path,
)
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet

LIST_COMMAND = "gogui-analyze_commands"


def user_commands_dir() -> Path:
    """Folder of the user's extra analyze definitions: ``GOGUI_PY_ANALYZE_DIR`` when set,
    else ``gogui-py/analyze`` in the user's config folder (``~/.config`` on Linux)."""
    override = os.environ.get("GOGUI_PY_ANALYZE_DIR")
    if override:
        return Path(override)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / "gogui-py" / "analyze"


def _ask_commands(client: GtpClient, _sync: EngineSync) -> tuple[str | None, list[str]]:
    """On the program's thread: its list answer (None when it has none) and its commands."""
    supported = sorted(client.commands)
    if LIST_COMMAND not in supported:
        return None, supported
    try:
        return client.send(LIST_COMMAND), supported
    except GtpFailure:
        return None, supported


class AnalyzeCatalog(QObject):
    """Per attached program (by its key), its analyze commands.

    Signals:
        changed: a program's list arrived or a program went away.
    """

    changed = Signal()

    def __init__(self, programs: ProgramSet) -> None:
        super().__init__(programs)
        self._programs = programs
        self._lists: dict[str, CommandList] = {}
        self._owners: dict[str, Program] = {}
        self._supported: dict[str, frozenset[str]] = {}
        programs.started.connect(self._on_programs_started)
        programs.detached.connect(self._on_programs_detached)

    def commands_of(self, program: Program) -> CommandList | None:
        """The list of ``program`` (None while it is not read yet)."""
        if self._owners.get(program.key) is not program:
            return None
        return self._lists.get(program.key)

    def supported(self, program: Program) -> frozenset[str] | None:
        """The commands ``program`` lists (``list_commands``); None while not read yet."""
        if self._owners.get(program.key) is not program:
            return None
        return self._supported.get(program.key)

    def programs(self) -> list[Program]:
        """The attached programs with at least one analyze command, in attach order."""
        return [
            p
            for p in self._programs.programs
            if (found := self.commands_of(p)) is not None and found.commands
        ]

    def _on_programs_started(self, program: Program) -> None:
        def arrived(result: tuple[str | None, list[str]]) -> None:
            answer, supported = result
            name = program.handle.name or program.label
            found = program_commands(answer, name=name, supported=supported)
            extra = read_user_commands(user_commands_path(user_commands_dir(), name))
            self._owners[program.key] = program
            self._supported[program.key] = frozenset(supported)
            self._lists[program.key] = merge_commands(found, [extra])
            self.changed.emit()

        program.handle.submit(_ask_commands, arrived, lambda _message: None)

    def _on_programs_detached(self, program: Program) -> None:
        if self._owners.get(program.key) is program:
            del self._owners[program.key]
            self._lists.pop(program.key, None)
            self._supported.pop(program.key, None)
            self.changed.emit()
