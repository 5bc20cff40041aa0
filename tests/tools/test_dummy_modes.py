"""gogui-dummy --mode (gogui_py/tools/dummy_*.py): the project's test engines as modes,
each driven as a real process through a GtpClient."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpEngineDied
from gogui_py.tools.dummy_hostile import FATAL_LINE

ROOT = Path(__file__).resolve().parents[2]
DUMMY = [sys.executable, "-m", "gogui_py.tools.dummy"]


def test_help_lists_the_modes() -> None:
    done = subprocess.run(
        [*DUMMY, "--help"], capture_output=True, text=True, timeout=30, check=True
    )
    for mode in ("gfx", "lz", "param", "hostile"):
        assert mode in done.stdout
    mode_help = subprocess.run(
        [*DUMMY, "--mode", "lz", "--help"], capture_output=True, text=True, timeout=30, check=False
    )
    assert "gogui-dummy --mode lz" in mode_help.stdout and "--kata" in mode_help.stdout


def test_gfx_mode_draws_live_gfx_while_it_thinks() -> None:
    stderr: list[str] = []
    with GtpClient(
        [*DUMMY, "--mode", "gfx", "--lines", "3"], timeout=30.0, on_stderr=stderr.extend
    ) as client:
        assert client.send("genmove", "b") == "pass"
        client.send("name")  # the stderr lines came before the answer
    assert "gogui-gfx: LABEL A1 3" in stderr
    assert "CIRCLE B2" in stderr


def test_lz_mode_streams_analysis_until_stopped() -> None:
    lines: list[str] = []
    stop = threading.Event()

    def on_lines(batch: list[str]) -> None:
        lines.extend(batch)
        stop.set()

    with GtpClient([*DUMMY, "--mode", "lz", "--kata"], timeout=30.0) as client:
        client.stream("kata-analyze", "b", "5", on_lines=on_lines, stop=stop)
        assert client.send("name")  # the stream ended cleanly: the next command works
        assert "kata-set-rules" in client.commands
    assert lines[0].startswith("info move D4")


def test_param_mode_keeps_what_is_set() -> None:
    with GtpClient([*DUMMY, "--mode", "param"], timeout=30.0) as client:
        assert "[bool] ponder 0" in client.send("param_search").splitlines()
        client.send("param_search", "ponder", "1")
        assert "[bool] ponder 1" in client.send("param_search").splitlines()
        assert "param/Search/param_search" in client.send("gogui-analyze_commands")


def test_hostile_mode_dies_in_genmove() -> None:
    stderr: list[str] = []
    with GtpClient(
        [*DUMMY, "--mode", "hostile", "--die-genmove"], timeout=30.0, on_stderr=stderr.extend
    ) as client:
        client.send("boardsize", "9")
        with pytest.raises(GtpEngineDied):
            client.send("genmove", "b")
    assert FATAL_LINE.decode().strip() in stderr


def test_options_before_the_mode_are_checked() -> None:
    done = subprocess.run(
        [*DUMMY, "--bogus", "--mode", "gfx"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 2
