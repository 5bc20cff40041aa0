"""The program lists: GTP engines and rulers the user can attach, kept in the settings.

A :class:`ProgramEntry` is what the user edits: a label, a shell-like command line and a
working directory; ``name`` and ``version`` are what the engine answered to ``name`` and
``version`` the last time it was attached (for display only). A :class:`ProgramList` holds
the entries of one kind ("engine" or "ruler") in the user's order and is stored as a JSON
array in one QSettings key per kind (:data:`SETTINGS_KEYS`).

Built-in entries (GNU Go when it is installed, the bundled Go engine, the bundled rulers)
are identified by ``builtin_key``. Loading always re-adds a missing built-in and refreshes
the program words of each built-in's command (the interpreter path changes with the
virtualenv, the GNU Go path with the installation); the user's label, working directory
and further arguments (e.g. ``--level 5``) are kept. A built-in whose program is no longer
available (GNU Go uninstalled) is dropped and comes back when it is found again.
"""

from __future__ import annotations

import json
import logging
import os
import shlex
import shutil
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Literal, NamedTuple

from PySide6.QtCore import QSettings

from gogui_py.gtp.gnugo import default_gnugo_argv, find_gnugo

_log = logging.getLogger(__name__)

ProgramKind = Literal["engine", "ruler"]
KINDS: tuple[ProgramKind, ...] = ("engine", "ruler")
SETTINGS_KEYS: dict[ProgramKind, str] = {"engine": "programs/engines", "ruler": "programs/rulers"}
TITLE_MAX = 80
"""Longest text :func:`title_for` returns (characters)."""


GO_ONLY = frozenset({"gnugo", "gogui-py-go"})
"""Keys of the built-in engines that play Go only."""


@dataclass(frozen=True)
class ProgramEntry:
    """One program the user can attach.

    Attributes:
        label: shown in menus and lists.
        command: shell-like command line (POSIX quoting, see :meth:`argv`).
        working_dir: folder the program runs in; "" = the current folder.
        name, version: answers of the program's ``name``/``version`` ("" = not known yet).
        kind: "engine" (plays Go) or "ruler" (referees another game).
        builtin_key: "" for the user's entries, else the key of the built-in
            ("gnugo", "gogui-py-go", "othello", "gomoku", "renju", "hex").
    """

    label: str
    command: str
    working_dir: str = ""
    name: str = ""
    version: str = ""
    kind: ProgramKind = "engine"
    builtin_key: str = ""

    @property
    def builtin(self) -> bool:
        """True for the entries the application provides (not removable)."""
        return self.builtin_key != ""

    @property
    def plays_go_only(self) -> bool:
        """True for the built-in Go engines (GNU Go, the MC engine): no ruler's game."""
        return self.builtin_key in GO_ONLY

    def argv(self) -> list[str]:
        """The command split like a POSIX shell does (no variables, no globbing).

        A leading ``~`` in the program word is expanded to the home folder.

        Raises:
            ValueError: the command is empty or does not parse (e.g. an unclosed quote).
        """
        return split_command(self.command)

    def cwd(self) -> str | None:
        """Working directory for the process: None for "", else with ``~`` expanded."""
        return os.path.expanduser(self.working_dir) if self.working_dir else None

    def with_identity(self, name: str, version: str) -> ProgramEntry:
        """This entry with ``name`` and ``version`` as answered by the program."""
        return replace(self, name=name, version=version)

    def same_program(self, other: ProgramEntry) -> bool:
        """Same label, command, working directory and kind (identity ignored)."""
        return (self.label, self.command, self.working_dir, self.kind) == (
            other.label,
            other.command,
            other.working_dir,
            other.kind,
        )


def split_command(command: str) -> list[str]:
    """``command`` split with :func:`shlex.split`; ``~`` expanded in the program word.

    Raises:
        ValueError: empty command, or a parse error ("No closing quotation", ...).
    """
    words = shlex.split(command)  # raises ValueError
    if not words:
        raise ValueError("the command is empty")
    words[0] = os.path.expanduser(words[0])
    return words


def find_executable(argv0: str, working_dir: str = "") -> str | None:
    """Path of the program ``argv0`` would start, or None when it is not found.

    A word with a slash is a path, relative to ``working_dir`` (as subprocess resolves
    it when given ``cwd``); a bare name is looked up on PATH only.
    """
    if os.sep in argv0 or (os.altsep is not None and os.altsep in argv0):
        base = os.path.expanduser(working_dir) if working_dir else os.getcwd()
        path = os.path.normpath(os.path.join(base, os.path.expanduser(argv0)))
        return path if os.path.isfile(path) and os.access(path, os.X_OK) else None
    return shutil.which(argv0)


def default_label(command: str) -> str:
    """A label for a command that has none: the program's file name ("" when unparsable)."""
    try:
        return os.path.basename(split_command(command)[0])
    except ValueError:
        return ""


