"""Crash recovery: a journal of the open record, read back after ``kill -9`` or a power cut.

Each window owns one recovery file in :func:`default_folder` (``$XDG_DATA_HOME/gogui-py/
recovery``), named ``<pid>-<uuid>.recovery``: one line of JSON (:class:`Header`: the file the
record came from, the current node's path, the engines with their colours, the clocks,
the undo history of :mod:`.undo_journal`),
then the SGF text of every game of the record. It is rewritten atomically
(:func:`~gogui_py.game.atomic_file.write_text_atomic`) after each change, and removed once
the record is saved or the user let it go.

A live owner holds an exclusive ``flock`` on ``<pid>-<uuid>.lock`` for as long as its file
exists; the kernel drops the lock when the process dies, however it dies. So a file whose
lock can be taken has no owner any more (:func:`list_recoverable`), and whoever takes it
holds the lock while the user decides (two instances started at once never both offer it).
Where ``fcntl`` is missing (Windows) the owner's pid is checked instead.

The tree is copied on the caller's thread in slices (:class:`TreeCopy`, cheap: no text is
made) so the SGF text can be built and written on another thread while the GUI goes on
mutating the original.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from gogui_py.game.atomic_file import write_text_atomic
from gogui_py.game.game import Game
from gogui_py.game.history import EditHistory
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.game.undo_journal import restore_history

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

SUFFIX = ".recovery"
LOCK_SUFFIX = ".lock"
FORMAT_VERSION = 3
"""2 added :attr:`Header.undo`, 3 :attr:`Header.redo`; an older file restores without
them."""
READ_VERSIONS = (1, 2, 3)


def default_folder(environ: dict[str, str] | os._Environ[str] | None = None) -> Path:
    """``$XDG_DATA_HOME/gogui-py/recovery`` (``~/.local/share`` when unset or relative, as
    the XDG base directory specification says)."""
    env = os.environ if environ is None else environ
    base = env.get("XDG_DATA_HOME", "")
    if not base or not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "gogui-py" / "recovery"


@dataclass(frozen=True)
class EngineState:
    """An attached engine: its command, where it ran, the colours it played (``"B"``/``"W"``)."""

    argv: list[str]
    label: str
    cwd: str | None = None
    colors: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class ClockState:
    """One player's clock at the last write: ``seconds`` left (in the period when ``stones``
    is not None: byo-yomi periods or Canadian moves left), as SGF BL/WL and OB/OW store it."""

    color: str
    seconds: float
    stones: int | None = None


@dataclass(frozen=True)
class Header:
    """What a recovery file says besides the SGF text.

    Attributes:
        pid: the process that wrote it.
        saved_at: when it was written (seconds since the epoch).
        path: the file the record was opened from or saved to, None when untitled.
        game_index: the game shown, in the file's collection.
        current: the current node as child indices from the root.
        moves: moves on the path to the current node (for the list the user sees).
        engines: the engines attached, with their colours.
        computer: the colours programs played (``"B"``, ``"W"``).
        clocks: the clocks of a timed game, read at the write.
        undo: the undo history of each game that has one, by its index in the
            collection (as text: a JSON key), as :func:`~gogui_py.game.undo_journal.
            encode_history` writes it.
        redo: the redo stack of each game that has one, keyed as ``undo``, as
            :func:`~gogui_py.game.undo_journal.encode_redo` writes it.
    """

    pid: int
    saved_at: float
    path: str | None = None
    game_index: int = 0
    current: list[int] = field(default_factory=list)
    moves: int = 0
    engines: list[EngineState] = field(default_factory=list)
    computer: list[str] = field(default_factory=list)
    clocks: list[ClockState] = field(default_factory=list)
    undo: dict[str, Any] = field(default_factory=dict)
    redo: dict[str, Any] = field(default_factory=dict)
    version: int = FORMAT_VERSION

    def to_json(self) -> str:
        """One line of JSON."""
        return json.dumps(asdict(self), ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> Header:
        """The header of ``text``. Raises ValueError (or a subclass) when it is not one."""
        data: dict[str, Any] = json.loads(text)
        if not isinstance(data, dict) or data.get("version") not in READ_VERSIONS:
            raise ValueError("not a gogui-py recovery header")
        engines = [EngineState(**e) for e in data.pop("engines", [])]
        clocks = [ClockState(**c) for c in data.pop("clocks", [])]
        try:
            return Header(**data, engines=engines, clocks=clocks)
        except TypeError as exc:
            raise ValueError(f"bad recovery header: {exc}") from exc


def current_path(game: Game) -> list[int]:
    """The current node of ``game`` as child indices from the root."""
    return [node.child_index() for node in game.path()[1:]]


def node_at(tree: GameTree, path: Sequence[int]) -> Node:
    """The node reached from the root by ``path`` (child indices); stops where it leaves
    the tree."""
    node = tree.root
    for index in path:
        if not 0 <= index < len(node.children):
            break
        node = node.children[index]
    return node


class TreeCopy:
    """A detached copy of game trees, made in slices on the thread that owns them.

    :meth:`advance` copies up to ``budget`` nodes; when it returns True, :attr:`trees`
    holds the copy (fresh :class:`Node` objects: property lists copied, immutable values
    shared). The copy is only valid if no tree was mutated between the slices: the caller
    checks ``GameTree.revision`` (:meth:`stale`) and starts again.
    """

    def __init__(self, trees: Sequence[GameTree]) -> None:
        self._sources = list(trees)
        self._revisions = [tree.revision for tree in self._sources]
        self.trees: list[GameTree] = []
        self._walk = self._copy()

    def stale(self) -> bool:
        """True when a tree changed since the copy began."""
        return [tree.revision for tree in self._sources] != self._revisions

    def advance(self, budget: int = 5000) -> bool:
        """Copy up to ``budget`` more nodes; True when the copy is complete."""
        return any(next(self._walk, None) is None for _ in range(budget))

    def _copy(self) -> Iterator[int]:
        for source in self._sources:
            root = _copy_node(source.root)
            stack = [(source.root, root)]
            while stack:
                node, copy = stack.pop()
                for child in node.children:
                    child_copy = _copy_node(child)
                    child_copy.parent = copy
                    copy.children.append(child_copy)
                    if child.children:
                        stack.append((child, child_copy))
                    yield 1
            self.trees.append(GameTree(root, source.size, source.game_number))
            yield 1


def _copy_node(node: Node) -> Node:
    props = node.props
    return Node(
        node.move,
        add_black=node.add_black,
        add_white=node.add_white,
        add_empty=node.add_empty,
        player=node.player,
        comment=node.comment,
        props={ident: list(values) for ident, values in props.items()} if props else None,
    )


def copy_trees(trees: Sequence[GameTree]) -> list[GameTree]:
    """A detached copy of ``trees`` in one go (see :class:`TreeCopy`)."""
    copy = TreeCopy(trees)
    while not copy.advance(1 << 30):
        pass
    return copy.trees


def recovery_text(header: Header, trees: Sequence[GameTree]) -> str:
    """The content of a recovery file: the header's line, then the SGF of ``trees``."""
    return header.to_json() + "\n" + to_sgf(trees)


