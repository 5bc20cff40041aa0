"""Monte-Carlo tree search with RAVE over heavy playouts (:mod:`gogui_py.programs.policy`).

MC-RAVE (Gelly and Silver 2007) in the form Pachi and Michi use: a child's
value is ``(1 - beta) * Q + beta * Q_amaf`` with
``beta = n_amaf / (n_amaf + n + n * n_amaf / RAVE_EQUIV)``, where ``Q`` and
``n`` include the prior's virtual wins and visits
(:func:`gogui_py.programs.policy.priors`); there is no separate exploration
term (the priors and RAVE spread the search). A leaf is expanded once visited
:attr:`SearchLimits.expand_visits` times; its children are the legal moves
that fill no own eye (a pass when there are none). The search stops at the
playout budget, the time limit, an interruption, when the most visited move
can no longer be overtaken, or when the game is decided (see
:class:`SearchLimits`). With ``ownership=True`` it also sums who owns each
point at the end of every playout (:attr:`Search.owner`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from gogui_py.programs.playout import BLACK, PASS, WHITE, PlayoutBoard
from gogui_py.programs.policy import heavy_playout, priors

RAVE_EQUIV = 3500.0
MARGIN_BONUS = 0.05
"""A playout's reward is 0.95 for a win, 0.05 for a loss, 0.5 for a jigo (an integer
komi), plus up to +-0.05 for the margin (2 * score / points, clamped): once every move
wins, bigger wins are preferred."""


def black_reward(margin: float, points: int) -> float:
    """Black's reward of a playout that ended ``margin`` points ahead (after komi)."""
    if margin == 0:
        return 0.5
    bonus = MARGIN_BONUS * max(-1.0, min(1.0, 2 * margin / points))
    return (1 - MARGIN_BONUS if margin > 0 else MARGIN_BONUS) + bonus


@dataclass(frozen=True)
class SearchLimits:
    """When to stop: ``playouts`` simulations or ``seconds`` of wall time, whichever first.

    After a quarter of the budget (at least 256 playouts) the search also stops
    when the best move's win rate is above ``decided_rate`` or below
    ``1 - decided_rate``: the game is decided, more playouts change nothing.
    """

    playouts: int = 3000
    seconds: float = 1.5
    expand_visits: int = 8
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
    """A tree node; statistics are from the view of the player who moved into it.

    ``prior_visits`` and ``prior_wins`` are the virtual ones of the prior knowledge.
    """

    __slots__ = (
        "amaf_visits",
        "amaf_wins",
        "children",
        "move",
        "prior_visits",
        "prior_wins",
        "visits",
        "wins",
    )

    def __init__(self, move: int, prior_visits: int = 0, prior_wins: int = 0) -> None:
        self.move = move
        self.children: list[Node] | None = None
        self.visits = 0
        self.wins = 0.0
        self.amaf_visits = 0
        self.amaf_wins = 0.0
        self.prior_visits = prior_visits
        self.prior_wins = prior_wins

    def value(self) -> float:
        """The selection value (see the module docstring)."""
        n = self.visits + self.prior_visits
        q = (self.wins + self.prior_wins) / n if n else 0.5
        amaf_n = self.amaf_visits
        if not amaf_n:
            return q
        beta = amaf_n / (amaf_n + n + n * amaf_n / RAVE_EQUIV)
        return (1 - beta) * q + beta * self.amaf_wins / amaf_n

    @property
    def win_rate(self) -> float:
        """Mean reward of the playouts through this node (0.5 before any)."""
        return self.wins / self.visits if self.visits else 0.5


def candidate_moves(board: PlayoutBoard, c: int) -> list[int]:
    """Legal moves of colour ``c`` that fill no own eye."""
    return [p for p in board.empties if not board.is_eye(p, c) and board.legal(p, c)]


Progress = Callable[["Search"], None]
"""Called by :meth:`Search.run` every ``progress_every`` playouts (live output)."""


