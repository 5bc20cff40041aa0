"""The attached ruler: a GTP program owning the rules of a game other than Go.

rulers.md "What gogui-py MUST do": the ruler runs on its own thread (an
:class:`EngineHandle`, like an engine), never on the GUI thread; each command has a
timeout; positions (board, side to move, legal moves, captures, result, gfx) are
cached per move sequence here, so revisiting a node sends nothing; moves are
checked by the ruler *before* they enter the record, so a refused move never
reaches the tree. A ruler that dies or stops answering is detached with a message
(the record is kept) and can be attached again from Game > Rules. Its positions are
kept: without the ruler the record is read-only for moves and its board shows the
position the ruler last reported there (:func:`~gogui_py.gui.rules.shown.detached_position`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Move
from gogui_py.go.rules import RulerPosition, game_number
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpTimeout
from gogui_py.gtp.ruler import RulerError, RulerInfo, RulerSync
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.catalog import ProgramEntry
from gogui_py.gui.programs.follow import position_text
from gogui_py.gui.programs.program import Program, Role
from gogui_py.gui.programs.program_set import ProgramSet
from gogui_py.gui.rules.shown import ShownPosition, detached_position, illegal_enough, shown

if TYPE_CHECKING:
    from gogui_py.gui.programs.bridge import EngineHandle, Request

RULER_TIMEOUT = 10.0
"""Seconds a ruler may take for any one command (rulers.md: every call has a timeout)."""
CACHE_LIMIT = 4096
"""Positions kept (least recently used dropped first)."""

PositionKey = tuple[BoardSize, tuple[Move, ...]]


@dataclass(frozen=True)
class _Broken:
    """A request result: the ruler stopped answering or answered nonsense."""

    message: str
    hung: bool


def position_key(game: Game, node: Node | None = None) -> PositionKey:
    """Cache key of the position after ``node`` (default: current): board size and moves."""
    return game.tree.size, tuple(game.moves_to(node))


class RulerSession(QObject):
    """GUI-thread owner of the attached ruler, its info and its position cache.

    Signals:
        changed: attached, detached, or the ruler's info became known.
        position_ready: a position arrived in the cache (views redraw).
        message(str): a status-bar message.
        failed(str, str): title and text of a problem shown in a dialog (the ruler
            died, hung or spoke nonsense); the record is intact.
    """

    changed = Signal()
    position_ready = Signal()
    message = Signal(str)
    failed = Signal(str, str)

    def __init__(self, programs: ProgramSet, timeout: float = RULER_TIMEOUT) -> None:
        super().__init__()
        self.programs = programs
        self.timeout = timeout
        self.program: Program | None = None
        """The program with the ruler role (one of ``programs``)."""
        self.handle: EngineHandle | None = None
        self.info: RulerInfo | None = None
        self.sync: RulerSync | None = None
        """The ruler's RulerSync (bridge thread only; read ``commands_sent`` for figures)."""
        self._holder: list[RulerSync] = []
        self._cache: OrderedDict[PositionKey, RulerPosition] = OrderedDict()
        self._cache_game = ""
        """Game id of the ruler whose positions ``_cache`` holds (kept after a detach)."""
        self._dots = False
        """Legal dots inform in this game (:attr:`ShownPosition.dots`)."""
        self._pending: set[PositionKey] = set()
        self._on_ready: list[Callable[[RulerInfo], None]] = []

    # --- attach ------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """True when a ruler is running and has told its game."""
        return self.handle is not None and self.handle.is_running and self.info is not None

    @property
    def game_id(self) -> str:
        """The ruler's game id ("" before it is known)."""
        return self.info.game_id if self.info is not None else ""

    def attach(
        self,
        argv: Sequence[str],
        label: str,
        cwd: str | None = None,
        on_ready: Callable[[RulerInfo], None] | None = None,
        entry: ProgramEntry | None = None,
    ) -> Program:
        """Start ``argv`` as the ruler (detaching the previous one); ``on_ready(info)`` once
        it has described its game."""
        self.detach()
        program = self.programs.attach(
            argv,
            label,
            cwd=cwd,
            roles=frozenset({Role.RULER}),
            entry=entry,
            kind="ruler",
            timeout=self.timeout,
        )
        handle = program.handle
        self.program = program
        self.handle = handle
        holder: list[RulerSync] = []
        self._holder = holder
        program.extra_syncs.append(lambda: holder[0].invalidate() if holder else None)
        self._on_ready = [on_ready] if on_ready is not None else []
        # A ruler replaced while it starts is killed and then reports a failed start:
        # only the current handle's signals count (else it detached its successor).
        handle.started.connect(
            lambda name, version: (
                self._on_ruler_started(name, version) if handle is self.handle else None
            )
        )
        handle.start_failed.connect(
            lambda message: self._on_ruler_start_failed(message) if handle is self.handle else None
        )
        handle.died.connect(
            lambda message: self._on_ruler_died(message) if handle is self.handle else None
        )
        self.message.emit(translate("Rules", "Starting ruler {}…").format(label))
        self.changed.emit()
        return program

    def detach(self) -> None:
        """Quit the ruler without waiting for it; the record is kept."""
        program, self.program = self.program, None
        self.handle = None
        self.info = None
        self.sync = None
        self._pending.clear()  # the positions stay: the record shows them, read-only
        if program is not None:
            self.programs.detach(program)
            self.changed.emit()

    def shutdown(self) -> None:
        """Quit the programs and wait for their threads (application exit, tests)."""
        self.program = self.handle = None
        self.programs.shutdown()

    def _ruler_sync(self, holder: list[RulerSync], client: GtpClient) -> RulerSync:
        """The RulerSync of this attach (bridge thread)."""
        if not holder:
            holder.append(RulerSync(client, timeout=self.timeout))
        return holder[0]

    def _run(
        self,
        work: Callable[[RulerSync], object],
        on_done: Callable[[object], None],
        on_refused: Callable[[str], None] | None = None,
    ) -> bool:
        """Run ``work`` on the ruler's thread; a hang or nonsense comes back as :class:`_Broken`
        and is handled here (dialog; a hung ruler is detached). False when no ruler."""
        from gogui_py.gui.programs.bridge import describe_error  # noqa: PLC0415 - start-up

        handle = self.handle
        if handle is None or not handle.is_running:
            return False
        holder = self._holder

        def request(client: GtpClient, _sync: EngineSync) -> object:
            ruler = self._ruler_sync(holder, client)
            try:
                return work(ruler)
            except GtpTimeout as exc:
                return _Broken(describe_error(exc), hung=True)
            except RulerError as exc:
                ruler.invalidate()
                return _Broken(describe_error(exc), hung=False)

        def done(result: object) -> None:
            if handle is not self.handle:
                return
            if isinstance(result, _Broken):
                self._broken(result)
                if on_refused is not None:
                    on_refused(result.message)
                return
            on_done(result)

        handle.submit(request, done, on_refused)
        return True

    def _broken(self, broken: _Broken) -> None:
        name = self.handle.name if self.handle is not None else translate("Rules", "The ruler")
        if broken.hung:
            self.detach()
            self.failed.emit(
                translate("Rules", "Ruler not answering"),
                (
                    translate(
                        "Rules",
                        "{0}: {1}.\nIt was detached; the game record is intact. Attach it "
                        "again from Game > Rules to go on.",
                    ).format(name, broken.message)
                ),
            )
        else:
            self.failed.emit(
                translate("Rules", "Ruler error"),
                (
                    translate(
                        "Rules",
                        "{0} gave an answer that makes no sense: {1}.\nThe game record is intact.",
                    ).format(name, broken.message)
                ),
            )

    def _on_ruler_started(self, name: str, version: str) -> None:
        self.sync = None
        holder = self._holder

        def describe(ruler: RulerSync) -> RulerInfo:
            self.sync = ruler
            return ruler.describe()

        def described(result: object) -> None:
            assert isinstance(result, RulerInfo)
            self.info = result
            if result.game_id.lower() != self._cache_game.lower():
                self._cache.clear()  # another game's positions
                self._dots = False
                self._cache_game = result.game_id
            self.message.emit(
                translate("Rules", "Ruler {0} {1} attached: {2}")
                .format(name, version, result.game_id)
                .strip()
            )
            self.changed.emit()
            callbacks, self._on_ready = self._on_ready, []
            for callback in callbacks:
                callback(result)

        def refused(message: str) -> None:
            if self.handle is not None and holder is self._holder:
                label = self.handle.label
                self.detach()
                self.failed.emit(translate("Rules", "Not a ruler"), f"{label}: {message}")

        self._run(describe, described, refused)

    def _on_ruler_start_failed(self, message: str) -> None:
        label = self.handle.label if self.handle is not None else translate("Rules", "the ruler")
        self.detach()  # the program set has let it go already
        self.changed.emit()
        self.failed.emit(
            translate("Rules", "Ruler did not start"),
            translate("Rules", "Could not start {0}: {1}").format(label, message),
        )

    def _on_ruler_died(self, message: str) -> None:
        name = self.handle.name if self.handle is not None else translate("Rules", "The ruler")
        self.detach()
        self.failed.emit(
            translate("Rules", "Ruler stopped"),
            (
                translate(
                    "Rules",
                    "{0}: {1}.\nThe game record is intact; attach the ruler again from Game "
                    "> Rules to go on.",
                ).format(name, message)
            ),
        )

    # --- games -------------------------------------------------------------------------------
    def matches(self, tree: GameTree) -> bool:
        """True when ``tree`` is a record of the ruler's game (game id, else GM number)."""
        return self.info is not None and _same_game(tree, self.info.game_id)

    def new_game(self, size: BoardSize | None, on_done: Callable[[RulerInfo], None]) -> bool:
        """Tell the ruler a new game starts (``boardsize`` when ``size`` differs, then
        ``clear_board``); ``on_done(info)`` with the board size it took."""
        self._cache.clear()
        self._pending.clear()

        def done(result: object) -> None:
            assert isinstance(result, RulerInfo)
            self.info = result
            on_done(result)

        def refused(message: str) -> None:
            self.message.emit(
                translate("Rules", "The ruler did not start a new game: {}").format(message)
            )

        return self._run(lambda ruler: ruler.new_game(size), done, refused)

    def follow_request(self, game: Game) -> tuple[Request, str] | None:
        """The request bringing the ruler's process to the current node of ``game`` (the
        program layer's follow), or None when the record is not the ruler's game."""
        if not self.active or not self.matches(game.tree):
            return None
        holder = self._holder
        moves = position_key(game)[1]

        def bring(client: GtpClient, _sync: EngineSync) -> None:
            self._ruler_sync(holder, client).go_to(moves)

        return bring, position_text(game)

    # --- positions ---------------------------------------------------------------------------
    def shown(self, game: Game, node: Node | None = None) -> ShownPosition | None:
        """The position the board shows after ``node`` (default: current): :meth:`cached`
        while the ruler of the record's game is attached; without it, for a record of a
        game other than Go, the read-only
        :func:`~gogui_py.gui.rules.shown.detached_position` (never None): what the ruler
        of that game reported last."""
        if (self.active and self.matches(game.tree)) or game.tree.is_go:
            return self.cached(game, node)
        kept = _same_game(game.tree, self._cache_game)
        return detached_position(game, lambda *key: self._cache.get(key) if kept else None, node)

    def cached(self, game: Game, node: Node | None = None) -> ShownPosition | None:
        """The position after ``node`` (default: current) when the attached ruler of the
        record's game reported it, else None."""
        if not (self.active and self.matches(game.tree)):
            return None
        key = position_key(game, node)
        position = self._cache.get(key)
        if position is None:
            return None
        if not isinstance(position, ShownPosition) or position.dots != self._dots:
            position = shown(position, dots=self._dots)  # the same object until dots change
            self._cache[key] = position
        self._cache.move_to_end(key)
        return position

    def _store(self, key: PositionKey, position: RulerPosition) -> None:
        self._dots = self._dots or illegal_enough(position)
        self._cache[key] = position
        self._cache.move_to_end(key)
        if len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)

    def request(self, game: Game, node: Node | None = None) -> None:
        """Make sure the position after ``node`` gets known (``position_ready`` when it is)."""
        key = position_key(game, node)
        if key in self._cache or key in self._pending or not self.active:
            return
        if self.info is not None and key[0] != self.info.size:
            return  # the record's board is not the ruler's: nothing to ask
        self._pending.add(key)
        moves = key[1]

        def done(result: object) -> None:
            self._pending.discard(key)
            if isinstance(result, RulerPosition):
                self._store(key, result)
                self.position_ready.emit()

        def refused(message: str) -> None:
            self._pending.discard(key)
            self.message.emit(
                translate("Rules", "The ruler refused the position: {}").format(message)
            )

        if not self._run(lambda ruler: ruler.position(moves), done, refused):
            self._pending.discard(key)

    def try_move(
        self,
        game: Game,
        move: Move,
        on_done: Callable[[RulerPosition], None],
        on_refused: Callable[[str], None],
    ) -> None:
        """Ask the ruler to play ``move`` after the current node; ``on_done(position after)``
        once it took it (cached), else ``on_refused(message)``. The tree is not touched."""
        size, moves = position_key(game)
        key = (size, (*moves, move))
        known = self._cache.get(key)
        if known is not None:
            on_done(known)
            return

        def done(result: object) -> None:
            assert isinstance(result, RulerPosition)
            self._store(key, result)
            on_done(result)

        if not self._run(lambda ruler: ruler.position(key[1]), done, on_refused):
            on_refused(translate("Rules", "no ruler attached"))


def _same_game(tree: GameTree, game_id: str) -> bool:
    """True when ``tree`` is a record of ``game_id`` (its game id, else its GM number)."""
    if not game_id:
        return False
    if tree.game_id:
        return tree.game_id.lower() == game_id.lower()
    number = game_number(game_id)
    return number is not None and number != 1 and tree.game_number == number
