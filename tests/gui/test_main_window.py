"""The main window as a user sees it: real GNU Go, real corpus files, real files on disk."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from gogui_py.game.sgf_io import load_file
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move
from gogui_py.go.vertex import from_gtp
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, gnugo_command, show, stone, wait_engine


def test_click_plays_black_and_gnugo_answers_white(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "E5")
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 2, timeout=10000
    )
    game = window.controller.game
    assert stone(window, "E5") is Color.BLACK
    white = game.current.move
    assert white is not None and white.color is Color.WHITE
    assert white.point is None or game.board().get(white.point) is Color.WHITE
    # The board shows what the model has: the snapshot holds both stones.
    snapshot = window.board.snapshot()
    assert snapshot.cells == game.board().cells
    assert snapshot.last_move == white.point
    assert window.board.isEnabled()
    # As in GoGui, the engine's name becomes White's name in the record and on screen.
    assert window.controller.info.player_white.startswith("GNU Go")
    label = window.side_panel.findChild(QLabel, "player-W")
    assert label is not None and label.text().startswith("GNU Go")


def test_occupied_point_is_refused_with_a_status_message(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    assert window.position_label.text() == "Move 0 · Black to play"
    assert window.score_action.isEnabled()
    click(qtbot, window, "C3")
    assert stone(window, "C3") is Color.BLACK
    click(qtbot, window, "C3")
    assert window.controller.game.move_number() == 1
    assert "occupied" in window.statusBar().currentMessage().lower()


def test_two_passes_end_the_game_with_gnugo_final_score(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "9", "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "E5")
    window.window_actions.pass_move.trigger()
    window.window_actions.pass_move.trigger()
    # Two passes: scoring mode, with GNU Go's view of the position.
    assert window.scoring.active and window.scoring_dock.isVisible()
    qtbot.waitUntil(lambda: window.scoring.engine_score is not None, timeout=10000)  # type: ignore[attr-defined]
    # GNU Go 3.8 scores E5, pass, pass on 9x9 with komi 7.5 as B+16.5 (checked by hand
    # with `gnugo --mode gtp`); our area count with no dead stones says B+73.5.
    assert "B+16.5" in window.scoring_panel.text("engine")
    window.scoring.confirm()
    assert window.controller.info.result == "B+73.5"
    assert "B+73.5" in window.statusBar().currentMessage()
    assert not window.scoring_dock.isVisible()
    assert window.controller.modified


def test_corpus_file_steps_show_comments(qtbot: object, make_window: WindowFactory) -> None:
    path = corpus_dir("pachi", "2011-08-24-StoneGrid-pachi2.sgf")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    comment = window.side_panel.comment
    assert comment.toPlainText().startswith("StoneGrid [-]: GTP Engine for StoneGrid")
    qtbot.keyClick(window.board, Qt.Key.Key_Right)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == 1
    assert comment.toPlainText().startswith("maproomad [-]: pachi2: In 2367711 playouts")
    assert stone(window, "Q4") is Color.BLACK
    assert "B Q4" in window.position_label.text()
    qtbot.keyClick(window.board, Qt.Key.Key_Right)  # type: ignore[attr-defined]
    assert comment.toPlainText().startswith("BinX [-]: black q4 can win")
    qtbot.keyClick(window.board, Qt.Key.Key_End)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() > 200
    qtbot.keyClick(window.board, Qt.Key.Key_Home)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == 0


def test_variations_by_keyboard(qtbot: object, make_window: WindowFactory) -> None:
    path = corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    game = window.controller.game
    node = game.tree.root
    depth = 0
    while len(node.children) < 2:
        node = node.children[0]
        depth += 1
    game.go_to(node.children[0])
    window.refresh()
    before = game.current
    qtbot.keyClick(window.board, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert game.current is node.children[1]
    assert "variation 2/" in window.position_label.text()
    qtbot.keyClick(window.board, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    assert game.current is before
    assert game.move_number() == depth + 1


def trees_equal(a: GameTree, b: GameTree) -> None:
    stack = [(a.root, b.root)]
    count = 0
    while stack:
        x, y = stack.pop()
        count += 1
        assert (x.move, x.add_black, x.add_white, x.add_empty, x.comment) == (
            y.move,
            y.add_black,
            y.add_white,
            y.add_empty,
            y.comment,
        )
        ignored = {"AP", "CA", "FF"}
        assert {k: v for k, v in x.props.items() if k not in ignored} == {
            k: v for k, v in y.props.items() if k not in ignored
        }
        assert len(x.children) == len(y.children)
        stack.extend(zip(x.children, y.children, strict=True))
    assert count == a.node_count()


def test_save_and_reopen_gives_the_same_tree(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    source = corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")
    window = make_window("--program", "", str(source))
    show(qtbot, window)
    qtbot.keyClick(window.board, Qt.Key.Key_End)  # type: ignore[attr-defined]
    window.controller.play(Move(window.controller.game.to_move(), None))
    assert window.controller.modified
    assert window.isWindowModified()
    assert window.windowTitle().startswith("katsunari-gnugo2.W+4.sgf[*]")
    target = tmp_path / "saved.sgf"
    window.controller.save_file(target)
    assert not window.controller.modified
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("saved.sgf[*]")
    text = target.read_text(encoding="utf-8")
    assert text.startswith("(;FF[4]CA[UTF-8]AP[gogui-py:")
    reopened = load_file(target).games[0]
    trees_equal(window.controller.game.tree, reopened)
    original = load_file(source).games[0]
    assert reopened.node_count() == original.node_count() + 1


def test_malformed_file_gives_line_and_column_and_keeps_the_game(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "D4")
    bad = tmp_path / "bad.sgf"
    bad.write_bytes(b"this is not\nan SGF file at all\n")
    assert not window.files.open_path(bad, ask=False)
    box = window.findChild(QMessageBox)
    assert box is not None and box.isVisible()
    assert "bad.sgf" in box.text()
    assert "line 1, column 1" in box.text()
    assert window.controller.game.move_number() == 1
    assert stone(window, "D4") is Color.BLACK
    assert window.controller.path is None


def test_new_game_size_and_board(qtbot: object, make_window: WindowFactory) -> None:
    from gogui_py.gui.dialogs.new_game import NewGameSettings

    window = make_window("--program", "")
    window.start_new_game(NewGameSettings(BoardSize.square(13), 6.5, frozenset()))
    assert window.controller.game.tree.size == BoardSize(13, 13)
    assert window.controller.info.komi == 6.5
    assert window.board.snapshot().size == BoardSize(13, 13)
    assert window.board.snapshot().cells == bytes(169)


def test_opening_a_file_stops_the_computer_playing(
    qtbot: object, make_window: WindowFactory
) -> None:
    path = corpus_dir("gogui", "statistics-game-1.sgf")
    window = make_window("--program", gnugo_command(), "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    assert window.session.computer == frozenset({Color.WHITE})
    assert window.files.open_path(path, ask=False)
    assert window.session.computer == frozenset()
    assert window.window_actions.computer[frozenset()].isChecked()
    # A move played at the start of the record makes a variation; nobody answers it.
    click(qtbot, window, "E5")
    qtbot.wait(300)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == 1
    assert not window.session.thinking


@pytest.mark.parametrize(
    ("moves", "refused", "reason"),
    [
        # White surrounds A1; Black's A1 would be suicide.
        (["E5", "B1", "E6", "A2"], "A1", "suicide"),
        # White E4 takes the black stone on D4; Black may not retake at once.
        (["E5", "D5", "F4", "C4", "E3", "D3", "D4", "E4"], "D4", "ko"),
    ],
)
def test_suicide_and_ko_are_refused_with_a_status_message(
    qtbot: object, make_window: WindowFactory, moves: list[str], refused: str, reason: str
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    for vertex in moves:
        click(qtbot, window, vertex)
    assert window.controller.game.move_number() == len(moves)
    click(qtbot, window, refused)
    assert window.controller.game.move_number() == len(moves)
    assert stone(window, refused) is None
    assert reason in window.statusBar().currentMessage().lower()


def test_scoring_mode_marks_dead_stones_by_clicking(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "", "--size", "9", "--komi", "0.5")
    show(qtbot, window)
    for vertex in ("E5", "E6"):  # a black and a white stone
        click(qtbot, window, vertex)
    window.window_actions.pass_move.trigger()
    window.window_actions.pass_move.trigger()
    assert window.scoring.active
    assert not window.window_actions.pass_move.isEnabled()  # no third pass while counting
    click(qtbot, window, "E6")  # the white stone is dead
    snapshot = window.board.snapshot()
    assert any(p == from_gtp("E6", BoardSize(9, 9)) for p in snapshot.dimmed)
    assert window.controller.game.move_number() == 4  # clicks in scoring mode play nothing
    window.scoring.confirm()
    assert window.controller.info.result == "B+80.5"  # the whole board, less komi


def test_one_layout_of_the_game_tree_per_structural_change(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 10: a move added was laid out twice (the tree view's structure refresh and
    the window's refresh), 106 ms each on a Kogo-size tree; now the layout is updated
    once, in place, and never computed again for an edit."""
    from gogui_py.game.variation_layout import TreeLayout

    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    computed: list[object] = []
    updated: list[object] = []
    compute, update = TreeLayout.compute, TreeLayout.update

    def counting_compute(root: object) -> TreeLayout:
        computed.append(root)
        return compute(root)  # type: ignore[arg-type]

    def counting_update(layout: TreeLayout, changes: list[object]) -> None:
        updated.append(changes)
        update(layout, changes)

    monkeypatch.setattr(TreeLayout, "compute", staticmethod(counting_compute))
    monkeypatch.setattr(TreeLayout, "update", counting_update)
    click(qtbot, window, "E5")
    assert window.controller.game.move_number() == 1
    assert (len(computed), len(updated)) == (0, 1)
    window.controller.forward()  # navigation lays nothing out
    window.controller.back()
    assert (len(computed), len(updated)) == (0, 1)
    window.edit_actions.undo.trigger()  # a structural change again: one update
    assert (len(computed), len(updated)) == (0, 2)
    layout = window.tree_view.layout_
    assert layout is not None and len(layout) == 1  # the move is gone from the view


