"""Following a match folder while its runner plays: a modest poll timer reads the
journal's new lines (:class:`~gogui_py.gui.match.journal_tail.JournalTail`, small steps)
and the live files of the games under way (:func:`gogui_py.match.live.read_live`).
The runner is another process, so this reads files only: nothing here waits for it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.gui.match.journal_tail import JournalTail
from gogui_py.gui.match.progress import MatchProgress
from gogui_py.match.config import MatchConfig
from gogui_py.match.journal import MatchFolder
from gogui_py.match.live import LiveGame, read_live

POLL_MS = 300
"""Interval of the poll timer while a runner plays (milliseconds)."""

IDLE_MS = 1000
"""Interval of the poll timer while no runner plays (a run may start elsewhere)."""


class MatchFollower(QObject):
    """Follows ``folder`` of the match ``config``.

    Args:
        running: whether a runner is playing (live files are shown only then: a killed
            run leaves its files behind); default: the folder's lock is held.

    Signals:
        changed(): :attr:`progress` changed (a game counted or void, or a reset).
        live_changed(list): the games under way (:class:`LiveGame`) changed.
    """

    changed = Signal()
    live_changed = Signal(object)

    def __init__(
        self,
        config: MatchConfig,
        folder: MatchFolder,
        running: Callable[[], bool] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.config = config
        self.folder = folder
        self.progress = MatchProgress(config)
        self.tail = JournalTail(folder.journal)
        self.live: list[LiveGame] = []
        self._running = running or folder.is_running
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self._again = QTimer(self)  # the rest of a long journal, step by step
        self._again.setSingleShot(True)
        self._again.setInterval(0)
        self._again.timeout.connect(self.poll)

    def start(self) -> None:
        """Read what is there now, then poll."""
        self.poll()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self._again.stop()

    def poll(self) -> None:
        """Take the journal's new lines and the live files."""
        read = self.tail.poll()
        if read.reset:
            self.progress.clear()
        for kind, outcome in read.entries:
            self.progress.add(kind, outcome)
        if read.reset or read.entries:
            self.progress.update_sprt()
            self.changed.emit()
        if read.more:
            self._again.start()
        live: list[LiveGame] = []
        running = self._running()
        self.timer.setInterval(POLL_MS if running else IDLE_MS)
        if running:
            live = [g for g in read_live(self.folder.path) if g.game_id not in self.tail.counted]
        if live != self.live:
            self.live = live
            self.live_changed.emit(live)
