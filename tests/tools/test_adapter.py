"""gogui-adapter (gogui_py/tools/adapter*.py) in front of real engine processes.

The minimal engine (tests/engines/minimal_engine.py) has only the required commands and
genmove; through the adapter it gets undo, loadsgf, handicap, scoring and the gomill
commands. Every test drives a real adapter process with a GtpClient.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpFailure
from tests.conftest import corpus_dir

ROOT = Path(__file__).resolve().parents[2]
MINIMAL = str(ROOT / "tests" / "engines" / "minimal_engine.py")
RANDOM = str(ROOT / "tests" / "engines" / "random_engine.py")


def adapter(*flags: str, engine: str = MINIMAL, engine_flags: str = "") -> GtpClient:
    """A client to ``gogui-adapter FLAGS 'python ENGINE ENGINE_FLAGS'``."""
    program = f"{sys.executable} {engine} {engine_flags}".strip()
    argv = [sys.executable, "-m", "gogui_py.tools.adapter", *flags, program]
    return GtpClient(argv, cwd=str(ROOT), timeout=30.0)


@pytest.fixture
def gtp() -> Iterator[GtpClient]:
    client = adapter()
    yield client
    client.close()


def stones(diagram: str) -> dict[str, str]:
    """The stones of a showboard diagram: vertex -> "X" or "O"."""
    lines = diagram.strip("\n").splitlines()
    letters = lines[0].split()
    found: dict[str, str] = {}
    for line in lines[1:-1]:
        words = line.split()
        for letter, cell in zip(letters, words[1:-1], strict=True):
            if cell in "XO":
                found[f"{letter}{words[0]}"] = cell
    return found


def engine_children(client: GtpClient) -> list[int]:
    """The adapter's child processes (its engine)."""
    assert client.pid is not None
    found: list[int] = []
    for task in Path(f"/proc/{client.pid}/task").iterdir():
        try:
            found += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def test_list_commands_is_the_union(gtp: GtpClient) -> None:
    commands = gtp.commands
    for name in ("undo", "loadsgf", "final_score", "fixed_handicap", "place_free_handicap"):
        assert name in commands
    assert {"gomill-describe_engine", "gogui-adapter-showboard", "genmove"} <= commands
    assert "gogui-interrupt" not in commands  # the minimal engine cannot be interrupted
    assert gtp.send("known_command", "undo") == "true"
    assert gtp.send("known_command", "gg-undo") == "false"
    assert gtp.name_and_version() == ("Minimal", "1.0")
    describe = gtp.send("gomill-describe_engine")
    assert describe.startswith("Minimal 1.0") and "undo" in describe
    assert gtp.send("gomill-explain_last_move") == ""


def test_engine_starts_just_in_time(gtp: GtpClient) -> None:
    for command in (("boardsize", "9"), ("komi", "6.5"), ("clear_board",), ("undo",)):
        try:
            gtp.send(*command)
        except GtpFailure:
            assert command == ("undo",)  # nothing to undo: answered by the adapter
    assert engine_children(gtp) == []
    gtp.send("play", "b", "E5")
    assert len(engine_children(gtp)) == 1


def test_undo_by_replay(gtp: GtpClient) -> None:
    gtp.send("boardsize", "9")
    gtp.send("play", "b", "E5")
    before = gtp.send("showboard")
    reply = gtp.send("genmove", "w")
    assert reply == "A9"
    gtp.send("undo")
    assert gtp.send("showboard") == before
    # The engine's board lost the move too: the same point is free again.
    gtp.send("play", "w", "A9")
    gtp.send("undo")
    gtp.send("undo")
    assert stones(gtp.send("showboard")) == {}
    with pytest.raises(GtpFailure):
        gtp.send("undo")
    gtp.send("play", "b", "E5")
    with pytest.raises(GtpFailure, match="illegal"):
        gtp.send("play", "w", "E5")


def test_final_score_by_area(gtp: GtpClient) -> None:
    gtp.send("boardsize", "5")
    gtp.send("komi", "0.5")
    gtp.send("play", "b", "C3")
    assert gtp.send("final_score") == "B+24.5"
    gtp.send("play", "w", "A1")
    assert gtp.send("final_score") == "W+0.5"  # 1 - 1 stones, the rest neutral, komi
    assert gtp.send("final_status_list", "dead") == ""
    assert set(gtp.send("final_status_list", "alive").split()) == {"C3", "A1"}


def test_loadsgf_from_a_file(gtp: GtpClient, tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]KM[5.5]AB[cc];B[ee];W[gg];B[dd];W[cd])")
    gtp.send("loadsgf", str(path), "3")
    assert stones(gtp.send("showboard")) == {"C7": "X", "E5": "X", "G3": "O"}
    assert gtp.send("final_score") == "W+4.5"  # 2 - 1 stones, komi 5.5
    with pytest.raises(GtpFailure):
        gtp.send("play", "b", "C7")  # the engine has the setup stone
    gtp.send("play", "b", "D6")
    gtp.send("loadsgf", str(path))
    assert len(stones(gtp.send("showboard"))) == 5
    with pytest.raises(GtpFailure, match="cannot load"):
        gtp.send("loadsgf", str(tmp_path / "missing.sgf"))