def title_for(entry: ProgramEntry, name: str = "", version: str = "") -> str:
    """Text naming the attached program in the window title.

    ``name``/``version`` are the program's answers (falling back to the entry's stored
    ones); the label is added in front when it says something the name does not, e.g.
    "GNU Go level 1 (GNU Go 3.8)". Control characters and runs of white space become
    one space; the result is at most :data:`TITLE_MAX` characters (ellipsis).
    """
    name = _one_line(name or entry.name)
    version = _one_line(version or entry.version)
    label = _one_line(entry.label)
    if version and version.casefold() in name.casefold():
        version = ""
    base = f"{name} {version}".strip()
    if not base:
        text = label
    elif not label or label.casefold() in base.casefold() or base.casefold() in label.casefold():
        text = base if len(base) >= len(label) else label
    else:
        text = f"{label} ({base})"
    return text if len(text) <= TITLE_MAX else text[: TITLE_MAX - 1].rstrip() + "…"


def _one_line(text: str) -> str:
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())


# -- built-in programs --------------------------------------------------------------


class _Builtin(NamedTuple):
    key: str
    kind: ProgramKind
    label: str
    program: list[str]  # the words refreshed on every load
    arguments: list[str]  # default further arguments, the user's to change


def _python() -> str:
    return sys.executable or "python3"


def _builtins(kind: ProgramKind) -> list[_Builtin]:
    if kind == "engine":
        found: list[_Builtin] = []
        gnugo = find_gnugo()
        if gnugo is not None:
            argv = default_gnugo_argv()
            found.append(_Builtin("gnugo", kind, "GNU Go", [gnugo], argv[1:]))
        program = [_python(), "-m", "gogui_py.programs.go"]
        found.append(_Builtin("gogui-py-go", kind, "gogui-py MC engine", program, []))
        return found
    return [
        _Builtin(
            game.lower(), kind, game, [_python(), "-m", f"gogui_py.programs.{game.lower()}"], []
        )
        for game in ("Othello", "Gomoku", "Renju", "Hex")
    ]


def _entry(builtin: _Builtin) -> ProgramEntry:
    command = shlex.join(builtin.program + builtin.arguments)
    return ProgramEntry(builtin.label, command, kind=builtin.kind, builtin_key=builtin.key)


def builtin_entries(kind: ProgramKind) -> list[ProgramEntry]:
    """The built-in entries of ``kind`` available now, in their default order.

    Engines: "GNU Go" (only when :func:`~gogui_py.gtp.gnugo.find_gnugo` finds it, with
    :func:`~gogui_py.gtp.gnugo.default_gnugo_argv`), then "gogui-py MC engine"
    (``[sys.executable, "-m", "gogui_py.programs.go"]``). Rulers: "Othello", "Gomoku",
    "Renju", "Hex" (``[sys.executable, "-m", "gogui_py.programs.<game>"]``).
    """
    return [_entry(b) for b in _builtins(kind)]


def builtin_default(entry: ProgramEntry) -> ProgramEntry | None:
    """Today's default of the built-in ``entry`` (None for a user entry or one not available)."""
    for builtin in _builtins(entry.kind):
        if builtin.key == entry.builtin_key:
            return _entry(builtin)
    return None


def _refreshed(stored: ProgramEntry, builtin: _Builtin) -> ProgramEntry:
    """``stored`` with the program words of its command replaced by today's ones."""
    try:
        words = split_command(stored.command)
    except ValueError:
        words = []
    n = len(builtin.program)
    arguments = words[n:] if len(words) >= n else builtin.arguments
    command = shlex.join(builtin.program + arguments)
    if command == stored.command:
        return stored
    return replace(stored, command=command, name="", version="")


# -- the list -----------------------------------------------------------------------


