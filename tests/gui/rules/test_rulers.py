"""Ruler games in the window (rulers.md "What gogui-py MUST do"): the bundled rulers,
GRhino as the Othello engine, a quirky third-party-like ruler, and hostile rulers."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from gogui_py.game.sgf_io import load_file
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.rules import RulerPosition
from gogui_py.gui.main_window import MainWindow
from tests.gui.helpers import (
    ENGINES,
    MAX_STALL_MS,
    grhino_command,
    longest_stall,
    show,
    wait_engine,
    warning_text,
)

WindowFactory = Callable[..., MainWindow]


def bundled(game: str, *flags: str) -> str:
    """--ruler / --program command of a bundled ruler."""
    return " ".join([sys.executable, "-m", f"gogui_py.programs.{game}", *flags])


def fake(name: str, *flags: str) -> str:
    return " ".join([sys.executable, str(ENGINES / name), *flags])


def position(qtbot: object, window: MainWindow, timeout: int = 10000) -> RulerPosition:
    """The ruler's position at the current node, once it is known."""
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.ruler.active and window.ruler.cached(window.controller.game) is not None,
        timeout=timeout,
    )
    found = window.ruler.cached(window.controller.game)
    assert found is not None
    return found


def click_point(qtbot: object, window: MainWindow, point: Point) -> None:
    """A left click at ``point`` as the board shows it (any board style)."""
    x, y = window.board.geometry_now().center(point)
    qtbot.mouseClick(  # type: ignore[attr-defined]
        window.board, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y))
    )


def play_click(qtbot: object, window: MainWindow, point: Point | None) -> None:
    """The user plays ``point`` (None: Pass button) and waits until it is in the record."""
    before = window.controller.game.move_number()
    if point is None:
        window.window_actions.pass_move.trigger()
    else:
        click_point(qtbot, window, point)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() > before, timeout=10000
    )


def ruler_window(qtbot: object, make_window: WindowFactory, *argv: str) -> MainWindow:
    window = make_window(*argv)
    show(qtbot, window)
    position(qtbot, window)
    return window


def test_othello_start_as_a_user_sees_it(qtbot: object, make_window: WindowFactory) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    start = position(qtbot, window)
    snapshot = window.board.snapshot()
    assert snapshot.style == "cells"
    assert snapshot.size.width == 8
    assert len(snapshot.stones()) == 4
    assert snapshot.legal == frozenset(start.legal)  # dots where Black may play
    assert window.position_label.text() == "Move 0 · Othello · Black to move"
    assert not window.window_actions.pass_move.isEnabled()  # pass is not in the list
    assert not window.score_action.isEnabled()  # Go's scoring has no place here
    tree = window.controller.game.tree
    assert tree.game_number == 2
    assert tree.game_id == "Othello"
    assert window.session.engine is None  # --ruler alone attaches no engine
    assert window.shell.page("ruler") is not None  # its traffic has its own tab


def test_illegal_click_gives_a_status_message(qtbot: object, make_window: WindowFactory) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    with longest_stall() as stall:
        click_point(qtbot, window, Point(0, 0))  # A8: not a legal Othello move
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: "A8 is not a legal move" in window.statusBar().currentMessage()
        )
    assert window.controller.game.move_number() == 0
    assert "A8 is not a legal move for Black" in window.statusBar().currentMessage()
    assert window.findChild(QMessageBox) is None  # no modal dialog
    assert stall() < MAX_STALL_MS


