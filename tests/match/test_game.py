"""One game between real engine processes: results, forfeits, void games, records.

match-runner.md "Scoring" and "Void games"; the engines are tests/engines/match_engine.py
and hostile_engine.py run as subprocesses.
"""

from __future__ import annotations

import dataclasses

from gogui_py.match.config import TimeControl
from gogui_py.match.game import GameTask
from gogui_py.match.play import play_game
from gogui_py.match.player import EngineSpec
from tests.match.conftest import fake, hostile_argv


def task(black: EngineSpec, white: EngineSpec, **changes: object) -> GameTask:
    base = GameTask("0_0", "0", 0, black, white, size=9, komi=6.5, rules="chinese")
    base = dataclasses.replace(base, command_timeout=10.0, move_timeout=10.0, close_timeout=2.0)
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_agreeing_scorers_give_the_result_and_the_record() -> None:
    outcome = play_game(
        task(
            fake("a", "--explain", "thinking about it", "--describe", "A engine\nseed 7"),
            fake("b"),
        )
    )
    assert not outcome.void
    assert outcome.result.startswith(("B+", "W+"))
    assert outcome.moves == 8  # 6 stones then two passes
    assert outcome.cpu["a"] is not None and outcome.cpu["b"] is not None
    sgf = outcome.sgf
    for prop in ("FF[4]", "CA[UTF-8]", "GN[0_0]", "PB[a]", "PW[b]", "KM[6.5]", "RU[chinese]"):
        assert prop in sgf
    assert f"RE[{outcome.result}]" in sgf and "DT[" in sgf
    assert "Black a: A engine\nseed 7" in sgf  # gomill-describe_engine
    assert "White b: MatchEngine 1.0" in sgf
    assert sgf.count("C[thinking about it]") == 4  # a's moves (black: 1, 3, 5, 7 a pass)
    assert "CPU time: a " in sgf


def test_disagreeing_scorers_make_the_result_unknown() -> None:
    outcome = play_game(task(fake("a", "--score", "B+3"), fake("b", "--score", "W+5.5")))
    assert (outcome.void, outcome.result, outcome.winner) == (False, "?", None)
    assert "RE[?]" in outcome.sgf
    assert "final_score a (black): B+3" in outcome.sgf
    assert "final_score b (white): W+5.5" in outcome.sgf


def test_same_winner_other_margin_gives_no_margin() -> None:
    outcome = play_game(task(fake("a", "--score", "W+2"), fake("b", "--score", "W+9")))
    assert (outcome.result, outcome.winner) == ("W+", "b")
    assert "final_score a (black): W+2" in outcome.sgf and "W+9" in outcome.sgf


def test_no_scorer_is_unknown_and_internal_scoring_counts() -> None:
    unknown = play_game(task(fake("a", "--no-score"), fake("b", "--no-score")))
    assert unknown.result == "?"
    internal = play_game(task(fake("a", "--no-score"), fake("b", "--no-score"), scorer="internal"))
    # 6 stones in reading order: black A9 C9 E9, white B9 D9 F9; white owns the rest.
    assert internal.result.startswith("W+") and internal.winner == "b"
    assert "internal area score" in internal.reason


def test_move_limit_ends_with_result_void() -> None:
    outcome = play_game(task(fake("a", "--pass-after", "50"), fake("b"), move_limit=5))
    assert (outcome.void, outcome.result, outcome.moves) == (False, "Void", 5)
    assert "RE[Void]" in outcome.sgf


def test_forfeits() -> None:
    illegal = play_game(task(fake("a", "--illegal-at-move", "3"), fake("b")))
    assert (illegal.result, illegal.winner, illegal.void) == ("W+F", "b", False)
    assert "illegal move" in illegal.reason
    refused = play_game(task(fake("a"), fake("b", "--fail", "genmove")))
    assert (refused.result, refused.winner) == ("B+F", "a")
    assert "failure response to genmove" in refused.reason
    junk = play_game(task(EngineSpec("h", tuple(hostile_argv("--garbage"))), fake("b")))
    assert (junk.result, junk.void) == ("W+F", False)
    assert "ill-formed move" in junk.reason


