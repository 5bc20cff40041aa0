"""gogui-dummy (gogui_py/tools/dummy.py) as a real process: each command as documented."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from gogui_py.analysis.commands import parse_analyze_commands
from gogui_py.go import BoardSize
from gogui_py.gtp.client import GtpClient, TrafficKind
from gogui_py.gtp.errors import GtpEngineDied, GtpFailure, GtpTimeout
from gogui_py.gtp.gfx import parse_gfx
from gogui_py.tools.dummy import CRASH_STATUS, FILE_SAVE_TEXT, INVALID_RESPONSE

ROOT = Path(__file__).resolve().parents[2]
DUMMY = [sys.executable, "-m", "gogui_py.tools.dummy", "--srand", "1"]


@pytest.fixture
def traffic() -> list[tuple[TrafficKind, str]]:
    return []


@pytest.fixture
def dummy(traffic: list[tuple[TrafficKind, str]]) -> Iterator[GtpClient]:
    client = GtpClient(
        DUMMY, cwd=str(ROOT), timeout=20.0, on_traffic=lambda k, t: traffic.append((k, t))
    )
    yield client
    client.close()


def test_analyze_commands_list_every_dummy_command(dummy: GtpClient) -> None:
    listed = parse_analyze_commands(dummy.send("gogui-analyze_commands"))
    assert not listed.warnings
    names = {c.command.split()[0] for c in listed.commands}
    dummies = {c for c in dummy.commands if c.startswith("gogui-dummy-")}
    assert names == dummies
    assert len(dummies) == 15
    assert {"echo", "echo_err", "gogui-interrupt", "undo", "showboard"} <= dummy.commands


def test_random_game_never_repeats_a_point(dummy: GtpClient) -> None:
    dummy.send("boardsize", "3")
    dummy.send("play", "b", "B2")
    moves = {dummy.send("genmove", color) for color in "wbwbwbwb"}
    assert len(moves) == 8 and "B2" not in moves
    assert dummy.send("genmove", "w") == "pass"
    dummy.send("play", "b", "B2")  # occupied: not checked, accepted
    dummy.send("undo")


def test_resign_option() -> None:
    with GtpClient([*DUMMY, "--resign", "2"], cwd=str(ROOT), timeout=20.0) as client:
        client.send("boardsize", "9")
        assert client.send("genmove", "b") != "resign"
        assert client.send("genmove", "w") == "resign"
        client.send("clear_board")
        assert client.send("genmove", "b") != "resign"


def test_boards_gfx_and_lists(dummy: GtpClient) -> None:
    dummy.send("boardsize", "5")
    rows = dummy.send("gogui-dummy-bwboard").splitlines()
    assert len(rows) == 5 and all(
        set(r.split()) <= {"B", "W"} and len(r.split()) == 5 for r in rows
    )
    sboard = dummy.send("gogui-dummy-sboard").splitlines()
    assert sboard[0].split()[0] == "a5" and sboard[4].split()[4] == "e1"
    gfx = parse_gfx(dummy.send("gogui-dummy-gfx"), BoardSize.square(5))
    assert gfx.text and gfx.labels and gfx.influence
    assert dummy.send("gogui-dummy-eplist") == ""
    assert dummy.send("gogui-dummy-eplist", "A1", "c3") == "A1 C3"
    assert dummy.send("gogui-dummy-eplist", "show") == "A1 C3"
    assert dummy.send("gogui-dummy-long_response", "4") == "1\n2\n3\n4"
    assert dummy.send("echo", "hello", "world") == "hello world"


def test_echo_err_and_live_gfx_on_stderr(
    dummy: GtpClient, traffic: list[tuple[TrafficKind, str]]
) -> None:
    dummy.send("echo_err", "to", "stderr")
    dummy.send("gogui-dummy-live_gfx", "3")
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        lines = [t for k, t in traffic if k == "stderr"]
        if "to stderr" in lines and lines.count("gogui-gfx:") == 3:
            break
        time.sleep(0.02)
    assert "to stderr" in lines and lines.count("gogui-gfx:") == 3


def test_files(dummy: GtpClient, tmp_path: Path) -> None:
    target = tmp_path / "saved.txt"
    dummy.send("gogui-dummy-file_save", str(target))
    assert target.read_text() == FILE_SAVE_TEXT
    answer = dummy.send("gogui-dummy-file_open", str(target))
    assert f"Size: {len(FILE_SAVE_TEXT)} bytes" in answer
    with pytest.raises(GtpFailure, match="cannot open"):
        dummy.send("gogui-dummy-file_open", str(tmp_path / "none"))


def test_next_failure_and_success(dummy: GtpClient) -> None:
    dummy.send("gogui-dummy-next_failure", "as", "asked")
    with pytest.raises(GtpFailure, match="as asked"):
        dummy.send("name")
    assert dummy.send("name") == "gogui-dummy"
    dummy.send("gogui-dummy-next_success", "fine")
    assert dummy.send("genmove", "b") == "fine"


def test_delay_and_sleep(dummy: GtpClient) -> None:
    assert dummy.send("gogui-dummy-delay") == "0"
    dummy.send("gogui-dummy-delay", "0.3")
    start = time.monotonic()
    assert dummy.send("gogui-dummy-delay") == "0.3"
    assert time.monotonic() - start >= 0.3
    dummy.send("gogui-dummy-delay", "0")
    start = time.monotonic()
    assert dummy.send("gogui-dummy-sleep", "0.2") == ""
    assert 0.2 <= time.monotonic() - start < 5
    with pytest.raises(GtpTimeout):
        dummy.send("gogui-dummy-sleep", "30", timeout=0.3)
    dummy.interrupt()  # "# interrupt": the sleep ends, its late answer is dropped
    assert dummy.send("name", timeout=5) == "gogui-dummy"


def test_invalid_responses(dummy: GtpClient, traffic: list[tuple[TrafficKind, str]]) -> None:
    assert dummy.send("gogui-dummy-invalid_empty") == ""  # an extra empty line is allowed
    with pytest.raises(GtpTimeout):
        dummy.send("gogui-dummy-invalid", timeout=0.5)
    warnings = [t for k, t in traffic if k == "warning"]
    assert any(INVALID_RESPONSE in w and "invalid response" in w for w in warnings)
    assert dummy.send("name") == "gogui-dummy"  # still in step after it


def test_crash_ends_the_process(dummy: GtpClient) -> None:
    with pytest.raises(GtpEngineDied) as died:
        dummy.send("gogui-dummy-crash")
    assert died.value.exit_code == CRASH_STATUS
    assert not dummy.is_alive
