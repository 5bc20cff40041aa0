"""What a diagram of a position shows, the way Go books print one.

:func:`diagram_for` takes the position at a node and, over a range of the moves that led
to it, writes move numbers on the stones of those moves: each point shows the first move
of the range played there, with that move's colour (a stone numbered in the range and
captured later in it still shows, as in Go books: the reader replays the captures). A
later move on a point already numbered, and a pass, cannot be drawn: it becomes a
:class:`Note` under the diagram ("12 at 5", "13 pass"). A setup node (AB, AW, AE) that
changes a numbered point afterwards cannot be replayed from the diagram: that point shows
the position (the setup's stone or nothing) and the move becomes a note ("2 at Q16
(removed by setup)"); a later move there is numbered again.
Moves are numbered from the root, passes included; ``MN`` (SGF FF[4] "MN") sets the
number of its node's move, as the board view does.
"""

from __future__ import annotations

from dataclasses import dataclass

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.sgf.values import number_from_sgf


@dataclass(frozen=True)
class Note:
    """A move of the range that the board cannot show.

    Attributes:
        number: the move's number.
        color: the move's colour.
        at: the number of the move whose stone shows on that point; ``None`` for a pass
            and for a removed stone.
        at_color: the colour of that stone (``None`` for a pass).
        removed_at: the GTP vertex (``"Q16"``) of a numbered stone that a later setup
            node removed or replaced; ``""`` otherwise.
    """

    number: int
    color: Color
    at: int | None = None
    at_color: Color | None = None
    removed_at: str = ""

    @property
    def text(self) -> str:
        """``"12 at 5"``, ``"13 pass"`` or ``"2 at Q16 (removed by setup)"``."""
        if self.removed_at:
            return f"{self.number} at {self.removed_at} (removed by setup)"
        return f"{self.number} pass" if self.at is None else f"{self.number} at {self.at}"


@dataclass(frozen=True)
class Diagram:
    """A position as a diagram shows it.

    Attributes:
        size: board dimensions.
        stones: ``(point, colour)`` of every stone shown, row-major from the top-left
            (the position, with the numbered stones of the range over it).
        numbers: ``(point, number)`` written on stones, in move order.
        notes: moves of the range not drawn on the board, in move order.
        marks: ``(point, kind)`` markup, kind one of CR SQ TR MA SL (empty without markup;
            a numbered stone shows its number only).
        labels: ``(point, text)`` labels (LB), on points without a number.
        arrows: ``(start, end)`` arrows (AR).
        lines: ``(start, end)`` lines (LN).
        to_move: the colour to play in the position.
        comment: the node's comment.
        mark_colors: ``(point, colour)``: the colour (a CSS colour, ``"#1b9e3a"``) of the
            mark at ``point``, where it is not the ink of the point (black, white on a
            black stone); empty for a record's markup.
        label_colors: ``(point, colour)``: the same for the label at ``point``.
    """

    size: BoardSize
    stones: tuple[tuple[Point, Color], ...]
    numbers: tuple[tuple[Point, int], ...] = ()
    notes: tuple[Note, ...] = ()
    marks: tuple[tuple[Point, str], ...] = ()
    labels: tuple[tuple[Point, str], ...] = ()
    arrows: tuple[tuple[Point, Point], ...] = ()
    lines: tuple[tuple[Point, Point], ...] = ()
    to_move: Color = Color.BLACK
    comment: str = ""
    mark_colors: tuple[tuple[Point, str], ...] = ()
    label_colors: tuple[tuple[Point, str], ...] = ()

    def color_at(self, point: Point) -> Color | None:
        """The colour of the stone shown at ``point``, ``None`` when empty."""
        return dict(self.stones).get(point)


def numbered_moves(game: Game, node: Node) -> list[tuple[Node, int]]:
    """The nodes with a move on the path to ``node`` and their move numbers (MN honoured)."""
    numbered: list[tuple[Node, int]] = []
    number = 0
    for step in game.path(node):
        if step.move is None:
            continue
        number = _mn(step, number + 1)
        numbered.append((step, number))
    return numbered