def test_a_big_record_is_frozen_out_of_the_collector_after_opening(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    """Issue 10: after opening a big record its objects are frozen (gc.freeze), so no
    full collection scans them while the user steps through it."""
    import gc

    moves = "".join(
        f";{'BW'[i % 2]}[{chr(97 + i % 19)}{chr(97 + (i // 19) % 19)}]" for i in range(300)
    )
    path = tmp_path / "big.sgf"
    path.write_text("(;FF[4]GM[1]SZ[19]" + "".join(f"({moves})" for _ in range(20)) + ")")
    window = make_window("--program", "")
    show(qtbot, window)
    gc.unfreeze()
    assert window.files.open_path(path, ask=False)
    assert window.controller.game.tree.node_count() > 6000
    assert gc.get_freeze_count() > 6000 * 3  # the nodes and what they hold
    first = gc.get_freeze_count()
    nodes = window.controller.game.tree.node_count()
    again = tmp_path / "again.sgf"
    again.write_bytes(path.read_bytes())
    assert window.files.open_path(again, ask=False)
    # The first record was collected before the second was frozen: about as many objects
    # frozen as before, not two records' worth (a node and its children list each).
    assert gc.get_freeze_count() < first + nodes


def test_no_two_menu_actions_share_a_shortcut(qtbot: object, make_window: WindowFactory) -> None:
    """Qt runs neither action of an ambiguous shortcut (the GTP shell and Save As both had
    Ctrl+Shift+S)."""
    from PySide6.QtWidgets import QMenu

    window = make_window("--program", "")
    seen: dict[str, str] = {}

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())  # type: ignore[arg-type]
                continue
            for key in action.shortcuts():
                text = key.toString()
                if text:
                    assert text not in seen, f"{text}: {seen.get(text)} and {action.text()}"
                    seen[text] = action.text()

    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())  # type: ignore[arg-type]
    assert "F9" in seen and "F8" in seen and "F4" in seen
