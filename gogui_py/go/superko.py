"""Whole-board repetition: the superko rules and the no-result cycles of territory rules.

:class:`gogui_py.go.Board` checks the simple ko rule only (an immediate single-stone
recapture). Rule sets differ on longer repetitions (Sensei's Library "Superko";
KataGo's rules documentation):

- positional superko (Chinese as KGS and CGOS apply it, Tromp-Taylor, Ing/GOE, stone
  scoring): a move may not recreate any earlier whole-board arrangement of stones;
- situational superko (AGA, New Zealand, BGA): a move may not recreate an earlier
  arrangement with the same player to move next;
- simple ko (Japanese, Korean, territory scoring, unknown rules): repetition is
  legal, but a game stuck in a cycle (triple ko, eternal life...) has no result
  (Japanese rules 1989, article 12); :class:`PositionHistory` reports how often
  a position with the same player to move has occurred.

Positions are compared by their exact cells (``Board.cells`` bytes, hashed once each
by Python), so there are no hash collisions to worry about.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum

from gogui_py.go.board import Board
from gogui_py.go.color import Color


class KoRule(Enum):
    """Which repetitions a rule set forbids (module docstring)."""

    SIMPLE = "simple ko"
    POSITIONAL = "positional superko"
    SITUATIONAL = "situational superko"


_POSITIONAL = frozenset(
    (
        "area",
        "chinese",
        "china",
        "cn",
        "chinesekgs",
        "chineseogs",
        "tromptaylor",
        "tt",
        "goe",
        "ing",
        "ings",
        "inggoe",
        "sst",
        "stone",
        "stonescoring",
        "positional",
        "positionalsuperko",
        "superko",
    )
)
_SITUATIONAL = frozenset(
    (
        "aga",
        "agabutton",
        "american",
        "french",
        "bga",
        "british",
        "newzealand",
        "nz",
        "situational",
        "situationalsuperko",
    )
)


def ko_rule(rules: str) -> KoRule:
    """The ko rule of the rule set named ``rules`` (SGF ``RU`` free text, e.g.
    ``"Chinese"``, ``"tromp-taylor"``, ``"New Zealand"``, ``"Japanese"``).

    Case, spaces, ``-``, ``_`` and ``'`` do not matter. Chinese/area rules,
    Tromp-Taylor, Ing/GOE and stone scoring give :attr:`KoRule.POSITIONAL`; AGA,
    New Zealand and BGA :attr:`KoRule.SITUATIONAL`; Japanese, Korean, territory,
    an empty or unknown text :attr:`KoRule.SIMPLE` (nothing beyond the simple ko
    rule is forbidden for rules we cannot name).
    """
    key = "".join(ch for ch in rules.lower() if ch.isalnum())
    if key in _POSITIONAL:
        return KoRule.POSITIONAL
    if key in _SITUATIONAL:
        return KoRule.SITUATIONAL
    return KoRule.SIMPLE


def _situation(board: Board, to_move: Color) -> bytes:
    return board.cells + (b"B" if to_move is Color.BLACK else b"W")


class PositionHistory:
    """The positions of one game so far, for a ko rule.

    Start it with the position before the first move (after handicap stones), then
    :meth:`add` the position after every move, passes included. Each call costs one
    copy and hash of ``Board.cells`` (about a microsecond on 19x19).
    """

    def __init__(self, rule: KoRule, board: Board, to_move: Color) -> None:
        """``board``: the initial position; ``to_move``: the player to move on it."""
        self.rule = rule
        self._arrangements: set[bytes] = set()
        self._situations: Counter[bytes] = Counter()
        self.add(board, to_move)

    def add(self, board: Board, to_move: Color) -> int:
        """Record ``board`` with ``to_move`` to play next; return how many times that
        situation (arrangement and player to move) has now occurred (1 the first time)."""
        self._arrangements.add(board.cells)
        situation = _situation(board, to_move)
        self._situations[situation] += 1
        return self._situations[situation]

    def repeats(self, after: Board, mover: Color) -> bool:
        """True when ``mover``'s move producing ``after`` breaks the superko rule.

        Always False under :attr:`KoRule.SIMPLE` (``Board`` checks simple ko). A pass
        never breaks it: call this for stone moves only. ``after`` is the board the
        move makes (``board.play(move, check=False)`` of a simple-ko-legal move).
        """
        if self.rule is KoRule.POSITIONAL:
            return after.cells in self._arrangements
        if self.rule is KoRule.SITUATIONAL:
            return _situation(after, mover.opponent) in self._situations
        return False

    def occurrences(self, board: Board, to_move: Color) -> int:
        """How many times ``board`` with ``to_move`` to play has been recorded."""
        return self._situations[_situation(board, to_move)]
