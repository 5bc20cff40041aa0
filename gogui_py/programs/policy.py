"""Playout policy and move priors of the bundled Go engine (heavy playouts).

After the light playouts of :func:`gogui_py.programs.playout.playout` (random
moves that fill no own eye), the engine plays "heavy" ones in the style of
MoGo (Gelly et al. 2006, "Modification of UCT with patterns in Monte-Carlo
Go") and Michi/Pachi (P. Baudis): each move is, in order of preference,

1. an atari fix near the last move (probability ``P_CAPTURE``): capture a
   group in atari next to it, or save an own group it put in atari by
   capturing a neighbour or extending out of atari;
2. a move matching a 3x3 shape pattern (hane, cut, edge moves: MoGo's
   patterns as listed in Michi) on a point next to the last move
   (probability ``P_PATTERN``);
3. a random move that fills no own eye, rejecting self-atari (always for
   groups of two stones or more, half of the time for a single stone).

:func:`priors` gives the tree's knowledge for new nodes from the same
heuristics, as virtual wins and visits (Michi's PRIOR_* values).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from gogui_py.programs.playout import BORDER, EMPTY, PASS, PlayoutBoard, geometry

P_CAPTURE = 0.9
P_PATTERN = 0.95

_PATTERNS = (
    ("XOX", "...", "???"),  # hane: enclosing hane
    ("XO.", "...", "?.?"),  # hane: non-cutting hane
    ("XO?", "X..", "x.?"),  # hane: magari
    (".O.", "X..", "..."),  # katatsuke or diagonal attachment
    ("XO?", "O.o", "?o?"),  # cut: unprotected cut
    ("XO?", "O.X", "???"),  # cut: peeped cut
    ("?X?", "O.O", "ooo"),  # cut: de
    ("OX?", "o.O", "???"),  # cut: keima
    ("X.?", "O.?", "  ?"),  # edge: chase
    ("OX?", "X.O", "   "),  # edge: block side cut
    ("?X?", "x.O", "   "),  # edge: block side connection
    ("?XO", "x.x", "   "),  # edge: sagari
    ("?OX", "X.O", "   "),  # edge: cut
)
"""MoGo's 3x3 patterns as Michi writes them: the centre is the move; X and O are
the two colours (either may be the mover), x "not X", o "not O", ``?`` anything,
space the edge."""

_CELL = {".": (EMPTY,), "X": (1,), "O": (2,), " ": (BORDER,), "?": (0, 1, 2, 3)}
_CELL |= {"x": (EMPTY, 2, BORDER), "o": (EMPTY, 1, BORDER)}


def _transforms(rows: tuple[str, ...]) -> set[tuple[str, ...]]:
    """The 16 variants of a pattern: rotations, reflections, colours swapped."""
    out: set[tuple[str, ...]] = set()
    swap = str.maketrans("XOxo", "OXox")
    current = rows
    for _ in range(4):
        current = tuple("".join(current[2 - c][r] for c in range(3)) for r in range(3))
        for variant in (current, tuple(row[::-1] for row in current)):
            out.add(variant)
            out.add(tuple(row.translate(swap) for row in variant))
    return out


@functools.cache
def pattern_table() -> bytearray:
    """A 65536-entry table: 1 for every 3x3 neighbourhood key (:func:`pattern_key`)
    that matches a pattern."""
    table = bytearray(1 << 16)
    for pattern in _PATTERNS:
        for rows in _transforms(pattern):
            cells = rows[0] + rows[1][0] + rows[1][2] + rows[2]
            keys = [0]
            for shift, char in enumerate(cells):
                keys = [k | value << (2 * shift) for k in keys for value in _CELL[char]]
            for key in keys:
                table[key] = 1
    return table


def pattern_key(color: list[int], p: int, s: int) -> int:
    """The 3x3 neighbourhood of ``p`` (stride ``s``) as 8 two-bit cells, top-left first."""
    return (
        color[p - s - 1]
        | color[p - s] << 2
        | color[p - s + 1] << 4
        | color[p - 1] << 6
        | color[p + 1] << 8
        | color[p + s - 1] << 10
        | color[p + s] << 12
        | color[p + s + 1] << 14
    )


def liberties(board: PlayoutBoard, r: int, limit: int) -> list[int]:
    """Up to ``limit`` distinct liberties of the group of stone ``r``."""
    color, nxt, neighbours = board.color, board.nxt, board.geo.neighbours
    found: list[int] = []
    s = r
    while True:
        for n in neighbours[s]:
            if color[n] == EMPTY and n not in found:
                found.append(n)
                if len(found) >= limit:
                    return found
        s = nxt[s]
        if s == r:
            return found


def atari_liberty(board: PlayoutBoard, r: int) -> int:
    """The only liberty of the group of stone ``r`` when it is in atari, else PASS.

    Fast paths from the pseudo-liberty count: a group in atari counts its liberty
    once per adjacent stone (at most 4 times); a single stone's count is exact.
    """
    r = board.gid[r]
    pseudo = board.libs[r]
    if pseudo > 4 or (pseudo > 1 and board.count[r] == 1):
        return PASS
    libs = liberties(board, r, 2)
    return libs[0] if len(libs) == 1 else PASS


def self_atari(board: PlayoutBoard, p: int, c: int) -> int:
    """The size of the group colour ``c`` would leave in atari by playing legal ``p``
    (0 when it keeps two liberties or captures something)."""
    color, gid, neighbours = board.color, board.gid, board.geo.neighbours
    around = neighbours[p]
    libs = [n for n in around if color[n] == EMPTY]
    if len(libs) >= 2:
        return 0
    size = 1
    seen: list[int] = []
    for n in around:
        cn = color[n]
        if cn == c:
            r = gid[n]
            if r in seen:
                continue
            seen.append(r)
            size += board.count[r]
            for lib in liberties(board, r, 3):
                if lib != p and lib not in libs:
                    libs.append(lib)
            if len(libs) >= 2:
                return 0
        elif cn not in (BORDER, EMPTY) and atari_liberty(board, n) != PASS:
            return 0
    return size


def _atari_fix(board: PlayoutBoard, c: int, last: int) -> int:
    """A capture or atari escape next to ``last`` (module docstring, rule 1), else PASS."""
    color, gid, neighbours = board.color, board.gid, board.geo.neighbours
    for q in (last, *neighbours[last]):
        cq = color[q]
        if cq in (EMPTY, BORDER):
            continue
        lib = atari_liberty(board, q)
        if lib == PASS:
            continue
        if cq != c:
            if board.legal(lib, c):
                return lib
            continue
        move = _counter_capture(board, gid[q], c)
        if move != PASS:
            return move
        if board.legal(lib, c) and not self_atari(board, lib, c):
            return lib
    return PASS


def _counter_capture(board: PlayoutBoard, r: int, c: int) -> int:
    """A capture of an opponent group in atari touching own group ``r``, else PASS."""
    color, nxt, neighbours = board.color, board.nxt, board.geo.neighbours
    other = 3 - c
    s = r
    while True:
        for n in neighbours[s]:
            if color[n] == other:
                lib = atari_liberty(board, n)
                if lib != PASS and board.legal(lib, c):
                    return lib
        s = nxt[s]
        if s == r:
            return PASS


def policy_move(board: PlayoutBoard, c: int, last: int, rnd: Callable[[], float]) -> int:
    """The heavy playout's move for colour ``c`` after ``last`` (module docstring)."""
    if last != PASS:
        if rnd() < P_CAPTURE:
            move = _atari_fix(board, c, last)
            if move != PASS:
                return move
        if rnd() < P_PATTERN:
            color, s = board.color, board.geo.stride
            table = pattern_table()
            around = (*board.geo.neighbours[last], *board.geo.diagonals[last])
            start = int(rnd() * 8)
            for i in range(8):
                p = around[(start + i) & 7]
                if (
                    color[p] == EMPTY
                    and table[pattern_key(color, p, s)]
                    and board.legal(p, c)
                    and not self_atari(board, p, c)
                ):
                    return p
    return random_move(board, c, rnd)


