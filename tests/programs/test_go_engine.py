"""The bundled Go engine: in-process answers, then real subprocesses against the random engine."""

from __future__ import annotations

import re
import threading
import time

import pytest

from benchmarks.bench_go_engine import go_engine_argv, play_game
from gogui_py.go import Color
from gogui_py.gtp import GtpClient
from gogui_py.gtp.engine import GtpEngine
from gogui_py.programs.go import Settings, build_engine, parse_settings
from tests.gtp.conftest import random_argv

# The engine stops at its playout count or its time, whichever comes first. Tests bound
# it by playouts only, so that a loaded machine plays the same moves as an idle one.
NO_TIME_LIMIT = 1e6


def answer(engine: GtpEngine, line: str) -> str:
    response = engine.handle(line)
    assert response is not None
    assert response.startswith("= "), response
    return response[2:].rstrip("\n")


def setup(engine: GtpEngine, size: int, *moves: str) -> None:
    answer(engine, f"boardsize {size}")
    answer(engine, "komi 0.5")
    for move in moves:
        answer(engine, f"play {move}")


def test_explains_and_describes_its_moves() -> None:
    engine = build_engine(Settings(seed=7, playouts=300, seconds=NO_TIME_LIMIT))
    setup(engine, 7)
    vertex = answer(engine, "genmove b")
    explanation = answer(engine, "gomill-explain_last_move").split("\n")
    assert explanation[0].startswith("Black win rate ")
    # 300 playouts, fewer when the best move can no longer be overtaken
    playouts = re.search(r"after (\d+) playouts in ", explanation[0])
    assert playouts is not None and 200 <= int(playouts.group(1)) <= 300
    assert explanation[1].startswith(f"PV: {vertex}")
    assert explanation[2].startswith(f"Top moves: {vertex} ")
    description = answer(engine, "gomill-describe_engine")
    assert description.startswith("gogui-py Go ")
    assert "playouts per move: 300" in description
    assert description.endswith("random seed: 7")
    assert float(answer(engine, "gomill-cpu_time")) > 0


def test_same_seed_plays_the_same_moves() -> None:
    def moves(seed: int) -> list[str]:
        engine = build_engine(Settings(seed=seed, playouts=100, seconds=NO_TIME_LIMIT))
        setup(engine, 5)
        return [answer(engine, f"genmove {c}") for c in "bwbw"]

    assert moves(3) == moves(3)


def test_passes_without_a_useful_move() -> None:
    engine = build_engine(Settings(seed=1, playouts=50, seconds=NO_TIME_LIMIT))
    setup(engine, 3, "b A3", "b B3", "b C3", "b A2", "b C2", "b A1", "b B1", "b C1")
    assert answer(engine, "genmove b") == "pass"
    assert "No move left" in answer(engine, "gomill-explain_last_move")
    setup(engine, 5, "b C3", "w pass")  # ahead by the area count after a pass: pass too
    assert answer(engine, "genmove b") == "pass"


def test_resigns_and_claims_by_thresholds() -> None:
    engine = build_engine(
        Settings(seed=1, playouts=50, seconds=NO_TIME_LIMIT, resign_threshold=1.01, resign_moves=2)
    )
    setup(engine, 5)
    first = answer(engine, "genmove b")
    assert first != "resign"  # too early in the game
    answer(engine, "play w " + ("B2" if first == "C3" else "C3"))
    assert answer(engine, "genmove b") == "resign"
    claimer = build_engine(
        Settings(seed=1, playouts=50, seconds=NO_TIME_LIMIT, claim_threshold=0.0)
    )
    setup(claimer, 5)
    assert answer(claimer, "gomill-genmove_ex b claim") == "claim"
    assert answer(claimer, "genmove b") != "claim"


def test_final_status_list_finds_a_dead_stone() -> None:
    engine = build_engine(Settings(seed=1, seconds=NO_TIME_LIMIT))
    moves = [f"b C{row}" for row in range(1, 6)] + [f"w D{row}" for row in range(1, 6)]
    setup(engine, 5, *moves, "w A5")
    assert answer(engine, "final_status_list dead") == "A5"
    assert answer(engine, "final_score") == "B+4.5"  # 15 - 10 with A5 dead, komi 0.5


def test_settings_from_the_command_line() -> None:
    settings = parse_settings(["--seed", "9", "--playouts", "77", "--time", "0.5"])
    assert (settings.seed, settings.playouts, settings.seconds) == (9, 77, 0.5)
    assert parse_settings([]).seed >= 0
    with pytest.raises(SystemExit):
        parse_settings(["--playouts", "0"])


def test_the_time_limit_ends_a_search_of_endless_playouts() -> None:
    """--time bounds a genmove whatever the playout budget (the default level's 1.5 s;
    how fast the default level answers is benchmarks/bench_go_engine.py's figure)."""
    argv = go_engine_argv("--seed", "1", "--playouts", "10000000", "--time", "0.3")
    with GtpClient(argv, timeout=30) as client:
        client.send("boardsize", "9")
        client.send("komi", "7.5")
        start = time.monotonic()
        assert client.send("genmove", "b") not in ("pass", "resign")
        # Ten million playouts take minutes; 0.3 s and a loaded machine's start take < 10 s.
        assert time.monotonic() - start < 10.0


def test_interrupt_ends_a_long_search() -> None:
    argv = go_engine_argv("--seed", "1", "--playouts", "10000000", "--time", "60")
    with GtpClient(argv, timeout=10) as client:
        assert "gogui-interrupt" in client.commands
        client.send("boardsize", "19")
        answers: list[str] = []
        thread = threading.Thread(target=lambda: answers.append(client.send("genmove", "b")))
        start = time.monotonic()
        thread.start()
        time.sleep(0.5)
        client.interrupt()
        thread.join(20)
        assert answers and answers[0] not in ("pass", "resign")
        assert time.monotonic() - start < 20.0  # well before its 60 s time limit


def test_beats_the_random_engine() -> None:
    """Never a loss to the uniform-random player: four seeded 9x9 games, bounded by
    40 playouts a move (not by time), so a busy machine plays the same games."""
    with GtpClient(
        go_engine_argv("--seed", "2", "--playouts", "40", "--time", "1000"), timeout=30
    ) as engine:
        for game in range(4):
            color = Color.BLACK if game % 2 == 0 else Color.WHITE
            with GtpClient(random_argv("--seed", str(game)), timeout=30) as opponent:
                record = play_game(engine, opponent, color, size=9, komi=7.5)
            assert record.winner is color, f"game {game + 1}: {record.result}"
