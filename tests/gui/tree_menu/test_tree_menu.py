"""The game tree's context menu (GoGui's tree panel): Hide/Show Subtree with a fold mark,
Show All, Node Info…, Subtree Statistics…, Scroll to Current — what the user sees."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QContextMenuEvent, QImage
from PySide6.QtWidgets import QApplication, QMenu

from gogui_py.game.node import Node
from gogui_py.go import Point
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.tree_menu import TreeMenu
from gogui_py.gui.tree_view import GameTreeView
from gogui_py.gui.tree_view.folds import fold_mark_rect
from gogui_py.gui.tree_view.painter import TreeColors
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

RECORD = (
    "(;FF[4]GM[1]SZ[9]KM[6.5]PB[Lee]"
    ";B[ee]C[centre \\] here]TR[aa][bb]"
    "(;W[cc];B[gg](;W[cg])(;W[])(;AB[ab]AW[ba]C[setup]))"
    "(;W[gc]))"
)
"""Root, B E5, then W C7 - B G3 - (W C3 | W pass | setup), and W G7."""


def open_record(qtbot: object, make_window: WindowFactory, tmp_path: Path, sgf: str) -> MainWindow:
    path = tmp_path / "record.sgf"
    path.write_text(sgf)
    window = make_window("--program", "")
    show(qtbot, window)
    assert window.files.open_path(path, ask=False)
    return window


def activate(qtbot: object, window: MainWindow) -> None:
    """Make ``window`` the active window again: a closed popup or text window would stay
    the offscreen platform's active window, and the next test's shortcuts would miss."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # type: ignore[attr-defined]


def right_click(qtbot: object, window: MainWindow, node: Node) -> QMenu:
    """Right-click ``node`` in the tree view; the context menu the window pops up (closed
    again, its actions still there to trigger)."""
    view = window.tree_view
    view.scroll_to(node)
    centre = view.cell_rect(node).center()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, centre, view.viewport().mapToGlobal(centre)
    )
    QApplication.sendEvent(view.viewport(), event)
    menu = window.tree_menu
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)  # type: ignore[attr-defined]
    menu.close()
    activate(qtbot, window)
    return menu


def entry(menu: QMenu, text: str) -> object:
    found = [a for a in menu.actions() if a.text().replace("&", "") == text]
    assert len(found) == 1, [a.text() for a in menu.actions()]
    return found[0]


def trigger(qtbot: object, window: MainWindow, node: Node, text: str) -> None:
    action = entry(right_click(qtbot, window, node), text)
    assert action.isEnabled()  # type: ignore[attr-defined]
    action.trigger()  # type: ignore[attr-defined]


def viewport_image(view: GameTreeView) -> QImage:
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def pixel(image: QImage, view: GameTreeView, x: float, y: float) -> QColor:
    """The colour at content point ``(x, y)`` of the tree (device pixels of the grab)."""
    ratio = image.devicePixelRatio()
    vx = x - view.horizontalScrollBar().value()
    vy = y - view.verticalScrollBar().value()
    return image.pixelColor(round(vx * ratio), round(vy * ratio))


