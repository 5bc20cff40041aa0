"""ProcessChannel, with real subprocesses: stderr lines, and the end of a program
whose child holds its pipes."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from gogui_py.gtp.channel import EOF, MAX_LINE_BYTES, ProcessChannel
from tests.gtp.conftest import scripted_argv


class Batches:
    """Collects the stderr batches of a channel (called from its reader thread)."""

    def __init__(self) -> None:
        self.batches: list[list[str]] = []
        self.lock = threading.Lock()

    def __call__(self, lines: list[str]) -> None:
        with self.lock:
            self.batches.append(list(lines))

    def lines(self) -> list[str]:
        with self.lock:
            return [line for batch in self.batches for line in batch]


def writer(code: str) -> list[str]:
    """A Python program running ``code`` (with ``err = sys.stderr.buffer``), then
    exiting."""
    return [sys.executable, "-c", f"import sys, time\nerr = sys.stderr.buffer\n{code}"]


def run(argv: list[str]) -> Batches:
    batches = Batches()
    channel = ProcessChannel(argv, on_stderr=batches)
    channel.died("stderr", wait=10.0)  # waits for the exit and for stderr to drain
    channel.close()
    return batches


def test_a_flood_arrives_in_batches_in_order_and_whole() -> None:
    batches = Batches()
    channel = ProcessChannel(scripted_argv("--stderr-flood", "flood=20"), on_stderr=batches)
    channel.write_line("1 flood", "flood")
    assert channel.read_line(timeout=30) == "=1 "
    channel.write_line("2 quit", "quit")
    channel.close()
    lines = batches.lines()
    assert len(lines) == 200_000
    assert set(lines) == {"x" * 99}
    # one call per pipe read, not per line: a per-line call stalled the GUI
    assert len(batches.batches) <= len(lines) // 50


def test_line_ends_bad_bytes_split_lines_and_a_last_line_without_newline() -> None:
    code = (
        "err.write(b'dos\\r\\nbad \\xff byte\\nhal'); err.flush(); time.sleep(0.2)\n"
        "err.write(b'f a line\\n\\nno newline at the end'); err.flush()"
    )
    lines = run(writer(code)).lines()
    assert lines == ["dos", "bad \ufffd byte", "half a line", "", "no newline at the end"]


def test_an_endless_line_is_cut_into_pieces() -> None:
    code = "err.write(b'y' * (3 * 2**20 + 5) + b'\\nafter\\n'); err.flush()"
    lines = run(writer(code)).lines()
    assert lines[-1] == "after"
    assert "".join(lines[:-1]) == "y" * (3 * 2**20 + 5)
    assert max(map(len, lines)) <= MAX_LINE_BYTES + (1 << 16)
    assert len(lines) >= 4


def test_exit_is_seen_while_a_child_holds_the_pipe_and_close_ends_the_child(
    tmp_path: Path,
) -> None:
    pid_file = tmp_path / "child.pid"
    code = (
        "import subprocess, sys, pathlib\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
        f"pathlib.Path({str(pid_file)!r}).write_text(str(child.pid))\n"
        "sys.exit(4)\n"
    )
    channel = ProcessChannel([sys.executable, "-c", code])
    try:
        start = time.monotonic()
        assert channel.read_line(30.0) is EOF  # not after the child's 600 s
        assert time.monotonic() - start < 20.0
        assert channel.exit_code == 4
        child = int(pid_file.read_text())
        os.kill(child, 0)  # alive: it holds the pipe
    finally:
        channel.close(timeout=0.5)
    deadline = time.monotonic() + 10
    while process_alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not process_alive(child)  # its process group was ended with it


def process_alive(pid: int) -> bool:
    """True while ``pid`` is a live (not zombie) process."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _answer(channel: ProcessChannel) -> str:
    """The program's first stdout line (it prints one and exits)."""
    line = channel.read_line(timeout=30)
    channel.close()
    assert isinstance(line, str), channel.stderr_tail()
    return line


@pytest.mark.skipif(sys.prefix == sys.base_prefix, reason="needs a virtual environment")
def test_a_program_run_as_python3_finds_our_interpreter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The tool was started as .venv/bin/gogui-match, the environment not activated: the
    # first python3 on PATH is one without gogui_py. The program gets our interpreter.
    system = tmp_path / "system-bin"
    system.mkdir()
    base = Path(sys.base_prefix) / "bin" / "python3"
    (system / "python3").symlink_to(base)
    monkeypatch.setenv("PATH", f"{system}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.delenv("PYTHONPATH", raising=False)
    check = (
        "import sys\ntry:\n import gogui_py\n print('ok', sys.prefix)\n"
        "except ImportError:\n print('missing')"
    )
    channel = ProcessChannel(["python3", "-c", check], cwd=str(tmp_path))
    assert _answer(channel) == f"ok {sys.prefix}"
    # a caller's own environment is used as it is
    env = {**os.environ}
    channel = ProcessChannel(["python3", "-c", check], cwd=str(tmp_path), env=env)
    assert _answer(channel) == "missing"
