"""One program's page of the GTP shell: its traffic log and a command line.

The widget never waits on the program. A QTimer pulls the traffic every
``poll_interval_ms`` through the ``traffic_source`` callable it is given (e.g.
:meth:`gogui_py.gui.programs.bridge.EngineHandle.take_traffic`), queues it in a bounded
:class:`~gogui_py.gui.shell.traffic.TrafficQueue` and appends lines in chunks until a
time budget per tick is spent; what cannot be shown in time is dropped with an
"… K lines skipped" marker. So a program flooding stderr cannot stall the event loop.
"""

from __future__ import annotations

import collections
import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gogui_py.gui.shell.command_line import CommandLine
from gogui_py.gui.shell.commands import without_id
from gogui_py.gui.shell.history import CommandHistory
from gogui_py.gui.shell.log_file import write_text_atomic
from gogui_py.gui.shell.log_view import DEFAULT_MAX_LINES, LogView
from gogui_py.gui.shell.traffic import (
    LogLine,
    Row,
    TrafficQueue,
    plain_line,
    to_row,
    without_gtp_id,
)

TrafficSource = Callable[[], list[tuple[str, str]]]
"""Returns the traffic ``(kind, text)`` since its last call, oldest first; must be cheap."""

POLL_INTERVAL_MS = 100
RENDER_BUDGET_S = 0.012
"""Time spent appending lines per render step, at most (plus one chunk)."""
RENDER_PAUSE_MS = 25
"""Pause between render steps while lines are waiting (the event loop runs meanwhile)."""
CHUNK_LINES = 50


