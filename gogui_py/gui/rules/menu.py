"""Game > Rules: attach and detach a ruler, its program list, and the games it plays.

rulers.md "What gogui-py MUST do": a ruler is attached independently of the engine
(menu, program list with the bundled rulers, ``--ruler CMD``). Once it has told its
game, a record of that game is synced to it; another game is replaced by a new one of
the ruler's game, after asking about unsaved changes. A record of a game other than Go
opened from a file attaches the ruler of that game from the list when one is there.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.go import BoardSize, Color
from gogui_py.go.rules import GAME_NUMBERS
from gogui_py.gtp.ruler import RulerInfo
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList, default_label
from gogui_py.gui.programs.menu import ask_command_line, edit_program_list
from gogui_py.gui.programs.program import Program
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps
from gogui_py.gui.rules.session import RulerSession
from gogui_py.gui.rules.shown import game_name


def find_ruler(
    programs: ProgramList, game_id: str, number: int | None = None
) -> ProgramEntry | None:
    """The first entry of ``programs`` for ``game_id`` (built-in key, label or reported
    name), else for a game with SGF number ``number``."""
    wanted = {game_id.lower()} if game_id else set()
    if not wanted and number is not None and number != 1:
        wanted = {name.lower() for name, n in GAME_NUMBERS.items() if n == number}
    for entry in programs:
        names = {entry.builtin_key.lower(), entry.label.lower(), entry.name.lower()}
        if wanted & names or any(w in entry.name.lower().split() for w in wanted):
            return entry
    return None


class RulesMenu(QObject):
    """Builds the Rules menu and keeps the open game and the ruler together."""

    def __init__(
        self,
        window: QMainWindow,
        ruler: RulerSession,
        *,
        controller: GameController,
        session: PlaySession,
        files: FileOps,
        menu: QMenu,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.ruler = ruler
        self._controller = controller
        self._session = session
        self._files = files
        self._menu = menu
        self._settings = QSettings()
        self.programs = ProgramList.load(self._settings, "ruler")
        self.last: tuple[list[str], str, str | None] | None = None
        self.pending_players: list[tuple[Program, frozenset[Color]]] | None = None
        """Colours to give engines once the ruler's game has started (``--ruler`` with
        ``--program``, ``--black``, ``--white``: no engine may play Go before the ruler is
        ready)."""
        self._attaches = 0
        """Rulers attached so far (a record's ruler is not attached over a newer one)."""
        self.engine_plays_go_only: Callable[[], bool] = lambda: False
        """True when the attached engine is known to play only Go (set by the window)."""
        self.detach = QAction(translate("Menu", "&Detach Ruler"), window)
        self.detach.triggered.connect(ruler.detach)
        self.reattach = QAction(translate("Menu", "Re&attach Ruler"), window)
        self.reattach.triggered.connect(self._on_reattach_triggered)
        self.play_against = QAction(translate("Menu", "Ruler &Plays White"), window)
        self.play_against.triggered.connect(self.attach_ruler_as_engine)
        menu.aboutToShow.connect(self.update)
        ruler.changed.connect(self.update)
        controller.file_opened.connect(self.record_opened)
        self.rebuild()

    def rebuild(self) -> None:
        """Recreate the menu items from the program list."""
        menu = self._menu
        menu.clear()
        for entry in self.programs:
            action = menu.addAction(
                translate("Menu", "Play {}").format(entry.label.replace("&", "&&"))
            )
            action.triggered.connect(lambda _=False, e=entry: self.attach_entry(e))
        menu.addSeparator()
        menu.addAction(translate("Menu", "Attach &Ruler…")).triggered.connect(
            self._on_attach_command_triggered
        )
        menu.addAction(translate("Menu", "&Edit Rulers…")).triggered.connect(
            self._on_edit_triggered
        )
        menu.addSeparator()
        menu.addAction(self.play_against)
        menu.addSeparator()
        menu.addAction(self.reattach)
        menu.addAction(self.detach)
        self.update()

    def update(self) -> None:
        """Enable Detach and Reattach for the current state."""
        self.detach.setEnabled(self.ruler.handle is not None)
        self.reattach.setEnabled(self.last is not None)
        info = self.ruler.info
        self.play_against.setEnabled(
            self.last is not None and info is not None and "genmove" in info.commands
        )

    def attach_ruler_as_engine(self) -> None:
        """The ruler's program, started once more as the engine, plays White (a bundled
        ruler is also an opponent: it answers ``genmove``)."""
        if self.last is None or self.ruler.info is None:
            return
        argv, _label, cwd = self.last
        self._session.attach(
            argv, f"{self.ruler.info.game_id} player", cwd, colors=frozenset({Color.WHITE})
        )

    # --- attaching ---------------------------------------------------------------------------
    def attach_entry(self, entry: ProgramEntry) -> None:
        """Attach the ruler of ``entry``; its name is stored back in the list."""
        try:
            argv = entry.argv()
        except ValueError as exc:
            self._controller.message.emit(f"{entry.label}: {exc}")
            return
        self.attach(argv, entry.label, entry.cwd())
        handle = self.ruler.handle
        if handle is not None:
            handle.started.connect(lambda name, version: self._remember(entry, name, version))

    def attach(self, argv: Sequence[str], label: str, cwd: str | None = None) -> None:
        """Attach ``argv`` as the ruler and play its game."""
        self.last = (list(argv), label, cwd)
        self._attaches += 1
        self.ruler.attach(argv, label, cwd, on_ready=self._on_ruler_ready)
        self.update()

    def _remember(self, entry: ProgramEntry, name: str, version: str) -> None:
        if self.programs.update_identity(entry, name, version) is not None:
            self.programs.save(self._settings)

    def _on_reattach_triggered(self) -> None:
        if self.last is not None:
            self.attach(*self.last)

    def _on_attach_command_triggered(self) -> None:
        command = ask_command_line(
            self._window,
            translate("Menu", "Attach Ruler"),
            translate("Menu", "Command line of a GTP ruler:"),
        )
        if command is not None:
            self.attach(shlex.split(command), default_label(command))

    def _on_edit_triggered(self) -> None:
        edited = edit_program_list(self._window, self.programs, self._settings)
        if edited is not None:
            self.programs = edited
            self.rebuild()

    # --- games -------------------------------------------------------------------------------
    def _on_ruler_ready(self, info: RulerInfo) -> None:
        session = self._session
        if session.engine is not None and session.computer and self.engine_plays_go_only():
            self.pending_players = None
            session.set_computer(frozenset())
            self._controller.message.emit(
                translate(
                    "Rules",
                    "{0} plays Go only: attach an engine for {1} (Engine menu) and "
                    "choose its colour in the Game menu",
                ).format(session.engine_name or "The engine", info.game_id)
            )
        tree = self._controller.game.tree
        if self.ruler.matches(tree):
            self._sync_record()
            return
        empty = not tree.root.children and not self._controller.modified
        if empty or self._files.confirm_discard():
            self.start_game(None)
            if not empty:  # e.g. --ruler of another game than the record's: the ruler wins
                self._controller.message.emit(
                    translate(
                        "Rules", "The record is a game of {0}: a new game of {1} starts"
                    ).format(game_name(tree), info.game_id)
                )
        else:
            self._controller.message.emit(
                translate("Rules", "The open game is kept; start a new game to play {}").format(
                    info.game_id
                )
            )

    def _sync_record(self) -> None:
        """The open record is the ruler's game: bring the ruler to its board size."""
        size = self._controller.game.tree.size

        def done(info: RulerInfo) -> None:
            if info.size != size:
                self._controller.message.emit(
                    translate("Rules", "The ruler plays {0} on {1}, the record on {2}").format(
                        info.game_id, info.size, size
                    )
                )
            self.ruler.request(self._controller.game)
            self._start_computer()

        self.ruler.new_game(size, done)

    def _start_computer(self) -> None:
        """Give the engines their colours now that the ruler's game is on."""
        pending, self.pending_players = self.pending_players, None
        programs = self._session.programs
        for program, colors in pending or []:
            if program in programs.programs:
                programs.set_colors(program, colors)
        self._session.maybe_computer_move()

    def start_game(self, size: BoardSize | None) -> bool:
        """A new game of the ruler's game (``size`` asked of the ruler when given).

        False when no ruler is ready (the caller starts a Go game)."""
        info = self.ruler.info
        if info is None or not self.ruler.active:
            return False

        def done(taken: RulerInfo) -> None:
            self._controller.new_game(taken.size, 0.0, game_id=taken.game_id)
            if size is not None and taken.size != size:
                self._controller.message.emit(
                    translate("Rules", "{0} is played on {1}").format(taken.game_id, taken.size)
                )
            self.ruler.request(self._controller.game)
            self._start_computer()

        return self.ruler.new_game(size, done)

    def record_opened(self) -> None:
        """A record was opened: another game than Go calls for its ruler (attached from the
        list when one matches, else a message says so).

        The list is looked at on the next turn of the event loop: a ruler attached before
        then (``--ruler`` with a record on the command line) is the only one started; it
        plays the record when its game is the record's, else the command line wins
        (:meth:`_on_ruler_ready`)."""
        tree = self._controller.game.tree
        if tree.is_go:
            return
        if self.ruler.matches(tree):
            self._sync_record()
            return
        attaches = self._attaches
        QTimer.singleShot(0, self, lambda: self._attach_for_record(attaches))

    def _attach_for_record(self, attaches: int) -> None:
        """The ruler of the open record from the list, unless a ruler was attached since
        the record was opened (``attaches`` was :attr:`_attaches` then)."""
        tree = self._controller.game.tree
        if attaches != self._attaches or tree.is_go or self.ruler.matches(tree):
            return
        entry = find_ruler(self.programs, tree.game_id, tree.game_number)
        name = game_name(tree)
        if entry is None:
            self._controller.message.emit(
                translate(
                    "Rules", "No ruler for {} in Game > Rules: attach one to see the positions"
                ).format(name)
            )
            return
        self.attach_entry(entry)
        self._controller.message.emit(
            translate("Rules", "Attaching the {0} ruler for {1}").format(entry.label, name)
        )
