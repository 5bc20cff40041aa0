"""gogui-display's pass-through (gogui_py/tools/display_proxy.py, display_state.py).

The proxy runs as a process in front of GNU Go and must answer byte for byte what GNU
Go answers on the same conversation; the state it follows is checked without a window.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from gogui_py.go import Color, Point
from gogui_py.gtp import find_gnugo
from gogui_py.gtp.channel import ProcessChannel
from gogui_py.tools.display_proxy import GtpProxy
from gogui_py.tools.display_state import DisplayState, DisplayView
from tests.tools.pipes import ask

ROOT = Path(__file__).resolve().parents[2]

CONVERSATION = [
    "protocol_version",
    "boardsize 9",
    "clear_board",
    "komi 6.5",
    "7 play b e5",
    "# a comment and an empty line: no answers\n\nplay w d5",
    "genmove b",
    "play w pass",
    "genmove b",
    "undo",
    "8 undo",
    "unknown_command",
    "play b z99",
    "showboard",
    "final_score",
    "quit",
]


def gnugo_argv() -> list[str]:
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go not found: install it as the README's test set-up does")
    return [path, "--mode", "gtp", "--level", "0", "--seed", "1"]  # else seeded by the time


def converse(argv: list[str]) -> bytes:
    """Send CONVERSATION one command at a time, each after the last answer (as a match
    runner does); everything read from the program's stdout, as bytes."""
    process = subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT
    )
    assert process.stdin is not None and process.stdout is not None
    received = bytearray()
    try:
        for command in CONVERSATION:
            process.stdin.write(command.encode() + b"\n")
            process.stdin.flush()
            while not received.endswith(b"\n\n"):
                byte = process.stdout.read(1)
                assert byte, f"output ended during {command!r}"
                received += byte
            received += b"|"  # where each answer ended
        received += process.stdout.read()  # nothing after quit's answer
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return bytes(received)


def test_answers_byte_for_byte_what_gnugo_answers() -> None:
    direct = converse(gnugo_argv())
    proxied = converse([sys.executable, "-m", "gogui_py.tools.display_proxy", *gnugo_argv()])
    assert proxied == direct
    assert b"=7 \n\n" in direct and b"? unknown command\n\n" in direct  # a real conversation


@pytest.fixture
def proxy_on_pipes() -> Iterator[tuple[GtpProxy, int, int, list[DisplayView]]]:
    """A proxy in this process in front of GNU Go; the test writes commands to the
    first descriptor and reads answers from the second."""
    to_proxy_r, to_proxy_w = os.pipe()
    from_proxy_r, from_proxy_w = os.pipe()
    views: list[DisplayView] = []
    proxy = GtpProxy(
        ProcessChannel(gnugo_argv()),
        read=lambda: os.read(to_proxy_r, 4096),
        write=lambda data: os.write(from_proxy_w, data),
        on_view=views.append,
    )
    proxy.start()
    yield proxy, to_proxy_w, from_proxy_r, views
    proxy.close()
    for fd in (to_proxy_r, to_proxy_w, from_proxy_r, from_proxy_w):
        with contextlib.suppress(OSError):
            os.close(fd)


def test_the_view_follows_the_game_and_the_engine_quits_at_end_of_input(
    proxy_on_pipes: tuple[GtpProxy, int, int, list[DisplayView]],
) -> None:
    proxy, fd_in, fd_out, views = proxy_on_pipes
    assert ask(fd_in, fd_out, "boardsize 9") == "= \n\n"  # the name query is not relayed
    ask(fd_in, fd_out, "clear_board")
    ask(fd_in, fd_out, "play b c3")
    answer = ask(fd_in, fd_out, "genmove w").split()[1]
    # the answer is relayed first, then the view follows: wait for it
    assert wait_for(lambda: views[-1].command == "genmove w")
    view = views[-1]
    assert view.engine == "GNU Go"
    assert view.move_number == 2 and view.genmove == f"W {answer}"
    assert view.board.get(Point(2, 6)) is Color.BLACK
    assert view.last_move is not None and view.last_move.color is Color.WHITE
    assert view.to_move is Color.BLACK
    os.close(fd_in)  # end of input without quit
    assert proxy.wait(30)
    assert views[-1].closed
    # GNU Go got quit and exits by itself
    assert wait_for(lambda: proxy.channel.exit_code is not None)
    assert proxy.channel.exit_code == 0


def wait_for(condition: Callable[[], bool], timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def state_after(*steps: tuple[str, bool, str]) -> DisplayState:
    state = DisplayState(19)
    for command, success, answer in steps:
        state.apply(command.split(), success, answer)
    return state


def test_state_captures_undo_and_handicap() -> None:
    state = state_after(
        ("boardsize 9", True, ""),
        ("play b b9", True, ""),
        ("play w a9", True, ""),
        ("play b pass", True, ""),
        ("genmove b", True, "A8"),
        ("play w c3", False, "illegal move"),  # refused: nothing changes
    )
    view = state.view()
    assert view.board.get(Point(0, 0)) is None  # A9 captured
    assert view.board.prisoners(Color.BLACK) == 1
    assert view.move_number == 4 and view.genmove == "B A8"
    state.apply(["undo"], True, "")
    assert state.view().board.get(Point(0, 0)) is Color.WHITE
    assert state_after(("genmove w", True, "resign")).view().move_number == 0
    handicap = state_after(("boardsize 9", True, ""), ("fixed_handicap 2", True, "G7 C3"))
    assert handicap.view().to_move is Color.WHITE
    assert handicap.view().board.get(Point(6, 2)) is Color.BLACK
    assert state_after(("quit", True, "")).view().closed


def test_state_loadsgf(tmp_path: Path) -> None:
    record = tmp_path / "game.sgf"
    record.write_text("(;GM[1]SZ[9]KM[5.5];B[ee];W[cc];B[gg])")
    state = state_after(("loadsgf " + str(record) + " 3", True, ""))
    view = state.view()
    assert view.board.size.width == 9 and view.move_number == 2
    assert view.board.get(Point(2, 2)) is Color.WHITE and view.board.get(Point(6, 6)) is None
