"""GUI overhead per move in a 9x9 GNU Go (level 1) engine-vs-engine game.

The game runs through the real GUI path: ``create_window`` with ``--computer-both``
on the offscreen platform (window shown, board painted), GNU Go attached as a
subprocess and driven from its bridge thread. Each move's *wall time* is the time
between two moves entering the game tree (``GameController.changed``).

The engine's own time per move is measured by replaying the same game in a raw GTP
session: the same GNU Go command with the same ``--seed``, fed the same command
sequence (``boardsize``, ``komi``, ``clear_board``, then ``genmove`` for each
move) over bare pipes, timing each ``genmove`` from the write to the end of its
response. With a fixed seed GNU Go plays the identical game (the script checks it),
so the *GUI overhead* of a move is its wall time minus that genmove time: the
bridge thread hops, the tree update, the redraw and any other GTP command the GUI
sends. Move 1 (which also carries the engine set-up commands) is printed but left
out of the statistics. Target: median overhead <= 5 ms.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_eve.py [--seed N] [--level N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gogui_py.go import BoardSize, Move
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp.gnugo import find_gnugo

TARGET_MS = 5.0
SIZE = 9
BOARD = BoardSize.square(SIZE)
KOMI = "6.5"
TIMEOUT_S = 120.0


@dataclass(frozen=True)
class GuiGame:
    """The moves of the GUI game, the wall time of each (s) and the GTP commands sent."""

    moves: list[Move]
    wall: list[float]
    commands: Counter[str]
    result: str


def gnugo_argv(level: int, seed: int) -> list[str]:
    """GNU Go in GTP mode; exits with a message when it is not installed."""
    path = find_gnugo()
    if path is None:
        sys.exit("GNU Go is not installed: run the README's set-up (gnugo)")
    return [path, "--mode", "gtp", "--quiet", "--level", str(level), "--seed", str(seed)]


def sent_commands(log_text: str) -> Counter[str]:
    """Command names in a GTP shell log (lines ``ID NAME ARGS``)."""
    names: Counter[str] = Counter()
    for line in log_text.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0].isdigit():
            names[words[1]] += 1
    return names


def play_gui_game(argv: Sequence[str]) -> GuiGame:
    """Run the engine-vs-engine game in a main window; returns its moves and timings."""
    import shlex

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gogui_py.gui.app import create_window, parse_args

    app = QApplication.instance() or QApplication([sys.argv[0]])
    command = shlex.join(argv)
    options = parse_args(
        ["--program", command, "--size", str(SIZE), "--komi", KOMI, "--computer-both"]
    )
    window = create_window(options)
    controller = window.controller
    stamps: list[float] = []
    moves: list[Move] = []

    def on_changed() -> None:
        path = controller.game.moves_to()
        if len(path) > len(moves):
            stamps.append(time.perf_counter())
            moves.extend(path[len(moves) :])

    controller.changed.connect(on_changed)
    window.session.game_ended.connect(lambda _result: QTimer.singleShot(0, lambda: app.exit(0)))
    start: list[float] = []

    def on_engine_changed() -> None:
        engine = window.session.engine
        if not start and engine is not None and engine.is_running:
            start.append(time.perf_counter())

    window.session.engine_changed.connect(on_engine_changed)
    QTimer.singleShot(round(TIMEOUT_S * 1000), lambda: app.exit(1))
    window.show()
    app.exec()
    page = window.shell.page("engine")
    if page is not None:
        page.poll()  # take the traffic not pulled by the shell's timer yet
    commands = sent_commands(page.log_text()) if page is not None else Counter()
    result = controller.info.result
    window.session.shutdown()
    controller._set_modified(False)  # no unsaved-changes prompt on close
    window.close()
    if not result:
        sys.exit(f"the game did not end within {TIMEOUT_S:g} s ({len(moves)} moves)")
    begin = start[0] if start else stamps[0]
    wall = [b - a for a, b in zip([begin, *stamps], stamps, strict=False)]
    return GuiGame(moves, wall, commands, result)


class RawSession:
    """GNU Go over bare pipes: write a line, read to the empty line; nothing else."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.process = subprocess.Popen(
            list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.stdin = self.process.stdin
        self.reader = open(self.process.stdout.fileno(), "rb", closefd=False)  # noqa: SIM115

    def send(self, line: str) -> str:
        self.stdin.write(line.encode() + b"\n")
        lines = []
        while (got := self.reader.readline()) not in (b"\n", b""):
            lines.append(got.decode())
        return "".join(lines).strip()

    def close(self) -> None:
        self.send("quit")
        self.stdin.close()
        self.process.wait()
        self.reader.close()
        assert self.process.stdout is not None
        self.process.stdout.close()


