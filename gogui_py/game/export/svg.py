"""A diagram as an SVG image (File > Export > SVG): plain vector shapes, no Qt.

The board is flat wood with lines, star points and (optionally) coordinates around it;
stones are ``<circle>`` elements, numbers and labels ``<text>``, marks simple shapes as
the board view draws them (circle, square, triangle, cross, a translucent selection);
lines and arrows join point centres. The notes ("12 at 5") are written under the board,
then the caller's legend lines (the regression report's "expected: C3").
Points follow the package convention (``Point(x, y)``, ``y`` from the top).
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence

from gogui_py.game.export.diagram import Diagram
from gogui_py.go import BoardSize, Color, Point, star_points
from gogui_py.go.vertex import column_to_gtp

WOOD = "#dcb35c"
"""The board's colour (the wood texture's mean tone)."""

NOTE_LINE = 1.4
"""Height of a note line, in cells."""

_FILL = {Color.BLACK: "#111", Color.WHITE: "#fafafa"}
_INK = {Color.BLACK: "#fff", Color.WHITE: "#000"}


def to_svg(
    diagram: Diagram,
    *,
    cell: int = 24,
    coordinates: bool = True,
    title: str = "",
    legend: Sequence[tuple[str, str]] = (),
) -> str:
    """The SVG text of ``diagram`` with ``cell`` pixels between two lines.

    Args:
        diagram: what to draw; its ``mark_colors`` and ``label_colors`` colour those
            marks and labels (the point's ink otherwise).
        cell: pixels between two lines.
        coordinates: whether the coordinates are written around the board.
        title: the image's ``<title>`` (a tooltip in browsers); none when empty.
        legend: ``(text, colour)`` lines written under the notes.

    Size: ``cell * (columns + 1)`` wide (``+ 1`` more cell of margin each side with
    coordinates), the same rule for rows, plus :data:`NOTE_LINE` cells per note and
    legend line.

    Raises:
        ValueError: ``cell`` below 4.
    """
    if cell < 4:
        raise ValueError(f"cell size {cell}: must be at least 4 pixels")
    size = diagram.size
    margin = cell * (2 if coordinates else 1)
    width = 2 * margin + cell * (size.width - 1)
    board_height = 2 * margin + cell * (size.height - 1)
    below = [(note.text, "") for note in diagram.notes] + list(legend)
    height = board_height + round(NOTE_LINE * cell * len(below))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" stroke="none" '
        f'font-size="{cell * 0.45:.1f}" text-anchor="middle">',
    ]
    if title:
        parts.append(f"<title>{html.escape(title)}</title>")
    parts.append(f'<rect width="{width}" height="{board_height}" fill="{WOOD}"/>')
    at = _Layout(size, cell, margin)
    parts += _grid(at, coordinates)
    ink_on = {point: _INK[color] for point, color in diagram.stones}
    for point, color in diagram.stones:
        x, y = at.xy(point)
        parts.append(
            f'<circle cx="{x}" cy="{y}" r="{cell * 0.47:.1f}" fill="{_FILL[color]}" '
            'stroke="#000" stroke-width="0.8"/>'
        )
    mark_colors = dict(diagram.mark_colors)
    for point, kind in diagram.marks:
        parts += _mark(at, point, kind, mark_colors.get(point) or ink_on.get(point, "#000"))
    marked = {point for point, _ in diagram.marks}
    label_colors = dict(diagram.label_colors)
    for point, text in [*diagram.labels, *((p, str(n)) for p, n in diagram.numbers)]:
        x, y = at.xy(point)
        ink = label_colors.get(point) or ink_on.get(point, "#000")
        if point not in ink_on and point not in marked:  # the wood would hide the mark
            parts.append(
                f'<rect x="{x - cell * 0.35:.1f}" y="{y - cell * 0.35:.1f}" '
                f'width="{cell * 0.7:.1f}" height="{cell * 0.7:.1f}" fill="{WOOD}"/>'
            )
        parts.append(
            f'<text x="{x}" y="{y + cell * 0.16:.1f}" fill="{ink}">{html.escape(text)}</text>'
        )
    for pairs, arrow in ((diagram.lines, False), (diagram.arrows, True)):
        parts += [_segment(at, a, b, arrow) for a, b in pairs]
    for index, (text, ink) in enumerate(below):
        y = board_height + round(NOTE_LINE * cell * (index + 0.75))
        fill = f' fill="{ink}"' if ink else ""
        parts.append(
            f'<text x="{margin}" y="{y}" text-anchor="start"{fill}>{html.escape(text)}</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


class _Layout:
    """Pixel centres of the points."""

    def __init__(self, size: BoardSize, cell: int, margin: int) -> None:
        self.size, self.cell, self.margin = size, cell, margin

    def xy(self, point: Point) -> tuple[int, int]:
        return self.margin + self.cell * point.x, self.margin + self.cell * point.y


def _grid(at: _Layout, coordinates: bool) -> list[str]:
    """Lines, star points and, when asked, coordinates on the four sides."""
    size, cell, margin = at.size, at.cell, at.margin
    right = margin + cell * (size.width - 1)
    bottom = margin + cell * (size.height - 1)
    parts = ['<g stroke="#000" stroke-width="0.8">']
    for x in range(size.width):
        px = margin + cell * x
        parts.append(f'<line x1="{px}" y1="{margin}" x2="{px}" y2="{bottom}"/>')
    for y in range(size.height):
        py = margin + cell * y
        parts.append(f'<line x1="{margin}" y1="{py}" x2="{right}" y2="{py}"/>')
    parts.append("</g>")
    with contextlib.suppress(ValueError):
        for point in star_points(size):
            x, y = at.xy(point)
            parts.append(f'<circle cx="{x}" cy="{y}" r="{cell * 0.1:.1f}" fill="#000"/>')
    if coordinates:
        parts.append('<g class="coordinates" fill="#000">')
        shift = cell * 0.16
        for x in range(size.width):
            px, letter = margin + cell * x, column_to_gtp(x)
            parts.append(f'<text x="{px}" y="{margin - cell + shift:.1f}">{letter}</text>')
            parts.append(f'<text x="{px}" y="{bottom + cell + shift:.1f}">{letter}</text>')
        for y in range(size.height):
            row_y, row = margin + cell * y + shift, size.height - y
            parts.append(f'<text x="{margin - cell}" y="{row_y:.1f}">{row}</text>')
            parts.append(f'<text x="{right + cell}" y="{row_y:.1f}">{row}</text>')
        parts.append("</g>")
    return parts


def _mark(at: _Layout, point: Point, kind: str, ink: str) -> list[str]:
    """The shape of mark ``kind`` (CR SQ TR MA SL) at ``point``."""
    x, y = at.xy(point)
    r = at.cell * 0.25
    style = f'fill="none" stroke="{ink}" stroke-width="1.5"'
    if kind == "CR":
        return [f'<circle cx="{x}" cy="{y}" r="{r:.1f}" {style}/>']
    if kind == "SQ":
        side = 2 * r
        return [
            f'<rect x="{x - r:.1f}" y="{y - r:.1f}" '
            f'width="{side:.1f}" height="{side:.1f}" {style}/>'
        ]
    if kind == "TR":
        return [
            f'<polygon points="{x},{y - 1.2 * r:.1f} {x - r:.1f},{y + 0.7 * r:.1f} '
            f'{x + r:.1f},{y + 0.7 * r:.1f}" {style}/>'
        ]
    if kind == "MA":
        return [
            f'<path d="M{x - r:.1f},{y - r:.1f}L{x + r:.1f},{y + r:.1f}M{x - r:.1f},{y + r:.1f}'
            f'L{x + r:.1f},{y - r:.1f}" {style}/>'
        ]
    if kind == "SL":
        half = at.cell / 2
        return [
            f'<rect x="{x - half:.1f}" y="{y - half:.1f}" width="{at.cell}" height="{at.cell}" '
            'fill="#3060c0" fill-opacity="0.35"/>'
        ]
    return []


def _segment(at: _Layout, start: Point, end: Point, arrow: bool) -> str:
    """A line from ``start`` to ``end``, with an arrow head at ``end`` when ``arrow``."""
    (x1, y1), (x2, y2) = at.xy(start), at.xy(end)
    line = f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#000" stroke-width="2"/>'
    if not arrow or (x1, y1) == (x2, y2):
        return line
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    size = at.cell * 0.3
    bx, by = x2 - ux * size, y2 - uy * size
    head = (
        f'<polygon points="{x2},{y2} {bx - uy * size / 2:.1f},{by + ux * size / 2:.1f} '
        f'{bx + uy * size / 2:.1f},{by - ux * size / 2:.1f}" fill="#000"/>'
    )
    return line + head
