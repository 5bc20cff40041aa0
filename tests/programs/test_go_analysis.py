"""The bundled Go engine's analysis: lz-analyze streams, analyze commands, live gfx.

Streams go through a real subprocess (ProcessChannel: raw lines) and are read with
the project's parser (gogui_py.analysis.streaming.AnalysisParser). Searches are bounded
by playouts, never by time, except where the test is about the clock.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator

import pytest

from gogui_py.analysis.commands import AnalyzeType, parse_analyze_commands
from gogui_py.analysis.live_gfx import LiveGfxReader
from gogui_py.analysis.streaming import AnalysisParser, AnalysisUpdate
from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp import GtpClient
from gogui_py.gtp.channel import EOF, ProcessChannel
from gogui_py.gtp.engine import GtpEngine
from gogui_py.gtp.engine_state import GeneratedMove, GtpState
from gogui_py.gtp.gfx import parse_gfx
from gogui_py.programs.go import Settings, build_engine
from gogui_py.programs.go_commands import parse_stream_args

SIZE = BoardSize.square(9)
NO_TIME_LIMIT = "1000000"


def engine_argv(*flags: str) -> list[str]:
    return [sys.executable, "-m", "gogui_py.programs.go", "--seed", "1", *flags]


class Raw:
    """A program's raw output lines, read with a timeout (a test never hangs)."""

    def __init__(self, channel: ProcessChannel) -> None:
        self.channel = channel

    def send(self, line: str) -> None:
        self.channel.write_line(line, line)

    def line(self, timeout: float = 60.0) -> str:
        got = self.channel.read_line(timeout)
        assert got is not None, "no output in time"
        assert got is not EOF, "engine ended"
        assert isinstance(got, str)
        return got

    def response(self, line: str) -> list[str]:
        """Send a plain command; its response lines without the closing empty line."""
        self.send(line)
        lines = [self.line()]
        while lines[-1] != "":
            lines.append(self.line())
        return lines[:-1]


@pytest.fixture
def raw() -> Iterator[Raw]:
    flags = ("--playouts", "200", "--time", NO_TIME_LIMIT, "--analyze-playouts", "1000000")
    channel = ProcessChannel(engine_argv(*flags))
    try:
        yield Raw(channel)
    finally:
        channel.close()


def check_update(update: AnalysisUpdate | None, board: Board) -> None:
    """Candidates on empty points, best first, with sane numbers and a PV from the move."""
    assert update is not None
    assert update.candidates
    for order, candidate in enumerate(update.candidates):
        assert candidate.order == order
        assert candidate.move is not None and board.get(candidate.move) is None
        assert candidate.visits > 0
        assert candidate.lcb is not None
        assert 0.0 <= candidate.lcb <= candidate.winrate <= 1.0
        assert candidate.prior is not None and 0.0 <= candidate.prior <= 1.0
        assert candidate.pv[0] == candidate.move
    visits = [c.visits for c in update.candidates]
    assert visits == sorted(visits, reverse=True)


def test_lz_analyze_streams_until_the_next_command(raw: Raw) -> None:
    assert raw.response("1 boardsize 9") == ["=1 "]
    assert raw.response("komi 7") == ["= "]
    assert raw.response("play b E5") == ["= "]
    board = Board.empty(SIZE).play(Move(Color.BLACK, Point(4, 4)))
    raw.send("2 lz-analyze 5")
    assert raw.line() == "=2"
    parser = AnalysisParser(SIZE, "lz")
    updates = [parser.feed(raw.line()) for _ in range(3)]
    for update in updates:
        check_update(update, board)
    raw.send("3 name")
    tail = []
    while (line := raw.line()) != "":
        tail.append(line)
    for line in tail:
        check_update(parser.feed(line), board)
    assert parser.garbage_lines == parser.bad_records == 0
    assert raw.line() == "=3 gogui-py Go"  # then the command that stopped it
    assert raw.line() == ""
    assert raw.response("4 list_stones b") == ["=4 E5"]  # analysis played nothing


def test_lz_analyze_for_a_colour_stops_at_its_playout_cap() -> None:
    flags = ("--playouts", "100", "--time", NO_TIME_LIMIT, "--analyze-playouts", "96")
    channel = ProcessChannel(engine_argv(*flags))
    try:
        raw = Raw(channel)
        raw.response("boardsize 9")
        raw.send("lz-analyze b interval 0")  # interval 0: only the line at the end
        assert raw.line() == "="
        update = AnalysisParser(SIZE, "lz").feed(raw.line())
        check_update(update, Board.empty(SIZE))
        assert update is not None and 10 <= sum(c.visits for c in update.candidates) <= 96
        assert raw.channel.read_line(0.3) is None  # done, waiting for the next command
        raw.send("")  # an empty line stops it too
        assert raw.line() == ""
        assert raw.response("name") == ["= gogui-py Go"]
    finally:
        channel.close()


