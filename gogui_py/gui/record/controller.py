"""The open game and its file: mutations, navigation, loading and saving (GUI thread).

Every mutation goes through :class:`~gogui_py.game.game.Game`, whose change records are
turned into the ``changed`` signal here; views redraw from the model on that signal.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from gogui_py.game.annotations import annotations_of, move_symbol
from gogui_py.game.clock import TimeSettings
from gogui_py.game.formats import format_name, load_record
from gogui_py.game.game import Game
from gogui_py.game.history import EditHistory
from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import LoadResult, load_bytes, save_file
from gogui_py.game.time_record import root_changes
from gogui_py.game.tree import (
    GAME_ID_PROPERTY,
    CurrentNodeChanged,
    GameTree,
    NodeAdded,
    NodeMoved,
    NodeRemoved,
)
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.board import IllegalMoveError
from gogui_py.go.rules import game_number
from gogui_py.go.scoring import score
from gogui_py.go.vertex import to_gtp
from gogui_py.gui.i18n import translatable, translate
from gogui_py.sgf.encoding import charset_codec, is_guess
from gogui_py.sgf.errors import SgfWarning
from gogui_py.sgf.values import text_to_sgf

STRUCTURAL = (NodeAdded, NodeRemoved, NodeMoved)


def illegal_move_text(error: IllegalMoveError, size: BoardSize) -> str:
    """The status message for ``error`` in the user's language (context ``Record``; the
    English one is ``str(error)``, :class:`~gogui_py.go.board.IllegalMoveError`)."""
    point = error.move.point
    if error.reason == "suicide":
        return translate("Record", "Suicide is not allowed")
    if error.reason == "ko":
        return translate("Record", "Ko: retake not allowed yet")
    if point is None:
        return str(error)
    if error.reason == "occupied":
        return translate("Record", "Point {} is occupied").format(to_gtp(point, size))
    return translate("Record", "Point ({0}, {1}) is off the {2}x{3} board").format(
        point.x, point.y, size.width, size.height
    )


class GameController(QObject):
    """Owns the current :class:`Game`, the other games of its file, and the file path."""

    changed = Signal()  # position, tree or game info changed
    # Nodes added, removed or reordered (before changed); the list holds the edit's changes.
    structure_changed = Signal(list)
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
        self._games_opened: dict[int, Game] = {0: self.game}
        self.encoding = "utf-8"
        self.confirm_overwrite = False
        """True when saving over ``path`` would drop repairs or change the encoding."""
        self._modified = False
        self._unsaved = False  # pasted, converted or recovered: modified whatever the undo

    # --- state -----------------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """True when the record has changes not saved to a file: it was never saved (pasted,
        converted, recovered) or the undo history of one of its games is away from the point
        where the file was opened or saved (undoing every edit makes it unmodified again)."""
        return self._modified

    def _update_modified(self) -> None:
        games = self._games_opened.values()
        self._set_modified(self._unsaved or any(not g.history.is_clean for g in games))

    def _set_modified(self, value: bool) -> None:
        if value != self._modified:
            self._modified = value
            self.modified_changed.emit(value)

    def _apply(
        self, changes: Sequence[object], *, mutation: bool, serial: int | None = None
    ) -> None:
        if mutation:
            history = self.game.history
            if serial is not None and history.serial == serial:
                history.forget_clean()  # changed around the history: undo cannot restore it
            self._update_modified()
        # Structure first: the game tree lays the tree out once, then every view
        # (the tree view's current node among them) redraws from it.
        if any(isinstance(c, STRUCTURAL) for c in changes):
            self.structure_changed.emit(list(changes))
        if changes or mutation:
            self.changed.emit()

    def edit(self, operation: Callable[[Game], Sequence[object]]) -> bool:
        """Run an editing ``operation`` on the game (it records its own undo step).

        A ValueError from the operation (an edit that makes no sense here) becomes a
        status message. Returns True when something changed.
        """
        serial = self.game.history.serial
        try:
            changes = list(operation(self.game))
        except IllegalMoveError as exc:
            self.message.emit(illegal_move_text(exc, self.game.tree.size))
            return False
        except ValueError as exc:
            self.message.emit(str(exc))
            return False
        mutation = any(not isinstance(c, CurrentNodeChanged) for c in changes)
        self._apply(changes, mutation=mutation, serial=serial)
        return mutation

    def grouped(self, label: str | None = None) -> AbstractContextManager[None]:
        """Edits inside the ``with`` block are one undo step (``label``, default: the first
        edit's name)."""
        return self.game.history.grouped(label)

    def navigate(self, operation: Callable[[Game], Sequence[object]]) -> None:
        """Run a navigation ``operation`` (moves the current node only)."""
        self._apply(list(operation(self.game)), mutation=False)

    def undo(self) -> None:
        """Undo the last edit."""
        if self.game.can_undo:
            self.edit(lambda game: game.undo())

    def redo(self) -> None:
        """Redo the last undone edit."""
        if self.game.can_redo:
            self.edit(lambda game: game.redo())

    @property
    def info(self) -> GameInfo:
        """Game information of the current game's root."""
        return GameInfo.from_root(self.game.tree.root)

    # --- games and files -------------------------------------------------------------------
    def new_game(
        self,
        size: BoardSize,
        komi: float,
        *,
        handicap: int = 0,
        handicap_stones: Sequence[Point] = (),
        rules: str = "",
        time_settings: TimeSettings | None = None,
        game_id: str = "",
    ) -> None:
        """Replace the game by an empty one (the caller asked about unsaved changes).

        ``handicap`` goes to HA (stones placed later when ``handicap_stones`` is empty);
        ``rules`` to RU (e.g. ``"Chinese"``, ``"Japanese"``). ``game_id`` (a ruler's game,
        e.g. ``"Othello"``) goes to GM (its SGF number, when SGF has one) and to the
        private root property ``GOGUIGAME`` (rulers.md: records name their game).
        """
        tree = GameTree.new(size, komi)
        if game_id and game_id.lower() != "go":
            number = game_number(game_id)
            tree.set_properties(
                tree.root,
                {
                    "GM": [str(number)] if number is not None else None,
                    GAME_ID_PROPERTY: [text_to_sgf(game_id)],
                    "KM": None,
                },
            )
        info = tree.info
        info.handicap = handicap
        info.rules = rules
        tree.set_info(info)
        if handicap_stones:
            tree.set_setup(tree.root, black=tuple(handicap_stones))
        if handicap >= 2:
            tree.set_player(tree.root, Color.WHITE if handicap_stones else None)
        if time_settings is not None:
            tree.set_properties(tree.root, root_changes(time_settings))
        self.game = Game(tree)
        self.games = [self.game.tree]
        self._games_opened = {0: self.game}
        self.game_index = 0
        self.path = None
        self.encoding = "utf-8"
        self.confirm_overwrite = False
        self.warnings = []
        self._unsaved = False
        self._set_modified(False)
        self.game_replaced.emit()
        self.changed.emit()

    def open_file(self, path: str | os.PathLike[str], encoding: str | None = None) -> LoadResult:
        """Load ``path`` (decoded with ``encoding`` when given) and show its first game.

        A GIB, NGF or UGF record (by extension, :mod:`gogui_py.game.formats`) is shown
        converted and modified: it is to be saved as SGF under a new name.

        Raises:
            gogui_py.sgf.errors.SgfError: unrecoverable syntax (message has line and column);
                the open game is left untouched.
            OSError: the file cannot be read.
            LookupError: ``encoding`` is not a text codec.
        """
        result = load_record(path, encoding=encoding)  # GIB, NGF, UGF by extension, else SGF
        if not result.games:
            raise OSError(f"{os.fspath(path)}: no game in file")
        self._show_loaded(result, Path(path))
        return result

    def open_text(self, text: str) -> LoadResult:
        """Show the games of SGF ``text`` (pasted) as a new, untitled, modified record.

        Raises:
            gogui_py.sgf.errors.SgfError: unrecoverable syntax; the open game is left
                untouched.
            ValueError: the text holds no game.
        """
        result = load_bytes(text.encode("utf-8"), encoding="utf-8")
        if not result.games:
            raise ValueError("no game in the text")
        self._show_loaded(result, None)
        return result

    def _show_loaded(self, result: LoadResult, path: Path | None) -> None:
        """Show the first of the games read from ``path`` (``None``: pasted text)."""
        self.games = list(result.games)
        self._games_opened = {0: Game(self.games[0])}
        self.game_index = 0
        self.game = self._games_opened[0]
        self.path = path
        self.encoding = result.encoding
        self.warnings = [_warning_text(w) for w in result.warnings]
        self.confirm_overwrite = bool(result.warnings) or not _is_utf8(result.encoding)
        converted = format_name(path) if path is not None else None
        # Pasted text is in no file yet; a converted GIB/NGF/UGF is saved as a new SGF file.
        self._unsaved = path is None or converted is not None
        self._set_modified(self._unsaved)
        self.game_replaced.emit()
        self.file_opened.emit()
        self.changed.emit()
        notes = []
        if converted is not None:
            notes.append(
                translate("Record", "converted from {0}; Save writes a new SGF file").format(
                    converted
                )
            )
        if len(self.games) > 1:
            notes.append(
                translate("Record", "{} games in file, showing the first").format(len(self.games))
            )
        if result.warnings:
            count = len(result.warnings)
            repaired = (
                translate("Record", "{} problem repaired")
                if count == 1
                else translate("Record", "{} problems repaired")
            )
            notes.append(repaired.format(count))
        tree = self.game.tree
        if not tree.is_go:
            notes.append(
                translate("Record", "{}: played with a ruler").format(
                    tree.game_id or f"game GM[{tree.game_number}]"
                )
            )
        name = path.name if path is not None else "pasted SGF"
        self.message.emit(
            translate("Record", "Opened {}").format(name)
            + (" — " + "; ".join(notes) if notes else "")
        )
        if sum(tree.node_count() for tree in self.games) >= SETTLE_NODES:
            settle_heap()

    def save_file(self, path: str | os.PathLike[str]) -> None:
        """Write all games of the file atomically to ``path`` (FF[4], UTF-8).

        Raises:
            OSError: the file cannot be written; the old file is left intact.
        """
        was = None if _is_utf8(self.encoding) else self.encoding_name()
        save_file(path, self.games)
        self.path = Path(path)
        self.encoding = "utf-8"
        self.confirm_overwrite = False
        self.warnings = []  # they described the file read; the one written has none
        for game in self._games_opened.values():
            game.history.mark_clean()
            game.mark_saved()
        self._unsaved = False
        self._set_modified(False)
        name = self.path.name
        if was is None:
            self.message.emit(translate("Record", "Saved {}").format(name))
        else:  # Save As leaves the original; still say the copy is no longer in its charset
            self.message.emit(
                translate("Record", "Saved {0} (UTF-8; read as {1})").format(name, was)
            )
        self.changed.emit()

    def encoding_name(self) -> str:
        """The charset the file was read in: as its CA property names it when that is the
        codec used (``"Shift_JIS"``), else the Python codec name (``"cp932"``)."""
        values = self.games[0].root.props.get("CA") if self.games else None
        if values and charset_codec(values[0]) == self.encoding:
            return values[0]
        return self.encoding

    def adopt(
        self,
        trees: Sequence[GameTree],
        path: Path | None,
        index: int = 0,
        histories: Mapping[int, EditHistory] | None = None,
    ) -> None:
        """Show ``trees`` (a recovered record, not saved: :attr:`modified` is True) as the
        games of ``path`` (None: untitled), game ``index`` first; ``histories``: the undo
        history of some games, by index."""
        self.games = list(trees)
        self.game_index = index if 0 <= index < len(self.games) else 0
        self.game = Game(self.games[self.game_index])
        self._games_opened = {self.game_index: self.game}
        for number, history in (histories or {}).items():
            if 0 <= number < len(self.games):
                game = self._games_opened.setdefault(number, Game(self.games[number]))
                game.history = history
        self.path, self.encoding, self.confirm_overwrite, self.warnings = path, "utf-8", False, []
        self._unsaved = self._modified = True
        self.modified_changed.emit(True)
        self.game_replaced.emit()
        self.changed.emit()

    def opened_games(self) -> dict[int, Game]:
        """The games of the record shown so far, by index (each keeps its own undo)."""
        return dict(self._games_opened)

    def place_handicap(self, stones: Sequence[Point]) -> None:
        """Put the handicap ``stones`` on the root of a game that has no move yet."""
        game = self.game
        root = game.tree.root
        if root.children:
            self.message.emit(translate("Record", "Handicap stones go on an empty game only"))
            return
        game.tree.set_setup(root, black=tuple(stones))
        game.tree.set_player(root, Color.WHITE)
        game.history.clear()
        game.history.forget_clean()
        self._apply([], mutation=True)

    def select_game(self, index: int) -> None:
        """Show game ``index`` of the file's collection (each keeps its position and undo)."""
        if not 0 <= index < len(self.games) or index == self.game_index:
            return
        game = self._games_opened.get(index)
        if game is None:
            game = self._games_opened[index] = Game(self.games[index])
        self.game_index = index
        self.game = game
        self.game_replaced.emit()  # views take the other tree (the game tree lays it out)
        self.changed.emit()
        self.message.emit(translate("Record", "Game {0} of {1}").format(index + 1, len(self.games)))

    # --- moves -----------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play ``move`` at the current node; False (and a status message) when illegal."""
        try:
            changes = self.game.play_move(move)
        except IllegalMoveError as exc:
            self.message.emit(illegal_move_text(exc, self.game.tree.size))
            return False
        self._apply(list(changes), mutation=True)
        return True

    def set_result(self, result: str, comment: str | None = None) -> None:
        """Store ``result`` (SGF RE form) in the game information."""
        info = self.info
        info.result = result
        changes: list[object] = list(self.game.set_info(info))
        if comment:
            node = self.game.current
            text = f"{node.comment}\n{comment}" if node.comment else comment
            changes += self.game.set_comment(node, text)
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
        self._apply(list(self.game.set_info(info)), mutation=True)

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
        """Status text: ``Move 23 · B D4 · 2 variations`` (or, in Go, the side to move at the
        root)."""
        game = self.game
        node = game.current
        number = game.move_number()
        parts = [translate("MainWindow", "Move {}").format(number)]
        move = node.move
        if move is not None:
            vertex = "pass" if move.point is None else self.vertex(move.point)
            parts.append(f"{move.color.value} {vertex}")
        elif game.tree.is_go:  # in other games the ruler says whose turn it is
            black = game.to_move() is Color.BLACK
            to_play = translate("MainWindow", "Black to play")
            if not black:
                to_play = translate("MainWindow", "White to play")
            parts.append(to_play)
        siblings = len(node.parent.children) if node.parent else 1
        if siblings > 1:
            variation = translate("MainWindow", "variation {}/{}")
            parts.append(variation.format(node.child_index() + 1, siblings))
        if len(node.children) > 1:
            parts.append(translate("MainWindow", "{} variations").format(len(node.children)))
        parts += describe_annotations(node)
        return " · ".join(parts)

    def vertex(self, point: Point) -> str:
        """GTP vertex of ``point`` on the current board."""
        return to_gtp(point, self.game.tree.size)


_MOVE_NAMES = {
    ("BM", 1): translatable("MainWindow", "Bad move"),
    ("BM", 2): translatable("MainWindow", "Very bad move"),
    ("TE", 1): translatable("MainWindow", "Good move"),
    ("TE", 2): translatable("MainWindow", "Very good move"),
    ("DO", 1): translatable("MainWindow", "Doubtful move"),
    ("IT", 1): translatable("MainWindow", "Interesting move"),
}
_POSITION_NAMES = {
    ("GB", 1): translatable("MainWindow", "Good for Black"),
    ("GB", 2): translatable("MainWindow", "Very good for Black"),
    ("GW", 1): translatable("MainWindow", "Good for White"),
    ("GW", 2): translatable("MainWindow", "Very good for White"),
    ("DM", 1): translatable("MainWindow", "Even position"),
    ("UC", 1): translatable("MainWindow", "Unclear position"),
}


def describe_annotations(node: Node) -> list[str]:
    """The annotations of ``node`` as status texts (SGF FF[4] move and position
    annotations, hotspot): ``["Very bad move ??", "Good for White", "Hotspot"]``.

    Raises:
        KeyError: never for nodes read by :func:`annotations_of` (its kinds are known).
    """
    notes = annotations_of(node)
    parts: list[str] = []
    if notes.move is not None:
        kind, emphasis = notes.move
        key = (kind, 1 if kind in ("DO", "IT") else emphasis)
        name = translate("MainWindow", _MOVE_NAMES[key])
        parts.append(f"{name} {move_symbol(notes.move)}")
    if notes.position is not None:
        parts.append(position_name(notes.position))
    if notes.hotspot is not None:
        parts.append(translate("MainWindow", "Hotspot"))
    return parts


def position_name(position: tuple[str, int]) -> str:
    """The translated name of a position annotation (SGF FF[4] GB, GW, DM, UC; kind and
    emphasis 1 or 2, as :func:`annotations_of` reads it): ``("GB", 2)`` -> "Very good for
    Black"; DM and UC name both emphases alike."""
    name = _POSITION_NAMES.get(position, _POSITION_NAMES[(position[0], 1)])
    return translate("MainWindow", name)


SETTLE_NODES = 5000
"""Records of this many nodes and more get :func:`settle_heap` after opening."""


def settle_heap() -> None:
    """Keep a big record's objects out of the collector's way (issue 10): everything alive
    is frozen, so no later full collection scans the ~200,000 objects of a Kogo-size tree
    while the user steps through it (127-156 ms stalls measured).

    Records frozen before (an earlier big file) are unfrozen and collected first, once, while
    the user waits for the file anyway (about 0.1 s); the first big record of a session is
    frozen at once, so a file given at start costs nothing here (start to window <= 1 s).
    """
    if gc.get_freeze_count():
        gc.unfreeze()
        gc.collect()
    gc.freeze()


def _warning_text(warning: SgfWarning) -> str:
    """A load warning as the board lists it; a guessed encoding says how to choose one."""
    text = f"line {warning.line}, column {warning.column}: {warning.message}"
    if is_guess(warning.message):
        text += "; " + translate("Record", "File > More > Reopen with Encoding to change")
    return text


def _is_utf8(encoding: str) -> bool:
    return encoding.lower().replace("_", "-") in ("utf-8", "utf8", "ascii", "utf-8-sig")
