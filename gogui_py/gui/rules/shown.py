"""What the window shows of a ruler's game (rulers.md "What gogui-py MUST do").

A :class:`ShownPosition` is the ruler's position plus what the GUI knows around it:
whether dots on the legal points tell the player something in this game, and, when no
ruler of the record's game is attached, that the board is for reading only: the
position the ruler last reported for the node (or its nearest ancestor), never a
position computed by Go's rules, and no legal move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move
from gogui_py.go.rules import BLACK, GAME_NUMBERS, WHITE, RulerPosition

_BASE_FIELDS = tuple(f.name for f in fields(RulerPosition))


@dataclass(frozen=True, slots=True)
class ShownPosition(RulerPosition):
    """A :class:`RulerPosition` as the window shows it.

    Attributes (besides the ruler's):
        dots: a position of this game had at least a tenth of its empty cells illegal
            (Othello from its first move): dots on the legal points inform in every
            position of it, the endgame too (:func:`gogui_py.gui.rules.view.legal_dots_inform`).
        detached: no ruler of the record's game is attached: ``legal`` is empty and
            ``pass_legal`` False (moves are refused), the board is for reading.
        game: the record's game name (detached positions).
        behind: detached positions: moves between the node and the position shown
            (0: the node's own; -1: the ruler reported none on its path, the cells are
            the record's setup stones).
        over: detached positions: the game was over at the position shown.
    """

    dots: bool = False
    detached: bool = False
    game: str = ""
    behind: int = 0
    over: bool = False

    @property
    def game_over(self) -> bool:
        """As :attr:`RulerPosition.game_over`; a detached position keeps the ruler's word."""
        return self.over if self.detached else not self.legal and not self.pass_legal


def shown(position: RulerPosition, **extra: object) -> ShownPosition:
    """``position`` as a :class:`ShownPosition` with the ``extra`` fields set (the others
    of a :class:`ShownPosition` kept)."""
    values: dict[str, object] = {name: getattr(position, name) for name in _BASE_FIELDS}
    if isinstance(position, ShownPosition):
        values.update(dots=position.dots, detached=position.detached, game=position.game)
    values.update(extra)
    return ShownPosition(**values)  # type: ignore[arg-type]


def game_name(tree: GameTree) -> str:
    """The game of ``tree`` as the user knows it: its game id, "Go", the first game SGF
    numbers with its ``GM`` (GM[2] without a game id is Othello), else ``GM[n]``."""
    if tree.game_id:
        return tree.game_id
    if tree.is_go:
        return "Go"
    names = [name for name, number in GAME_NUMBERS.items() if number == tree.game_number]
    return names[0] if names else f"GM[{tree.game_number}]"


def illegal_enough(position: RulerPosition) -> bool:
    """True when at least a tenth of the empty cells of ``position`` are illegal (Othello:
    4 legal of 60 at the start); not in Gomoku or Hex, where every empty cell is legal,
    nor in Renju, where only a few points are forbidden to Black."""
    empty = position.cells.count(0)
    return bool(position.legal) and (empty - len(position.legal)) * 10 >= empty


def detached_position(
    game: Game,
    reported: Callable[[BoardSize, tuple[Move, ...]], RulerPosition | None],
    node: Node | None = None,
) -> ShownPosition:
    """The read-only position after ``node`` (default: current) of ``game`` when its
    ruler is not attached: the last one ``reported(size, moves)`` knows on the path to
    the node (the node's own first), else the record's setup stones on an empty board."""
    node = game.current if node is None else node
    size = game.tree.size
    moves: Sequence[Move] = game.moves_to(node)
    name = game_name(game.tree)
    for behind in range(len(moves) + 1):
        position = reported(size, tuple(moves[: len(moves) - behind]))
        if position is not None:
            return shown(
                position,
                legal=(),
                pass_legal=False,
                detached=True,
                game=name,
                behind=behind,
                over=position.game_over,
            )
    board = game.board(node)
    values = {Color.BLACK: BLACK, Color.WHITE: WHITE}
    cells = bytearray(size.area)
    for point, color in board.stones():
        if size.contains(point):
            cells[point.y * size.width + point.x] = values[color]
    return ShownPosition(
        size,
        name.lower() == "hex" or game.tree.game_number == GAME_NUMBERS["Hex"],
        bytes(cells),
        game.to_move(node),
        (),
        False,
        detached=True,
        game=name,
        behind=-1,
    )
