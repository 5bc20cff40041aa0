"""The game ``gogui-display`` shows: what the GTP commands it passes through did.

:class:`DisplayState` follows the commands a controller sends an engine and the
engine's answers (GTP v2 section 6.3; ../shared/specs/gtp.md "Standard commands a GUI
uses"): ``boardsize``, ``clear_board``, ``komi``, ``play``, ``genmove`` (its answer is
the move), ``undo`` / ``gg-undo``, ``fixed_handicap`` / ``place_free_handicap`` (their
answers are the stones) / ``set_free_handicap``, ``gogui-play_sequence``, ``loadsgf``
(the file read as the adapter reads it) and ``quit``. A failed command changes nothing.
The board is not checked: the engine is the referee, the display shows what it accepted.
No Qt here; the window (:mod:`gogui_py.gui.display`) draws :class:`DisplayView`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.engine import GtpCommandError
from gogui_py.tools.adapter_position import sgf_position

__all__ = ["DisplayState", "DisplayView"]

GENMOVES = frozenset({"genmove", "kgs-genmove_cleanup", "lz-genmove_analyze"})
"""Commands whose answer is a move the engine played (GTP v2 section 6.3.3)."""


@dataclass(frozen=True)
class DisplayView:
    """What the window shows, after the last command.

    Attributes:
        board: the position (stones, prisoners: ``board.prisoners(color)`` is the
            number of stones ``color`` captured).
        last_move: the last move played (None at the start, after setup or undo to it).
        move_number: the number of moves played since the last clear or setup.
        komi: the komi given by the last ``komi`` command (0 before one).
        to_move: the colour to move next (after the last move's colour; White after
            handicap).
        genmove: the last genmove answer, ``"B D4"`` / ``"W resign"``, "" before one.
        command: the last command line passed on (without its id).
        engine: the engine's name, "" until it answered ``name``.
        closed: True once the GTP stream has ended (``quit`` or end of input).
    """

    board: Board
    last_move: Move | None
    move_number: int
    komi: float
    to_move: Color
    genmove: str = ""
    command: str = ""
    engine: str = ""
    closed: bool = False


class DisplayState:
    """The game built from the commands passed through (module docstring).

    Args:
        size: the board size before the first ``boardsize`` (GoGui's default 19).
    """

    def __init__(self, size: int = 19) -> None:
        self._start = Board.empty(BoardSize.square(size))
        self._boards: list[Board] = []
        """The board after each move since the start position."""
        self._moves: list[Move] = []
        self._start_to_move = Color.BLACK
        self.komi = 0.0
        self.genmove = ""
        self.command = ""
        self.engine = ""
        self.closed = False

    @property
    def size(self) -> BoardSize:
        """The board size."""
        return self._start.size

    @property
    def board(self) -> Board:
        """The current position."""
        return self._boards[-1] if self._boards else self._start

    def view(self) -> DisplayView:
        """The current :class:`DisplayView` (an immutable copy)."""
        last = self._moves[-1] if self._moves else None
        to_move = last.color.opponent if last is not None else self._start_to_move
        return DisplayView(
            self.board,
            last,
            len(self._moves),
            self.komi,
            to_move,
            self.genmove,
            self.command,
            self.engine,
            self.closed,
        )

    def apply(self, words: list[str], success: bool, answer: str) -> None:
        """Take one command (``words`` without the id) and its answer's text.

        Only a successful command changes the game; malformed arguments or an answer
        that does not parse leave it as it was (the engine accepted something the
        display cannot follow: it shows what it can).
        """
        if not words:
            return
        name, args = words[0], words[1:]
        self.command = " ".join(words)
        if name == "quit":
            self.closed = True
        if not success:
            return
        with contextlib.suppress(ValueError, GtpCommandError, IndexError):
            self._apply(name, args, answer)

    def _apply(self, name: str, args: list[str], answer: str) -> None:
        if name == "boardsize":
            self._reset(Board.empty(BoardSize.square(int(args[0]))))
        elif name == "clear_board":
            self._reset(Board.empty(self.size))
        elif name == "komi":
            self.komi = float(args[0])
        elif name == "play":
            self._play(Move(Color.from_gtp(args[0]), self._vertex(args[1])))
        elif name == "gogui-play_sequence":
            for color, vertex in zip(args[::2], args[1::2], strict=True):
                self._play(Move(Color.from_gtp(color), self._vertex(vertex)))
        elif name in GENMOVES:
            self._genmove(Color.from_gtp(args[0]), answer)
        elif name == "undo":
            self._undo(1)
        elif name == "gg-undo":
            self._undo(int(args[0]) if args else 1)
        elif name in ("fixed_handicap", "place_free_handicap"):
            self._handicap(answer.split())
        elif name == "set_free_handicap":
            self._handicap(args)
        elif name == "loadsgf":
            stop = int(args[1]) if len(args) > 1 else None
            position = sgf_position(args[0], stop)
            start = Board.empty(position.size).with_setup(
                position.setup_black, position.setup_white
            )
            self._reset(start)
            for move in position.moves:
                self._play(move)

    def _vertex(self, text: str) -> Point | None:
        return from_gtp(text, self.size)

    def _reset(self, start: Board, to_move: Color = Color.BLACK) -> None:
        self._start = start
        self._start_to_move = to_move
        self._boards.clear()
        self._moves.clear()

    def _play(self, move: Move) -> None:
        self._boards.append(self.board.play(move, check=False))
        self._moves.append(move)

    def _genmove(self, color: Color, answer: str) -> None:
        text = answer.strip().split()[0] if answer.strip() else ""
        self.genmove = f"{color.to_gtp().upper()} {text}"
        if text.lower() != "resign":
            self._play(Move(color, self._vertex(text)))

    def _undo(self, count: int) -> None:
        count = min(count, len(self._moves))
        for _ in range(count):
            self._boards.pop()
            self._moves.pop()

    def _handicap(self, vertices: list[str]) -> None:
        points = [self._vertex(text) for text in vertices]
        stones = [p for p in points if p is not None]
        self._reset(self.board.with_setup(stones, ()), Color.WHITE)
