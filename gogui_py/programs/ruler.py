"""The framework of the bundled rulers: a :class:`RulerGame` behind a GTP engine.

A ruler is a GTP program that owns the rules of a game (../shared/specs/rulers.md).
Each bundled game (Othello, Gomoku, Renju, Hex) implements :class:`RulerGame` in
pure Python; :func:`build_ruler_engine` turns it into a :class:`GtpEngine`
answering the ``gogui-rules_*`` commands plus ``boardsize``, ``clear_board``,
``play``, ``undo``, ``genmove`` and ``showboard``; :func:`run_ruler` is the
``python -m gogui_py.programs.<game> [--size N]`` entry point.

Conventions: points are :class:`~gogui_py.go.Point` (x from the left, y from the
TOP); GTP vertices skip ``I`` and number rows from 1 at the bottom
(:mod:`gogui_py.go.vertex`). The game is over exactly when
:meth:`RulerGame.legal_moves` is empty. Answers are strict GTP: a multi-line
board starts on the line after ``"= "`` (rulers.md, last section).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Protocol

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import column_to_gtp, from_gtp, to_gtp
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, parse_int, require_args

NOT_OVER = "The game is not over. ?"
"""``gogui-rules_final_result`` while moves remain (last word: SGF RE ``?``)."""


class RulerGame(Protocol):
    """One game's rules and position; pure Python, no I/O.

    Attributes:
        game_id: ``gogui-rules_game_id``: capital first letter, then lower case.
        gm: the SGF GM number (Othello 2, Gomoku/Renju 4, Hex 11).
        width, height: the board in cells.
        hex: True for a hex board (``N hex`` geometry).
    """

    game_id: str
    gm: int
    width: int
    height: int
    hex: bool

    def reset(self, width: int, height: int) -> None:
        """Start a new game on a ``width`` x ``height`` board; ValueError when unsupported."""
        ...

    def to_move(self) -> Color:
        """The side to move."""
        ...

    def cell(self, point: Point) -> Color | None:
        """The stone on ``point`` or None when empty."""
        ...

    def legal_moves(self) -> list[Point | None]:
        """Legal moves of the side to move (None = pass); [] when the game is over."""
        ...

    def play(self, color: Color, point: Point | None) -> None:
        """Play a move; ValueError("illegal move") when it is not legal."""
        ...

    def undo(self) -> None:
        """Take back the last move; ValueError when there is none."""
        ...

    def result(self) -> str:
        """Final result sentence (asked only when over); last word = SGF RE (``B+8``, ``W+``,
        ``0``)."""
        ...

    def captured(self) -> tuple[int, int] | None:
        """Stones captured (by Black, by White), or None when the game has no captures."""
        ...

    def board_gfx(self) -> str | None:
        """gfx command lines drawn over the board (../shared/specs/analyze.md); "" for none
        now; None when the game never draws any (then, decided at build time, the ruler
        does not list ``gogui-rules_board_gfx``)."""
        ...

    def genmove(self, color: Color) -> Point | None:
        """The opponent's move for ``color`` (the side to move); None = pass. Does not play."""
        ...


def board_size_text(game: RulerGame) -> str:
    """``gogui-rules_board_size``: ``N``, ``W H``, ``N hex`` or ``W H hex``."""
    size = str(game.width) if game.width == game.height else f"{game.width} {game.height}"
    return f"{size} hex" if game.hex else size


def board_rows(game: RulerGame) -> list[str]:
    """The board, top row first: ``X`` black, ``O`` white, ``.`` empty, separated by spaces."""
    symbols = {Color.BLACK: "X", Color.WHITE: "O", None: "."}
    return [
        " ".join(symbols[game.cell(Point(x, y))] for x in range(game.width))
        for y in range(game.height)
    ]


def _size(game: RulerGame) -> BoardSize:
    return BoardSize(game.width, game.height)


def _color_arg(text: str) -> Color:
    try:
        return Color.from_gtp(text)
    except ValueError:
        raise GtpCommandError("invalid color") from None


def _vertex_arg(game: RulerGame, text: str) -> Point | None:
    try:
        return from_gtp(text, _size(game))
    except ValueError:
        raise GtpCommandError("invalid vertex") from None


def _showboard(game: RulerGame) -> str:
    letters = " ".join(column_to_gtp(x) for x in range(game.width))
    rows = board_rows(game)
    lines = [f"   {letters}"]
    for y, row in enumerate(rows):
        number = game.height - y
        indent = " " * y if game.hex else ""
        lines.append(f"{indent}{number:2} {row} {number}")
    lines.append(f"{' ' * (game.height - 1) if game.hex else ''}   {letters}")
    return "\n" + "\n".join(lines) + f"\n{game.to_move().name_lower} to move"


