"""A Gomoku ruler with every quirk of real third-party rulers (rulers.md, last section).

Run as ``python quirky_ruler.py [--holes] [--pass-rejected] [--size N]``. Its own I/O
loop, not the engine framework. Game: Gomoku on a fixed board (9x9, or N x N with
``--size``; no ``boardsize``), five or more in a row wins, a full board is a draw.
Quirks, all at once:

- a debug line on stdout before every response (``debug: ...``);
- illegal moves answered with ``=`` and a message (``= illegal move``), board unchanged;
- ids never echoed; ``protocol_version`` answers ``2.0``;
- an extra empty line after each response; the board starts on the line after a bare ``=``;
- legal moves sorted as strings (``A1 A2 ... A9 B1 ...``; from 10x10 on ``A1 A10 A2``);
- no ``undo`` (not listed, ``? unknown command``);
- ``genmove`` plays the first legal vertex but does not update the side to move;
- ``gogui-rules_captured_count`` answers ``0 0``; side to move is ``Black``/``White``.

``--holes``: the four corners are ``?`` (removed, never legal).
``--ids-as-commands``: a numbered command's id is taken for its name (``1 name`` is
answered ``? unknown command: 1``), as a parser that knows nothing of ids does.
``--pass-rejected``: ``pass`` is in the legal list, and ``play C pass`` answers ``?``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp, to_gtp

EMPTY, BLACK, WHITE, HOLE = ".", "X", "O", "?"
COMMANDS = (
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "clear_board",
    "play",
    "genmove",
    "gogui-rules_game_id",
    "gogui-rules_board_size",
    "gogui-rules_board",
    "gogui-rules_side_to_move",
    "gogui-rules_legal_moves",
    "gogui-rules_final_result",
    "gogui-rules_captured_count",
)


class Quirky:
    """Position and command handlers; :meth:`answer` returns (success, text)."""

    def __init__(self, size: int, holes: bool, pass_rejected: bool) -> None:
        self.size = BoardSize.square(size)
        self.holes = holes
        self.pass_rejected = pass_rejected
        self.cells: dict[Point, str] = {}
        self.to_move = BLACK
        self.winner = ""
        self.clear()

    def clear(self) -> None:
        self.cells = dict.fromkeys(self.size.points(), EMPTY)
        if self.holes:
            for x in (0, self.size.width - 1):
                for y in (0, self.size.height - 1):
                    self.cells[Point(x, y)] = HOLE
        self.to_move = BLACK
        self.winner = ""

    def over(self) -> bool:
        return bool(self.winner) or EMPTY not in self.cells.values()

    def legal(self) -> list[str]:
        if self.over():
            return []
        vertices = sorted(to_gtp(p, self.size) for p, c in self.cells.items() if c == EMPTY)
        return [*vertices, "pass"] if self.pass_rejected else vertices

    def five(self, point: Point, stone: str) -> bool:
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            count = 1
            for sign in (1, -1):
                x, y = point.x + sign * dx, point.y + sign * dy
                while self.cells.get(Point(x, y)) == stone:
                    count += 1
                    x, y = x + sign * dx, y + sign * dy
            if count >= 5:
                return True
        return False

    def place(self, stone: str, point: Point) -> None:
        self.cells[point] = stone
        if self.five(point, stone):
            self.winner = stone

    def play(self, args: list[str]) -> tuple[bool, str]:
        if len(args) != 2:
            return False, "syntax error"
        stone = {"b": BLACK, "w": WHITE}.get(args[0][:1].lower())
        if args[1].lower() == "pass":
            if self.pass_rejected:
                return False, "pass not allowed"
            return True, "illegal move: pass"
        try:
            point = from_gtp(args[1], self.size)
        except ValueError:
            return True, "illegal move: bad vertex"
        if stone != self.to_move or point is None or self.cells[point] != EMPTY or self.over():
            return True, "illegal move"  # the quirk: '=' and nothing happens
        self.place(stone, point)
        self.to_move = WHITE if stone == BLACK else BLACK
        return True, ""

    def genmove(self, args: list[str]) -> tuple[bool, str]:
        vertices = [v for v in self.legal() if v != "pass"]
        if not vertices:
            return False, "game over"
        stone = WHITE if args and args[0][:1].lower() == "w" else BLACK
        point = from_gtp(vertices[0], self.size)
        assert point is not None
        self.place(stone, point)  # the quirk: to_move is not updated
        return True, vertices[0]

    def board(self) -> str:
        rows = [
            " ".join(self.cells[Point(x, y)] for x in range(self.size.width))
            for y in range(self.size.height)
        ]
        return "\n" + "\n".join(rows)

    def result(self) -> str:
        if self.winner:
            return f"{'Black' if self.winner == BLACK else 'White'} made five in a row, game over"
        return "board full, it is a draw" if self.over() else "game not over"

    def answer(self, name: str, args: list[str]) -> tuple[bool, str]:
        simple = {
            "protocol_version": "2.0",
            "name": "Quirky",
            "version": "0.1",
            "list_commands": "\n".join(COMMANDS),
            "quit": "",
            "gogui-rules_game_id": "Gomoku",
            "gogui-rules_board_size": str(self.size.width),
            "gogui-rules_side_to_move": "Black" if self.to_move == BLACK else "White",
            "gogui-rules_captured_count": "0 0",
        }
        if name in simple:
            return True, simple[name]
        if name == "known_command":
            return True, "true" if args and args[0] in COMMANDS else "false"
        if name == "clear_board":
            self.clear()
            return True, ""
        if name == "play":
            return self.play(args)
        if name == "genmove":
            return self.genmove(args)
        if name == "gogui-rules_board":
            return True, self.board()
        if name == "gogui-rules_legal_moves":
            return True, " ".join(self.legal())
        if name == "gogui-rules_final_result":
            return True, self.result()
        return False, f"unknown command: {name}"


def main() -> None:
    size = int(sys.argv[sys.argv.index("--size") + 1]) if "--size" in sys.argv else 9
    game = Quirky(size, "--holes" in sys.argv, "--pass-rejected" in sys.argv)
    out = sys.stdout
    for raw in sys.stdin:
        words = raw.split("#", 1)[0].split()
        if words and words[0].isdigit() and "--ids-as-commands" not in sys.argv:
            words.pop(0)  # the id is never echoed
        if not words:
            continue
        name, args = words[0], words[1:]
        success, text = game.answer(name, args)
        out.write(f"debug: {name} {' '.join(args)} -> {len(text)} chars\n")
        status = "=" if success else "?"
        if text.startswith("\n"):
            out.write(f"{status}{text}\n\n\n")
        else:
            out.write(f"{status} {text}\n\n\n")
        out.flush()
        if name == "quit":
            return


if __name__ == "__main__":
    main()
