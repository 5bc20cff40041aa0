"""Analysis output of the bundled Go engine: lz-analyze lines and gfx (pure text).

``info`` lines follow Leela Zero's ``lz-analyze`` format (../shared/specs/gtp.md
"Streaming analysis"): one line of records ``info move V visits N winrate W
prior P lcb L order K pv V V ...``, most visited first (``order 0`` has the most
visits), with winrate, prior and lcb integers x10000 from the side to move's view.

What the win rates mean: a win rate is a mean playout reward (0..1, the winning
chance within 0.05, see :data:`gogui_py.programs.mcts.MARGIN_BONUS`). The first
record's (``order 0``) is the position's value, :attr:`gogui_py.programs.mcts.Search.value`:
the mean of all the search's playouts, which is what a review takes as the
position's win rate. The most visited move's own mean is biased for the side to
move (the greedy search keeps the move whose playouts went well by chance), by
several points at a few hundred playouts, so that consecutive positions' values
would alternate by side to move; the root's mean does not. The other records
give the move's own mean (the playouts through it). ``prior`` is the move's share
of the tree's prior knowledge (:func:`gogui_py.programs.policy.priors`); ``lcb``
the win rate less 1.96 standard errors of its playouts, at least 0.

The gfx texts follow ../shared/specs/analyze.md "gfx commands": ``INFLUENCE``
for ownership (black positive), ``LABEL`` (win rate in percent of the most
visited moves), ``VAR`` of the principal variation, ``TEXT`` a summary line.
"""

from __future__ import annotations

import math

from gogui_py.go import BoardSize
from gogui_py.go.vertex import to_gtp
from gogui_py.programs.mcts import Node, Search, principal_variation
from gogui_py.programs.playout import BLACK, PASS, Geometry

MAX_RECORDS = 10
"""Records per info line (the most visited moves)."""
MAX_LABELS = 8
"""Moves labelled by the best-moves gfx."""


def vertex(geo: Geometry, p: int) -> str:
    """The GTP vertex of board index ``p`` (``pass`` for PASS)."""
    return "pass" if p == PASS else to_gtp(geo.point_of(p), BoardSize.square(geo.size))


def lcb(node: Node) -> float:
    """Lower confidence bound of the node's win rate (normal approximation, >= 0)."""
    return lower_bound(node.win_rate, node.visits)


def lower_bound(q: float, n: int) -> float:
    """``q`` less 1.96 standard errors of a mean of ``n`` rewards (>= 0; 0 when n is 0)."""
    if not n:
        return 0.0
    return max(0.0, q - 1.96 * math.sqrt(max(q * (1 - q), 0.0025) / n))


def reported_win_rate(search: Search, node: Node, order: int) -> tuple[float, float]:
    """(win rate, lcb) of a record: the position's value for the first (``order`` 0),
    the move's own mean for the others (see the module docstring)."""
    if order == 0:
        return search.value, lower_bound(search.value, search.root.visits)
    return node.win_rate, lcb(node)


def info_line(search: Search) -> str:
    """The lz-analyze line of the search so far ("" before any playout)."""
    geo = search.board.geo
    children = search.root.children or []
    prior_total = sum(child.prior_wins for child in children) or 1
    records = []
    for order, node in enumerate(search.ranked()[:MAX_RECORDS]):
        pv = " ".join(vertex(geo, p) for p in principal_variation(node))
        rate, bound = reported_win_rate(search, node, order)
        records.append(
            f"info move {vertex(geo, node.move)} visits {node.visits} "
            f"winrate {round(rate * 10000)} "
            f"prior {round(node.prior_wins / prior_total * 10000)} "
            f"lcb {round(bound * 10000)} order {order} pv {pv}"
        )
    return " ".join(records)


def best_moves_gfx(search: Search) -> list[str]:
    """gfx lines: LABEL win rates of the most visited moves, VAR of the principal
    variation, TEXT with the win rate and playouts."""
    geo = search.board.geo
    ranked = [node for node in search.ranked() if node.move != PASS][:MAX_LABELS]
    lines: list[str] = []
    if ranked:
        labels = " ".join(f"{vertex(geo, n.move)} {round(n.win_rate * 100)}" for n in ranked)
        lines.append(f"LABEL {labels}")
    best = search.ranked()[:1]
    if best:
        colors = ("b", "w") if search.color == BLACK else ("w", "b")
        pv = principal_variation(best[0])
        moves = " ".join(f"{colors[i % 2]} {vertex(geo, p)}" for i, p in enumerate(pv))
        lines.append(f"VAR {moves}")
        lines.append(f"TEXT {summary(search)}")
    return lines


def summary(search: Search) -> str:
    """One line: the side to move's win rate (the position's value,
    :attr:`gogui_py.programs.mcts.Search.value`), playouts, PV."""
    geo = search.board.geo
    side = "Black" if search.color == BLACK else "White"
    best = search.ranked()[:1]
    if not best:
        return f"{side}: no playouts yet"
    pv = " ".join(vertex(geo, p) for p in principal_variation(best[0], 6))
    return f"{side} win rate {search.value:.1%} after {search.playouts} playouts, PV {pv}"


def ownership_values(search: Search) -> list[tuple[int, float]]:
    """(board index, ownership in [-1, 1], black positive) of every point."""
    owner = search.owner
    if owner is None or not search.playouts:
        return [(p, 0.0) for p in search.board.geo.points]
    return [(p, owner[p] / search.playouts) for p in search.board.geo.points]


def ownership_gfx(search: Search) -> list[str]:
    """gfx lines: one INFLUENCE line with every point's ownership (two decimals)."""
    geo = search.board.geo
    values = " ".join(f"{vertex(geo, p)} {value:.2f}" for p, value in ownership_values(search))
    return [f"INFLUENCE {values}"]
