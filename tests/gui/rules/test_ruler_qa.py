"""Ruler games as a QA tester met them: a record without its ruler is read-only and keeps
the ruler's board; New Game offers the ruler's size; Edit > Undo names the engine's
move; a draw reads "Draw"; a GM[2] record is called Othello."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QRadioButton

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.gui.editing.board_input import Tool
from gogui_py.gui.main_window import MainWindow
from tests.gui.helpers import wait_engine
from tests.gui.rules.test_rulers import (
    bundled,
    click_point,
    play_click,
    position,
    ruler_window,
)

WindowFactory = Callable[..., MainWindow]

D3, E5 = Point(3, 5), Point(4, 3)


def _detach(qtbot: object, window: MainWindow) -> None:
    window.rules_menu.detach.trigger()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.ruler.handle is None and not window.ruler.active, timeout=5000
    )


def test_othello_without_its_ruler_is_read_only_and_keeps_the_board(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    game = window.controller.game
    start = window.board.snapshot().cells
    play_click(qtbot, window, D3)
    after_d3 = position(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.board.snapshot().cells == after_d3.cells
    )
    _detach(qtbot, window)

    for point in (D3, E5):  # D3 is Black's disc, E5 White's: no Go move is played
        click_point(qtbot, window, point)
        message = window.statusBar().currentMessage()
        assert message == "Attach the Othello ruler to play (Game > Rules)"
    assert game.move_number() == 1
    window.refresh()
    assert not window.window_actions.pass_move.isEnabled()
    window.window_actions.pass_move.trigger()
    assert game.move_number() == 1
    snapshot = window.board.snapshot()
    assert snapshot.style == "cells" and snapshot.cells == after_d3.cells
    assert snapshot.to_move is None and not snapshot.legal
    label = window.position_label.text()
    assert "attach the Othello ruler to play" in label and "White to move" in label

    # navigation still shows each position the ruler reported
    window.controller.navigate(lambda g: g.go_to(g.tree.root))
    assert window.board.snapshot().cells == start
    window.controller.navigate(lambda g: g.go_to(g.tree.root.children[0]))
    assert window.board.snapshot().cells == after_d3.cells
    # markup and comments are still edited
    window.board_input.set_tool(Tool.CIRCLE)
    click_point(qtbot, window, Point(0, 0))
    assert (Point(0, 0), "CR") in window.board.snapshot().marks
    window.board_input.set_tool(Tool.PLAY)
    window.controller.edit(lambda g: g.set_comment(g.current, "read only"))
    assert game.current.comment == "read only"

    window.rules_menu.reattach.trigger()  # the game goes on
    again = position(qtbot, window)
    assert again.cells == after_d3.cells and again.to_move is Color.WHITE
    play_click(qtbot, window, again.legal[0])
    assert game.move_number() == 2
    assert window.ruler.cached(game) is not None
    assert "Othello" in window.position_label.text()


def test_unvisited_node_without_the_ruler_shows_the_last_board_it_reported(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    play_click(qtbot, window, D3)
    after_d3 = position(qtbot, window)
    _detach(qtbot, window)
    game = window.controller.game
    # a move entered by editing the record (as read from a file): no ruler ever saw it
    window.controller.edit(lambda g: g.play_move(Move(Color.WHITE, Point(2, 5))))
    assert game.move_number() == 2
    window.refresh()
    assert window.board.snapshot().cells == after_d3.cells
    label = window.position_label.text()
    assert "1 moves earlier" in label and "attach the Othello ruler" in label


def test_new_game_offers_the_ruler_size_not_the_record_size(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gogui_py.gui.dialogs.new_game import NewGameDialog

    record = tmp_path / "go9.sgf"
    record.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cc])")
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    window.controller._set_modified(False)
    window.controller.open_file(record)
    assert window.controller.game.tree.size == BoardSize.square(9)
    seen: list[tuple[str, int, list[str]]] = []

    def answer(dialog: NewGameDialog) -> int:
        buttons = [b.text() for b in dialog.findChildren(QRadioButton) if not b.isHidden()]
        seen.append((dialog.windowTitle(), dialog.size_spin.value(), buttons))
        combo = dialog.player_combos[Color.WHITE]
        players.extend(combo.itemText(i) for i in range(combo.count()))
        return 0  # cancelled

    players: list[str] = []
    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.controller._set_modified(False)
    window.new_game.ask()
    assert seen == [("New Othello Game", 8, [])]
    # no Go engine offered to play Othello (GNU Go would play Go moves and forfeit)
    assert players and not any("GNU Go" in p or "MC engine" in p for p in players), players


def test_undo_names_the_engine_move_in_an_othello_game(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    window.rules_menu.update()
    window.rules_menu.play_against.trigger()
    wait_engine(qtbot, window)
    play_click(qtbot, window, D3)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 2, timeout=10000
    )
    reply = window.controller.game.current.move
    assert reply is not None and reply.point is not None
    vertex = window.controller.vertex(reply.point)
    assert window.edit_actions.undo.text() == f"&Undo Play {vertex}"


def test_renju_draw_reads_draw(qtbot: object, make_window: WindowFactory) -> None:
    """Two passes in Renju: a draw, RE[0] in the record, "Draw" for the user."""
    window = ruler_window(qtbot, make_window, "--ruler", bundled("renju"))
    play_click(qtbot, window, None)
    position(qtbot, window)
    play_click(qtbot, window, None)
    assert position(qtbot, window).game_over
    assert window.controller.info.result == "0"
    message = window.statusBar().currentMessage()
    assert message == "Game over: Draw: both players passed."
    summary = window.side_panel.summary.text()
    assert summary == "Renju · result Draw"
    assert " 0" not in window.position_label.text()
    assert "Draw: both players passed." in window.position_label.text()


def test_a_gm2_record_without_game_id_is_called_othello(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    record = tmp_path / "othello.sgf"
    record.write_text("(;GM[2]FF[4]SZ[8]RE[B+8])")
    window = make_window(str(record))
    assert window.controller.game.tree.game_id == ""
    assert window.side_panel.summary.text() == "Othello · result B+8"


def test_readable_results() -> None:
    from gogui_py.gui.play.engine_moves import readable_result, readable_sentence

    assert readable_result("0") == "Draw" and readable_result("Draw") == "Draw"
    assert readable_result("B+8") == "B+8"
    assert readable_sentence("Draw 32-32. 0", "0") == "Draw 32-32."
    assert readable_sentence("Board full. 0", "0") == "Board full. Draw"
    assert readable_sentence("Black wins 36-28. B+8", "B+8") == "Black wins 36-28. B+8"