def test_human_scripted_othello_game_against_grhino(
    qtbot: object, make_window: WindowFactory
) -> None:
    """A person (Black: the first legal move each time) against GRhino level 1 (White)
    with the bundled ruler, to the end; passes happen by the Pass button or are forced."""
    window = ruler_window(
        qtbot,
        make_window,
        "--ruler",
        bundled("othello"),
        "--program",
        grhino_command(),
        "--computer-white",
    )
    wait_engine(qtbot, window)
    game = window.controller.game
    while True:
        current = position(qtbot, window, timeout=30000)
        if current.game_over:
            break
        if current.to_move is Color.WHITE or window.session.thinking:
            qtbot.waitUntil(  # type: ignore[attr-defined]
                lambda shown=current: (
                    window.ruler.cached(window.controller.game) is not shown
                    and not window.session.thinking
                ),
                timeout=30000,
            )
            continue
        play_click(qtbot, window, current.legal[0] if current.legal else None)
    result = window.controller.info.result
    assert result == current.result.split()[-1]
    assert result[:2] in ("B+", "W+") or result == "0"
    assert game.move_number() >= 30
    colors = {n.move.color for n in game.path() if n.move is not None}
    assert colors == {Color.BLACK, Color.WHITE}
    assert "Game over" in window.statusBar().currentMessage()


def test_grhino_plays_both_colours_to_the_end(qtbot: object, make_window: WindowFactory) -> None:
    window = ruler_window(
        qtbot,
        make_window,
        "--ruler",
        bundled("othello"),
        "--program",
        grhino_command(),
        "--computer-both",
    )
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.info.result != "", timeout=120000
    )
    final = position(qtbot, window)
    assert final.game_over
    assert window.controller.info.result == final.result.split()[-1]
    discs = sum(1 for value in final.cells if value in (1, 2))
    assert window.controller.game.move_number() >= discs - 4  # every disc was a move


def test_save_and_reopen_attaches_the_ruler(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    for _ in range(4):
        play_click(qtbot, window, position(qtbot, window).legal[0])
        position(qtbot, window)
    cells = window.board.snapshot().cells
    path = tmp_path / "othello.sgf"
    window.controller.save_file(path)
    text = path.read_text()
    assert "GM[2]" in text and "GOGUIGAME[Othello]" in text and "SZ[8]" in text
    assert ";B[" in text and ";W[" in text  # ordinary SGF points
    tree = load_file(path).games[0]
    assert tree.game_id == "Othello" and not tree.is_go

    again = make_window(str(path), "--program", "")
    show(qtbot, again)
    qtbot.waitUntil(lambda: again.ruler.active, timeout=10000)  # type: ignore[attr-defined]
    again.controller.to_end()
    position(qtbot, again)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: again.board.snapshot().cells == cells, timeout=5000
    )
    assert again.controller.game.move_number() == 4
    # Fault 5 of issue 9: at move 0 of the reopened record the legal moves show as dots.
    again.controller.to_start()
    start = position(qtbot, again)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: again.board.snapshot().legal == frozenset(start.legal), timeout=5000
    )
    assert len(start.legal) == 4


def test_quirky_ruler_full_game_with_holes(qtbot: object, make_window: WindowFactory) -> None:
    """Debug lines, '=' for illegal moves, no ids, extra blank lines, string-sorted legal
    moves, no undo, protocol 2.0: a whole game still plays, with '?' cells removed."""
    window = ruler_window(qtbot, make_window, "--ruler", fake("quirky_ruler.py", "--holes"))
    snapshot = window.board.snapshot()
    assert Point(0, 0) in snapshot.removed and Point(8, 8) in snapshot.removed
    assert "captured: Black 0, White 0" in window.position_label.text()
    received: list[Point] = []
    window.board.point_clicked.connect(received.append)
    click_point(qtbot, window, Point(0, 0))  # a removed corner: not clickable
    assert received == []
    # Black plays a row on row 5, White on row 4, then Black goes back and forth.
    for x in range(4):
        play_click(qtbot, window, Point(x + 2, 4))
        position(qtbot, window)
        play_click(qtbot, window, Point(x + 2, 5))
        position(qtbot, window)
    window.controller.back(2)  # no undo in this ruler: clear_board and replay
    position(qtbot, window)
    window.controller.to_end()
    position(qtbot, window)
    play_click(qtbot, window, Point(6, 4))  # five in a row for Black
    final = position(qtbot, window)
    assert final.game_over
    # A third-party result without an SGF word: RE[?], the ruler's sentence kept in GC.
    info = window.controller.info
    assert info.result == "?"
    assert "Black made five in a row" in info.game_comment
    assert "Black made five in a row" in window.statusBar().currentMessage()
    assert window.controller.game.move_number() == 9