def random_move(board: PlayoutBoard, c: int, rnd: Callable[[], float]) -> int:
    """A random legal move that fills no own eye and is no self-atari (rule 3), else PASS."""
    empties = board.empties
    n = len(empties)
    start = int(rnd() * n)
    fallback = PASS
    for i in range(start - n, start):
        p = empties[i]
        if board.is_eye(p, c) or not board.legal(p, c):
            continue
        size = self_atari(board, p, c)
        if size == 0 or (size == 1 and rnd() < 0.5):
            return p
        if size == 1 and fallback == PASS:
            fallback = p
    return fallback


def heavy_playout(
    board: PlayoutBoard, c: int, last: int, rnd: Callable[[], float], first: list[int]
) -> int:
    """Play policy moves from ``board`` (changed in place), ``c`` to move after ``last``,
    until two passes or ``3 * size * size`` moves; ``first`` as in
    :func:`gogui_py.programs.playout.playout`. Returns the number of moves played."""
    limit = 3 * board.geo.size * board.geo.size
    passes = 0
    moves = 0
    place = board.place
    while passes < 2 and moves < limit:
        p = policy_move(board, c, last, rnd)
        if p == PASS:
            passes += 1
            board.ko = PASS
        else:
            passes = 0
            place(p, c)
            if not first[p]:
                first[p] = c
        last = p
        c = 3 - c
        moves += 1
    return moves


