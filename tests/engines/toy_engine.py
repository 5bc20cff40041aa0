"""A strict toy GTP engine that does not parse command ids (what gogui-adapter is for).

Run as ``python toy_engine.py``. It answers only protocol_version, name, version,
known_command, list_commands, quit, boardsize, clear_board, play and genmove, with no
id support: a line starting with a digit ("1 boardsize 9") is an unknown command, as in
the smallest hand-written engines. genmove plays the first legal empty point in reading
order, else passes. No komi, undo, showboard or scoring.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gogui_py.go import Board, BoardSize, Color, Move
from gogui_py.go.vertex import from_gtp, to_gtp

COMMANDS = (
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "play",
    "genmove",
)


class Toy:
    """The toy's board and its command table."""

    def __init__(self) -> None:
        self.board = Board.empty(BoardSize.square(19))

    def answer(self, words: list[str]) -> tuple[bool, str]:
        """(success, text) for one command line split into words."""
        name, args = words[0], words[1:]
        if name not in COMMANDS or name[0].isdigit():
            return False, "unknown command"
        fixed = {"protocol_version": "2", "name": "Toy", "version": "0.1", "quit": ""}
        if name in fixed:
            return True, fixed[name]
        if name == "known_command":
            return True, str(bool(args) and args[0] in COMMANDS).lower()
        if name == "list_commands":
            return True, "\n".join(COMMANDS)
        if name == "boardsize" and args and args[0].isdigit() and 2 <= int(args[0]) <= 19:
            self.board = Board.empty(BoardSize.square(int(args[0])))
            return True, ""
        if name == "clear_board":
            self.board = Board.empty(self.board.size)
            return True, ""
        if name == "play" and len(args) == 2:
            return self.play(args)
        if name == "genmove" and len(args) == 1:
            return self.genmove(args[0])
        return False, "syntax error"

    def play(self, args: list[str]) -> tuple[bool, str]:
        try:
            move = Move(Color.from_gtp(args[0]), from_gtp(args[1], self.board.size))
        except ValueError:
            return False, "syntax error"
        if not self.board.is_legal(move):
            return False, "illegal move"
        self.board = self.board.play(move)
        return True, ""

    def genmove(self, color_text: str) -> tuple[bool, str]:
        try:
            color = Color.from_gtp(color_text)
        except ValueError:
            return False, "syntax error"
        for point in self.board.size.points():
            move = Move(color, point)
            if self.board.get(point) is None and self.board.is_legal(move):
                self.board = self.board.play(move)
                return True, to_gtp(point, self.board.size)
        return True, "pass"


def main() -> None:
    toy = Toy()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        success, text = toy.answer(words)
        sys.stdout.write(f"{'=' if success else '?'} {text}\n\n")
        sys.stdout.flush()
        if words[0] == "quit":
            return


if __name__ == "__main__":
    main()
