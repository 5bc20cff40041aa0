"""A Go position read from text: GoGui's File > Import > Text Position.

Reads the board diagrams people paste: GTP ``showboard`` output (GoGui, GNU Go, with
``=`` and the captured-stones notes on the right), gogui-py's own ASCII export
(:mod:`gogui_py.game.export.ascii`, with or without coordinates) and plain diagrams::

       A B C D E
     5 . . . . . 5
     4 . X O + . 4          WHITE (O) has captured 0 pieces
     3 . # @ . . 3
     2 . . o x . 2
     1 . . . . . 1
       A B C D E
    Black to play

One line per row, top row first. Black stones are ``X``, ``x``, ``#``, ``@`` or ``●``;
white ones ``O``, ``o`` or ``○``; ``.``, ``+``, ``,``, ``·`` and the box-drawing
crosses (``┼`` ``┌`` ...; ``─`` between them is skipped) are empty points; ``*`` and
short letter runs standing between cells (the marks and labels of gogui-py's export) are
empty points too. Cells may be separated by spaces or written together (``XO..``).
Ignored: coordinate lines (single letters, or one word of capitals), row numbers before
and after a row, ``|`` borders and Sensei's Library ``$$``, lines of ``-``/``+``/``=``
(frames, a GTP ``=``), ``(`` ``)`` ``[`` ``]`` around a stone (a last-move mark),
anything after a row's closing number or border, and text lines above or below the
board. ``Black to play`` / ``X to move`` (any case) sets the side to move. Move numbers
in cells are refused (the colour of a numbered stone is not in the text).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from gogui_py.go.color import Color
from gogui_py.go.point import MAX_BOARD_SIZE, BoardSize, Point

BLACK_CHARS = frozenset("Xx#@●")
WHITE_CHARS = frozenset("Oo○")
EMPTY_CHARS = frozenset(".+,*·┼├┤┬┴┌┐└┘")
LABEL_LENGTH = 3
"""Longest letter run read as a label on an empty point (gogui-py's export)."""

_STONE_LETTERS = frozenset("XxOo")
_FRAME_CHARS = frozenset("-+=|$ \t")
_IGNORED = frozenset("()[]─")
_TO_PLAY = re.compile(r"\b(black|white|x|o)\b\s+(?:to\s+(?:play|move)|plays|moves)\b", re.I)


class TextPositionError(ValueError):
    """Text that is not a board diagram; ``line`` and ``column`` are 1-based (column 0
    when the whole text is at fault). ``str()`` is ``line L, column C: message``."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        self.message = message
        self.line = line
        self.column = column
        where = f"line {line}, column {column}: " if line else ""
        super().__init__(where + message)


@dataclass(frozen=True)
class TextPosition:
    """A position read by :func:`parse_text_position`: the board size (columns by rows of
    the diagram), the stones (``Point(x, y)``, ``y`` 0 at the top row) and the side to
    move when the text names it."""

    size: BoardSize
    black: tuple[Point, ...]
    white: tuple[Point, ...]
    to_move: Color | None = None


@dataclass
class _Row:
    line: int
    cells: list[tuple[int, str]]
    """Each cell: its 1-based column in the line and ``"B"``, ``"W"`` or ``"."``."""


def parse_text_position(text: str) -> TextPosition:
    """The position drawn in ``text`` (see the module documentation for what is read).

    Raises:
        TextPositionError: no board in the text, a character that is no cell inside a
            row, a move number, a text line between rows, rows of unequal length, or a
            board larger than 52 points a side; the message names the line and column.
    """
    rows: list[_Row] = []
    to_move: Color | None = None
    text_after_board: int | None = None  # line of a text line once rows have begun
    for number, line in enumerate(text.splitlines(), start=1):
        match = _TO_PLAY.search(line)
        if match is not None:
            to_move = Color.BLACK if match.group(1).lower() in ("black", "x") else Color.WHITE
            continue
        if _is_skipped(line):
            continue
        row = _read_row(line, number)
        if row is None:
            if rows and text_after_board is None:
                text_after_board = number
            continue
        if text_after_board is not None:
            raise TextPositionError("text between the rows of the board", text_after_board, 1)
        rows.append(row)
    if not rows:
        raise TextPositionError("no board in the text: expected rows such as '. X O . .'")
    return _position(rows, to_move)


def _is_skipped(line: str) -> bool:
    """Blank lines, frames (``+---+``, ``=``) and coordinate lines (letters only)."""
    stripped = line.strip()
    if not stripped:
        return True
    if set(stripped) <= _FRAME_CHARS and any(c in "-=" for c in stripped):
        return True
    if stripped.startswith("$$"):
        stripped = stripped[2:]
    tokens = stripped.replace("|", " ").split()
    letters = "".join(tokens)
    if not (letters.isalpha() and letters.isascii()) or set(letters) <= _STONE_LETTERS:
        return False
    return all(len(token) == 1 for token in tokens) or (len(tokens) == 1 and letters.isupper())


def _read_row(line: str, number: int) -> _Row | None:
    """The cells of ``line``; None for a text line (no cell before other text)."""
    cells: list[tuple[int, str]] = []
    index = line.index("$$") + 2 if line.lstrip().startswith("$$") else 0
    length = len(line)
    while index < length:
        char = line[index]
        if char.isspace() or char in _IGNORED:
            index += 1
        elif char == "|":
            if cells:
                break  # the right border: what follows is not the board
            index += 1
        elif char.isdigit():
            end = _run_end(line, index, str.isdigit)
            if cells:
                if _has_cells_after(line, end):
                    raise TextPositionError(
                        f"move number {line[index:end]!r}: the stone's colour is not known",
                        number,
                        index + 1,
                    )
                break  # the row number at the end of the row
            index = end  # the row number before the row
        elif char.isalpha() and char.isascii():
            end = _run_end(line, index, lambda c: c.isalpha() and c.isascii())
            run = line[index:end]
            if set(run) <= _STONE_LETTERS:
                cells += [(index + 1 + i, _cell(c)) for i, c in enumerate(run)]
            elif cells and len(run) <= LABEL_LENGTH and _spaced(line, index, end):
                cells.append((index + 1, "."))  # a mark or label on an empty point
            elif cells:
                break  # a note after the row (GNU Go's captured stones)
            else:
                return None  # a text line
            index = end
        elif char in EMPTY_CHARS or char in BLACK_CHARS or char in WHITE_CHARS:
            cells.append((index + 1, _cell(char)))
            index += 1
        elif not cells:
            return None
        else:
            raise TextPositionError(f"{char!r} is not a point of the board", number, index + 1)
    return _Row(number, cells) if cells else None


def _run_end(line: str, start: int, keep: Callable[[str], bool]) -> int:
    """The end of the run of characters from ``start`` that ``keep`` accepts."""
    end = start
    while end < len(line) and keep(line[end]):
        end += 1
    return end


def _spaced(line: str, start: int, end: int) -> bool:
    """True when the run ``line[start:end]`` stands between spaces (a cell of its own)."""
    before = start == 0 or line[start - 1].isspace()
    after = end == len(line) or line[end].isspace()
    return before and after


def _has_cells_after(line: str, start: int) -> bool:
    """True when a cell character follows position ``start`` before a border or text."""
    for char in line[start:]:
        if char.isspace() or char in _IGNORED:
            continue
        return char in BLACK_CHARS or char in WHITE_CHARS or char in EMPTY_CHARS
    return False


def _cell(char: str) -> str:
    if char in BLACK_CHARS:
        return "B"
    return "W" if char in WHITE_CHARS else "."


def _position(rows: list[_Row], to_move: Color | None) -> TextPosition:
    width = len(rows[0].cells)
    for row in rows[1:]:
        if len(row.cells) != width:
            column = row.cells[width][0] if len(row.cells) > width else row.cells[-1][0]
            raise TextPositionError(
                f"{len(row.cells)} points in this row, {width} in the first row", row.line, column
            )
    height = len(rows)
    if width > MAX_BOARD_SIZE or height > MAX_BOARD_SIZE:
        raise TextPositionError(
            f"a board of {width}x{height} points; at most {MAX_BOARD_SIZE} a side",
            rows[min(height, MAX_BOARD_SIZE + 1) - 1].line,
            1,
        )
    black: list[Point] = []
    white: list[Point] = []
    for y, row in enumerate(rows):
        for x, (_column, cell) in enumerate(row.cells):
            if cell == "B":
                black.append(Point(x, y))
            elif cell == "W":
                white.append(Point(x, y))
    return TextPosition(BoardSize.of(width, height), tuple(black), tuple(white), to_move)
