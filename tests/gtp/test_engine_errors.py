"""A bug in a handler or a move generator: one-line answer, traceback on stderr."""

from __future__ import annotations

import sys
import textwrap
import threading
from pathlib import Path

import pytest

from gogui_py.go import Point
from gogui_py.gtp import GtpClient, GtpFailure
from gogui_py.gtp.engine import GtpEngine, ResponseStream
from gogui_py.gtp.engine_state import GameState, GeneratedMove, GtpState


def crashing_engine() -> GtpEngine:
    engine = GtpEngine("Crashy", "1")

    def divide(args: list[str]) -> str:
        return str(1 / int(args[0]))

    def multi_line(args: list[str]) -> str:
        raise ValueError("first line\n\nthird line")

    def stream_then_crash(args: list[str], stream: ResponseStream) -> str:
        if args:
            stream.write("info 1")
        raise KeyError("lost")

    engine.register("divide", divide)
    engine.register("multi", multi_line)
    engine.register_streaming("streamy", stream_then_crash)
    return engine


def test_a_crashing_handler_answers_one_line_and_prints_its_traceback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    answer = crashing_engine().handle("4 divide 0")
    assert answer == "?4 internal error: ZeroDivisionError('division by zero')\n\n"
    err = capsys.readouterr().err
    assert "Crashy: internal error in '4 divide 0':" in err
    assert "Traceback (most recent call last):" in err
    assert "return str(1 / int(args[0]))" in err
    assert err.rstrip().endswith("ZeroDivisionError: division by zero")


def test_a_multi_line_error_stays_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    answer = crashing_engine().handle("multi")
    assert answer == "? internal error: ValueError('first line\\n\\nthird line')\n\n"
    assert "ValueError: first line" in capsys.readouterr().err


def test_a_crashing_streaming_handler_prints_its_traceback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    engine = crashing_engine()
    assert engine.handle("streamy") == "? internal error: KeyError('lost')\n\n"
    assert "KeyError: 'lost'" in capsys.readouterr().err
    assert engine.handle("2 streamy x") == "=2\ninfo 1\n\n"  # started: ends the response
    err = capsys.readouterr().err
    assert "Traceback (most recent call last):" in err and "KeyError: 'lost'" in err


def test_a_generator_that_returns_nothing_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    def forgetful_generator(state: GameState) -> GeneratedMove:  # type: ignore[return]
        GeneratedMove(Point(0, 0))  # the return statement was forgotten

    engine = GtpEngine("Forgetful", "1")
    GtpState(forgetful_generator, default_size=9).register(engine)
    answer = engine.handle("genmove b")
    assert answer is not None and answer.count("\n") == 2
    assert answer.startswith("? internal error: TypeError(")
    assert "forgetful_generator" in answer and "returned None" in answer
    assert "missing return" in answer
    assert "AttributeError" not in answer
    assert "Traceback" in capsys.readouterr().err
    assert engine.handle("play b A1") == "= \n\n"  # the engine goes on


ENGINE_SOURCE = textwrap.dedent(
    """
    from gogui_py.gtp.engine import GtpEngine

    engine = GtpEngine("Crashy", "1")
    engine.register("divide", lambda args: str(1 / int(args[0])))
    engine.main()
    """
)


def test_the_traceback_reaches_the_controller_through_stderr(tmp_path: Path) -> None:
    """What the board's GTP shell shows: the client's stderr lines."""
    script = tmp_path / "crashy.py"
    script.write_text(ENGINE_SOURCE, encoding="utf-8")
    lines: list[str] = []
    done = threading.Event()

    def on_stderr(batch: list[str]) -> None:
        lines.extend(batch)
        if any(line.startswith("ZeroDivisionError") for line in batch):
            done.set()

    with GtpClient([sys.executable, str(script)], on_stderr=on_stderr, timeout=20) as client:
        with pytest.raises(GtpFailure) as failure:
            client.send("divide", "0")
        assert failure.value.message == "internal error: ZeroDivisionError('division by zero')"
        assert client.send("divide", "4") == "0.25"
        assert done.wait(20)
    assert any("Traceback (most recent call last):" in line for line in lines)