class ProgramList:
    """The entries of one kind, in the user's order. Mutable; :meth:`copy` for dialogs.

    Raises ``ValueError`` on an entry of another kind, ``IndexError`` on a bad index.
    """

    def __init__(self, kind: ProgramKind, entries: Iterable[ProgramEntry] = ()) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown program kind {kind!r}")
        self._kind: ProgramKind = kind
        self._entries: list[ProgramEntry] = []
        for entry in entries:
            self.add(entry)

    @classmethod
    def defaults(cls, kind: ProgramKind) -> ProgramList:
        """A list holding only :func:`builtin_entries` of ``kind``."""
        return cls(kind, builtin_entries(kind))

    @property
    def kind(self) -> ProgramKind:
        return self._kind

    @property
    def entries(self) -> tuple[ProgramEntry, ...]:
        return tuple(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __getitem__(self, index: int) -> ProgramEntry:
        return self._entries[index]

    def __iter__(self) -> Iterator[ProgramEntry]:
        return iter(tuple(self._entries))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ProgramList):
            return NotImplemented
        return self._kind == other._kind and self._entries == other._entries

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"ProgramList({self._kind!r}, {self._entries!r})"

    def copy(self) -> ProgramList:
        return ProgramList(self._kind, self._entries)

    def _check(self, entry: ProgramEntry) -> ProgramEntry:
        if entry.kind != self._kind:
            raise ValueError(f"a {entry.kind} entry in the {self._kind} list")
        return entry

    def _index(self, index: int) -> int:
        if not 0 <= index < len(self._entries):
            raise IndexError(f"no program at index {index}")
        return index

    def add(self, entry: ProgramEntry) -> int:
        """Append ``entry``; returns its index."""
        self._entries.append(self._check(entry))
        return len(self._entries) - 1

    def replace(self, index: int, entry: ProgramEntry) -> None:
        """Put ``entry`` at ``index``. A built-in stays built-in (its key is kept)."""
        old = self._entries[self._index(index)]
        self._entries[index] = replace(self._check(entry), builtin_key=old.builtin_key)

    def remove(self, index: int) -> ProgramEntry:
        """Remove and return the entry at ``index``.

        Raises:
            ValueError: the entry is built-in (built-ins cannot be removed).
        """
        if self._entries[self._index(index)].builtin:
            raise ValueError(f"{self._entries[index].label!r} is built in")
        return self._entries.pop(index)

    def move_up(self, index: int) -> int:
        """Swap the entry with the one above; returns its new index (unchanged at the top)."""
        return self._swap(index, index - 1)

    def move_down(self, index: int) -> int:
        """Swap the entry with the one below; returns its new index (unchanged at the end)."""
        return self._swap(index, index + 1)

    def _swap(self, index: int, other: int) -> int:
        self._index(index)
        if not 0 <= other < len(self._entries):
            return index
        entries = self._entries
        entries[index], entries[other] = entries[other], entries[index]
        return other

    def update_identity(self, entry: ProgramEntry, name: str, version: str) -> ProgramEntry | None:
        """Record the program's answers to ``name``/``version`` on the first entry that is
        :meth:`ProgramEntry.same_program` as ``entry``. Returns the updated entry, or None
        when the list no longer holds it (edited meanwhile). Call :meth:`save` after."""
        for i, current in enumerate(self._entries):
            if current.same_program(entry):
                self._entries[i] = current.with_identity(name, version)
                return self._entries[i]
        return None

    def with_builtins(self) -> ProgramList:
        """A copy with the built-ins brought up to date: each stored built-in that is still
        available gets today's program words (its arguments, label and folder kept); one no
        longer available is dropped; a missing one is appended."""
        available = {b.key: b for b in _builtins(self._kind)}
        result = ProgramList(self._kind)
        seen: set[str] = set()
        for entry in self._entries:
            if not entry.builtin:
                result.add(entry)
            elif entry.builtin_key in available and entry.builtin_key not in seen:
                seen.add(entry.builtin_key)
                result.add(_refreshed(entry, available[entry.builtin_key]))
        for key, builtin in available.items():
            if key not in seen:
                result.add(_entry(builtin))
        return result

    # -- persistence ------------------------------------------------------------------

    @classmethod
    def load(cls, settings: QSettings, kind: ProgramKind) -> ProgramList:
        """The list of ``kind`` stored in ``settings``, built-ins brought up to date.

        Never raises on bad data: a missing, non-JSON or non-array value gives the
        defaults; an element that is not a valid entry is skipped (logged).
        """
        raw = settings.value(SETTINGS_KEYS[kind])
        if raw is None:
            return cls.defaults(kind)
        try:
            if not isinstance(raw, str):
                raise ValueError(f"not a string: {type(raw).__name__}")
            data = json.loads(raw)
            if not isinstance(data, list):
                raise ValueError(f"not a JSON array: {type(data).__name__}")
        except ValueError as exc:  # json.JSONDecodeError is a ValueError
            _log.warning("corrupt %s setting, using the defaults: %s", SETTINGS_KEYS[kind], exc)
            return cls.defaults(kind)
        stored = cls(kind)
        for item in data:
            entry = _from_json(item, kind)
            if entry is None:
                _log.warning("skipped a corrupt %s entry: %.200r", kind, item)
            else:
                stored.add(entry)
        return stored.with_builtins()

    def save(self, settings: QSettings) -> None:
        """Store the list in ``settings`` (JSON array under :data:`SETTINGS_KEYS`)."""
        data = [_to_json(entry) for entry in self._entries]
        settings.setValue(SETTINGS_KEYS[self._kind], json.dumps(data, ensure_ascii=False))


_TEXT_FIELDS = ("label", "command", "working_dir", "name", "version", "builtin_key")


def _to_json(entry: ProgramEntry) -> dict[str, str]:
    return {field: getattr(entry, field) for field in _TEXT_FIELDS}


def _from_json(item: object, kind: ProgramKind) -> ProgramEntry | None:
    """The entry ``item`` describes, or None when it is not a valid one."""
    if not isinstance(item, dict):
        return None
    values = {field: item.get(field, "") for field in _TEXT_FIELDS}
    if not all(isinstance(value, str) for value in values.values()):
        return None
    fields: dict[str, str] = {k: v for k, v in values.items() if isinstance(v, str)}
    if not fields["command"].strip():
        return None
    try:
        words = split_command(fields["command"])
    except ValueError:
        words = []
    if not fields["builtin_key"] and not words:
        return None  # a user entry that cannot start; a built-in's command is rebuilt
    if not fields["label"].strip():
        fields["label"] = default_label(fields["command"]) or fields["builtin_key"]
    return ProgramEntry(kind=kind, **fields)
