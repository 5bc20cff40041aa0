"""The match folder: state journal, run lock, stop request, event log, records.

match-runner.md "Records and reports": the run state is persisted so an interrupted
run resumes where it stopped, and a second concurrent run is refused (file lock).

The journal ``state.jsonl`` is append-only: one JSON object per line, each written
with a single ``write`` and fsync'd before the runner goes on. A ``kill -9`` at any
moment leaves at worst a torn last line, which :func:`read_journal` ignores and
:class:`Journal` cuts off before appending. A game counts once it has its ``game``
line; its record is written (atomically) before that line, so a finished game is
never lost, and a game id counts at most once (later lines for a counted id are
ignored).

Folder layout::

    state.jsonl   the journal          lock        flock'd by the running runner
    events.log    the event log        stop        present = stop requested
    games/ID.sgf  counted games        void/ID.sgf void games with a move
    report.txt    the last report
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gogui_py.game.atomic_file import write_text_atomic
from gogui_py.match.game import GameOutcome


class MatchLocked(Exception):  # noqa: N818 (the state, as the CLI reports it)
    """Another runner holds the match folder's lock."""


@dataclass
class JournalState:
    """What the journal says: counted outcomes by id (journal order), void outcomes,
    ``problems`` (unreadable lines skipped) and the last run's match ``fingerprint``."""

    games: dict[str, GameOutcome] = field(default_factory=dict)
    voids: list[GameOutcome] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    fingerprint: str = ""
    """The match fingerprint of the last run start ("" before any run)."""


class MatchFolder:
    """Paths inside a match folder (created on first use)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    @property
    def journal(self) -> Path:
        return self.path / "state.jsonl"

    @property
    def lock(self) -> Path:
        return self.path / "lock"

    @property
    def stop(self) -> Path:
        return self.path / "stop"

    @property
    def log(self) -> Path:
        return self.path / "events.log"

    @property
    def report(self) -> Path:
        return self.path / "report.txt"

    def record(self, game_id: str, *, void: bool) -> Path:
        """Where the SGF of ``game_id`` goes (``games/`` or ``void/``)."""
        return self.path / ("void" if void else "games") / f"{game_id}.sgf"

    def ensure(self) -> None:
        """Create the folder and its record subfolders. Raises OSError."""
        for sub in (self.path, self.path / "games", self.path / "void"):
            sub.mkdir(parents=True, exist_ok=True)

    def write_record(self, outcome: GameOutcome) -> Path | None:
        """Write ``outcome``'s SGF atomically (none for a void game without moves).
        Raises OSError."""
        if not outcome.sgf:
            return None
        path = self.record(outcome.game_id, void=outcome.void)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, outcome.sgf, errors="replace")
        return path

    def log_event(self, text: str) -> None:
        """Append a time-stamped line to the event log (best effort, never raises)."""
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        with contextlib.suppress(OSError), self.log.open("a", encoding="utf-8") as file:
            file.write(f"{stamp} {text}\n")

    def request_stop(self) -> None:
        """Ask a running runner to stop (it lets games under way finish). Raises OSError."""
        self.path.mkdir(parents=True, exist_ok=True)
        self.stop.write_text(f"{os.getpid()}\n", encoding="ascii")

    def stop_requested(self) -> bool:
        """True while a stop request is pending."""
        return self.stop.exists()

    def clear_stop(self) -> None:
        """Remove a pending stop request."""
        with contextlib.suppress(FileNotFoundError):
            self.stop.unlink()

    def is_running(self) -> bool:
        """True when a runner holds the lock (tries the lock without keeping it)."""
        if not self.lock.exists():
            return False
        try:
            fd = os.open(self.lock, os.O_RDWR)
        except OSError:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return True
        finally:
            os.close(fd)  # closing releases a lock taken here
        return False


class RunLock:
    """The exclusive flock on ``folder/lock`` held for a whole run (context manager).

    Raises:
        MatchLocked: on entry, when another process holds it (its pid in the message).
    """

    def __init__(self, folder: MatchFolder) -> None:
        self.folder = folder
        self._fd: int | None = None

    def __enter__(self) -> RunLock:
        self.folder.ensure()
        fd = os.open(self.folder.lock, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "?"
            os.close(fd)
            raise MatchLocked(
                f"{self.folder.path}: a run is already going on (pid {holder})"
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd
        return self

    def __exit__(self, *exc: object) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def read_journal(path: str | os.PathLike[str]) -> JournalState:
    """Read a journal; a missing file is an empty state. Never raises for bad content:
    a torn or unreadable line is skipped (noted in ``problems``)."""
    state = JournalState()
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return state
    lines = data.split(b"\n")
    if lines and lines[-1]:
        state.problems.append("the last line is torn (an interrupted write): ignored")
    for number, raw in enumerate(lines[:-1], start=1):
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw)
            kind = entry["type"]
            outcome = GameOutcome.from_json(entry["outcome"]) if kind in ("game", "void") else None
        except (ValueError, KeyError, TypeError) as error:
            state.problems.append(f"line {number} unreadable ({error}): ignored")
            continue
        if outcome is None:
            if kind == "run" and entry.get("event") == "start":
                state.fingerprint = str(entry.get("fingerprint", ""))
            continue
        if kind == "void":
            state.voids.append(outcome)
        elif outcome.game_id not in state.games:
            state.games[outcome.game_id] = outcome
    return state


class Journal:
    """The journal opened for appending (the running runner owns it).

    Raises:
        OSError: when the file cannot be opened or repaired.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
        self._repair()

    def _repair(self) -> None:
        """Cut a torn last line so the next line starts clean."""
        size = os.fstat(self._fd).st_size
        if size == 0:
            return
        tail = os.pread(self._fd, min(size, 1 << 16), max(0, size - (1 << 16)))
        if tail.endswith(b"\n"):
            return
        cut = tail.rfind(b"\n")
        keep = 0 if cut < 0 and size <= (1 << 16) else size - len(tail) + cut + 1
        os.ftruncate(self._fd, keep)
        os.fsync(self._fd)

    def append(self, kind: str, outcome: GameOutcome | None = None, **extra: Any) -> None:
        """Append one line ``{"type": kind, "outcome": ..., **extra}``, fsync'd. Raises OSError."""
        entry: dict[str, Any] = {"type": kind, "time": time.time(), **extra}
        if outcome is not None:
            entry["outcome"] = outcome.to_json()
        line = json.dumps(entry, ensure_ascii=True, separators=(",", ":")) + "\n"
        os.write(self._fd, line.encode("ascii"))
        os.fsync(self._fd)

    def close(self) -> None:
        """Close the file (idempotent)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1
