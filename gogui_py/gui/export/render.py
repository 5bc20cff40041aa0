"""A diagram drawn by the board painter: the PNG image, the printed page, the clipboard.

PNG images are :func:`~gogui_py.gui.board.image.render_image` of the diagram's
snapshot, so they look as the board does, with the notes written under the board as in
the SVG export; SVG and the text formats come from the core
writers (:mod:`gogui_py.game.export`). A page holds the board, the notes under it and the
node's comment.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPageLayout,
    QPaintDevice,
    QPainter,
    QTextDocument,
    QTextOption,
)

from gogui_py.game.export.diagram import Diagram
from gogui_py.game.export.svg import NOTE_LINE
from gogui_py.go import Point
from gogui_py.gui.board.glyph_cache import board_font
from gogui_py.gui.board.image import render_image
from gogui_py.gui.board.layout import snapshot_geometry
from gogui_py.gui.board.snapshot import BoardSnapshot, Style

WHITE = QColor(255, 255, 255)
NOTE_INK = QColor(0, 0, 0)
"""Colour of the notes under a PNG diagram (the SVG export's text colour)."""


def snapshot_of(diagram: Diagram, style: Style = "go") -> BoardSnapshot:
    """The board snapshot of ``diagram``: its stones, numbers and markup, no hover stone,
    no last-move mark (numbers say which moves were played)."""
    snapshot = BoardSnapshot.from_stones(diagram.size, diagram.stones)
    return BoardSnapshot(
        size=diagram.size,
        cells=snapshot.cells,
        marks=diagram.marks,
        labels=diagram.labels,
        arrows=diagram.arrows,
        lines=diagram.lines,
        numbers=diagram.numbers,
        style=style,
    )


def diagram_image(
    diagram: Diagram, pixels: int, *, coordinates: bool, style: Style = "go"
) -> QImage:
    """``diagram`` painted on a ``pixels`` wide image (transparent around the wood).

    The board fills a ``pixels`` x ``pixels`` square; the diagram's notes ("4 pass",
    "5 at 2") are written under it, one a line in the order and proportions of the SVG
    export (:func:`~gogui_py.game.export.svg.to_svg`: text 0.45 cell high, lines
    :data:`~gogui_py.game.export.svg.NOTE_LINE` cells apart), so the image is that much
    taller; without notes it is square.

    Raises:
        ValueError: ``pixels`` below 1.
    """
    snapshot = snapshot_of(diagram, style)
    board = render_image(snapshot, pixels, pixels, coordinates=coordinates)
    if not diagram.notes:
        return board
    geometry = snapshot_geometry(snapshot, pixels, pixels, coordinates)
    cell = max(4.0, geometry.cell)
    line = NOTE_LINE * cell
    image = QImage(
        pixels, pixels + round(line * len(diagram.notes)), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.drawImage(0, 0, board)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(board_font(max(6, round(cell * 0.45)), bold=False))
        painter.setPen(NOTE_INK)
        left = geometry.center(Point(0, 0))[0]
        for index, note in enumerate(diagram.notes):
            painter.drawText(QPointF(left, pixels + line * (index + 0.75)), note.text)
    finally:
        painter.end()
    return image


def paint_page(
    painter: QPainter,
    page: QRectF,
    diagram: Diagram,
    *,
    coordinates: bool,
    style: Style = "go",
    title: str = "",
) -> None:
    """``diagram`` on one page ``page`` (device pixels of ``painter``): ``title``, the board
    (square, the page's width or 60 % of its height), the notes and the comment under it."""
    top = page.top()
    text_width = page.width()
    if title:
        heading = _document(title, text_width, painter.device(), bold=True)
        painter.save()
        painter.translate(page.left(), top)
        heading.drawContents(painter)
        painter.restore()
        top += heading.size().height()
    side = int(min(page.width(), page.height() * 0.6))
    image = render_image(
        snapshot_of(diagram, style), side, side, coordinates=coordinates, background=WHITE
    )
    painter.drawImage(QRectF(page.left() + (page.width() - side) / 2, top, side, side), image)
    top += side + side * 0.03
    lines = [note.text for note in diagram.notes]
    text = "\n".join(lines) + ("\n\n" if lines and diagram.comment else "") + diagram.comment
    if text:
        document = _document(text, text_width, painter.device())
        painter.save()
        painter.translate(page.left(), top)
        document.drawContents(painter, QRectF(0, 0, text_width, page.bottom() - top))
        painter.restore()


def _document(
    text: str, width: float, device: QPaintDevice, *, bold: bool = False
) -> QTextDocument:
    """Plain ``text`` laid out ``width`` pixels of ``device`` wide, words wrapped."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    document.setPlainText(text)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    document.setDefaultTextOption(option)
    font = document.defaultFont()
    font.setBold(bold)
    font.setPointSizeF(font.pointSizeF() * (1.4 if bold else 1.0))
    document.setDefaultFont(font)
    document.setTextWidth(width)
    return document


def page_rect(layout: QPageLayout, resolution: int) -> QRectF:
    """The printable area of ``layout`` in device pixels at ``resolution`` dpi."""
    rect = layout.paintRectPixels(resolution)
    return QRectF(0, 0, rect.width(), rect.height())
