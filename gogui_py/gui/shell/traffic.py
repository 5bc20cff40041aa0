"""The GTP shell's backlog: traffic pulled from a program, cut into display lines (pure).

Traffic arrives as ``(kind, text)`` pairs (kind ``"sent"``, ``"received"``,
``"stderr"`` or ``"warning"``, see :class:`gogui_py.gtp.client.GtpClient`); a received
text may span many lines. :class:`TrafficQueue` splits it into :class:`LogLine` objects
and keeps the backlog bounded, so a flood (a program writing megabytes of stderr)
costs bounded memory and bounded work per poll: when the backlog overflows, the oldest
stderr and warning lines are dropped first (commands and responses are kept as long as
possible) and a "skipped" marker line counts what was dropped.

A note of the GUI never splits an exchange: one added while a command is sent and not
answered yet waits and follows that answer (or goes when :meth:`TrafficQueue.release`
says the exchange is over), so the log and Save Log read command, answer, note.
"""

from __future__ import annotations

import collections
import re
import time
from collections.abc import Sequence
from typing import Literal, NamedTuple

LineKind = Literal["sent", "received", "failure", "stderr", "warning", "note", "skipped"]
"""Display kind of a line; ``failure`` is a response starting with ``?``, ``note`` a
message of the GUI itself, ``skipped`` a marker for dropped lines."""

DROPPABLE: frozenset[str] = frozenset({"stderr", "warning"})
"""Kinds dropped first when the backlog overflows."""

DEFAULT_MAX_BACKLOG = 5000
DEFAULT_MAX_LINE_CHARS = 2000
_ENTRY_HEAD_LINES = 50
MAX_HELD_NOTES = 100
"""Most note lines kept waiting for an answer (more: they go at once)."""
ENTRY_SPLIT_CHARS = 1 << 18
"""Of a longer traffic entry only the first and last halves of this many characters are
split into lines (work per entry stays bounded, whatever a program answers)."""
_KINDS: dict[str, LineKind] = {
    "sent": "sent",
    "received": "received",
    "stderr": "stderr",
    "warning": "warning",
    "note": "note",
}


class LogLine(NamedTuple):
    """One display line: ``time`` is seconds since the epoch (when it was pulled);
    ``dropped`` is the number of lines a ``skipped`` marker stands for (0 otherwise);
    ``continued`` is True for the second and later lines of one multi-line entry
    (shown without a timestamp).

    A tuple of atoms on purpose: the garbage collector stops tracking it, so tens of
    thousands of kept lines do not lengthen full collections (pauses of the GUI)."""

    kind: LineKind
    text: str
    time: float
    dropped: int = 0
    continued: bool = False

    @staticmethod
    def skipped(count: int, when: float) -> LogLine:
        """A marker standing for ``count`` dropped lines."""
        return LogLine("skipped", "", when, count)

    def display_text(self) -> str:
        """The text shown for this line (the marker's text is computed from ``dropped``)."""
        if self.kind == "skipped":
            return f"\u2026 {self.dropped:,} line{'s' if self.dropped != 1 else ''} skipped"
        return self.text


def _clip(line: str, max_chars: int, length: int | None = None) -> str:
    """``line`` cut to ``max_chars`` with a note; ``length`` is the whole line's length
    when ``line`` is only its beginning."""
    length = len(line) if length is None else length
    if length <= max_chars:
        return line
    return f"{line[:max_chars]} \u2026 [{length - max_chars:,} more characters]"


Row = tuple[LineKind, str, float, int, bool]
"""A LogLine stored as a plain tuple: plain tuples of atoms are untracked by the garbage
collector (tuple subclasses such as LogLine are not), so a long backlog or log costs
nothing in full collections, which would pause the GUI."""


def to_row(line: LogLine) -> Row:
    """The plain-tuple form of ``line`` (for storage)."""
    return (line.kind, line.text, line.time, line.dropped, line.continued)


