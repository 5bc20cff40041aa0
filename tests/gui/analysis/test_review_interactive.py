"""Analyze Game with the bundled engine (``python -m gogui_py.programs.go``) keeps the
window interactive (issue 11): while it runs the user steps through the record and the
board shows each position, the event loop never stalls (the suite's generous bound; the
fine figures are benchmarks/bench_analysis.py's), and every node's result is stored."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from gogui_py.game.game import Game
from gogui_py.game.sgf_io import to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move, Point
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import MAX_STALL_MS, longest_stall, show

MOVES = 20


def random_record(path: Path, moves: int, seed: int = 11) -> Path:
    """A 9x9 SGF of ``moves`` random legal moves (refereed by our Go rules)."""
    size = BoardSize.square(9)
    game = Game(GameTree.new(size, 7.0))
    rng = random.Random(seed)
    points = [Point(x, y) for x in range(9) for y in range(9)]
    for _ in range(moves):
        board, color = game.board(), game.to_move()
        rng.shuffle(points)
        game.play(next(p for p in points if board.is_legal(Move(color, p))))
    path.write_text(to_sgf([game.tree]), encoding="utf-8")
    return path


def cell(cells: bytes, size: BoardSize, point: Point) -> Color | None:
    value = cells[point.y * size.width + point.x]
    return None if value == 0 else (Color.BLACK if value == 1 else Color.WHITE)


def test_the_user_steps_through_the_record_while_analyze_game_runs(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    record = random_record(tmp_path / "review.sgf", MOVES)
    engine = f"{sys.executable} -m gogui_py.programs.go --no-live-gfx --seed 3"
    window = make_window("--program", engine, "--computer-none", str(record))
    show(qtbot, window)
    room = window.analysis
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=30000)  # type: ignore[attr-defined]
    controller = window.controller
    controller.to_start()
    room.review.visits = 30
    messages: list[str] = []
    room.review.finished.connect(messages.append)
    room.graph_toggle.setChecked(True)  # built once a session (pyqtgraph): not metered
    steps_while_running = 0
    with longest_stall() as stall:
        window.analysis_link.actions.review.trigger()
        assert room.review.running
        while room.review.running and controller.game.current.children:
            controller.forward()  # the user steps on; the board shows the new position
            game = controller.game
            move = game.current.move
            assert move is not None and move.point is not None
            snapshot = window.board.snapshot()
            assert cell(snapshot.cells, game.tree.size, move.point) is move.color
            assert snapshot.last_move == move.point
            steps_while_running += room.review.running
            qtbot.wait(50)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: not room.review.running, timeout=120000)  # type: ignore[attr-defined]
        longest = stall()
    assert steps_while_running >= 3  # the stepping really overlapped the review
    assert messages == [f"Analyze Game done: {MOVES + 1} positions"]
    line = room.current_line()
    assert len(line) == MOVES + 1
    results = room.streaming.results
    assert all(node in results and results[node].candidates for node in line)
    assert all(results[node].candidates[0].visits >= 30 for node in line)
    assert longest < MAX_STALL_MS
