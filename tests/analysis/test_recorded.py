"""Win rates recorded in comments: the analysis line written and read back, engines'
explanations, and the graph's series along a record's main line."""

from __future__ import annotations

import pytest

from gogui_py.analysis import AnalysisParser, AnalysisUpdate
from gogui_py.analysis.recorded import (
    COMMENT_TAG,
    EngineEstimate,
    analysis_line,
    line_numbers,
    parse_analysis_line,
    parse_explanation,
    read_comment,
)
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import BoardSize, Color


def rounded(points: tuple[tuple[int, float], ...]) -> list[tuple[int, float]]:
    return [(n, round(v, 3)) for n, v in points]


def test_the_analysis_line_reads_back_as_written() -> None:
    line = analysis_line(0.543, "D4", 120, black_lead=-2.0)
    assert line == "Analysis: Black 54.3 %, best D4, lead W+2.0 (120 visits)"
    assert line.startswith(COMMENT_TAG)
    found = parse_analysis_line(f"A fine move.\n{line}")
    assert found is not None
    assert round(found.black_rate, 3) == 0.543 and found.best == "D4" and found.visits == 120
    assert found.black_lead(Color.BLACK) == -2.0 and found.black_lead(Color.WHITE) == -2.0
    plain = parse_analysis_line(analysis_line(0.25, "pass", 7))
    assert plain is not None and plain.best == "PASS" and plain.lead is None
    assert plain.black_lead(Color.BLACK) is None


def test_a_lead_written_without_its_colour_is_the_side_to_moves() -> None:
    found = parse_analysis_line("Analysis: Black 54.3 %, best D4, lead +1.5 (120 visits)")
    assert found is not None
    assert found.black_lead(Color.BLACK) == 1.5
    assert found.black_lead(Color.WHITE) == -1.5


@pytest.mark.parametrize(
    "comment",
    [
        "",
        "Analysis: pending",
        "Analysis: Black 154.3 %, best D4 (3 visits)",
        "Black 54.3 %, best D4 (120 visits)",
        "This move is an analysis: Black 54.3 % is wrong",
    ],
)
def test_odd_comments_hold_no_analysis_line(comment: str) -> None:
    assert parse_analysis_line(comment) is None


@pytest.mark.parametrize(
    ("text", "rate", "color"),
    [
        ("White win rate 54.3% after 500 playouts in 1.02 s\nPV: D4 C3", 0.543, Color.WHITE),
        ("Black win rate 12.0% after 60 playouts in 0.10 s", 0.12, Color.BLACK),
        ("winrate 0.543", 0.543, None),
        ("win rate: 54.3 %", 0.543, None),
        ("Winrate 54.3%", 0.543, None),
        ("Win-rate = 61", 0.61, None),
        ("visits 300, winning probability .25", 0.25, None),
        ("Estimated win rate for white is 70%", 0.7, Color.WHITE),
        ("Good shape.\nwin rate 1", 1.0, None),
    ],
)
def test_an_engines_explanation_gives_its_win_rate(
    text: str, rate: float, color: Color | None
) -> None:
    found = parse_explanation(text)
    assert found is not None
    assert round(found.rate, 4) == rate and found.color is color


@pytest.mark.parametrize(
    "text",
    [
        "",
        "I like this move",
        "win rate after 500 playouts",
        "winrate 250",
        "winrate -0.5 is impossible",
        "Analysis: Black 54.3 %, best D4 (120 visits)",
        "the winner rates it 50%",
    ],
)
def test_odd_explanations_give_no_win_rate(text: str) -> None:
    assert parse_explanation(text) is None


def test_an_estimate_is_turned_to_blacks_view() -> None:
    assert EngineEstimate(0.7, None).black_rate(Color.BLACK) == 0.7
    assert round(EngineEstimate(0.7, None).black_rate(Color.WHITE), 3) == 0.3
    assert round(EngineEstimate(0.7, Color.WHITE).black_rate(Color.BLACK), 3) == 0.3


RECORD = (
    "(;FF[4]GM[1]SZ[9]KM[6.5]PB[Alpha]PW[Beta]"
    "C[Analysis: Black 50.0 %, best E5, lead B+0.5 (100 visits)]"
    ";B[ee]C[Black win rate 62.0% after 100 playouts in 0.10 s\n"
    "Analysis: Black 60.0 %, best C3, lead B+2.0 (100 visits)]"
    ";W[cc]C[A reply.\nwinrate 0.7\nAnalysis: Black 30.0 %, best G7, lead W+3.0 (100 visits)]"
    ";B[gg]C[Analysis: Black 15.0 %, best C7 (100 visits)]"
    ";W[cg]C[Nice shape. 50 % of players would play here.]"
    ";B[gc]C[White win rate 20% (Black thinks)]"
    ")"
)


def main_line(game: Game) -> list[Node]:
    line = [game.tree.root]
    while line[-1].children:
        line.append(line[-1].children[0])
    return line


def kata(winrate: float, lead: float) -> AnalysisUpdate:
    found = AnalysisParser(BoardSize.square(9), "kata").feed(
        f"info move E5 visits 100 winrate {winrate} scoreLead {lead} prior 0.1 lcb 0.5 "
        "order 0 pv E5"
    )
    assert found is not None
    return found


def test_the_series_of_a_recorded_game() -> None:
    game = Game(load_bytes(RECORD.encode()).games[0])
    line = main_line(game)
    found = line_numbers(line, game.to_move)
    assert rounded(found.analysis) == [(0, 0.5), (1, 0.6), (2, 0.3), (3, 0.15)]
    assert rounded(found.lead) == [(0, 0.5), (1, 2.0), (2, -3.0)]
    assert rounded(found.black_engine) == [(1, 0.62), (5, 0.8)]  # move 5 names White
    assert rounded(found.white_engine) == [(2, 0.3)]  # White's own 70 %
    assert found.mistakes == (3,)  # Black 30 % -> 15 %


def test_the_sessions_results_take_precedence_over_the_record() -> None:
    game = Game(load_bytes(RECORD.encode()).games[0])
    line = main_line(game)
    results = {line[2]: kata(0.8, 4.5)}  # after White's move: Black to move, 80 %
    found = line_numbers(line, game.to_move, results)
    assert rounded(found.analysis) == [(0, 0.5), (1, 0.6), (2, 0.8), (3, 0.15)]
    assert (2, 4.5) in found.lead
    assert found.mistakes == (2, 3)  # White let Black go 60 -> 80 %, Black 80 -> 15 %
    assert rounded(found.white_engine) == [(2, 0.3)]  # the engine's own stays


def test_a_long_line_reads_each_distinct_comment_once() -> None:
    moves = "".join(
        f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[i // 9 % 9]}]"
        f"C[{'Black' if i % 2 == 0 else 'White'} win rate {40 + i % 20}.0% after 9 playouts]"
        for i in range(300)
    )
    game = Game(load_bytes(f"(;FF[4]SZ[9]{moves})".encode()).games[0])
    line = main_line(game)
    first = line_numbers(line, game.to_move)
    assert len(first.black_engine) == 150 and len(first.white_engine) == 150
    misses = read_comment.cache_info().misses
    again = line_numbers(line, game.to_move)
    assert again == first
    assert read_comment.cache_info().misses == misses  # a redraw parses nothing again
