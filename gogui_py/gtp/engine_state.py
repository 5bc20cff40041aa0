"""The state adapter: a move generator becomes a full GTP Go engine.

Modelled on Gomill's ``gtp_states`` (../shared/seeds/000_7353967aa6bfce29.txt)
and the adapter idea of ../shared/seeds/002_9918cb7983cd56fb.txt. A
:class:`GtpState` keeps the board (:class:`gogui_py.go.Board`: captures,
suicide and simple ko refused), the move history, komi, handicap and clocks,
and registers on a :class:`~gogui_py.gtp.engine.GtpEngine`:

- GTP v2: ``boardsize`` ``clear_board`` ``komi`` ``play`` ``undo`` ``genmove``
  ``reg_genmove`` ``fixed_handicap`` ``place_free_handicap``
  ``set_free_handicap`` ``time_settings`` ``time_left`` ``final_score``
  ``final_status_list`` ``showboard``; also ``kgs-time_settings`` and GNU Go's
  ``list_stones``.
- Gomill: ``gomill-explain_last_move`` ``gomill-describe_engine``
  ``gomill-cpu_time`` ``gomill-genmove_ex`` (keyword ``claim``).
- GoGui: ``gogui-interrupt`` (the generator polls :attr:`GameState.interrupted`).

The generator is called with a read-only :class:`GameState` and returns a
:class:`GeneratedMove`. SGF commands (``loadsgf``, ``gomill-savesgf``) live
above this layer, in :mod:`gogui_py.programs.sgf_commands`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass

from gogui_py.go.board import Board, IllegalMoveError
from gogui_py.go.color import Color
from gogui_py.go.handicap import handicap_points
from gogui_py.go.move import Move
from gogui_py.go.point import BoardSize, Point
from gogui_py.go.scoring import score
from gogui_py.go.vertex import column_to_gtp, from_gtp, to_gtp
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, parse_int, require_args
from gogui_py.gtp.engine_clock import Clock, TimeKind, TimeSettings

__all__ = [
    "Clock",
    "DeadStonesHook",
    "GameState",
    "GeneratedMove",
    "GtpState",
    "HandicapHook",
    "MoveGenerator",
    "TimeKind",
    "TimeSettings",
    "board_diagram",
    "spread_handicap",
]


@dataclass(frozen=True)
class GameState:
    """What a move generator sees (read-only; boards are immutable values).

    Attributes:
        board: the current position.
        color: the colour to generate a move for.
        history: the moves played since the initial position, oldest first.
        boards: the positions before each move of ``history`` then the current
            one (``len(history) + 1`` boards), for superko checks.
        komi: komi in points.
        handicap: the handicap stones placed on the initial position.
        time_settings: the clock agreed with ``time_settings``/``kgs-time_settings``.
        time_remaining: seconds left for ``color`` (from ``time_left``, else
            from the settings), None without a time limit.
        stones_remaining: stones (Canadian) or periods (byo-yomi) left in the
            current period from ``time_left``; None when not in overtime.
        claim_allowed: true for ``gomill-genmove_ex C claim``.
        interrupted: returns True once the controller interrupted the command
            (``# interrupt``); the generator should then return its best move at once.
    """

    board: Board
    color: Color
    history: tuple[Move, ...]
    boards: tuple[Board, ...]
    komi: float
    handicap: tuple[Point, ...]
    time_settings: TimeSettings
    time_remaining: float | None
    stones_remaining: int | None
    claim_allowed: bool
    interrupted: Callable[[], bool]

    def move_time(self, default: float) -> float:
        """Seconds to spend on this move: ``default``, less when the clock demands it.

        Leaves a 20 % safety margin; never below 0.01 s.
        """
        remaining = self.time_remaining
        if remaining is None:
            return default
        settings = self.time_settings
        stones = self.stones_remaining
        if stones and settings.kind == "byoyomi":
            budget = remaining
        elif stones:
            budget = remaining / stones
        else:
            empty = self.board.cells.count(0)
            budget = remaining / max(8, empty // 3)
            if settings.kind == "byoyomi":
                budget = max(budget, settings.period_time)
            elif settings.kind == "canadian" and settings.stones:
                budget = max(budget, settings.period_time / settings.stones)
        return max(0.01, min(default, 0.8 * budget - 0.05))


@dataclass(frozen=True)
class GeneratedMove:
    """A generator's answer: a point, or a pass (``point`` None), or resign/claim.

    ``claim`` is answered only for ``gomill-genmove_ex C claim``; otherwise
    ``point`` is played. ``comment`` is returned by ``gomill-explain_last_move``.
    """

    point: Point | None = None
    resign: bool = False
    claim: bool = False
    comment: str = ""


MoveGenerator = Callable[[GameState], GeneratedMove]
"""Chooses a move for ``state.color``."""

DeadStonesHook = Callable[[GameState], Collection[Point]]
"""Dead stones of the current position, for final_score and final_status_list."""

HandicapHook = Callable[[GameState, int], list[Point]]
"""Handicap stones the engine chooses for place_free_handicap N (2 <= N < area)."""


def _name_of(function: object) -> str:
    """A callable's name for messages (``choose_move``, or its repr)."""
    name = getattr(function, "__qualname__", None)
    return name if isinstance(name, str) else repr(function)


def parse_color(text: str) -> Color:
    """A GTP colour argument (GTP v2 section 2.7). Raises GtpCommandError("invalid color")."""
    try:
        return Color.from_gtp(text)
    except ValueError:
        raise GtpCommandError("invalid color") from None


def parse_vertex(text: str, size: BoardSize) -> Point | None:
    """A GTP vertex argument on a ``size`` board, None for pass (GTP v2 section 2.8).
    Raises GtpCommandError("invalid coordinate")."""
    try:
        return from_gtp(text, size)
    except ValueError:
        raise GtpCommandError("invalid coordinate") from None


def board_diagram(board: Board) -> str:
    """A showboard diagram: column letters, rows numbered from the bottom, X black, O white."""
    width, height = board.size
    letters = " ".join(column_to_gtp(x) for x in range(width))
    cells = board.cells
    rows = [f"   {letters}"]
    for y in range(height):
        row = " ".join(".XO"[cells[y * width + x]] for x in range(width))
        number = height - y
        rows.append(f"{number:2} {row} {number}")
    return "\n".join(["", *rows, rows[0]])


def spread_handicap(size: BoardSize, count: int) -> list[Point]:
    """``count`` well-spread handicap points: the fixed points when defined, then greedy.

    Greedy points maximise the distance to the stones already chosen, preferring
    the 3rd or 4th line. Raises ValueError unless 1 <= count < size.area.
    """
    if not 1 <= count < size.area:
        raise ValueError(f"cannot place {count} handicap stones on a {size} board")
    chosen: list[Point] = []
    for fixed in range(min(count, 9), 1, -1):
        try:
            chosen = handicap_points(fixed, size)
            break
        except ValueError:
            continue
    line = 3 if min(size) >= 13 else 2
    while len(chosen) < count:
        taken = set(chosen)

        def merit(p: Point) -> tuple[int, int]:
            near = min((abs(p.x - q.x) + abs(p.y - q.y) for q in chosen), default=size.area)
            edge = min(p.x, p.y, size.width - 1 - p.x, size.height - 1 - p.y)
            return near, -abs(edge - line)

        chosen.append(max((p for p in size.points() if p not in taken), key=merit))
    return chosen


class GtpState:
    """Game state plus the standard commands around a :data:`MoveGenerator`.

    Args:
        generator: chooses moves.
        sizes: accepted board sizes (``boardsize`` answers "unacceptable size" otherwise).
        default_size: the size before any ``boardsize``.
        describe: text for ``gomill-describe_engine`` (default: name and version).
        dead_stones: dead stones for scoring (default: none are dead).
        free_handicap: the engine's choice for ``place_free_handicap`` (default
            :func:`spread_handicap`).
    """

    def __init__(
        self,
        generator: MoveGenerator,
        *,
        sizes: Iterable[int] = range(2, 26),
        default_size: int = 19,
        describe: Callable[[], str] | None = None,
        dead_stones: DeadStonesHook | None = None,
        free_handicap: HandicapHook | None = None,
    ) -> None:
        self.generator = generator
        self.sizes = frozenset(sizes)
        self.describe = describe
        self.dead_stones = dead_stones
        self.free_handicap = free_handicap
        self.komi = 0.0
        self.clock = Clock()
        self.cpu_time = 0.0
        self.last_comment = ""
        self.boards: list[Board] = []
        self.moves: list[Move] = []
        self.comments: list[str] = []
        self.handicap: tuple[Point, ...] = ()
        self._engine: GtpEngine | None = None
        self.reset(BoardSize.square(default_size))

    # -- state ------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The current position."""
        return self.boards[-1]

    @property
    def size(self) -> BoardSize:
        """The board size."""
        return self.boards[0].size

    def reset(self, size: BoardSize) -> None:
        """An empty board of ``size``: no moves, no handicap; clocks restart."""
        self.boards = [Board.empty(size)]
        self.moves = []
        self.comments = []
        self.handicap = ()
        self.last_comment = ""
        self.clock.restart()

    def load_position(
        self,
        initial: Board,
        moves: Sequence[Move],
        *,
        handicap: Sequence[Point] = (),
        comments: Sequence[str] = (),
    ) -> None:
        """Replace the game: ``initial`` position then ``moves`` executed without checks.

        Used by ``loadsgf``: moves are executed as SGF records are (an occupied
        point is overwritten, suicide allowed). ``comments`` pairs with ``moves``.

        Raises:
            ValueError: for a size not in :attr:`sizes` or a move off the board.
        """
        if initial.size.width not in self.sizes or not initial.size.is_square:
            raise ValueError(f"unacceptable size {initial.size}")
        boards = [initial]
        for move in moves:
            boards.append(boards[-1].play(move, check=False))
        self.boards = boards
        self.moves = list(moves)
        self.comments = [*comments, *[""] * len(moves)][: len(moves)]
        self.handicap = tuple(handicap)
        self.last_comment = ""

    def play(self, move: Move, comment: str = "") -> None:
        """Play ``move`` (checked). Raises IllegalMoveError for occupied, suicide, ko."""
        self.boards.append(self.board.play(move))
        self.moves.append(move)
        self.comments.append(comment)

    def view(self, color: Color, *, claim_allowed: bool = False) -> GameState:
        """The read-only :class:`GameState` a generator gets for ``color``."""
        remaining, stones = self.clock.remaining(color)
        engine = self._engine
        return GameState(
            board=self.board,
            color=color,
            history=tuple(self.moves),
            boards=tuple(self.boards),
            komi=self.komi,
            handicap=self.handicap,
            time_settings=self.clock.settings,
            time_remaining=remaining,
            stones_remaining=stones,
            claim_allowed=claim_allowed,
            interrupted=(lambda: False) if engine is None else (lambda: engine.interrupted),
        )

    # -- registration -------------------------------------------------------------

    def register(self, engine: GtpEngine) -> None:
        """Register the commands listed in the module docstring on ``engine``."""
        self._engine = engine
        handlers: dict[str, Callable[[list[str]], str]] = {
            "boardsize": self._boardsize,
            "clear_board": self._clear_board,
            "komi": self._komi,
            "play": self._play,
            "undo": self._undo,
            "genmove": lambda args: self._genmove(args, play=True),
            "reg_genmove": lambda args: self._genmove(args, play=False),
            "fixed_handicap": self._fixed_handicap,
            "place_free_handicap": self._place_free_handicap,
            "set_free_handicap": self._set_free_handicap,
            "time_settings": self._time_settings,
            "kgs-time_settings": self._kgs_time_settings,
            "time_left": self._time_left,
            "final_score": self._final_score,
            "final_status_list": self._final_status_list,
            "showboard": lambda args: board_diagram(self.board),
            "list_stones": self._list_stones,
            "gomill-explain_last_move": lambda args: self.last_comment,
            "gomill-describe_engine": self._describe_engine,
            "gomill-cpu_time": lambda args: f"{self.cpu_time:.3f}",
            "gomill-genmove_ex": self._genmove_ex,
        }
        for name, handler in handlers.items():
            engine.register(name, handler)
        engine.enable_interrupt()

    # -- argument parsing -----------------------------------------------------------

    def parse_color(self, text: str) -> Color:
        """A GTP colour. Raises GtpCommandError("invalid color")."""
        return parse_color(text)

    def parse_vertex(self, text: str) -> Point | None:
        """A GTP vertex on this board (None for pass). Raises GtpCommandError."""
        return parse_vertex(text, self.size)

    def _board_is_empty(self) -> bool:
        return not self.moves and not any(self.boards[0].cells)

    # -- handlers -------------------------------------------------------------------

    def _boardsize(self, args: list[str]) -> str:
        require_args(args, 1)
        size = parse_int(args[0], 1, 52, "board size")
        if size not in self.sizes:
            raise GtpCommandError("unacceptable size")
        self.reset(BoardSize.square(size))
        return ""

    def _clear_board(self, args: list[str]) -> str:
        self.reset(self.size)
        return ""

    def _komi(self, args: list[str]) -> str:
        require_args(args, 1)
        try:
            self.komi = float(args[0])
        except ValueError:
            raise GtpCommandError("komi not a float") from None
        return ""

    def _play(self, args: list[str]) -> str:
        require_args(args, 2)
        move = Move(self.parse_color(args[0]), self.parse_vertex(args[1]))
        try:
            self.play(move)
        except IllegalMoveError:
            raise GtpCommandError("illegal move") from None
        self.last_comment = ""
        return ""

    def _undo(self, args: list[str]) -> str:
        if not self.moves:
            raise GtpCommandError("cannot undo")
        self.boards.pop()
        self.moves.pop()
        self.comments.pop()
        self.last_comment = ""
        return ""

    def _genmove(self, args: list[str], *, play: bool, claim_allowed: bool = False) -> str:
        require_args(args, 1)
        color = self.parse_color(args[0])
        view = self.view(color, claim_allowed=claim_allowed)
        start = time.process_time()
        try:
            result = self.generator(view)
        finally:
            self.cpu_time += time.process_time() - start
        if not isinstance(result, GeneratedMove):
            raise TypeError(
                f"the move generator {_name_of(self.generator)} returned {result!r} instead of "
                "a GeneratedMove (a missing return statement?)"
            )
        self.last_comment = result.comment
        if result.resign:
            return "resign"
        if result.claim and claim_allowed:
            return "claim"
        move = Move(color, result.point)
        if play:
            try:
                self.play(move, result.comment)
            except IllegalMoveError as error:
                raise GtpCommandError(f"engine generated an illegal move: {error}") from None
        elif not self.board.is_legal(move):
            raise GtpCommandError("engine generated an illegal move")
        return to_gtp(result.point, self.size)

    def _genmove_ex(self, args: list[str]) -> str:
        if not args:
            return "claim"
        keywords = {word.lower() for word in args[1:]}
        return self._genmove(args[:1], play=True, claim_allowed="claim" in keywords)

    def _handicap_count(self, args: list[str]) -> int:
        require_args(args, 1)
        if not self._board_is_empty():
            raise GtpCommandError("board not empty")
        return parse_int(args[0], 2, self.size.area - 1, "number of stones")

    def _place_handicap(self, points: Sequence[Point]) -> str:
        initial = Board.empty(self.size).with_setup(black=points)
        self.boards = [initial]
        self.handicap = tuple(points)
        return " ".join(to_gtp(p, self.size) for p in points)

    def _fixed_handicap(self, args: list[str]) -> str:
        count = self._handicap_count(args)
        try:
            points = handicap_points(count, self.size)
        except ValueError:
            raise GtpCommandError("invalid number of stones") from None
        return self._place_handicap(points)

    def _place_free_handicap(self, args: list[str]) -> str:
        count = self._handicap_count(args)
        if self.free_handicap is None:
            points = spread_handicap(self.size, count)
        else:
            points = self.free_handicap(self.view(Color.BLACK), count)
        if not points or len(set(points)) != len(points):
            raise GtpCommandError("engine chose a bad handicap")
        return self._place_handicap(points)

    def _set_free_handicap(self, args: list[str]) -> str:
        if not self._board_is_empty():
            raise GtpCommandError("board not empty")
        if not 2 <= len(args) < self.size.area:
            raise GtpCommandError("invalid number of stones")
        points = [self.parse_vertex(arg) for arg in args]
        if any(p is None for p in points) or len(set(points)) != len(points):
            raise GtpCommandError("bad vertex list")
        self._place_handicap([p for p in points if p is not None])
        return ""

    def _time_settings(self, args: list[str]) -> str:
        require_args(args, 3)
        try:
            self.clock.settings = TimeSettings.from_gtp(args)
        except ValueError:
            raise GtpCommandError("syntax error") from None
        self.clock.restart()
        return ""

    def _kgs_time_settings(self, args: list[str]) -> str:
        try:
            self.clock.settings = TimeSettings.from_kgs(args)
        except ValueError:
            raise GtpCommandError("syntax error") from None
        self.clock.restart()
        return ""

    def _time_left(self, args: list[str]) -> str:
        require_args(args, 3)
        color = self.parse_color(args[0])
        try:
            seconds, stones = float(args[1]), int(args[2])
        except ValueError:
            raise GtpCommandError("syntax error") from None
        if not math.isfinite(seconds) or stones < 0:
            raise GtpCommandError("syntax error")
        self.clock.time_left(color, seconds, stones)
        return ""

    def _dead(self) -> set[Point]:
        if self.dead_stones is None:
            return set()
        return set(self.dead_stones(self.view(Color.BLACK)))

    def _final_score(self, args: list[str]) -> str:
        return score(self.board, self.komi, self._dead()).result_string()

    def _final_status_list(self, args: list[str]) -> str:
        require_args(args, 1)
        status = args[0].lower()
        if status not in ("dead", "alive", "seki"):
            raise GtpCommandError("syntax error")
        if status == "seki":
            return ""
        dead = self._dead()
        board = self.board
        wanted = {p for p, _ in board.stones() if (p in dead) == (status == "dead")}
        lines: list[str] = []
        while wanted:
            group = sorted(board.group(min(wanted)) & wanted)
            wanted -= set(group)
            lines.append(" ".join(to_gtp(p, self.size) for p in group))
        return "\n".join(lines)

    def _list_stones(self, args: list[str]) -> str:
        require_args(args, 1)
        color = self.parse_color(args[0])
        return " ".join(to_gtp(p, self.size) for p, c in self.board.stones() if c is color)

    def _describe_engine(self, args: list[str]) -> str:
        if self.describe is not None:
            return self.describe()
        engine = self._engine
        return "" if engine is None else f"{engine.name} {engine.version}"
