"""The window's recovery journal: every change to an unsaved record reaches its recovery
file (:mod:`gogui_py.game.recovery`) within :data:`DELAY_MS` plus the write.

On the GUI thread: a change starts a single-shot timer (further changes do not restart
it, so a fast engine game is still written every :data:`DELAY_MS`); when it fires, the
trees are copied in slices of :data:`SLICE_NODES` nodes, one slice per event-loop turn
(a 60,000-node record is about 30 ms of copying in all), and the header is read, with the
undo and redo history of each game (:mod:`~gogui_py.game.undo_journal`). On a
writer thread, in order: the SGF text is built and written atomically, or the file
removed (once the record is saved or no longer modified).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.game.recovery import (
    ClockState,
    EngineState,
    Header,
    Journal,
    TreeCopy,
    current_path,
    recovery_text,
)
from gogui_py.game.tree import GameTree
from gogui_py.game.undo_journal import encode_history, encode_redo
from gogui_py.go import Color
from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController

DELAY_MS = 500
"""Milliseconds from the first change to the write that journals it (at most 1 s)."""

SLICE_NODES = 1000
"""Nodes copied per event-loop turn: under 2 ms on this project's 2-core machine (5,000
took 6 ms, enough to push an edit of a 60,000-node tree past its 16 ms from the click to
the painted board when a slice fell in between; bench_edit.py)."""


class RecoveryJournal(QObject):
    """Keeps the recovery file of one window's record up to date (see the module
    documentation). :meth:`close` removes the file: call it once the user saved the
    record or chose to drop it."""

    written = Signal(str)  # the path, after each write (from the writer thread)
    failed = Signal(str)  # a message: the folder cannot be written

    def __init__(
        self,
        controller: GameController,
        session: PlaySession,
        clock: GameClock | None = None,
        folder: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._session = session
        self._clock = clock
        self.journal = Journal(folder)
        self._writer: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="gogui-recovery"
        )
        self._pending: Future[None] | None = None
        self._copy: TreeCopy | None = None
        self._dirty = False
        self._on_disk = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._slice_timer = QTimer(self)
        self._slice_timer.setSingleShot(True)
        self._slice_timer.setInterval(0)
        self._slice_timer.timeout.connect(self._on_slice_timer_timeout)
        controller.changed.connect(self.schedule)
        controller.modified_changed.connect(self._on_controller_modified_changed)
        session.engine_changed.connect(self.schedule)
        if controller.modified:
            self.schedule()

    @property
    def path(self) -> Path:
        """The recovery file (it exists while an unsaved change is journaled)."""
        return self.journal.path

    def schedule(self) -> None:
        """Journal the record within :data:`DELAY_MS` (nothing when it is not modified)."""
        if self._writer is None or not self._controller.modified:
            return
        self._dirty = True
        if not self._timer.isActive() and self._copy is None:
            self._timer.start()

    def _on_controller_modified_changed(self, modified: bool) -> None:
        if modified:
            self.schedule()
        else:  # saved, or a new game or file replaced it: the journal goes
            self._timer.stop()
            self._slice_timer.stop()
            self._copy = None
            self._dirty = False
            if self._on_disk:
                self._on_disk = False
                self._submit(self.journal.remove)

    def _on_timer_timeout(self) -> None:
        if not self._dirty or not self._controller.modified:
            return
        self._dirty = False
        self._copy = TreeCopy(self._controller.games)
        self._on_slice_timer_timeout()

    def _on_slice_timer_timeout(self) -> None:
        copy = self._copy
        if copy is None:
            return
        if copy.stale():  # changed between two slices: copy again from the start
            copy = self._copy = TreeCopy(self._controller.games)
        if not copy.advance(SLICE_NODES):
            self._slice_timer.start()
            return
        self._copy = None
        header = self.header()
        trees = copy.trees
        self._on_disk = True
        self._submit(lambda: self._write(header, trees))
        if self._dirty:  # changed while copying
            self._timer.start()

    def _write(self, header: Header, trees: list[GameTree]) -> None:
        """On the writer thread: build the text and write it."""
        self.journal.write(recovery_text(header, trees))
        self.written.emit(str(self.journal.path))

    def _submit(self, job: Callable[[], None]) -> None:
        if self._writer is None:
            return
        future = self._writer.submit(job)
        future.add_done_callback(self._on_job_done)
        self._pending = future

    def _on_job_done(self, future: Future[None]) -> None:
        exc = future.exception()
        if exc is not None:
            self.failed.emit(
                translate("Recovery", "Cannot write the recovery file: {}").format(exc)
            )

    def header(self) -> Header:
        """What the recovery file says besides the record (GUI thread)."""
        controller, session = self._controller, self._session
        game = controller.game
        engines = [
            EngineState(p.argv, p.name or p.label, p.cwd, [c.value for c in _ordered(p.colors)])
            for p in session.programs.engines()
        ]
        return Header(
            pid=self.journal.pid,
            saved_at=time.time(),
            path=str(controller.path) if controller.path is not None else None,
            game_index=controller.game_index,
            current=current_path(game),
            moves=game.move_number(),
            engines=engines,
            computer=[c.value for c in _ordered(session.computer)],
            clocks=self._clocks(),
            undo=self._history(redo=False),
            redo=self._history(redo=True),
        )

    def _history(self, *, redo: bool) -> dict[str, list[dict[str, Any]]]:
        """The undo (or redo) stack of each game that has one, by game index (see
        :mod:`~gogui_py.game.undo_journal`): a few milliseconds for a hundred steps
        (bounded by its MAX_STEPS and MAX_NODES)."""
        found = {}
        for index, game in self._controller.opened_games().items():
            history = game.history
            if history.can_redo if redo else history.can_undo:
                encode = encode_redo if redo else encode_history
                steps = encode(history, game.tree)
                if steps:
                    found[str(index)] = steps
        return found

    def _clocks(self) -> list[ClockState]:
        clock = self._clock.clock if self._clock is not None else None
        if clock is None:
            return []
        now = time.monotonic()
        states = []
        for color in (Color.BLACK, Color.WHITE):
            seconds, stones = clock.state(color, now).recorded(clock.settings)
            states.append(ClockState(color.value, seconds, stones))
        return states

    def write_now(self, timeout: float = 30.0) -> None:
        """Journal the record at once and wait for the file (the process is about to end:
        SIGTERM); nothing when it is not modified."""
        if self._writer is None or not self._controller.modified:
            return
        self._timer.stop()
        self._slice_timer.stop()
        self._dirty = False
        copy = self._copy = TreeCopy(self._controller.games)
        while not copy.advance(SLICE_NODES):
            pass
        self._copy = None
        header, trees = self.header(), copy.trees
        self._on_disk = True
        self._submit(lambda: self._write(header, trees))
        self.flush(timeout)

    def flush(self, timeout: float = 30.0) -> None:
        """Wait for the writes submitted so far (tests, and before quitting)."""
        pending = self._pending
        if pending is not None:
            pending.result(timeout)

    def close(self) -> None:
        """Stop journaling and remove the recovery file (the record was saved or the user
        chose to drop it); waits for the writer thread."""
        self._timer.stop()
        self._slice_timer.stop()
        self._copy = None
        writer, self._writer = self._writer, None
        if writer is None:
            return
        writer.submit(self.journal.close)
        writer.shutdown(wait=True)
        self._on_disk = False


def _ordered(colors: frozenset[Color]) -> list[Color]:
    return [c for c in (Color.BLACK, Color.WHITE) if c in colors]
