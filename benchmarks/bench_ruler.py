"""Ruler cost of an Othello engine-vs-engine game through the GUI path (issue 5).

The game runs in a real main window (offscreen platform, board painted):
``--ruler`` the bundled Othello ruler, ``--program`` GRhino level 1
(``/usr/games/gtp-rhino``) playing both colours. Printed:

* ruler commands in total (start-up included: list_commands, name, version, game id,
  board size, clear_board) and per move — target <= 5 a move; GoGui 1.6 sends about
  222 a move (13,341 for a 60-move game, rulers.md);
* wall time from the moment both programs are attached to the end of the game, the
  time GRhino spent in ``genmove`` (measured around each genmove request on the
  engine's thread), and the difference: the overhead of the ruler, the GUI and the
  bridges — target <= 1 s for the game; GoGui 3.3 s.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_ruler.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GRHINO = "/usr/games/gtp-rhino"
TIMEOUT_S = 120.0
TARGET_COMMANDS = 5.0
TARGET_OVERHEAD_S = 1.0
GOGUI_COMMANDS_PER_MOVE = 222
GOGUI_WALL_S = 3.3


@dataclass(frozen=True)
class RulerGame:
    """One game: moves, ruler commands sent, wall and engine seconds, result."""

    moves: int
    commands: int
    wall: float
    engine: float
    result: str


def play_game() -> RulerGame:
    """Run one GRhino-vs-GRhino Othello game in a window with the bundled ruler."""
    import shlex

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gogui_py.gui.app import create_window, parse_args
    from gogui_py.gui.play import engine_moves

    app = QApplication.instance() or QApplication([sys.argv[0]])
    engine_seconds: list[float] = []
    original = engine_moves.genmove_request

    def timed_genmove(*args: object, **kwargs: object) -> Callable[..., object]:
        run = original(*args, **kwargs)  # type: ignore[arg-type]

        def timed(*inner: object) -> object:
            begin = time.perf_counter()
            try:
                return run(*inner)  # type: ignore[arg-type]
            finally:
                engine_seconds.append(time.perf_counter() - begin)

        return timed

    engine_moves.genmove_request = timed_genmove  # type: ignore[assignment]
    ruler_command = shlex.join([sys.executable, "-m", "gogui_py.programs.othello"])
    options = parse_args(
        ["--ruler", ruler_command, "--program", f"{GRHINO} --level 1", "--computer-both"]
    )
    window = create_window(options)
    start: list[float] = []

    def on_ready() -> None:
        engine = window.session.engine
        if not start and window.ruler.active and engine is not None and engine.is_running:
            start.append(time.perf_counter())

    window.ruler.changed.connect(on_ready)
    window.session.engine_changed.connect(on_ready)
    window.session.game_ended.connect(lambda _result: QTimer.singleShot(0, lambda: app.exit(0)))
    QTimer.singleShot(round(TIMEOUT_S * 1000), lambda: app.exit(1))
    window.show()
    app.exec()
    end = time.perf_counter()
    engine_moves.genmove_request = original
    sync = window.ruler.sync
    commands = sync.commands_sent if sync is not None else 0
    result = window.controller.info.result
    moves = window.controller.game.move_number()
    window.session.shutdown()
    window.ruler.shutdown()
    window.controller._set_modified(False)  # no unsaved-changes prompt on close
    window.close()
    if not result:
        sys.exit(f"the game did not end within {TIMEOUT_S:g} s ({moves} moves)")
    begin = start[0] if start else end
    return RulerGame(moves, commands, end - begin, sum(engine_seconds), result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="games to play (default 3)")
    options = parser.parse_args()
    if not Path(GRHINO).exists():
        sys.exit("GRhino is not installed: run the README's test command (./gogui.sh test)")
    games = [play_game() for _ in range(options.runs)]
    print(
        f"{'game':>4} {'moves':>5} {'ruler cmds':>10} {'per move':>8} {'wall s':>7} "
        f"{'engine s':>8} {'overhead s':>10} result"
    )
    for index, game in enumerate(games, 1):
        print(
            f"{index:4d} {game.moves:5d} {game.commands:10d} {game.commands / game.moves:8.2f} "
            f"{game.wall:7.3f} {game.engine:8.3f} {game.wall - game.engine:10.3f} {game.result}"
        )
    per_move = statistics.median(g.commands / g.moves for g in games)
    overhead = statistics.median(g.wall - g.engine for g in games)
    print(
        f"median: {per_move:.2f} ruler commands a move (target <= {TARGET_COMMANDS:g}; "
        f"GoGui ~{GOGUI_COMMANDS_PER_MOVE}), overhead {overhead:.3f} s a game "
        f"(target <= {TARGET_OVERHEAD_S:g} s; GoGui {GOGUI_WALL_S} s)"
    )


if __name__ == "__main__":
    main()
