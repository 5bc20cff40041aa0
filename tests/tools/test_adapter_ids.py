"""gogui-adapter in front of an engine that does not parse command ids.

tests/engines/minimal_engine.py --no-ids takes "1 boardsize 9" for an unknown command, as the small
hand-written engines an adapter is for do; the adapter must talk to it without ids
(GTP v2 section 2.4) while it keeps the controller's ids on the controller's side.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpFailure

ROOT = Path(__file__).resolve().parents[2]
TOY = [sys.executable, str(ROOT / "tests" / "engines" / "minimal_engine.py"), "--no-ids"]
ADAPTER = [sys.executable, "-m", "gogui_py.tools.adapter"]


@pytest.fixture
def gtp() -> Iterator[GtpClient]:
    client = GtpClient([*ADAPTER, " ".join(TOY)], cwd=str(ROOT), timeout=30.0)
    yield client
    client.close()


def test_the_toy_refuses_ids() -> None:
    """The engine is as strict as claimed (else the adapter tests below prove nothing)."""
    with (
        GtpClient(TOY, timeout=30.0) as toy,
        pytest.raises(GtpFailure, match="unknown command"),
    ):
        toy.send("name")  # sent as "1 name"
    with GtpClient(TOY, timeout=30.0, numbered=False) as toy:
        assert toy.send("name") == "Minimal"


def test_game_through_the_adapter(gtp: GtpClient) -> None:
    gtp.send("boardsize", "9")
    gtp.send("clear_board")
    gtp.send("play", "b", "C3")
    reply = gtp.send("genmove", "w")
    assert reply == "A9"  # the toy's first legal point in reading order
    gtp.send("undo")  # emulated: the toy has no undo
    gtp.send("undo")
    gtp.send("play", "b", "E5")
    assert gtp.send("genmove", "w") == "A9"
    gtp.send("komi", "0.5")
    assert gtp.send("final_score") == "W+0.5"  # emulated; one stone each, the rest neutral


def test_controller_ids_are_kept() -> None:
    """The controller's ids come back as it sent them; none reach the engine."""
    lines = "7 boardsize 9\n8 play b C3\n9 genmove w\n10 final_score\n11 quit\n"
    done = subprocess.run(
        [*ADAPTER, *TOY],
        input=lines,
        capture_output=True,
        text=True,
        cwd=str(ROOT),
        timeout=60,
        check=True,
    )
    answers = [block.strip() for block in done.stdout.split("\n\n") if block.strip()]
    assert answers == ["=7", "=8", "=9 A9", "=10 0", "=11"], done.stdout + done.stderr