@pytest.mark.parametrize(
    ("mode", "title"),
    [
        (("hang-play", "2"), "Ruler not answering"),
        (("die-play", "2"), "Ruler stopped"),
    ],
)
def test_hung_or_dead_ruler_keeps_the_record(
    qtbot: object, make_window: WindowFactory, mode: tuple[str, ...], title: str
) -> None:
    window = make_window("--ruler", fake("hostile_ruler.py", *mode))
    window.ruler.timeout = 2.0
    show(qtbot, window)
    play_click(qtbot, window, position(qtbot, window).legal[0])
    first = window.controller.game.current
    start = position(qtbot, window)
    with longest_stall() as stall:
        click_point(qtbot, window, start.legal[0])
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: bool(warning_text(window)), timeout=10000
        )
    assert stall() < MAX_STALL_MS
    box = window.findChild(QMessageBox)
    assert box is not None and box.windowTitle() == title
    assert "record is intact" in warning_text(window)
    assert window.controller.game.current is first  # the refused move never entered
    assert window.controller.game.move_number() == 1
    qtbot.waitUntil(lambda: window.ruler.handle is None, timeout=5000)  # type: ignore[attr-defined]
    assert window.rules_menu.reattach.isEnabled()
    box.close()
    window.rules_menu.reattach.trigger()  # a fresh process, synced to the record
    again = position(qtbot, window)
    assert again.cells == start.cells and again.to_move is start.to_move
    assert window.controller.game.current is first


def test_a_click_before_the_ruler_answered_is_played_when_it_does(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--ruler", fake("hostile_ruler.py", "slow-legal", "800"))
    messages: list[str] = []
    window.session.message.connect(messages.append)
    show(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.ruler.active and window.controller.game.tree.size.width == 8,
        timeout=10000,
    )
    assert window.ruler.cached(window.controller.game) is None, "the ruler is still busy"
    d3 = Point(3, 5)
    click_point(qtbot, window, d3)
    assert messages[-1] == "Waiting for the ruler…"
    assert window.controller.game.move_number() == 0
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 1, timeout=10000
    )
    move = window.controller.game.current.move
    assert move is not None and move.color is Color.BLACK and move.point == d3
    assert window.controller.vertex(d3) == "D3"


def test_engine_of_another_game_is_reported(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--ruler", bundled("othello"), "--program", bundled("gomoku"))
    messages: list[str] = []
    window.session.message.connect(messages.append)
    show(qtbot, window)
    wait_engine(qtbot, window)
    position(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: "Warning: the engine plays Gomoku, the ruler Othello" in messages, timeout=10000
    )


@pytest.mark.parametrize("mode", ["bad-board", "bad-side"])
def test_garbage_speaking_ruler_gives_a_message(
    qtbot: object, make_window: WindowFactory, mode: str
) -> None:
    window = make_window("--ruler", fake("hostile_ruler.py", mode))
    show(qtbot, window)
    with longest_stall() as stall:
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: bool(warning_text(window)), timeout=10000
        )
    assert stall() < MAX_STALL_MS
    assert "makes no sense" in warning_text(window)
    assert window.controller.game.move_number() == 0


def test_engine_illegal_move_forfeits(qtbot: object, make_window: WindowFactory) -> None:
    engine = fake("scripted_engine.py", "--answer", "genmove=A1")
    window = ruler_window(
        qtbot, make_window, "--ruler", bundled("othello"), "--program", engine, "--computer-black"
    )
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.info.result == "W+F", timeout=10000
    )
    assert window.controller.game.move_number() == 0  # the illegal move was not played
    assert "A1 is not a legal move" in window.statusBar().currentMessage()
    assert window.session.computer == frozenset()


