"""Edits that must keep the saved record valid FF[4]: Player to Move after a move, move
annotations only on moves, colons in labels; and SmartGo's coordinates read as moves.
Checked by what the user sees: menu state, the board, the file written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu

from gogui_py.go import BoardSize, Color
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.editing.board_input import Tool
from gogui_py.gui.i18n import translate
from gogui_py.gui.main_window import MainWindow
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show


def _plain(text: str) -> str:
    return text.replace("&", "")


def edit_item(window: MainWindow, *path: str) -> QAction:
    """The Edit menu item at ``path`` (English texts, context ``Menu``): submenus, then item."""
    menu: QMenu = window.edit_actions.menu
    *submenus, last = path
    for name in submenus:
        found = next(
            (
                a.menu()
                for a in menu.actions()
                if _plain(a.text()) == _plain(translate("Menu", name))
            ),
            None,
        )
        assert isinstance(found, QMenu), name
        menu = found
    for action in menu.actions():
        if _plain(action.text()) == _plain(translate("Menu", last)):
            return action
    raise AssertionError(f"no {last!r} in Edit > {' > '.join(submenus)}")


def save_as(window: MainWindow, monkeypatch: pytest.MonkeyPatch, path: Path) -> str:
    """File > Save As ``path`` (the file dialog answered); the text written."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(path), ""))
    window.window_actions.save_as.trigger()
    assert window.controller.path == path
    return path.read_text(encoding="utf-8")


def shown(window: MainWindow, vertex: str) -> Color | None:
    """The stone the board widget draws at ``vertex``."""
    point = from_gtp(vertex, window.controller.game.tree.size)
    assert point is not None
    return window.board.snapshot().color_at(point)


def test_player_to_move_after_a_move_saves_a_setup_node(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "C3")
    edit_item(window, "&Player to Move", "&Black").trigger()
    click(qtbot, window, "D4")
    assert shown(window, "C3") is Color.BLACK and shown(window, "D4") is Color.BLACK
    text = save_as(window, monkeypatch, tmp_path / "pl.sgf")
    assert text.replace("\n", "").endswith(";B[cg];PL[B];B[df])")  # PL in a node of its own
    window.edit_actions.undo.trigger()  # D4
    window.edit_actions.undo.trigger()  # Player to Move: the setup node goes with it
    game = window.controller.game
    assert game.current.move is not None and not game.current.children
    assert shown(window, "C3") is Color.BLACK and shown(window, "D4") is None
    assert game.to_move() is Color.WHITE
    text = save_as(window, monkeypatch, tmp_path / "undone.sgf")
    assert text.replace("\n", "").endswith(";B[cg])")


def test_move_annotations_are_offered_on_moves_only(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    moves = ("&Good Move (!)", "&Bad Move (?)", "&Doubtful Move (?!)", "&Interesting Move (!?)")
    positions = ("Good &for Black", "&Unclear Position", "&Hotspot")

    def enabled(*names: str) -> list[bool]:
        return [edit_item(window, "&Annotate", name).isEnabled() for name in names]

    assert enabled(*moves, "&No Move Annotation") == [False] * 5  # the root: no move
    assert enabled(*positions) == [True] * 3
    edit_item(window, "&Annotate", "&Good Move (!)").trigger()  # disabled: nothing happens
    edit_item(window, "&Annotate", "Good &for Black").trigger()
    click(qtbot, window, "C3")
    assert enabled(*moves, "&No Move Annotation") == [True] * 5
    edit_item(window, "&Annotate", "&Bad Move (?)").trigger()
    window.controller.back()
    assert enabled(*moves) == [False] * 4
    text = save_as(window, monkeypatch, tmp_path / "notes.sgf").replace("\n", "")
    assert "GB[1]" in text and "TE" not in text
    assert text.endswith(";B[cg]BM[1])")


def test_a_colon_in_a_label_is_escaped_in_the_file(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    window.board_input._ask_text = lambda _prompt, _default: "1:2"
    window.edit_actions.tools[Tool.LABEL_TEXT].trigger()
    click(qtbot, window, "A9")
    a9 = from_gtp("A9", BoardSize(9, 9))
    assert dict(window.board.snapshot().labels) == {a9: "1:2"}
    path = tmp_path / "label.sgf"
    assert "LB[aa:1\\:2]" in save_as(window, monkeypatch, path)
    assert window.files.open_path(path, ask=False)
    assert dict(window.board.snapshot().labels) == {a9: "1:2"}
    assert window.controller.warnings == []


def test_smartgo_coordinates_open_as_moves(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = corpus_dir("gogui", "human-readable.sgf")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    window.controller.navigate(lambda game: game.go_to_move(6))
    stones = {v: shown(window, v) for v in ("R16", "D4", "C16", "Q4", "R6")}
    assert stones == {
        "R16": Color.BLACK,
        "D4": Color.WHITE,
        "C16": Color.BLACK,
        "Q4": Color.WHITE,
        "R6": Color.BLACK,
    }
    assert window.controller.game.current.move is not None  # W[Pass]: a pass
    [repair] = window.controller.warnings
    assert "converted" in repair and "B[R16] -> B[qd]" in repair
    text = save_as(window, monkeypatch, tmp_path / "converted.sgf").replace("\n", "")
    assert text.endswith(";B[qd];W[dp];B[cd];W[pp];B[qn];W[])")