def raw_genmove_times(argv: Sequence[str], moves: Sequence[Move]) -> tuple[list[float], int]:
    """Seconds of each ``genmove`` replaying ``moves``; also how many answers differed."""
    session = RawSession(argv)
    times: list[float] = []
    differing = 0
    try:
        for line in (f"boardsize {SIZE}", f"komi {KOMI}", "clear_board"):
            session.send(line)
        for move in moves:
            color = move.color.to_gtp()
            begin = time.perf_counter()
            answer = session.send(f"genmove {color}")
            times.append(time.perf_counter() - begin)
            if from_gtp(answer.lstrip("= ").strip(), BOARD) != move.point:
                differing += 1
                session.send("undo")
                session.send(f"play {color} {to_gtp(move.point, BOARD)}")
    finally:
        session.close()
    return times, differing


def percentile(values: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]


def report_game(game: GuiGame, engine: list[float], differing: int) -> list[tuple[float, float]]:
    """Print the per-move table of one game; returns (engine s, overhead s) of counted moves."""
    print(f"{'move':>4} {'':7} {'wall ms':>8} {'engine ms':>9} {'GUI ms':>7}")
    counted: list[tuple[float, float]] = []
    for index, (move, wall, own) in enumerate(zip(game.moves, game.wall, engine, strict=True)):
        note = "  (with the set-up commands, not counted)" if index == 0 else ""
        print(
            f"{index + 1:4d} {move.color.to_gtp()} {to_gtp(move.point, BOARD):5} "
            f"{wall * 1000:8.2f} {own * 1000:9.2f} {(wall - own) * 1000:7.2f}{note}"
        )
        if index:
            counted.append((own, wall - own))
    median = statistics.median(gui for _, gui in counted) * 1000
    print(
        f"result {game.result}, {len(game.moves)} moves, GUI overhead median {median:.2f} ms; "
        f"raw replay answers that differed: {differing}"
    )
    print(
        "GTP commands sent by the GUI: "
        + ", ".join(f"{name} x{count}" for name, count in game.commands.most_common())
    )
    return counted


def summary(samples: list[tuple[float, float]]) -> bool:
    """Print median and p95 of engine time and GUI overhead; True when the target is met."""
    engine = [own * 1000 for own, _ in samples]
    overhead = [gui * 1000 for _, gui in samples]
    print(f"\n{len(samples)} moves counted")
    print(
        f"engine time per move:  median {statistics.median(engine):6.2f} ms, "
        f"p95 {percentile(engine, 0.95):6.2f} ms"
    )
    median = statistics.median(overhead)
    verdict = "OK" if median <= TARGET_MS else "MISSED"
    print(
        f"GUI overhead per move: median {median:6.2f} ms, p95 {percentile(overhead, 0.95):6.2f} ms"
        f"  (target: median <= {TARGET_MS:g} ms: {verdict})"
    )
    return median <= TARGET_MS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", type=int, default=1, help="GNU Go level (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="GNU Go random seed (default 1)")
    parser.add_argument("--games", type=int, default=3, help="games played (default 3)")
    options = parser.parse_args()
    samples: list[tuple[float, float]] = []
    for number in range(options.games):
        argv = gnugo_argv(options.level, options.seed + number)
        print(f"\ngame {number + 1}: {' '.join(argv)}")
        game = play_gui_game(argv)
        engine, differing = raw_genmove_times(argv, game.moves)
        samples += report_game(game, engine, differing)
    sys.exit(0 if summary(samples) else 1)


if __name__ == "__main__":
    main()
