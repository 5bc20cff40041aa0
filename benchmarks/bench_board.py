"""Benchmark Board.play(): random legal 19x19 games of 300 moves, replayed 50 times.

Run: ``.venv/bin/python benchmarks/bench_board.py``. Prints microseconds per
play() call over all moves, and for a no-capture move in a mid-game position.
"""

from __future__ import annotations

import random
import time

from gogui_py.go import Board, BoardSize, Color, Move, Point

SIZE = BoardSize.square(19)
GAMES = 50
MOVES = 300


def random_game(rng: random.Random) -> list[Move]:
    """A random sequence of legal moves (a pass when no legal point is found quickly)."""
    board = Board.empty(SIZE)
    moves: list[Move] = []
    color = Color.BLACK
    points = SIZE.points()
    for _ in range(MOVES):
        move = Move.pass_(color)
        for _attempt in range(50):
            candidate = Move(color, rng.choice(points))
            if board.is_legal(candidate):
                move = candidate
                break
        board = board.play(move)
        moves.append(move)
        color = color.opponent
    return moves


def replay_seconds(moves: list[Move]) -> float:
    """Wall time to play ``moves`` on an empty board with rule checks."""
    board = Board.empty(SIZE)
    start = time.perf_counter()
    for move in moves:
        board = board.play(move)
    return time.perf_counter() - start


def mid_game_play_seconds(repeats: int) -> float:
    """Time of one no-capture play on a position of about 150 stones."""
    rng = random.Random(7)
    board = Board.empty(SIZE)
    for move in random_game(rng)[:150]:
        board = board.play(move)
    move = next(
        Move(Color.BLACK, p)
        for p in SIZE.points()
        if board.is_legal(Move(Color.BLACK, p))
        and not board.play(Move(Color.BLACK, p)).captured_last
    )
    start = time.perf_counter()
    for _ in range(repeats):
        board.play(move)
    return (time.perf_counter() - start) / repeats


def main() -> None:
    rng = random.Random(2024)
    games = [random_game(rng) for _ in range(GAMES)]
    total = sum(replay_seconds(moves) for moves in games)
    plays = GAMES * MOVES
    passes = sum(move.is_pass for moves in games for move in moves)
    print(f"{GAMES} random games, {passes} of the {plays} moves are passes")
    print(f"{plays} play() calls: {total / plays * 1e6:.2f} us per play (19x19, checked)")
    print(f"mid-game no-capture play(): {mid_game_play_seconds(20000) * 1e6:.2f} us")
    point = Point(3, 3)
    empty = Board.empty(SIZE)
    start = time.perf_counter()
    for _ in range(20000):
        empty.play(Move(Color.BLACK, point))
    per = (time.perf_counter() - start) / 20000
    print(f"first move on an empty board: {per * 1e6:.2f} us")


if __name__ == "__main__":
    main()
