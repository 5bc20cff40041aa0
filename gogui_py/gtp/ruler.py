"""Talk to a GTP ruler: describe it, keep it in step with a move list, read positions.

../shared/specs/rulers.md ("The commands", "What gogui-py MUST do"). A ruler owns a
game's rules; :class:`RulerSync` implements :class:`gogui_py.go.rules.Rules` on top of
one :class:`GtpClient`:

- it remembers the moves the ruler has and sends the fewest commands: ``play C V``
  for the missing moves going forward, ``undo`` going back (when listed, and cheaper
  than a replay), else ``clear_board`` and a replay of the common prefix;
- then asks ``gogui-rules_board``, ``gogui-rules_side_to_move``,
  ``gogui-rules_legal_moves``, and only when listed ``gogui-rules_captured_count``
  and ``gogui-rules_board_gfx``; ``gogui-rules_final_result`` only when the legal
  list is empty (game over);
- it caches each position by its move tuple (bounded LRU), so revisiting one sends
  nothing, not even the sync (syncing is lazy: only a cache miss needs the ruler).

Answers are parsed leniently where the spec allows (board characters other than
``XO.?`` ignored, any case, ruler order kept) and refused with :class:`RulerError`
where they make no sense. The quirk "illegal move answered with ``=``" is caught by
the board being unchanged after a non-pass ``play``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.rules import BLACK, EMPTY, REMOVED, WHITE, RulerPosition
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpError, GtpFailure
from gogui_py.gtp.protocol import one_line
from gogui_py.gtp.sync import common_prefix

RULER_COMMANDS = ("gogui-rules_game_id", "gogui-rules_legal_moves", "gogui-rules_side_to_move")
"""The commands a program must list to be a ruler (rulers.md "The commands")."""

CACHE_SIZE = 4096
"""Positions kept by :class:`RulerSync` (least recently used dropped first)."""

_CELLS = {"X": BLACK, "O": WHITE, ".": EMPTY, "?": REMOVED}


def is_ruler(commands: Collection[str]) -> bool:
    """True when ``commands`` (a ``list_commands`` answer) holds every :data:`RULER_COMMANDS`."""
    return all(name in commands for name in RULER_COMMANDS)


class RulerError(GtpError):
    """A ruler answer that makes no sense: a board of the wrong length, a side to move
    that is not b/w, a legal vertex off the board, a board unchanged after a non-pass
    ``play`` answered with ``=``, not a ruler at all. One line naming the command."""


@dataclass(frozen=True)
class RulerInfo:
    """What :meth:`RulerSync.describe` learnt.

    Attributes:
        game_id: ``gogui-rules_game_id``, one line (``Othello``).
        size: the board (``gogui-rules_board_size``; inferred from a square board
            answer when the ruler does not list it).
        hex: True for the hex geometry.
        commands: the ``list_commands`` names.
        name, version: the ``name`` and ``version`` answers, one line ("" when refused).
    """

    game_id: str
    size: BoardSize
    hex: bool
    commands: frozenset[str]
    name: str
    version: str


def _error(command: str, what: str, answer: str | None = None) -> RulerError:
    text = f"{command}: {what}"
    if answer is not None:
        text += f": {one_line(answer, 60)!r}"
    return RulerError(text)


def parse_board_size(answer: str) -> tuple[BoardSize, bool]:
    """``gogui-rules_board_size`` -> (size, hex): ``N``, ``W H``, each optionally followed
    by ``hex`` or ``rect`` (any case).

    Raises:
        RulerError: for anything else or a size outside 1..52.
    """
    words = answer.lower().split()
    hex_geometry = bool(words) and words[-1] == "hex"
    if words and words[-1] in ("hex", "rect"):
        words = words[:-1]
    try:
        numbers = [int(w) for w in words]
        if len(numbers) not in (1, 2):
            raise ValueError("one or two numbers expected")
        return BoardSize.of(numbers[0], numbers[-1]), hex_geometry
    except ValueError:
        raise _error("gogui-rules_board_size", "not a board size", answer) from None


def parse_board(answer: str, size: BoardSize) -> bytes:
    """``gogui-rules_board`` -> cells (see :class:`RulerPosition`): every ``X``, ``O``,
    ``.`` and ``?`` counts, top row (the highest row number) first; other characters
    are ignored.

    Raises:
        RulerError: when the cell count is not ``size.area``.
    """
    cells = bytes(_CELLS[ch] for ch in answer if ch in _CELLS)
    if len(cells) != size.area:
        raise _error(
            "gogui-rules_board",
            f"{len(cells)} cells for a {size.width}x{size.height} board",
            answer,
        )
    return cells


def parse_side(answer: str) -> Color:
    """``gogui-rules_side_to_move`` -> the colour its first letter (b/B, w/W) names.

    Raises:
        RulerError: for any other first letter or an empty answer.
    """
    first = answer.strip()[:1].lower()
    if first == "b":
        return Color.BLACK
    if first == "w":
        return Color.WHITE
    raise _error("gogui-rules_side_to_move", "not black or white", answer)


def parse_legal(answer: str, size: BoardSize, cells: bytes) -> tuple[tuple[Point, ...], bool]:
    """``gogui-rules_legal_moves`` -> (points without duplicates in the ruler's order,
    pass legal). Vertices in any case; ``pass`` in any case.

    Raises:
        RulerError: for a word that is not a vertex on the board, or a removed (``?``) cell.
    """
    points: dict[Point, None] = {}
    pass_legal = False
    for word in answer.split():
        try:
            point = from_gtp(word, size)
        except ValueError:
            raise _error(
                "gogui-rules_legal_moves", f"{word!r} is not a vertex on the board", answer
            ) from None
        if point is None:
            pass_legal = True
        elif cells[point.y * size.width + point.x] == REMOVED:
            raise _error("gogui-rules_legal_moves", f"{word} is a removed point", answer)
        else:
            points[point] = None
    return tuple(points), pass_legal


def parse_captured(answer: str) -> tuple[int, int] | None:
    """``gogui-rules_captured_count`` -> (by Black, by White); None for an empty answer.

    Raises:
        RulerError: unless the answer holds two non-negative integers.
    """
    words = answer.split()
    if not words:
        return None
    try:
        black, white = (int(w) for w in words)
    except ValueError:
        raise _error("gogui-rules_captured_count", "not two numbers", answer) from None
    if black < 0 or white < 0:
        raise _error("gogui-rules_captured_count", "negative count", answer)
    return black, white


class RulerSync:
    """One ruler behind a :class:`GtpClient`, brought lazily to move lists.

    Implements :class:`gogui_py.go.rules.Rules`. Not thread-safe: use it from ONE
    worker thread (never the GUI thread), as :class:`~gogui_py.gtp.sync.EngineSync`.
    Every state-changing command for the ruler must go through this object; after
    anything else touched the ruler (a command typed in a shell), call
    :meth:`invalidate`.

    Args:
        client: the ruler's client (owned by the caller, who closes it).
        timeout: seconds for every command this object sends.
    """

    def __init__(self, client: GtpClient, timeout: float = 10.0) -> None:
        self._client = client
        self._timeout = timeout
        self._info: RulerInfo | None = None
        self._moves: tuple[Move, ...] | None = None
        self._cache: OrderedDict[tuple[Move, ...], RulerPosition] = OrderedDict()

    # -- properties ---------------------------------------------------------------

    @property
    def info(self) -> RulerInfo | None:
        """What :meth:`describe` / :meth:`new_game` learnt last; None before (no I/O)."""
        return self._info

    @property
    def game_id(self) -> str:
        """The ruler's game id; "" before :meth:`describe` (no I/O)."""
        return "" if self._info is None else self._info.game_id

    @property
    def commands_sent(self) -> int:
        """How many commands the ruler has received through its client (benchmarks read
        it): this object's, and what the client asked before (name, version)."""
        return self._client.commands_sent

    @property
    def ruler_moves(self) -> tuple[Move, ...] | None:
        """The moves the ruler is believed to have; None when unknown (no I/O)."""
        return self._moves

    def invalidate(self) -> None:
        """Forget what the ruler has: the next :meth:`position` that misses the cache starts
        with ``clear_board`` and a replay. Cached positions are kept (the rules did not
        change; :meth:`new_game` drops them)."""
        self._moves = None

    # -- commands -----------------------------------------------------------------

    def _send(self, command: str, *args: str) -> str:
        return self._client.send(command, *args, timeout=self._timeout)

    def _optional(self, command: str) -> str | None:
        """Answer to a listed optional query; None when not listed or refused."""
        assert self._info is not None
        if command not in self._info.commands:
            return None
        try:
            return self._send(command)
        except GtpFailure:
            return None

    def describe(self) -> RulerInfo:
        """Ask ``list_commands``, ``name``, ``version``, ``gogui-rules_game_id`` and
        ``gogui-rules_board_size`` (the board when that is not listed). Does not clear
        the board; the ruler's state becomes unknown.

        Raises:
            RulerError: "not a ruler: it does not list ..." when a :data:`RULER_COMMANDS`
                name is missing; a board size that makes no sense.
            GtpTimeout, GtpEngineDied, GtpFailure: from the client.
        """
        self.invalidate()
        try:
            return self._describe()
        except GtpError:
            self.invalidate()
            raise

    def _describe(self) -> RulerInfo:
        # the client's answers, cached: the window's bridge asked name and version already
        commands = self._client.commands
        if not commands:
            failure = self._client.commands_failure
            raise RulerError(
                f"list_commands failed: {failure}" if failure else "list_commands listed nothing"
            )
        missing = [name for name in RULER_COMMANDS if name not in commands]
        if missing:
            raise RulerError(f"not a ruler: it does not list {', '.join(missing)}")
        name, version = self._client.name_and_version()
        game_id = one_line(self._send("gogui-rules_game_id"))
        if not game_id:
            raise RulerError("gogui-rules_game_id: empty answer")
        size, hex_geometry = self._ask_size(commands)
        self._info = RulerInfo(game_id, size, hex_geometry, commands, name, version)
        return self._info

    def _ask_size(self, commands: frozenset[str]) -> tuple[BoardSize, bool]:
        """The board size from ``gogui-rules_board_size``, else from a square board answer."""
        if "gogui-rules_board_size" in commands:
            return parse_board_size(self._send("gogui-rules_board_size"))
        answer = self._send("gogui-rules_board")
        count = sum(1 for ch in answer if ch in _CELLS)
        side = round(count**0.5)
        if side < 1 or side * side != count:
            raise _error("gogui-rules_board", "size unknown (no gogui-rules_board_size)", answer)
        return BoardSize.of(side, side), False

    def new_game(self, size: BoardSize | None = None) -> RulerInfo:
        """Start a new game: ``boardsize`` (only when listed and ``size`` differs from the
        ruler's; ``N`` for a square board, else ``W H``), ``clear_board``, then the board
        size again. Forgets the synced moves and the cached positions.

        Returns:
            The ruler's info; its size may differ from ``size`` when the ruler does not
            list ``boardsize``.

        Raises:
            RulerError, GtpTimeout, GtpEngineDied: as :meth:`describe`.
            GtpFailure: the ruler refused the size or ``clear_board``.
        """
        self._cache.clear()
        try:
            info = self._info or self._describe()
            self.invalidate()
            if size is not None and size != info.size and "boardsize" in info.commands:
                args = (str(size.width),) if size.is_square else (str(size.width), str(size.height))
                self._send("boardsize", *args)
            self._send("clear_board")
            new_size, hex_geometry = self._ask_size(info.commands)
        except GtpError:
            self.invalidate()
            raise
        self._info = replace(info, size=new_size, hex=hex_geometry)
        self._moves = ()
        return self._info

    def position(self, moves: Sequence[Move]) -> RulerPosition:
        """The position after ``moves`` from the cleared board; from the cache when known.

        On a cache miss, brings the ruler there (``play`` / ``undo`` / ``clear_board``
        and a replay) and asks the position queries (module docstring).

        Raises:
            RulerError: an answer that makes no sense, or a non-pass ``play`` the ruler
                answered with ``=`` but that left its board unchanged (then the state
                is unknown).
            GtpFailure: the ruler refused a ``play`` (it stays at the position before)
                or a query.
            GtpTimeout, GtpEngineDied: from the client; the state is then unknown.
            ValueError: a move off the ruler's board (it is not sent).
        """
        target = tuple(moves)
        cached = self._cache.get(target)
        if cached is not None:
            self._cache.move_to_end(target)
            return cached
        info = self._info or self.describe()
        try:
            result = self._fetch(target, info)
        except GtpFailure:
            raise
        except GtpError:
            self.invalidate()
            raise
        self._cache[target] = result
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return result

    def go_to(self, moves: Sequence[Move]) -> None:
        """Bring the ruler's process to the position after ``moves`` (for commands sent to
        it by hand), whatever the cache knows.

        Raises:
            GtpFailure: the ruler refused a ``play`` (it stays before it).
            GtpTimeout, GtpEngineDied, ValueError: as :meth:`position`.
        """
        info = self._info or self.describe()
        try:
            self._sync(tuple(moves), info)
        except GtpFailure:
            raise
        except GtpError:
            self.invalidate()
            raise

    def _fetch(self, target: tuple[Move, ...], info: RulerInfo) -> RulerPosition:
        last = target[-1] if target else None
        before_cells: bytes | None = None
        if last is not None and not last.is_pass:
            before = target[:-1]
            cached = self._cache.get(before)
            if cached is not None:
                before_cells = cached.cells
            else:
                self._sync(before, info)
                before_cells = parse_board(self._send("gogui-rules_board"), info.size)
        self._sync(target, info)
        cells = parse_board(self._send("gogui-rules_board"), info.size)
        if before_cells is not None and cells == before_cells:
            assert last is not None
            self.invalidate()
            raise RulerError(
                f"play {last.color.to_gtp()} {to_gtp(last.point, info.size)}: "
                "answered '=' but the board did not change (an illegal move?)"
            )
        return self._query(info, cells)

    def _query(self, info: RulerInfo, cells: bytes) -> RulerPosition:
        to_move = parse_side(self._send("gogui-rules_side_to_move"))
        legal, pass_legal = parse_legal(self._send("gogui-rules_legal_moves"), info.size, cells)
        captured_text = self._optional("gogui-rules_captured_count")
        captured = None if captured_text is None else parse_captured(captured_text)
        gfx = self._optional("gogui-rules_board_gfx") or ""
        result = ""
        if not legal and not pass_legal:
            result = one_line(self._optional("gogui-rules_final_result") or "", 200)
        return RulerPosition(
            info.size, info.hex, cells, to_move, legal, pass_legal, captured, result, gfx
        )

    # -- sync ---------------------------------------------------------------------

    def _sync(self, target: tuple[Move, ...], info: RulerInfo) -> None:
        """Bring the ruler from its known moves to ``target`` (module docstring)."""
        have = self._moves
        if have is None:
            self._send("clear_board")
            have = self._moves = ()
        common = common_prefix(have, target)
        if common < len(have):
            have = self._take_back(have, common, info)
        for index in range(len(have), len(target)):
            move = target[index]
            try:
                self._send("play", move.color.to_gtp(), to_gtp(move.point, info.size))
            except GtpFailure:
                self._moves = target[:index]  # GTP play: a refused move changes nothing
                raise
            self._moves = target[: index + 1]

    def _take_back(self, have: tuple[Move, ...], keep: int, info: RulerInfo) -> tuple[Move, ...]:
        """Back to ``have[:keep]``: ``undo`` when listed and not dearer than a replay
        (``clear_board`` + ``keep`` plays), else ``clear_board``; returns the moves left."""
        count = len(have) - keep
        if "undo" in info.commands and count <= 1 + keep:
            try:
                for _ in range(count):
                    self._send("undo")
                    have = have[:-1]
                    self._moves = have
                return have
            except GtpFailure:
                pass
        self._moves = None
        self._send("clear_board")
        self._moves = ()
        return self._moves
