"""A diagram as plain text (File > Export > ASCII, Edit > Copy Position).

One line per row, top row first; ``X`` a black stone, ``O`` a white one, ``.`` an empty
point, ``+`` a star point; a move number replaces the stone it is written on. With
markup, an empty point shows its mark (``C`` circle, ``S`` square, ``T`` triangle,
``M`` cross, ``*`` selected) or its label (the first three characters); marks on stones
are not shown (the stone's colour matters more). Cells are as wide as the widest one,
right-aligned, one space apart. Coordinates, when asked for, are the GTP letters (no
``I``) above and below and the row numbers (1 at the bottom) on both sides. The notes
("12 at 5", "13 pass") follow, one per line, after an empty line. No trailing spaces;
the text ends with a newline.
"""

from __future__ import annotations

import contextlib

from gogui_py.game.export.diagram import Diagram
from gogui_py.go import Color, Point, star_points
from gogui_py.go.vertex import column_to_gtp

MARK_TEXT = {"CR": "C", "SQ": "S", "TR": "T", "MA": "M", "SL": "*"}
"""The character of each mark kind on an empty point."""

LABEL_CHARS = 3
"""Characters of a label kept in a cell."""

_STONE_TEXT = {Color.BLACK: "X", Color.WHITE: "O"}


def to_ascii(diagram: Diagram, *, coordinates: bool = True) -> str:
    """The text of ``diagram`` (see the module documentation)."""
    size = diagram.size
    cells = _cells(diagram)
    cell_width = max(len(text) for row in cells for text in row)
    label_width = len(str(size.height))
    lines: list[str] = []
    letters = " ".join(column_to_gtp(x).rjust(cell_width) for x in range(size.width))
    header = " " * (label_width + 1) + letters
    if coordinates:
        lines.append(header)
    for y, row in enumerate(cells):
        text = " ".join(cell.rjust(cell_width) for cell in row)
        if coordinates:
            number = str(size.height - y)
            text = f"{number.rjust(label_width)} {text} {number}"
        lines.append(text)
    if coordinates:
        lines.append(header)
    if diagram.notes:
        lines.append("")
        lines += [note.text for note in diagram.notes]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _cells(diagram: Diagram) -> list[list[str]]:
    """The text of each point, rows from the top."""
    size = diagram.size
    cells = [["."] * size.width for _ in range(size.height)]
    with contextlib.suppress(ValueError):
        for point in star_points(size):
            cells[point.y][point.x] = "+"
    occupied: set[Point] = set()
    for point, color in diagram.stones:
        cells[point.y][point.x] = _STONE_TEXT[color]
        occupied.add(point)
    for point, kind in diagram.marks:
        if point not in occupied and kind in MARK_TEXT:
            cells[point.y][point.x] = MARK_TEXT[kind]
    for point, text in diagram.labels:
        shown = "".join(text.split())[:LABEL_CHARS]
        if point not in occupied and shown:
            cells[point.y][point.x] = shown
    for point, number in diagram.numbers:
        cells[point.y][point.x] = str(number)
    return cells
