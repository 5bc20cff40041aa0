"""A diagram as plain text (File > Export > ASCII, Edit > Copy Position).

One line per row, top row first; ``X`` a black stone, ``O`` a white one, ``.`` an empty
point, ``+`` a star point; a move number replaces the stone it is written on. Cells are
as wide as the widest one, right-aligned, one space apart. Coordinates, when asked for,
are the GTP letters (no ``I``) above and below and the row numbers (1 at the bottom) on
both sides. No trailing spaces; the text ends with a newline.

Markup uses the symbols of Sensei's Library diagrams (senseis.xmp.net "How diagrams
work", also Sabaki's ASCII diagrams), see :data:`MARK_TEXT`: on an empty point ``C``
circle, ``S`` square, ``T`` triangle, ``M`` cross, ``*`` selected; on a black / white
stone ``B`` / ``W`` circle, ``#`` / ``@`` square, ``Y`` / ``Q`` triangle, ``Z`` / ``P``
cross. A one-character label on an empty point is written there (over a mark); a longer
one, or one that reads as a symbol of the diagram, becomes a key (``a``, ``b``...) listed
under it.

Under the diagram, after an empty line: the notes ("12 at 5", "13 pass"); then, after
another empty line, the markup the board cannot show: ``Marks: ...`` naming the mark
symbols used, ``a: long label``, ``label on D4: A`` (labels on stones),
``selected: D4 K10``, ``arrow C3-E5``, ``line C3-E5``.
"""

from __future__ import annotations

import contextlib

from gogui_py.game.export.diagram import Diagram
from gogui_py.game.export.keys import label_keys
from gogui_py.go import Color, Point, star_points
from gogui_py.go.vertex import column_to_gtp, to_gtp

MARK_TEXT: dict[str, tuple[str, str, str]] = {
    "CR": ("C", "B", "W"),
    "SQ": ("S", "#", "@"),
    "TR": ("T", "Y", "Q"),
    "MA": ("M", "Z", "P"),
    "SL": ("*", "", ""),
}
"""Mark kind -> its symbol on an empty point, a black stone, a white stone (``""``: the
stone is kept and the point listed under the diagram)."""

_MARK_NAMES = {"CR": "circle", "SQ": "square", "TR": "triangle", "MA": "cross", "SL": "selected"}
_ON = ("", " on black", " on white")
LEGEND_WIDTH = 78
"""Columns of the legend lines before they wrap."""

_STONE_TEXT = {Color.BLACK: "X", Color.WHITE: "O"}


def to_ascii(diagram: Diagram, *, coordinates: bool = True) -> str:
    """The text of ``diagram`` (see the module documentation)."""
    size = diagram.size
    cells, below = _cells(diagram)
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
    if below:
        lines += ["", *below]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _cells(diagram: Diagram) -> tuple[list[list[str]], list[str]]:
    """The text of each point (rows from the top) and the markup lines under the board."""
    size = diagram.size
    cells = [["."] * size.width for _ in range(size.height)]
    with contextlib.suppress(ValueError):
        for point in star_points(size):
            cells[point.y][point.x] = "+"
    stones = dict(diagram.stones)
    for point, stone in stones.items():
        cells[point.y][point.x] = _STONE_TEXT[stone]
    used: dict[tuple[str, int], str] = {}
    selected: list[Point] = []
    labelled = {point for point, _ in diagram.labels if point not in stones}
    for point, kind in diagram.marks:
        if kind not in MARK_TEXT or point in labelled:  # the label tells more
            continue
        color = stones.get(point)
        where = 0 if color is None else 1 if color is Color.BLACK else 2
        symbol = MARK_TEXT[kind][where]
        if symbol:
            cells[point.y][point.x] = symbol
            used[(kind, where)] = symbol
        else:
            selected.append(point)
    for point, number in diagram.numbers:
        cells[point.y][point.x] = str(number)
    reserved = {".", "+", "X", "O", *used.values(), *(str(n) for _, n in diagram.numbers)}
    on_board = [(p, text) for p, text in diagram.labels if p not in stones]
    shown, keyed = label_keys(on_board, fits=1, reserved=reserved)
    for point, text in shown.items():
        cells[point.y][point.x] = text
    below = _legend(used)
    below += [f"{key}: {text}" for key, text in keyed]
    below += [
        f"label on {to_gtp(p, size)}: {' '.join(text.split())}"
        for p, text in diagram.labels
        if p in stones
    ]
    if selected:
        below.append("selected: " + " ".join(to_gtp(p, size) for p in selected))
    for name, pairs in (("arrow", diagram.arrows), ("line", diagram.lines)):
        below += [f"{name} {to_gtp(a, size)}-{to_gtp(b, size)}" for a, b in pairs]
    return cells, below


def _legend(used: dict[tuple[str, int], str]) -> list[str]:
    """``Marks: C circle, B circle on black, ...`` for the mark symbols in ``used``."""
    entries = [
        f"{used[(kind, where)]} {_MARK_NAMES[kind]}{_ON[where]}"
        for kind in MARK_TEXT
        for where in range(3)
        if (kind, where) in used
    ]
    lines: list[str] = []
    line = "Marks:"
    for index, entry in enumerate(entries):
        text = entry + ("," if index < len(entries) - 1 else "")
        if len(line) + 1 + len(text) > LEGEND_WIDTH:
            lines.append(line)
            line = " "
        line += " " + text
    return [*lines, line] if entries else []
