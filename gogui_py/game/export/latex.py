"""A diagram as a LaTeX document for the psgo package (File > Export > LaTeX).

psgo (V. Bos, on CTAN and in TeX Live) is the package GoGui exports to; it maps SGF FF[4]
markup one to one, so the diagram's marks, labels, lines and arrows all have a command.
It is built on PSTricks: the document compiles with ``latex`` + ``dvips`` (or
``xelatex``), not with plain ``pdflatex``. The commands used (psgo's manual):

- ``\\begin{psgoboard}[size]`` ... ``\\end{psgoboard}`` a board with coordinates;
  ``psgoboard*`` the same board without them;
- ``\\stone[marker]{black|white}{column}{row}`` a stone, the column a lower-case GTP
  letter (no ``i``), the row counted from 1 at the bottom;
- ``\\markpos{marker}{column}{row}`` a marker on an empty point;
- markers ``\\markcr \\marksq \\marktr \\markma \\marksl`` and ``\\marklb{text}`` (a move
  number is a label on its stone);
- ``\\goline`` and ``\\goarrow`` ``{c1}{r1}{c2}{r2}``;
- in text, ``\\stone[12]{black}`` a small numbered stone (the notes under the board).

A label longer than :data:`LABEL_FITS` characters would spill over its neighbours: the
point gets a key (``a``, ``b``...) and the label is listed under the board ("a: ko
threat"), after the notes.
"""

from __future__ import annotations

from gogui_py.game.export.diagram import Diagram, Note
from gogui_py.game.export.keys import label_keys
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import column_to_gtp

MARKERS = {"CR": r"\markcr", "SQ": r"\marksq", "TR": r"\marktr", "MA": r"\markma", "SL": r"\marksl"}
"""psgo's marker of each SGF mark kind."""

LABEL_FITS = 3
"""Characters of a label written on its point (a three-digit move number fits)."""

_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "#": r"\#",
    "$": r"\$",
    "%": r"\%",
    "&": r"\&",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def escape(text: str) -> str:
    """``text`` with LaTeX's special characters written as text."""
    return "".join(_SPECIAL.get(char, char) for char in text)


def to_latex(diagram: Diagram, *, coordinates: bool = True, title: str = "") -> str:
    """A complete psgo document of ``diagram``: the board, then the notes and the
    comment (paragraphs kept) under it; ``title`` becomes an unnumbered section."""
    environment = "psgoboard" if coordinates else "psgoboard*"
    lines = [
        r"\documentclass{article}",
        r"\usepackage{psgo}",
        r"\pagestyle{empty}",
        r"\begin{document}",
    ]
    if title:
        lines.append(rf"\section*{{{escape(title)}}}")
    lines += [r"\begin{center}", rf"\begin{{{environment}}}[{diagram.size.width}]"]
    shown, keyed = label_keys(diagram.labels, fits=LABEL_FITS)
    lines += _board(diagram, shown)
    lines += [rf"\end{{{environment}}}", r"\end{center}"]
    if diagram.notes:
        lines += ["", " \\enspace\n".join(_note(note) for note in diagram.notes)]
    if keyed:
        keys = [rf"\textbf{{{key}}}: {escape(text)}" for key, text in keyed]
        lines += ["", " \\\\\n".join(keys)]
    paragraphs = [p.strip() for p in diagram.comment.split("\n\n") if p.strip()]
    for paragraph in paragraphs:
        lines += ["", escape(paragraph)]
    lines += ["", r"\end{document}"]
    return "\n".join(lines) + "\n"


def _board(diagram: Diagram, labels: dict[Point, str]) -> list[str]:
    """The stones, markers, lines and arrows, row-major from the top-left; ``labels``
    the text written on each labelled point."""
    size = diagram.size
    numbers = dict(diagram.numbers)
    markers: dict[Point, str] = {}
    for point, kind in diagram.marks:
        if kind in MARKERS:
            markers[point] = markers.get(point, "") + MARKERS[kind]
    for point, text in labels.items():
        markers[point] = markers.get(point, "") + rf"\marklb{{{escape(text)}}}"
    stones = dict(diagram.stones)
    lines: list[str] = []
    for index in range(size.area):
        point = Point(index % size.width, index // size.width)
        color = stones.get(point)
        marker = rf"\marklb{{{numbers[point]}}}" if point in numbers else markers.get(point, "")
        where = _vertex(point, size)
        if color is not None:
            option = f"[{marker}]" if marker else ""
            lines.append(rf"\stone{option}{{{_color(color)}}}{where}")
        elif marker:
            lines.append(rf"\markpos{{{marker}}}{where}")
    for command, pairs in ((r"\goline", diagram.lines), (r"\goarrow", diagram.arrows)):
        lines += [f"{command}{_vertex(a, size)}{_vertex(b, size)}" for a, b in pairs]
    return lines


def _vertex(point: Point, size: BoardSize) -> str:
    """``{c}{3}``: psgo's column letter and row number of ``point``."""
    return f"{{{column_to_gtp(point.x).lower()}}}{{{size.height - point.y}}}"


def _color(color: Color) -> str:
    return "black" if color is Color.BLACK else "white"


def _note(note: Note) -> str:
    """``\\stone[12]{black}~at~\\stone[5]{white}``, or ``\\stone[13]{white}~pass``."""
    played = rf"\stone[{note.number}]{{{_color(note.color)}}}"
    if note.removed_at:
        return f"{played}~at~{note.removed_at} (removed by setup)"
    if note.at is None or note.at_color is None:
        return f"{played}~pass"
    return rf"{played}~at~\stone[{note.at}]{{{_color(note.at_color)}}}"