def numbered_points(
    game: Game, node: Node, last_count: int | None = None
) -> dict[Point, tuple[int, Color]]:
    """The latest numbered move on each point: point -> (move number, colour).

    Only the last ``last_count`` moves of the path count (``None``: all of them). A setup
    node (AB, AW, AE) on a point after its move clears the point's number, since the stone
    there is no longer that move's. The caller still checks that a stone of that colour
    stands there (captures are not followed).
    """
    numbered = numbered_moves(game, node)
    if last_count is not None:
        numbered = numbered[-last_count:] if last_count > 0 else []
    values = {id(step): value for step, value in numbered}
    latest: dict[Point, tuple[int, Color]] = {}
    for step in game.path(node):
        if step.has_setup and latest:
            for point in (*step.add_black, *step.add_white, *step.add_empty):
                latest.pop(point, None)
        move, value = step.move, values.get(id(step))
        if move is not None and value is not None and move.point is not None:
            latest[move.point] = (value, move.color)
    return latest


def diagram_for(
    game: Game,
    node: Node | None = None,
    *,
    numbers: tuple[int, int] | None = None,
    markup: bool = True,
) -> Diagram:
    """The diagram of the position at ``node`` (default: the current node).

    Args:
        game: the game.
        node: the node whose position is shown.
        numbers: ``(first, last)`` move numbers to write on the stones (both included;
            moves after ``node`` are not on its path and are left out); ``None`` for none.
        markup: whether the node's marks, labels, arrows and lines are shown.
    """
    node = game.current if node is None else node
    board = game.board(node)
    size = board.size
    shown: dict[Point, Color] = dict(board.stones())
    written: dict[Point, tuple[int, Color]] = {}
    notes: list[Note] = []
    if numbers is not None:
        written, notes = _numbers(game, node, numbers, size)
        shown.update((point, color) for point, (_, color) in written.items())
    found = game.markup(node) if markup else None
    width = size.width
    return Diagram(
        size=size,
        stones=tuple(sorted(shown.items(), key=lambda item: item[0].y * width + item[0].x)),
        numbers=tuple((point, number) for point, (number, _) in written.items()),
        notes=tuple(notes),
        marks=tuple(m for m in found.marks.items() if m[0] not in written) if found else (),
        labels=tuple(lb for lb in found.labels.items() if lb[0] not in written) if found else (),
        arrows=found.arrows if found is not None else (),
        lines=found.lines if found is not None else (),
        to_move=game.to_move(node),
        comment=node.comment,
    )


def _numbers(
    game: Game, node: Node, numbers: tuple[int, int], size: BoardSize
) -> tuple[dict[Point, tuple[int, Color]], list[Note]]:
    """The numbered points (point -> number, colour) and the notes, in move order."""
    first, last = numbers
    written: dict[Point, tuple[int, Color]] = {}
    notes: list[Note] = []
    number = 0
    for step in game.path(node):
        if step.has_setup and written:
            for changed in (*step.add_black, *step.add_white, *step.add_empty):
                gone = written.pop(changed, None)
                if gone is not None:
                    vertex = to_gtp(changed, size)
                    notes.append(Note(gone[0], gone[1], removed_at=vertex))
        move = step.move
        if move is None:
            continue
        number = _mn(step, number + 1)
        if not first <= number <= last:
            continue
        point = move.point
        if point is None or not size.contains(point):
            notes.append(Note(number, move.color))
        elif point in written:
            at, at_color = written[point]
            notes.append(Note(number, move.color, at, at_color))
        else:
            written[point] = (number, move.color)
    notes.sort(key=lambda note: note.number)
    return written, notes


def _mn(node: Node, default: int) -> int:
    """The move number set by ``MN`` on ``node``, else ``default`` (bad values ignored)."""
    values = node.props.get("MN")
    if values:
        try:
            return number_from_sgf(values[0])
        except ValueError:
            pass
    return default
