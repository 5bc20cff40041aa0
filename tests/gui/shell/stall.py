"""Measuring how long the GUI event loop is kept from running (for the shell tests)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QElapsedTimer, QTimer


@contextmanager
def longest_stall() -> Iterator[Callable[[], float]]:
    """Yield a function giving the longest gap (ms) between ticks of a 5 ms timer."""
    clock = QElapsedTimer()
    clock.start()
    gaps = [0.0]
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    try:
        yield lambda: max(gaps)
    finally:
        timer.stop()
