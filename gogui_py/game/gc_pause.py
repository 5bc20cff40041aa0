"""Pausing the cyclic garbage collector while a big structure is built (pure, stdlib)."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def no_cyclic_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector in a ``with`` block (restored after).

    Building a 60,000-node tree, or laying it out, otherwise triggers repeated full
    collections that walk the whole tree and cost twice the work itself; nothing built
    there is garbage. The allocations are still counted: the first one after the block
    starts a collection of the youngest generation, the new objects included, once.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