class _Commands:
    """The command handlers of one ruler engine (see :func:`build_ruler_engine`)."""

    def __init__(self, game: RulerGame) -> None:
        self.game = game

    def legal_moves(self, args: list[str]) -> str:
        size = _size(self.game)
        return " ".join(to_gtp(move, size) for move in self.game.legal_moves())

    def final_result(self, args: list[str]) -> str:
        return self.game.result() if not self.game.legal_moves() else NOT_OVER

    def captured_count(self, args: list[str]) -> str:
        counts = self.game.captured()
        return "" if counts is None else f"{counts[0]} {counts[1]}"

    def boardsize(self, args: list[str]) -> str:
        if len(args) not in (1, 2):
            raise GtpCommandError("syntax error")
        width = parse_int(args[0], 1, 52, "board size")
        height = parse_int(args[-1], 1, 52, "board size")
        try:
            self.game.reset(width, height)
        except ValueError:
            raise GtpCommandError("unacceptable size") from None
        return ""

    def clear_board(self, args: list[str]) -> str:
        self.game.reset(self.game.width, self.game.height)
        return ""

    def play(self, args: list[str]) -> str:
        require_args(args, 2)
        color = _color_arg(args[0])
        point = _vertex_arg(self.game, args[1])
        if color is not self.game.to_move():
            raise GtpCommandError("illegal move: not your turn")
        if point not in self.game.legal_moves():
            raise GtpCommandError("illegal move")
        try:
            self.game.play(color, point)
        except ValueError:
            raise GtpCommandError("illegal move") from None
        return ""

    def undo(self, args: list[str]) -> str:
        try:
            self.game.undo()
        except ValueError:
            raise GtpCommandError("cannot undo") from None
        return ""

    def genmove(self, args: list[str]) -> str:
        require_args(args, 1)
        color = _color_arg(args[0])
        legal = self.game.legal_moves()
        if not legal:
            raise GtpCommandError("game is over")
        if color is not self.game.to_move():
            raise GtpCommandError("not your turn")
        move = self.game.genmove(color)
        if move not in legal:  # a fault of the game's opponent; never play it
            raise GtpCommandError(f"internal error: generated illegal move {move}")
        self.game.play(color, move)
        return to_gtp(move, _size(self.game))


def build_ruler_engine(game: RulerGame, name: str, version: str) -> GtpEngine:
    """A GTP engine answering the ruler commands for ``game`` (rulers.md "The commands").

    Registered: ``gogui-rules_game_id``, ``gogui-rules_board_size``,
    ``gogui-rules_board``, ``gogui-rules_side_to_move`` (``black``/``white``),
    ``gogui-rules_legal_moves`` (empty when over), ``gogui-rules_final_result``
    (:data:`NOT_OVER` while moves remain), ``gogui-rules_captured_count`` (only
    when ``game.captured()`` is not None at build time), ``gogui-rules_board_gfx``
    (only when ``game.board_gfx()`` is not None at build time),
    ``boardsize N`` (or ``W H``; ``? unacceptable size``), ``komi`` (accepted, no
    effect), ``clear_board``,
    ``play C V`` (only the side to move; ``? illegal move`` otherwise),
    ``undo`` (``? cannot undo``), ``genmove C`` (plays and answers the vertex;
    ``? game is over`` / ``? not your turn``), ``showboard``.
    """
    engine = GtpEngine(name, version)
    commands = _Commands(game)
    engine.register("gogui-rules_game_id", lambda args: game.game_id)
    engine.register("gogui-rules_board_size", lambda args: board_size_text(game))
    engine.register("gogui-rules_board", lambda args: "\n" + "\n".join(board_rows(game)))
    engine.register("gogui-rules_side_to_move", lambda args: game.to_move().name_lower)
    engine.register("gogui-rules_legal_moves", commands.legal_moves)
    engine.register("gogui-rules_final_result", commands.final_result)
    if game.captured() is not None:
        engine.register("gogui-rules_captured_count", commands.captured_count)
    if game.board_gfx() is not None:
        engine.register("gogui-rules_board_gfx", lambda args: game.board_gfx() or "")
    engine.register("boardsize", commands.boardsize)
    # Required by GTP v2 (section 6.3.1) and sent by every controller; no effect here.
    engine.register("komi", lambda args: "")
    engine.register("clear_board", commands.clear_board)
    engine.register("play", commands.play)
    engine.register("undo", commands.undo)
    engine.register("genmove", commands.genmove)
    engine.register("showboard", lambda args: _showboard(game))
    return engine


def program_name() -> str:
    """How this program was started, for its usage line: ``python -m PACKAGE.MODULE``
    when run with ``-m``, else the script's file name (``myruler.py``)."""
    spec = getattr(sys.modules.get("__main__"), "__spec__", None)
    module = getattr(spec, "name", None)
    if isinstance(module, str) and module and module != "__main__":
        return f"python -m {module.removesuffix('.__main__')}"
    return os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else "ruler"


def run_ruler(game: RulerGame, name: str, version: str, argv: Sequence[str] | None = None) -> None:
    """Entry point: ``python -m gogui_py.programs.<game> [--size N]`` or a user's own
    ``python myruler.py [--size N]`` (the usage line names the program as started,
    :func:`program_name`); runs on stdin/stdout.

    ``--size`` resets the game to N x N first (argparse error for a size the game
    refuses).
    """
    parser = argparse.ArgumentParser(
        prog=program_name(),
        description=f"{name}: a GTP ruler for {game.game_id} (GoGui's gogui-rules_* commands).",
    )
    parser.add_argument("--size", type=int, default=None, help="board size N (N x N)")
    options = parser.parse_args(argv)
    if options.size is not None:
        try:
            game.reset(options.size, options.size)
        except ValueError as error:
            parser.error(str(error))
    build_ruler_engine(game, name, version).main()
