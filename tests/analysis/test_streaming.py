"""lz-analyze / kata-analyze lines (gtp.md "Streaming analysis"; KataGo's GTP_Extensions.md)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.analysis.streaming import (
    AnalysisParser,
    AnalysisUpdate,
    StreamCommand,
    analyze_command,
    genmove_analyze_command,
    streaming_dialect,
)
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp, to_gtp
from tests.conftest import examples

NINETEEN = BoardSize.square(19)
THREE = BoardSize.square(3)

# The examples of KataGo's docs/GTP_Extensions.md (lz-analyze and kata-analyze).
LZ_DOC = (
    "info move E4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0 pv E4 E3 F3 D3 F4 P4 P3 "
    "O3 Q3 O4 K3 Q6 S6 E16 E17 info move P16 visits 1056 winrate 4796 prior 2206 lcb 4769 "
    "order 1 pv P16 P17 O17 Q17 O16 E16 E17 F17 D17 F16 K17 D14 B14 P3 info move E3 visits 264 "
    "winrate 4752 prior 944 lcb 4722 order 2 pv E3 D5 P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 "
    "info move E16 visits 262 winrate 4741 prior 1047 lcb 4709 order 3 pv E16 P4 P3 O3 Q3 O4 "
    "P16 P17 O17 Q17 O16 Q14"
)
KATA_DOC = (
    "info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 "
    "scoreStdev 24.7058 scoreLead -0.611848 scoreSelfplay -0.515178 prior 0.221121 "
    "lcb 0.477221 utilityLcb -0.0486664 order 0 pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 "
    "E17 info move P16 visits 470 utility -0.0414945 winrate 0.479712 scoreMean -0.63075 "
    "scoreStdev 24.7179 scoreLead -0.63075 scoreSelfplay -0.5221 prior 0.220566 lcb 0.47657 "
    "utilityLcb -0.0502929 order 1 pv P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 C13 D13 C12 D12 "
    "info move E16 visits 143 utility -0.0534071 winrate 0.474509 scoreMean -0.729858 "
    "scoreStdev 24.7991 scoreLead -0.729858 scoreSelfplay -0.735747 prior 0.104652 "
    "lcb 0.470674 utilityLcb -0.0641425 order 2 pv E16 P4 P3 O3 Q3 O4 E3 H3 D5 C5"
)


def p(vertex: str, size: BoardSize = NINETEEN) -> Point:
    point = from_gtp(vertex, size)
    assert point is not None
    return point


def feed(line: str, dialect: str = "lz", size: BoardSize = NINETEEN) -> AnalysisUpdate:
    parser = AnalysisParser(size, "lz" if dialect == "lz" else "kata")
    update = parser.feed(line)
    assert update is not None
    return update


def test_the_lz_analyze_example() -> None:
    parser = AnalysisParser(NINETEEN, "lz")
    update = parser.feed(LZ_DOC)
    assert update is not None and parser.bad_records == 0
    assert [c.move for c in update.candidates] == [p("E4"), p("P16"), p("E3"), p("E16")]
    first = update.candidates[0]
    assert first.visits == 1178 and first.order == 0
    assert first.winrate == pytest.approx(0.4802) and first.prior == pytest.approx(0.2211)
    assert first.lcb == pytest.approx(0.4781) and first.score_lead is None
    assert first.pv[:3] == (p("E4"), p("E3"), p("F3")) and len(first.pv) == 15
    assert update.candidates[3].pv[-1] == p("Q14")
    assert update.ownership is None and update.best() == first


def test_the_kata_analyze_example() -> None:
    update = feed(KATA_DOC, "kata")
    assert [c.order for c in update.candidates] == [0, 1, 2]
    first = update.candidates[0]
    assert first.move == p("E4") and first.visits == 487
    assert first.winrate == pytest.approx(0.480018)
    assert first.score_lead == pytest.approx(-0.611848)
    assert first.prior == pytest.approx(0.221121) and first.lcb == pytest.approx(0.477221)
    assert first.pv[-1] == p("E17") and update.candidates[2].pv[-1] == p("C5")


def test_kata_ownership_pv_visits_symmetry_and_moves_ownership() -> None:
    line = (
        "info move B2 visits 5 edgeVisits 5 utility -0.1 winrate 0.48 scoreMean -0.6 "
        "scoreLead -0.7 prior 0.2 lcb 0.47 order 0 isSymmetryOf A1 pv B2 A1 pvVisits 5 3 "
        "movesOwnership 1 1 1 0 0 0 -1 -1 -1 info move pass visits 1 winrate 0.3 order 1 pv pass "
        "ownership 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 -0.9 ownershipStdev 0 0 0 0 0 0 0 0 0"
    )
    update = feed(line, "kata", THREE)
    b2, passing = update.candidates
    assert b2.score_lead == pytest.approx(-0.7)
    assert b2.pv == (p("B2", THREE), p("A1", THREE))
    assert b2.moves_ownership == (1.0, 1.0, 1.0, 0.0, 0.0, 0.0, -1.0, -1.0, -1.0)
    assert passing.move is None and passing.pv == (None,) and passing.moves_ownership is None
    assert update.ownership == (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, -0.9)
    assert update.ownership is update.ownership  # parsed once


def test_bad_ownership_is_none() -> None:
    assert feed("info move A1 visits 1 winrate 0.5 ownership 1 2", "kata", THREE).ownership is None
    bad = "info move A1 visits 1 winrate 0.5 ownership 1 2 3 4 x 6 7 8 9"
    assert feed(bad, "kata", THREE).ownership is None
    only = AnalysisParser(THREE, "kata").feed("info ownership 1 1 1 1 1 1 1 1 1")
    assert only is not None and only.candidates == () and only.ownership == (1.0,) * 9


def test_unknown_keys_any_order_and_lists_before_pv() -> None:
    line = (
        "info newKey 7 move D4 weird 1 2 3 visits 10 winrate 5000 order 0 pv D4 Q16 "
        "info pv Q16 D4 visits 9 move Q16 winrate 4000 order 1 "
        "info move c3 visits 3 winrate 45.5 pv c3"
    )
    parser = AnalysisParser(NINETEEN, "lz")
    update = parser.feed(line)
    assert update is not None and parser.bad_records == 0
    d4, q16, c3 = update.candidates
    assert (d4.move, d4.visits, d4.winrate, d4.pv) == (p("D4"), 10, 0.5, (p("D4"), p("Q16")))
    assert (q16.move, q16.visits, q16.order, q16.pv) == (p("Q16"), 9, 1, (p("Q16"), p("D4")))
    assert c3.move == p("C3") and c3.winrate == pytest.approx(0.00455) and c3.order == 2
    assert c3.pv == (p("C3"),)


def test_bad_records_are_counted_and_the_rest_kept() -> None:
    parser = AnalysisParser(NINETEEN, "lz")
    line = (
        "info move Z99 visits 1 winrate 5000 pv Z99 info move D4 visits x winrate 1 "
        "info move D4 visits 3 winrate 5000 pv D4 info move E5 visits"
    )
    update = parser.feed(line)
    assert update is not None and [c.move for c in update.candidates] == [p("D4")]
    assert parser.bad_records == 3 and parser.garbage_lines == 0
    assert update.candidates[0].order == 2  # its place in the line


def test_garbage_empty_and_play_lines() -> None:
    parser = AnalysisParser(NINETEEN, "lz")
    for line in ("", "=", "= ", "hello world", "info", "info move", "info foo bar", "play Q4"):
        assert parser.feed(line) is None
    assert parser.garbage_lines == 4 and parser.bad_records == 2
    assert parser.played == "Q4"


def test_truncated_lines_and_white_space() -> None:
    update = feed("info move D4 visits 10 winrate 5000 prior 10 lc")
    assert update.candidates[0].lcb is None and update.candidates[0].prior == 0.001
    update = feed("info move D4 visits 10 winrate 5000 order 0 pv D4 Q1")
    assert update.candidates[0].pv == (p("D4"), p("Q1"))
    update = feed("info move D4 visits 10 winrate 5000 order 0 pv D4 Q")
    assert update.candidates[0].pv == (p("D4"),)
    update = feed("info move D4 visits 10 winrate 5000 order 0 pv")
    assert update.candidates[0].pv == ()
    update = feed("info\tmove  D4\tvisits 10   winrate 5000 pv  D4 \r")
    assert update.candidates[0].pv == (p("D4"),)


def test_feed_latest_parses_only_the_last_update() -> None:
    parser = AnalysisParser(NINETEEN, "lz")
    lines = [
        "info move D4 visits 1 winrate 5000",
        "info move D4 visits 2 winrate 5000",
        "garbage",
    ]
    update = parser.feed_latest(lines)
    assert update is not None and update.candidates[0].visits == 2
    assert parser.feed_latest(["play D4", "x"]) is None and parser.played == "D4"


def test_commands_that_start_streaming() -> None:
    assert analyze_command("lz", 50).line == "lz-analyze 50"
    start = analyze_command("kata", 10, Color.WHITE, ownership=True)
    assert start == StreamCommand("kata-analyze", ("w", "10", "ownership", "true"), "kata")
    assert start.line == "kata-analyze w 10 ownership true"
    assert genmove_analyze_command("lz", Color.BLACK, 20).line == "lz-genmove_analyze b 20"
    with pytest.raises(ValueError, match="ownership"):
        analyze_command("lz", 10, ownership=True)
    with pytest.raises(ValueError, match="interval"):
        analyze_command("kata", 0)
    assert streaming_dialect({"lz-analyze", "kata-analyze"}) == "kata"
    assert streaming_dialect({"name", "lz-analyze"}) == "lz"
    assert streaming_dialect({"name"}) is None


# -- properties -----------------------------------------------------------------------

_VERTICES = [to_gtp(q, NINETEEN) for q in NINETEEN.points()] + ["pass"]
_candidate = st.tuples(
    st.sampled_from(_VERTICES),
    st.integers(0, 10**6),
    st.integers(0, 10000),
    st.integers(0, 10000),
    st.lists(st.sampled_from(_VERTICES), max_size=12),
)


@given(st.lists(_candidate, min_size=1, max_size=12), st.booleans())
@settings(max_examples=examples(200))
def test_formatted_records_read_back(
    records: list[tuple[str, int, int, int, list[str]]], kata: bool
) -> None:
    parts = []
    for order, (move, visits, winrate, prior, pv) in enumerate(records):
        if kata:
            values = f"winrate {winrate / 10000} scoreLead {visits / 7} prior {prior / 10000}"
        else:
            values = f"winrate {winrate} prior {prior}"
        parts.append(f"info move {move} visits {visits} {values} order {order} pv {' '.join(pv)}")
    parser = AnalysisParser(NINETEEN, "kata" if kata else "lz")
    update = parser.feed(" ".join(parts))
    assert update is not None and parser.bad_records == 0
    for candidate, (move, visits, winrate, prior, pv) in zip(
        update.candidates, records, strict=True
    ):
        assert candidate.move == from_gtp(move, NINETEEN) and candidate.visits == visits
        assert math.isclose(candidate.winrate, winrate / 10000)
        assert candidate.prior is not None and math.isclose(candidate.prior, prior / 10000)
        assert candidate.pv == tuple(from_gtp(v, NINETEEN) for v in pv)
        assert (candidate.score_lead is not None) == kata


@given(st.text(max_size=300), st.sampled_from(["lz", "kata"]))
@settings(max_examples=examples(300))
def test_any_line_never_raises(line: str, dialect: str) -> None:
    parser = AnalysisParser(THREE, "lz" if dialect == "lz" else "kata")
    for text in (line, "info " + line, "info move A1 visits 1 winrate 1 " + line):
        update = parser.feed(text)
        if update is not None:
            for candidate in update.candidates:
                assert all(q is None or THREE.contains(q) for q in candidate.pv)
                candidate.moves_ownership  # noqa: B018
            assert update.ownership is None or len(update.ownership) == 9
