"""gogui-display --keep-open: the controller sees quit answered, the output closed and
the process exit, while the window stays with the final position
(gogui_py/tools/display_detach.py, gogui_py/gui/display/app.py)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from pytestqt.qtbot import QtBot

from gogui_py.gtp.channel import ProcessChannel
from gogui_py.gui.display.window import DisplayWindow
from gogui_py.tools.display_detach import ENDED, release_stream
from gogui_py.tools.display_proxy import GtpProxy
from tests.tools.pipes import ask

ROOT = Path(__file__).resolve().parents[3]
MINIMAL = str(ROOT / "tests" / "engines" / "minimal_engine.py")


def _processes_with(token: str) -> list[int]:
    """Live (not zombie) processes whose environment holds ``token``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            if token.encode() in (entry / "environ").read_bytes():
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                if state != "Z":
                    found.append(int(entry.name))
    return found


def _end(pids: list[int]) -> None:
    """SIGTERM ``pids`` and wait (generously) until none is left."""
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 30
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    for pid in pids:
        if _alive(pid):
            os.kill(pid, signal.SIGKILL)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_the_process_ends_and_the_window_process_stays() -> None:
    token = f"keep-open-{uuid.uuid4()}"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GOGUI_TEST_TOKEN": token}
    argv = [sys.executable, "-m", "gogui_py.gui.display.app", "--keep-open"]
    process = subprocess.Popen(
        [*argv, sys.executable, MINIMAL],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
        text=True,
    )
    try:
        # what a match runner does: quit, read to the end of the output, wait
        out, err = process.communicate("boardsize 9\nplay b C3\nquit\n", timeout=60)
        assert out == "= \n\n= \n\n= \n\n", err
        assert process.returncode == 0
        window_process = [pid for pid in _processes_with(token) if pid != process.pid]
        assert len(window_process) == 1, "the window's process is gone"
        assert _alive(window_process[0])
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
        _end(_processes_with(token))
    assert not _processes_with(token)


def test_the_window_stays_when_the_stream_is_given_up(qtbot: QtBot) -> None:
    """The window side: at the end of the stream the output is given up (the controller
    reads its end), the launcher is told, the window shows the final position."""
    to_r, to_w = os.pipe()
    from_r, from_w = os.pipe()
    done_r, done_w = os.pipe()
    window = DisplayWindow(keep_open=True)
    qtbot.addWidget(window)
    proxy = GtpProxy(
        ProcessChannel([sys.executable, MINIMAL]),
        read=lambda: os.read(to_r, 4096),
        write=lambda data: os.write(from_w, data),
        on_view=window.bridge.post,
        on_end=window.bridge.end,
    )
    window.bridge.ended.connect(lambda: release_stream(done_w, fds=(from_w,)))
    window.show()
    proxy.start()
    try:
        ask(to_w, from_r, "boardsize 9")
        ask(to_w, from_r, "play b C3")
        ask(to_w, from_r, "quit")
        qtbot.waitUntil(lambda: window.stream_closed, timeout=30000)
        assert os.read(from_r, 100) == b""  # the controller sees the end of the output
        assert os.read(done_r, 100) == ENDED
        assert window.isVisible()
        assert "GTP stream was closed" in window.status.text()
        assert len(window.board.snapshot().stones()) == 1
    finally:
        proxy.close()
        for fd in (to_r, to_w, from_r, from_w, done_r):
            with contextlib.suppress(OSError):
                os.close(fd)
