"""The position GTP's ``loadsgf FILE [N]`` sets up, read from an SGF file.

GTP v2 section 6.3.4 (``loadsgf``): the first game's main line, its setup stones and
moves up to the position BEFORE move number ``N`` (counted from 1 over the main line;
the whole main line without ``N``). Setup after the root flattens the position so far
into an initial board. Shared by the engines' ``loadsgf``
(:mod:`gogui_py.programs.sgf_commands`) and gogui-adapter's
(:mod:`gogui_py.tools.adapter_position`), which turn :class:`LoadsgfError` into GTP
failures.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from gogui_py.game.sgf_io import load_file
from gogui_py.game.tree import GameTree
from gogui_py.go import Board, IllegalMoveError, Move
from gogui_py.sgf.errors import SgfError


class LoadsgfError(ValueError):
    """The file cannot give a position: ``"cannot load file"`` or ``"unacceptable size"``
    (the GTP failure texts)."""


@dataclass(frozen=True)
class MainLinePosition:
    """The game, the initial board (setup flattened), then the moves and their comments."""

    tree: GameTree
    initial: Board
    moves: tuple[Move, ...]
    comments: tuple[str, ...]


def main_line_position(path: str, stop: int | None, sizes: Collection[int]) -> MainLinePosition:
    """The position ``loadsgf path stop`` sets up (module docstring); the board must be
    square with a width in ``sizes``.

    Raises:
        LoadsgfError: unreadable file, not a Go game, illegal contents, or a size not
            in ``sizes``.
    """
    try:
        games = load_file(path).games
    except (OSError, SgfError):
        raise LoadsgfError("cannot load file") from None
    if not games or not games[0].is_go:
        raise LoadsgfError("cannot load file")
    tree = games[0]
    size = tree.size
    if not size.is_square or size.width not in sizes:
        raise LoadsgfError("unacceptable size")
    initial = Board.empty(size)
    moves: list[Move] = []
    comments: list[str] = []
    number = 0
    try:
        for node in tree.main_line():
            if node.has_setup:
                for move in moves:
                    initial = initial.play(move, check=False)
                initial = initial.with_setup(node.add_black, node.add_white, node.add_empty)
                moves, comments = [], []
            if node.move is not None:
                number += 1
                if stop is not None and number >= stop:
                    break
                moves.append(node.move)
                comments.append(node.comment)
    except (ValueError, IllegalMoveError):
        raise LoadsgfError("cannot load file") from None
    return MainLinePosition(tree, initial, tuple(moves), tuple(comments))
