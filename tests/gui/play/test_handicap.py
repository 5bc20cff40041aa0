"""New games with handicap: fixed points, stones placed by the user, or by GNU Go."""

from __future__ import annotations

from gogui_py.go import BoardSize, Color
from gogui_py.go.handicap import handicap_points
from gogui_py.gui.dialogs.new_game import NewGameSettings
from gogui_py.gui.editing.board_input import Tool
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, gnugo_command, show, stone, wait_engine

NINE = BoardSize(9, 9)


def test_fixed_handicap_then_white_moves(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(NewGameSettings(NINE, 0.5, frozenset(), handicap=4))
    game = window.controller.game
    assert set(game.tree.root.add_black) == set(handicap_points(4, NINE))
    assert window.controller.info.handicap == 4
    assert window.controller.info.rules == "Chinese"
    assert game.to_move() is Color.WHITE
    click(qtbot, window, "E5")
    assert stone(window, "E5") is Color.WHITE


def test_user_places_free_handicap_stones(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(
        NewGameSettings(NINE, 0.5, frozenset(), handicap=2, placement="user", rules="territory")
    )
    assert window.board_input.tool is Tool.SETUP_BLACK
    click(qtbot, window, "B2")
    assert window.statusBar().currentMessage() == "1 more handicap stone"
    click(qtbot, window, "H8")
    game = window.controller.game
    assert stone(window, "B2") is Color.BLACK and stone(window, "H8") is Color.BLACK
    assert len(game.tree.root.add_black) == 2
    tool_after: Tool = window.board_input.tool  # (a new read: mypy narrowed the first)
    assert tool_after is Tool.PLAY
    assert game.to_move() is Color.WHITE
    assert window.controller.info.rules == "Japanese"
    assert not game.can_undo  # the handicap is part of the new game, not an edit


def test_gnugo_places_free_handicap_and_answers(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", gnugo_command(), "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.start_new_game(
        NewGameSettings(NINE, 0.5, frozenset({Color.WHITE}), handicap=3, placement="engine")
    )
    game = window.controller.game
    qtbot.waitUntil(lambda: len(game.tree.root.add_black) == 3, timeout=10000)  # type: ignore[attr-defined]
    # GNU Go plays White at once, from the position with its own handicap stones.
    qtbot.waitUntil(lambda: game.move_number() == 1, timeout=10000)  # type: ignore[attr-defined]
    move = game.current.move
    assert move is not None and move.color is Color.WHITE
    assert move.point not in game.tree.root.add_black
