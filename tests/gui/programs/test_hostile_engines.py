"""Hostile engines against the real window: no freeze, a clear message, the record intact.

Each test attaches tests/engines/hostile_engine.py (a real subprocess built on
gogui_py.gtp.engine) with one misbehaviour flag, lets the human play C3 with the
engine as White, and checks, while a 5 ms timer measures the longest gap of the GUI
event loop, that the loop never stalls over 100 ms, that the user is told what
happened (status bar or warning box), that the record holds the human move and
nothing bogus, and that after detaching the process is gone (the autouse fixtures
fail a test leaving a child process or a thread).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from gogui_py.go import BoardSize, Color, Move
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.bridge import EngineHandle
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import (
    ENGINES,
    MAX_STALL_MS,
    click,
    fake_engine,
    longest_stall,
    show,
    stone,
    wait_engine,
    warning_text,
)

HUMAN = "C3"
ENGINE_REPLY = "A9"  # the hostile engine's first legal point in reading order, on 9x9


@dataclass
class Match:
    """A window playing Black against a hostile engine as White, under a stall meter."""

    qtbot: object
    window: MainWindow
    engine: EngineHandle
    pid: int
    stall: Callable[[], float]

    def wait(self, predicate: Callable[[], bool], timeout_ms: int = 10000) -> None:
        self.qtbot.waitUntil(predicate, timeout=timeout_ms)  # type: ignore[attr-defined]

    def wait_idle(self) -> None:
        self.wait(lambda: not self.window.session.thinking)

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def moves(self) -> list[Move]:
        return self.window.controller.game.moves_to()

    def detach(self) -> None:
        """Detach from the Engine menu; wait for the handle's ``closed`` (process reaped)."""
        with self.qtbot.waitSignal(self.engine.closed, timeout=8000):  # type: ignore[attr-defined]
            self.window.window_actions.detach.trigger()  # type: ignore[union-attr]
        assert self.window.session.engine is None

    def wait_closed(self) -> None:
        """Wait for ``closed`` after the session dropped a dead engine by itself."""
        self.wait(lambda: not self.engine.is_running and not process_alive(self.pid))


