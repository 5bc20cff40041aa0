"""The bundled Go engine against a uniform-random player or GNU Go level 1.

Plays N games through real subprocesses (``python -m gogui_py.programs.go`` and
tests/engines/random_engine.py or ``gnugo --mode gtp --level 1``), alternating
colours, refereed here with :class:`gogui_py.go.Board`; a game ends with two
passes, a resignation or ``--max-moves``, and is scored by area. Against the
random player nothing is dead (it fills everything but single-point eyes, so
the final position is settled); against GNU Go its ``final_status_list dead``
removes the dead stones first. Prints wins and losses, the mean and maximum
genmove time of the engine and its playouts per second (from
``gomill-explain_last_move``). Targets: never lose to the random player (issue
4, issue 11); beat GNU Go level 1 in at least 1 of 10 9x9 games (issue 11);
genmove <= 2-3 s at the default level.

Also a playout-only figure: raw playouts per second on an empty 9x9 board.

Run: ``python benchmarks/bench_go_engine.py [--opponent random|gnugo] [--games N]
[--size 9] [--komi 7.5] [--playouts P] [--time S]``.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gogui_py.go import Board, BoardSize, Color, Move, score  # noqa: E402
from gogui_py.go.vertex import from_gtp, to_gtp  # noqa: E402
from gogui_py.gtp import GtpClient, find_gnugo  # noqa: E402
from gogui_py.gtp.engine_state import board_diagram  # noqa: E402
from gogui_py.programs.playout import BLACK, PlayoutBoard, playout  # noqa: E402

RANDOM_ENGINE = [sys.executable, str(ROOT / "tests" / "engines" / "random_engine.py")]
_PLAYOUTS = re.compile(r"after (\d+) playouts in ([\d.]+) s")


@dataclass
class GameRecord:
    """One refereed game: the winner, the moves and the engine's genmove times."""

    winner: Color | None
    result: str
    moves: list[Move]
    genmove_seconds: list[float] = field(default_factory=list)
    playouts: int = 0
    search_seconds: float = 0.0
    board: Board | None = None
    engine_color: Color | None = None


def go_engine_argv(*flags: str) -> list[str]:
    """Command line of the bundled engine."""
    return [sys.executable, "-m", "gogui_py.programs.go", *flags]


def play_game(
    engine: GtpClient,
    opponent: GtpClient,
    engine_color: Color,
    *,
    size: int,
    komi: float,
    max_moves: int = 400,
    dead_from: GtpClient | None = None,
) -> GameRecord:
    """Referee one game between two engines; ``engine``'s genmove times are measured.

    ``dead_from``: a program whose ``final_status_list dead`` names the dead stones
    at the end (default: nothing is dead).
    """
    board_size = BoardSize.square(size)
    for client in (engine, opponent):
        client.send("boardsize", str(size))
        client.send("clear_board")
        client.send("komi", f"{komi:g}")
    board = Board.empty(board_size)
    moves: list[Move] = []
    record = GameRecord(None, "", moves)
    color = Color.BLACK
    while len(moves) < max_moves:
        mover, other = (engine, opponent) if color is engine_color else (opponent, engine)
        start = time.perf_counter()
        answer = mover.send("genmove", color.to_gtp(), timeout=60).strip().lower()
        if mover is engine:
            record.genmove_seconds.append(time.perf_counter() - start)
            match = _PLAYOUTS.search(engine.send("gomill-explain_last_move"))
            if match:
                record.playouts += int(match.group(1))
                record.search_seconds += float(match.group(2))
        if answer == "resign":
            record.winner = color.opponent
            record.result = f"{color.opponent.value}+R"
            record.board = board
            return record
        move = Move(color, from_gtp(answer, board_size))
        board = board.play(move)  # IllegalMoveError: a referee failure, reported loudly
        moves.append(move)
        other.send("play", color.to_gtp(), to_gtp(move.point, board_size))
        if len(moves) >= 2 and moves[-1].is_pass and moves[-2].is_pass:
            break
        color = color.opponent
    record.board = board
    dead = []
    if dead_from is not None:
        answer = dead_from.send("final_status_list", "dead", timeout=60)
        dead = [from_gtp(word, board_size) for word in answer.split()]
    final = score(board, komi, [p for p in dead if p is not None])
    record.result = final.result_string()
    if final.area_result:
        record.winner = Color.BLACK if final.area_result > 0 else Color.WHITE
    return record


