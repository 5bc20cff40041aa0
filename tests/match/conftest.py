"""Helpers for the match-runner tests: engine command lines and match files."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gogui_py.gtp import find_gnugo
from gogui_py.match.player import EngineSpec

ENGINES = Path(__file__).resolve().parents[1] / "engines"


def fake_argv(*flags: str) -> list[str]:
    """Command line of tests/engines/match_engine.py with ``flags``."""
    return [sys.executable, str(ENGINES / "match_engine.py"), *flags]


def hostile_argv(*flags: str) -> list[str]:
    """Command line of tests/engines/hostile_engine.py with ``flags``."""
    return [sys.executable, str(ENGINES / "hostile_engine.py"), *flags]


def fake(label: str, *flags: str) -> EngineSpec:
    """A match_engine competitor."""
    return EngineSpec(label, tuple(fake_argv(*flags)))


def gnugo_argv(level: int) -> list[str]:
    """GNU Go in GTP mode at ``level``; FAILS when GNU Go is missing (the README's test
    set-up installs it, as tests/gtp/conftest.py says)."""
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go not found: install it as the README's test set-up does")
    return [path, "--mode", "gtp", "--quiet", "--level", str(level)]


def toml_list(argv: list[str]) -> str:
    """A TOML array of strings."""
    return "[" + ", ".join(f'"{a}"' for a in argv) + "]"


def write_match(folder: Path, body: str, competitors: list[tuple[str, list[str]]]) -> Path:
    """Write ``folder/m.toml``: ``body`` then one [[competitors]] table per (label, argv)."""
    parts = [body.strip(), ""]
    for label, argv in competitors:
        parts += ["[[competitors]]", f'label = "{label}"', f"command = {toml_list(argv)}", ""]
    path = folder / "m.toml"
    path.write_text("\n".join(parts), encoding="utf-8")
    return path
