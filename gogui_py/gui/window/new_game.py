"""Game > New Game: the dialog, and starting the game it describes (Go, or the attached
ruler's game), with its players, handicap and clocks."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QWidget

from gogui_py.go import Color, Point
from gogui_py.go.handicap import handicap_points
from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from gogui_py.gui.editing.board_input import BoardInput, Tool
from gogui_py.gui.play.players import PlayerChooser
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.programs.menu import EngineMenu
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps
from gogui_py.gui.rules.menu import RulesMenu
from gogui_py.gui.rules.session import RulerSession


class GameWindow(Protocol):
    """The parts of the main window a new game touches."""

    controller: GameController
    session: PlaySession
    files: FileOps
    game_clock: GameClock
    engine_menu: EngineMenu
    ruler: RulerSession
    rules_menu: RulesMenu
    board_input: BoardInput

    def show_message(self, text: str) -> None: ...


class NewGameStarter:
    """Asks for and starts new games in ``window`` (``parent`` of the dialog)."""

    def __init__(self, window: GameWindow, parent: QWidget) -> None:
        self._window = window
        self._parent = parent
        self.players = PlayerChooser(window.session, window.engine_menu)

    def ask(self) -> None:
        """The New Game dialog, then the game (unless cancelled or unsaved work is kept)."""
        window = self._window
        if window.session.thinking or not window.files.confirm_discard():
            return
        clock = window.game_clock.clock
        ruler = window.ruler.info if window.ruler.active else None
        current = NewGameSettings(
            ruler.size if ruler is not None else window.controller.game.tree.size,
            window.controller.info.komi,
            window.session.computer,
            time=clock.settings if clock else None,
            black=self.players.current(Color.BLACK),
            white=self.players.current(Color.WHITE),
        )
        dialog = NewGameDialog(
            current,
            self.players.choices(go=ruler is None),
            self._parent,
            game=ruler.game_id if ruler is not None else "",
        )
        if dialog.exec():
            self.start(dialog.settings())

    def start(self, settings: NewGameSettings) -> None:
        """Start a new game with ``settings`` (no questions asked).

        Handicap stones go on fixed points, or are chosen by the engine
        (``place_free_handicap``), or placed by the user's clicks.
        """
        window = self._window
        session, board_input = window.session, window.board_input
        if settings.black or settings.white:
            self.players.apply(settings.black, settings.white)
        if window.ruler.active:
            session.computer = settings.computer
            board_input.set_tool(Tool.PLAY)
            if window.rules_menu.start_game(settings.size):
                return
        count, placement = settings.handicap, settings.placement
        stones: list[Point] = []
        if count >= 2 and placement == "fixed":
            try:
                stones = handicap_points(count, settings.size)
            except ValueError:
                window.show_message("No fixed handicap points on this board: place them yourself")
                placement = "user"
        board_input.handicap_left = 0
        board_input.set_tool(Tool.PLAY)
        window.controller.new_game(
            settings.size,
            settings.komi,
            handicap=count,
            handicap_stones=stones,
            rules="Japanese" if settings.rules == "territory" else "Chinese",
            time_settings=settings.time,
        )
        if count >= 2 and not stones:
            session.computer = settings.computer
            from gogui_py.gui.play.free_handicap import place_free_handicap  # noqa: PLC0415

            if placement == "engine" and place_free_handicap(
                session, count, window.controller.place_handicap
            ):
                return
            board_input.expect_handicap(count)
            return
        session.set_computer(settings.computer)