def raw_playouts_per_second(size: int = 9, seconds: float = 2.0) -> float:
    """Playouts per second on an empty board (copy, playout, score)."""
    base = PlayoutBoard.empty(size)
    rnd = random.Random(1).random
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = base.copy()
        playout(board, BLACK, rnd, [0] * len(board.color))
        board.score(7.0)
        count += 1
    return count / (time.perf_counter() - start)


def opponent_argv(opponent: str, game: int, *, chinese: bool = False) -> list[str]:
    """Command line of the opponent of game ``game`` (``random`` is seeded per game);
    ``chinese`` gives GNU Go ``--chinese-rules`` (area scoring: it fills the dame)."""
    if opponent == "gnugo":
        path = find_gnugo()
        if path is None:
            raise SystemExit("GNU Go not found (apt-get install -y gnugo)")
        rules = ["--chinese-rules"] if chinese else []
        return [path, "--mode", "gtp", "--level", "1", "--quiet", *rules]
    return [*RANDOM_ENGINE, "--seed", str(game)]


def parse_options() -> argparse.Namespace:
    """The command-line options (``--help``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--opponent", choices=("random", "gnugo"), default="random")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first-game", type=int, default=0, help="to split a run")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--komi", type=float, default=7.5)
    parser.add_argument("--seed", type=int, default=1, help="engine --seed")
    parser.add_argument("--playouts", type=int, default=None, help="engine --playouts")
    parser.add_argument("--time", type=float, default=None, help="engine --time")
    parser.add_argument("--verbose", action="store_true", help="print each final position")
    parser.add_argument("--chinese", action="store_true", help="GNU Go with --chinese-rules")
    return parser.parse_args()


def run_games(options: argparse.Namespace, engine: GtpClient) -> list[GameRecord]:
    """Play the games of ``options``, printing a line (and the board) after each."""
    records: list[GameRecord] = []
    for game in range(options.first_game, options.first_game + options.games):
        color = Color.BLACK if game % 2 == 0 else Color.WHITE
        argv = opponent_argv(options.opponent, game, chinese=options.chinese)
        with GtpClient(argv, timeout=60) as opponent:
            dead_from = opponent if options.opponent == "gnugo" else None
            record = play_game(
                engine, opponent, color, size=options.size, komi=options.komi, dead_from=dead_from
            )
        record.engine_color = color
        records.append(record)
        seconds = record.genmove_seconds
        print(
            f"game {game + 1}: engine {color.name_lower}, {record.result}, "
            f"{len(record.moves)} moves, genmove mean "
            f"{sum(seconds) / max(1, len(seconds)):.2f} s max {max(seconds, default=0.0):.2f} s",
            flush=True,
        )
        if options.verbose and record.board is not None:
            print(board_diagram(record.board), flush=True)
    return records


def main() -> None:
    options = parse_options()
    print(
        f"raw playouts/s on an empty {options.size}x{options.size}: "
        f"{raw_playouts_per_second(options.size):.0f}"
    )
    flags = ["--seed", str(options.seed)]
    if options.playouts is not None:
        flags += ["--playouts", str(options.playouts)]
    if options.time is not None:
        flags += ["--time", str(options.time)]
    with GtpClient(go_engine_argv(*flags)) as engine:
        records = run_games(options, engine)
    wins = sum(record.winner is record.engine_color for record in records)
    times = [seconds for record in records for seconds in record.genmove_seconds]
    playouts = sum(record.playouts for record in records)
    search_seconds = sum(record.search_seconds for record in records)
    print(
        f"vs {options.opponent}: {wins} wins, {options.games - wins} losses "
        f"of {options.games} ({wins / options.games:.0%})"
    )
    print(
        f"genmove: mean {sum(times) / len(times):.3f} s, max {max(times):.3f} s "
        f"over {len(times)} moves"
    )
    if search_seconds:
        print(f"search playouts/s (tree + playouts): {playouts / search_seconds:.0f}")


if __name__ == "__main__":
    main()