class Search:
    """One search from ``board`` with ``color`` (1 black, 2 white) to move.

    Args:
        komi: komi in points.
        rng: the random generator (seeded by the caller for reproducible play).
        interrupted: polled between playouts; True stops the search.
        last: the last move played (a board index or PASS), for the playout policy
            and the priors.
        ownership: sum the owner of every point at the end of each playout.
    """

    def __init__(
        self,
        board: PlayoutBoard,
        color: int,
        komi: float,
        rng: random.Random,
        interrupted: Callable[[], bool] = lambda: False,
        *,
        last: int = PASS,
        ownership: bool = False,
    ) -> None:
        self.board = board
        self.color = color
        self.komi = komi
        self.rng = rng
        self.interrupted = interrupted
        self.last = last
        self.root = Node(PASS)
        self.root.children = self._children(board, color, last)
        self.playouts = 0
        self.owner: list[int] | None = [0] * len(board.color) if ownership else None
        self.started = time.perf_counter()

    def _children(self, board: PlayoutBoard, c: int, last: int) -> list[Node]:
        moves = candidate_moves(board, c)
        if not moves:
            return [Node(PASS)]
        children = [
            Node(p, visits, wins)
            for p, (visits, wins) in zip(moves, priors(board, c, last, moves), strict=True)
        ]
        self.rng.shuffle(children)  # ties are broken at random
        return children

    def run(
        self, limits: SearchLimits, progress: Progress | None = None, progress_every: int = 64
    ) -> SearchResult:
        """Search within ``limits`` and return the best move by visits; ``progress`` is
        called every ``progress_every`` playouts."""
        start = time.perf_counter()
        deadline = start + limits.seconds
        while self.playouts < limits.playouts:
            self.simulate(limits.expand_visits)
            if progress is not None and self.playouts % progress_every == 0:
                progress(self)
            if self.playouts % 16 == 0 and (
                time.perf_counter() >= deadline
                or self.interrupted()
                or self._decided(limits.playouts - self.playouts)
                or self._settled(limits)
            ):
                break
        return self.result(time.perf_counter() - start)

    def step(self, playouts: int, deadline: float, expand_visits: int = 8) -> None:
        """Up to ``playouts`` more simulations, fewer when ``time.perf_counter()`` passes
        ``deadline`` (for analysis that reports between steps)."""
        for _ in range(playouts):
            self.simulate(expand_visits)
            if time.perf_counter() >= deadline:
                break

    def _settled(self, limits: SearchLimits) -> bool:
        if self.playouts < max(256, limits.playouts // 4):
            return False
        best = max(self.root.children or [], key=lambda child: child.visits)
        rate = best.win_rate
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
        last = self.last
        while node.children is not None:
            node = max(node.children, key=Node.value)
            last = node.move
            if last == PASS:
                board.ko = PASS
            else:
                board.place(last, c)
                if not first[last]:
                    first[last] = c
            path.append(node)
            c = 3 - c
            if node.children is None and node.visits >= expand_visits:
                node.children = self._children(board, c, last)
                break
        heavy_playout(board, c, last, self.rng.random, first)
        reward = black_reward(board.score(self.komi), len(board.geo.points))
        self.playouts += 1
        if self.owner is not None:
            self._own(board)
        self._update(path, reward, first)

    def _own(self, board: PlayoutBoard) -> None:
        owner, color, neighbours = self.owner, board.color, board.geo.neighbours
        assert owner is not None
        for p in board.geo.points:
            cp = color[p]
            if cp == BLACK:
                owner[p] += 1
            elif cp == WHITE:
                owner[p] -= 1
            else:
                seen = 0
                for n in neighbours[p]:
                    seen |= 1 << color[n]
                seen &= 6
                if seen == 2:
                    owner[p] += 1
                elif seen == 4:
                    owner[p] -= 1

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

    @property
    def value(self) -> float:
        """The position's value for the side to move: the mean reward of all the
        search's playouts (0.5 before any).

        This, not the most visited move's :attr:`Node.win_rate`, is the position's
        win rate for a review. The search is greedy: a move keeps being chosen while
        its mean stays the highest, so the move that reaches N visits first is the one
        whose playouts went well by chance, and at a few hundred playouts its mean is
        some 6 points above what more playouts through it give (on 9x9 records). That
        bias favours the side to move, so the best moves' means of consecutive
        positions alternate by side to move by about 10 points; the root's mean is
        the same kind of average at every position and does not. It includes the
        playouts of the moves the search tried and left, so it can stay a little
        below the best move's true value when one move stands out.
        """
        root = self.root
        return 1 - root.wins / root.visits if root.visits else 0.5

    def ranked(self) -> list[Node]:
        """The root's children with visits, most visited first."""
        children = [child for child in self.root.children or [] if child.visits]
        return sorted(children, key=lambda child: (-child.visits, -child.wins))

    def result(self, seconds: float) -> SearchResult:
        """The best root move by visits, its win rate and the principal variation."""
        children = self.root.children or [Node(PASS)]
        best = max(children, key=lambda child: (child.visits, child.wins))
        moves = {child.move: (child.visits, child.win_rate) for child in children if child.visits}
        pv = principal_variation(best)
        return SearchResult(best.move, best.win_rate, self.playouts, seconds, pv, moves)


def principal_variation(node: Node, length: int = 12) -> tuple[int, ...]:
    """``node``'s move then the most visited path below it (up to ``length`` moves)."""
    pv: list[int] = []
    current: Node | None = node
    while current is not None and current.visits > 0 and len(pv) < length:
        pv.append(current.move)
        kids = current.children
        current = max(kids, key=lambda child: child.visits) if kids else None
    return tuple(pv)
