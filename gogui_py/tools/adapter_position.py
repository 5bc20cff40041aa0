"""Positions for ``gogui-adapter``: the game of an SGF file (``loadsgf``) and boards.

GTP v2 section 6.3.4 (``loadsgf``): the adapter reads the file itself
(:func:`gogui_py.game.load_file`, any encoding, repaired when broken) and sends the
engine setup stones and moves (:mod:`gogui_py.tools.adapter_engine`).
"""

from __future__ import annotations

from collections.abc import Iterable

from gogui_py.game.main_line_position import LoadsgfError, main_line_position
from gogui_py.go import Board, Color
from gogui_py.gtp.engine import GtpCommandError
from gogui_py.gtp.sync import Position

__all__ = ["board_of", "sgf_position"]


def sgf_position(path: str, stop: int | None, sizes: Iterable[int] = range(2, 26)) -> Position:
    """The position ``loadsgf path stop`` sets up (GTP v2 section 6.3.4).

    The first game's main line: its setup stones and moves up to the position BEFORE
    move number ``stop`` (counted from 1 over the main line; all moves when None).
    Setup after the root flattens the position so far into setup stones.

    Raises:
        GtpCommandError: "cannot load file", "unacceptable size".
    """
    try:
        found = main_line_position(path, stop, set(sizes))
    except LoadsgfError as error:
        raise GtpCommandError(str(error)) from None
    initial = found.initial
    black = tuple(p for p, c in initial.stones() if c is Color.BLACK)
    white = tuple(p for p, c in initial.stones() if c is Color.WHITE)
    return Position(initial.size, found.tree.info.komi, black, white, found.moves)


def board_of(position: Position) -> Board:
    """The board of ``position``: setup, then the moves as played (unchecked)."""
    board = Board.empty(position.size).with_setup(position.setup_black, position.setup_white)
    for move in position.moves:
        board = board.play(move, check=False)
    return board
