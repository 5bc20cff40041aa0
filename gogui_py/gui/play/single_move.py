"""Game > Play Single Move (GoGui's, Shift+F5): an engine plays one move for the side
to move; the computer colours stay as they are, and no engine move follows it.

The move is asked through :meth:`PlaySession.computer_move_now` (``single=True``): the
program playing the side to move, else the first engine, with its time when the game has
a clock (``genmove`` through the program's handle, never on the GUI thread).
"""

from __future__ import annotations

from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession


def play_single_move(session: PlaySession) -> bool:
    """Ask the engine playing the side to move (the first engine when none does) for one
    move; False (with a status message) when no engine can be asked now."""
    if session.thinking:
        session.message.emit(translate("MainWindow", "The computer is thinking"))
        return False
    if session.ruler_game() is None and not session.controller.game.tree.is_go:
        session.message.emit(translate("MainWindow", "This game is played with a ruler"))
        return False
    return session.computer_move_now(single=True)
