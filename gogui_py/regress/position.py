"""A test's position from our own core code, drawn as an SVG image for the reports.

:func:`board_at` replays the ``loadsgf`` record of a test (gogui_py.game reads it, the
main line only) and applies the board commands sent after it (``play``, ``undo``,
``clear_board``, ``boardsize``, handicap); :func:`board_svg` draws the board with the
expected points and the engine's answer marked. No Qt: the image is plain SVG text.

loadsgf's move number (GNU Go's ``gtp_loadsgf``, GTP v2 draft ``loadsgf``): the
record is replayed up to, not including, the move with that number; a vertex instead
of a number stops before the first move at that point. The replay is checked
against GNU Go 3.8's ``showboard`` on the corpus suites (tests/regress/test_position.py).
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gogui_py.game import Game, load_file
from gogui_py.game.node import Node
from gogui_py.go import Board, BoardSize, Color, Move, Point, handicap_points, star_points
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.regress.expect import vertices_in
from gogui_py.regress.model import Outcome, Position, TestResult
from gogui_py.sgf.errors import SgfError

CELL = 22
"""Pixels between two lines of the drawn board."""

MARGIN = 24
"""Pixels around the grid, room for the coordinates."""

LEGEND = 44
"""Pixels below the board for the legend (three lines)."""

EXPECTED_COLOR = "#1b9e3a"
REFUSED_COLOR = "#d12f2f"
ANSWER_COLOR = "#1f5fd1"


class PositionError(Exception):
    """The position cannot be drawn: the record is missing or unreadable."""


@dataclass(frozen=True)
class Diagram:
    """A test's board and what could not be applied to it.

    Attributes:
        board: the position the test ran on.
        notes: commands that could not be replayed (an illegal ``play``, a
            ``genmove`` whose answer is unknown), as texts.
    """

    board: Board
    notes: tuple[str, ...] = ()


def board_at(position: Position, folder: str | Path) -> Diagram:
    """The board of ``position``, its record read relative to ``folder`` (the ``.tst``
    file's folder).

    Raises:
        PositionError: when the record cannot be read or holds no game.
    """
    path = Path(folder) / position.sgf
    try:
        loaded = load_file(path)
    except (OSError, SgfError) as error:
        raise PositionError(f"cannot read {position.sgf}: {error}") from error
    if not loaded.games:
        raise PositionError(f"no game in {position.sgf}")
    game = Game(loaded.games[0])
    node = _stop_node(game.tree.root, game.tree.size, position)
    board = game.board(node)
    notes: list[str] = []
    history: list[Board] = []
    for command in position.commands:
        board = _apply(board, history, command, notes)
    return Diagram(board, tuple(notes))


def _stop_node(root: Node, size: BoardSize, position: Position) -> Node:
    """The last main-line node before move number ``position.move`` (or before the first
    move at ``position.stop_at``); the end of the main line when neither is given."""
    node = root
    moves = 0
    while node.children:
        child = node.children[0]
        move = child.move
        if move is not None:
            if position.move is not None and moves + 1 >= position.move:
                break
            if position.stop_at is not None and move.point is not None:
                with contextlib.suppress(ValueError):
                    if to_gtp(move.point, size) == position.stop_at.upper():
                        break
            moves += 1
        node = child
    return node


def _apply(board: Board, history: list[Board], command: str, notes: list[str]) -> Board:
    """``board`` after one board command (board_commands.py's list)."""
    words = command.split()
    name = words[0].lower()
    try:
        if name in ("play", "black", "white"):
            color_word, vertex = (words[1], words[2]) if name == "play" else (name, words[1])
            move = Move(Color.from_gtp(color_word), from_gtp(vertex, board.size))
            history.append(board)
            return board.play(move, check=False)
        if name in ("undo", "gg-undo"):
            steps = int(words[1]) if name == "gg-undo" and len(words) > 1 else 1
            for _ in range(min(steps, len(history))):
                board = history.pop()
            return board
        if name == "clear_board":
            history.clear()
            return Board.empty(board.size)
        if name == "boardsize":
            history.clear()
            return Board.empty(BoardSize.square(int(words[1])))
        if name == "fixed_handicap":
            return board.with_setup(handicap_points(int(words[1]), board.size))
        if name == "set_free_handicap":
            points = [from_gtp(vertex, board.size) for vertex in words[1:]]
            return board.with_setup([p for p in points if p is not None])
    except (IndexError, ValueError) as error:
        notes.append(f"{command}: {error}")
        return board
    notes.append(f"{command}: not drawn (the engine's choice is not known)")
    return board


def board_svg(
    board: Board,
    *,
    expected: Sequence[str] = (),
    refused: Sequence[str] = (),
    answered: Sequence[str] = (),
    title: str = "",
) -> str:
    """An SVG image of ``board`` (a ``<svg>`` element, UTF-8 text).

    Args:
        board: the position.
        expected: vertices the expected answer names (green rings).
        refused: vertices a negated expectation names (red crosses: not these).
        answered: vertices the engine's answer names (blue dots).
        title: the image's title (a tooltip in browsers).

    Vertices off the board or malformed are left out. Size: ``2 * MARGIN + CELL *
    (columns - 1)`` pixels wide, plus :data:`LEGEND` pixels of legend below.
    """
    size = board.size
    width = 2 * MARGIN + CELL * (size.width - 1)
    height = 2 * MARGIN + CELL * (size.height - 1)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height + LEGEND}" '
        f'viewBox="0 0 {width} {height + LEGEND}" font-family="sans-serif" font-size="10">',
        f"<title>{html.escape(title)}</title>",
        f'<rect width="{width}" height="{height}" fill="#dcb35c"/>',
    ]
    parts += _grid(size)
    for point, color in board.stones():
        x, y = _xy(point)
        fill, stroke = ("#111", "#000") if color is Color.BLACK else ("#fafafa", "#333")
        parts.append(
            f'<circle cx="{x}" cy="{y}" r="{CELL * 0.47:.1f}" fill="{fill}" stroke="{stroke}"/>'
        )
    for point in _points(expected, size):
        x, y = _xy(point)
        parts.append(
            f'<circle cx="{x}" cy="{y}" r="{CELL * 0.36:.1f}" fill="none" '
            f'stroke="{EXPECTED_COLOR}" stroke-width="3"/>'
        )
    for point in _points(refused, size):
        x, y = _xy(point)
        d = CELL * 0.3
        parts.append(
            f'<path d="M{x - d:.1f},{y - d:.1f}L{x + d:.1f},{y + d:.1f}M{x - d:.1f},{y + d:.1f}'
            f'L{x + d:.1f},{y - d:.1f}" stroke="{REFUSED_COLOR}" stroke-width="3"/>'
        )
    for point in _points(answered, size):
        x, y = _xy(point)
        parts.append(
            f'<circle cx="{x}" cy="{y}" r="{CELL * 0.2:.1f}" fill="{ANSWER_COLOR}" '
            'stroke="#fff" stroke-width="1"/>'
        )
    parts += _legend(height, expected, refused, answered)
    parts.append("</svg>")
    return "\n".join(parts)


