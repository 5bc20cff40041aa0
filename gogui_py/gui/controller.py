"""The open game and its file: mutations, navigation, loading and saving (GUI thread).

Every mutation goes through :class:`~gogui_py.game.game.Game`, whose change records are
turned into the ``changed`` signal here; views redraw from the model on that signal.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.game.sgf_io import LoadResult, load_file, save_file
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.board import IllegalMoveError
from gogui_py.go.scoring import score
from gogui_py.go.vertex import to_gtp


class GameController(QObject):
    """Owns the current :class:`Game`, the other games of its file, and the file path."""

    changed = Signal()  # position, tree or game info changed
    game_replaced = Signal()  # a new game or file: views reset
    file_opened = Signal()  # after game_replaced, when the game came from a file
    message = Signal(str)  # a status-bar message
    modified_changed = Signal(bool)

    def __init__(self, size: BoardSize | None = None, komi: float = 7.5) -> None:
        super().__init__()
        self.games: list[GameTree] = []
        self.game_index = 0
        self.path: Path | None = None
        self.warnings: list[str] = []
        self.game = Game(GameTree.new(size or BoardSize.square(19), komi))
        self.games = [self.game.tree]
        self._modified = False

    # --- state -----------------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """True when the game has changes not saved to a file."""
        return self._modified

    def _set_modified(self, value: bool) -> None:
        if value != self._modified:
            self._modified = value
            self.modified_changed.emit(value)

    def _apply(self, changes: list[object], *, mutation: bool) -> None:
        if mutation:
            self._set_modified(True)
        if changes or mutation:
            self.changed.emit()

    @property
    def info(self) -> GameInfo:
        """Game information of the current game's root."""
        return GameInfo.from_root(self.game.tree.root)

    # --- games and files -------------------------------------------------------------------
    def new_game(self, size: BoardSize, komi: float) -> None:
        """Replace the game by an empty one (the caller asked about unsaved changes)."""
        self.game = Game(GameTree.new(size, komi))
        self.games = [self.game.tree]
        self.game_index = 0
        self.path = None
        self.warnings = []
        self._set_modified(False)
        self.game_replaced.emit()
        self.changed.emit()

    def open_file(self, path: str | os.PathLike[str]) -> LoadResult:
        """Load ``path`` and show its first game.

        Raises:
            gogui_py.sgf.errors.SgfError: unrecoverable syntax (message has line and column);
                the open game is left untouched.
            OSError: the file cannot be read.
        """
        result = load_file(path)
        if not result.games:
            raise OSError(f"{os.fspath(path)}: no game in file")
        self.games = list(result.games)
        self.game_index = 0
        self.game = Game(self.games[0])
        self.path = Path(path)
        self.warnings = [f"line {w.line}, column {w.column}: {w.message}" for w in result.warnings]
        self._set_modified(False)
        self.game_replaced.emit()
        self.file_opened.emit()
        self.changed.emit()
        notes = []
        if len(self.games) > 1:
            notes.append(f"{len(self.games)} games in file, showing the first")
        if result.warnings:
            notes.append(f"{len(result.warnings)} problems repaired")
        if not self.game.tree.is_go:
            notes.append(f"game GM[{self.game.tree.game_number}] needs a ruler to show positions")
        self.message.emit(f"Opened {self.path.name}" + (" — " + "; ".join(notes) if notes else ""))
        return result

    def save_file(self, path: str | os.PathLike[str]) -> None:
        """Write all games of the file atomically to ``path`` (FF[4], UTF-8).

        Raises:
            OSError: the file cannot be written; the old file is left intact.
        """
        save_file(path, self.games)
        self.path = Path(path)
        self.game.mark_saved()
        self._set_modified(False)
        self.message.emit(f"Saved {self.path.name}")
        self.changed.emit()

    # --- moves -----------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play ``move`` at the current node; False (and a status message) when illegal."""
        try:
            changes = self.game.play_move(move)
        except IllegalMoveError as exc:
            self.message.emit(str(exc))
            return False
        self._apply(list(changes), mutation=True)
        return True

    def set_result(self, result: str, comment: str | None = None) -> None:
        """Store ``result`` (SGF RE form) in the game information."""
        info = self.info
        info.result = result
        changes: list[object] = list(self.game.tree.set_info(info))
        if comment:
            node = self.game.current
            text = f"{node.comment}\n{comment}" if node.comment else comment
            changes += self.game.tree.set_comment(node, text)
        self._apply(changes, mutation=True)

    def name_player(self, color: Color, name: str) -> None:
        """Set the player name of ``color`` (PB/PW) when the record has none."""
        info = self.info
        if color is Color.BLACK and not info.player_black:
            info.player_black = name
        elif color is Color.WHITE and not info.player_white:
            info.player_white = name
        else:
            return
        self._apply(list(self.game.tree.set_info(info)), mutation=True)

    def count_score(self) -> str:
        """Area count of the current position without removing dead stones (SGF RE form)."""
        board = self.game.board()
        return score(board, self.info.komi).result_string()

    # --- navigation ------------------------------------------------------------------------
    def forward(self, n: int = 1) -> None:
        """Go ``n`` moves forward along the main variation of the current node."""
        self._apply(list(self.game.forward(n)), mutation=False)

    def back(self, n: int = 1) -> None:
        """Go ``n`` moves back towards the root."""
        self._apply(list(self.game.back(n)), mutation=False)

    def to_start(self) -> None:
        """Go to the root."""
        self._apply(list(self.game.to_start()), mutation=False)

    def to_end(self) -> None:
        """Go to the end of the current variation."""
        self._apply(list(self.game.to_end()), mutation=False)

    def next_variation(self) -> None:
        """Go to the next sibling variation."""
        self._apply(list(self.game.next_variation()), mutation=False)

    def previous_variation(self) -> None:
        """Go to the previous sibling variation."""
        self._apply(list(self.game.previous_variation()), mutation=False)

    # --- descriptions ----------------------------------------------------------------------
    def describe_current(self) -> str:
        """Status text: ``Move 23 · B D4 · 2 variations`` (or the side to move at the root)."""
        game = self.game
        node = game.current
        number = game.move_number()
        parts = [f"Move {number}"]
        move = node.move
        if move is not None:
            vertex = "pass" if move.point is None else self.vertex(move.point)
            parts.append(f"{move.color.value} {vertex}")
        else:
            parts.append(f"{game.to_move().name_lower.capitalize()} to play")
        siblings = len(node.parent.children) if node.parent else 1
        if siblings > 1:
            parts.append(f"variation {node.child_index() + 1}/{siblings}")
        if len(node.children) > 1:
            parts.append(f"{len(node.children)} variations")
        return " · ".join(parts)

    def vertex(self, point: Point) -> str:
        """GTP vertex of ``point`` on the current board."""
        return to_gtp(point, self.game.tree.size)
