"""The state adapter in-process: generator answers, clocks, handicap, scoring hooks, interrupt."""

from __future__ import annotations

import io
import os
import threading
import time

import pytest

from gogui_py.go import BoardSize, Color, Point, from_diagram
from gogui_py.gtp.engine import GtpEngine
from gogui_py.gtp.engine_state import (
    Clock,
    GameState,
    GeneratedMove,
    GtpState,
    TimeSettings,
    spread_handicap,
)


def make(generator: object, **options: object) -> tuple[GtpEngine, GtpState]:
    engine = GtpEngine("Adapter", "2.0")
    state = GtpState(generator, **options)  # type: ignore[arg-type]
    state.register(engine)
    return engine, state


def answer(engine: GtpEngine, line: str) -> str:
    response = engine.handle(line)
    assert response is not None
    return response.rstrip("\n")


def test_generator_sees_the_state_and_may_claim_or_resign() -> None:
    seen: list[GameState] = []
    replies = [
        GeneratedMove(Point(0, 0), claim=True, comment="sure"),
        GeneratedMove(Point(1, 1), claim=True),
        GeneratedMove(resign=True, comment="lost"),
        GeneratedMove(None),
    ]

    def generator(state: GameState) -> GeneratedMove:
        seen.append(state)
        return replies[len(seen) - 1]

    engine, state = make(generator, default_size=9)
    answer(engine, "komi 6.5")
    answer(engine, "play b E5")
    assert answer(engine, "gomill-genmove_ex w claim") == "= claim"
    assert seen[0].claim_allowed and seen[0].color is Color.WHITE and seen[0].komi == 6.5
    assert seen[0].history == ((Color.BLACK, Point(4, 4)),)
    assert len(seen[0].boards) == 2 and seen[0].board.get(Point(4, 4)) is Color.BLACK
    assert answer(engine, "gomill-explain_last_move") == "= sure"
    assert answer(engine, "genmove w") == "= B8"  # claim not allowed: the point is played
    assert state.board.get(Point(1, 1)) is Color.WHITE
    assert answer(engine, "genmove b") == "= resign"
    assert len(state.moves) == 2
    assert answer(engine, "gomill-explain_last_move") == "= lost"
    assert answer(engine, "genmove b") == "= pass"
    assert state.moves[-1] == (Color.BLACK, None)


def test_an_illegal_generated_move_is_refused() -> None:
    engine, state = make(lambda s: GeneratedMove(Point(2, 2)), default_size=5)
    answer(engine, "play b C3")
    assert answer(engine, "genmove w").startswith("? engine generated an illegal move")
    assert answer(engine, "reg_genmove w") == "? engine generated an illegal move"
    assert len(state.moves) == 1


def test_comments_are_kept_per_move_for_savesgf() -> None:
    engine, state = make(lambda s: GeneratedMove(None, comment="nothing to do"), default_size=5)
    answer(engine, "play b C3")
    answer(engine, "genmove w")
    assert state.comments == ["", "nothing to do"]
    answer(engine, "undo")
    assert state.comments == [""]


def test_hooks_for_dead_stones_and_free_handicap() -> None:
    def dead(state: GameState) -> set[Point]:
        return {p for p, c in state.board.stones() if c is Color.WHITE}

    def handicap(state: GameState, count: int) -> list[Point]:
        return [Point(i, 0) for i in range(count)]

    engine, state = make(
        lambda s: GeneratedMove(None), default_size=5, dead_stones=dead, free_handicap=handicap
    )
    assert answer(engine, "place_free_handicap 2") == "= A5 B5"
    assert state.handicap == (Point(0, 0), Point(1, 0))
    answer(engine, "play w C3")
    assert answer(engine, "final_score") == "= B+25"
    assert answer(engine, "final_status_list dead") == "= C3"
    assert answer(engine, "final_status_list alive") == "= A5 B5"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["300", "30", "5"], TimeSettings("canadian", 300, 30, 5)),
        (["300", "0", "0"], TimeSettings("absolute", 300)),
        (["0", "30", "0"], TimeSettings()),
        (["0", "0", "0"], TimeSettings()),
        (["1.5", "2.5", "1"], TimeSettings("canadian", 1.5, 2.5, 1)),
    ],
)
def test_time_settings_from_gtp(args: list[str], expected: TimeSettings) -> None:
    assert TimeSettings.from_gtp(args) == expected


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["none"], TimeSettings()),
        (["absolute", "600"], TimeSettings("absolute", 600)),
        (["byoyomi", "600", "30", "5"], TimeSettings("byoyomi", 600, 30, 5)),
        (["CANADIAN", "0", "300", "25"], TimeSettings("canadian", 0, 300, 25)),
    ],
)
def test_time_settings_from_kgs(args: list[str], expected: TimeSettings) -> None:
    assert TimeSettings.from_kgs(args) == expected