class GtpShellWidget(QWidget):
    """Traffic log and command line of one program.

    Args:
        traffic_source: polled every ``poll_interval_ms``; None for no program.
        commands: command names for completion (the program's list_commands).
        history: command history, possibly shared with other pages; a new one if None.
        max_lines: most lines the log keeps (oldest dropped).
        poll_interval_ms: period of the traffic timer.
    """

    command_entered = Signal(str)
    """A command line typed by the user (stripped, not empty)."""

    def __init__(
        self,
        traffic_source: TrafficSource | None = None,
        commands: Iterable[str] = (),
        history: CommandHistory | None = None,
        *,
        max_lines: int = DEFAULT_MAX_LINES,
        poll_interval_ms: int = POLL_INTERVAL_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._source = traffic_source
        self._timestamps = False
        self._ids = True
        self._queue = TrafficQueue()
        # plain tuples, untracked by the garbage collector (see traffic.Row)
        self._shown: collections.deque[Row] = collections.deque(maxlen=max_lines)
        self._replay: collections.deque[Row] = collections.deque()
        self.log_view = LogView(max_lines)
        self.command_line = CommandLine(history if history is not None else CommandHistory())
        self.command_line.set_commands(commands)
        self.command_line.command_entered.connect(self.command_entered)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.position_label = QLabel()
        self.position_label.setObjectName("position")
        self.position_label.hide()
        layout.addWidget(self.position_label)
        layout.addWidget(self.log_view, stretch=1)
        layout.addWidget(self.command_line)
        self.setFocusProxy(self.command_line)
        self._timer = QTimer(self)
        self._timer.setInterval(poll_interval_ms)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.timeout.connect(self._on_render_timer_timeout)
        if traffic_source is not None:
            self._timer.start()

    # -- program ------------------------------------------------------------------

    @property
    def attached(self) -> bool:
        """True while a traffic source is polled."""
        return self._source is not None

    def set_traffic_source(self, traffic_source: TrafficSource | None) -> None:
        """Poll ``traffic_source`` from now on; None detaches (the old source is drained
        once first) and disables the command line."""
        if traffic_source is None and self._source is not None:
            self._pull()
            self._queue.release()  # no answer comes any more
        self._source = traffic_source
        self.command_line.setEnabled(traffic_source is not None)
        if traffic_source is None:
            self._timer.stop()
            self._schedule()
        elif not self._timer.isActive():
            self._timer.start()

    def set_commands(self, commands: Iterable[str]) -> None:
        """Command names offered for completion."""
        self.command_line.set_commands(commands)

    def set_position_text(self, text: str) -> None:
        """Which position the program is in, shown above the log ("" hides it)."""
        self.position_label.setText(text)
        self.position_label.setVisible(bool(text))

    @property
    def position_text(self) -> str:
        return "" if self.position_label.isHidden() else self.position_label.text()

    def append_note(self, text: str, warning: bool = False, *, ended: bool = False) -> None:
        """Show a message of the GUI itself (a note, or a warning in warning colours),
        after the traffic produced so far; while a command waits for its answer, after
        that answer (a note never splits an exchange). ``ended``: the request in flight
        ended without an answer to wait for (it failed): the note goes at once."""
        self._pull()
        if ended:
            self._queue.release()
        self._queue.add_note(text, "warning" if warning else "note")
        self._schedule()

    # -- display ------------------------------------------------------------------

    @property
    def timestamps(self) -> bool:
        """True when each line starts with its time (HH:MM:SS.mmm)."""
        return self._timestamps

    def set_timestamps(self, on: bool) -> None:
        """Show or hide timestamps; the lines already shown are redrawn in batches."""
        if on == self._timestamps:
            return
        self._timestamps = on
        self._replay = collections.deque([*self._shown, *self._replay])
        self._shown.clear()
        self.log_view.clear_log()
        self._render()
        self._schedule()

    @property
    def show_ids(self) -> bool:
        """True when GTP command ids are shown (``12 name``, ``=12 ...``); the program is
        sent ids either way (:mod:`gogui_py.gtp.client`)."""
        return self._ids

    def set_show_ids(self, on: bool) -> None:
        """Show or hide the GTP ids of commands and answers; redrawn in batches."""
        if on == self._ids:
            return
        self._ids = on
        self._replay = collections.deque([*self._shown, *self._replay])
        self._shown.clear()
        self.log_view.clear_log()
        self._render()
        self._schedule()

    def sent_commands(self) -> list[str]:
        """The command lines sent to the program that the log still holds, oldest
        first, without their ids (the program's other output left out)."""
        self._pull()
        return [without_id(line.text) for line in self.log_lines() if line.kind == "sent"]

    def clear_log(self) -> None:
        """Forget every line shown or waiting."""
        self._pull()
        self._queue.release()
        self._queue.take(len(self._queue))
        self._replay.clear()
        self._shown.clear()
        self.log_view.clear_log()

    @property
    def backlog(self) -> int:
        """Lines pulled but not shown yet."""
        return len(self._queue) + len(self._replay)

    @property
    def skipped_total(self) -> int:
        """Lines dropped so far because the program wrote faster than they could be shown."""
        return self._queue.skipped_total

    def log_lines(self) -> list[LogLine]:
        """Every line kept: shown, then waiting to be shown; oldest first."""
        kept = [*self._shown, *self._replay]
        return [*map(LogLine._make, kept), *self._queue.pending()]

    def log_text(self) -> str:
        """The log as plain text, one line per line, with timestamps when shown."""
        stamps = self._timestamps
        lines = self.log_lines()
        if not self._ids:
            lines = [without_gtp_id(line) for line in lines]
        return "".join(plain_line(line, stamps) + "\n" for line in lines)

    def save_log(self, path: str) -> None:
        """Write :meth:`log_text` (after pulling pending traffic) to ``path`` atomically.

        Raises:
            OSError: when the file cannot be written.
        """
        self._pull()
        write_text_atomic(path, self.log_text())

    # -- polling ------------------------------------------------------------------

    def poll(self) -> None:
        """Pull traffic from the source and append lines for at most the time budget; the
        rest follows in later steps."""
        self._pull()
        self._render()
        self._schedule()

    def _on_timer_timeout(self) -> None:
        # pulling and appending run in separate event-loop turns
        self._pull()
        if self.backlog and not self._render_timer.isActive():
            self._render_timer.start(0)

    def _on_render_timer_timeout(self) -> None:
        self._render()
        self._schedule()

    def _schedule(self) -> None:
        """Another render step soon when lines are waiting."""
        if self.backlog and not self._render_timer.isActive():
            self._render_timer.start(RENDER_PAUSE_MS)

    def _pull(self) -> None:
        if self._source is not None:
            entries = self._source()
            if entries:
                self._queue.ingest(entries)

    def _render(self) -> None:
        deadline = time.perf_counter() + RENDER_BUDGET_S
        stamps = self._timestamps
        while True:
            if self._replay:
                count = min(CHUNK_LINES, len(self._replay))
                chunk = [LogLine._make(self._replay.popleft()) for _ in range(count)]
            else:
                chunk = self._queue.take(CHUNK_LINES)
            if not chunk:
                return
            shown = chunk if self._ids else [without_gtp_id(line) for line in chunk]
            self.log_view.append_lines(shown, stamps)
            self._shown.extend(map(to_row, chunk))
            if time.perf_counter() >= deadline:
                return
