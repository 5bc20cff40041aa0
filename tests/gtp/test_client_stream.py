"""GtpClient.stream with a real streaming program (gtp.md "Streaming analysis")."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pytest

from gogui_py.analysis import AnalysisParser
from gogui_py.go import BoardSize, Point
from gogui_py.gtp.client import STREAM_BATCH, GtpClient
from gogui_py.gtp.errors import GtpFailure

ENGINE = Path(__file__).resolve().parents[1] / "engines" / "lz_engine.py"


def client(*flags: str) -> GtpClient:
    return GtpClient([sys.executable, str(ENGINE), *flags], timeout=10)


def test_lines_stream_until_stopped_and_the_next_command_is_answered() -> None:
    with client() as gtp:
        batches: list[list[str]] = []
        stop = threading.Event()

        def collect(lines: list[str]) -> None:
            batches.append(lines)
            if sum(len(b) for b in batches) >= 5:
                stop.set()

        gtp.stream("lz-analyze", "b", "2", on_lines=collect, stop=stop)
        lines = [line for batch in batches for line in batch]
        assert len(lines) >= 5
        update = AnalysisParser(BoardSize.square(19), "lz").feed(lines[-1])
        assert update is not None
        best = update.candidates[0]
        assert best.move == Point(3, 15) and best.winrate == pytest.approx(0.5234)
        assert gtp.send("name") == "LeelaLike"  # in step after the stream


def test_a_flood_arrives_in_few_batches() -> None:
    with client("--flood", "2000") as gtp:
        batches: list[list[str]] = []
        stop = threading.Event()
        timer = threading.Timer(0.5, stop.set)
        timer.start()
        started = time.monotonic()
        gtp.stream("lz-analyze", "b", "1", on_lines=batches.append, stop=stop)
        timer.join()
        elapsed = time.monotonic() - started
        count = sum(len(b) for b in batches)
        assert count > 50
        assert len(batches) <= elapsed / STREAM_BATCH + 3  # one batch per batch time at most
        assert gtp.send("version") == "0.1"


def test_a_refused_stream_is_a_failure_and_the_client_goes_on() -> None:
    with client("--refuse") as gtp:
        with pytest.raises(GtpFailure, match="cannot analyse"):
            gtp.stream("lz-analyze", "b", "10", on_lines=lambda _l: None, stop=threading.Event())
        assert gtp.send("name") == "LeelaLike"
