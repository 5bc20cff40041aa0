"""The state adapter (gogui_py.gtp.engine_state) through a real subprocess.

tests/engines/random_engine.py is a GtpState around a random move generator;
every command goes through GtpClient, the client the GUI uses.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from gogui_py.gtp import GtpClient, GtpFailure
from tests.gtp.conftest import random_argv

STATE_COMMANDS = {
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "undo",
    "genmove",
    "reg_genmove",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "time_settings",
    "kgs-time_settings",
    "time_left",
    "final_score",
    "final_status_list",
    "showboard",
    "list_stones",
    "gomill-explain_last_move",
    "gomill-describe_engine",
    "gomill-cpu_time",
    "gomill-genmove_ex",
    "gogui-interrupt",
    "loadsgf",
    "gomill-savesgf",
}


@pytest.fixture
def engine() -> Iterator[GtpClient]:
    with GtpClient(random_argv("--seed", "5"), timeout=10) as client:
        client.send("boardsize", "9")
        yield client


def play(client: GtpClient, *moves: str) -> None:
    for move in moves:
        color, vertex = move.split()
        client.send("play", color, vertex)


def stones(client: GtpClient, color: str) -> list[str]:
    return sorted(client.send("list_stones", color).split())


def test_standard_commands(engine: GtpClient) -> None:
    assert engine.send("protocol_version") == "2"
    assert engine.name_and_version() == ("Random", "1.0")
    assert engine.commands >= STATE_COMMANDS
    assert engine.send("known_command", "gomill-genmove_ex") == "true"
    assert engine.send("known_command", "gg-undo") == "false"


def test_boardsize_and_clear_board(engine: GtpClient) -> None:
    play(engine, "b E5")
    engine.send("boardsize", "13")
    assert stones(engine, "b") == []
    play(engine, "b N13")
    for bad, message in (("26", "unacceptable size"), ("x", "not an integer")):
        with pytest.raises(GtpFailure, match=message):
            engine.send("boardsize", bad)
    assert stones(engine, "b") == ["N13"]
    engine.send("clear_board")  # keeps the size
    assert stones(engine, "b") == []
    play(engine, "w N13")
    with pytest.raises(GtpFailure, match="invalid coordinate"):
        engine.send("play", "b", "O1")
    engine.send("boardsize", "25")
    play(engine, "w Z25")
    assert stones(engine, "w") == ["Z25"]


def test_play_refuses_bad_and_illegal_moves(engine: GtpClient) -> None:
    play(engine, "b A2", "b B1")
    cases = [
        (("b", "A2"), "illegal move"),  # occupied
        (("w", "A1"), "illegal move"),  # suicide
        (("x", "C3"), "invalid color"),
        (("b", "K9"), "invalid coordinate"),
        (("b", "resign"), "invalid coordinate"),
        (("b",), "syntax error"),
    ]
    for args, message in cases:
        with pytest.raises(GtpFailure, match=message):
            engine.send("play", *args)
    play(engine, "w pass", "b PASS")
    assert stones(engine, "w") == []


def test_ko_and_undo(engine: GtpClient) -> None:
    with pytest.raises(GtpFailure, match="cannot undo"):
        engine.send("undo")
    play(engine, "b B3", "b A2", "b B1", "w C3", "w D2", "w C1", "w B2", "b C2")
    assert "B2" not in stones(engine, "w")
    with pytest.raises(GtpFailure, match="illegal move"):
        engine.send("play", "w", "B2")
    engine.send("undo")
    assert "B2" in stones(engine, "w")
    play(engine, "b C2")
    for _ in range(8):
        engine.send("undo")
    assert stones(engine, "b") == stones(engine, "w") == []


def test_fixed_handicap(engine: GtpClient) -> None:
    assert engine.send("fixed_handicap", "4").split() == ["C3", "G7", "C7", "G3"]
    assert stones(engine, "b") == ["C3", "C7", "G3", "G7"]
    with pytest.raises(GtpFailure, match="board not empty"):
        engine.send("fixed_handicap", "2")
    engine.send("clear_board")
    with pytest.raises(GtpFailure, match="invalid number of stones"):
        engine.send("fixed_handicap", "10")
    assert len(engine.send("fixed_handicap", "9").split()) == 9
    engine.send("clear_board")
    engine.send("boardsize", "5")
    with pytest.raises(GtpFailure, match="invalid number of stones"):
        engine.send("fixed_handicap", "2")


def test_free_handicap(engine: GtpClient) -> None:
    placed = engine.send("place_free_handicap", "3").split()
    assert len(set(placed)) == 3
    assert stones(engine, "b") == sorted(placed)
    engine.send("clear_board")
    engine.send("boardsize", "5")
    assert len(engine.send("place_free_handicap", "6").split()) == 6
    engine.send("clear_board")
    engine.send("set_free_handicap", "A1", "E5")
    assert stones(engine, "b") == ["A1", "E5"]
    with pytest.raises(GtpFailure, match="board not empty"):
        engine.send("set_free_handicap", "B2", "C3")
    engine.send("clear_board")
    for args, message in (
        (("A1",), "invalid number of stones"),
        (("A1", "A1"), "bad vertex list"),
        (("A1", "pass"), "bad vertex list"),
        (("A1", "Z9"), "invalid coordinate"),
    ):
        with pytest.raises(GtpFailure, match=message):
            engine.send("set_free_handicap", *args)
    assert engine.send("genmove", "w")  # White moves after a handicap


def test_time_commands_reach_the_generator(engine: GtpClient) -> None:
    def clock_comment() -> str:
        engine.send("genmove", "b")
        comment = engine.send("gomill-explain_last_move")
        return comment.split("; ")[1]

    assert clock_comment() == "time left None stones None"
    engine.send("time_settings", "300", "30", "5")
    assert clock_comment() == "time left 300.0 stones None"
    engine.send("time_left", "b", "25.5", "4")
    assert clock_comment() == "time left 25.5 stones 4"
    engine.send("kgs-time_settings", "byoyomi", "0", "30", "3")
    assert clock_comment() == "time left 30.0 stones 3"
    engine.send("kgs-time_settings", "absolute", "60")
    assert clock_comment() == "time left 60.0 stones None"
    engine.send("kgs-time_settings", "none")
    assert clock_comment() == "time left None stones None"
    engine.send("time_settings", "0", "10", "0")  # byo-yomi time without stones: no limit
    assert clock_comment() == "time left None stones None"
    for command, args in (
        ("time_settings", ("1", "2")),
        ("time_settings", ("a", "2", "3")),
        ("time_settings", ("-1", "2", "3")),
        ("kgs-time_settings", ("fischer", "1", "2")),
        ("kgs-time_settings", ("byoyomi", "1")),
        ("time_left", ("b", "x", "0")),
        ("time_left", ("q", "1", "0")),
    ):
        with pytest.raises(GtpFailure):
            engine.send(command, *args)


def test_final_score_and_status_on_a_finished_position(engine: GtpClient) -> None:
    engine.send("boardsize", "5")
    play(engine, *(f"b B{row}" for row in range(1, 6)), *(f"w D{row}" for row in range(1, 6)))
    engine.send("komi", "0.5")
    assert engine.send("final_score") == "W+0.5"
    engine.send("komi", "-2")
    assert engine.send("final_score") == "B+2"
    engine.send("komi", "0")
    assert engine.send("final_score") == "0"
    assert engine.send("final_status_list", "dead") == ""
    assert engine.send("final_status_list", "seki") == ""
    alive = {
        frozenset(line.split()) for line in engine.send("final_status_list", "alive").split("\n")
    }
    assert alive == {frozenset(f"{col}{row}" for row in range(1, 6)) for col in "BD"}
    with pytest.raises(GtpFailure, match="syntax error"):
        engine.send("final_status_list", "maybe")
    with pytest.raises(GtpFailure, match="komi not a float"):
        engine.send("komi", "six")


def test_showboard(engine: GtpClient) -> None:
    engine.send("boardsize", "3")
    play(engine, "b A3", "w C1")
    board = engine.send("showboard").strip("\n").split("\n")
    assert board == ["   A B C", " 3 X . . 3", " 2 . . . 2", " 1 . . O 1", "   A B C"]


def test_gomill_extensions(engine: GtpClient) -> None:
    assert engine.send("gomill-explain_last_move") == ""
    assert engine.send("gomill-describe_engine").split("\n") == ["Random 1.0", "seed: 5"]
    vertex = engine.send("genmove", "b")
    assert vertex.upper() in stones(engine, "b")
    assert engine.send("gomill-explain_last_move").startswith("random among 81 points")
    assert float(engine.send("gomill-cpu_time")) >= 0.0
    assert engine.send("gomill-genmove_ex").split() == ["claim"]
    answer = engine.send("gomill-genmove_ex", "w", "claim", "unknown-keyword")
    assert answer.upper() in stones(engine, "w")
    assert engine.send("reg_genmove", "b")
    assert len(stones(engine, "b")) == 1  # reg_genmove does not play
    engine.send("undo")
    assert engine.send("gomill-explain_last_move") == ""


def test_cpu_time_counts_genmove_only() -> None:
    with GtpClient(random_argv("--seed", "1"), timeout=10) as client:
        client.send("boardsize", "19")
        before = float(client.send("gomill-cpu_time"))
        for _ in range(40):
            client.send("genmove", "b")
        after = float(client.send("gomill-cpu_time"))
        assert after > before
        client.send("showboard")
        assert float(client.send("gomill-cpu_time")) == after


def test_interrupt_answers_a_slow_genmove_promptly() -> None:
    with GtpClient(random_argv("--genmove-delay", "30"), timeout=10) as client:
        assert "gogui-interrupt" in client.commands
        answers: list[str] = []
        thread = threading.Thread(target=lambda: answers.append(client.send("genmove", "b")))
        start = time.monotonic()
        thread.start()
        time.sleep(0.3)
        client.interrupt()
        thread.join(20)
        elapsed = time.monotonic() - start
        assert answers and answers[0] != "pass"
        assert elapsed < 15.0  # at once, not after the 30 s the engine would take
        assert client.send("name") == "Random"


def test_an_interrupt_armed_before_genmove_is_sent_stops_it_at_once() -> None:
    """The user pressed Esc while the sync commands before genmove ran: the genmove is
    interrupted as soon as it is sent (it would think 30 s otherwise)."""
    with GtpClient(random_argv("--genmove-delay", "30"), timeout=60) as client:
        assert "gogui-interrupt" in client.commands
        client.send("boardsize", "9")
        client.arm_interrupt()
        start = time.monotonic()
        assert client.send("genmove", "b", interruptible=True) != "pass"
        assert time.monotonic() - start < 15.0  # not the 30 s of the delay
        client.arm_interrupt(False)
        assert client.send("play", "w", "A1") == ""  # commands after it are not interrupted
