"""A match with one engine reached over TCP (issue 16): GNU Go level 0 local against GNU
Go level 0 behind gogui-server (--loop: each game's player connects afresh)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.match.config import load_config
from gogui_py.match.runner import match_folder_for, run_match
from tests.gtp.tcp_helpers import served
from tests.match.conftest import gnugo_argv, write_match


@pytest.mark.gnugo
def test_match_against_a_remote_gnugo(tmp_path: Path) -> None:
    with served(gnugo_argv(0), "--loop") as server:
        path = write_match(
            tmp_path,
            'board_size = 9\nkomi = 7.5\ngames = 2\nrules = "chinese"',
            [("local", gnugo_argv(0)), ("remote", [server.url])],
        )
        summary = run_match(load_config(path), match_folder_for(path))
        assert server.process.poll() is None
    assert (summary.played, summary.void, summary.halted) == (2, 0, "")
    for outcome in summary.outcomes:
        assert outcome.result[:2] in ("B+", "W+") and outcome.moves > 10
        assert outcome.cpu["remote"] is None  # no process of ours to measure
