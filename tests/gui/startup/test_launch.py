"""The real application started as a process: it always shows its window, and a failure at
start is logged, shown and ends with a non-zero status (issue 10, "a start that never
fails").

The processes run with the hidden probe flag (``GOGUI_PY_STARTUP_PROBE``): once the
window has been painted the app prints a line and closes itself. Nothing here depends on
how fast a loaded machine is: each launch has a 60 s deadline, far from its usual second.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py.gui.startup.guard import PROBE_DIALOG_LINE
from gogui_py.gui.startup.launch import FAULT_ENV, PROBE_ENV, SHOWN_LINE

LAUNCHES = 30
DEADLINE_S = 60
GAME = "(;FF[4]GM[1]SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd];B[fq];W[cn];B[jp])"


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != FAULT_ENV}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),  # the crash log goes here
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        **{PROBE_ENV: "1"},
        **extra,
    )
    return env


def _launch(tmp_path: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gogui_py.gui.app", *args],
        env=_env(tmp_path, **extra),
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        check=False,
    )


def _log(tmp_path: Path) -> str:
    path = tmp_path / "data" / "gogui-py" / "crash.log"
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


@pytest.fixture
def game(tmp_path: Path) -> str:
    path = tmp_path / "game.sgf"
    path.write_text(GAME, encoding="utf-8")
    return str(path)


@pytest.fixture
def busy_machine() -> Iterator[None]:
    """A CPU-burning helper process for the duration of the test."""
    burner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        yield
    finally:
        burner.kill()
        burner.wait(timeout=30)


def test_thirty_launches_on_a_busy_machine_all_show_the_window(
    tmp_path: Path, game: str, busy_machine: None
) -> None:
    failures: list[str] = []
    started = time.monotonic()
    for run in range(LAUNCHES):
        done = _launch(tmp_path, game)  # the real start: default engine attached, file open
        if done.returncode != 0 or SHOWN_LINE not in done.stdout:
            tail = "\n".join(done.stderr.strip().splitlines()[-5:])
            failures.append(f"launch {run + 1}: status {done.returncode}\n{tail}")
    elapsed = time.monotonic() - started
    print(f"{LAUNCHES} launches in {elapsed:.1f} s")
    assert not failures, "\n".join(failures)
    assert _log(tmp_path) == ""  # faulthandler opened it; nothing was written


def test_an_exception_while_building_is_logged_shown_and_ends_with_status_1(
    tmp_path: Path, game: str
) -> None:
    done = _launch(tmp_path, game, **{FAULT_ENV: "build"})
    assert done.returncode == 1
    assert SHOWN_LINE not in done.stdout
    assert f"{PROBE_DIALOG_LINE} " in done.stdout  # the dialog was shown
    log = _log(tmp_path)
    assert "Traceback (most recent call last)" in log
    assert "InjectedFaultError: injected start-up fault: build" in log
    assert "where: building the main window" in log


def test_an_exception_once_shown_is_logged_and_the_window_keeps_running(
    tmp_path: Path, game: str
) -> None:
    done = _launch(tmp_path, "--program", "", game, **{FAULT_ENV: "slot"})
    assert done.returncode == 0
    assert SHOWN_LINE in done.stdout and PROBE_DIALOG_LINE in done.stdout
    assert "InjectedFaultError: injected start-up fault: slot" in _log(tmp_path)


def test_a_fatal_signal_at_start_leaves_the_stack_in_the_log(tmp_path: Path, game: str) -> None:
    done = _launch(tmp_path, "--program", "", game, **{FAULT_ENV: "abort"})
    assert done.returncode != 0
    log = _log(tmp_path)
    assert "Fatal Python error: Aborted" in log
    assert "launch.py" in log  # the Python stack that led to it


def test_a_display_that_cannot_be_reached_is_reported(tmp_path: Path, game: str) -> None:
    """Without this check Qt ends the process with abort() ("could not connect to
    display"); now the reason is logged and the status is 1."""
    env = _env(tmp_path)
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "DISPLAY"):
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "-m", "gogui_py.gui.app", game],
        env=env,
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        check=False,
    )
    assert done.returncode == 1
    assert "no display" in done.stderr
    assert "no display" in _log(tmp_path)


