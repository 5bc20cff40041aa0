"""A GTP Go engine that plays random legal moves, built on gogui_py.gtp.engine.

Run as ``python random_engine.py [--seed N] [--no-undo] [--genmove-delay S]``.
It keeps a real board (captures, suicide refused, simple ko) and never fills its
own single-point eyes, so its games end in passes. Commands: the standard set,
boardsize, clear_board, komi, play, genmove, undo (unless --no-undo),
set_free_handicap, list_stones, showboard, final_score (area score).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import column_to_gtp, from_gtp, to_gtp
from gogui_py.gtp.engine import (
    GtpCommandError,
    GtpEngine,
    parse_int,
    require_args,
)

Grid = dict[Point, Color]
_SYMBOL: dict[Color | None, str] = {Color.BLACK: "X", Color.WHITE: "O", None: "."}


class Board:
    """A Go board with captures, suicide refused and simple ko; undo by snapshots."""

    def __init__(self, size: int) -> None:
        self.size = BoardSize.square(size)
        self.stones: Grid = {}
        self.ko: Point | None = None
        self.history: list[tuple[Grid, Point | None]] = []

    def neighbours(self, point: Point) -> list[Point]:
        x, y = point
        around = [Point(x - 1, y), Point(x + 1, y), Point(x, y - 1), Point(x, y + 1)]
        return [p for p in around if self.size.contains(p)]

    def group(self, start: Point, stones: Grid) -> tuple[set[Point], bool]:
        """The block at ``start`` and whether it has a liberty."""
        color = stones[start]
        block, todo, free = {start}, [start], False
        while todo:
            for near in self.neighbours(todo.pop()):
                if near not in stones:
                    free = True
                elif stones[near] is color and near not in block:
                    block.add(near)
                    todo.append(near)
        return block, free

    def try_play(self, color: Color, point: Point | None) -> tuple[Grid, Point | None] | None:
        """The new (stones, ko) after the move, or None when it is illegal."""
        if point is None:
            return dict(self.stones), None
        if point in self.stones or point == self.ko:
            return None
        stones = dict(self.stones)
        stones[point] = color
        captured: set[Point] = set()
        for near in self.neighbours(point):
            if stones.get(near) is color.opponent:
                block, free = self.group(near, stones)
                if not free:
                    captured |= block
        for dead in captured:
            del stones[dead]
        block, free = self.group(point, stones)
        if not free:
            return None
        single = len(captured) == 1 and len(block) == 1
        ko = next(iter(captured)) if single else None
        return stones, ko

    def play(self, color: Color, point: Point | None) -> bool:
        after = self.try_play(color, point)
        if after is None:
            return False
        self.history.append((self.stones, self.ko))
        self.stones, self.ko = after
        return True

    def is_own_eye(self, color: Color, point: Point) -> bool:
        return all(self.stones.get(p) is color for p in self.neighbours(point))

    def area_score(self, komi: float) -> float:
        """Black's area minus White's area minus komi (territory: empty regions of one colour)."""
        score = sum(1 if c is Color.BLACK else -1 for c in self.stones.values()) - komi
        seen: set[Point] = set()
        for start in self.size.points():
            if start in self.stones or start in seen:
                continue
            region, todo, borders = {start}, [start], set()
            while todo:
                for near in self.neighbours(todo.pop()):
                    if near in self.stones:
                        borders.add(self.stones[near])
                    elif near not in region:
                        region.add(near)
                        todo.append(near)
            seen |= region
            if len(borders) == 1:
                score += len(region) if Color.BLACK in borders else -len(region)
        return score

    def diagram(self) -> str:
        letters = " ".join(column_to_gtp(x) for x in range(self.size.width))
        rows = [f"   {letters}"]
        for y in range(self.size.height):
            row = " ".join(_SYMBOL[self.stones.get(Point(x, y))] for x in range(self.size.width))
            number = self.size.height - y
            rows.append(f"{number:2} {row} {number}")
        return "\n".join(["", *rows, rows[0]])


class RandomPlayer:
    """The engine's commands over a :class:`Board`."""

    def __init__(self, seed: int | None, genmove_delay: float) -> None:
        self.random = random.Random(seed)
        self.board = Board(19)
        self.komi = 0.0
        self.genmove_delay = genmove_delay

    def point(self, text: str) -> Point | None:
        try:
            return from_gtp(text, self.board.size)
        except ValueError:
            raise GtpCommandError("invalid coordinate") from None

    def color(self, text: str) -> Color:
        try:
            return Color.from_gtp(text)
        except ValueError:
            raise GtpCommandError("invalid color") from None

    def boardsize(self, args: list[str]) -> str:
        require_args(args, 1)
        self.board = Board(parse_int(args[0], 1, 25, "board size"))
        return ""

    def clear_board(self, args: list[str]) -> str:
        self.board = Board(self.board.size.width)
        return ""

    def set_komi(self, args: list[str]) -> str:
        require_args(args, 1)
        try:
            self.komi = float(args[0])
        except ValueError:
            raise GtpCommandError("komi not a float") from None
        return ""

    def play(self, args: list[str]) -> str:
        require_args(args, 2)
        if not self.board.play(self.color(args[0]), self.point(args[1])):
            raise GtpCommandError("illegal move")
        return ""

    def genmove(self, args: list[str]) -> str:
        require_args(args, 1)
        color = self.color(args[0])
        if self.genmove_delay:
            time.sleep(self.genmove_delay)
        board = self.board
        empty = [p for p in board.size.points() if p not in board.stones]
        self.random.shuffle(empty)
        for point in empty:
            if not board.is_own_eye(color, point) and board.play(color, point):
                return to_gtp(point, board.size)
        board.play(color, None)
        return "pass"

    def undo(self, args: list[str]) -> str:
        if not self.board.history:
            raise GtpCommandError("cannot undo")
        self.board.stones, self.board.ko = self.board.history.pop()
        return ""

    def set_free_handicap(self, args: list[str]) -> str:
        if self.board.stones or len(args) < 2:
            raise GtpCommandError("board not empty" if self.board.stones else "invalid handicap")
        points = [self.point(a) for a in args]
        for point in points:
            if point is None or point in self.board.stones:
                raise GtpCommandError("bad vertex list")
            self.board.stones[point] = Color.BLACK
        return ""

    def list_stones(self, args: list[str]) -> str:
        require_args(args, 1)
        color = self.color(args[0])
        size = self.board.size
        return " ".join(to_gtp(p, size) for p, c in self.board.stones.items() if c is color)

    def final_score(self, args: list[str]) -> str:
        score = self.board.area_score(self.komi)
        return "0" if score == 0 else f"{'B' if score > 0 else 'W'}+{abs(score):g}"


def build_engine(options: argparse.Namespace) -> GtpEngine:
    """The GtpEngine with the random player's commands registered."""
    player = RandomPlayer(options.seed, options.genmove_delay)
    engine = GtpEngine("Random", "1.0")
    engine.register("boardsize", player.boardsize)
    engine.register("clear_board", player.clear_board)
    engine.register("komi", player.set_komi)
    engine.register("play", player.play)
    engine.register("genmove", player.genmove)
    if not options.no_undo:
        engine.register("undo", player.undo)
    engine.register("set_free_handicap", player.set_free_handicap)
    engine.register("list_stones", player.list_stones)
    engine.register("showboard", lambda args: player.board.diagram())
    engine.register("final_score", player.final_score)
    return engine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=None, help="random seed")
    parser.add_argument("--no-undo", action="store_true", help="do not offer undo")
    parser.add_argument("--genmove-delay", type=float, default=0.0, help="seconds per genmove")
    build_engine(parser.parse_args()).main()


if __name__ == "__main__":
    main()
