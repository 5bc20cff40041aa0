"""The board view widget: shows a :class:`BoardSnapshot`, reports clicks, drags and wheel notches.

The widget is thin: layout comes from the geometry of the snapshot's style
(:mod:`gogui_py.gui.board.layout`: square grids, Othello cells or Hex
hexagons), drawing from :mod:`gogui_py.gui.board.painter` with the pixmap caches
it owns. Removed points (a ruler's ``?`` cells) are never reported.

The board may be shown flipped or rotated (:meth:`BoardWidget.set_symmetry`, View > Board
Orientation): the snapshot and every point the signals report stay real points; only
where they are drawn, and the arrow keys' directions, follow the symmetry.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QContextMenuEvent,
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.symmetry import IDENTITY, Symmetry
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.glyph_cache import GlyphCache
from gogui_py.gui.board.keyboard import (
    BoardKeys,
    cursor_description,
    is_menu_key,
    paint_cursor,
)
from gogui_py.gui.board.layout import Geometry, geometry_class, geometry_for
from gogui_py.gui.board.painter import Hover, paint_board
from gogui_py.gui.board.snapshot import BoardSnapshot, changed_points
from gogui_py.gui.board.stone_cache import StoneCache
from gogui_py.gui.board.stone_layer import StoneLayer
from gogui_py.gui.i18n import translate

_WHEEL_NOTCH = 120
"""``angleDelta`` of one wheel notch (Qt: eighths of a degree, 15 degrees a notch)."""
_PREFERRED_CELL = 34
_MINIMUM_CELL = 12


class BoardWidget(QWidget):
    """A board view: Go, and the other games of GTP rulers (Othello, Gomoku, Hex...).

    Signals:
        point_clicked(Point): left button pressed and released on the same
            point while interactive.
        point_dragged(Point, Point): left button pressed on one point and
            released on another while interactive (start, end: for the arrow
            and line tools); no ``point_clicked`` is emitted for a drag.
        point_right_clicked(Point, QPoint): right button pressed on a point (also
            while not interactive: a context menu shows its entries disabled), or the
            Menu key or Shift+F10 pressed on the focused board (the cursor's point); the
            second argument is the global position for a context menu.
        wheel_scrolled(int): ``+1`` per notch of the wheel turned down
            (toward the user: forward in the game, as GoGui does), ``-1`` per
            notch up. High-resolution wheels accumulate to whole notches.

    The hover ghost stone follows ``snapshot.to_move`` and the mouse (it is hidden when
    another position is shown, until the mouse moves); :meth:`set_hover_color`
    overrides it until the next :meth:`set_snapshot`.
    """

    point_clicked = Signal(object)
    point_dragged = Signal(object, object)
    point_right_clicked = Signal(object, QPoint)
    wheel_scrolled = Signal(int)
    point_hovered = Signal(object)  # the point under the mouse, None when it left the board
    cursor_moved = Signal(object)  # the keyboard cursor's new point (keyboard.py)
    key_message = Signal(str)  # the typed vertex, or why it cannot be played

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._snapshot = BoardSnapshot.empty(BoardSize.square(19))
        self._show_coordinates = True
        self._symmetry = IDENTITY
        self._interactive = True
        self._hover_color: Color | None = None
        self._hover_point: Point | None = None
        self._pressed_point: Point | None = None
        self._wheel_remainder = 0
        self._geometry: Geometry | None = None
        self._background = BackgroundCache()
        self._stones = StoneCache()
        self._glyphs = GlyphCache()
        self._layer = StoneLayer()
        self.keys = BoardKeys()
        """The keyboard cursor and the typed vertex (while the board has the focus)."""
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._describe_cursor()

    # --- state -----------------------------------------------------------------

    def set_snapshot(self, snapshot: BoardSnapshot) -> None:
        """Show ``snapshot``; repaints only when it differs from the current one."""
        hover_drawn = self.hover() is not None
        hover_changed = snapshot.to_move != self._hover_color
        self._hover_color = snapshot.to_move
        if snapshot == self._snapshot:
            if hover_changed:
                self._update_point(self._hover_point)
            return
        changed = changed_points(self._snapshot, snapshot)
        old = self._snapshot
        self._snapshot = snapshot
        if old.cells != snapshot.cells and self._hover_point is not None:
            # Another position (keys, wheel, tree, an engine's move): the ghost under a
            # mouse that did not move would pass for a variation; it comes back with
            # the next mouse move.
            if hover_drawn:
                self._update_point(self._hover_point)
            self._hover_point = None
        if (old.size, old.style, old.removed) != (snapshot.size, snapshot.style, snapshot.removed):
            self._hover_point = None
            self.updateGeometry()
        if changed is None:
            self.update()
        else:
            for point in changed:
                self._update_point(point)
            if hover_changed:
                self._update_point(self._hover_point)
        self._describe_cursor()

    def snapshot(self) -> BoardSnapshot:
        """The snapshot shown."""
        return self._snapshot

    def set_show_coordinates(self, show: bool) -> None:
        """Show or hide the coordinate labels on the four sides."""
        if show != self._show_coordinates:
            self._show_coordinates = show
            self.updateGeometry()
            self.update()

    def symmetry(self) -> Symmetry:
        """How the board is shown flipped or rotated (the identity by default)."""
        return self._symmetry

    def set_symmetry(self, symmetry: Symmetry) -> None:
        """Show the board with ``symmetry`` (display only: points reported stay real).
        Applied only where it keeps the board's shape (see
        :attr:`~gogui_py.gui.board.geometry.BoardGeometry.shown_symmetry`)."""
        if symmetry != self._symmetry:
            self._symmetry = symmetry
            self.update()

    def is_interactive(self) -> bool:
        """False while clicks are ignored (e.g. the engine is thinking)."""
        return self._interactive

    def set_interactive(self, enabled: bool) -> None:
        """Accept clicks and show the hover ghost (``False`` while an engine thinks)."""
        if enabled != self._interactive:
            self._interactive = enabled
            self._pressed_point = None
            self.update()

    def set_hover_color(self, color: Color | None) -> None:
        """Colour of the ghost stone under the mouse; ``None`` shows none."""
        if color != self._hover_color:
            self._hover_color = color
            self._update_point(self._hover_point)

    def geometry_now(self) -> Geometry:
        """Layout for the widget's current size (logical pixels) and the snapshot's style.

        The same object is returned while nothing it depends on changes, so the
        values it computes once (cell size, origin) are kept between paints.
        """
        snapshot = self._snapshot
        geometry = self._geometry
        if (
            geometry is None
            or geometry.width != self.width()
            or geometry.height != self.height()
            or geometry.coordinates != self._show_coordinates
            or geometry.size != snapshot.size
            or geometry.removed != snapshot.removed
            or geometry.symmetry != self._symmetry
            or type(geometry) is not geometry_class(snapshot.style)
        ):
            geometry = self._geometry = self._layout(self.width(), self.height())
        return geometry

    def _layout(self, width: float, height: float) -> Geometry:
        snapshot = self._snapshot
        return geometry_for(
            snapshot.style,
            snapshot.size,
            width,
            height,
            coordinates=self._show_coordinates,
            removed=snapshot.removed,
            symmetry=self._symmetry,
        )

    def hover(self) -> Hover | None:
        """The ghost stone shown under the mouse, if any."""
        if (
            not self._interactive
            or self._hover_color is None
            or self._hover_point is None
            or not self._snapshot.is_empty(self._hover_point)
        ):
            return None
        return Hover(self._hover_point, self._hover_color)

    # --- size ------------------------------------------------------------------

    def _size_for_cell(self, cell: int) -> QSize:
        units_x, units_y = self._layout(0, 0).units()
        return QSize(round(units_x * cell), round(units_y * cell))

    def sizeHint(self) -> QSize:
        """About 34 px per cell."""
        return self._size_for_cell(_PREFERRED_CELL)

    def minimumSizeHint(self) -> QSize:
        """About 12 px per cell."""
        return self._size_for_cell(_MINIMUM_CELL)

    def hasHeightForWidth(self) -> bool:
        """Yes: the board keeps its shape (square cells, regular hexagons)."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Height that fits the board exactly at ``width``."""
        return round(self.geometry_now().preferred_height(width))

    # --- painting --------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Blit the cached background and stones, then draw markers."""
        painter = QPainter(self)
        try:
            paint_board(
                painter,
                self.geometry_now(),
                self._snapshot,
                background=self._background,
                stones=self._stones,
                dpr=self.devicePixelRatioF(),
                window=self.palette().window().color(),
                hover=self.hover(),
                glyphs=self._glyphs,
                layer=self._layer,
            )
            if self.hasFocus():
                paint_cursor(painter, self.geometry_now(), self.cursor_point())
        finally:
            painter.end()

    def _update_point(self, point: Point | None) -> None:
        """Schedule a repaint of the square around ``point`` only."""
        if point is None:
            return
        geometry = self.geometry_now()
        x, y = geometry.center(point)
        half = geometry.cell * 0.7 + 2  # the stone with its shadow
        self.update(QRect(int(x - half), int(y - half), int(2 * half) + 1, int(2 * half) + 1))

    def _set_hover_point(self, point: Point | None) -> None:
        if point != self._hover_point:
            self._update_point(self._hover_point)
            self._hover_point = point
            self._update_point(point)
            self.point_hovered.emit(point)

    # --- input -----------------------------------------------------------------

    def _point_at(self, position: QPointF) -> Point | None:
        return self.geometry_now().point_at(position.x(), position.y())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Track the point under the mouse for the hover ghost."""
        self._set_hover_point(self._point_at(event.position()))

    def enterEvent(self, event: QEnterEvent) -> None:
        """Start showing the hover ghost where the mouse enters."""
        self._set_hover_point(self._point_at(event.position()))

    def leaveEvent(self, event: QEvent) -> None:
        """Hide the hover ghost."""
        self._set_hover_point(None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Remember the point pressed with the left button; report a right click."""
        button = event.button()
        if self._interactive and button == Qt.MouseButton.LeftButton:
            self._pressed_point = self._point_at(event.position())
            event.accept()
        elif button == Qt.MouseButton.RightButton:
            point = self._point_at(event.position())
            if point is None:
                super().mousePressEvent(event)
                return
            event.accept()
            self.point_right_clicked.emit(point, event.globalPosition().toPoint())
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Emit ``point_clicked`` when released on the point pressed, else ``point_dragged``."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        pressed, self._pressed_point = self._pressed_point, None
        if self._interactive and pressed is not None:
            released = self._point_at(event.position())
            if released == pressed:
                self.point_clicked.emit(pressed)
            elif released is not None:
                self.point_dragged.emit(pressed, released)
            event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Emit ``wheel_scrolled`` once per whole notch (down = +1)."""
        delta = event.angleDelta().y()
        if delta == 0:
            event.ignore()
            return
        self._wheel_remainder -= delta
        notches = int(self._wheel_remainder / _WHEEL_NOTCH)
        self._wheel_remainder -= notches * _WHEEL_NOTCH
        for _ in range(abs(notches)):
            self.wheel_scrolled.emit(1 if notches > 0 else -1)
        event.accept()

    # --- keyboard (keyboard.py) ------------------------------------------------

    def cursor_point(self) -> Point:
        """The keyboard cursor's point (drawn while the board has the focus)."""
        return self.keys.cursor(self._snapshot)

    def event(self, event: QEvent) -> bool:
        """Take the cursor's keys before the window's shortcuts (arrows, Enter...)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self.hasFocus()  # a key sent to the board unfocused (tests) stays a shortcut
            and self.keys.takes(event.key(), event.modifiers())
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Move the cursor, type a vertex, play (as a click on the point); the Menu key
        and Shift+F10 ask for the context menu at the cursor."""
        if is_menu_key(event.key(), event.modifiers()):
            event.accept()
            self._menu_at_cursor()
            return
        before = self.cursor_point()
        symmetry = self.geometry_now().shown_symmetry
        outcome = self.keys.press(event.key(), event.modifiers(), self._snapshot, symmetry)
        if outcome is None:
            super().keyPressEvent(event)
            return
        event.accept()
        if outcome.moved:
            self._update_point(before)
            self._update_point(self.cursor_point())
            self._describe_cursor()
            self.cursor_moved.emit(self.cursor_point())
        if outcome.message is not None:
            self.key_message.emit(outcome.message)
        if outcome.play is not None:
            if self._interactive:
                self.point_clicked.emit(outcome.play)
            else:
                self.key_message.emit(translate("Board", "The board takes no moves now"))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A context menu asked from the keyboard opens at the cursor; a mouse's is
        reported by :meth:`mousePressEvent` already."""
        event.accept()
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            self._menu_at_cursor()

    def _menu_at_cursor(self) -> None:
        point = self.cursor_point()
        x, y = self.geometry_now().center(point)
        self.point_right_clicked.emit(point, self.mapToGlobal(QPoint(round(x), round(y))))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the cursor."""
        self._update_point(self.cursor_point())
        self._describe_cursor()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the cursor; a vertex being typed is dropped."""
        self.keys.typed = ""
        self._update_point(self.cursor_point())
        super().focusOutEvent(event)

    def _describe_cursor(self) -> None:
        """The accessible name names the cursor's point; a screen reader is told."""
        name = cursor_description(self._snapshot, self.cursor_point())
        if name != self.accessibleName():
            self.setAccessibleName(name)
            event = QAccessibleEvent(self, QAccessible.Event.NameChanged)
            QAccessible.updateAccessibility(event)

    def changeEvent(self, event: QEvent) -> None:
        """Drop the background and the stone layer when the palette changes (new window colour)."""
        if event.type() == QEvent.Type.PaletteChange:
            self._background.clear()
            self._layer.clear()
        super().changeEvent(event)