def test_an_interrupt_while_building_is_logged_with_status_130(tmp_path: Path, game: str) -> None:
    """SIGINT reaches a start in the background too (main() gives Python's handler back
    so that engines can be interrupted): it must not end the start without a word."""
    done = _launch(tmp_path, "--program", "", game, **{FAULT_ENV: "interrupt"})
    assert done.returncode == 130
    assert "interrupted (SIGINT) before the window was shown" in _log(tmp_path)


def test_sigterm_leaves_the_stacks_in_the_log(tmp_path: Path) -> None:
    """Killed from outside: the log shows where the process was."""
    script = (
        "import os, signal, sys\n"
        "from gogui_py.tools import crash_log\n"
        "log = crash_log.enable_faulthandler()\n"
        "os.kill(os.getpid(), signal.SIGTERM)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=_env(tmp_path),
        capture_output=True,
        timeout=DEADLINE_S,
        check=False,
    )
    assert done.returncode == -15
    assert "most recent call first" in _log(tmp_path)


def test_a_background_start_survives_sigint_and_its_programs_can_be_interrupted(
    tmp_path: Path, game: str
) -> None:
    """Started by a script with ``&`` (SIGINT ignored), SIGINTs sent to the board all
    through its start do not end it; a program it starts has SIGINT's default action."""
    code = (
        "import os, sys\n"
        "from gogui_py.gui.app import keep_sigint_for_programs, main\n"
        "keep_sigint_for_programs()\n"
        "child = 'import signal; print(signal.getsignal(signal.SIGINT) is signal.SIG_IGN)'\n"
        "sys.stdout.flush()\n"
        "os.system(f'{sys.executable} -c \"{child}\"')\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    ignoring = ["bash", "-c", 'trap "" INT; exec "$@"', "bash"]  # as `cmd &` in a script
    board = subprocess.Popen(
        [*ignoring, sys.executable, "-c", code, "--program", "", game],
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert board.stdout is not None
        # the child's line: the board runs Python with its handler (a SIGINT before that
        # would end bash, not test the board); then SIGINTs through the rest of the start
        first = board.stdout.readline()
        deadline = time.monotonic() + DEADLINE_S
        while board.poll() is None and time.monotonic() < deadline:
            board.send_signal(signal.SIGINT)
            time.sleep(0.02)
        out, err = board.communicate(timeout=DEADLINE_S)
    finally:
        if board.poll() is None:
            board.kill()
            board.communicate()
    assert board.returncode == 0, err
    assert first.strip() == "False"  # the program does not ignore SIGINT
    assert SHOWN_LINE in out
    assert _log(tmp_path) == ""


def test_an_unexpected_error_opening_the_file_keeps_the_window(tmp_path: Path, game: str) -> None:
    """Errors FileOps does not expect (not a syntax error: a bug) are logged and shown;
    the window still starts, with an empty board."""
    code = (
        "import sys\n"
        "from gogui_py.gui.record.file_ops import FileOps\n"
        "def broken(self, path, **kwargs):\n"
        "    raise RecursionError('parser bug')\n"
        "FileOps.open_path = broken\n"
        "from gogui_py.gui.app import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "--program", "", game],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert SHOWN_LINE in done.stdout
    assert f"{PROBE_DIALOG_LINE} RecursionError: parser bug" in done.stdout
    log = _log(tmp_path)
    assert f"where: opening {game}" in log and "RecursionError: parser bug" in log


@pytest.mark.parametrize("window", ["--bare", "--parts"])
def test_benchmark_reference_windows_show(tmp_path: Path, window: str) -> None:
    """bench_launch.py's references (a bare window; the same parts as the first frame, with
    PySide6 alone) show and report the time of their first paint."""
    probe = Path(__file__).resolve().parents[3] / "benchmarks" / "launch_probe.py"
    started = time.time()
    done = subprocess.run(
        [sys.executable, str(probe), window],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=DEADLINE_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    painted = float(done.stdout.split()[-1])
    assert started < painted < time.time()
