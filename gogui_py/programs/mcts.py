"""Monte-Carlo tree search with RAVE over :mod:`gogui_py.programs.playout`.

UCT (Kocsis and Szepesvari 2006) with the all-moves-as-first value blended in
as in MC-RAVE (Gelly and Silver 2007): a child's value is
``(1 - beta) * Q + beta * Q_amaf + C * sqrt(ln N / (n + 1))`` with
``beta = sqrt(K / (3 n + K))``. A leaf is expanded once visited
:attr:`SearchLimits.expand_visits` times; its children are the legal moves
that fill no own eye (a pass when there are none). The search stops at the
playout budget, the time limit, an interruption, when the most visited move
can no longer be overtaken, or when the game is decided (see
:class:`SearchLimits`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from gogui_py.programs.playout import PASS, PlayoutBoard, playout

RAVE_K = 600.0
EXPLORATION = 0.25
MARGIN_BONUS = 0.05
"""A playout's reward is 0.95 for a win, 0.05 for a loss, plus up to +-0.05 for the
margin (2 * score / points, clamped): once every move wins, bigger wins are preferred."""


@dataclass(frozen=True)
class SearchLimits:
    """When to stop: ``playouts`` simulations or ``seconds`` of wall time, whichever first.

    After a quarter of the budget (at least 256 playouts) the search also stops
    when the best move's win rate is above ``decided_rate`` or below
    ``1 - decided_rate``: the game is decided, more playouts change nothing.
    """

    playouts: int = 3000
    seconds: float = 1.5
    expand_visits: int = 2
    decided_rate: float = 0.97


@dataclass(frozen=True)
class SearchResult:
    """The outcome of a search.

    ``move`` is a board index or PASS; ``win_rate`` is the mean reward of the
    side to move with it (0..1: the winning chance within 0.05, see
    MARGIN_BONUS); ``pv`` the principal variation (board indices, first move
    first); ``moves`` (index -> (visits, win rate)) every root move.
    """

    move: int
    win_rate: float
    playouts: int
    seconds: float
    pv: tuple[int, ...]
    moves: dict[int, tuple[int, float]]


class Node:
    """A tree node; statistics are from the view of the player who moved into it."""

    __slots__ = ("amaf_visits", "amaf_wins", "children", "move", "visits", "wins")

    def __init__(self, move: int) -> None:
        self.move = move
        self.children: list[Node] | None = None
        self.visits = 0
        self.wins = 0.0
        self.amaf_visits = 0
        self.amaf_wins = 0.0

    def value(self, log_parent: float) -> float:
        """The selection value (see the module docstring)."""
        n = self.visits
        q = self.wins / n if n else 0.5
        amaf_n = self.amaf_visits
        q_amaf = self.amaf_wins / amaf_n if amaf_n else 0.5
        beta = math.sqrt(RAVE_K / (3 * n + RAVE_K))
        return (1 - beta) * q + beta * q_amaf + EXPLORATION * math.sqrt(log_parent / (n + 1))


def candidate_moves(board: PlayoutBoard, c: int) -> list[int]:
    """Legal moves of colour ``c`` that fill no own eye."""
    return [p for p in board.empties if not board.is_eye(p, c) and board.legal(p, c)]


class Search:
    """One search from ``board`` with ``color`` (1 black, 2 white) to move.

    Args:
        komi: komi in points.
        rng: the random generator (seeded by the caller for reproducible play).
        interrupted: polled between playouts; True stops the search.
    """

    def __init__(
        self,
        board: PlayoutBoard,
        color: int,
        komi: float,
        rng: random.Random,
        interrupted: Callable[[], bool] = lambda: False,
    ) -> None:
        self.board = board
        self.color = color
        self.komi = komi
        self.rng = rng
        self.interrupted = interrupted
        self.root = Node(PASS)
        self.root.children = [Node(p) for p in candidate_moves(board, color)] or [Node(PASS)]
        self.playouts = 0

    def run(self, limits: SearchLimits) -> SearchResult:
        """Search within ``limits`` and return the best move by visits."""
        start = time.perf_counter()
        deadline = start + limits.seconds
        while self.playouts < limits.playouts:
            self.simulate(limits.expand_visits)
            if self.playouts % 16 == 0 and (
                time.perf_counter() >= deadline
                or self.interrupted()
                or self._decided(limits.playouts - self.playouts)
                or self._settled(limits)
            ):
                break
        return self.result(time.perf_counter() - start)

    def _settled(self, limits: SearchLimits) -> bool:
        if self.playouts < max(256, limits.playouts // 4):
            return False
        children = self.root.children or []
        best = max(children, key=lambda child: child.visits)
        rate = best.wins / best.visits if best.visits else 0.5
        return rate > limits.decided_rate or rate < 1 - limits.decided_rate

    def _decided(self, remaining: int) -> bool:
        children = self.root.children or []
        if len(children) < 2:
            return self.playouts >= 16
        first, second = sorted((c.visits for c in children), reverse=True)[:2]
        return first - second > remaining

    def simulate(self, expand_visits: int) -> None:
        """One descent, expansion, playout and update."""
        board = self.board.copy()
        first = [0] * len(board.color)
        node = self.root
        path = [node]
        c = self.color
        while node.children is not None:
            log_parent = math.log(node.visits + 1)
            node = max(node.children, key=lambda child: child.value(log_parent))
            if node.move == PASS:
                board.ko = PASS
            else:
                board.place(node.move, c)
                if not first[node.move]:
                    first[node.move] = c
            path.append(node)
            c = 3 - c
            if node.children is None and node.visits >= expand_visits:
                node.children = [Node(p) for p in candidate_moves(board, c)] or [Node(PASS)]
                break
        playout(board, c, self.rng.random, first)
        margin = board.score(self.komi)
        bonus = MARGIN_BONUS * max(-1.0, min(1.0, 2 * margin / len(board.geo.points)))
        black_reward = (1 - MARGIN_BONUS if margin > 0 else MARGIN_BONUS) + bonus
        self.playouts += 1
        self._update(path, black_reward, first)

    def _update(self, path: list[Node], black_reward: float, first: list[int]) -> None:
        mover = 3 - self.color  # the player who moved into the root
        for node in path:
            node.visits += 1
            reward = black_reward if mover == 1 else 1 - black_reward
            node.wins += reward
            to_move = 3 - mover
            if node.children is not None:
                child_reward = 1 - reward
                for child in node.children:
                    move = child.move
                    if move != PASS and first[move] == to_move:
                        child.amaf_visits += 1
                        child.amaf_wins += child_reward
            mover = to_move

    def result(self, seconds: float) -> SearchResult:
        """The best root move by visits, its win rate and the principal variation."""
        children = self.root.children or [Node(PASS)]
        best = max(children, key=lambda child: (child.visits, child.wins))
        pv: list[int] = []
        node: Node | None = best
        while node is not None and node.visits > 0 and len(pv) < 12:
            pv.append(node.move)
            kids = node.children
            node = max(kids, key=lambda child: child.visits) if kids else None
        moves = {
            child.move: (child.visits, child.wins / child.visits)
            for child in children
            if child.visits
        }
        win_rate = best.wins / best.visits if best.visits else 0.5
        return SearchResult(best.move, win_rate, self.playouts, seconds, tuple(pv), moves)