PRIOR_EVEN = 10
"""Virtual visits of every new node, half of them wins (Michi's PRIOR_EVEN)."""
PRIOR_CAPTURE = (15, 30)
"""Virtual wins and visits for a capture of one stone / of several (and atari escapes)."""
PRIOR_PATTERN = 10
PRIOR_SELF_ATARI = 10
"""Virtual losses for a self-atari."""
PRIOR_DISTANCE = (24, 22, 8)
"""Virtual wins and visits for a move at Manhattan distance 1, 2, 3 from the last one."""
PRIOR_EMPTY_AREA = 10
"""For a move with no stone within distance 3: losses on lines 1-2, wins on line 3."""


@functools.cache
def _areas(size: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Per board index: the points within Manhattan distance 3, and the line (1 = edge)."""
    geo = geometry(size)
    near: list[tuple[int, ...]] = [()] * len(geo.neighbours)
    line = [0] * len(geo.neighbours)
    for p in geo.points:
        y, x = divmod(p, geo.stride)
        near[p] = tuple(
            q for q in geo.points if 0 < abs(q // geo.stride - y) + abs(q % geo.stride - x) <= 3
        )
        line[p] = min(x, y, size + 1 - x, size + 1 - y)
    return tuple(near), tuple(line)


def _capture_moves(board: PlayoutBoard, c: int) -> dict[int, int]:
    """Move -> stones captured (or saved, for an own group in atari) by playing it."""
    color, gid, count = board.color, board.gid, board.count
    seen: set[int] = set()
    moves: dict[int, int] = {}
    for p in board.geo.points:
        cp = color[p]
        if cp == EMPTY or gid[p] in seen:
            continue
        r = gid[p]
        seen.add(r)
        lib = atari_liberty(board, r)
        if lib == PASS or not board.legal(lib, c):
            continue
        if cp == c and self_atari(board, lib, c):
            continue
        moves[lib] = moves.get(lib, 0) + count[r]
    return moves


def priors(board: PlayoutBoard, c: int, last: int, moves: Sequence[int]) -> list[tuple[int, int]]:
    """Virtual (visits, wins) of each of ``moves`` for colour ``c`` after ``last``
    (Michi's tree priors: even, capture, 3x3 pattern, self-atari, distance to the last
    move, empty area)."""
    near, line = _areas(board.geo.size)
    color, s = board.color, board.geo.stride
    table = pattern_table()
    captures = _capture_moves(board, c)
    ly, lx = divmod(last, s) if last != PASS else (-99, -99)
    out: list[tuple[int, int]] = []
    for p in moves:
        visits, wins = PRIOR_EVEN, PRIOR_EVEN // 2
        if p == PASS:
            out.append((visits, wins))
            continue
        captured = captures.get(p, 0)
        if captured:
            bonus = PRIOR_CAPTURE[0] if captured == 1 else PRIOR_CAPTURE[1]
            visits, wins = visits + bonus, wins + bonus
        if table[pattern_key(color, p, s)]:
            visits, wins = visits + PRIOR_PATTERN, wins + PRIOR_PATTERN
        if not captured and self_atari(board, p, c):
            visits += PRIOR_SELF_ATARI
        y, x = divmod(p, s)
        distance = abs(y - ly) + abs(x - lx)
        if distance <= 3:
            bonus = PRIOR_DISTANCE[distance - 1]
            visits, wins = visits + bonus, wins + bonus
        if all(color[q] == EMPTY for q in near[p]):
            if line[p] <= 2:
                visits += PRIOR_EMPTY_AREA
            elif line[p] == 3:
                visits, wins = visits + PRIOR_EMPTY_AREA, wins + PRIOR_EMPTY_AREA
        out.append((visits, wins))
    return out
