"""Fixtures for every test: a test fails if it leaves a thread or a child process.

This file must not import PySide6: the core suite runs without it
(tests/gui/conftest.py adds the Qt checks).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def corpus_dir(*parts: str) -> Path:
    """Path under ../shared/corpus; skips the test with a reason when absent."""
    path = CORPUS.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"corpus not present at {path} (../shared/corpus is absent in this clone)")
    return path


def child_pids() -> set[int]:
    """PIDs of this process's live (and zombie) children, from /proc."""
    pids: set[int] = set()
    task_dir = Path(f"/proc/{os.getpid()}/task")
    for task in task_dir.iterdir():
        try:
            text = (task / "children").read_text()
        except OSError:
            continue
        pids.update(int(p) for p in text.split())
    return pids


def _wait_until(predicate: object, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    assert callable(predicate)
    while not predicate() and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.fixture(autouse=True)
def no_leaked_threads_or_processes() -> Iterator[None]:
    """Fail the test if it leaves a Python thread or a child process running."""
    threads_before = set(threading.enumerate())
    children_before = child_pids()
    yield

    def leaked_threads() -> list[threading.Thread]:
        # Dummy entries stand for threads Python did not start (QThreads, checked by
        # tests/gui/conftest.py); Python 3.11 never forgets them, so they are skipped here.
        return [
            t
            for t in threading.enumerate()
            if t not in threads_before
            and t.is_alive()
            and not isinstance(t, threading._DummyThread)
        ]

    def leaked_children() -> set[int]:
        return child_pids() - children_before

    _wait_until(lambda: not leaked_threads() and not leaked_children(), 3.0)
    threads = leaked_threads()
    children = leaked_children()
    assert not threads, f"test left threads running: {[t.name for t in threads]}"
    assert not children, f"test left child processes: {sorted(children)}"
