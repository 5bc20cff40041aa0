"""Helpers for the GTP tests: command lines of the fake engines in tests/engines."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py.gtp import GtpClient, find_gnugo

ENGINES = Path(__file__).resolve().parents[1] / "engines"


def scripted_argv(*flags: str) -> list[str]:
    """Command line of tests/engines/scripted_engine.py with ``flags``."""
    return [sys.executable, str(ENGINES / "scripted_engine.py"), *flags]


def random_argv(*flags: str) -> list[str]:
    """Command line of tests/engines/random_engine.py with ``flags``."""
    return [sys.executable, str(ENGINES / "random_engine.py"), *flags]


class Traffic:
    """Records on_traffic calls."""

    def __init__(self) -> None:
        self.entries: list[tuple[str, str]] = []

    def __call__(self, kind: str, text: str) -> None:
        self.entries.append((kind, text))

    def of(self, kind: str) -> list[str]:
        return [text for k, text in self.entries if k == kind]

    def sent_commands(self) -> list[str]:
        """Sent lines without their ids."""
        return [line.split(" ", 1)[1] if line[0].isdigit() else line for line in self.of("sent")]


def gnugo_path() -> str:
    """GNU Go's path; FAILS (not skips) when absent: the README's test set-up installs it."""
    path = find_gnugo()
    if path is None:
        pytest.fail(
            "GNU Go not found on PATH, /usr/games or /usr/local/games: "
            "install it as the README's test set-up does (apt-get install -y gnugo)"
        )
    return path


@pytest.fixture
def traffic() -> Traffic:
    return Traffic()


@pytest.fixture
def gnugo(traffic: Traffic) -> Iterator[GtpClient]:
    """GNU Go at level 1, traffic recorded in the ``traffic`` fixture."""
    argv = [gnugo_path(), "--mode", "gtp", "--level", "1", "--quiet"]
    with GtpClient(argv, on_traffic=traffic, timeout=20) as client:
        yield client