def test_resignation() -> None:
    outcome = play_game(task(fake("a"), fake("b", "--resign-at-move", "4")))
    assert (outcome.result, outcome.winner, outcome.moves) == ("B+R", "a", 3)
    assert "b (white) resigned" in outcome.reason and "RE[B+R]" in outcome.sgf


def test_void_games() -> None:
    refused = play_game(task(fake("a"), fake("b", "--fail", "boardsize")))
    assert refused.void and refused.result == "" and "refused boardsize" in refused.reason
    assert refused.sgf == ""  # no move played: no record
    died = play_game(task(fake("a"), fake("b", "--die-at-move", "4")))
    assert died.void and "engine died" in died.reason
    assert died.moves == 3 and "Void game:" in died.sgf  # moves played: a record for void/
    garbage = play_game(task(fake("a", "--garbage-at-move", "3"), fake("b")))
    assert garbage.void and "987654" in garbage.reason
    missing = play_game(task(fake("a"), EngineSpec("nope", ("/nonexistent/engine",))))
    assert missing.void and "cannot start" in missing.reason
    silent = play_game(task(fake("a"), EngineSpec("false", ("/bin/false",))))
    assert silent.void and "engine died" in silent.reason


def test_a_hang_voids_without_time_settings_and_loses_on_time_with_them() -> None:
    hung = play_game(task(fake("a", "--hang-at-move", "3"), fake("b"), move_timeout=0.5))
    assert hung.void and "no response within" in hung.reason
    timed = task(
        fake("a", "--hang-at-move", "3"), fake("b"), time=TimeControl(main=0.5), move_timeout=30.0
    )
    lost = play_game(timed)
    assert (lost.void, lost.result, lost.winner) == (False, "W+T", "b")


def test_an_error_after_the_result_does_not_void() -> None:
    # b forfeits by refusing genmove; a then dies at its next genmove, which never comes,
    # and b's failing final_score is never asked: the forfeit stands.
    outcome = play_game(task(fake("a", "--die-at-move", "3"), fake("b", "--fail", "genmove")))
    assert (outcome.void, outcome.result) == (False, "B+F")


def test_an_opening_move_on_a_handicap_stone_voids_with_its_gtp_text() -> None:
    # 9x9 fixed handicap 2: C3 and G7; the opening's White move lands on G7
    clash = play_game(task(fake("a"), fake("b"), handicap=2, opening=(("W", (6, 2)),)))
    assert clash.void
    assert clash.reason == "opening: illegal opening move W G7 (occupied)"
    fits = play_game(task(fake("a"), fake("b"), handicap=2, opening=(("W", (2, 2)), ("B", (4, 4)))))
    assert not fits.void
    record = fits.sgf.replace("\n", "")
    assert "HA[2]AB[cg][gc]" in record and ";W[cc]C[opening];B[ee]C[opening];W[" in record


def test_the_record_holds_the_time_limit_as_tm_and_ot() -> None:
    byo = TimeControl(main=600, overtime="byoyomi", period=30, periods=5)
    timed = play_game(task(fake("a"), fake("b"), time=byo))
    assert "TM[600]OT[5x30 byo-yomi]" in timed.sgf.replace("\n", "")
    canadian = TimeControl(main=60, overtime="canadian", period=300, stones=25)
    record = play_game(task(fake("a"), fake("b"), time=canadian)).sgf.replace("\n", "")
    assert "TM[60]OT[25/300 Canadian]" in record
    absolute = play_game(task(fake("a"), fake("b"), time=TimeControl(main=90)))
    assert "TM[90]" in absolute.sgf and "OT[" not in absolute.sgf
    untimed = play_game(task(fake("a"), fake("b")))
    assert "TM[" not in untimed.sgf