def test_hex_game_ends_without_an_engine(qtbot: object, make_window: WindowFactory) -> None:
    """Hex 3x3 (New Game asks the ruler for the size): Black joins top and bottom."""
    window = ruler_window(qtbot, make_window, "--ruler", bundled("hex"))
    assert window.board.snapshot().style == "hex"
    assert window.rules_menu.start_game(BoardSize.square(3))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.tree.size.width == 3, timeout=10000
    )
    for black, white in ((Point(1, 0), Point(0, 1)), (Point(1, 1), Point(2, 1))):
        play_click(qtbot, window, black)
        position(qtbot, window)
        play_click(qtbot, window, white)
        position(qtbot, window)
    play_click(qtbot, window, Point(0, 2))
    final = position(qtbot, window)
    assert final.game_over
    assert window.controller.info.result == "B+"
    assert "Game over" in window.statusBar().currentMessage()
    # The result sentence is said once (fault 3 of issue 9: the gfx TEXT repeated it).
    label = window.position_label.text()
    assert label.count("Black wins by connecting top and bottom") == 1, label


def test_renju_forbidden_points_are_drawn(qtbot: object, make_window: WindowFactory) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("renju"))
    assert window.board.snapshot().style == "grid"
    # Black builds a double three around H8 (7,7): G8 I8 and H7 H9 with White far away.
    moves = [Point(6, 7), Point(0, 0), Point(8, 7), Point(0, 14), Point(7, 6), Point(14, 0)]
    moves += [Point(7, 8), Point(14, 14)]
    for point in moves:
        play_click(qtbot, window, point)
        position(qtbot, window)
    current = position(qtbot, window)
    assert Point(7, 7) not in current.legal
    gfx = window.board.snapshot().gfx
    assert gfx is not None
    assert (Point(7, 7), "MA") in gfx.marks
    click_point(qtbot, window, Point(7, 7))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: "not a legal move for Black" in window.statusBar().currentMessage()
    )
    assert window.controller.game.move_number() == len(moves)


def test_the_bundled_ruler_also_plays_white(qtbot: object, make_window: WindowFactory) -> None:
    """Game > Rules > Ruler Plays White: a person plays Gomoku against the bundled player."""
    window = ruler_window(qtbot, make_window, "--ruler", bundled("gomoku"))
    window.rules_menu.update()
    assert window.rules_menu.play_against.isEnabled()
    window.rules_menu.play_against.trigger()
    wait_engine(qtbot, window)
    assert window.session.computer == frozenset({Color.WHITE})
    play_click(qtbot, window, Point(7, 7))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 2, timeout=10000
    )
    reply = window.controller.game.current.move
    assert reply is not None and reply.color is Color.WHITE and reply.point is not None
    assert position(qtbot, window).to_move is Color.BLACK
    # the status bar says what the engine played (not "thinking…" any more)
    played = f"{window.session.engine_name} played {window.controller.vertex(reply.point)}"
    assert window.statusBar().currentMessage().startswith(played)


def test_ruler_option_on_the_command_line() -> None:
    from gogui_py.gui.app import parse_args

    options = parse_args(["--ruler", "python3 -m gogui_py.programs.hex", "--computer-white"])
    assert options.ruler == ["python3", "-m", "gogui_py.programs.hex"]
    assert parse_args([]).ruler is None
    with pytest.raises(SystemExit):
        parse_args(["--ruler", "'unclosed"])


@pytest.mark.parametrize(
    ("mode", "title"), [("hang-start", "Ruler not answering"), ("die-start", "Ruler did not start")]
)
def test_ruler_that_never_starts(
    qtbot: object, make_window: WindowFactory, mode: str, title: str
) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.ruler.timeout = 2.0
    with longest_stall() as stall:
        window.rules_menu.attach(fake("hostile_ruler.py", mode).split(), mode)
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: bool(warning_text(window)), timeout=10000
        )
    assert stall() < MAX_STALL_MS
    box = window.findChild(QMessageBox)
    assert box is not None and box.windowTitle() == title
    assert window.ruler.handle is None and not window.ruler.active
    assert window.controller.game.tree.is_go  # the open game is untouched