class TrafficQueue:
    """Bounded backlog of display lines, oldest first.

    Args:
        max_backlog: most lines kept waiting; an overflow trims to three quarters.
        max_line_chars: longer lines are cut and end with a "more characters" note.

    Raises:
        ValueError: when a limit is < 8.
    """

    def __init__(
        self,
        max_backlog: int = DEFAULT_MAX_BACKLOG,
        max_line_chars: int = DEFAULT_MAX_LINE_CHARS,
    ) -> None:
        if max_backlog < 8 or max_line_chars < 8:
            raise ValueError("max_backlog and max_line_chars must be >= 8")
        self._max_backlog = max_backlog
        self._max_chars = max_line_chars
        self._lines: collections.deque[Row] = collections.deque()
        self._open = False
        """A command was sent and its answer not ingested yet."""
        self._held: list[Row] = []
        """Note lines waiting for that answer."""
        self.skipped_total = 0
        """Lines dropped so far (for figures and tests)."""

    def __len__(self) -> int:
        """Lines ready to be shown (notes held for an answer not counted)."""
        return len(self._lines)

    def pending(self) -> list[LogLine]:
        """The waiting lines, oldest first, then the held notes (not removed)."""
        return [LogLine._make(row) for row in (*self._lines, *self._held)]

    def release(self) -> None:
        """The exchange in flight is over without an answer to ingest (its request
        failed, the program left): the held notes go now."""
        self._open = False
        self._lines.extend(self._held)
        self._held.clear()
        self._trim()

    def take(self, max_lines: int) -> list[LogLine]:
        """Remove and return up to ``max_lines`` of the oldest lines."""
        count = min(max_lines, len(self._lines))
        popleft = self._lines.popleft
        return [LogLine._make(popleft()) for _ in range(count)]

    def add_note(self, text: str, kind: LineKind = "note", when: float | None = None) -> None:
        """Queue a message of the GUI itself (one line per text line): after the answer
        of a command sent and not answered yet (module docstring), else at once."""
        now = time.time() if when is None else when
        rows = [
            (kind, _clip(line, self._max_chars), now, 0, number > 0)
            for number, line in enumerate(text.split("\n"))
        ]
        if self._open and len(self._held) + len(rows) <= MAX_HELD_NOTES:
            self._held.extend(rows)
            return
        self._lines.extend(rows)
        self._trim()

    def ingest(self, entries: Sequence[tuple[str, str]], when: float | None = None) -> None:
        """Queue traffic entries ``(kind, text)``, oldest first; unknown kinds show as notes.

        Work is bounded by the backlog size plus one pass over ``entries``: of a batch
        longer than a quarter of the backlog only the newest quarter and the commands and
        responses are split into lines; the other stderr and warning lines are counted
        as skipped.
        """
        now = time.time() if when is None else when
        # Only the newest quarter of a backlog is split into lines whole: a flood of more
        # would be trimmed right after, and splitting it first stalls the GUI thread.
        if len(entries) > self._max_backlog // 4:
            entries = self._pretrim(entries, now)
        for kind, text in entries:
            self._add_entry(kind, text, now)
        self._trim()

    def _pretrim(self, entries: Sequence[tuple[str, str]], now: float) -> Sequence[tuple[str, str]]:
        cut = len(entries) - self._max_backlog // 4
        kept = [entry for entry in entries[:cut] if entry[0] not in DROPPABLE]
        dropped = cut - len(kept)
        if len(kept) > self._max_backlog:
            dropped += len(kept) - self._max_backlog
            kept = kept[-self._max_backlog :]
        for kind, text in kept:
            self._add_entry(kind, text, now)
        self._add_skipped(dropped, now)
        return entries[cut:]

    def _add_skipped(self, count: int, now: float) -> None:
        if count <= 0:
            return
        self.skipped_total += count
        if self._lines and self._lines[-1][0] == "skipped":
            kind, text, when, dropped, continued = self._lines[-1]
            self._lines[-1] = (kind, text, when, dropped + count, continued)
        else:
            self._lines.append(("skipped", "", now, count, False))

    def _add_entry(self, kind: str, text: str, now: float) -> None:
        line_kind = _KINDS.get(kind, "note")
        if line_kind == "received" and text.startswith("?"):
            line_kind = "failure"
        text = text.rstrip("\n")
        if len(text) > ENTRY_SPLIT_CHARS:
            head, skipped, tail = self._huge_entry_lines(text)
        else:
            head, skipped, tail = self._entry_lines(text)
        append = self._lines.append
        continued = False
        for line in head:
            append((line_kind, line, now, 0, continued))
            continued = True
        if skipped:
            self._add_skipped(skipped, now)
        for line in tail:
            append((line_kind, line, now, 0, True))
        if line_kind == "sent":
            # a command opens an exchange; an interrupt or a stream's stop does not
            self._open = self._open or (bool(text.strip()) and not text.startswith("#"))
        elif line_kind in ("received", "failure"):
            self._open = False
            self._lines.extend(self._held)
            self._held.clear()

    def _entry_lines(self, text: str) -> tuple[list[str], int, list[str]]:
        """(head lines, lines left out, tail lines) of an entry, clipped: all its lines,
        or for a huge response its first and last lines."""
        max_chars = self._max_chars
        lines = text.split("\n")
        limit = self._max_backlog // 2
        if len(lines) <= limit:
            return [_clip(line, max_chars) for line in lines], 0, []
        head = lines[:_ENTRY_HEAD_LINES]
        tail = lines[-(limit - _ENTRY_HEAD_LINES) :]
        return (
            [_clip(line, max_chars) for line in head],
            len(lines) - len(head) - len(tail),
            [_clip(line, max_chars) for line in tail],
        )

    def _huge_entry_lines(self, text: str) -> tuple[list[str], int, list[str]]:
        """As :meth:`_entry_lines` for a text too long to split whole (splitting 10 MB
        holds the GIL ~20 ms): only its first and last ``ENTRY_SPLIT_CHARS // 2``
        characters are split; the lines in between are only counted."""
        max_chars = self._max_chars
        half = ENTRY_SPLIT_CHARS // 2
        pieces = text[:half].split("\n")
        head = [_clip(line, max_chars) for line in pieces[:_ENTRY_HEAD_LINES]]
        if len(pieces) <= _ENTRY_HEAD_LINES:
            # the last piece is the beginning of a line going on past the split part
            start = half - len(pieces[-1])
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
            last = text[start : min(end, start + max_chars + 1)]
            head[-1] = _clip(last, max_chars, end - start)
        tail_part = text[-half:]
        tail_start = tail_part.find("\n") + 1  # its first piece may be part of a line
        limit = self._max_backlog // 2 - _ENTRY_HEAD_LINES
        tail = tail_part[tail_start:].split("\n")[-limit:] if tail_start else []
        skipped = text.count("\n") + 1 - len(head) - len(tail)
        return head, max(0, skipped), [_clip(line, max_chars) for line in tail]

    def _trim(self) -> None:
        if len(self._lines) <= self._max_backlog:
            return
        excess = len(self._lines) - self._max_backlog * 3 // 4
        for droppable in (DROPPABLE, None):
            excess = self._drop(excess, droppable)
            if excess <= 0:
                return

    def _drop(self, excess: int, kinds: frozenset[str] | None) -> int:
        """Drop up to ``excess`` of the oldest lines of ``kinds`` (None: any kind but
        markers), merging each run of dropped lines into one marker. Returns what is
        still to drop."""
        kept: collections.deque[Row] = collections.deque()
        run = 0
        run_time = 0.0
        for row in self._lines:
            kind = row[0]
            if excess > 0 and kind == "skipped":
                run, run_time = run + row[3], run_time or row[2]
                continue
            if excess > 0 and (kinds is None or kind in kinds):
                run, run_time = run + 1, run_time or row[2]
                self.skipped_total += 1
                excess -= 1
                continue
            if run:
                kept.append(("skipped", "", run_time, run, False))
                run = 0
                run_time = 0.0
            kept.append(row)
        if run:
            kept.append(("skipped", "", run_time, run, False))
        self._lines = kept
        return excess


