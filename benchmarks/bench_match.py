"""Match runner speed: overhead per move, parallel throughput, Dask cluster throughput.

Issue 12, "Speed". Three figures, on GNU Go level 0 against itself on 9x9 (komi 7.5,
both scoring):

1. *Runner overhead per move*: every GTP round trip of the engines (from writing a
   command to reading its whole answer: genmove, play, set-up, final_score, quit) is
   timed by wrapping ``Player.send``; that is the engines' time. A game's overhead is
   its wall time (``play_game``, engine start to engine exit) minus that, over its
   moves; the controller's own time (journal fsync, record, scheduling) is the
   match's wall time minus the games' wall times, spread over all moves. Median over
   the games (``--parallel 1``, one game at a time, nothing else in the way).
   Target: <= 2 ms median.
2. *Parallel throughput*: games per second with ``--parallel 2`` over ``--parallel
   1``. Target: >= 1.8x (this machine has 2 cores: the engines themselves need them).
3. *Cluster throughput*: the same match on an embedded ``LocalCluster`` of 2 worker
   processes (as ``--cluster local:2`` starts it, its default of two games in flight a
   worker) over ``--parallel 2``. Target: >= 0.9x. The cluster's start and close are
   timed apart and left out.

Figures 2 and 3 run in interleaved rounds (``--rounds``, default 4: in each round
``--parallel 1``, ``--parallel 2``, then the cluster), so a change of load on the
machine during the run falls on all three alike.

Run: ``python benchmarks/bench_match.py [--games N] [--rounds R] [--quick]``
(``--quick``: 12 games in 2 rounds, for a smoke run). Figures are printed with the
load average: other work on the machine shows in them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gogui_py.gtp import find_gnugo
from gogui_py.match import pool as pool_module
from gogui_py.match.config import MatchConfig, parse_config
from gogui_py.match.game import GameOutcome, GameTask
from gogui_py.match.journal import MatchFolder
from gogui_py.match.live import play_live
from gogui_py.match.player import Player
from gogui_py.match.runner import run_match

OVERHEAD_TARGET_MS = 2.0
PARALLEL_TARGET = 1.8
CLUSTER_TARGET = 0.9


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f}"


def match_config(games: int, name: str) -> MatchConfig:
    """GNU Go level 0 against itself, 9x9, ``games`` games."""
    gnugo = find_gnugo()
    if gnugo is None:
        sys.exit("GNU Go not found: install it as the README's test set-up does")
    argv = [gnugo, "--mode", "gtp", "--quiet", "--level", "0"]
    data = {
        "board_size": 9,
        "komi": 7.5,
        "games": games,
        "competitors": [
            {"label": "gnugo-a", "command": argv},
            {"label": "gnugo-b", "command": argv},
        ],
    }
    return parse_config(data, base=Path.cwd(), default_name=name)


class EngineClock:
    """Times every ``Player.send`` round trip, per game (thread-local: one game per
    thread)."""

    def __init__(self) -> None:
        self.local = threading.local()
        self.games: dict[str, tuple[float, int]] = {}  # game id -> (engine s, commands)

    def install(self) -> Callable[[], None]:
        """Wrap ``Player.send`` and the pool's game function; returns the undo."""
        original_send = Player.send
        original_play = play_live
        clock = self

        def send(self: Player, command: str, *args: str, timeout: float | None = None) -> str:
            start = time.perf_counter()
            try:
                return original_send(self, command, *args, timeout=timeout)
            finally:
                clock.local.seconds += time.perf_counter() - start
                clock.local.commands += 1

        def play(task: GameTask, match_folder: str) -> GameOutcome:
            clock.local.seconds, clock.local.commands = 0.0, 0
            outcome = original_play(task, match_folder)
            clock.games[task.game_id] = (clock.local.seconds, clock.local.commands)
            return outcome

        Player.send = send  # type: ignore[method-assign]
        namespace = vars(pool_module)  # LocalPool looks play_live up in its module
        namespace["play_live"] = play

        def undo() -> None:
            Player.send = original_send  # type: ignore[method-assign]
            namespace["play_live"] = original_play

        return undo


def timed_run(config: MatchConfig, folder: Path, **options: Any) -> tuple[float, list[GameOutcome]]:
    """Wall seconds of a whole run and its counted outcomes."""
    start = time.perf_counter()
    summary = run_match(config, MatchFolder(folder), **options)
    seconds = time.perf_counter() - start
    if summary.halted or summary.void:
        print(f"  warning: {summary.void} void games; halted: {summary.halted or 'no'}")
    return seconds, summary.outcomes


