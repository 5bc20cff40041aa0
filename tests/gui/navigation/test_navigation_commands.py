"""Go > Go to Variation…, Edit > Find Next Comment, Edit > Delete Side Variations and
Game > Play Single Move, as the user sees them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QInputDialog, QMessageBox

from gogui_py.go import Color
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.gnugo import find_gnugo
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.navigation import NavigationCommands
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show, wait_engine

# Pre-order: root 1 2 3 4 3b 4b 2b 3c 4c 4d (GoGui names: 2 "1", 3b "1.2", 2b "2", 4d "2.2")
TREE = (
    "(;GM[1]FF[4]SZ[9]N[root];B[aa]N[1]"
    "(;W[bb]N[2]C[alpha](;B[cc]N[3];W[dd]N[4])(;B[ce]N[3b]C[beta];W[de]N[4b]))"
    "(;W[bc]N[2b];B[cd]N[3c](;W[ee]N[4c]C[Alpha and omega])(;W[ef]N[4d])))"
)


def _window(make_window: WindowFactory, tmp_path: Path, qtbot: object) -> MainWindow:
    path = tmp_path / "variations.sgf"
    path.write_text(TREE, encoding="utf-8")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    return window


def shown(window: MainWindow, vertex: str) -> Color | None:
    """The stone the board shows at ``vertex``."""
    point = from_gtp(vertex, window.controller.game.tree.size)
    assert point is not None
    return window.board.snapshot().color_at(point)


def _commands(window: MainWindow) -> NavigationCommands:
    commands = window.features.installed["navigation"]
    assert isinstance(commands, NavigationCommands)
    return commands


def _menu_texts(window: MainWindow, key: str) -> list[str]:
    return [a.text() for a in window.features.menu(key).actions()]


def test_menu_items_with_shortcuts(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path, qtbot)
    commands = _commands(window)
    assert "Go to &Variation…" in _menu_texts(window, "go")
    assert {"Find &Next Comment", "Delete &Side Variations"} <= set(_menu_texts(window, "edit"))
    game = _menu_texts(window, "game")
    assert game.index("Play Si&ngle Move") == game.index("Computer Pl&ay") + 1
    assert commands.go_to_variation.shortcut().toString() == "Ctrl+Shift+G"
    assert commands.find_next_comment.shortcut().toString() == "Ctrl+Shift+F"
    assert commands.play_single_move.shortcut().toString() == "Shift+F5"
    assert not commands.play_single_move.isEnabled()  # no engine


def test_go_to_variation_shows_its_position(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path, qtbot)
    commands = _commands(window)
    commands.go_to_variation.trigger()
    dialog = window.findChild(QInputDialog, "go-to-variation")
    assert dialog is not None and dialog.isVisible()
    assert dialog.textValue() == ""  # at the root: the main line
    dialog.setTextValue("2.2")
    dialog.accept()
    assert window.controller.game.current.get_text("N") == "4d"
    assert shown(window, "E4") is Color.WHITE  # W[ef] on 9x9
    assert shown(window, "B7") is Color.WHITE and shown(window, "B8") is None  # bc, not bb
    assert shown(window, "C6") is Color.BLACK  # B[cd]
    assert "variation 2/2" in window.position_label.text()
    assert not commands.go_to("1.3")
    assert "No variation 1.3" in window.statusBar().currentMessage()
    assert window.controller.game.current.get_text("N") == "4d"


def test_find_next_comment_shows_the_comment(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path, qtbot)
    commands = _commands(window)
    shown = []
    for _ in range(4):
        commands.find_next_comment.trigger()
        shown.append(window.side_panel.comment.toPlainText())
    assert shown == ["alpha", "beta", "Alpha and omega", "alpha"]
    assert "continued from the start" in window.statusBar().currentMessage()


def test_delete_side_variations_and_undo(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path, qtbot)
    commands = _commands(window)
    commands.go_to("1.2")
    tree = window.controller.game.tree
    assert tree.node_count() == 11 and commands.delete_side_variations.isEnabled()
    commands.delete_side_variations.trigger()
    box = window.findChild(QMessageBox, "delete-side-variations")
    assert box is not None and box.isVisible()
    delete = next(b for b in box.buttons() if b.text() == "Delete")
    delete.click()
    assert tree.node_count() == 5
    assert not commands.delete_side_variations.isEnabled()
    assert window.windowTitle().startswith("variations.sgf[*]") and window.isWindowModified()
    assert window.edit_actions.undo.isEnabled()
    window.edit_actions.undo.trigger()
    assert tree.node_count() == 11
    assert window.controller.game.current.get_text("N") == "3b"
    assert commands.delete_side_variations.isEnabled()


def test_cancel_deletes_nothing(qtbot: object, make_window: WindowFactory, tmp_path: Path) -> None:
    window = _window(make_window, tmp_path, qtbot)
    commands = _commands(window)
    commands.delete_side_variations.trigger()
    box = window.findChild(QMessageBox, "delete-side-variations")
    assert box is not None
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.controller.game.tree.node_count() == 11


def test_play_single_move_with_gnugo(qtbot: object, make_window: WindowFactory) -> None:
    gnugo = find_gnugo()
    assert gnugo is not None, "GNU Go is needed (./gogui.sh test installs it)"
    window = make_window(
        "--program", f"{gnugo} --mode gtp --level 0", "--size", "9", "--computer-none"
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    commands = _commands(window)
    assert window.session.computer == frozenset()
    qtbot.waitUntil(commands.play_single_move.isEnabled, timeout=5000)  # type: ignore[attr-defined]
    commands.play_single_move.trigger()
    if window.session.thinking:  # nothing that moves the position meanwhile
        assert not commands.play_single_move.isEnabled()
        assert not commands.go_to_variation.isEnabled()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 1 and not window.session.thinking,
        timeout=30000,
    )
    move = window.controller.game.current.move
    assert move is not None and move.color is Color.BLACK
    assert "played" in window.statusBar().currentMessage()
    commands.play_single_move.trigger()  # White's move now, still one
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 2 and not window.session.thinking,
        timeout=30000,
    )
    qtbot.wait(300)  # type: ignore[attr-defined]  # no third move follows
    assert window.controller.game.move_number() == 2
    assert window.session.computer == frozenset()
    assert window.controller.game.current.move.color is Color.WHITE  # type: ignore[union-attr]
