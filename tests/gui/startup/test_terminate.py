"""SIGTERM once the window is up ends the session as a logout should: no question, the
unsaved record kept in its recovery file, the window's layout kept, a dated line in the
crash log (no stacks), the programs ended, status 143. The real application runs as a
process (offscreen)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from gogui_py.gui.startup.terminate import TERMINATED_STATUS

DEADLINE_S = 60
GAME = "(;FF[4]GM[1]SZ[9]KM[7];B[ee];W[cc])"
SCRIPT = """
import sys
import gogui_py.gui.app as app
from gogui_py.go import Color, Move, Point

after_first_paint = app._after_first_paint

def ready(window, options, restore):
    after_first_paint(window, options, restore)
    window.controller.play(Move(Color.BLACK, Point(6, 6)))  # an unsaved edit
    window.recovery.journal.flush()
    print("ready", flush=True)

app._after_first_paint = ready
sys.exit(app.main(sys.argv[1:]))
"""


def test_sigterm_keeps_the_unsaved_game_and_ends_cleanly(tmp_path: Path) -> None:
    game = tmp_path / "game.sgf"
    game.write_text(GAME, encoding="utf-8")
    dummy = Path(sys.executable).with_name("gogui-dummy")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    board = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, "--program", str(dummy), str(game)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert board.stdout is not None
        line = board.stdout.readline()
        assert line.strip() == "ready", board.stderr.read() if board.stderr else ""
        engines = _wait_for_children(board.pid)  # the engine, once it has started
        board.send_signal(signal.SIGTERM)
        _out, err = board.communicate(timeout=DEADLINE_S)
    finally:
        if board.poll() is None:
            board.kill()
            board.communicate()
    assert board.returncode == TERMINATED_STATUS, err
    log = (tmp_path / "data" / "gogui-py" / "crash.log").read_text(encoding="utf-8")
    assert "ended by SIGTERM" in log
    assert "most recent call first" not in log  # no stack dump: not a crash
    recovered = list((tmp_path / "data" / "gogui-py" / "recovery").glob("*.recovery"))
    assert len(recovered) == 1, recovered
    assert "B[gg]" in recovered[0].read_text(encoding="utf-8")  # the unsaved move
    deadline = time.monotonic() + DEADLINE_S
    while any(_alive(pid) for pid in engines) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in engines)  # the engine was told to quit
    settings = (tmp_path / "config" / "gogui-py" / "gogui-py.conf").read_text(encoding="utf-8")
    assert "geometry=" in settings  # the window's layout, kept for the next start


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(word) for word in (task / "children").read_text().split()]
    return found


def _wait_for_children(pid: int) -> list[int]:
    deadline = time.monotonic() + DEADLINE_S
    while not (children := _children(pid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert children, "the engine never started"
    return children


def _alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie, dead but not reaped, counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"
