"""gogui-terminal (issue 16): scripted play through a pseudo-terminal and through pipes."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

from gogui_py.game import load_file
from gogui_py.go import BoardSize, Color, Move
from gogui_py.go.vertex import from_gtp
from gogui_py.tools.terminal import TerminalGame, render_board
from tests.tools.pipes import run_tool

ROOT = Path(__file__).resolve().parents[2]
ENGINE = f"{sys.executable} tests/engines/random_engine.py --seed 3"
SIZE = BoardSize(9, 9)


class PtySession:
    """The tool on a pseudo-terminal: what it printed, and lines typed to it."""

    def __init__(self, *args: str) -> None:
        self.master, slave = pty.openpty()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gogui_py.tools.terminal", *args],
            cwd=ROOT,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env={**os.environ, "TERM": "xterm", "COLUMNS": "100"},
        )
        os.close(slave)
        self.output = ""

    def read_until(self, text: str, timeout: float = 20.0) -> str:
        """Output up to and including ``text`` (from what was not read yet)."""
        deadline = time.monotonic() + timeout
        while text not in self.output:
            left = deadline - time.monotonic()
            assert left > 0, f"no {text!r} in {self.output[-2000:]!r}"
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:
                    chunk = b""
                assert chunk, f"the tool ended: {self.output[-2000:]!r}"
                self.output += chunk.decode("utf-8", "replace")
        end = self.output.index(text) + len(text)
        seen, self.output = self.output[:end], self.output[end:]
        return seen

    def type(self, line: str) -> None:
        os.write(self.master, line.encode() + b"\n")

    def close(self) -> int:
        try:
            return self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            os.close(self.master)


def _board_rows(screen: str) -> dict[int, str]:
    """Board rows of the last board in ``screen`` by row number (colour codes removed)."""
    rows: dict[int, str] = {}
    for line in screen.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0].isdigit() and words[-1] == words[0]:
            rows[int(words[0])] = line
    return rows


def test_play_undo_save_quit_through_a_pseudo_terminal(tmp_path: Path) -> None:
    saved = tmp_path / "game.sgf"
    session = PtySession(ENGINE, "--size", "9", "--color")
    try:
        session.read_until("black> ")
        session.type("D4")
        screen = session.read_until("black> ")
        assert "(engine)" in screen and "Move 2: white" in screen
        assert "\x1b[" in screen  # coloured on a terminal
        session.type("E5")
        screen = session.read_until("black> ")
        assert "Move 4: white" in screen
        session.type("D4")
        assert "illegal move" in session.read_until("black> ")
        session.type("undo")
        screen = session.read_until("black> ")
        assert "Move 2: white" in screen
        session.type(f"save {saved}")
        assert "saved 2 moves" in session.read_until("black> ")
        session.type("quit")
        assert session.close() == 0
    finally:
        if session.process.poll() is None:
            session.close()
    tree = load_file(saved).games[0]
    moves = [node.move for node in tree.main_line() if node.move is not None]
    assert len(moves) == 2
    assert moves[0] == Move(Color.BLACK, from_gtp("D4", SIZE))
    assert moves[1] is not None and moves[1].color is Color.WHITE


def test_plain_text_through_pipes(tmp_path: Path) -> None:
    saved = tmp_path / "piped.sgf"
    script = f"C3\npass\nname\nplay b A1\nsave {saved}\nquit\n"
    result = run_tool("gogui_py.tools.terminal", [ENGINE, "--size", "9", "--color"], script)
    out = result.stdout
    assert "\x1b" not in out  # no colour, no screen clearing into a pipe
    assert "    A B C D E F G H J" in out
    rows = _board_rows(out.split("Move 2: white")[0])
    assert rows[3].split()[3] in ("X", "(X)", "X)")  # C3 is Black's
    assert "= Random" in out
    assert "play would change the engine's board" in out
    tree = load_file(saved).games[0]
    moves = [node.move for node in tree.main_line() if node.move is not None]
    assert moves[0] == Move(Color.BLACK, from_gtp("C3", SIZE))
    assert moves[2] == Move(Color.BLACK, None)
    assert len(moves) == 4


def test_board_text_marks_the_last_move_and_counts_captures() -> None:
    game = TerminalGame(SIZE, 6.5)
    for vertex in ("A1", "A2", "J9", "B1"):  # White's B1 captures A1
        game.play(Move(game.to_move, from_gtp(vertex, SIZE)))
    text = render_board(game, color=False).plain
    assert "Captured by Black (X): 0   by White (O): 1" in text
    rows = _board_rows(text)
    assert rows[1] == " 1  .(O). . . . . . . 1"
    assert rows[2] == " 2  O . . . . . . . . 2"
    assert "Move 4: white B1" in text and "Black to play" in text


def test_a_pass_typed_in_shows_a_move_line() -> None:
    """The screen is redrawn after the engine answers: a typed pass, which puts nothing
    on the board, still gets its "Move N" line, as a typed move does."""
    session = PtySession(ENGINE, "--size", "9")
    try:
        session.read_until("black> ")
        session.type("D4")
        screen = session.read_until("black> ")
        assert "Move 1: black D4" in screen and "Move 2: white" in screen
        session.type("pass")
        screen = session.read_until("black> ")
        assert "Move 3: black pass" in screen
        assert "Move 4: white" in screen
        session.type("quit")
        assert session.close() == 0
    finally:
        if session.process.poll() is None:
            session.close()
