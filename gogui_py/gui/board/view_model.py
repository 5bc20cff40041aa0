"""From a game to what the board shows: view settings and the :class:`BoardSnapshot` builder.

Pure functions (no Qt): :func:`snapshot_for` gathers the position of the
current node, its markup (:meth:`Game.markup`), its child variations as ghost
stones or letters, move numbers and highlighted points into one immutable
snapshot; :func:`points_in_text` finds the vertices named in a comment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from gogui_py.game.annotations import move_annotation
from gogui_py.game.export.diagram import numbered_points
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.board.snapshot import BLACK, WHITE, BoardSnapshot, Look
from gogui_py.sgf.values import point_list_from_sgf

VariationStyle = Literal["none", "ghosts", "letters"]
MoveNumberStyle = Literal["none", "last", "all"]

_CELL_OF_COLOR = {Color.BLACK: BLACK, Color.WHITE: WHITE}
_VERTEX = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,2})([0-9]{1,2})(?![A-Za-z0-9])")
_LOWER = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class ViewSettings:
    """How the board view presents a game.

    Attributes:
        variations: child variations of the current node as semi-transparent
            stones (``"ghosts"``), as letters a, b, c ... in child order
            (``"letters"``, as GoGui does), or not at all.
        move_numbers: numbers on the stones of the moves of the current path:
            none, the last :attr:`last_count` moves, or every move since the root.
        last_count: how many moves ``"last"`` numbers (>= 1; 0 or less shows none).
        coordinates: whether the board shows coordinate labels (used by the
            window for :meth:`BoardWidget.set_show_coordinates`; not part of the
            snapshot).
        look: the board's look (wood texture, plain colour, high contrast:
            :data:`~gogui_py.gui.board.snapshot.Look`).
        last_move: whether the last move is marked (a dot on its stone).
    """

    variations: VariationStyle = "ghosts"
    move_numbers: MoveNumberStyle = "none"
    last_count: int = 10
    coordinates: bool = True
    look: Look = "wood"
    last_move: bool = True


def snapshot_for(
    game: Game, settings: ViewSettings, highlighted: frozenset[Point] = frozenset()
) -> BoardSnapshot:
    """The snapshot of ``game`` at its current node.

    Contains the board after the current node, its move as the last move (unless
    ``settings.last_move`` is off), its move annotation (BM, TE, DO, IT), the board's
    look, the colour to play (hover stone;
    ``None`` for games other than Go), the node's markup, its children as ghosts or
    letters, the move numbers chosen by ``settings`` and the ``highlighted`` points that
    lie on the board.
    Variation letters give way to a label of the node's own markup on the same
    point; of two children on one point the first is shown.
    """
    node = game.current
    board = game.board(node)
    size = board.size
    markup = game.markup(node)
    move = node.move
    last = move.point if move is not None and move.point is not None else None
    labels = dict(markup.labels)
    ghosts: tuple[tuple[Point, Color], ...] = ()
    if settings.variations == "ghosts":
        ghosts = tuple(_child_moves(node, size).values())
    elif settings.variations == "letters":
        for point, letter in _child_letters(node, size).items():
            labels.setdefault(point, letter)
    return BoardSnapshot(
        size=size,
        cells=board.cells,
        last_move=last if last is not None and size.contains(last) and settings.last_move else None,
        to_move=game.to_move(node) if game.tree.is_go else None,
        marks=(*markup.marks.items(), *_territory(node, size)),
        labels=tuple(labels.items()),
        ghosts=ghosts,
        arrows=markup.arrows,
        lines=markup.lines,
        dimmed=markup.dimmed,
        numbers=move_numbers(game, node, settings, board.cells),
        highlighted=frozenset(p for p in highlighted if size.contains(p)),
        look=settings.look,
        annotation=_annotation(node, last, size),
    )


def _annotation(node: Node, last: Point | None, size: BoardSize) -> tuple[Point, str] | None:
    """``(point, kind)`` of the move annotation of ``node``'s move at ``last``, if any."""
    if last is None or not size.contains(last):
        return None
    move = move_annotation(node)
    return None if move is None else (last, move[0])


def _territory(node: Node, size: BoardSize) -> list[tuple[Point, str]]:
    """Territory markup TB/TW of ``node`` (SGF FF[4] Go properties), points on the board."""
    marks: list[tuple[Point, str]] = []
    for ident in ("TB", "TW"):
        values = node.props.get(ident)
        if not values:
            continue
        try:
            letters = point_list_from_sgf(values)
        except ValueError:
            continue
        marks += [(Point(x, y), ident) for x, y in letters if size.contains(Point(x, y))]
    return marks


def _child_moves(node: Node, size: BoardSize) -> dict[Point, tuple[Point, Color]]:
    """The first child move on each point: point -> (point, colour), in child order."""
    moves: dict[Point, tuple[Point, Color]] = {}
    for child in node.children:
        move = child.move
        if move is not None and move.point is not None and size.contains(move.point):
            moves.setdefault(move.point, (move.point, move.color))
    return moves


def variation_letter(index: int) -> str:
    """Letter of the child at ``index``: a..z, then A..Z, then numbers from 53."""
    if index < len(_LOWER):
        return _LOWER[index]
    if index < 2 * len(_LOWER):
        return _LOWER[index - len(_LOWER)].upper()
    return str(index + 1)


def _child_letters(node: Node, size: BoardSize) -> dict[Point, str]:
    """Point -> letter of the first child moving there; letters follow the child index."""
    letters: dict[Point, str] = {}
    for index, child in enumerate(node.children):
        move = child.move
        if move is not None and move.point is not None and size.contains(move.point):
            letters.setdefault(move.point, variation_letter(index))
    return letters


def move_numbers(
    game: Game, node: Node, settings: ViewSettings, cells: bytes
) -> tuple[tuple[Point, int], ...]:
    """Move numbers to write on the stones after ``node``, as ``(point, number)``.

    Moves are numbered from the root, passes included; ``MN`` (FF[4] "MN")
    sets the number of its node's move. ``"last"`` keeps the last
    ``last_count`` moves of the path, ``"all"`` every move. A point played
    several times shows its latest number, and only while a stone of that
    move's colour stands there and no setup node changed the point since
    (``cells`` is the board, row-major).
    """
    if settings.move_numbers == "none" or (
        settings.move_numbers == "last" and settings.last_count <= 0
    ):
        return ()
    count = settings.last_count if settings.move_numbers == "last" else None
    latest = numbered_points(game, node, count)
    size = game.tree.size
    width = size.width
    return tuple(
        (point, value)
        for point, (value, color) in latest.items()
        if size.contains(point) and cells[point.y * width + point.x] == _CELL_OF_COLOR[color]
    )


def points_in_text(text: str, size: BoardSize) -> frozenset[Point]:
    """Points named as GTP vertices (``D4``, ``q16``, any case) in ``text``.

    A vertex is a column (one letter, or two beyond 25 columns; no ``I``) and a
    row number standing alone (not inside a longer word or number). Vertices
    off a ``size`` board and malformed ones (``I5``) are left out.
    """
    points: set[Point] = set()
    for match in _VERTEX.finditer(text):
        try:
            point = from_gtp(match.group(0), size)
        except ValueError:
            continue
        if point is not None:
            points.add(point)
    return frozenset(points)