def overhead(games: int, work: Path) -> None:
    """Figure 1 (module docstring)."""
    print(f"1. runner overhead per move: {games} games, --parallel 1 ({load()})")
    clock = EngineClock()
    undo = clock.install()
    try:
        wall, outcomes = timed_run(match_config(games, "overhead"), work / "o", parallel=1)
    finally:
        undo()
    per_move_overhead, per_move_engine = [], []
    for outcome in outcomes:
        engine, _ = clock.games[outcome.game_id]
        moves = max(1, outcome.moves)
        per_move_overhead.append((outcome.seconds - engine) / moves * 1000)
        per_move_engine.append(engine / moves * 1000)
    moves = sum(o.moves for o in outcomes)
    controller = (wall - sum(o.seconds for o in outcomes)) / max(1, moves) * 1000
    median = statistics.median(per_move_overhead)
    commands = sum(c for _, c in clock.games.values())
    print(f"   {len(outcomes)} games, {moves} moves, {commands} GTP commands, {wall:.1f} s")
    print(
        f"   engines' own time per move: median {statistics.median(per_move_engine):.2f} ms"
        f" (GTP round trips)"
    )
    print(
        f"   runner overhead per move in the game: median {median:.3f} ms, "
        f"max {max(per_move_overhead):.3f} ms (engine start and exit included)"
    )
    print(f"   controller overhead per move (journal, record, scheduling): {controller:.3f} ms")
    total = median + controller
    verdict = "OK" if total <= OVERHEAD_TARGET_MS else "OVER"
    print(f"   total {total:.3f} ms per move: target <= {OVERHEAD_TARGET_MS} ms {verdict}")


def throughput(games: int, rounds: int, work: Path) -> None:
    """Figures 2 and 3 (module docstring): ``rounds`` rounds of ``--parallel 1``,
    ``--parallel 2`` and the cluster, ``games / rounds`` games each, interleaved so that
    a change of load on the machine falls on all three alike; ratios of the totals."""
    from gogui_py.cluster import start_local_cluster

    per_round = max(1, games // rounds)
    print(
        f"2./3. throughput: {rounds} rounds of {per_round} games of GNU Go level 0, 9x9, "
        f"each round --parallel 1, --parallel 2, LocalCluster of 2 workers ({load()})"
    )
    start = time.perf_counter()
    cluster = start_local_cluster(2)
    print(f"   LocalCluster start {time.perf_counter() - start:.2f} s (left out below)")
    totals = {"p1": [0.0, 0], "p2": [0.0, 0], "cluster": [0.0, 0]}
    try:
        for index in range(rounds):
            line = []
            for name, options in (
                ("p1", {"parallel": 1}),
                ("p2", {"parallel": 2}),
                ("cluster", {"cluster": cluster.scheduler_address}),
            ):
                config = match_config(per_round, f"{name}-{index}")
                wall, outcomes = timed_run(config, work / f"{name}-{index}", **options)
                totals[name][0] += wall
                totals[name][1] += len(outcomes)
                line.append(f"{name} {len(outcomes) / wall:.2f}")
            print(f"   round {index + 1}: games/s {', '.join(line)} ({load()})")
    finally:
        start = time.perf_counter()
        cluster.close()
        print(f"   LocalCluster close {time.perf_counter() - start:.2f} s")
    rates = {name: count / wall for name, (wall, count) in totals.items()}
    for name, (wall, count) in totals.items():
        print(f"   {name}: {int(count)} games in {wall:.1f} s, {rates[name]:.2f} games/s")
    ratio = rates["p2"] / rates["p1"]
    verdict = "OK" if ratio >= PARALLEL_TARGET else "UNDER"
    print(f"   --parallel 2 / --parallel 1: {ratio:.2f}x (target >= {PARALLEL_TARGET}x) {verdict}")
    ratio = rates["cluster"] / rates["p2"]
    verdict = "OK" if ratio >= CLUSTER_TARGET else "UNDER"
    print(f"   cluster / --parallel 2: {ratio:.2f}x (target >= {CLUSTER_TARGET}x) {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per throughput run")
    parser.add_argument("--rounds", type=int, default=4, help="interleaved rounds (figures 2, 3)")
    parser.add_argument("--overhead-games", type=int, default=20, help="games for figure 1")
    parser.add_argument("--quick", action="store_true", help="12 games, 6 for figure 1")
    options = parser.parse_args()
    games, overhead_games = options.games, options.overhead_games
    if options.quick:
        games, overhead_games, options.rounds = 12, 6, 2
    print(f"bench_match: {os.cpu_count()} CPUs, {load()}")
    with tempfile.TemporaryDirectory(prefix="bench-match-") as work:
        overhead(overhead_games, Path(work))
        throughput(games, options.rounds, Path(work))


if __name__ == "__main__":
    main()
