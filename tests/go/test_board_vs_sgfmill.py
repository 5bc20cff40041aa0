"""Cross-check: replay every node of real game records with our Board and sgfmill's.

sgfmill (a dev dependency) executes moves the FF[4] way: captures, then
self-capture; its ``play`` returns the simple-ko point. Our Board replays with
``check=False`` and must reach the same position and ko at every node.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sgfmill import boards, sgf

from gogui_py.go import Board, BoardSize, Color, Move, Point
from tests.conftest import corpus_dir

# Files sgfmill reads, with moves or setup stones; a mix of sources and sizes.
RECORDS = [
    "gnugo/9handicap.sgf",
    "gnugo/CrazyStone1.sgf",
    "gnugo/katsunari-gnugo2.W+4.sgf",
    "gnugo/nicklas12.sgf",
    "gnugo/reading10.sgf",
    "gnugo/trevor_42.sgf",
    "gogui/ff4_ex.sgf",
    "katrain/fox_sgf_error.sgf",
    "katrain/ogs.sgf",
    "katrain/panda1.sgf",
    "katrain/xmgt97.sgf",
    "pachi/2011-08-24-StoneGrid-pachi2.sgf",
    "pachi/joseki_34.sgf",
    "pachi/joseki_44.sgf",
    "pachi/josekifix.sgf",
    "regress/games/joseki01.sgf",
    "regress/games/rosebud4.sgf",
    "regress/games/scoring/score1.sgf",
    "regress/games/scoring/score14.sgf",
    "regress/games/tactics04.sgf",
    "sabaki/complex.sgf",
    "sabaki/no-ca.sgf",
    "sabaki/utf8bom.sgf",
]

_COLOR = {"b": Color.BLACK, "w": Color.WHITE}


def to_point(row_col: tuple[int, int], size: int) -> Point:
    row, col = row_col
    return Point(col, size - 1 - row)


def same_position(ours: Board, theirs: Any, size: int) -> bool:
    expected = bytearray(size * size)
    for colour, row_col in theirs.list_occupied_points():
        point = to_point(row_col, size)
        expected[point.y * size + point.x] = 1 if colour == "b" else 2
    return ours.cells == bytes(expected)


def step(node: Any, ours: Board, theirs: Any, size: int) -> tuple[Board, Any, Point | None]:
    """Apply the node's setup and move to both boards; returns sgfmill's ko point."""
    ko: Point | None = None
    if node.has_setup_stones():
        black, white, empty = node.get_setup_stones()
        ours = ours.with_setup(
            black=[to_point(p, size) for p in black],
            white=[to_point(p, size) for p in white],
            empty=[to_point(p, size) for p in empty],
        )
        assert theirs.apply_setup(black, white, empty), "setup left a dead group"
    colour, row_col = node.get_move()
    if colour is not None:
        point = None if row_col is None else to_point(row_col, size)
        ours = ours.play(Move(_COLOR[colour], point), check=False)
        if row_col is not None:
            ko_row_col = theirs.play(*row_col, colour)
            ko = None if ko_row_col is None else to_point(ko_row_col, size)
    return ours, theirs, ko


@pytest.mark.parametrize("name", RECORDS)
def test_every_node_matches_sgfmill(name: str) -> None:
    path: Path = corpus_dir(*name.split("/"))
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    size = game.get_size()
    stack = [(game.get_root(), Board.empty(BoardSize.square(size)), boards.Board(size))]
    nodes = 0
    while stack:
        node, ours, theirs = stack.pop()
        ours, theirs, ko = step(node, ours, theirs.copy(), size)
        nodes += 1
        assert same_position(ours, theirs, size), f"{name}: node {nodes} differs"
        assert (None if ours.ko is None else ours.ko.point) == ko, f"{name}: node {nodes} ko"
        stack.extend((child, ours, theirs) for child in node)
    assert nodes > 1
