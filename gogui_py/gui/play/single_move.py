"""Game > Play Single Move (GoGui's, Shift+F5): an engine plays one move for the side
to move; the computer colours stay as they are, and no engine move follows it.

The move is asked with ``genmove`` through the program's handle (never on the GUI thread),
with its time when the game has a clock, as :meth:`PlaySession.ask_genmove` does.
"""

from __future__ import annotations

from gogui_py.go import Color
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.engine_moves import GeneratedMove
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.programs.program import Program


def play_single_move(session: PlaySession) -> bool:
    """Ask the engine playing the side to move (the first engine when none does) for one
    move; False (with a status message) when no engine can be asked now."""
    if session.thinking:
        session.message.emit(translate("MainWindow", "The computer is thinking"))
        return False
    referee = session.ruler_game()
    if referee is not None:  # a ruler's game: the referee asks the engine
        referee.computer_move_now()
        return True
    game = session.controller.game
    if not game.tree.is_go:
        session.message.emit(translate("MainWindow", "This game is played with a ruler"))
        return False
    color = game.to_move()
    program = session.player_ready(color) or session.programs.primary()
    if program is None or not program.running:
        session.message.emit(translate("MainWindow", "No engine attached"))
        return False
    session.ask_genmove(program, color, lambda answer: _played(session, program, color, answer))
    return True


def _played(session: PlaySession, program: Program, color: Color, answer: GeneratedMove) -> None:
    """The engine's move enters the record (with its comment and the player's name); the
    end of the game is handled, but no further engine move is asked."""
    controller = session.controller
    move = answer.move
    assert move is not None
    with controller.grouped():
        played = controller.play(move)
        if played:
            session.record_engine_move(program, color, answer.explanation)
    if not played:
        text = translate("MainWindow", "{} played an illegal move ({})")
        session.message.emit(text.format(program.name, session.describe(move)))
        return
    session.message.emit(session.played_text(program, move, answer.cpu_time))
    if controller.game.is_game_over():
        session.after_move()  # scoring, or the engine's final score
