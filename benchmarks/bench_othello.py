"""The bundled Othello opponent against a uniform-random player.

Plays N games with each colour in process (:class:`gogui_py.programs.othello.Othello`
is both the referee and the searcher; the random player picks uniformly among the
legal moves, passing only when forced). Prints the win rate (a draw counts as half),
the mean and maximum time of a ``genmove`` and the mean searched nodes a move.
Target (issue 5): win rate >= 90 % at the default depth.

Run: ``python benchmarks/bench_othello.py [--games N] [--depth D] [--size S] [--seed K]``
(N games per colour).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gogui_py.go import Color  # noqa: E402
from gogui_py.programs.othello import Othello  # noqa: E402


@dataclass
class GameRecord:
    """One game against the random player: the searcher's colour, result and move times."""

    color: Color
    result: str
    genmove_seconds: list[float] = field(default_factory=list)

    @property
    def score(self) -> float:
        """1 for a win of the searcher, 0.5 for a draw, 0 for a loss."""
        last = self.result.split()[-1]
        if last == "0":
            return 0.5
        return 1.0 if last.startswith(self.color.value + "+") else 0.0


def play_vs_random(
    color: Color, rng: random.Random, *, depth: int | None = None, size: int = 8
) -> GameRecord:
    """Play one full game: the searcher (``depth``, None = default) has ``color``."""
    game = Othello(size, depth)
    record = GameRecord(color, "")
    while legal := game.legal_moves():
        side = game.to_move()
        if side is color:
            start = time.perf_counter()
            move = game.genmove(side)
            record.genmove_seconds.append(time.perf_counter() - start)
        else:
            move = rng.choice(legal)
        game.play(side, move)
    record.result = game.result()
    return record


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games with each colour")
    parser.add_argument("--depth", type=int, default=None, help="search depth (default 4)")
    parser.add_argument("--size", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    rng = random.Random(options.seed)
    records = [
        play_vs_random(color, rng, depth=options.depth, size=options.size)
        for color in (Color.BLACK, Color.WHITE)
        for _ in range(options.games)
    ]
    times = [t for record in records for t in record.genmove_seconds]
    for color in (Color.BLACK, Color.WHITE):
        mine = [r for r in records if r.color is color]
        rate = sum(r.score for r in mine) / len(mine)
        print(f"as {color.name_lower}: {rate:.1%} of {len(mine)} games")
    total = sum(r.score for r in records) / len(records)
    print(f"win rate: {total:.1%} of {len(records)} games (size {options.size})")
    print(f"genmove: mean {sum(times) / len(times) * 1000:.1f} ms, max {max(times) * 1000:.0f} ms")
    print("target: win rate >= 90 %" + (" (met)" if total >= 0.9 else " (MISSED)"))


if __name__ == "__main__":
    main()
