"""FF[1]-FF[3] board markup ``L`` and ``M`` -> FF[4] ``LB``, ``MA`` and ``TR``.

Source: SGF spec, "Converting old SGF files to FF[4]" (red-bean.com/sgf/converting.html):

- ``L`` (list of point) labels its points with upper-case letters in order:
  ``L[fg][es][jk]`` -> ``LB[fg:A][es:B][jk:C]``. Letters already used by an ``LB``
  of the same node are skipped, so that labels stay distinct;
- ``M`` (list of point, "simple board markup") becomes ``MA`` on an empty point and
  ``TR`` on a stone (GoGui reads every ``M`` as ``MA``; the spec's rule keeps the
  marked stone visible: a cross would hide it).

Only files of FF[1]-FF[3] are converted (:func:`is_old_format`): in FF[4], ``L`` and
``M`` are not defined and are kept as unknown properties. Values that are not points
of the board stay raw under their old identifier (reported by the caller).
"""

from __future__ import annotations

from collections.abc import Iterable

from gogui_py.game.markup import labels_of
from gogui_py.game.node import Node, execute
from gogui_py.go import Board, BoardSize, Point
from gogui_py.sgf.values import number_from_sgf, point_letters_from_sgf, point_letters_to_sgf

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def is_old_format(ff_values: list[str] | None) -> bool:
    """Whether a root's ``FF`` values (None: no FF) mean FF[1]-FF[3].

    No ``FF`` means FF[1] (FF[4] spec, property FF: "default 1"); an unreadable one
    is taken as FF[4] (nothing converted).
    """
    if not ff_values:
        return True
    try:
        return 1 <= number_from_sgf(ff_values[0]) <= 3
    except ValueError:
        return False


def _point(value: str, size: BoardSize) -> Point | None:
    try:
        xy = point_letters_from_sgf(value)
    except ValueError:
        return None
    if xy is None:
        return None
    point = Point(*xy)
    return point if size.contains(point) else None


def letters_to_labels(
    values: Iterable[str], label_values: Iterable[str], size: BoardSize
) -> tuple[list[str], list[str]]:
    """``L`` values -> (``LB`` values ``"pt:A"``..., values that are not points).

    ``label_values``: the node's raw ``LB`` values (their letters are skipped). Past the
    52 letters A-Z, a-z, the remaining points are returned as bad values.
    """
    taken = set(labels_of(label_values).values())
    free = (letter for letter in _LETTERS if letter not in taken)
    labels: list[str] = []
    bad: list[str] = []
    for value in values:
        point = _point(value, size)
        letter = next(free, None) if point is not None else None
        if point is None or letter is None:
            bad.append(value)
        else:
            labels.append(f"{point_letters_to_sgf(point.x, point.y)}:{letter}")
    return labels, bad


def mark_points(values: Iterable[str], size: BoardSize) -> tuple[list[Point], list[str]]:
    """``M`` values -> (points on the board, values that are not)."""
    points: list[Point] = []
    bad: list[str] = []
    for value in values:
        point = _point(value, size)
        if point is None:
            bad.append(value)
        elif point not in points:
            points.append(point)
    return points, bad


def place_marks(
    root: Node, size: BoardSize, plays_moves: bool, pending: list[tuple[Node, list[Point]]]
) -> None:
    """Add each pending ``M`` point to its node as ``TR`` (a stone there) or ``MA``.

    The position is the node's own (after its setup and move). Only the paths from
    ``root`` to the pending nodes are replayed, iteratively (any depth).
    """
    needed: set[int] = set()
    for node, _ in pending:
        walk: Node | None = node
        while walk is not None and id(walk) not in needed:
            needed.add(id(walk))
            walk = walk.parent
    boards: dict[int, Board] = {}
    stack = [(root, Board.empty(size))]
    while stack:
        node, before = stack.pop()
        board = boards[id(node)] = execute(before, node, plays_moves)
        stack.extend((child, board) for child in node.children if id(child) in needed)
    for node, points in pending:
        board = boards[id(node)]
        for point in points:
            ident = "MA" if board.get(point) is None else "TR"
            node.props.setdefault(ident, []).append(point_letters_to_sgf(point.x, point.y))


__all__ = ["is_old_format", "letters_to_labels", "mark_points", "place_marks"]
