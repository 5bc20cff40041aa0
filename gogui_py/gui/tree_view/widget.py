"""The game-tree view: the variation graph of a game, its current path, click to jump.

Nodes are laid out by :class:`~gogui_py.game.variation_layout.TreeLayout`; a
frame draws only the cells in the exposed part of the viewport (found with the
layout's rectangle queries), and scrolling blits the viewport and paints only
the strip that came into view, so Kogo-size trees (60,000 nodes) scroll smoothly.
Moves the analysis judged mistakes (:meth:`GameTreeView.set_mistakes`) get a red ring
and their loss in the tooltip. The view never changes the game: clicks and
context-menu requests are reported as signals for the controller.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QToolTip, QWidget

from gogui_py.game.game import Game
from gogui_py.game.navigation import is_below
from gogui_py.game.node import Node
from gogui_py.game.node_info import subtree_size
from gogui_py.game.variation_layout import Edge, TreeLayout
from gogui_py.gui.board.keyboard import is_menu_key
from gogui_py.gui.board.stone_cache import StoneCache
from gogui_py.gui.i18n import translate
from gogui_py.gui.tree_view.describe import describe_node
from gogui_py.gui.tree_view.folds import fold_mark_rect, paint_fold_marks
from gogui_py.gui.tree_view.geometry import MAX_CELL, MIN_CELL, TreeGeometry
from gogui_py.gui.tree_view.painter import TreeColors, paint_current, paint_edges, paint_nodes
from gogui_py.gui.tree_view.ruler import HEIGHT as RULER_HEIGHT
from gogui_py.gui.tree_view.ruler import ColumnRuler

_ZOOM_STEP = 2


class GameTreeView(QAbstractScrollArea):
    """A scrollable variation graph of a :class:`Game`.

    Signals:
        node_clicked(Node): the left button was pressed on a node.
        context_requested(Node, QPoint): a context menu was asked for on a node
            (the point is global, for ``QMenu.exec``).

    Call :meth:`refresh_structure` with the changes after nodes were added, removed or moved,
    :meth:`set_current` when the current node changed, and ``viewport().update()``
    after a node's comment or move changed; :meth:`set_mistakes` marks mistakes;
    :meth:`fold` hides a subtree (display only; showing a node inside unfolds it). Ctrl +
    wheel zooms. The view takes no keyboard focus (the window gives it some; the navigation
    keys stay the window's shortcuts); focused, the Menu key and Shift+F10 ask for the
    current node's context menu.
    """

    node_clicked = Signal(object)
    context_requested = Signal(object, QPoint)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._layout: TreeLayout | None = None
        self._current: Node | None = None
        self._path: set[Node] = set()
        self._path_trunks: list[Edge] = []
        self._mistakes: dict[Node, float] = {}
        self._geometry = TreeGeometry()
        self._stones = StoneCache(capacity=4)
        self._ruler = ColumnRuler(self)
        # Our own viewport, the same plain QWidget Qt would make: the first viewport()
        # of one Qt made costs 10-18 ms once, as PySide6 then creates the Python types of
        # every QWidget subclass to find the object's type (start-up time, issue 10).
        viewport = QWidget(self)
        viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setViewport(viewport)
        self.setViewportMargins(0, RULER_HEIGHT, 0, 0)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    # -- public API -------------------------------------------------------------

    @property
    def layout_(self) -> TreeLayout | None:
        """The current layout (None before :meth:`set_game`)."""
        return self._layout

    @property
    def geometry_(self) -> TreeGeometry:
        """Cell size and padding in use."""
        return self._geometry

    @property
    def mistakes(self) -> dict[Node, float]:
        """The nodes marked as mistakes and their drops (a copy)."""
        return dict(self._mistakes)

    def set_game(self, game: Game | None) -> None:
        """Show ``game`` (None: an empty view), lay it out and show its current node.
        Another game than the one shown clears the mistake marks."""
        if game is not self._game:
            self._mistakes = {}
        self._game = game
        self.refresh_structure()

    def refresh_structure(self, changes: Sequence[object] | None = None) -> None:
        """Follow a structural change and show the current node.

        ``changes`` (the edit's :data:`~gogui_py.game.tree.Change` list) update the
        layout in place, for the changed subtrees only; None lays the tree out again.
        """
        game = self._game
        layout = self._layout
        if game is None:
            self._layout = None
        elif changes is not None and layout is not None and layout.root is game.tree.root:
            layout.update(changes)
        else:
            root = game.tree.root
            kept = layout.folded if layout is not None and layout.root is root else ()
            self._layout = TreeLayout.compute(root, kept)
        self._update_scroll_ranges()
        self._current = None
        if game is not None:
            self.set_current(game.current)
        self.viewport().update()

    def set_current(self, node: Node) -> None:
        """Highlight ``node`` and its path; scroll only if it is not (comfortably) visible.

        A node missing from the layout (the tree changed without
        :meth:`refresh_structure`) makes the view lay the tree out again.
        """
        if self._game is None:
            return
        layout = self._layout
        if layout is None or node not in layout:
            layout = self._lay_out_with(node)
        self._current = node
        self._path, self._path_trunks = _current_track(layout, node)
        self._ensure_visible(node)
        self.viewport().update()

    def _lay_out_with(self, node: Node) -> TreeLayout:
        """Show ``node``, missing from the layout: unfold the folds above it, or (a tree
        changed without :meth:`refresh_structure`) lay the tree out again."""
        assert self._game is not None
        root = self._game.tree.root
        layout = self._layout
        if layout is not None and layout.root is root:
            folded = layout.folded
            above = [walk for walk in node.ancestors() if walk in folded]
            if above and layout.unfold(above) and node in layout:
                self._update_scroll_ranges()
                return layout
        new = self._layout = TreeLayout.compute(root, () if layout is None else layout.folded)
        self._update_scroll_ranges()
        return new

    # -- folding (display only) -------------------------------------------------

    @property
    def folded(self) -> frozenset[Node]:
        """The folded nodes (whose subtrees are hidden)."""
        return frozenset() if self._layout is None else self._layout.folded

    def is_shown(self, node: Node) -> bool:
        """True when ``node`` is drawn (not below a folded node)."""
        return self._layout is not None and node in self._layout

    def fold(self, node: Node) -> None:
        """Hide the subtree below ``node`` (drawn with a fold mark; ``node`` stays).

        The current node, when inside, is no longer highlighted; the caller moves it
        (GoGui goes to the folded node)."""
        if self._layout is not None and self._layout.fold(node):
            self._folds_changed()

    def unfold(self, node: Node, *, subtree: bool = False) -> None:
        """Show the subtree below ``node`` again; with ``subtree``, every fold inside too."""
        layout = self._layout
        if layout is None:
            return
        nodes = [node]
        if subtree:
            nodes += [folded for folded in layout.folded if is_below(folded, node)]
        if layout.unfold(nodes):
            self._folds_changed()

    def unfold_all(self) -> None:
        """Show every subtree."""
        if self._layout is not None and self._layout.unfold_all():
            self._folds_changed()

    def _folds_changed(self) -> None:
        layout = self._layout
        assert layout is not None
        self._update_scroll_ranges()
        current = self._current
        if current is not None and current in layout:
            self._path, self._path_trunks = _current_track(layout, current)
        else:
            self._path, self._path_trunks = set(), []
        self.viewport().update()

    def scroll_to(self, node: Node) -> None:
        """Scroll so that ``node`` is (comfortably) visible; nothing for a hidden node."""
        if self._layout is not None and node in self._layout:
            self._ensure_visible(node)

    def set_mistakes(self, drops: Mapping[Node, float]) -> None:
        """Mark the moves of ``drops`` (node -> its mover's win rate lost, 0..1) with a red
        ring and their loss in the tooltip, replacing the earlier marks; empty: none.
        Nodes not in the tree are ignored."""
        if drops == self._mistakes:
            return
        self._mistakes = dict(drops)
        self.viewport().update()

    def set_cell_size(self, cell: int) -> None:
        """Zoom: cells of ``cell`` logical pixels (clamped to MIN_CELL..MAX_CELL)."""
        cell = max(MIN_CELL, min(MAX_CELL, cell))
        if cell == self._geometry.cell:
            return
        self._geometry = replace(self._geometry, cell=cell, pad=max(4, cell // 4))
        self._update_scroll_ranges()
        if self._current is not None:
            self._ensure_visible(self._current)
        self.viewport().update()

    def node_at(self, pos: QPoint) -> Node | None:
        """The node drawn at viewport position ``pos``; None over empty space."""
        if self._layout is None:
            return None
        cell = self._geometry.cell_at(
            pos.x() + self.horizontalScrollBar().value(), pos.y() + self.verticalScrollBar().value()
        )
        return None if cell is None else self._layout.node_at(*cell)

    def cell_rect(self, node: Node) -> QRect:
        """The cell of ``node`` in viewport coordinates (may lie outside the viewport).

        Raises:
            KeyError: for a node that is not laid out.
        """
        if self._layout is None:
            raise KeyError(node)
        col, row = self._layout.position(node)
        geometry = self._geometry
        return QRect(
            geometry.cell_left(col) - self.horizontalScrollBar().value(),
            geometry.cell_top(row) - self.verticalScrollBar().value(),
            geometry.cell,
            geometry.cell,
        )

    def sizeHint(self) -> QSize:
        return QSize(320, 180)

    # -- scrolling --------------------------------------------------------------

    def _update_scroll_ranges(self) -> None:
        columns, rows = (1, 1) if self._layout is None else self._layout.size
        width, height = self._geometry.content_size(columns, rows)
        viewport = self.viewport().size()
        for bar, content, extent in (
            (self.horizontalScrollBar(), width, viewport.width()),
            (self.verticalScrollBar(), height, viewport.height()),
        ):
            bar.setRange(0, max(0, content - extent))
            bar.setPageStep(max(1, extent))
            bar.setSingleStep(self._geometry.cell)
        self._sync_ruler()

    def _ensure_visible(self, node: Node) -> None:
        if self._layout is None:
            return
        col, row = self._layout.position(node)
        hbar, vbar = self.horizontalScrollBar(), self.verticalScrollBar()
        viewport = self.viewport().size()
        x, y = self._geometry.scroll_to_show(
            col, row, (hbar.value(), vbar.value()), (viewport.width(), viewport.height())
        )
        hbar.setValue(x)
        vbar.setValue(y)

    def _sync_ruler(self) -> None:
        viewport = self.viewport().geometry()
        self._ruler.setGeometry(
            viewport.x(), viewport.y() - RULER_HEIGHT, viewport.width(), RULER_HEIGHT
        )
        columns = 1 if self._layout is None else self._layout.size[0]
        self._ruler.set_view(self._geometry, self.horizontalScrollBar().value(), columns)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().scroll(dx, dy)
        if dx:
            self._sync_ruler()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_scroll_ranges()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if delta.y():
                step = _ZOOM_STEP if delta.y() > 0 else -_ZOOM_STEP
                self.set_cell_size(self._geometry.cell + step)
            event.accept()
            return
        if self.verticalScrollBar().maximum() == 0 and delta.x() == 0:
            # A wide tree with nothing to scroll vertically: the wheel moves along it.
            QApplication.sendEvent(self.horizontalScrollBar(), event)
            return
        super().wheelEvent(event)

    # -- mouse and tooltips -----------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            node = self.node_at(event.position().toPoint())
            if node is not None:
                self.node_clicked.emit(node)
                event.accept()
                return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A mouse's menu is for the node under it; one asked from the keyboard is for the
        current node (as the board's is for its cursor)."""
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            event.accept()
            self._menu_at_current()
            return
        node = self.node_at(event.pos())
        if node is None:
            event.ignore()
            return
        self.context_requested.emit(node, event.globalPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The Menu key and Shift+F10 ask for the current node's context menu."""
        if is_menu_key(event.key(), event.modifiers()):
            event.accept()
            self._menu_at_current()
            return
        super().keyPressEvent(event)

    def _menu_at_current(self) -> None:
        """Scroll the current node into view; ask for its menu at its centre on screen."""
        node = self._current
        if node is None or self._layout is None or node not in self._layout:
            return
        self._ensure_visible(node)
        centre = self.cell_rect(node).center()
        self.context_requested.emit(node, self.viewport().mapToGlobal(centre))

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            node = self.node_at(event.pos())
            if node is None or self._game is None:
                QToolTip.hideText()
            else:
                text = describe_node(self._game, node, self._mistakes.get(node))
                if node.children and node in self.folded:
                    hidden = subtree_size(node) - 1
                    text += "\n" + translate("TreeView", "Subtree hidden: {} nodes").format(hidden)
                QToolTip.showText(event.globalPos(), text, self.viewport(), self.cell_rect(node))
            return True
        return super().viewportEvent(event)

    # -- painting ---------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        colors = TreeColors.from_palette(self.palette())
        rect = event.rect()
        painter.fillRect(rect, colors.background)
        layout = self._layout
        if layout is not None:
            self._paint_graph(painter, layout, rect, colors)
        painter.end()

    def _paint_graph(
        self, painter: QPainter, layout: TreeLayout, rect: QRect, colors: TreeColors
    ) -> None:
        geometry = self._geometry
        ox, oy = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        painter.translate(-ox, -oy)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        col0, col1, row0, row1 = geometry.cells_touching(
            rect.left() + ox, rect.top() + oy, rect.right() + 1 + ox, rect.bottom() + 1 + oy
        )
        # Nodes one column right and one row down too: their edges reach into the rect.
        around = layout.cells_in(col0, col1 + 1, row0, row1 + 1)
        current = self._current
        if current is not None and current in layout:
            col, row = layout.position(current)
            if col0 <= col <= col1 and row0 <= row <= row1:
                paint_current(painter, geometry, col, row, colors)
        edges: list[Edge] = []
        path_edges: list[Edge] = []
        path = self._path
        for _, _, node in around:
            edge = layout.parent_edge(node)
            if edge is not None:
                (path_edges if node in path else edges).append(edge)
        edges.extend(layout.trunks_in(col0, col1, row0, row1))
        path_edges.extend(
            trunk
            for trunk in self._path_trunks
            if col0 <= trunk[0] <= col1 and trunk[1] <= row1 and trunk[3] >= row0
        )
        width = max(1.0, geometry.cell / 16)
        paint_edges(painter, geometry, edges, colors.line, width)
        paint_edges(painter, geometry, path_edges, colors.path, width * 1.8)
        visible = [cell for cell in around if cell[0] <= col1 and cell[1] <= row1]
        paint_nodes(painter, geometry, visible, self._stones, colors, mistakes=self._mistakes)
        exposed = QRectF(rect).translated(ox, oy)
        marks = [
            cell
            for cell in map(
                layout.position, (n for n in layout.folded if n.children and n in layout)
            )
            if fold_mark_rect(geometry, *cell).intersects(exposed)
        ]
        if marks:
            paint_fold_marks(painter, geometry, marks, colors)


def _current_track(layout: TreeLayout, node: Node) -> tuple[set[Node], list[Edge]]:
    """The nodes from the root to ``node`` and on along first children to the end of its
    variation, and the trunk pieces the track runs down (from a parent to the row above
    its variation on the track)."""
    track: set[Node] = set()
    trunks: list[Edge] = []
    walk: Node | None = node
    while walk is not None:
        track.add(walk)
        parent = walk.parent
        if parent is not None and parent.children[0] is not walk:
            col, row = layout.position(walk)
            parent_row = layout.position(parent)[1]
            if row - 1 > parent_row:
                trunks.append((col - 1, parent_row, col - 1, row - 1))
        walk = parent
    walk = node
    folded = layout.folded
    while walk.children and walk not in folded:
        walk = walk.children[0]
        track.add(walk)
    return track, trunks