def test_new_game_with_a_ruler_is_a_game_of_its_kind(
    qtbot: object, make_window: WindowFactory
) -> None:
    """New Game while Othello's ruler is attached: Go's rows hidden, a 6x6 Othello game."""
    from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings

    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    play_click(qtbot, window, position(qtbot, window).legal[0])
    dialog = NewGameDialog(
        NewGameSettings(BoardSize.square(8), 0.0, frozenset()), (), window, game="Othello"
    )
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    assert dialog.windowTitle() == "New Othello Game"
    assert not dialog.komi_spin.isVisible() and not dialog.handicap_spin.isVisible()
    assert dialog.size_spin.isVisible()
    dialog.size_spin.setValue(6)
    window.controller._set_modified(False)  # no unsaved-changes question here
    window.start_new_game(dialog.settings())
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.tree.size == BoardSize.square(6), timeout=10000
    )
    start = position(qtbot, window)
    assert start.size == BoardSize.square(6) and start.cells.count(0) == 32
    assert window.controller.game.tree.game_id == "Othello"
    assert window.controller.game.move_number() == 0


def test_setup_stones_are_refused_in_a_ruler_game(
    qtbot: object, make_window: WindowFactory
) -> None:
    from gogui_py.gui.editing.board_input import Tool

    window = ruler_window(qtbot, make_window, "--ruler", bundled("gomoku"))
    window.board_input.set_tool(Tool.SETUP_BLACK)
    click_point(qtbot, window, Point(3, 3))
    assert "Setup stones cannot be sent to the ruler" in window.statusBar().currentMessage()
    assert not window.controller.game.current.has_setup
    assert window.controller.game.tree.root.add_black == ()


def test_commands_typed_in_the_ruler_tab_reach_the_ruler(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = ruler_window(qtbot, make_window, "--ruler", bundled("othello"))
    window.shell_dock.show()
    page = window.shell.page("ruler")
    assert page is not None
    qtbot.waitUntil(lambda: "gogui-rules_legal_moves" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    qtbot.keyClicks(page.command_line, "showboard")  # type: ignore[attr-defined]
    qtbot.keyClick(page.command_line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "black to move" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    qtbot.keyClicks(page.command_line, "quit")  # type: ignore[attr-defined]
    qtbot.keyClick(page.command_line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: window.ruler.handle is None, timeout=5000)  # type: ignore[attr-defined]


def test_a_ruler_taking_ids_for_command_names_attaches_and_plays(
    qtbot: object, make_window: WindowFactory
) -> None:
    """Fault 2 of issue 9: ``1 name`` answered ``? unknown command: 1``: recognised on the
    first answer, the ruler is talked to without ids (as GoGui does) and plays."""
    window = ruler_window(
        qtbot, make_window, "--ruler", fake("quirky_ruler.py", "--ids-as-commands")
    )
    assert warning_text(window) == ""  # no "not a ruler" dialog
    assert window.ruler.game_id
    play_click(qtbot, window, Point(4, 4))
    assert window.controller.game.move_number() == 1
    page = window.shell.page("ruler")
    assert page is not None
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: "\nplay b E5" in page.log_text()  # no id before the command
    )
    assert "took the id 1 for a command name" in page.log_text()


def test_a_failing_list_commands_is_named_in_the_message(
    qtbot: object, make_window: WindowFactory
) -> None:
    """Fault 2 of issue 9: when list_commands fails, the dialog says so (not that a
    gogui-rules command is missing)."""
    window = make_window("--program", "")
    show(qtbot, window)
    argv = fake("scripted_engine.py", "--fail", "list_commands=not_today").split()
    window.rules_menu.attach(argv, "broken")
    qtbot.waitUntil(lambda: bool(warning_text(window)), timeout=10000)  # type: ignore[attr-defined]
    assert "list_commands failed: not_today" in warning_text(window)
    assert "does not list" not in warning_text(window)
