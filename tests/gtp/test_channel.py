"""ProcessChannel's stderr lines, from real subprocesses writing to their stderr."""

from __future__ import annotations

import sys
import threading

from gogui_py.gtp.channel import MAX_LINE_BYTES, ProcessChannel
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
