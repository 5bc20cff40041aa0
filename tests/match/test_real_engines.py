"""Real engines in matches (issue 12 "Real engines, proved by tests"): the bundled Go
engine against GNU Go, and Leela Zero's death after two passes as a real void game.

GNU Go level 0 against level 1 is in test_runner.py and test_cluster.py. A missing
program FAILS the test with the README's set-up command, it never skips.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gogui_py.match.config import load_config
from gogui_py.match.journal import read_journal
from gogui_py.match.runner import match_folder_for, run_match
from tests.fixtures.leela_network import (
    leelaz_path,
    tiny_network,  # noqa: F401  (a fixture)
)
from tests.match.conftest import gnugo_argv, write_match

BUNDLED = [
    sys.executable, "-m", "gogui_py.programs.go", "--playouts", "50", "--seed", "1",
    "--no-live-gfx",
]  # fmt: skip


@pytest.mark.gnugo
def test_bundled_engine_against_gnugo(tmp_path: Path) -> None:
    path = write_match(
        tmp_path, "board_size = 9\ngames = 2", [("bundled", BUNDLED), ("gnugo", gnugo_argv(0))]
    )
    folder = match_folder_for(path)
    summary = run_match(load_config(path), folder)
    assert (summary.played, summary.void, summary.halted) == (2, 0, "")
    for outcome in summary.outcomes:
        assert outcome.result[:2] in ("B+", "W+") and outcome.moves > 10
        record = folder.record(outcome.game_id, void=False).read_text()
        assert "gogui-py" in record or "bundled" in record
        assert outcome.cpu["bundled"] is not None and outcome.cpu["gnugo"] is not None


@pytest.mark.gnugo
def test_leela_zero_dying_after_two_passes_voids_the_game(
    tmp_path: Path,
    tiny_network: Path,  # noqa: F811
) -> None:
    # Leela Zero aborts on an assertion when asked to move after two passes
    # (../shared/specs/engines-here.md): an opening ending in two passes makes its
    # first genmove kill it - a real engine death, so the game is void and, being
    # the pairing's first, halts the run.
    opening = tmp_path / "passes.sgf"
    opening.write_text("(;GM[1]FF[4]SZ[19];B[dd];W[pp];B[];W[])")
    leelaz = [leelaz_path(), "--cpu-only", "-w", str(tiny_network), "--gtp", "--noponder"]
    path = write_match(
        tmp_path,
        f'board_size = 19\ngames = 2\nopenings = ["{opening}"]',
        [("leelaz", [*leelaz, "-v", "50", "-t", "1"]), ("gnugo", gnugo_argv(0))],
    )
    folder = match_folder_for(path)
    summary = run_match(load_config(path), folder)
    assert (summary.played, summary.void) == (0, 1)
    assert "first game of pairing 0 (0_0) is void" in summary.halted
    (void,) = read_journal(folder.journal).voids
    assert void.reason.startswith("leelaz: ") and "died" in void.reason.lower()
    record = folder.record("0_0", void=True).read_text()  # moves were played: kept
    assert "Void game: leelaz" in record and ";B[]" in record.replace("C[opening]", "")
