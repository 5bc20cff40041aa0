"""A Go engine for the ko tests that plays a fixed list of moves, over and over.

Run as ``python move_list_engine.py VERTEX...``: each ``genmove`` answers the next
vertex of the list (GTP vertices, ``pass`` allowed), starting again at the first after
the last. It keeps a real board (GtpState: simple ko only, so it happily repeats
positions) and answers ``play`` and ``final_score`` like any engine.
"""

from __future__ import annotations

import sys
from itertools import cycle
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.engine import GtpEngine
from gogui_py.gtp.engine_state import GameState, GeneratedMove, GtpState


def main() -> None:
    vertices = cycle(sys.argv[1:] or ["pass"])

    def generate(state: GameState) -> GeneratedMove:
        return GeneratedMove(from_gtp(next(vertices), state.board.size))

    engine = GtpEngine("MoveList", "1.0")
    GtpState(generate, sizes=range(2, 26)).register(engine)
    engine.main()


if __name__ == "__main__":
    main()
