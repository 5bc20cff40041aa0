"""SPRT: the log-likelihood ratio, its bounds, the decision, and a pairing stopped early
(gogui_py.match.sprt; issue 12 "Results")."""

from __future__ import annotations

import math
import shlex
from pathlib import Path

import pytest

from gogui_py.match.cli import main
from gogui_py.match.config import ConfigError, Pairing, load_config
from gogui_py.match.game import GameOutcome
from gogui_py.match.journal import read_journal
from gogui_py.match.results import format_table, tally
from gogui_py.match.runner import RunEvent, match_folder_for, run_match
from gogui_py.match.sprt import SprtSettings, expected_score, llr, sprt_state
from tests.match.conftest import fake_argv, write_match


def test_llr_by_hand() -> None:
    # 6 wins, 2 draws, 2 losses (N = 10), elo0 = 0, elo1 = 100:
    #   s0 = 1/(1+10^0) = 0.5;  s1 = 1/(1+10^(-100/400)) = 0.640065
    #   pdf: score 1 p 0.6, score 1/2 p 0.2, score 0 p 0.2
    #   r0 = 0.6*0.5^2 + 0.2*0^2 + 0.2*0.5^2 = 0.2
    #   r1 = 0.6*0.359935^2 + 0.2*0.140065^2 + 0.2*0.640065^2
    #      = 0.077732 + 0.003924 + 0.081937 = 0.163592
    #   LLR = N/2 ln(r0/r1) = 5 * ln(1.222554) = 1.0047
    assert expected_score(100) == pytest.approx(0.640065, abs=1e-6)
    assert llr(6, 2, 2, 0, 100) == pytest.approx(1.0047, abs=1e-4)
    # (The first-order form N (s1-s0)(2s-s0-s1) / (2 var), s = 0.7, var = 0.16, gives
    # 1.138: close, not equal; the log form is fishtest's.)
    assert llr(0, 0, 0, 0, 5) == 0.0
    assert llr(5, 0, 5, -5, 5) == pytest.approx(0.0, abs=1e-12)  # even score, symmetric
    assert llr(3, 0, 7, 0, 5) < 0 < llr(7, 0, 3, 0, 5)


def test_bounds_and_a_run_of_wins() -> None:
    settings = SprtSettings(0, 300)  # alpha = beta = 0.05
    assert settings.upper == pytest.approx(math.log(19)) == pytest.approx(2.944439)
    assert settings.lower == pytest.approx(-math.log(19))
    # Wins alone: draws and losses count EPSILON; each win adds about
    # ln(0.5 / (1 - s1)) = ln(0.5 / 0.150983) = 1.1974 (1.1822 with the epsilons).
    assert [round(llr(n, 0, 0, 0, 300), 2) for n in (1, 2, 3)] == [1.18, 2.38, 3.58]
    with pytest.raises(ValueError, match="elo0"):
        SprtSettings(5, 5)
    with pytest.raises(ValueError, match="alpha"):
        SprtSettings(0, 5, alpha=0)
    with pytest.raises(ValueError, match="below 1"):
        SprtSettings(0, 5, alpha=0.6, beta=0.5)


def _outcome(number: int, winner: str | None, result: str = "B+R") -> GameOutcome:
    return GameOutcome(f"0_{number}", "0", number, "a", "b", False, result, winner, "", 10)


def test_the_decision_is_the_first_crossing_in_counting_order() -> None:
    settings = SprtSettings(0, 300)
    games = [_outcome(n, "a") for n in range(3)] + [_outcome(n, "b") for n in range(3, 9)]
    state = sprt_state(settings, "a", games)
    assert state.decision == "H1" and state.decided_after == 3
    assert state.decided_llr == pytest.approx(llr(3, 0, 0, 0, 300))
    assert state.llr == pytest.approx(llr(3, 0, 6, 0, 300)) and state.llr < 0
    assert "H1 (elo1) accepted after 3 games" in state.describe()
    unknown = [_outcome(0, None, "?"), _outcome(1, None, "0")]  # '?' left out, jigo a draw
    assert sprt_state(settings, "a", unknown).llr == pytest.approx(llr(0, 1, 0, 0, 300))
    # A loss adds about 1/2 ln(0.5^2 / s1^2) = -0.529: H0 at the sixth (-3.17).
    losing = [_outcome(n, "b") for n in range(6)]
    assert sprt_state(settings, "a", losing).decision == "H0"
    (stats,) = tally([Pairing("0", "a", "b", 9)], games, settings)
    assert stats.sprt is not None and "LLR" in format_table([stats])


def test_sprt_table_in_the_match_file(tmp_path: Path) -> None:
    competitors = [("a", fake_argv()), ("b", fake_argv())]
    path = write_match(tmp_path, "[sprt]\nelo0 = -5\nelo1 = 5\nalpha = 0.1", competitors)
    config = load_config(path)
    assert config.sprt == SprtSettings(-5, 5, 0.1, 0.05)
    for body, message in (
        ("[sprt]\nelo0 = 0", "sprt.elo1: missing"),
        ("[sprt]\nelo0 = 5\nelo1 = 0", "must be below elo1"),
        ("[sprt]\nelo0 = 0\nelo1 = 5\ngamma = 1", "sprt.gamma: unknown key"),
        ("[sprt]\nelo0 = 0\nelo1 = 5\nbeta = 1.5", "beta must be between 0 and 1"),
    ):
        path = write_match(tmp_path, body, competitors)
        with pytest.raises(ConfigError, match=message):
            load_config(path)


def test_a_pairing_stops_once_decided(tmp_path: Path) -> None:
    # b resigns at its first move (white, move 2): a wins every game, and with
    # elo0 0, elo1 300 the LLR crosses ln 19 = 2.944 at the third win (3.58).
    path = write_match(
        tmp_path,
        "board_size = 9\ngames = 20\nalternate = false\n[sprt]\nelo0 = 0\nelo1 = 300",
        [("a", fake_argv()), ("b", fake_argv("--resign-at-move", "2"))],
    )
    config = load_config(path)
    folder = match_folder_for(path)
    events: list[RunEvent] = []
    summary = run_match(config, folder, on_event=events.append)
    assert (summary.played, summary.void, summary.halted) == (3, 0, "")
    state = summary.sprt["0"]
    assert state.decision == "H1" and state.decided_after == 3
    assert [e.kind for e in events].count("sprt") == 1
    assert "sprt: pairing 0 decided" in folder.log.read_text()
    assert len(read_journal(folder.journal).games) == 3
    assert run_match(config, folder).played == 0  # resumed: still decided, nothing scheduled


def test_quick_flags_with_sprt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    prefix = tmp_path / "q"
    status = main(
        [
            "--black", shlex.join(fake_argv()),
            "--white", shlex.join(fake_argv("--resign-at-move", "2")),
            "--games", "10", "--size", "9", "--quiet", "--sgffile", str(prefix),
            "--sprt", "elo0=0,elo1=300", "alpha=0.05", "beta=0.05",
        ]
    )  # fmt: skip
    assert status == 0
    out = capsys.readouterr().out
    assert "q: 3 games played, 0 void in this run; SPRT: pairing 0 accepted H1" in out
    assert "SPRT elo0 0 elo1 300 alpha 0.05 beta 0.05: LLR 3.58 (-2.94, 2.94)" in out
    assert "H1 (elo1) accepted after 3 games" in out
    assert main(["--black", "x", "--white", "y", "--sprt", "elo0"]) == 2