class Journal:
    """The recovery file of one window (see the module documentation).

    Nothing is created before the first :meth:`write`; from then on the lock is held until
    :meth:`remove` or :meth:`close`. Not thread-safe: call it from one thread (a writer
    thread, in order).
    """

    def __init__(self, folder: Path | None = None, *, pid: int | None = None) -> None:
        self.folder = default_folder() if folder is None else folder
        self.pid = os.getpid() if pid is None else pid
        stem = f"{self.pid}-{uuid.uuid4().hex}"
        self.path = self.folder / (stem + SUFFIX)
        self.lock_path = self.folder / (stem + LOCK_SUFFIX)
        self._lock: IO[bytes] | None = None
        self.writes = 0

    def write(self, text: str) -> None:
        """Replace the recovery file by ``text`` (see :func:`recovery_text`), atomically.

        Raises:
            OSError: the folder cannot be written (the previous file, if any, is intact).
        """
        if self._lock is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._lock = _take_lock(self.lock_path)
            if self._lock is None:  # pragma: no cover - a uuid is not shared
                raise OSError(f"{self.lock_path}: held by another process")
        write_text_atomic(self.path, text, errors="replace")
        self.writes += 1

    def remove(self) -> None:
        """Remove the recovery file and release the lock (the record is safe elsewhere)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        if self._lock is not None:
            with contextlib.suppress(FileNotFoundError):
                self.lock_path.unlink()
            self._lock.close()
            self._lock = None

    close = remove

    @property
    def exists(self) -> bool:
        """True while the recovery file is on disk."""
        return self.path.exists()


@dataclass
class Recoverable:
    """A recovery file whose owner is gone; its lock is held until :meth:`release`,
    :meth:`discard` or :meth:`adopted`."""

    path: Path
    header: Header
    text: str
    """The SGF text."""
    _lock: IO[bytes] | None = field(default=None, repr=False)
    _trees: list[GameTree] | None = field(default=None, repr=False, compare=False)
    """The games parsed when the file was checked, until :meth:`trees` hands them over."""

    @property
    def name(self) -> str:
        """The record's file name, or ``"Untitled"``."""
        return Path(self.header.path).name if self.header.path else "Untitled"

    def trees(self) -> list[GameTree]:
        """The games of the record: the ones parsed when the file was listed, the first
        time (the caller owns them), a fresh parse after that. Raises
        :class:`~gogui_py.sgf.errors.SgfError` on a syntax error."""
        trees, self._trees = self._trees, None
        return trees if trees is not None else _parse(self.text)

    def histories(self, trees: Sequence[GameTree]) -> dict[int, EditHistory]:
        """The undo and redo history of each game of ``trees`` (:meth:`trees`) that had
        one, rebuilt on it (:func:`~gogui_py.game.undo_journal.restore_history`); empty
        for a file written before undo was journaled."""
        found: dict[int, EditHistory] = {}
        undo = self.header.undo if isinstance(self.header.undo, dict) else {}
        redo = self.header.redo if isinstance(self.header.redo, dict) else {}
        for key in {**undo, **redo}:
            index = int(key) if key.isdigit() else -1
            if 0 <= index < len(trees):
                history = restore_history(trees[index], undo.get(key), redo=redo.get(key))
                if history.can_undo or history.can_redo:
                    found[index] = history
        return found

    def release(self) -> None:
        """Leave the file for a later start (the lock is let go)."""
        self._trees = None
        if self._lock is not None:
            self._lock.close()
            self._lock = None

    def discard(self) -> None:
        """Remove the file and its lock file (the user let the game go, or it is restored
        and journaled anew)."""
        for path in (self.path, self.path.with_suffix(LOCK_SUFFIX)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        self.release()


def _parse(text: str) -> list[GameTree]:
    return list(load_bytes(text.encode("utf-8"), encoding="utf-8").games)


def read_recovery(path: Path) -> tuple[Header, str]:
    """The header and SGF text of the recovery file ``path``.

    Raises:
        OSError: it cannot be read.
        ValueError: it is not a complete recovery file (truncated, corrupt).
    """
    header, text, _trees = _read_parsed(path)
    return header, text


def _read_parsed(path: Path) -> tuple[Header, str, list[GameTree]]:
    """:func:`read_recovery`, with the games of the SGF text (parsed to check it)."""
    data = path.read_bytes().decode("utf-8", errors="replace")
    first, newline, text = data.partition("\n")
    if not newline:
        raise ValueError("no header line")
    header = Header.from_json(first)
    if not text.lstrip().startswith("(") or not text.rstrip().endswith(")"):
        raise ValueError("the SGF text is truncated")
    trees = _parse(text)  # raises SgfError (a ValueError)
    return header, text, trees


def list_recoverable(folder: Path | None = None) -> tuple[list[Recoverable], list[str]]:
    """Recovery files in ``folder`` whose owner process is gone, newest first, each with
    its lock held; and a message for each file that could not be read (left in place).

    Lock files left without a recovery file (an owner that removed its file but died
    before its lock file) are removed.
    """
    folder = default_folder() if folder is None else folder
    found: list[Recoverable] = []
    problems: list[str] = []
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return [], []
    for path in entries:
        if path.name.startswith("."):
            continue
        if path.suffix == LOCK_SUFFIX and not path.with_suffix(SUFFIX).exists():
            lock = _take_lock(path, pid=_pid_of(path))
            if lock is not None:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
                lock.close()
            continue
        if path.suffix != SUFFIX:
            continue
        lock = _take_lock(path.with_suffix(LOCK_SUFFIX), pid=_pid_of(path))
        if lock is None:
            continue  # a live instance's journal
        try:
            header, text, trees = _read_parsed(path)
        except (OSError, ValueError) as exc:
            lock.close()
            problems.append(f"{path.name}: skipped, cannot be read ({exc})")
            continue
        found.append(Recoverable(path, header, text, lock, trees))
    found.sort(key=lambda r: r.header.saved_at, reverse=True)
    return found, problems


def _pid_of(path: Path) -> int | None:
    head = path.name.split("-", 1)[0]
    return int(head) if head.isdigit() else None


def _take_lock(path: Path, *, pid: int | None = None) -> IO[bytes] | None:
    """The lock file ``path`` opened and locked exclusively, or None when another process
    holds it (without fcntl: when process ``pid`` is alive and not us)."""
    try:
        handle = open(path, "ab")  # noqa: SIM115 - held open as the lock
    except OSError:
        return None
    if fcntl is None:  # pragma: no cover - Windows
        if pid is not None and pid != os.getpid() and _alive(pid):
            handle.close()
            return None
        return handle
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def _alive(pid: int) -> bool:  # pragma: no cover - Windows
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def describe_time(saved_at: float, now: float | None = None) -> str:
    """``"today 14:02"``, or the date and time, of ``saved_at`` (local time)."""
    stamp = time.localtime(saved_at)
    today = time.localtime(time.time() if now is None else now)
    if stamp[:3] == today[:3]:
        return time.strftime("today %H:%M", stamp)
    return time.strftime("%Y-%m-%d %H:%M", stamp)
