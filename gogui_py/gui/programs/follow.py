"""Every attached program follows the displayed position, as in GoGui.

Lazily, through each program's own sync (so nothing is sent when it is there already):
right before a command typed in its shell tab, and after navigation once the window has
been idle for a moment. The shell tab says which position the program is in.

:meth:`ProgramFollower.bring` returns a :class:`Brought`: a request queued after it (an
analysis command) checks it on the program's thread and sends nothing when the program
could not be brought there (it refused ``boardsize 9``, say), so an answer about another
position is never shown as the displayed one's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from gogui_py.game.game import Game
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpError, GtpFailure
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.positions import UnsyncablePositionError, engine_position
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet

if TYPE_CHECKING:
    from gogui_py.gui.programs.bridge import Request

Follow = Callable[[Program], "tuple[Request, str] | None"]
"""The request bringing a program to the displayed position, and the text naming that
position; None when the program cannot be told (it is then left where it is)."""

IDLE_DELAY_MS = 300
"""Quiet time after navigation before the programs are brought to the new position."""


class Brought:
    """What became of one :meth:`ProgramFollower.bring`: filled on the program's thread
    by the bring request, read there by the requests queued after it (they run in order,
    so they see it done).

    Attributes:
        failure: why the program is not at the displayed position: the program's own
            words for a refusal (``boardsize 9: unacceptable size``) or the error; None
            when it is there (or not told yet).
        refused: the failure is the program's ``?`` answer (GTP 2 section 6.3).
    """

    def __init__(self, failure: str | None = None, *, refused: bool = False) -> None:
        self.failure = failure
        self.refused = refused

    def failed(self, exc: GtpError) -> None:
        """The bring request failed with ``exc`` (its thread)."""
        self.refused = isinstance(exc, GtpFailure)
        self.failure = str(exc)

    def message(self, program: str) -> str:
        """``Leela Zero refused boardsize 9: unacceptable size`` ("" when brought)."""
        if self.failure is None:
            return ""
        if self.refused:
            return translate("Programs", "{0} refused {1}").format(program, self.failure)
        return translate("Programs", "{0} is not at the displayed position: {1}").format(
            program, self.failure
        )


def position_text(game: Game) -> str:
    """``Position: move 12 of 9x9`` (``start`` for the root), for the shell."""
    number = game.move_number()
    size = game.tree.size
    if number:
        return translate("Programs", "Position: move {0} of {1}x{2}").format(
            number, size.width, size.height
        )
    return translate("Programs", "Position: start of {0}x{1}").format(size.width, size.height)


def engine_follow_request(game: Game) -> tuple[Request, str] | None:
    """The sync request to the current node of ``game`` for an engine (None: setup stones
    inside the game, which GTP cannot send)."""
    try:
        position = engine_position(game)
    except UnsyncablePositionError:
        return None

    def bring(_client: GtpClient, sync: EngineSync) -> None:
        sync.sync(position)

    return bring, position_text(game)


class NotBrought(str):
    """A request's result when its program was not at the displayed position: nothing
    was sent; the text says why (:meth:`Brought.message`)."""


def not_brought(brought: object, program: str) -> NotBrought | None:
    """On the program's thread, in a request queued after ``brought`` (what
    :meth:`ProgramFollower.bring` returned; anything else counts as brought): why the
    program named ``program`` is not at the displayed position, None when it is."""
    if isinstance(brought, Brought) and brought.failure is not None:
        return NotBrought(brought.message(program))
    return None


class ProgramFollower(QObject):
    """Brings programs to the displayed position (module docstring).

    Args:
        programs: the attached programs.
        follow: the request for one program (see :data:`Follow`).
        idle: True when the window awaits no program (no move, no score).
        show: called with (program, text) once a program is at a position.
    """

    def __init__(
        self,
        programs: ProgramSet,
        follow: Follow,
        idle: Callable[[], bool],
        show: Callable[[Program, str], None],
    ) -> None:
        super().__init__(programs)
        self._programs = programs
        self._follow = follow
        self._idle = idle
        self._show = show
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)

    def schedule(self) -> None:
        """The displayed position changed: follow it once the window is quiet."""
        self._timer.start(IDLE_DELAY_MS)

    def _on_timer_timeout(self) -> None:
        if not self._idle():
            return  # a move or a score is awaited: the programs get positions from play
        for program in self._programs.programs:
            if program.running and not program.handle.busy:
                self.bring(program)

    def bring(self, program: Program) -> Brought:
        """Queue the request that brings ``program`` to the displayed position (requests
        run in order on its thread: a command queued after this one meets it there).
        Returns what became of it, known on the program's thread once the request ran (a
        failure at once when the position cannot be told over GTP)."""
        found = self._follow(program)
        if found is None:
            return Brought(translate("Programs", "the displayed position cannot be sent to it"))
        request, text = found
        brought = Brought()

        def bring(client: GtpClient, sync: EngineSync) -> object:
            try:
                return request(client, sync)
            except GtpError as exc:
                brought.failed(exc)
                raise

        program.handle.submit(
            bring,
            lambda _result: self._arrived(program, text),
            lambda failure: self._arrived(
                program, translate("Programs", "Position not set: {}").format(failure)
            ),
        )
        return brought

    def _arrived(self, program: Program, text: str) -> None:
        program.position_text = text
        self._show(program, text)
