"""GoGui's parameter tools in the Engine menu: Snapshot Parameters, Restore Parameters,
Save Parameters… and Reattach With Parameters (issue 11; analyze.md "param").

They act on the program whose commands the Analyze dock lists, else the primary engine
(:meth:`ParamTools.target`). Every GTP exchange runs on that program's bridge thread
(``program.handle.submit``): the values are asked with the program's ``param`` commands
that need no user input (:func:`gogui_py.analysis.params.param_commands`) and sent back
as ``command key value`` lines. What happened is told in the status bar (:attr:`status`)
and, for refused values, in the Analyze dock's pane (:attr:`text`): never a modal error.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from gogui_py.analysis.params import (
    ParamSnapshot,
    QueryResult,
    build_snapshot,
    param_file_text,
    query_lines,
)
from gogui_py.game.atomic_file import write_text_atomic
from gogui_py.game.game import Game
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpArgumentError, GtpFailure
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.analysis.catalog import AnalyzeCatalog
from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet

AskSavePath = Callable[[str], str | None]
"""Asks for the file to save to, given a suggested name; None when cancelled."""


def ask_save_path(parent: QWidget | None) -> AskSavePath:
    """The standard "Save Parameters" file dialog over ``parent``."""

    def ask(suggested: str) -> str | None:
        title = translate("Analysis", "Save Parameters")
        filters = translate("Analysis", "GTP files (*.gtp);;All files (*)")
        return ask_file_path(parent, title, suggested, filters, save=True)

    return ask


def _query(lines: list[tuple[str, str]]) -> Callable[[GtpClient, EngineSync], object]:
    """A request asking each ``(label, command line)``; a refusal is kept, not raised."""

    def run(client: GtpClient, _sync: EngineSync) -> list[QueryResult]:
        results: list[QueryResult] = []
        for label, line in lines:
            words = line.split()
            try:
                results.append(QueryResult(label, line, client.send(words[0], *words[1:])))
            except (GtpFailure, GtpArgumentError) as exc:
                results.append(QueryResult(label, line, None, str(exc)))
        return results

    return run


def _send_lines(lines: list[str]) -> Callable[[GtpClient, EngineSync], object]:
    """A request sending each line; returns ``(line, message)`` of the refused ones."""

    def run(client: GtpClient, _sync: EngineSync) -> list[tuple[str, str]]:
        refused: list[tuple[str, str]] = []
        for line in lines:
            words = line.split()
            try:
                client.send(words[0], *words[1:])
            except GtpFailure as exc:
                refused.append((line, exc.message or "refused"))
            except GtpArgumentError as exc:
                refused.append((line, str(exc)))
        return refused

    return run


class ParamTools(QObject):
    """The four parameter tools (module docstring).

    Args:
        programs: the window's programs (Reattach restarts one through them).
        catalog: the analyze commands of each program.
        listed: the program whose commands the Analyze dock lists (None: none).
        game: the record (``%c``/``%m`` are the side to move of its current node).

    Signals:
        status(str): a one-line message for the status bar.
        text(str, bool): a message for the Analyze dock's pane (the bool: an error).
        snapshot_taken: :attr:`snapshot` now holds values (Restore can be enabled).
    """

    status = Signal(str)
    text = Signal(str, bool)
    snapshot_taken = Signal()

    def __init__(
        self,
        programs: ProgramSet,
        catalog: AnalyzeCatalog,
        listed: Callable[[], Program | None],
        game: Callable[[], Game],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._programs = programs
        self._catalog = catalog
        self._listed = listed
        self._game = game
        self.ask_path: AskSavePath = ask_save_path(None)
        """How Save Parameters… asks for a file (a file dialog; the room gives it the
        window as parent)."""
        self.snapshot: ParamSnapshot | None = None
        """The values Snapshot Parameters kept (None before the first)."""
        self._restarting: dict[Program, ParamSnapshot] = {}
        programs.started.connect(self._on_programs_started)
        programs.detached.connect(self._on_programs_detached)

    def target(self) -> Program | None:
        """The program the tools act on: the one the Analyze dock lists, else the
        primary engine (None when no program is attached)."""
        listed = self._listed()
        if listed is not None and listed in self._programs.programs:
            return listed
        return self._programs.primary()

    # -- the four tools --------------------------------------------------------------

    def take_snapshot(self) -> None:
        """Snapshot Parameters: ask every value and keep them; the status bar says how
        many values from how many commands."""

        def kept(snapshot: ParamSnapshot, _program: Program) -> None:
            self.snapshot = snapshot
            self.snapshot_taken.emit()
            self.status.emit(
                translate("Analysis", "Snapshot of {0}: {1}").format(
                    snapshot.program, snapshot.summary()
                )
            )

        self._ask_values(translate("Analysis", "Snapshot Parameters"), kept)

    def restore(self) -> None:
        """Restore Parameters: send every value of the snapshot to :meth:`target`; the
        refused ones are listed in the pane and counted in the status bar."""
        snapshot, program = self.snapshot, self.target()
        if snapshot is None:
            self.status.emit(translate("Analysis", "Restore Parameters: take a snapshot first"))
            return
        if program is None or not program.running:
            self.status.emit(translate("Analysis", "Restore Parameters: no program is running"))
            return
        self._send(program, snapshot, translate("Analysis", "Restore Parameters"))

    def save(self) -> None:
        """Save Parameters…: ask for a file, then write the current values as a GTP file
        (:func:`~gogui_py.analysis.params.param_file_text`), atomically."""
        program = self._ready(translate("Analysis", "Save Parameters"))
        if program is None:
            return
        suggested = "-".join(program.handle.name.lower().split()) or "program"
        path = self.ask_path(f"{suggested}-parameters.gtp")
        if path is None:
            return

        def write(snapshot: ParamSnapshot, _program: Program) -> None:
            text = param_file_text(snapshot, saved=datetime.now(UTC).astimezone())
            try:
                write_text_atomic(path, text)
            except (OSError, UnicodeError) as exc:
                message = translate("Analysis", "Save Parameters: cannot write {0}: {1}").format(
                    path, exc
                )
                self.text.emit(message, True)
                self.status.emit(message)
                return
            self.status.emit(
                translate("Analysis", "Saved {0} to {1}").format(snapshot.summary(), path)
            )

        self._ask_values(translate("Analysis", "Save Parameters"), write, program)

    def reattach(self) -> None:
        """Reattach With Parameters: ask the values, restart the program (same command
        line, folder and roles, through the program set), send the values once it is
        up. The status bar tells each step."""

        def restart(snapshot: ParamSnapshot, program: Program) -> None:
            if program not in self._programs.programs:
                self.status.emit(
                    translate("Analysis", "Reattach With Parameters: {} is gone").format(
                        program.label
                    )
                )
                return
            kind = self._programs.kind(program)
            self._programs.detach(program)
            gone = self._programs.last[kind]
            again = self._programs.reattach_detached(gone, kind)
            self._restarting[again] = snapshot
            self.status.emit(
                translate("Analysis", "Reattaching {0} with {1}…").format(
                    snapshot.program, snapshot.summary()
                )
            )

        self._ask_values(translate("Analysis", "Reattach With Parameters"), restart)

    # -- the work ------------------------------------------------------------------------

    def _ready(self, tool: str) -> Program | None:
        """The running target with parameter commands; None (status told) otherwise."""
        program = self.target()
        if program is None or not program.running:
            self.status.emit(translate("Analysis", "{}: no program is running").format(tool))
            return None
        if not self._lines(program):
            listed = self._catalog.commands_of(program)
            name = program.name or program.label
            self.status.emit(
                translate("Analysis", "{0}: {1} has not listed its analyze commands yet").format(
                    tool, name
                )
                if listed is None
                else translate("Analysis", "{0}: {1} has no parameter commands").format(tool, name)
            )
            return None
        return program

    def _lines(self, program: Program) -> list[tuple[str, str]]:
        listed = self._catalog.commands_of(program)
        if listed is None:
            return []
        game = self._game()
        return query_lines(listed.commands, game.tree.size, game.to_move())

    def _ask_values(
        self,
        tool: str,
        done: Callable[[ParamSnapshot, Program], None],
        program: Program | None = None,
    ) -> None:
        """Ask ``program`` (default: :meth:`_ready`) for its values on its thread, then
        ``done(snapshot, program)`` on the GUI thread."""
        program = program or self._ready(tool)
        if program is None:
            return
        name = program.name or program.label

        def answered(results: object) -> None:
            assert isinstance(results, list)
            snapshot = build_snapshot(name, results)
            for label, message in snapshot.failures:
                self.text.emit(f"{tool}: {label}: {message}", True)
            done(snapshot, program)

        def failed(message: str) -> None:
            self.text.emit(f"{tool}: {message}", True)
            self.status.emit(f"{tool}: {message}")

        self.status.emit(f"{tool}: asking {name}…")
        program.handle.submit(_query(self._lines(program)), answered, failed)

    def _send(self, program: Program, snapshot: ParamSnapshot, tool: str) -> None:
        """Send every value of ``snapshot`` to ``program``; report what was refused."""
        lines = snapshot.lines()
        name = program.name or program.label

        def sent(result: object) -> None:
            assert isinstance(result, list)
            for line, message in result:
                self.text.emit(f"{tool}: {name} refused '{line}': {message}", True)
            taken = len(lines) - len(result)
            refused = (
                translate("Analysis", "; {} refused (see the Analyze pane)").format(len(result))
                if result
                else ""
            )
            source = (
                ""
                if snapshot.program == name
                else translate("Analysis", " (values of {})").format(snapshot.program)
            )
            self.status.emit(
                translate("Analysis", "{0}: {1} of {2} values sent to {3}{4}{5}").format(
                    tool, taken, len(lines), name, source, refused
                )
            )

        def failed(message: str) -> None:
            self.text.emit(f"{tool}: {message}", True)
            self.status.emit(f"{tool}: {message}")

        program.handle.submit(_send_lines(lines), sent, failed)

    def _on_programs_started(self, program: Program) -> None:
        snapshot = self._restarting.pop(program, None)
        if snapshot is not None:
            self._send(program, snapshot, translate("Analysis", "Reattach With Parameters"))

    def _on_programs_detached(self, program: Program) -> None:
        if self._restarting.pop(program, None) is not None:
            self.status.emit(
                translate(
                    "Analysis",
                    "Reattach With Parameters: {} did not start; no parameters were sent",
                ).format(program.label)
            )
