"""A test's position from our own core code, drawn as an SVG image for the reports.

:func:`board_at` replays the ``loadsgf`` record of a test (gogui_py.game reads it, the
main line only) and applies the board commands sent after it (``play``, ``undo``,
``clear_board``, ``boardsize``, handicap); :func:`board_svg` draws the board with the
expected points and the engine's answer marked, through File > Export's SVG writer
(gogui_py.game.export): a square on each expected point (a cross for a negated
``[!...]`` pattern), an "A" on the answer, a legend below. No Qt: plain SVG text.

loadsgf's move number (GNU Go's ``gtp_loadsgf``, GTP v2 draft ``loadsgf``): the
record is replayed up to, not including, the move with that number; a vertex instead
of a number stops before the first move at that point. The replay is checked
against GNU Go 3.8's ``showboard`` on the corpus suites (tests/regress/test_position.py).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gogui_py.game import Game, load_file
from gogui_py.game.export.diagram import Diagram
from gogui_py.game.export.svg import to_svg
from gogui_py.game.node import Node
from gogui_py.go import Board, BoardSize, Color, Move, Point, handicap_points
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.regress.expect import vertices_in
from gogui_py.regress.model import Outcome, Position, TestResult
from gogui_py.sgf.errors import SgfError

CELL = 22
"""Pixels between two lines of the drawn board."""

ANSWER_LABEL = "A"
"""The label on the points of the engine's answer."""

EXPECTED_COLOR = "#1b9e3a"
REFUSED_COLOR = "#d12f2f"
ANSWER_COLOR = "#1f5fd1"


class PositionError(Exception):
    """The position cannot be drawn: the record is missing or unreadable."""


@dataclass(frozen=True)
class Replay:
    """A test's board and what could not be applied to it.

    Attributes:
        board: the position the test ran on.
        notes: commands that could not be replayed (an illegal ``play``, a
            ``genmove`` whose answer is unknown), as texts.
    """

    board: Board
    notes: tuple[str, ...] = ()


def board_at(position: Position, folder: str | Path) -> Replay:
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
    return Replay(board, tuple(notes))


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
    """An SVG image of ``board`` (a ``<svg>`` element, UTF-8 text), drawn by File >
    Export's writer (:func:`gogui_py.game.export.svg.to_svg`).

    Args:
        board: the position.
        expected: vertices the expected answer names (green squares).
        refused: vertices a negated expectation names (red crosses: not these).
        answered: vertices the engine's answer names (a blue "A").
        title: the image's title (a tooltip in browsers).

    Vertices off the board or malformed are left out of the board (the legend under it
    lists them all, one line per kind, in the kind's colour).
    """
    size = board.size
    shapes = dict.fromkeys(_points(refused, size), ("MA", REFUSED_COLOR))
    shapes.update(dict.fromkeys(_points(expected, size), ("SQ", EXPECTED_COLOR)))
    answers = _points(answered, size)
    diagram = Diagram(
        size=size,
        stones=tuple(board.stones()),
        marks=tuple((p, kind) for p, (kind, _) in shapes.items()),
        labels=tuple((p, ANSWER_LABEL) for p in answers),
        mark_colors=tuple((p, color) for p, (_, color) in shapes.items()),
        label_colors=tuple((p, ANSWER_COLOR) for p in answers),
    )
    legend = [
        (f"{name}: {' '.join(vertices)}", color)
        for color, name, vertices in (
            (EXPECTED_COLOR, "expected", expected),
            (REFUSED_COLOR, "not expected", refused),
            (ANSWER_COLOR, "answer", answered),
        )
        if vertices
    ]
    return to_svg(diagram, cell=CELL, title=title, legend=legend)


def _points(vertices: Sequence[str], size: BoardSize) -> list[Point]:
    points: list[Point] = []
    for vertex in vertices:
        with contextlib.suppress(ValueError):
            point = from_gtp(vertex, size)
            if point is not None and point not in points:
                points.append(point)
    return points


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
    replay = board_at(position, folder)
    expectation = result.test.expectation
    wanted = vertices_in(expectation.pattern) if expectation is not None else []
    negated = expectation is not None and expectation.negated
    answered = [] if result.outcome is Outcome.ERROR else vertices_in(result.answer)
    return board_svg(
        replay.board,
        expected=[] if negated else wanted,
        refused=wanted if negated else [],
        answered=[] if result.answer.startswith("?") else answered,
        title=f"{result.test.key}: {result.test.command}",
    )
