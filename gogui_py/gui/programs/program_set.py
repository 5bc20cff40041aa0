"""Every program attached to a window, with their roles: the one program layer.

Play asks "who plays this colour" (:meth:`ProgramSet.player`), never "the engine"; the
ruler session asks for the program with the ruler role. Each program runs on its own
thread with its own timeouts (:class:`EngineHandle`); a program that cannot start, dies
or stops answering is detached here and, for engines, the user is told in a dialog
(rulers are worded by their session); the game record is never touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QObject, Signal

from gogui_py.go import Color
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.identity import EngineIdentity, identity_request
from gogui_py.gui.programs.program import COLOR_ROLES, Program, Role
from gogui_py.match.labels import name_suffixes

if TYPE_CHECKING:
    from gogui_py.gui.programs.bridge import EngineHandle
    from gogui_py.gui.programs.catalog import ProgramEntry

ProgramKind = Literal["engine", "ruler"]

ENGINE_TIMEOUT = 30.0
"""Default seconds for each answer of an engine (genmove has its own, longer)."""


DETACHED_KEPT = 8
"""Detached engines offered for Reattach."""


@dataclass(frozen=True)
class Detached:
    """What Reattach needs of a program that was detached or died."""

    argv: list[str]
    label: str
    cwd: str | None
    roles: frozenset[Role]
    entry: ProgramEntry | None
    name: str = ""
    """Name and version it reported ("" when it never started; without the suffix that
    told it apart from attached programs: a menu of detached ones adds its own)."""


class ProgramSet(QObject):
    """The attached programs of one window.

    Signals:
        changed: a program was attached or detached, or its roles or state changed.
        started(Program): a program answered ``name`` and ``version``.
        identified(Program): its title, description and game id are known.
        detached(Program): it left the set (detached, died, never started).
        message(str): a status-bar message.
        failed(str, str): title and text of an engine's failure, for a dialog.
    """

    changed = Signal()
    started = Signal(object)
    identified = Signal(object)
    detached = Signal(object)
    message = Signal(str)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.programs: list[Program] = []
        self.last: dict[ProgramKind, Detached] = {}
        """The last program of each kind that left the set (Reattach)."""
        self.detached_engines: list[Detached] = []
        """Engines that left the set, most recent first, one per command line."""
        self._kinds: dict[Program, ProgramKind] = {}
        self._closing: list[EngineHandle] = []

    # --- attach and detach -------------------------------------------------------------------
    def attach(
        self,
        argv: Sequence[str],
        label: str,
        *,
        cwd: str | None = None,
        roles: frozenset[Role] = frozenset(),
        entry: ProgramEntry | None = None,
        kind: ProgramKind = "engine",
        timeout: float = ENGINE_TIMEOUT,
    ) -> Program:
        """Start ``argv`` (in folder ``cwd``) as one more program with ``roles``; colour
        roles held by another program move to this one. Returns at once; ``started``
        follows (or a failure)."""
        from gogui_py.gui.programs.bridge import EngineHandle  # noqa: PLC0415 - start-up

        handle = EngineHandle(argv, label, self, cwd=cwd, timeout=timeout)
        key = self._free_key(kind)
        handle.setObjectName(key)
        program = Program(key, label, argv, handle, cwd=cwd, entry=entry)
        self.programs.append(program)
        self._kinds[program] = kind
        self._give(program, roles)
        handle.started.connect(lambda _name, _version: self._on_started(program))
        handle.start_failed.connect(
            lambda message: self._stopped(
                program,
                translate("Programs", "Engine did not start"),
                translate("Programs", "Could not start {0}: {1}").format(label, message),
            )
        )
        handle.died.connect(
            lambda message: self._stopped(
                program,
                translate("Programs", "Engine stopped"),
                (
                    translate(
                        "Programs",
                        "{0}: {1}.\nThe game record is intact; attach the engine again from "
                        "the Engine menu to go on.",
                    ).format(program.name or label, message)
                ),
            )
        )
        program.changed.connect(self.changed)
        if kind == "engine":
            self.message.emit(translate("Programs", "Starting {}…").format(label))
        self._name_programs()
        self.changed.emit()
        return program

    def _free_key(self, kind: ProgramKind) -> str:
        used = {p.key for p in self.programs}
        if kind not in used:
            return kind
        number = 2
        while f"{kind}-{number}" in used:
            number += 1
        return f"{kind}-{number}"

    def detach(self, program: Program) -> None:
        """Quit ``program`` without waiting for it (it is killed if it does not exit)."""
        if program not in self.programs:
            return
        self.programs.remove(program)
        kind = self._kinds.pop(program)
        gone = Detached(
            program.argv,
            program.label,
            program.cwd,
            program.roles,
            program.entry,
            program.reported_name if program.running else "",
        )
        self.last[kind] = gone
        if kind == "engine":
            same = [d for d in self.detached_engines if (d.argv, d.cwd) == (gone.argv, gone.cwd)]
            for old in same:
                self.detached_engines.remove(old)
            self.detached_engines.insert(0, gone)
            del self.detached_engines[DETACHED_KEPT:]
        program.changed.disconnect(self.changed)
        self._name_programs()
        handle = program.handle
        self._closing.append(handle)
        handle.closed.connect(lambda: self._closed(handle))
        handle.close()
        self.detached.emit(program)
        self.changed.emit()

    def reattach(self, kind: ProgramKind) -> Program | None:
        """Attach the last program of ``kind`` that left, with the roles it had."""
        last = self.last.get(kind)
        return None if last is None else self.reattach_detached(last, kind)

    def reattach_detached(self, gone: Detached, kind: ProgramKind = "engine") -> Program:
        """Attach ``gone`` again, with the roles it had (colours taken from others)."""
        if gone in self.detached_engines:
            self.detached_engines.remove(gone)
        return self.attach(
            gone.argv, gone.label, cwd=gone.cwd, roles=gone.roles, entry=gone.entry, kind=kind
        )

    def _closed(self, handle: EngineHandle) -> None:
        if handle in self._closing:
            self._closing.remove(handle)

    def shutdown(self) -> None:
        """Quit every program and wait for their threads (application exit, tests)."""
        handles = [p.handle for p in self.programs] + self._closing
        self.programs.clear()
        self._kinds.clear()
        for handle in handles:
            handle.wait_closed()
        self._closing.clear()

    # --- who does what -----------------------------------------------------------------------
    def kind(self, program: Program) -> ProgramKind:
        return self._kinds[program]

    def engines(self) -> list[Program]:
        """The attached engines (every program but the ruler), in attach order."""
        return [p for p in self.programs if self._kinds[p] == "engine"]

    def primary(self) -> Program | None:
        """The first attached engine: the one GoGui's single-engine commands act on."""
        engines = self.engines()
        return engines[0] if engines else None

    def player(self, color: Color) -> Program | None:
        """The program that plays ``color`` (running or still starting), or None."""
        role = Role.of(color)
        return next((p for p in self.programs if role in p.roles), None)

    def with_role(self, role: Role) -> Program | None:
        return next((p for p in self.programs if role in p.roles), None)

    def computer_colors(self) -> frozenset[Color]:
        """The colours some program plays."""
        return frozenset(c for c in (Color.BLACK, Color.WHITE) if self.player(c) is not None)

    def set_role(self, program: Program, role: Role, on: bool) -> None:
        """Give ``role`` to ``program`` (taken from whoever had it: one player per colour,
        one analyzer, one ruler) or take it away."""
        if on:
            self._give(program, program.roles | {role})
        elif role in program.roles:
            program.set_roles(program.roles - {role})

    def set_colors(self, program: Program, colors: frozenset[Color]) -> None:
        """``program`` plays exactly ``colors`` (others lose them)."""
        roles = (program.roles - COLOR_ROLES) | {Role.of(c) for c in colors}
        self._give(program, roles)

    def clear_colors(self) -> None:
        """No program plays a colour any more (a record opened for reading)."""
        for program in self.programs:
            program.set_roles(program.roles - COLOR_ROLES)

    def _give(self, program: Program, roles: frozenset[Role]) -> None:
        exclusive = roles - program.roles
        for other in self.programs:
            if other is not program and other.roles & exclusive:
                other.set_roles(other.roles - exclusive)
        program.set_roles(roles)

    def _name_programs(self) -> None:
        """Tell programs of the same name apart (:attr:`Program.name_suffix`); a program
        whose name changed emits ``changed`` (its tab, row and texts follow).

        A program still starting is expected to report the name of a started one with
        its label (the same program with other options), so the first of two GNU Go to
        start is told apart before it writes its name into the record (PB/PW)."""
        known = {p.label: p.reported_name for p in self.programs if p.running}
        suffixes = name_suffixes(
            [
                (p.reported_name if p.running else known.get(p.label, p.reported_name), p.argv)
                for p in self.programs
            ]
        )
        for program, suffix in zip(self.programs, suffixes, strict=True):
            if program.name_suffix != suffix:
                program.name_suffix = suffix
                program.changed.emit()

    # --- events ------------------------------------------------------------------------------
    def _on_started(self, program: Program) -> None:
        if program not in self.programs:
            return
        self._name_programs()
        # First in its queue: the command list it fetches is known before any genmove
        # (interrupting needs it, and must not ask for it).
        if self._kinds[program] == "engine":  # a ruler's session asks what it needs itself
            program.handle.submit(
                identity_request, lambda identity: self._on_identity(program, identity)
            )
            self.message.emit(translate("MainWindow", "Attached {}").format(program.name))
        self.started.emit(program)
        program.changed.emit()

    def _on_identity(self, program: Program, identity: object) -> None:
        if program in self.programs and isinstance(identity, EngineIdentity):
            program.identity = identity
            program.changed.emit()
            self.identified.emit(program)

    def _stopped(self, program: Program, title: str, text: str) -> None:
        """``program`` could not start or died: it leaves the set; an engine's failure is
        told in a dialog (``title``, ``text``), a ruler's by its session."""
        if program not in self.programs:
            return
        kind = self._kinds[program]
        self.detach(program)
        if kind == "engine":
            self.failed.emit(title, text)

    def scoring_program(self) -> Program | None:
        """The running engine asked about dead stones and the score: White's player, else
        Black's, else the first engine."""
        for program in (self.player(Color.WHITE), self.player(Color.BLACK), self.primary()):
            if program is not None and program.running:
                return program
        return None