def test_lz_genmove_analyze_streams_then_plays(raw: Raw) -> None:
    raw.response("boardsize 9")
    raw.send("lz-genmove_analyze w 1")
    assert raw.line() == "="
    parser = AnalysisParser(SIZE, "lz")
    lines = []
    while (line := raw.line()) != "":
        lines.append(line)
        parser.feed(line)
    assert lines[-1].startswith("play ")
    assert len(lines) >= 2  # at least the last search line before "play"
    check_update(parser.feed(lines[-2]), Board.empty(SIZE))
    played = parser.played
    assert played is not None and from_gtp(played, SIZE) is not None
    assert raw.response("list_stones w") == [f"= {played}"]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ([], (Color.BLACK, 0.1)),
        (["w"], (Color.WHITE, 0.1)),
        (["white", "50"], (Color.WHITE, 0.5)),
        (["b", "interval", "0", "minmoves", "2"], (Color.BLACK, 0.0)),
        (["25"], (Color.BLACK, 0.25)),
    ],
)
def test_stream_arguments(args: list[str], expected: tuple[Color, float]) -> None:
    state = GtpState(lambda view: GeneratedMove())
    assert parse_stream_args(args, state) == expected
    state.play(Move(Color.BLACK, Point(0, 0)))
    assert parse_stream_args([], state) == (Color.WHITE, 0.1)  # the side to move


def test_in_process_one_round_and_argument_errors() -> None:
    """Without a controller's input (GtpEngine.handle) a stream stops after one round."""
    engine = build_engine(Settings(seed=1, live_gfx=False))
    response = engine.handle("5 lz-analyze b 10")
    assert response is not None and response.startswith("=5\ninfo move ")
    assert response.endswith("\n\n") and response.count("\n") == 3
    assert engine.handle("lz-analyze b -5") == "? interval out of range\n\n"
    assert engine.handle("lz-analyze b 1.5") == "? interval not an integer\n\n"
    assert engine.handle("lz-analyze b interval") == "? syntax error\n\n"
    assert engine.handle("lz-genmove_analyze w -1") == "? interval out of range\n\n"


def answer(line: str, engine: GtpEngine) -> str:
    response = engine.handle(line)
    assert response is not None and response.startswith("= "), response
    return response[2:].rstrip("\n")


def test_analyze_commands_and_their_gfx() -> None:
    engine = build_engine(Settings(seed=3, playouts=300, seconds=1e6, live_gfx=False))
    for line in (
        "boardsize 5",
        "komi 0.5",
        "play b B2",
        "play b B3",
        "play b B4",
        "play w D2",
        "play w D3",
        "play w D4",
    ):
        answer(line, engine)
    size = BoardSize.square(5)
    commands = parse_analyze_commands(answer("gogui-analyze_commands", engine))
    assert not commands.warnings
    assert [(c.type, c.label) for c in commands.commands] == [
        (AnalyzeType.GFX, "Best Moves"),
        (AnalyzeType.GFX, "Ownership"),
        (AnalyzeType.STRING, "Win Rate"),
    ]
    listed = set(answer("list_commands", engine).split())
    assert {c.name for c in commands.commands} <= listed
    assert {"lz-analyze", "lz-genmove_analyze"} <= listed
    lines = {c.label: c.fill(size, to_move=Color.BLACK) for c in commands.commands}
    assert lines["Best Moves"] == "gogui-best_moves b"
    best = parse_gfx(answer(lines["Best Moves"], engine), size)
    assert best.labels and all(0 <= int(text) <= 100 for _, text in best.labels)
    assert best.variation and best.variation[0][1:] == (Color.BLACK, 1)
    assert best.variation[0][0] == best.labels[0][0]  # the PV starts with the best move
    assert best.text.startswith("Black win rate ")
    ownership = dict(parse_gfx(answer(lines["Ownership"], engine), size).influence)
    assert len(ownership) == 25 and all(-1 <= v <= 1 for v in ownership.values())
    assert ownership[Point(1, 2)] > 0.5  # black B3
    assert ownership[Point(0, 2)] > 0.3  # behind the black wall
    assert ownership[Point(4, 2)] < -0.3  # behind white D3
    assert answer(lines["Win Rate"], engine).startswith("Black win rate ")
    assert answer("gogui-winrate w", engine).startswith("White win rate ")
    assert engine.handle("gogui-best_moves b w") == "? syntax error\n\n"


def test_live_gfx_on_stderr_while_genmove_thinks() -> None:
    def stderr_of(*flags: str) -> list[str]:
        lines: list[str] = []
        argv = engine_argv("--playouts", "400", "--time", NO_TIME_LIMIT, *flags)
        with GtpClient(argv, on_stderr=lines.extend, timeout=60) as client:
            client.send("boardsize", "9")
            client.send("genmove", "b")
            client.send("name")  # stderr is read on another thread: give it a moment
            deadline = time.monotonic() + 5
            while "gogui-gfx:" not in lines and time.monotonic() < deadline and not flags:
                time.sleep(0.01)
        return lines

    lines = stderr_of()
    assert "gogui-gfx:" in lines
    text = LiveGfxReader().feed(lines)  # the latest complete block, as the board reads it
    assert text is not None
    gfx = parse_gfx(text, SIZE)
    assert gfx.labels and gfx.variation and gfx.text.startswith("Black win rate")
    assert gfx.variation[0][1:] == (Color.BLACK, 1)
    assert not any(line.startswith("gogui-gfx") for line in stderr_of("--no-live-gfx"))
