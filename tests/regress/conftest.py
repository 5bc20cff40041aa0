"""Helpers for the regression-runner tests: engines and ``.tst`` files."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gogui_py.gtp import find_gnugo

ENGINES = Path(__file__).resolve().parents[1] / "engines"

HANG_TIMEOUT = 2.0
"""Seconds per command in the tests where a command really hangs: the fake engine
answers everything else within milliseconds, so 2 s is generous even on a loaded
machine, and every hang costs exactly this long."""


def fake_argv(*flags: str) -> list[str]:
    """Command line of tests/engines/regress_engine.py with ``flags``."""
    return [sys.executable, str(ENGINES / "regress_engine.py"), *flags]


def gnugo_regress_argv() -> list[str]:
    """GNU Go as its own regression scripts run it (regress.sh: ``--quiet --mode gtp``,
    no ``--level``: the default level 10); skips the test when GNU Go is missing."""
    path = find_gnugo()
    if path is None:
        pytest.skip("GNU Go not installed (the README's test set-up installs it)")
    return [path, "--mode", "gtp", "--quiet"]


def write_tst(folder: Path, text: str, name: str = "t.tst") -> Path:
    """Write ``folder/name`` with ``text`` (dedented by the caller) and return its path."""
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path
