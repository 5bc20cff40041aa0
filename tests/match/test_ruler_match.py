"""Matches of other games refereed by a ruler (issue 12; gogui_py.match.ruler_game).

Real programs only: GRhino (``/usr/games/gtp-rhino --level 1``, the README's set-up
installs it; a missing one FAILS), the bundled Othello and Gomoku programs (each a
ruler that also plays ``genmove``), and the test rulers of tests/engines.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gogui_py.match.config import ConfigError, load_config
from gogui_py.match.game import GameTask
from gogui_py.match.journal import read_journal
from gogui_py.match.play import play_game
from gogui_py.match.player import EngineSpec
from gogui_py.match.results import tally
from gogui_py.match.runner import match_folder_for, run_match
from tests.match.conftest import ENGINES, toml_list, write_match

GRHINO = "/usr/games/gtp-rhino"
OTHELLO = [sys.executable, "-m", "gogui_py.programs.othello"]
GOMOKU = [sys.executable, "-m", "gogui_py.programs.gomoku"]
QUIRKY = [sys.executable, str(ENGINES / "quirky_ruler.py")]
HOSTILE = [sys.executable, str(ENGINES / "hostile_ruler.py")]
SCRIPTED = [sys.executable, str(ENGINES / "scripted_engine.py")]
RESULT = re.compile(r"[BW]\+\d+|0")


def grhino() -> list[str]:
    """GRhino at level 1; FAILS when it is missing (README: apt-get install grhino)."""
    if not os.access(GRHINO, os.X_OK):
        pytest.fail("GRhino is not installed: run the README's test set-up (grhino)")
    return [GRHINO, "--level", "1"]


def ruler_body(ruler: list[str], extra: str = "") -> str:
    return f"games = 2\nruler = {toml_list(ruler)}\n{extra}"


def task(black: list[str], white: list[str], ruler: list[str], size: int = 0) -> GameTask:
    """One ruler game (``size`` 0: the ruler's own) between two commands."""
    return GameTask(
        "0_0", "0", 0, EngineSpec("black", tuple(black)), EngineSpec("white", tuple(white)),
        size=size, ruler=EngineSpec("ruler", tuple(ruler)),
    )  # fmt: skip


def test_grhino_against_our_othello_player_refereed_by_our_othello_ruler(tmp_path: Path) -> None:
    path = write_match(
        tmp_path, ruler_body(OTHELLO), [("grhino", grhino()), ("ours", [*OTHELLO, "--depth", "1"])]
    )
    config = load_config(path)
    assert config.board_size == 0 and config.scorer == "internal"  # the ruler's size, its score
    folder = match_folder_for(path)
    summary = run_match(config, folder)
    assert (summary.played, summary.void, summary.halted) == (2, 0, "")
    assert [(o.black, o.white) for o in summary.outcomes] == [
        ("grhino", "ours"),
        ("ours", "grhino"),
    ]
    for outcome in summary.outcomes:
        assert RESULT.fullmatch(outcome.result), outcome
        assert outcome.reason.startswith("ruler: ") and outcome.reason.endswith(outcome.result)
        assert outcome.moves >= 50  # an Othello game fills (nearly) the board
        winner = {"B": outcome.black, "W": outcome.white}.get(outcome.result[0])
        assert outcome.winner == winner
        record = folder.record(outcome.game_id, void=False).read_text()
        for prop in ("GM[2]", "GOGUIGAME[Othello]", "SZ[8]", f"RE[{outcome.result}]", "PB[", "PW["):
            assert prop in record
        assert "KM[" not in record and "RU[" not in record
        assert "Ruler (Othello): gogui-py Othello" in record and "GRhino" in record
    stats = tally(config.pairings, summary.outcomes, None)[0]  # both counted as for Go
    assert stats.wins + stats.losses + stats.jigo == 2 and stats.unknown == 0


def test_gomoku_between_two_of_our_programs_on_a_size_sent_to_the_ruler(tmp_path: Path) -> None:
    path = write_match(
        tmp_path,
        ruler_body(GOMOKU, "board_size = 9"),
        [("g1", GOMOKU), ("g2", GOMOKU)],
    )
    folder = match_folder_for(path)
    summary = run_match(load_config(path), folder)
    assert (summary.played, summary.void) == (2, 0)
    for outcome in summary.outcomes:
        assert outcome.result in ("B+", "W+", "0")  # five in a row, or a full board
        record = folder.record(outcome.game_id, void=False).read_text()
        assert "GM[4]" in record and "GOGUIGAME[Gomoku]" in record and "SZ[9]" in record
        assert outcome.moves == record.count(";B[") + record.count(";W[") <= 81


def test_a_move_the_ruler_refuses_is_a_forfeit() -> None:
    # the quirky ruler lists pass and then refuses `play b pass`
    outcome = play_game(
        task([*SCRIPTED, "--answer", "genmove=pass"], GOMOKU, [*QUIRKY, "--pass-rejected"])
    )
    assert not outcome.void
    assert (outcome.result, outcome.winner, outcome.moves) == ("W+F", "white", 0)
    assert "black (black) forfeits: the ruler refused PASS" in outcome.reason
    assert "RE[W+F]" in outcome.sgf and "GM[4]" in outcome.sgf


def test_a_move_outside_the_rulers_legal_list_is_a_forfeit() -> None:
    outcome = play_game(task([*SCRIPTED, "--answer", "genmove=A1"], OTHELLO, OTHELLO))
    assert (outcome.void, outcome.result, outcome.winner) == (False, "W+F", "white")
    assert "illegal move A1 (not in the ruler's legal moves)" in outcome.reason


def test_an_engine_refusing_passes_is_not_told_them() -> None:
    # Renju has passes (two in a row: a draw); GRhino answers `? syntax error` to
    # `play b pass`: the game goes on, passes are no longer sent to it, warned once
    renju = [sys.executable, "-m", "gogui_py.programs.renju"]
    outcome = play_game(task([*SCRIPTED, "--answer", "genmove=pass"], grhino(), renju, size=8))
    assert not outcome.void and outcome.moves >= 2
    assert outcome.sgf.startswith("(;FF[4]CA[UTF-8]GM[4]GOGUIGAME[Renju]") and ";B[]" in outcome.sgf
    refusals = [w for w in outcome.warnings if "passes are no longer sent to it" in w]
    assert refusals == [
        "white refuses 'play b pass' (syntax error): passes are no longer sent to it"
    ]
    if outcome.moves == 2:  # GRhino passed too (it usually does): two passes, a draw
        assert (outcome.result, outcome.winner) == ("0", None)


@pytest.mark.parametrize(
    ("mode", "reason", "moves"),
    [
        (["die-play", "5"], "ruler: play", 4),
        (["bad-board"], "ruler: gogui-rules_board: 63 cells", 0),
        (["bad-side"], "ruler: gogui-rules_side_to_move: not black or white", 0),
        (["hang-play", "3"], "ruler: play", 2),
    ],
)
def test_a_hostile_ruler_voids_the_game(
    tmp_path: Path, mode: list[str], reason: str, moves: int
) -> None:
    path = write_match(
        tmp_path,
        ruler_body([*HOSTILE, *mode], "command_timeout = 1"),
        [("a", [*OTHELLO, "--depth", "1"]), ("b", [*OTHELLO, "--depth", "1"])],
    )
    folder = match_folder_for(path)
    summary = run_match(load_config(path), folder)
    assert summary.played == 0 and summary.void == 1
    assert "the first game of pairing 0 (0_0) is void" in summary.halted
    (outcome,) = read_journal(folder.journal).voids
    assert outcome.void and outcome.reason.startswith(reason), outcome.reason
    assert outcome.moves == moves
    void_record = folder.record("0_0", void=True)
    assert void_record.exists() == (moves > 0)
    if moves:
        assert "GM[2]" in void_record.read_text() and "RE[" not in void_record.read_text()


def test_a_size_the_ruler_does_not_take_voids_the_game() -> None:
    refused = play_game(task(OTHELLO, OTHELLO, OTHELLO, size=9))  # Othello: even sizes
    assert refused.void and "ruler: refused the new game" in refused.reason
    fixed = play_game(task(QUIRKY, QUIRKY, QUIRKY, size=7))  # no boardsize: always 9x9
    assert fixed.void and "its board is 9x9, the match asks for 7x7" in fixed.reason


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("komi = 6.5", "komi: does not apply to a game refereed by a ruler"),
        ("handicap = 2", "handicap: does not apply"),
        ('openings = ["x.sgf"]', "openings: does not apply"),
        ('scorer = "players"', "scorer: the ruler scores its game"),
        ('ruler_cwd = "nowhere"', "ruler_cwd: no such folder"),
    ],
)
def test_go_keys_with_a_ruler_are_config_errors(tmp_path: Path, extra: str, message: str) -> None:
    path = write_match(tmp_path, ruler_body(OTHELLO, extra), [("a", OTHELLO), ("b", OTHELLO)])
    with pytest.raises(ConfigError, match=re.escape(message)):
        load_config(path)


