"""The bundled Go engine against real GNU Go level 1: a game completes legally.

How often it wins is benchmarks/bench_go_engine.py's figure (``--opponent gnugo``),
not a test's: a test must not be flaky. These tests FAIL (never skip) when GNU Go is
missing: the README's test set-up installs it.
"""

from __future__ import annotations

import pytest

from benchmarks.bench_go_engine import go_engine_argv, play_game
from gogui_py.go import Color
from gogui_py.gtp import GtpClient
from tests.gtp.conftest import gnugo_path

pytestmark = pytest.mark.gnugo


def test_a_game_against_gnugo_completes_legally() -> None:
    """play_game referees every move on a real board (an illegal one raises) and
    scores with GNU Go's dead stones."""
    argv = go_engine_argv("--seed", "5", "--playouts", "150", "--time", "1000")
    gnugo = [gnugo_path(), "--mode", "gtp", "--level", "1", "--quiet"]
    with GtpClient(argv, timeout=60) as engine, GtpClient(gnugo, timeout=60) as opponent:
        record = play_game(engine, opponent, Color.WHITE, size=9, komi=7.5, dead_from=opponent)
        assert len(record.moves) >= 20 or record.result.endswith("+R")
        assert record.result[:2] in ("B+", "W+") or record.result == "0"
        assert record.genmove_seconds and record.playouts > 0
        # GNU Go's play varies from run to run (its own random seed): the engine's last
        # move is a searched one (or a resignation) or one of its two reasoned passes.
        explained = engine.send("gomill-explain_last_move")
        reasons = ("White win rate", "Opponent passed", "No move left")
        assert explained.startswith(reasons), explained
