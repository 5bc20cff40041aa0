"""Positions for ``gogui-adapter``: the game of an SGF file (``loadsgf``) and boards.

GTP v2 section 6.3.4 (``loadsgf``): the adapter reads the file itself
(:func:`gogui_py.game.load_file`, any encoding, repaired when broken) and sends the
engine setup stones and moves (:mod:`gogui_py.tools.adapter_engine`).
"""

from __future__ import annotations

from collections.abc import Iterable

from gogui_py.game import load_file
from gogui_py.go import Board, Color, IllegalMoveError, Move
from gogui_py.gtp.engine import GtpCommandError
from gogui_py.gtp.sync import Position
from gogui_py.sgf.errors import SgfError

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
        games = load_file(path).games
    except (OSError, SgfError):
        raise GtpCommandError("cannot load file") from None
    if not games or not games[0].is_go:
        raise GtpCommandError("cannot load file")
    tree = games[0]
    size = tree.size
    if not size.is_square or size.width not in set(sizes):
        raise GtpCommandError("unacceptable size")
    initial = Board.empty(size)
    moves: list[Move] = []
    number = 0
    try:
        for node in tree.main_line():
            if node.has_setup:
                for move in moves:
                    initial = initial.play(move, check=False)
                initial = initial.with_setup(node.add_black, node.add_white, node.add_empty)
                moves = []
            if node.move is not None:
                number += 1
                if stop is not None and number >= stop:
                    break
                moves.append(node.move)
    except (ValueError, IllegalMoveError):
        raise GtpCommandError("cannot load file") from None
    black = tuple(p for p, c in initial.stones() if c is Color.BLACK)
    white = tuple(p for p, c in initial.stones() if c is Color.WHITE)
    return Position(size, tree.info.komi, black, white, tuple(moves))


def board_of(position: Position) -> Board:
    """The board of ``position``: setup, then the moves as played (unchecked)."""
    board = Board.empty(position.size).with_setup(position.setup_black, position.setup_white)
    for move in position.moves:
        board = board.play(move, check=False)
    return board
