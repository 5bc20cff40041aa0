"""The engine framework's streaming commands and live gfx (gogui_py.gtp.engine)."""

from __future__ import annotations

import io
import os
import re
import sys
import threading
import time
from pathlib import Path

import pytest

from gogui_py.go import BoardSize, Point
from gogui_py.gtp.channel import ProcessChannel
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, LiveGfx, ResponseStream
from gogui_py.gtp.gfx import parse_gfx


def ticks(args: list[str], stream: ResponseStream) -> str:
    """Streams ``tick N`` every 10 ms until stopped; the final text is the argument."""
    count = 0
    while True:
        stream.write(f"tick {count}")
        count += 1
        if stream.wait(0.01):
            return " ".join(args)


def failing(args: list[str], stream: ResponseStream) -> str:
    if args:
        stream.write("started")
    raise GtpCommandError("no analysis here")


def make_engine() -> GtpEngine:
    engine = GtpEngine("Stream", "1")
    engine.register_streaming("ticks", ticks)
    engine.register_streaming("failing", failing)
    return engine


def test_handle_without_input_streams_one_round() -> None:
    engine = make_engine()
    assert engine.handle("3 ticks done") == "=3\ntick 0\ndone\n\n"
    assert engine.handle("ticks") == "=\ntick 0\n\n"
    assert engine.handle("4 failing") == "?4 no analysis here\n\n"
    assert engine.handle("failing x") == "=\nstarted\n\n"  # too late for a "?"
    assert engine.handle("known_command ticks") == "= true\n\n"
    listed = engine.handle("list_commands")
    assert listed is not None and "ticks" in listed.split()


def test_register_replaces_a_streaming_command() -> None:
    engine = make_engine()
    engine.register("ticks", lambda args: "plain")
    assert engine.handle("ticks") == "= plain\n\n"
    engine.unregister("failing")
    assert engine.handle("failing") == "? unknown command\n\n"
    handler = engine.handler("ticks")
    assert handler is not None and handler([]) == "plain"
    assert engine.handler("nothing") is None


def test_stream_writes_no_empty_line() -> None:
    written: list[str] = []
    stream = ResponseStream(written.append, lambda: False, "7")
    stream.write("a\n\n  \nb\r")
    stream.write("")
    assert "".join(written) == "=7\na\nb\n"
    assert stream.started and not stream.stopped


def test_run_stops_a_stream_at_the_next_command() -> None:
    stdout = io.BytesIO()
    make_engine().run(io.BytesIO(b"1 ticks end\n2 name\n"), stdout)
    text = stdout.getvalue().decode()
    assert re.fullmatch(r"=1\n(tick \d+\n)+end\n\n=2 Stream\n\n", text), text


class PipedEngine:
    """An engine running on a thread between two pipes."""

    def __init__(self, engine: GtpEngine) -> None:
        in_read, self.in_write = os.pipe()
        self.out_read, out_write = os.pipe()
        self.stdin = os.fdopen(in_read, "rb", buffering=0)
        self.stdout = os.fdopen(out_write, "wb", buffering=0)
        self.output = os.fdopen(self.out_read, "rb", buffering=0)
        self.thread = threading.Thread(target=engine.run, args=(self.stdin, self.stdout))
        self.thread.start()
        self.buffer = b""

    def send(self, line: str) -> None:
        os.write(self.in_write, line.encode() + b"\n")

    def read_line(self) -> str:
        while b"\n" not in self.buffer:
            chunk = os.read(self.out_read, 4096)
            assert chunk, "engine output ended"
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()

    def close(self) -> None:
        os.close(self.in_write)
        self.thread.join(10)
        for stream in (self.stdin, self.stdout, self.output):
            stream.close()


@pytest.mark.parametrize("stopper", ["", "# a comment", "2 name"])
def test_any_input_line_stops_a_stream(stopper: str) -> None:
    piped = PipedEngine(make_engine())
    try:
        piped.send("1 ticks")
        assert piped.read_line() == "=1"
        assert piped.read_line() == "tick 0"
        assert piped.read_line() == "tick 1"  # still streaming: no input yet
        piped.send(stopper)
        while (line := piped.read_line()) != "":
            assert line.startswith("tick ")
        piped.send("3 version")
        expected = ["=2 Stream", "", "=3 1"] if stopper == "2 name" else ["=3 1"]
        assert [piped.read_line() for _ in expected] == expected
    finally:
        piped.close()
    assert not piped.thread.is_alive()


def test_end_of_input_stops_a_stream() -> None:
    piped = PipedEngine(make_engine())
    piped.send("ticks")
    assert piped.read_line() == "="
    piped.close()
    assert not piped.thread.is_alive()


def test_live_gfx_blocks_are_throttled() -> None:
    out = io.StringIO()
    live = LiveGfx(min_interval=60.0, stream=out)
    assert live.due()
    assert live.show(["LABEL A1 x", "", "  VAR b B2  "])
    assert not live.due()
    assert not live.show(["LABEL A1 y"])  # too early
    assert live.show(["TEXT forced"], force=True)
    live.clear()
    assert live.blocks == 2
    assert out.getvalue() == (
        "gogui-gfx:\nLABEL A1 x\nVAR b B2\n\ngogui-gfx:\nTEXT forced\n\ngogui-gfx: CLEAR\n"
    )
    block = out.getvalue().split("\n\n")[0].removeprefix("gogui-gfx:\n")
    gfx = parse_gfx(block, BoardSize.square(9))
    assert gfx.labels == ((Point(0, 8), "x"),)


LIVE_ENGINE = """
import sys
from gogui_py.gtp.engine import GtpEngine, LiveGfx
engine = GtpEngine("Live", "1")
live = LiveGfx(min_interval=0.0)
def think(args):
    for n in range(3):
        live.show([f"LABEL A1 {n}"])
    return "done"
engine.register("think", think)
engine.main()
"""


def test_live_gfx_reaches_a_controller_through_stderr() -> None:
    lines: list[str] = []
    root = str(Path(__file__).resolve().parents[2])  # python -c imports from the cwd
    channel = ProcessChannel([sys.executable, "-c", LIVE_ENGINE], cwd=root, on_stderr=lines.extend)
    try:
        channel.write_line("think", "think")
        assert channel.read_line(30) == "= done"
        deadline = time.monotonic() + 10
        while lines.count("") < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
    finally:
        channel.close()
    assert lines[:4] == ["gogui-gfx:", "LABEL A1 0", "", "gogui-gfx:"]
    assert lines.count("gogui-gfx:") == 3
