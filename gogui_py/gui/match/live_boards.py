"""The games under way as small read-only boards (the board widget of the main
window, without coordinates), fed by the runner's live files
(:mod:`gogui_py.match.live`). A ruler's game has the main window's look for it
(:mod:`gogui_py.gui.rules.view`): Othello discs in green cells, hexagons for Hex, a
plain grid for the others (Gomoku, Renju); rectangular boards keep their shape."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from gogui_py.go import BoardSize, Point
from gogui_py.gui.board.snapshot import BoardSnapshot, Style
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.i18n import translate
from gogui_py.match.live import LiveGame

COLUMNS = 2
"""Boards per row."""

BOARD_PX = 170
"""Height of a small board (and side of a square one), in pixels."""

WIDEST = 1.6
"""Width of a small board at most, in board heights (Hex rhombi, wide rectangles)."""


CELL_GAMES = frozenset({"othello", "reversi"})
"""Game ids drawn as discs in square cells (as ``gogui_py.gui.rules.view.CELL_GAMES``,
a sibling room this one may not import)."""


def live_style(game: LiveGame) -> Style:
    """How ``game`` is drawn: Go; or as the main window draws its ruler's game."""
    if game.hex:
        return "hex"
    if not game.game or game.game.lower() == "go":
        return "go"
    return "cells" if game.game.lower() in CELL_GAMES else "grid"


def live_snapshot(game: LiveGame) -> BoardSnapshot:
    """The board of a live game, its last move marked.

    Raises:
        ValueError: a size the board cannot have, or garbled cells.
    """
    size = BoardSize.of(game.size, game.rows)
    cells = bytes(ord(c) - 48 for c in game.cells)
    last = None if game.last is None else Point(*game.last)
    if last is not None and not size.contains(last):
        last = None
    return BoardSnapshot(size, cells, last_move=last, style=live_style(game))


class LiveBoard(QWidget):
    """One game under way: a caption (id, players, moves) over a small board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel()
        self.caption.setFixedWidth(BOARD_PX)
        self.caption.setWordWrap(True)
        self.board = BoardWidget()
        self.board.set_show_coordinates(False)
        self.board.set_interactive(False)
        self.board.setFixedSize(BOARD_PX, BOARD_PX)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.caption)
        layout.addWidget(self.board)
        layout.addStretch()

    def show_game(self, game: LiveGame) -> None:
        what = "" if live_style(game) == "go" else f" · {html.escape(game.game)}"
        self.caption.setText(
            f"<b>{html.escape(game.game_id)}</b>{what} · move {game.moves}<br>"
            f"{html.escape(game.black)} (B) vs {html.escape(game.white)} (W)"
        )
        try:
            snapshot = live_snapshot(game)
        except ValueError:
            return  # a garbled file: keep the last board
        self.board.set_snapshot(snapshot)
        self._fit(snapshot)

    def _fit(self, snapshot: BoardSnapshot) -> None:
        """A board wider than high (a Hex rhombus, a wide rectangle) gets more width."""
        size = snapshot.size
        ratio = size.width / size.height
        if snapshot.style == "hex":
            ratio *= 1.5
        width = round(BOARD_PX * min(WIDEST, max(1.0, ratio)))
        if self.board.width() != width:
            self.board.setFixedSize(width, BOARD_PX)
            self.caption.setFixedWidth(width)


class LiveBoards(QScrollArea):
    """A grid of :class:`LiveBoard`, one per game under way, in game-id order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        inner = QWidget()
        self._grid = QGridLayout(inner)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._empty = QLabel(translate("Match", "No game under way"))
        self._grid.addWidget(self._empty, 0, 0)
        self.setWidget(inner)
        self.boards: dict[str, LiveBoard] = {}

    def show_games(self, games: Sequence[LiveGame]) -> None:
        """Show ``games``; boards of games no longer under way go."""
        wanted = {game.game_id: game for game in games}
        if set(wanted) != set(self.boards):
            for game_id in set(self.boards) - set(wanted):
                board = self.boards.pop(game_id)
                self._grid.removeWidget(board)
                board.deleteLater()
            for game_id in set(wanted) - set(self.boards):
                self.boards[game_id] = LiveBoard()
            for index, game_id in enumerate(sorted(self.boards)):
                self._grid.addWidget(self.boards[game_id], index // COLUMNS, index % COLUMNS)
            self._empty.setVisible(not self.boards)
        for game_id, game in wanted.items():
            self.boards[game_id].show_game(game)
