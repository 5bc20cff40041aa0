"""The bundled Go engine's lz-analyze values along a game do not alternate by side to move.

A review (Analyze Game) takes each position's first candidate's win rate, turned to
Black's view, as the position's value, and marks a move whose value drops much for
its player as a mistake. The most visited move's own mean is biased for the side to
move at a few hundred playouts (the greedy search keeps the move whose playouts went
well by chance): every move then looked like a loss of ~10 points for its player. The
engine runs as a real subprocess, its searches bounded by playouts (deterministic with
its seed), never by time.
"""

from __future__ import annotations

import statistics
import sys

from gogui_py.analysis.streaming import AnalysisParser
from gogui_py.go import BoardSize
from gogui_py.gtp.channel import EOF, ProcessChannel

SIZE = BoardSize.square(9)
GAMES = (
    "E5 D4 E4 D3 D5 E3 C7 G7 C4 C3 B4 G4 B3 F4 E8 F8",
    "E5 C3 E3 G3 G5 E2 F2 F3 D2 C5 H4 G7 E7 C7 F8 C2",
)
"""The first 16 moves (Black first) of two 9x9 games of GNU Go against itself (level 1,
komi 7): each game's positions before its moves are analysed."""
PLAYOUTS = "400"


class Engine:
    """The engine's raw output lines, read with a timeout (a test never hangs)."""

    def __init__(self, channel: ProcessChannel) -> None:
        self.channel = channel

    def line(self) -> str:
        got = self.channel.read_line(60.0)
        assert got is not None, "no output in time"
        assert got is not EOF, "engine ended"
        assert isinstance(got, str)
        return got

    def response(self, command: str) -> list[str]:
        self.channel.write_line(command, command)
        lines = [self.line()]
        while lines[-1] != "":
            lines.append(self.line())
        assert lines[0].startswith("="), lines
        return lines[:-1]

    def black_value(self, color: str) -> float:
        """The first candidate's win rate of one lz-analyze, in Black's view (0..1)."""
        self.channel.write_line(f"lz-analyze {color} interval 0", "lz-analyze")
        assert self.line() == "="
        update = AnalysisParser(SIZE, "lz").feed(self.line())  # the line at the end
        self.channel.write_line("", "")  # stops the command
        assert self.line() == ""
        assert update is not None and update.candidates
        first = update.candidates[0]
        assert first.order == 0
        assert first.visits == max(c.visits for c in update.candidates)
        return first.winrate if color == "b" else 1 - first.winrate


def test_values_along_a_game_do_not_alternate_by_side_to_move() -> None:
    argv = [sys.executable, "-m", "gogui_py.programs.go", "--seed", "1", "--time", "1000000"]
    argv += ["--no-live-gfx", "--analyze-playouts", PLAYOUTS]
    channel = ProcessChannel(argv)
    try:
        engine = Engine(channel)
        engine.response("boardsize 9")
        engine.response("komi 7")
        drops: list[float] = []  # the change of each move's player's win rate, in points
        for game in GAMES:
            moves = game.split()
            values = []
            for k in range(len(moves)):
                engine.response("clear_board")
                for i, vertex in enumerate(moves[:k]):
                    engine.response(f"play {'bw'[i % 2]} {vertex}")
                values.append(100 * engine.black_value("bw"[k % 2]))
            for k in range(len(values) - 1):
                change = values[k + 1] - values[k]
                drops.append(change if k % 2 == 0 else -change)
    finally:
        channel.close()
    # The mean change of the mover's win rate: about -10 points when the side to move is
    # overrated (every move "loses" that much), near 0 when the values are consistent
    # (a little below: GNU Go's moves are not all best).
    mean = statistics.mean(drops)
    assert -4.0 < mean < 4.0, (mean, drops)
    mistakes = sum(1 for drop in drops if drop < -10)
    assert mistakes <= len(drops) // 4, (mistakes, drops)
