"""Live progress of the games under way, for a window following a match folder.

While a game is played, its worker keeps ``live/ID.json`` in the match folder up to
date: the position (cells), the number of moves and the last move, and for a game
refereed by a ruler its game id and geometry (``game``, ``hex``; a ruler game shows
once the ruler has set it up: :meth:`LiveWriter.game_started`). The file is
replaced atomically (temporary file + rename, no fsync: it is a view, not state) at
most every :data:`WRITE_INTERVAL` seconds, and removed when the game ends. A runner
killed mid-game leaves its files behind: readers skip the ids the journal counts, and
the window clears the folder before it starts a run.

The journal stays the only state: nothing here is read back by the runner.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from gogui_py.go import Board, BoardSize, Color, Move
from gogui_py.match.game import GameOutcome, GameTask
from gogui_py.match.play import play_game

LIVE = "live"
"""The sub-folder of the match folder holding the live files."""

WRITE_INTERVAL = 0.2
"""Seconds between two writes of a game's live file (moves in between are skipped)."""

_CELL = {Color.BLACK: "1", Color.WHITE: "2"}


@dataclass(frozen=True)
class LiveGame:
    """A game under way as its live file gives it.

    Attributes:
        size: the board's width (and height when ``height`` is 0).
        cells: ``width * height`` characters row-major from the top-left: ``0`` empty,
            ``1`` black, ``2`` white.
        last: the last move's (x, y), None before the first move or after a pass.
        height: the board's height; 0: square (files written before it was kept).
        game: the ruler's game id (``Othello``...); "" for Go.
        hex: True for a Hex board (the ruler's hex geometry).
    """

    game_id: str
    pairing_id: str
    black: str
    white: str
    size: int
    moves: int
    cells: str
    last: tuple[int, int] | None
    height: int = 0
    game: str = ""
    hex: bool = False

    @property
    def rows(self) -> int:
        """The board's height."""
        return self.height or self.size


def live_folder(match_folder: str | os.PathLike[str]) -> Path:
    """``match_folder/live``."""
    return Path(match_folder) / LIVE


class LiveWriter:
    """Keeps one game's live file (the ``on_move`` callback of :func:`play_game`).

    Never raises: a live file that cannot be written is only a view missing.
    """

    def __init__(self, task: GameTask, match_folder: str | os.PathLike[str]) -> None:
        self.task = task
        self.match_folder = match_folder
        self._last_write = 0.0
        self.game = ""
        self.hex = False

    def start(self) -> None:
        """Write the empty board (the game shows as soon as it begins); a ruler game
        shows once the ruler has set it up (:meth:`game_started`)."""
        if self.task.ruler is not None or self.task.size < 1:
            return
        size = BoardSize.square(self.task.size)
        self._write(Board.empty(size), 0, None)

    def game_started(self, game_id: str, hex_board: bool, board: Board) -> None:
        """A ruler game is set up (called by
        :class:`~gogui_py.match.ruler_game.RulerGame`): its game id, geometry and
        first board (of the ruler's size)."""
        self.game, self.hex = game_id, hex_board
        self._write(board, 0, None)

    def __call__(self, board: Board, moves: int, move: Move) -> None:
        now = time.monotonic()
        if now - self._last_write < WRITE_INTERVAL:
            return
        self._last_write = now
        self._write(board, moves, move)

    def _write(self, board: Board, moves: int, move: Move | None) -> None:
        size = board.size
        cells = ["0"] * (size.width * size.height)
        for point, color in board.stones():
            cells[point.y * size.width + point.x] = _CELL[color]
        last = None if move is None or move.point is None else [move.point.x, move.point.y]
        data = {
            "game_id": self.task.game_id,
            "pairing_id": self.task.pairing_id,
            "black": self.task.black.label,
            "white": self.task.white.label,
            "size": size.width,
            "height": size.height,
            "game": self.game,
            "hex": self.hex,
            "moves": moves,
            "cells": "".join(cells),
            "last": last,
        }
        self.store(json.dumps(data))

    def store(self, text: str | None) -> None:
        """Keep ``text`` (the live file's JSON) as the game's live state; None: the game
        ended. Here the file in the match folder; a cluster worker, which may not see
        that folder, sends it to the controller instead
        (:class:`~gogui_py.match.cluster.PublishedLive`)."""
        store_live(self.match_folder, self.task.game_id, text)

    def remove(self) -> None:
        """Remove the live file (the game ended)."""
        self.store(None)


def store_live(match_folder: str | os.PathLike[str], game_id: str, text: str | None) -> None:
    """Replace ``live/GAME_ID.json`` with ``text`` atomically (temporary file + rename),
    or remove it when ``text`` is None. Never raises (a live file is only a view)."""
    path = live_folder(match_folder) / f"{game_id}.json"
    if text is None:
        with contextlib.suppress(OSError):
            path.unlink()
        return
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_text(text, encoding="ascii")
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()


def play_with(writer: LiveWriter) -> GameOutcome:
    """:func:`play_game` of ``writer.task`` keeping its live state with ``writer``
    (started before the first move, removed when the game ends however it ends)."""
    writer.start()
    try:
        return play_game(writer.task, on_move=writer)
    finally:
        writer.remove()


def play_live(task: GameTask, match_folder: str) -> GameOutcome:
    """:func:`play_game` keeping ``task``'s live file in ``match_folder`` (picklable:
    a process pool runs it)."""
    return play_with(LiveWriter(task, match_folder))


def read_live(match_folder: str | os.PathLike[str]) -> list[LiveGame]:
    """The games under way, by game id; unreadable or torn files are skipped."""
    games: list[LiveGame] = []
    try:
        names = sorted(
            entry.name
            for entry in os.scandir(live_folder(match_folder))
            if entry.name.endswith(".json") and not entry.name.startswith(".")
        )
    except OSError:
        return games
    for name in names:
        try:
            data = json.loads((live_folder(match_folder) / name).read_text(encoding="ascii"))
            last = data["last"]
            game = LiveGame(
                str(data["game_id"]),
                str(data["pairing_id"]),
                str(data["black"]),
                str(data["white"]),
                int(data["size"]),
                int(data["moves"]),
                str(data["cells"]),
                None if last is None else (int(last[0]), int(last[1])),
                int(data.get("height", 0)),
                str(data.get("game", "")),
                bool(data.get("hex", False)),
            )
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
            continue
        if game.size > 0 and game.rows > 0 and len(game.cells) == game.size * game.rows:
            games.append(game)
    return games


def clear_live(match_folder: str | os.PathLike[str]) -> None:
    """Remove every live file (left by a killed run); only while no run is going."""
    folder = live_folder(match_folder)
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
