"""One attached GTP program and its roles (architecture note, "One program layer").

A program is a process on its own bridge thread (:class:`EngineHandle`) with its own
sync state, timeouts and GTP shell tab. Its *roles* say what the window uses it for:
playing Black, playing White, analysing, refereeing (a ruler, rulers.md). The same
program may hold several roles; two programs may split the colours.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from gogui_py.go import Color
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.programs.identity import EngineIdentity

if TYPE_CHECKING:
    from gogui_py.gui.programs.bridge import EngineHandle
    from gogui_py.gui.programs.catalog import ProgramEntry


class Role(enum.Enum):
    """What the window uses a program for."""

    BLACK = "black"
    WHITE = "white"
    ANALYZER = "analyzer"
    RULER = "ruler"

    @staticmethod
    def of(color: Color) -> Role:
        """The role of playing ``color``."""
        return Role.BLACK if color is Color.BLACK else Role.WHITE


COLOR_ROLES = frozenset({Role.BLACK, Role.WHITE})


class Program(QObject):
    """An attached program: its handle, roles, identity and shell-tab key.

    Signals:
        changed: its roles, state or identity changed (views redraw).
    """

    changed = Signal()

    def __init__(
        self,
        key: str,
        label: str,
        argv: Sequence[str],
        handle: EngineHandle,
        *,
        cwd: str | None = None,
        roles: frozenset[Role] = frozenset(),
        entry: ProgramEntry | None = None,
    ) -> None:
        super().__init__(handle.parent())
        self.key = key
        """Key of its GTP shell tab ("engine", "engine-2", "ruler"...)."""
        self.label = label
        self.argv = list(argv)
        self.cwd = cwd
        self.handle = handle
        self.roles = roles
        self.entry = entry
        """The program-list entry it was attached from (None: a typed command line)."""
        self.identity = EngineIdentity()
        self.position_text = ""
        """Which position it was last synced to, for the shell ("" when not known)."""
        self.extra_syncs: list[Callable[[], None]] = []
        """Invalidators of syncs kept beside its EngineSync (a ruler's RulerSync); called on
        its thread when a typed command changed its state."""
        self.name_suffix = ""
        """What tells it apart from attached programs of the same name, e.g.
        ``" (--level 1)"`` or ``" #2"`` ("" when no other has its name); set by its
        ProgramSet (:func:`gogui_py.match.labels.name_suffixes`)."""

    @property
    def reported_name(self) -> str:
        """Name and version as the program reports them (its label until started)."""
        return f"{self.handle.name} {self.handle.version}".strip()

    @property
    def name(self) -> str:
        """The name every view shows and the record's PB/PW get: :attr:`reported_name`,
        with :attr:`name_suffix` when another attached program reports the same name."""
        return self.reported_name + self.name_suffix

    @property
    def is_ruler(self) -> bool:
        return Role.RULER in self.roles

    @property
    def running(self) -> bool:
        """Started and not dead."""
        return self.handle.is_running

    @property
    def colors(self) -> frozenset[Color]:
        """The colours it plays."""
        return frozenset(c for c in (Color.BLACK, Color.WHITE) if Role.of(c) in self.roles)

    def plays(self, color: Color) -> bool:
        return Role.of(color) in self.roles

    @property
    def state(self) -> str:
        """``starting``, ``busy`` (a command in flight), ``ready``."""
        if not self.handle.is_running:
            return "starting"
        return "busy" if self.handle.busy else "ready"

    def invalidate_syncs(self, sync: EngineSync) -> None:
        """Forget what every sync knows of the program's position (its thread only)."""
        sync.invalidate()
        for invalidate in self.extra_syncs:
            invalidate()

    def set_roles(self, roles: frozenset[Role]) -> None:
        if roles != self.roles:
            self.roles = roles
            self.changed.emit()
