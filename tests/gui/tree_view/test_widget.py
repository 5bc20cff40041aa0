"""GameTreeView: clicks report nodes, the current node is highlighted and kept in view."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QHelpEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes
from gogui_py.game.tree import GameTree
from gogui_py.game.variation_layout import TreeLayout
from gogui_py.go import Color, Move, Point
from gogui_py.gui.tree_view import GameTreeView
from gogui_py.gui.tree_view.painter import TreeColors

SGF = "(;SZ[9];B[ee];W[cc](;B[gg]C[main];W[gc])(;B[gc];W[gg]C[var])(;B[cg]))"


def big_game(nodes: int = 4000, seed: int = 3) -> Game:
    """A game whose tree is long and tall: many variations, deep lines."""
    rng = random.Random(seed)
    root = Node()
    all_nodes = [root]
    for index in range(1, nodes):
        color = Color.BLACK if index % 2 else Color.WHITE
        node = Node(Move(color, Point(rng.randrange(19), rng.randrange(19))))
        parent = all_nodes[-1] if rng.random() < 0.8 else rng.choice(all_nodes)
        node.parent = parent
        parent.children.append(node)
        all_nodes.append(node)
    return Game(GameTree(root))


def make_view(qtbot: QtBot, game: Game, width: int = 400, height: int = 260) -> GameTreeView:
    view = GameTreeView()
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.set_game(game)
    return view


def viewport_image(view: GameTreeView) -> QImage:
    QApplication.processEvents()
    return view.viewport().grab().toImage()


def count_color(image: QImage, rect_x: int, rect_y: int, side: int, color: QColor) -> int:
    dpr = image.devicePixelRatio()
    count = 0
    for dx in range(side):
        for dy in range(side):
            x, y = round((rect_x + dx) * dpr), round((rect_y + dy) * dpr)
            if 0 <= x < image.width() and 0 <= y < image.height():
                count += image.pixelColor(x, y).rgb() == color.rgb()
    return count


def test_clicking_a_node_emits_it(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    variation = game.tree.root.children[0].children[0].children[1].children[0]
    assert variation.comment == "var"
    centre = view.cell_rect(variation).center()
    with qtbot.waitSignal(view.node_clicked, timeout=1000) as blocker:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert blocker.args == [variation]
    assert game.current is game.tree.root  # the view does not move the game


def test_clicking_empty_space_emits_nothing(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    clicked: list[object] = []
    view.node_clicked.connect(clicked.append)
    empty = view.cell_rect(game.tree.root).center() + QPoint(0, 2 * view.geometry_.cell)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=empty)
    assert view.node_at(empty) is None
    assert clicked == []


def test_context_menu_request_names_the_node(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    node = game.tree.root.children[0].children[0].children[2]
    pos = view.cell_rect(node).center()
    global_pos = view.viewport().mapToGlobal(pos)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, global_pos)
    with qtbot.waitSignal(view.context_requested, timeout=1000) as blocker:
        QApplication.sendEvent(view.viewport(), event)
    assert blocker.args == [node, global_pos]


def test_current_node_is_highlighted(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    view.set_cell_size(32)
    main = game.tree.root.children[0].children[0].children[0]
    other = game.tree.root.children[0].children[0].children[1]
    game.go_to(main)
    view.set_current(main)
    colors = TreeColors.from_palette(view.palette())
    image = viewport_image(view)
    side = view.geometry_.cell
    rect = view.cell_rect(main)
    assert count_color(image, rect.x(), rect.y(), side, colors.current) > 40
    rect = view.cell_rect(other)
    assert count_color(image, rect.x(), rect.y(), side, colors.current) == 0
    view.set_current(other)
    image = viewport_image(view)
    assert count_color(image, rect.x(), rect.y(), side, colors.current) > 40
    rect = view.cell_rect(main)
    assert count_color(image, rect.x(), rect.y(), side, colors.current) == 0


def test_nodes_are_drawn_as_stones(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    image = viewport_image(view)
    black = view.cell_rect(game.tree.root.children[0]).center()
    white = view.cell_rect(game.tree.root.children[0].children[0]).center()
    dpr = image.devicePixelRatio()
    assert image.pixelColor(round(black.x() * dpr), round(black.y() * dpr)).lightness() < 80
    assert image.pixelColor(round(white.x() * dpr), round(white.y() * dpr)).lightness() > 200


def test_set_current_scrolls_to_a_far_node_and_only_when_needed(qtbot: QtBot) -> None:
    game = big_game()
    view = make_view(qtbot, game)
    layout = view.layout_
    assert layout is not None
    far = max(game.tree.iter_nodes(), key=lambda n: sum(layout.position(n)))
    col, row = layout.position(far)
    assert col > 40 and row > 40
    view.set_current(far)
    assert view.viewport().rect().contains(view.cell_rect(far))
    # A neighbour already in view: no scrolling.
    scroll = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    assert far.parent is not None
    view.set_current(far.parent)
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == scroll
    view.set_current(game.tree.root)
    assert view.viewport().rect().contains(view.cell_rect(game.tree.root))


def test_scrolled_paint_draws_the_nodes_in_view(qtbot: QtBot) -> None:
    game = big_game()
    view = make_view(qtbot, game)
    layout = view.layout_
    assert layout is not None
    nodes = list(game.tree.iter_nodes())
    for target in (nodes[len(nodes) // 2], nodes[-1], nodes[len(nodes) // 3]):
        # Scroll in two steps, so the second frame blits and paints only a strip.
        rect = view.cell_rect(target)
        for fraction in (0.5, 1.0):
            view.horizontalScrollBar().setValue(
                view.horizontalScrollBar().value() + int(fraction * (rect.x() - 150))
            )
            view.verticalScrollBar().setValue(
                view.verticalScrollBar().value() + int(fraction * (rect.y() - 100))
            )
            QApplication.processEvents()
            rect = view.cell_rect(target)
        assert view.viewport().rect().contains(view.cell_rect(target))
        check_drawn(view, layout)


def check_drawn(view: GameTreeView, layout: TreeLayout) -> None:
    image = viewport_image(view)
    background = TreeColors.from_palette(view.palette()).background
    dpr = image.devicePixelRatio()
    inside = [
        node
        for node, _ in layout.iter_positions()
        if view.viewport().rect().contains(view.cell_rect(node))
    ]
    assert inside
    for node in inside:
        centre = view.cell_rect(node).center()
        pixel = image.pixelColor(round(centre.x() * dpr), round(centre.y() * dpr))
        assert pixel.rgb() != background.rgb()


def test_refresh_structure_shows_added_nodes(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    game.play(Point(0, 0))  # a second variation of the root
    view.refresh_structure()
    layout = view.layout_
    assert layout is not None
    assert len(layout) == 9
    assert layout.position(game.current) == (1, 1)


def test_refresh_structure_with_changes_updates_the_layout_in_place(qtbot: QtBot) -> None:
    game = big_game()
    view = make_view(qtbot, game)
    layout = view.layout_
    node = next(n for n in game.tree.iter_nodes() if len(n.children) > 2)
    game.go_to(node)
    taken = {child.move.point for child in node.children if child.move is not None}
    board = game.board()
    point = next(p for p in game.tree.size.points() if board.get(p) is None and p not in taken)
    changes = game.play(point)
    assert changes, "no node added"
    view.refresh_structure(changes)
    assert view.layout_ is layout, "laid out again instead of updated"
    assert layout is not None and game.current in layout
    fresh = TreeLayout.compute(game.tree.root)
    assert dict(layout.iter_positions()) == dict(fresh.iter_positions())
    image = viewport_image(view)  # the new node is drawn in its cell
    dpr = image.devicePixelRatio()
    centre = view.cell_rect(game.current).center()
    pixel = image.pixelColor(round(centre.x() * dpr), round(centre.y() * dpr))
    assert pixel.rgb() != TreeColors.from_palette(view.palette()).background.rgb()


def test_scrolling_in_small_steps_paints_what_a_full_repaint_paints(qtbot: QtBot) -> None:
    """Scrolling blits the viewport and paints only the exposed strips; the result on
    screen must equal a complete repaint at every step."""
    game = big_game()
    view = make_view(qtbot, game)
    view.set_current(next(n for n in game.tree.iter_nodes() if len(n.children) > 2))
    hbar, vbar = view.horizontalScrollBar(), view.verticalScrollBar()
    rng = random.Random(5)
    for _ in range(30):
        hbar.setValue(hbar.value() + rng.randrange(-37, 38))
        vbar.setValue(vbar.value() + rng.randrange(-53, 54))
        QApplication.processEvents()
        on_screen = view.screen().grabWindow(view.winId()).toImage()
        repainted = view.grab().toImage().convertToFormat(on_screen.format())
        assert on_screen == repainted


def test_hovering_a_node_shows_its_tooltip(qtbot: QtBot) -> None:
    game = Game(load_bytes(SGF.encode()).games[0])
    view = make_view(qtbot, game)
    node = game.tree.root.children[0].children[0].children[1].children[0]
    pos = view.cell_rect(node).center()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == "Move 4: W G3\nvar"
    QToolTip.hideText()
