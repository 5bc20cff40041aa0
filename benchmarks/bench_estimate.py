"""How good is Game > Estimate Score (issue 15)? Its methods on scored corpus games.

Takes every game of ../shared/corpus whose result is a score (``RE[B+3.5]``,
``RE[W+12.5]``; not resignations nor time), and from each the final position and the
position after 80 % of its moves. Runs each method on them and prints, per method and
stage, the mean and median absolute error of the estimated margin (Black minus White
minus komi) against the game's result, the share of positions whose winner it gets
right, the points left neutral, and the mean time per estimate in ms on 19x19 (and on a
9x9 middle game, timing only: the corpus has no scored 9x9 game).

Methods:

- ``bouzy``: :func:`gogui_py.go.estimate.estimate` (Bouzy 5/21 and its dead-stone guess);
- ``playout``: :func:`gogui_py.programs.ownership.playout_estimate` (random playouts:
  dead chains and territory from the mean ownership);
- ``combined``: dead stones from the playouts, territory by Bouzy's map without them;
- ``hybrid``: the playouts' dead stones and confident ownership, Bouzy's map (without
  the dead stones) for the rest; Bouzy's dead guesses are dead too unless the playouts
  give them to their own colour; the points still neutral go to the side whose live
  stones are strictly nearest, 3 steps at most (the default of Game > Estimate Score);
- ``hybrid-bz``: the same without the nearest-side fill
  (:func:`gogui_py.programs.ownership.nearest`);
- ``hybrid-ng``: the same without Bouzy's dead guesses.

The results were counted with the games' rules (mostly Japanese, territory) while the
estimate counts area: the two differ by a few points (prisoners, dame), which is part of
every method's error alike. Handicap games are counted as they are (komi as given).

Run: ``python benchmarks/bench_estimate.py [--playouts 200] [--corpus DIR] [--verbose]``.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gogui_py.game.game import Game  # noqa: E402
from gogui_py.game.sgf_io import load_file  # noqa: E402
from gogui_py.go import Board, Color  # noqa: E402
from gogui_py.go.estimate import Estimate, estimate  # noqa: E402
from gogui_py.programs.ownership import dead_chains, ownership, playout_estimate  # noqa: E402
from gogui_py.programs.playout import PASS, PlayoutBoard  # noqa: E402

SCORED = re.compile(r"^([BW])\+(\d+(?:\.\d+)?)$")
Method = Callable[[Board, float, Color, int], Estimate]


@dataclass(frozen=True)
class Position:
    """One position to estimate and the game's result (Black's margin)."""

    name: str
    stage: str
    board: Board
    komi: float
    to_move: Color
    result: float


def _combined(board: Board, komi: float, to_move: Color, playouts: int) -> Estimate:
    return estimate(board, komi, dead_chains(board, ownership(board, to_move, playouts)))


METHODS: dict[str, Method] = {
    "bouzy": lambda board, komi, _color, _playouts: estimate(board, komi),
    "playout": lambda board, komi, color, playouts: playout_estimate(
        board, komi, color, playouts, fill=False, guess=False
    ),
    "hybrid": playout_estimate,
    "hybrid-bz": lambda board, komi, color, playouts: playout_estimate(
        board, komi, color, playouts, reach=0
    ),
    "hybrid-ng": lambda board, komi, color, playouts: playout_estimate(
        board, komi, color, playouts, guess=False
    ),
    "combined": _combined,
}


def positions(corpus: Path) -> list[Position]:
    """The final and the 80 % position of each scored game of ``corpus`` (its first
    game tree only; files whose main line has fewer than 20 moves are skipped)."""
    found: list[Position] = []
    for path in sorted(corpus.rglob("*.sgf")):
        tree = load_file(path).games[0]
        match = SCORED.match(tree.info.result or "")
        if not tree.is_go or match is None:
            continue
        margin = float(match.group(2)) * (1 if match.group(1) == "B" else -1)
        game = Game(tree)
        game.to_end()
        moves = game.move_number()
        if moves < 20:
            continue
        name = str(path.relative_to(corpus))
        for stage, move in (("80%", moves * 4 // 5), ("final", moves)):
            game.go_to_move(move)
            board = game.board()
            found.append(Position(name, stage, board, tree.info.komi, game.to_move(), margin))
    return found


def nine_by_nine(moves: int = 40, seed: int = 9) -> Board:
    """A 9x9 middle game for timing: ``moves`` seeded random moves that fill no eye."""
    board = PlayoutBoard.empty(9)
    rng = random.Random(seed)
    color = 1
    for _ in range(moves):
        p = board.random_move(color, rng.random)
        if p != PASS:
            board.place(p, color)
        color = 3 - color
    return board.to_board()


def run(corpus: Path, playouts: int, verbose: bool) -> None:
    """Print the table described in the module docstring."""
    found = positions(corpus)
    games = len({p.name for p in found})
    print(f"{games} scored games, {len(found)} positions, {playouts} playouts\n")
    small = nine_by_nine()
    print(
        f"{'method':10} {'stage':6} {'MAE':>7} {'median':>7} {'winner':>7} "
        f"{'neutral':>7} {'ms 19x19':>9} {'ms 9x9':>7}"
    )
    for name, method in METHODS.items():
        for stage in ("80%", "final", "all"):
            chosen = [p for p in found if stage in ("all", p.stage)]
            errors, right, seconds, neutral = [], 0, 0.0, 0
            for position in chosen:
                start = time.perf_counter()
                found_estimate = method(position.board, position.komi, position.to_move, playouts)
                seconds += time.perf_counter() - start
                guess = found_estimate.result
                neutral += position.board.size.area - found_estimate.black - found_estimate.white
                errors.append(abs(guess - position.result))
                right += (guess > 0) == (position.result > 0)
                if verbose and stage != "all":
                    print(
                        f"  {name:8} {stage:5} {position.name:55} result {position.result:+7.1f}"
                        f" estimate {guess:+7.1f} dead {len(found_estimate.dead)}"
                    )
            start = time.perf_counter()
            method(small, 7.0, Color.BLACK, playouts)
            small_ms = (time.perf_counter() - start) * 1000
            print(
                f"{name:10} {stage:6} {sum(errors) / len(errors):7.1f} "
                f"{statistics.median(errors):7.1f} "
                f"{right / len(chosen):7.0%} {neutral / len(chosen):7.0f} "
                f"{seconds / len(chosen) * 1000:9.0f} {small_ms:7.1f}"
            )


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 1
    run(args.corpus, args.playouts, args.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