def process_alive(pid: int) -> bool:
    """True while ``pid`` is a live (not zombie) process."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


def human_move() -> Move:
    point = from_gtp(HUMAN, BoardSize.square(9))
    assert point is not None
    return Move(Color.BLACK, point)


@contextmanager
def hostile_match(qtbot: object, make_window: WindowFactory, *flags: str) -> Iterator[Match]:
    """A 9x9 window, computer White, attached to the hostile engine with ``flags``.

    The stall meter runs from the engine's start to the end of the body; it is checked
    on leaving, and so is the engine process being gone.
    """
    window = make_window(
        "--program", fake_engine("hostile_engine.py", *flags), "--size", "9", "--computer-white"
    )
    show(qtbot, window)
    with longest_stall() as stall:  # from before the engine answers ``name``
        wait_engine(qtbot, window)
        engine = window.session.engine
        assert engine is not None
        pids: list[int] = []
        engine.submit(lambda client, _sync: client.pid, pids.append)
        qtbot.waitUntil(lambda: bool(pids), timeout=5000)  # type: ignore[attr-defined]
        pid = pids[0]  # the process, to check that it is gone
        assert process_alive(pid)
        yield Match(qtbot, window, engine, pid, stall)
        assert stall() < MAX_STALL_MS, f"GUI event loop stalled {stall():.0f} ms"
    assert not process_alive(pid)


def test_hanging_genmove_keeps_the_window_live_and_detach_kills_it(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--hang-genmove") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: match.window.session.thinking)
        match.wait(lambda: "thinking" in match.status())
        qtbot.wait(400)  # type: ignore[attr-defined]
        assert match.window.session.thinking
        start = time.monotonic()
        match.detach()
        assert time.monotonic() - start < 10.0  # killed 1.5 s after quit, never waited for
        assert not match.window.session.thinking
        assert match.window.board.is_interactive()
        assert match.moves() == [human_move()]


def test_engine_dying_in_genmove_is_reported_with_its_last_words(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--die-genmove") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: warning_text(match.window) != "")
        text = warning_text(match.window)
        assert "died" in text and "exit code 3" in text
        assert "cannot allocate the search tree" in text  # the engine's stderr
        assert "record is intact" in text
        assert match.window.session.engine is None
        match.wait_closed()
        assert match.moves() == [human_move()]
        click(qtbot, match.window, "D3")  # still playable without the engine
        assert stone(match.window, "D3") is Color.WHITE


def test_binary_garbage_for_a_move_is_refused_and_reported(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--garbage") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: warning_text(match.window) != "")
        match.wait_idle()
        text = warning_text(match.window)
        # the engine, the command, and the junk shown safely: escaped, cut short
        assert "Hostile" in text and "genmove w" in text and "not a move" in text
        assert '"\\x00' in text and "characters)" in text
        assert not any(ch < " " and ch != "\n" for ch in text) and len(text) < 600
        assert (
            match.status()
            == "Hostile 1.0 answered genmove w with no move; it no longer plays a colour"
        )
        # the engine stays attached but no longer plays: the turn is the person's
        assert match.window.session.engine is match.engine
        assert match.window.session.computer == frozenset()
        assert "your turn" in text and "record is intact" in text
        assert match.moves() == [human_move()]
        assert match.window.controller.game.board().count(Color.WHITE) == 0
        box = match.window.findChild(QMessageBox)
        assert box is not None
        box.close()
        click(qtbot, match.window, "D3")  # the person plays White; no genmove follows
        assert stone(match.window, "D3") is Color.WHITE
        assert not match.window.session.thinking
        match.detach()


def test_half_answer_then_exit_is_an_engine_death(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--half-then-exit") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: warning_text(match.window) != "")
        text = warning_text(match.window)
        assert "died" in text and "record is intact" in text
        match.wait_closed()
        assert match.moves() == [human_move()]
        assert match.window.controller.game.board().count(Color.WHITE) == 0


def test_stderr_flood_of_25_mb_neither_stalls_nor_loses_the_move(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--stderr-flood", "25") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: len(match.moves()) == 2, timeout_ms=30000)
        match.wait_idle()
        assert f"played {ENGINE_REPLY}" in match.status()
        assert stone(match.window, ENGINE_REPLY) is Color.WHITE
        assert match.moves()[0] == human_move()
        page = match.window.shell.page("engine")
        assert page is not None
        page.poll()
        assert page.skipped_total > 0  # the shell tells that stderr lines were dropped
        match.detach()


def test_ten_megabyte_answer_to_genmove_is_refused_without_a_stall(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--huge-answer", "10") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: "with no move" in match.status(), timeout_ms=30000)
        match.wait_idle()
        assert len(match.status()) < 1000  # the message is not the 10 MB answer
        text = warning_text(match.window)
        assert "genmove w" in text and " characters)" in text and len(text) < 1000
        assert match.moves() == [human_move()]
        assert match.window.controller.game.board().count(Color.WHITE) == 0
        qtbot.wait(300)  # type: ignore[attr-defined]  # let the shell take the traffic
        match.detach()


def test_ten_megabyte_name_does_not_flood_the_title(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(
        qtbot, make_window, "--huge-answer", "10", "--huge-command", "name"
    ) as match:
        assert len(match.window.windowTitle()) < 1000
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: len(match.moves()) == 2)
        match.wait_idle()
        assert stone(match.window, ENGINE_REPLY) is Color.WHITE
        assert len(match.status()) < 1000
        # gomill-describe_engine (name and version) goes to the game comment, cut short
        comment = match.window.controller.info.game_comment
        assert len(comment) < 10_100 and comment.endswith(" more characters]")
        match.detach()


def test_non_utf8_bytes_are_shown_replaced_and_play_goes_on(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--non-utf8") as match:
        assert "Hostile \ufffd\ufffd" in match.window.windowTitle()
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: len(match.moves()) == 2)
        match.wait_idle()
        assert f"played {ENGINE_REPLY}" in match.status()
        assert match.moves()[0] == human_move()
        assert stone(match.window, ENGINE_REPLY) is Color.WHITE
        match.detach()


def test_engine_ignoring_quit_and_sigterm_is_killed_on_detach(
    qtbot: object, make_window: WindowFactory
) -> None:
    with hostile_match(qtbot, make_window, "--ignore-quit") as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: len(match.moves()) == 2)
        match.wait_idle()
        assert stone(match.window, ENGINE_REPLY) is Color.WHITE
        start = time.monotonic()
        match.detach()  # quit is ignored, then SIGTERM: SIGKILL ends it
        assert time.monotonic() - start < 10.0
        assert match.moves()[0] == human_move()


def test_ignore_quit_engine_really_survives_quit_and_sigterm() -> None:
    """The fake is hostile for real: quit, end of input and SIGTERM leave it running."""
    process = subprocess.Popen(
        [sys.executable, str(ENGINES / "hostile_engine.py"), "--ignore-quit"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(b"quit\n")
        process.stdin.close()
        assert process.stdout.read(4) == b"= \n\n"
        time.sleep(0.3)
        os.kill(process.pid, signal.SIGTERM)
        time.sleep(0.3)
        assert process.poll() is None
    finally:
        process.kill()
        process.wait()
        if process.stdout is not None:
            process.stdout.close()


def test_engine_exiting_while_its_child_holds_the_pipes(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    """Fault 7 of issue 9: the engine forks a child that keeps its pipes open, then exits:
    it is reported dead at once (not "thinking" for ever), and the child does not outlive
    the detach (every program runs in a process group of its own)."""
    pid_file = tmp_path / "child.pid"
    with hostile_match(qtbot, make_window, "--fork-exit", str(pid_file)) as match:
        click(qtbot, match.window, HUMAN)
        match.wait(lambda: warning_text(match.window) != "")
        assert "exit code 5" in warning_text(match.window)
        assert match.window.session.engine is None
        assert not match.window.session.thinking
        assert match.moves() == [human_move()]
        child = int(pid_file.read_text())
        match.wait(lambda: not process_alive(child))  # the group was ended on detach
