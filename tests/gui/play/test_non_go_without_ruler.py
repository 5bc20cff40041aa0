"""A record of a game other than Go with no referee: Go's rules never play its moves."""

from __future__ import annotations

from gogui_py.go import BoardSize, Point
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController


def test_a_click_on_an_othello_record_without_ruler_is_refused(qtbot: object) -> None:
    controller = GameController(BoardSize.square(8))
    controller.new_game(BoardSize.square(8), 0.0, game_id="Othello")
    session = PlaySession(controller)
    messages: list[str] = []
    session.message.connect(messages.append)
    try:
        session.human_move(Point(3, 5))
        session.human_move(None)
        assert controller.game.move_number() == 0
        assert messages == ["Attach the Othello ruler to play (Game > Rules)"] * 2
    finally:
        session.shutdown()
