"""Talking to the tools over pipes in tests: never hangs the suite."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

ANSWER_TIMEOUT_S = 60.0
"""Seconds an answer may take before the test fails (never hangs the suite)."""


def ask(fd_in: int, fd_out: int, command: str) -> str:
    """Send ``command`` to the proxy and read its answer (up to the empty line).

    Raises:
        AssertionError: no complete answer within :data:`ANSWER_TIMEOUT_S`, or the
            proxy closed its output first.
    """
    os.write(fd_in, command.encode() + b"\n")
    answer = b""
    deadline = time.monotonic() + ANSWER_TIMEOUT_S
    while not answer.endswith(b"\n\n"):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([fd_out], [], [], max(left, 0.0))
        assert ready, f"no answer to {command!r} in {ANSWER_TIMEOUT_S} s (so far {answer!r})"
        chunk = os.read(fd_out, 1)
        assert chunk, f"the proxy closed its output before answering {command!r}"
        answer += chunk
    return answer.decode()


def run_tool(module: str, args: list[str], script: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m module args`` from the project root with ``script`` on its
    standard input; what it printed (text). Fails the test when it exits non-zero or
    takes more than a minute."""
    done = subprocess.run(
        [sys.executable, "-m", module, *args],
        input=script,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done
