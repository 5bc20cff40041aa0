"""A :class:`BoardSnapshot` painted into an image, off any widget (thumbnails, export).

The board is drawn by :func:`~gogui_py.gui.board.painter.paint_board`, the painter of
the board widget, so an image looks as the window does; the area around the wood is
transparent. Needs a ``QGuiApplication`` (the caches render into ``QPixmap``); the
offscreen platform is enough.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.layout import snapshot_geometry
from gogui_py.gui.board.painter import paint_board
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache

TRANSPARENT = QColor(0, 0, 0, 0)


def render_image(
    snapshot: BoardSnapshot,
    width: int,
    height: int,
    *,
    coordinates: bool = False,
    background: QColor = TRANSPARENT,
) -> QImage:
    """``snapshot`` painted on a new ``width`` x ``height`` pixel ARGB image.

    The board is laid out as in the widget (:func:`snapshot_geometry`: whole-pixel
    cells from 6 px up, centred), with coordinate labels when ``coordinates``;
    ``background`` fills the rest (transparent by default).

    Raises:
        ValueError: ``width`` or ``height`` below 1.
    """
    if width < 1 or height < 1:
        raise ValueError(f"image size {width}x{height}: must be at least 1x1")
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        paint_board(
            painter,
            snapshot_geometry(snapshot, width, height, coordinates),
            snapshot,
            background=BackgroundCache(),
            stones=StoneCache(),
            dpr=1.0,
            window=background,
        )
    finally:
        painter.end()
    return image
