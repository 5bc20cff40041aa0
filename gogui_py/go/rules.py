"""What the game side knows of a ruler: positions it answered, results, SGF game numbers.

A ruler is a GTP program that owns the rules of a game (../shared/specs/rulers.md).
This module is pure (stdlib and :mod:`gogui_py.go` only): :class:`RulerPosition`
is one position as the ruler described it, :class:`Rules` the interface the game
side uses (implemented by :class:`gogui_py.gtp.ruler.RulerSync`, so the game never
imports gtp), :func:`sgf_result` turns a ``gogui-rules_final_result`` sentence into
an SGF ``RE`` value and :func:`game_number` gives the SGF ``GM`` number of a game id.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol

from gogui_py.go.color import Color
from gogui_py.go.move import Move
from gogui_py.go.point import BoardSize, Point

EMPTY = 0
"""Cell value of an empty point (``.``)."""
BLACK = 1
"""Cell value of a black stone (``X``)."""
WHITE = 2
"""Cell value of a white stone (``O``)."""
REMOVED = 3
"""Cell value of a ``?`` cell: not part of the board (not drawn, never legal)."""


@dataclass(frozen=True, slots=True)
class RulerPosition:
    """One position as a ruler answered it (rulers.md "The commands").

    Attributes:
        size: the board in cells.
        hex: True for the hex geometry (``board_size`` answered ``N hex`` / ``W H hex``).
        cells: ``size.area`` bytes, row-major from the TOP-left (index ``y * width + x``
            for ``Point(x, y)``, y from the top): :data:`EMPTY`, :data:`BLACK`,
            :data:`WHITE` or :data:`REMOVED`.
        to_move: the side to move.
        legal: the legal points, without duplicates, in the ruler's order.
        pass_legal: True when the legal list has ``pass``.
        captured: (stones captured by Black, by White) when the ruler lists
            ``gogui-rules_captured_count``, else None.
        result: the ``gogui-rules_final_result`` text once the game is over, else "".
        gfx: the raw ``gogui-rules_board_gfx`` answer ("" when not listed).

    Raises:
        ValueError: when ``cells`` does not hold exactly ``size.area`` bytes.
    """

    size: BoardSize
    hex: bool
    cells: bytes
    to_move: Color
    legal: tuple[Point, ...]
    pass_legal: bool
    captured: tuple[int, int] | None = None
    result: str = ""
    gfx: str = ""

    def __post_init__(self) -> None:
        if len(self.cells) != self.size.area:
            raise ValueError(f"{len(self.cells)} cells for a {self.size} board")

    @property
    def game_over(self) -> bool:
        """True when no point is legal and passing is not either (the ruler's game end)."""
        return not self.legal and not self.pass_legal

    def is_legal(self, point: Point | None) -> bool:
        """Whether the side to move may play ``point`` (None = pass)."""
        if point is None:
            return self.pass_legal
        return point in self.legal

    def cell(self, point: Point) -> int:
        """The cell value at ``point`` (:data:`EMPTY` ... :data:`REMOVED`).

        Raises:
            ValueError: for a point off the board.
        """
        if not self.size.contains(point):
            raise ValueError(f"point {point} off a {self.size} board")
        return self.cells[point.y * self.size.width + point.x]


class Rules(Protocol):
    """What the game side needs from a ruler (implemented by ``gtp.ruler.RulerSync``).

    Calls may block on a program: make them off the GUI thread.
    """

    @property
    def game_id(self) -> str:
        """The ruler's ``gogui-rules_game_id`` (``Othello``)."""
        ...

    def position(self, moves: Sequence[Move]) -> RulerPosition:
        """The position after ``moves`` played from the initial (cleared) board."""
        ...


_RESULT = re.compile(r"([BW])\+(\d+(?:\.\d+)?|R|RESIGN|T|TIME|F|FORFEIT)?", re.IGNORECASE)
_REASONS = {"RESIGN": "R", "TIME": "T", "FORFEIT": "F"}
_PUNCTUATION = ".,;:!()[]\"'"


def sgf_result(text: str) -> str | None:
    """The SGF ``RE`` value ``text`` ends with, normalised; None when there is none.

    The last word of a ``gogui-rules_final_result`` answer (rulers.md "Rulers
    gogui-py ships"), surrounding punctuation removed: ``B+8``, ``W+`` (a win without
    a margin), ``W+3.5``, ``B+R``/``W+T``/``B+F`` (``Resign``/``Time``/``Forfeit``
    spelled out too), ``0`` and ``Draw`` (both give ``0``). The colour letter and
    reason are upper-cased: ``"white wins. w+r"`` -> ``"W+R"``. ``?`` and any
    other word give None (the caller records ``?``).
    """
    words = text.split()
    if not words:
        return None
    word = words[-1].strip(_PUNCTUATION)
    if word == "0" or word.lower() == "draw":
        return "0"
    match = _RESULT.fullmatch(word)
    if match is None:
        return None
    color, detail = match.group(1).upper(), (match.group(2) or "").upper()
    return f"{color}+{_REASONS.get(detail, detail)}"


GAME_NUMBERS: Mapping[str, int] = MappingProxyType(
    {
        "Go": 1,
        "Othello": 2,
        "Reversi": 2,
        "Chess": 3,
        "Gomoku": 4,
        "Renju": 4,
        "Nine men's morris": 5,
        "Backgammon": 6,
        "Chinese chess": 7,
        "Xiangqi": 7,
        "Shogi": 8,
        "Lines of action": 9,
        "Ataxx": 10,
        "Hex": 11,
        "Jungle": 12,
        "Neutron": 13,
        "Philosopher's football": 14,
        "Quadrature": 15,
        "Trax": 16,
        "Tantrix": 17,
        "Amazons": 18,
        "Octi": 19,
        "Gess": 20,
        "Twixt": 21,
        "Zertz": 22,
        "Plateau": 23,
        "Yinsh": 24,
        "Punct": 25,
        "Gobblet": 26,
        "Hive": 27,
        "Exxit": 28,
        "Hnefatafl": 29,
        "Kuba": 30,
        "Tripples": 31,
        "Chase": 32,
        "Tumbling down": 33,
        "Sahara": 34,
        "Byte": 35,
        "Focus": 36,
        "Dvonn": 37,
        "Tamsk": 38,
        "Gipf": 39,
        "Kropki": 40,
    }
)
"""SGF ``GM`` numbers (SGF FF[4] "GM") by game id as rulers answer it: capital first
letter, then lower case."""


def _game_key(game_id: str) -> str:
    return "".join(ch for ch in game_id.lower() if ch.isalnum())


_BY_KEY = {_game_key(name): number for name, number in GAME_NUMBERS.items()}


def game_number(game_id: str) -> int | None:
    """The SGF ``GM`` number of ``game_id``, or None when SGF numbers no such game.

    Case-insensitive; spaces, hyphens and apostrophes are ignored
    (``"LINES-OF-ACTION"`` -> 9).
    """
    return _BY_KEY.get(_game_key(game_id))
