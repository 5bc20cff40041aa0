"""Command history of the GTP shell (pure, no Qt).

:class:`CommandHistory` stores the typed command lines, newest last, without
duplicates; :class:`HistoryBrowser` walks it with Up/Down from one command line,
remembering the unfinished line (the draft) and, like a shell, restricting the walk to
entries that start with that draft.
"""

from __future__ import annotations

from collections.abc import Iterable

DEFAULT_MAX_ENTRIES = 200


class CommandHistory:
    """Typed command lines, oldest first, at most ``max_entries``; a repeated line moves
    to the end instead of being stored twice.

    Raises:
        ValueError: when ``max_entries`` < 1.
    """

    def __init__(self, entries: Iterable[str] = (), max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        if max_entries < 1:
            raise ValueError(f"max_entries must be >= 1, not {max_entries}")
        self._max = max_entries
        self._entries: list[str] = []
        for entry in entries:
            self.add(entry)

    @property
    def entries(self) -> tuple[str, ...]:
        """The stored lines, oldest first."""
        return tuple(self._entries)

    def add(self, line: str) -> bool:
        """Store ``line`` (surrounding whitespace removed); blank lines are ignored.

        Returns:
            True when the history changed.
        """
        line = line.strip()
        if not line:
            return False
        if self._entries and self._entries[-1] == line:
            return False
        if line in self._entries:
            self._entries.remove(line)
        self._entries.append(line)
        del self._entries[: max(0, len(self._entries) - self._max)]
        return True

    def __len__(self) -> int:
        return len(self._entries)


class HistoryBrowser:
    """Up/Down navigation over a :class:`CommandHistory` for one command line.

    The first :meth:`older` call remembers the current text as the draft; only entries
    starting with the draft are visited. :meth:`newer` past the newest entry gives the
    draft back. :meth:`reset` (after a command is entered or the text is edited) starts
    over.
    """

    def __init__(self, history: CommandHistory) -> None:
        self._history = history
        self._draft: str | None = None
        self._index = 0  # position in the stored entries; len(entries) = the draft

    @property
    def browsing(self) -> bool:
        """True between the first :meth:`older` and the next :meth:`reset`."""
        return self._draft is not None

    def reset(self) -> None:
        """Forget the draft and the position."""
        self._draft = None

    def older(self, current_text: str) -> str | None:
        """The previous matching entry, or None when there is none (text unchanged)."""
        entries = self._history.entries
        if self._draft is None:
            self._draft = current_text
            self._index = len(entries)
        self._index = min(self._index, len(entries))
        for index in range(self._index - 1, -1, -1):
            if entries[index].startswith(self._draft):
                self._index = index
                return entries[index]
        return None

    def newer(self) -> str | None:
        """The next matching entry, the draft after the newest, or None when not browsing."""
        if self._draft is None:
            return None
        entries = self._history.entries
        for index in range(self._index + 1, len(entries)):
            if entries[index].startswith(self._draft):
                self._index = index
                return entries[index]
        self._index = len(entries)
        return self._draft