def _xy(point: Point) -> tuple[int, int]:
    return MARGIN + CELL * point.x, MARGIN + CELL * point.y


def _points(vertices: Sequence[str], size: BoardSize) -> list[Point]:
    points: list[Point] = []
    for vertex in vertices:
        with contextlib.suppress(ValueError):
            point = from_gtp(vertex, size)
            if point is not None:
                points.append(point)
    return points


def _grid(size: BoardSize) -> list[str]:
    """Lines, star points and coordinates."""
    right = MARGIN + CELL * (size.width - 1)
    bottom = MARGIN + CELL * (size.height - 1)
    parts = ['<g stroke="#000" stroke-width="0.8">']
    for x in range(size.width):
        px = MARGIN + CELL * x
        parts.append(f'<line x1="{px}" y1="{MARGIN}" x2="{px}" y2="{bottom}"/>')
    for y in range(size.height):
        py = MARGIN + CELL * y
        parts.append(f'<line x1="{MARGIN}" y1="{py}" x2="{right}" y2="{py}"/>')
    parts.append("</g>")
    with contextlib.suppress(ValueError):
        for point in star_points(size):
            x, y = _xy(point)
            parts.append(f'<circle cx="{x}" cy="{y}" r="2.5" fill="#000"/>')
    parts.append('<g fill="#333" text-anchor="middle">')
    for x in range(size.width):
        px = MARGIN + CELL * x
        letter = to_gtp(Point(x, 0), size).rstrip("0123456789")
        parts.append(f'<text x="{px}" y="{MARGIN - 10}">{letter}</text>')
        parts.append(f'<text x="{px}" y="{bottom + 18}">{letter}</text>')
    for y in range(size.height):
        py = MARGIN + CELL * y + 3
        row = size.height - y
        parts.append(f'<text x="{MARGIN - 14}" y="{py}">{row}</text>')
        parts.append(f'<text x="{right + 14}" y="{py}">{row}</text>')
    parts.append("</g>")
    return parts


def _legend(
    top: int, expected: Sequence[str], refused: Sequence[str], answered: Sequence[str]
) -> list[str]:
    """Up to three lines below the board: what each colour marks."""
    lines = [
        (color, f"{label}: {' '.join(vertices)}")
        for color, label, vertices in (
            (EXPECTED_COLOR, "expected", expected),
            (REFUSED_COLOR, "not expected", refused),
            (ANSWER_COLOR, "answer", answered),
        )
        if vertices
    ]
    return [
        f'<text x="{MARGIN}" y="{top + 12 + 13 * i}" fill="{color}">{html.escape(text)}</text>'
        for i, (color, text) in enumerate(lines)
    ]


def result_svg(result: TestResult, folder: str | Path) -> str:
    """The image of a test's position with its expected and answered points marked.

    Args:
        result: a result whose test has a position.
        folder: the ``.tst`` file's folder (where its records are).

    Raises:
        PositionError: when the test has no position or its record cannot be read.
    """
    position = result.test.position
    if position is None:
        raise PositionError("the test has no loadsgf before it")
    diagram = board_at(position, folder)
    expectation = result.test.expectation
    wanted = vertices_in(expectation.pattern) if expectation is not None else []
    negated = expectation is not None and expectation.negated
    answered = [] if result.outcome is Outcome.ERROR else vertices_in(result.answer)
    return board_svg(
        diagram.board,
        expected=[] if negated else wanted,
        refused=wanted if negated else [],
        answered=[] if result.answer.startswith("?") else answered,
        title=f"{result.test.key}: {result.test.command}",
    )
