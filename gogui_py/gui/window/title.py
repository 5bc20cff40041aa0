"""The main window's title: ``game.sgf (2/5)[*] — GNU Go 3.8 vs gogui-py Go 0.1 — gogui-py``."""

from __future__ import annotations

from gogui_py.go import Color
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController


def players_title(session: PlaySession) -> str:
    """``GNU Go 3.8 vs gogui-py Go 0.1`` when two engines play, else the first engine's
    title or name ("" without one)."""
    programs = session.programs
    black, white = programs.player(Color.BLACK), programs.player(Color.WHITE)
    if black is not None and white is not None and black is not white:
        return translate("MainWindow", "{0} vs {1}").format(black.name, white.name)
    return session.identity.title or session.engine_name


def window_title(controller: GameController, session: PlaySession) -> str:
    """The file's name (``Untitled``) with the game's number in a collection, the
    ``[*]`` Qt replaces by the modified mark, the players, the application."""
    path = controller.path
    name = path.name if path is not None else translate("MainWindow", "Untitled")
    if len(controller.games) > 1:
        name += f" ({controller.game_index + 1}/{len(controller.games)})"
    engine = players_title(session)
    return f"{name}[*] — {engine + ' — ' if engine else ''}gogui-py"