TIMESTAMP_WIDTH = len("00:00:00.000 ")


def format_timestamp(seconds: float) -> str:
    """Local wall-clock time ``HH:MM:SS.mmm`` of ``seconds`` since the epoch."""
    whole = int(seconds)
    millis = int((seconds - whole) * 1000)
    return f"{time.strftime('%H:%M:%S', time.localtime(whole))}.{millis:03d}"


def plain_line(line: LogLine, timestamps: bool) -> str:
    """A line as shown in the log and written by Save Log (no trailing newline)."""
    if not timestamps:
        return line.display_text()
    return f"{timestamp_prefix(line)}{line.display_text()}"


def timestamp_prefix(line: LogLine) -> str:
    """``"HH:MM:SS.mmm "`` for a line, or as many spaces for a continued line."""
    if line.continued:
        return " " * TIMESTAMP_WIDTH
    return format_timestamp(line.time) + " "


_RESPONSE_ID = re.compile(r"^([=?])\d+")
_COMMAND_ID = re.compile(r"^\d+[ \t]+")


def without_gtp_id(line: LogLine) -> LogLine:
    """``line`` as shown without GTP command ids: a sent ``"12 name"`` as ``"name"``, the
    first line of an answer ``"=12 GNU Go"`` as ``"= GNU Go"`` (``"?12 ..."`` as
    ``"? ..."``); other lines unchanged (gtp.md "Wire format": ids are optional)."""
    if line.continued:
        return line
    if line.kind == "sent":
        return line._replace(text=_COMMAND_ID.sub("", line.text, count=1))
    if line.kind in ("received", "failure"):
        return line._replace(text=_RESPONSE_ID.sub(r"\1", line.text, count=1))
    return line
