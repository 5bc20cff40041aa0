"""Analysis output of the bundled Go engine: lz-analyze lines and gfx (pure text).

``info`` lines follow Leela Zero's ``lz-analyze`` format (../shared/specs/gtp.md
"Streaming analysis"): one line of records ``info move V visits N winrate W
prior P lcb L order K pv V V ...``, most visited first, with winrate, prior and
lcb integers x10000 from the side to move's view. ``prior`` is the move's share
of the tree's prior knowledge (:func:`gogui_py.programs.policy.priors`); ``lcb``
the win rate less 1.96 standard errors, at least 0.

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
    n = node.visits
    if not n:
        return 0.0
    q = node.win_rate
    return max(0.0, q - 1.96 * math.sqrt(max(q * (1 - q), 0.0025) / n))


def info_line(search: Search) -> str:
    """The lz-analyze line of the search so far ("" before any playout)."""
    geo = search.board.geo
    children = search.root.children or []
    prior_total = sum(child.prior_wins for child in children) or 1
    records = []
    for order, node in enumerate(search.ranked()[:MAX_RECORDS]):
        pv = " ".join(vertex(geo, p) for p in principal_variation(node))
        records.append(
            f"info move {vertex(geo, node.move)} visits {node.visits} "
            f"winrate {round(node.win_rate * 10000)} "
            f"prior {round(node.prior_wins / prior_total * 10000)} "
            f"lcb {round(lcb(node) * 10000)} order {order} pv {pv}"
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
    """One line: the side to move's win rate with the best move, playouts, PV."""
    geo = search.board.geo
    side = "Black" if search.color == BLACK else "White"
    best = search.ranked()[:1]
    if not best:
        return f"{side}: no playouts yet"
    pv = " ".join(vertex(geo, p) for p in principal_variation(best[0], 6))
    return f"{side} win rate {best[0].win_rate:.1%} after {search.playouts} playouts, PV {pv}"


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
