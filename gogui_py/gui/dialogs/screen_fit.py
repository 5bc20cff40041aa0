"""Windows that fit the screen: a first size no larger than the screen's available area
(the desktop less its panels), centred on it; a remembered geometry moved back onto the
screen when the screen has changed (a smaller monitor, a laptop undocked).

The arithmetic takes the available area as a parameter (a :class:`QRect` in device
independent pixels), so it is tested without a screen of that size."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9
"""The largest first size, as a share of the available area's width and height."""


def available_geometry(widget: QWidget | None = None) -> QRect | None:
    """The available area of ``widget``'s screen (its parent's for a window not yet shown,
    else the primary screen's); None without a screen (no display)."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fitted_rect(size: QSize, available: QRect, share: float = SCREEN_SHARE) -> QRect:
    """A rectangle of ``size`` bounded to ``share`` of ``available`` (each side on its
    own), centred in ``available``. ``share`` is in (0, 1]."""
    width = min(size.width(), int(available.width() * share))
    height = min(size.height(), int(available.height() * share))
    rect = QRect(0, 0, max(width, 1), max(height, 1))
    rect.moveCenter(available.center())
    return rect


def fits(rect: QRect, available: QRect) -> bool:
    """True when ``rect`` (a window's geometry) lies wholly inside ``available``."""
    return available.contains(rect)


def brought_inside(rect: QRect, available: QRect, share: float = SCREEN_SHARE) -> QRect:
    """``rect`` unchanged when it fits ``available``; else its size bounded as in
    :func:`fitted_rect` when larger than ``available``, and moved inside it (its top left
    corner kept where possible)."""
    if fits(rect, available):
        return QRect(rect)
    size = rect.size()
    if size.width() > available.width() or size.height() > available.height():
        return fitted_rect(size, available, share)
    moved = QRect(rect)
    moved.moveLeft(min(max(rect.left(), available.left()), available.right() - rect.width() + 1))
    moved.moveTop(min(max(rect.top(), available.top()), available.bottom() - rect.height() + 1))
    return moved


def fit_to_screen(widget: QWidget, width: int, height: int, available: QRect | None = None) -> None:
    """Give the window ``widget`` its first size, ``width`` x ``height`` pixels bounded to
    the screen's available area (``available``, else ``widget``'s screen's: see
    :func:`fitted_rect`), centred on that area. Without a screen it is only resized."""
    area = available if available is not None else available_geometry(widget)
    if area is None or area.isEmpty():
        widget.resize(width, height)
        return
    widget.setGeometry(fitted_rect(QSize(width, height), area))


def keep_on_screen(widget: QWidget, available: QRect | None = None) -> None:
    """Move and shrink the window ``widget`` (a restored geometry, not maximized) into the
    available area (see :func:`brought_inside`) when it does not fit there."""
    if widget.isMaximized() or widget.isFullScreen():
        return
    area = available if available is not None else available_geometry(widget)
    if area is None or area.isEmpty():
        return
    rect = widget.geometry()
    inside = brought_inside(rect, area)
    if inside != rect:
        widget.setGeometry(inside)
