"""The bundled Go engine's player: its settings, the Monte-Carlo move generator over
:mod:`gogui_py.programs.mcts` and heavy playouts, and the explanation of its moves.

Shared by the engine's command line (:mod:`gogui_py.programs.go`) and its analysis
commands (:mod:`gogui_py.programs.go_commands`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gogui_py.go import Board, BoardSize, Color, Point, score
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.engine import LiveGfx
from gogui_py.gtp.engine_state import GameState, GeneratedMove
from gogui_py.programs.go_analysis import best_moves_gfx
from gogui_py.programs.mcts import Progress, Search, SearchLimits, SearchResult, candidate_moves
from gogui_py.programs.playout import BLACK, PASS, WHITE, PlayoutBoard
from gogui_py.programs.policy import heavy_playout


@dataclass(frozen=True)
class Settings:
    """The engine's parameters (command-line options)."""

    seed: int
    playouts: int = 3000
    seconds: float = 3.0
    resign_threshold: float = 0.05
    resign_moves: int = 20
    claim_threshold: float = 0.99
    analyze_playouts: int = 20000
    """Playouts at most of one lz-analyze (it then waits for the next command)."""
    analyze_seconds: float = 300.0
    """Time cap of one lz-analyze, a safety net (analysis is bounded by playouts)."""
    ownership_playouts: int = 1000
    live_gfx: bool = True
    """Best moves so far on stderr (``gogui-gfx:`` blocks) while genmove thinks."""
    gfx_interval: float = 0.2
    """Seconds between two live gfx blocks at least."""


def _color_code(color: Color) -> int:
    return BLACK if color is Color.BLACK else WHITE


def _wins_by_area(board: Board, komi: float, color: Color) -> bool:
    result = score(board, komi).area_result
    return result > 0 if color is Color.BLACK else result < 0


class MonteCarloPlayer:
    """The move generator (see the module docstring)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.rng = random.Random(settings.seed)
        self.live = LiveGfx(settings.gfx_interval) if settings.live_gfx else None
        self.listener: Progress | None = None
        """Also called with the search every 64 playouts of a genmove (lz-genmove_analyze)."""
        self.last_search: Search | None = None
        """The search of the last genmove (None when it passed without one)."""

    def new_search(self, state: GameState, *, ownership: bool = False) -> Search:
        """A search of ``state`` for ``state.color`` (ko and last move included)."""
        board = state.board
        playout_board = PlayoutBoard.from_board(board)
        if board.ko is not None and board.ko.color is not state.color:
            playout_board.ko = PASS  # the ko binds the other colour only
        last = PASS
        if state.history and state.history[-1].point is not None:
            last = playout_board.geo.index_of(state.history[-1].point)
        code = _color_code(state.color)
        return Search(
            playout_board,
            code,
            state.komi,
            self.rng,
            state.interrupted,
            last=last,
            ownership=ownership,
        )

    def _progress(self, search: Search) -> None:
        if self.live is not None and self.live.due():
            self.live.show(best_moves_gfx(search))
        if self.listener is not None:
            self.listener(search)

    def __call__(self, state: GameState) -> GeneratedMove:
        board, color = state.board, state.color
        self.last_search = None
        search = self.new_search(state)
        playout_board = search.board
        if not candidate_moves(playout_board, search.color):
            return GeneratedMove(None, comment="No move left that fills no own eye: pass.")
        history = state.history
        if history and history[-1].is_pass and _wins_by_area(board, state.komi, color):
            return GeneratedMove(None, comment="Opponent passed and the area count wins: pass.")
        limits = SearchLimits(self.settings.playouts, state.move_time(self.settings.seconds))
        result = search.run(limits, self._progress)
        self.last_search = search
        comment = explain(result, playout_board, color)
        settings = self.settings
        if result.win_rate < settings.resign_threshold and len(history) >= settings.resign_moves:
            return GeneratedMove(resign=True, comment=comment)
        claim = state.claim_allowed and result.win_rate >= settings.claim_threshold
        point = None if result.move == PASS else playout_board.geo.point_of(result.move)
        return GeneratedMove(point, claim=claim, comment=comment)

    def dead_stones(self, state: GameState, playouts: int = 200) -> set[Point]:
        """Stones whose point the opponent owns at the end of most playouts (> 70 %)."""
        board = PlayoutBoard.from_board(state.board)
        geo = board.geo
        owned = [0] * len(board.color)
        for _ in range(playouts):
            final = board.copy()
            heavy_playout(
                final, _color_code(state.color), PASS, self.rng.random, [0] * len(board.color)
            )
            for p in geo.points:
                owner = final.color[p] or _eye_owner(final, p)
                if owner:
                    owned[p] += 1 if owner == BLACK else -1
        dead: set[Point] = set()
        for p in geo.points:
            stone = board.color[p]
            share = owned[p] / playouts
            if (stone == BLACK and share < -0.4) or (stone == WHITE and share > 0.4):
                dead.add(geo.point_of(p))
        return dead


def _eye_owner(board: PlayoutBoard, p: int) -> int:
    seen = {board.color[n] for n in board.geo.neighbours[p]} - {3}
    return seen.pop() if len(seen) == 1 else 0


def explain(result: SearchResult, board: PlayoutBoard, color: Color) -> str:
    """The gomill-explain_last_move text: win rate, playouts, time, PV, top moves."""
    geo = board.geo
    size = BoardSize.square(geo.size)

    def vertex(p: int) -> str:
        return "pass" if p == PASS else to_gtp(geo.point_of(p), size)

    top = sorted(result.moves.items(), key=lambda item: (-item[1][0], -item[1][1]))[:5]
    tops = ", ".join(f"{vertex(p)} {rate:.0%} ({visits})" for p, (visits, rate) in top)
    return (
        f"{color.name_lower.capitalize()} win rate {result.win_rate:.1%} "
        f"after {result.playouts} playouts in {result.seconds:.2f} s\n"
        f"PV: {' '.join(vertex(p) for p in result.pv)}\n"
        f"Top moves: {tops}"
    )
