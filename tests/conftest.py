"""Fixtures for every test: a test fails if it leaves a thread or a child process.

This file must not import PySide6: the core suite runs without it
(tests/gui/conftest.py adds the Qt checks).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, is_hypothesis_test, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# A shell starts background jobs with SIGINT ignored, and programs inherit that: an engine
# started by a suite run in the background (a CI runner, `cmd &`) would never see the
# SIGINT of gogui-sigint. Python's own handler here makes children start with the default.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# Hypothesis profiles (README, "Tests"): `./gogui.sh test` selects "ci" (.ci/run runs it);
# "explore" is the random search run apart (`./gogui.sh explore`); "dev" is a bare pytest.
# No deadline anywhere: a loaded machine must not turn a slow example into a failure.
settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True)
settings.register_profile(
    "explore",
    max_examples=1000,
    database=None,
    deadline=None,
    print_blob=True,
    phases=[Phase.explicit, Phase.generate, Phase.target, Phase.shrink, Phase.explain],
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, print_blob=True)
settings.load_profile("dev")


def examples(count: int) -> int:
    """``count`` examples, scaled up with the active profile's ``max_examples``.

    A test's own ``@settings(max_examples=...)`` wins over any profile, so tests pass their
    count through this: 100 a profile (ci, dev) keeps ``count``, 1000 (explore) gives 10x.
    """
    active = settings.default
    assert active is not None  # a profile is always loaded (above)
    return max(count, count * active.max_examples // 100)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every Hypothesis test carries the ``property`` mark (``-m property`` selects them)."""
    for item in items:
        function = getattr(item, "obj", None)
        if function is not None and is_hypothesis_test(function):
            item.add_marker(pytest.mark.property)


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