def test_loadsgf_corpus_game_matches_an_engine_that_loads_it() -> None:
    path = corpus_dir("gnugo", "9handicap.sgf")
    with adapter() as through, adapter(engine=RANDOM) as native:
        through.send("loadsgf", str(path), "31")
        native.send("loadsgf", str(path), "31")  # passed through: the random engine's own
        ours = stones(through.send("gogui-adapter-showboard"))
        assert ours == stones(native.send("showboard"))
        assert len([s for s in ours.values() if s == "X"]) >= 9
        reply = through.send("genmove", "b")
        assert reply not in ours


def test_handicap_through_setup() -> None:
    with adapter("--fill-passes", engine_flags="--alternate-only") as gtp:
        gtp.send("boardsize", "9")
        assert gtp.send("fixed_handicap", "3").split() == ["C3", "G7", "C7"]
        with pytest.raises(GtpFailure, match="not empty"):
            gtp.send("fixed_handicap", "2")
        move = gtp.send("genmove", "w")
        assert move not in ("C3", "G7", "C7")
        with pytest.raises(GtpFailure):
            gtp.send("play", "b", "G7")  # the engine has the handicap stones
        gtp.send("clear_board")
        points = gtp.send("place_free_handicap", "5").split()
        assert len(set(points)) == 5
        gtp.send("clear_board")
        gtp.send("set_free_handicap", "A1", "J9")
        assert stones(gtp.send("showboard")) == {"A1": "X", "J9": "X"}
        gtp.send("play", "w", "E5")


def test_fill_passes_and_lowercase() -> None:
    with adapter(engine_flags="--alternate-only --lowercase-only") as plain:
        plain.send("boardsize", "9")
        with pytest.raises(GtpFailure, match="lower case"):
            plain.send("play", "b", "E5")
    flags = ("--fill-passes", "--lowercase")
    with adapter(*flags, engine_flags="--alternate-only --lowercase-only") as gtp:
        gtp.send("boardsize", "9")
        gtp.send("play", "B", "E5")
        gtp.send("play", "B", "D5")  # a pass is filled in between
        assert gtp.send("genmove", "b") == "A9"
        gtp.send("undo")
        gtp.send("undo")  # takes the filled pass back with D5
        gtp.send("play", "w", "D5")
        assert stones(gtp.send("showboard")) == {"E5": "X", "D5": "O"}


def test_answers_are_normalised() -> None:
    with adapter(engine_flags="--shouty") as gtp:
        gtp.send("boardsize", "2")
        gtp.send("play", "b", "A1")
        gtp.send("play", "b", "B2")
        assert gtp.send("genmove", "w") == "pass"  # the engine says "PASS"
        gtp.send("boardsize", "9")
        assert gtp.send("genmove", "b") == "A9"  # the engine says "a9"


def test_resign_on_the_engine_estimate() -> None:
    with adapter("--resign", "30", engine_flags="--estimate W+40.5") as gtp:
        gtp.send("boardsize", "9")
        assert "estimate_score" in gtp.commands  # passed through
        assert gtp.send("estimate_score") == "W+40.5"
        assert gtp.send("genmove", "b") == "resign"
        assert re.fullmatch(r"[A-J]\d", gtp.send("genmove", "w"))


def test_no_score_hides_scoring() -> None:
    with adapter("--no-score") as gtp:
        assert "final_score" not in gtp.commands
        with pytest.raises(GtpFailure, match="unknown"):
            gtp.send("final_score")


def test_engine_that_dies_is_started_again(tmp_path: Path) -> None:
    with adapter() as gtp:
        gtp.send("boardsize", "9")
        gtp.send("play", "b", "E5")
        (pid,) = engine_children(gtp)
        os.kill(pid, 9)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            try:
                gtp.send("play", "w", "A9")
                break
            except GtpFailure as failure:
                assert "died" in failure.message
        assert stones(gtp.send("showboard")) == {"E5": "X", "A9": "O"}
        with pytest.raises(GtpFailure):
            gtp.send("play", "w", "E5")  # the new engine got the game replayed


def test_interrupt_reaches_the_engine() -> None:
    with adapter(engine=RANDOM, engine_flags="--genmove-delay 30") as gtp:
        assert "gogui-interrupt" in gtp.commands  # the random engine's, passed on
        gtp.send("boardsize", "9")
        timer = threading.Timer(0.5, gtp.interrupt)
        start = time.monotonic()
        timer.start()
        move = gtp.send("genmove", "b", timeout=20)
        timer.join()
        assert time.monotonic() - start < 10
        assert re.fullmatch(r"[A-J]\d", move)


def test_the_engine_ends_with_the_adapter() -> None:
    gtp = adapter()
    gtp.send("play", "b", "D4")
    (pid,) = engine_children(gtp)
    gtp.close()
    deadline = time.monotonic() + 5
    while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not Path(f"/proc/{pid}").exists()