def test_hide_subtree_draws_a_fold_mark_and_hides_the_nodes(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_record(qtbot, make_window, tmp_path, RECORD)
    view = window.tree_view
    game = window.controller.game
    c7 = game.tree.root.children[0].children[0]
    g3 = c7.children[0]
    assert isinstance(window.features.installed["tree_menu"], TreeMenu)
    menu = right_click(qtbot, window, c7)
    texts = [a.text().replace("&", "") for a in menu.actions() if a.text()]
    for text in ("Hide Subtree", "Show Subtree", "Show All", "Node Info…", "Subtree Statistics…"):
        assert text in texts
    assert "Go to Node" in texts  # the menu's own entries are still there
    assert not entry(menu, "Show Subtree").isEnabled()  # type: ignore[attr-defined]
    assert not entry(menu, "Show All").isEnabled()  # type: ignore[attr-defined]

    geometry = view.geometry_
    col, row = view.layout_.position(c7)  # type: ignore[union-attr]
    box = fold_mark_rect(geometry, col, row)
    plus_bar = (box.left() + box.width() * 0.3, box.top())  # the box's top side
    g3_centre = geometry.centre(*view.layout_.position(g3))  # type: ignore[union-attr]
    background = TreeColors.from_palette(view.palette()).background
    before = viewport_image(view)
    assert pixel(before, view, *plus_bar) == background  # no mark yet
    assert pixel(before, view, *g3_centre) != background  # the stone of G3

    trigger(qtbot, window, c7, "Hide Subtree")
    assert view.folded == {c7}
    assert view.is_shown(c7) and not view.is_shown(g3)
    assert all(not view.is_shown(child) for child in g3.children)
    after = viewport_image(view)
    assert pixel(after, view, *plus_bar) != background  # the fold mark's plus
    assert pixel(after, view, *g3_centre) == background  # G3 is no longer drawn
    assert game.tree.root.children[0].children[0].children == [g3]  # the record is unchanged
    assert not window.controller.modified

    menu = right_click(qtbot, window, c7)
    assert not entry(menu, "Hide Subtree").isEnabled()  # type: ignore[attr-defined]
    trigger(qtbot, window, c7, "Show Subtree")
    assert view.folded == frozenset() and view.is_shown(g3)
    assert pixel(viewport_image(view), view, *plus_bar) == background


def test_hiding_the_current_node_goes_to_the_fold_and_going_inside_unfolds(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_record(qtbot, make_window, tmp_path, RECORD)
    view = window.tree_view
    controller = window.controller
    root = controller.game.tree.root
    e5 = root.children[0]
    pass_node = e5.children[0].children[0].children[1]
    controller.navigate(lambda game: game.go_to(pass_node))
    trigger(qtbot, window, e5, "Hide Subtree")
    assert controller.game.current is e5  # as GoGui: the current node was inside
    assert not view.is_shown(pass_node)
    # Going to a node inside (here: the next move) shows its subtree again.
    controller.forward(1)
    assert view.is_shown(controller.game.current) and view.folded == frozenset()
    # Show All opens every fold.
    trigger(qtbot, window, e5.children[0].children[0], "Hide Subtree")
    trigger(qtbot, window, e5.children[0], "Hide Subtree")
    assert len(view.folded) == 2
    trigger(qtbot, window, root, "Show All")
    assert view.folded == frozenset() and view.is_shown(pass_node)


def test_editing_with_a_fold_keeps_it_and_adds_moves_beside_it(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_record(qtbot, make_window, tmp_path, RECORD)
    view = window.tree_view
    controller = window.controller
    e5 = controller.game.tree.root.children[0]
    c7 = e5.children[0]
    trigger(qtbot, window, c7, "Hide Subtree")
    controller.navigate(lambda game: game.go_to(e5.children[1]))
    assert controller.edit(lambda game: game.play(Point(0, 0)))
    new = controller.game.current
    assert view.is_shown(new) and view.folded == {c7} and not view.is_shown(c7.children[0])
    # Laid out as the tree without C7's subtree: W G7 and the new move one row below E5.
    assert view.layout_.position(e5.children[1]) == (2, 1)  # type: ignore[union-attr]
    assert view.layout_.position(new) == (3, 1)  # type: ignore[union-attr]


def test_node_info_shows_the_sgf_properties(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_record(qtbot, make_window, tmp_path, RECORD)
    tree_menu = window.features.installed["tree_menu"]
    assert isinstance(tree_menu, TreeMenu)
    e5 = window.controller.game.tree.root.children[0]
    trigger(qtbot, window, e5, "Node Info…")
    info = tree_menu.node_info
    qtbot.waitUntil(info.isVisible)  # type: ignore[attr-defined]
    assert info.windowTitle() == "Node Info: Move 1: B E5"
    lines = info.text.toPlainText().splitlines()
    assert lines[:3] == ["Node      Move 1: B E5", "Depth     1", "Children  2"]
    assert lines[4:] == ["SGF properties", "B   [ee]", "TR  [aa][bb]", "C   [centre \\] here]"]
    trigger(qtbot, window, window.controller.game.tree.root, "Node Info…")
    text = info.text.toPlainText()
    assert "PB  [Lee]" in text and "KM  [6.5]" in text and "SZ  [9]" in text
    info.close()
    activate(qtbot, window)


def test_subtree_statistics_of_a_known_tree(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = open_record(qtbot, make_window, tmp_path, RECORD)
    tree_menu = window.features.installed["tree_menu"]
    assert isinstance(tree_menu, TreeMenu)
    root = window.controller.game.tree.root
    trigger(qtbot, window, root, "Subtree Statistics…")
    window_ = tree_menu.statistics
    qtbot.waitUntil(window_.isVisible)  # type: ignore[attr-defined]
    figures = dict(line.rsplit("  ", 1) for line in window_.text.toPlainText().splitlines() if line)
    figures = {label.strip(): value.strip() for label, value in figures.items()}
    assert figures["Subtree of"] == "Start"
    assert (figures["Nodes"], figures["Moves"], figures["Variations"]) == ("8", "6", "4")
    assert (figures["Branch points"], figures["Maximum depth"]) == ("2", "4")
    assert (figures["Most children"], figures["Setup nodes"], figures["Comments"]) == (
        "3",
        "1",
        "2",
    )
    c7 = root.children[0].children[0]
    trigger(qtbot, window, c7, "Subtree Statistics…")
    assert "Nodes          5" in window_.text.toPlainText()
    assert window_.windowTitle() == "Subtree Statistics: Move 2: W C7"
    window_.close()
    activate(qtbot, window)


def test_scroll_to_current(qtbot: object, make_window: WindowFactory, tmp_path: Path) -> None:
    moves = "".join(
        f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[(i // 9) % 9]}]" for i in range(120)
    )
    window = open_record(qtbot, make_window, tmp_path, f"(;SZ[9]{moves})")
    view = window.tree_view
    window.controller.to_end()
    bar = view.horizontalScrollBar()
    assert bar.maximum() > 0
    root = window.controller.game.tree.root
    menu = right_click(qtbot, window, root)  # scrolls to the root
    assert bar.value() == 0
    assert not QRectF(view.viewport().rect()).contains(
        QRectF(view.cell_rect(window.controller.game.current))
    )
    action = entry(menu, "Scroll to Current")
    assert action.isEnabled()  # type: ignore[attr-defined]
    action.trigger()  # type: ignore[attr-defined]
    assert bar.value() > 0
    assert view.viewport().rect().contains(view.cell_rect(window.controller.game.current))
    assert view.viewport().rect().contains(QPoint(0, 0))
