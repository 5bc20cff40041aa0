"""Which GTP commands change the engine's board, and what rebuilds it after a restart.

Two records are kept while a ``.tst`` file is read or run:

- :class:`PositionTracker`: the position a test runs on (the last ``loadsgf`` and the
  board commands after it, :class:`~gogui_py.regress.model.Position`), for reports
  and the board window.
- :class:`ReplayLog`: the commands that bring a restarted engine back to where the
  dead one was (runner.py; docs/regress.md "When the engine fails").

The commands are GTP v2's (gtp.md "Standard commands a GUI uses"), GNU Go's ``gg-undo``
and ``loadsgf``, and GTP v1's ``black``/``white`` that GNU Go still accepts. A
``genmove`` that answered a vertex is recorded as the ``play`` it made, and a
``place_free_handicap`` as the ``set_free_handicap`` of its answer, so a replay
rebuilds the same board even when the engine would choose otherwise.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Literal

from gogui_py.regress.model import Position

SIZE_SETTERS = frozenset({"loadsgf", "boardsize"})
"""Commands after which nothing of the earlier board matters."""

CLEARS = frozenset({"clear_board"})
"""Commands that empty the board and keep its size."""

MOVES = frozenset(
    {
        "play",
        "black",
        "white",
        "undo",
        "gg-undo",
        "fixed_handicap",
        "set_free_handicap",
        "place_free_handicap",
        "genmove",
        "genmove_black",
        "genmove_white",
        "kgs-genmove_cleanup",
    }
)
"""Commands that change the stones on the board (reg_genmove and gg_genmove do not)."""

QUERIES = frozenset(
    {
        "name",
        "version",
        "protocol_version",
        "list_commands",
        "known_command",
        "showboard",
        "echo",
        "echo_err",
        "cputime",
        "help",
    }
)
"""Unnumbered commands that change nothing: never replayed."""

Kind = Literal["size", "clear", "move", "setting", "query"]

_NUMBER = re.compile(r"[0-9]+")
_GENMOVES: dict[str, str | None] = {
    "genmove": None,
    "kgs-genmove_cleanup": None,
    "genmove_black": "b",
    "genmove_white": "w",
}
"""Move-generating commands that play their move, and their colour when fixed."""


def kind_of(command: str) -> Kind:
    """What ``command`` (without id, e.g. ``"play b C3"``) does to the engine's state."""
    name = command.split(maxsplit=1)[0].lower() if command.strip() else ""
    if name in SIZE_SETTERS:
        return "size"
    if name in CLEARS:
        return "clear"
    if name in MOVES:
        return "move"
    if name in QUERIES:
        return "query"
    return "setting"


def as_played(command: str, answer: str | None) -> str | None:
    """The board command that replays ``command``, given its answer (None: not run yet).

    Returns:
        ``command`` itself for deterministic commands; ``play C V`` for a genmove that
        answered the vertex (or pass) V; ``set_free_handicap ...`` for
        ``place_free_handicap``; None when the engine's choice is not known (no
        answer, or ``resign``): nothing to replay.
    """
    words = command.split()
    name = words[0].lower()
    if name in _GENMOVES:
        if answer is None:
            return None
        move = answer.split()[0] if answer.split() else ""
        if not move or move.lower() == "resign":
            return None
        color = _GENMOVES[name] or (words[1] if len(words) > 1 else "")
        return f"play {color} {move}" if color else None
    if name == "place_free_handicap":
        if answer is None or not answer.split():
            return None
        return "set_free_handicap " + " ".join(answer.split())
    return command


class PositionTracker:
    """The position the next test runs on, :attr:`position` (None before any loadsgf).

    Feed every command the engine accepted, in order, with :meth:`sent`.
    """

    def __init__(self) -> None:
        self.position: Position | None = None

    def sent(self, command: str, answer: str | None = None) -> None:
        """Take one accepted command (``answer``: its response text, None when unknown)."""
        words = command.split()
        if not words:
            return
        name = words[0].lower()
        if name == "loadsgf":
            if len(words) < 2:
                return
            move: int | None = None
            stop_at: str | None = None
            if len(words) > 2:
                if _NUMBER.fullmatch(words[2]):
                    move = int(words[2])
                else:
                    stop_at = words[2].upper()
            self.position = Position(words[1], move, (), stop_at)
            return
        if self.position is None or kind_of(command) not in ("size", "clear", "move"):
            return
        played = as_played(command, answer)
        if played is None and answer is None:
            played = command  # read from the file, before any run: as written
        if played is not None:
            commands = (*self.position.commands, played)
            self.position = dataclasses.replace(self.position, commands=commands)


class ReplayLog:
    """The commands that rebuild the engine's state, in the order they were sent.

    Settings (``komi``, ``level``, anything not known to be a board command or a
    query) are all kept; board commands only since the last ``loadsgf`` or
    ``boardsize``, and moves only since the last ``clear_board``.
    """

    def __init__(self) -> None:
        self._commands: list[tuple[str, Kind]] = []

    def sent(self, command: str, answer: str | None) -> None:
        """Take one command the engine accepted (``answer``: its response text)."""
        kind = kind_of(command)
        if kind == "query":
            return
        if kind == "size":
            self._commands = [(c, k) for c, k in self._commands if k == "setting"]
        elif kind == "clear":
            self._commands = [(c, k) for c, k in self._commands if k in ("setting", "size")]
        played = as_played(command, answer) if kind == "move" else command
        if played is not None:
            self._commands.append((played, kind))

    def commands(self) -> list[str]:
        """What a fresh engine is sent, in order."""
        return [command for command, _ in self._commands]
