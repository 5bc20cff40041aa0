"""The crash log (no Qt): its place, its entries, faulthandler, the display check."""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gogui_py.tools import crash_log


def test_data_dir_honours_xdg_data_home(tmp_path: Path) -> None:
    assert crash_log.data_dir({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / "gogui-py"
    home = {"HOME": "/home/someone"}
    assert crash_log.data_dir(home) == Path("/home/someone/.local/share/gogui-py")
    # a relative XDG_DATA_HOME is invalid (XDG base directory specification): ignored
    assert crash_log.data_dir({**home, "XDG_DATA_HOME": "rel"}) == crash_log.data_dir(home)
    assert crash_log.log_path({"XDG_DATA_HOME": str(tmp_path)}).name == "crash.log"


def _exc_info() -> crash_log.ExcInfo:
    try:
        raise ValueError("broken on purpose")
    except ValueError as exc:
        return (type(exc), exc, exc.__traceback__)


def test_write_report_appends_the_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "deep" / "crash.log"
    assert crash_log.write_report(_exc_info(), where="a test", path=log) == log
    assert crash_log.write_report(_exc_info(), path=log) == log
    text = log.read_text(encoding="utf-8")
    assert text.count("=== ") == 2
    assert "where: a test" in text
    assert "Traceback (most recent call last)" in text
    assert "ValueError: broken on purpose" in text
    assert "ValueError: broken on purpose" in capsys.readouterr().err


def test_an_unwritable_log_is_no_second_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert crash_log.append("text\n", blocker / "crash.log") is None
    assert "cannot write the crash log" in capsys.readouterr().err


def test_a_large_log_is_rotated(tmp_path: Path) -> None:
    log = tmp_path / "crash.log"
    log.write_bytes(b"x" * (crash_log.MAX_LOG_BYTES + 1))
    crash_log.append("fresh\n", log)
    assert log.read_text() == "fresh\n"
    assert (tmp_path / "crash.log.1").stat().st_size == crash_log.MAX_LOG_BYTES + 1


def test_a_fatal_signal_is_dumped_into_the_log(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import os, sys
        from pathlib import Path
        from gogui_py.tools import crash_log
        log = crash_log.enable_faulthandler(Path(sys.argv[1]))
        assert log is not None
        os.abort()
        """
    )
    log = tmp_path / "crash.log"
    done = subprocess.run(
        [sys.executable, "-c", script, str(log)], capture_output=True, timeout=60, check=False
    )
    assert done.returncode != 0
    text = log.read_text(encoding="utf-8", errors="replace")
    assert "Fatal Python error: Aborted" in text
    assert "<string>" in text  # the Python stack of the aborting line


def test_local_x_socket() -> None:
    assert crash_log.local_x_socket(":0") == "/tmp/.X11-unix/X0"
    assert crash_log.local_x_socket(":12.0") == "/tmp/.X11-unix/X12"
    assert crash_log.local_x_socket("unix:3") == "/tmp/.X11-unix/X3"
    assert crash_log.local_x_socket("remote:0") is None
    assert crash_log.local_x_socket("garbage") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 check is for Linux")
def test_wait_for_display() -> None:
    # no display at all: Qt would abort(); the user gets a sentence instead
    assert crash_log.wait_for_display({}) is not None
    # platforms that need no X server, and Wayland, are not checked
    assert crash_log.wait_for_display({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert crash_log.wait_for_display({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert crash_log.wait_for_display({"DISPLAY": "remote:0"}) is None

    # a server that starts late (Xvfb started at the same moment on a busy machine)
    calls: list[str] = []
    now = [0.0]

    def accepts(path: str) -> bool:
        calls.append(path)
        return len(calls) >= 3

    def sleep(seconds: float) -> None:
        now[0] += seconds

    env = {"DISPLAY": ":7"}
    assert (
        crash_log.wait_for_display(env, accepts=accepts, sleep=sleep, clock=lambda: now[0]) is None
    )
    assert calls == ["/tmp/.X11-unix/X7"] * 3

    # one that never comes: a message after the timeout, no endless wait
    now[0] = 0.0
    problem = crash_log.wait_for_display(
        env, 1.0, accepts=lambda _p: False, sleep=sleep, clock=lambda: now[0]
    )
    assert problem is not None and ":7" in problem
    assert now[0] >= 1.0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 check is for Linux")
def test_a_listening_unix_socket_accepts(tmp_path: Path) -> None:
    path = str(tmp_path / "X5")
    assert not crash_log._accepts(path)  # nothing there
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(path)
        assert not crash_log._accepts(path)  # bound, not listening: refused
        server.listen(1)
        assert crash_log._accepts(path)


def test_no_qt_here() -> None:
    """The core module must import without PySide6 (the core suite has none)."""
    code = "import sys, gogui_py.tools.crash_log; sys.exit('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], timeout=60, check=False)
    assert done.returncode == 0
