"""Reading a match journal as it grows: only the lines added since the last read.

The runner appends one JSON line per finished game to ``state.jsonl``
(:mod:`gogui_py.match.journal`); the window reads the new bytes since its last offset,
at most :data:`CHUNK` bytes at a time, so a long journal is taken in small steps and
never parses for long on the GUI thread. A torn last line waits for its end. A file
that shrank (``gogui-match reset``) is read again from the start. As in
:func:`~gogui_py.match.journal.read_journal`, a game id counts once.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from gogui_py.match.game import GameOutcome

CHUNK = 1 << 18
"""Most bytes read by one :meth:`JournalTail.poll`."""


@dataclass
class TailRead:
    """What one poll found: ``reset`` (the journal was replaced: start over), the new
    ``("game" | "void", outcome)`` entries, ``more`` (bytes are left to read)."""

    reset: bool = False
    entries: list[tuple[str, GameOutcome]] = field(default_factory=list)
    more: bool = False


class JournalTail:
    """Follows the journal at ``path`` (it may not exist yet)."""

    def __init__(self, path: str | os.PathLike[str], chunk: int = CHUNK) -> None:
        self.path = Path(path)
        self.chunk = chunk
        self.offset = 0
        self.counted: set[str] = set()
        self._identity: tuple[int, int] | None = None

    def poll(self) -> TailRead:
        """Read what was appended since the last poll (never raises: an unreadable file
        reads as nothing new)."""
        read = TailRead()
        try:
            with self.path.open("rb") as file:
                status = os.fstat(file.fileno())
                identity = (status.st_dev, status.st_ino)
                if status.st_size < self.offset or (
                    self._identity is not None and identity != self._identity
                ):
                    read.reset = True
                    self.offset = 0
                    self.counted.clear()
                self._identity = identity
                if status.st_size == self.offset:
                    return read
                file.seek(self.offset)
                data = file.read(self.chunk)
        except OSError:
            if self.offset:  # the journal is gone (reset): start over
                read.reset = True
                self.offset = 0
                self.counted.clear()
                self._identity = None
            return read
        end = data.rfind(b"\n") + 1
        if end == 0:
            read.more = len(data) == self.chunk  # a line longer than a chunk: skip it
            if read.more:
                self.offset += len(data)
            return read
        self.offset += end
        read.more = self.offset < status.st_size
        for raw in data[:end].split(b"\n"):
            entry = self._entry(raw)
            if entry is not None:
                read.entries.append(entry)
        return read

    def _entry(self, raw: bytes) -> tuple[str, GameOutcome] | None:
        if not raw.strip():
            return None
        try:
            data = json.loads(raw)
            kind = data["type"]
            if kind not in ("game", "void"):
                return None
            outcome = GameOutcome.from_json(data["outcome"])
        except (ValueError, KeyError, TypeError):
            return None
        if kind == "game":
            if outcome.game_id in self.counted:
                return None
            self.counted.add(outcome.game_id)
        return kind, outcome
