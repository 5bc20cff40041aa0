"""ASCII board diagrams, for tests and debugging output.

A diagram has one line per row, top row first; ``X`` is a black stone, ``O``
a white stone and ``.`` (or ``+`` when reading) an empty point::

    . X O
    X O .
    . . .
"""

from __future__ import annotations

from gogui_py.go.board import Board
from gogui_py.go.point import BoardSize, Point

_CELL_TEXT = (".", "X", "O")
_TEXT_CELL = {".": 0, "+": 0, "X": 1, "O": 2}


def to_diagram(board: Board) -> str:
    """The board as rows (top first) of ``X``/``O``/``.`` separated by single spaces.

    Rows are joined by ``"\\n"``; there are no trailing spaces or final newline.
    """
    width = board.size.width
    cells = board.cells
    rows = (
        " ".join(_CELL_TEXT[value] for value in cells[start : start + width])
        for start in range(0, len(cells), width)
    )
    return "\n".join(rows)


def from_diagram(text: str) -> Board:
    """A board (no ko, no prisoners) from a diagram as written by :func:`to_diagram`.

    Blank lines, leading/trailing whitespace and whitespace between cells are
    ignored; ``+`` is accepted for an empty point. The board size is the
    number of cells per row by the number of rows.

    Raises:
        ValueError: for an empty diagram, rows of unequal length, a character
            other than ``X``, ``O``, ``.``, ``+``, or a size outside 1..52.
    """
    rows = ["".join(line.split()) for line in text.splitlines()]
    rows = [row for row in rows if row]
    if not rows:
        raise ValueError("empty diagram")
    width = len(rows[0])
    black: list[Point] = []
    white: list[Point] = []
    for y, row in enumerate(rows):
        if len(row) != width:
            raise ValueError(f"diagram row {y + 1} has {len(row)} points, expected {width}")
        for x, char in enumerate(row):
            code = _TEXT_CELL.get(char)
            if code is None:
                raise ValueError(f"bad diagram character {char!r} in row {y + 1}")
            if code == 1:
                black.append(Point(x, y))
            elif code == 2:
                white.append(Point(x, y))
    size = BoardSize.of(width, len(rows))
    return Board.empty(size).with_setup(black=black, white=white)