def test_ruler_cwd_and_relative_ruler_path(tmp_path: Path) -> None:
    (tmp_path / "rulers").mkdir()
    body = 'games = 1\nruler = "rulers/r.py --x"\nruler_cwd = "rulers"\nboard_size = 10'
    config = load_config(write_match(tmp_path, body, [("a", OTHELLO), ("b", OTHELLO)]))
    assert config.ruler == (str(tmp_path / "rulers" / "r.py"), "--x")
    assert config.ruler_cwd == str(tmp_path / "rulers") and config.board_size == 10
    with pytest.raises(ConfigError, match="ruler_cwd: given without a ruler"):
        load_config(write_match(tmp_path, 'ruler_cwd = "."', [("a", OTHELLO), ("b", OTHELLO)]))


def test_quick_flag_ruler(tmp_path: Path) -> None:
    command = " ".join(grhino())
    cli = [sys.executable, "-m", "gogui_py.match"]
    root = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": root}
    ruler = " ".join(OTHELLO)
    done = subprocess.run(
        [*cli, "--black", command, "--white", command, "--ruler", ruler, "--quiet",
         "--sgffile", str(tmp_path / "q")],
        env=env, capture_output=True, text=True, check=False, cwd=root,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "q: 1 games played, 0 void" in done.stdout
    assert "GM[2]" in (tmp_path / "q.match" / "games" / "0_0.sgf").read_text()
    refused = subprocess.run(
        [*cli, "--black", command, "--white", command, "--ruler", ruler, "--komi", "6.5",
         "--sgffile", str(tmp_path / "r")],
        env=env, capture_output=True, text=True, check=False, cwd=root,
    )  # fmt: skip
    assert refused.returncode == 2
    assert "komi: does not apply to a game refereed by a ruler" in refused.stderr