@pytest.mark.parametrize(
    "args", [[], ["fischer", "1"], ["absolute"], ["byoyomi", "1", "2"], ["absolute", "-1"]]
)
def test_bad_kgs_time_settings(args: list[str]) -> None:
    with pytest.raises(ValueError):
        TimeSettings.from_kgs(args)


def test_clock_remaining() -> None:
    clock = Clock(TimeSettings("byoyomi", 0, 30, 5))
    assert clock.remaining(Color.BLACK) == (30, 5)
    clock.time_left(Color.BLACK, 12.0, 3)
    assert clock.remaining(Color.BLACK) == (12.0, 3)
    clock.time_left(Color.WHITE, 100.0, 0)
    assert clock.remaining(Color.WHITE) == (100.0, None)
    clock.restart()
    assert clock.remaining(Color.WHITE) == (30, 5)
    assert Clock().remaining(Color.BLACK) == (None, None)


def view(settings: TimeSettings, remaining: float | None, stones: int | None) -> GameState:
    board = from_diagram(". . .\n. . .\n. . .")
    return GameState(
        board, Color.BLACK, (), (board,), 0.0, (), settings, remaining, stones, False, lambda: False
    )


@pytest.mark.parametrize(
    ("settings", "remaining", "stones", "expected"),
    [
        (TimeSettings(), None, None, 2.0),
        (TimeSettings("absolute", 600), 600.0, None, 2.0),
        (TimeSettings("absolute", 600), 8.0, None, 0.75),  # 8 s over 8 moves, 80 %, -0.05
        (TimeSettings("canadian", 0, 60, 10), 10.0, 5, 1.55),
        (TimeSettings("byoyomi", 0, 1, 3), 1.0, 2, 0.75),
        (TimeSettings("absolute", 600), 0.0, None, 0.01),
    ],
)
def test_move_time(
    settings: TimeSettings, remaining: float | None, stones: int | None, expected: float
) -> None:
    assert view(settings, remaining, stones).move_time(2.0) == pytest.approx(expected)


@pytest.mark.parametrize(("size", "count"), [(2, 3), (3, 2), (5, 5), (9, 4), (9, 12), (19, 9)])
def test_spread_handicap(size: int, count: int) -> None:
    board_size = BoardSize.square(size)
    points = spread_handicap(board_size, count)
    assert len(set(points)) == count
    assert all(board_size.contains(p) for p in points)
    with pytest.raises(ValueError):
        spread_handicap(board_size, size * size)


def test_unregister_and_enable_interrupt() -> None:
    engine = GtpEngine("x", "1")
    engine.enable_interrupt(sigint=True)
    assert answer(engine, "gogui-sigint") == f"= {os.getpid()}"
    engine.unregister("gogui-sigint")
    assert answer(engine, "known_command gogui-sigint") == "= false"
    assert answer(engine, "known_command gogui-interrupt") == "= true"


def test_run_interrupts_the_running_command_only() -> None:
    engine = GtpEngine("x", "1")
    engine.enable_interrupt()
    started = threading.Event()

    def slow(args: list[str]) -> str:
        started.set()
        deadline = time.monotonic() + 10
        while not engine.interrupted and time.monotonic() < deadline:
            time.sleep(0.005)
        return "interrupted" if engine.interrupted else "finished"

    engine.register("slow", slow)
    engine.register("flag", lambda args: str(engine.interrupted))
    read_fd, write_fd = os.pipe()
    stdout = io.BytesIO()
    with os.fdopen(read_fd, "rb") as stdin:
        runner = threading.Thread(target=engine.run, args=(stdin, stdout))
        runner.start()
        os.write(write_fd, b"# interrupt\n1 flag\n2 slow\n")
        assert started.wait(5)
        os.write(write_fd, b"# interrupt\n3 flag\n")
        deadline = time.monotonic() + 5
        while b"=3" not in stdout.getvalue() and time.monotonic() < deadline:
            time.sleep(0.01)
        os.close(write_fd)  # end of file: the loop ends
        runner.join(5)
    assert not runner.is_alive()
    assert stdout.getvalue() == b"=1 False\n\n=2 interrupted\n\n=3 False\n\n"
