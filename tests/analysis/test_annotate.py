"""What Write Analysis to Record writes: annotations by drop, the comment line, and the
replacement of earlier analysis lines without touching the user's text."""

from __future__ import annotations

import pytest

from gogui_py.analysis import AnalysisParser, AnalysisUpdate
from gogui_py.analysis.annotate import (
    Evaluation,
    Thresholds,
    analysis_line,
    annotation_for,
    judge,
    merge_comment,
    split_comment,
)
from gogui_py.analysis.recorded import parse_analysis_line
from gogui_py.go import BoardSize, Color, Point

SIZE = BoardSize.square(19)
D4, Q16 = Point(3, 15), Point(15, 3)


def kata(line: str) -> AnalysisUpdate:
    found = AnalysisParser(SIZE, "kata").feed(line)
    assert found is not None
    return found


def evaluation(black_rate: float, best: Point = D4, lead: float | None = None) -> Evaluation:
    vertex = "D4" if best == D4 else "Q16"
    return Evaluation(black_rate, lead, best, vertex, 100)


def test_an_evaluation_turns_the_side_to_moves_numbers_into_blacks() -> None:
    update = kata("info move D4 visits 120 winrate 0.7 scoreLead 3.5 order 0 pv D4 Q16")
    white = Evaluation.of(update, Color.WHITE)
    assert white is not None
    assert white.black_rate == pytest.approx(0.3)
    assert white.black_lead == pytest.approx(-3.5)
    assert (white.best, white.best_vertex, white.visits) == (D4, "D4", 120)
    black = Evaluation.of(update, Color.BLACK)
    assert black is not None and black.black_rate == pytest.approx(0.7)
    assert black.rate_for(Color.WHITE) == pytest.approx(0.3)
    assert Evaluation.of(AnalysisUpdate((), None, SIZE), Color.BLACK) is None


@pytest.mark.parametrize(
    ("before", "after", "played", "kind"),
    [
        (0.60, 0.45, Q16, "BM"),  # lost 15 %
        (0.60, 0.49, D4, "BM"),  # lost 11 %: bad even if it was the best candidate
        (0.60, 0.52, Q16, "DO"),  # lost 8 %
        (0.60, 0.50, Q16, "DO"),  # lost exactly 10 %: not above the BM threshold
        (0.60, 0.57, Q16, None),  # lost 3 %
        (0.60, 0.55, Q16, None),  # lost exactly 5 %
        (0.50, 0.60, Q16, "IT"),  # not the best, gained 10 %
        (0.50, 0.60, D4, None),  # the best candidate, and it gained: nothing to say
        (0.50, 0.54, Q16, None),  # gained 4 %: within the surprise threshold
    ],
)
def test_black_moves_are_annotated_by_drop(
    before: float, after: float, played: Point, kind: str | None
) -> None:
    verdict = judge(evaluation(before), evaluation(after), Color.BLACK, played)
    assert verdict.drop == pytest.approx(before - after)
    assert verdict.best_played is (played == D4)
    assert annotation_for(verdict, Thresholds()) == kind


def test_whites_drop_is_taken_from_whites_win_rate() -> None:
    verdict = judge(evaluation(0.40), evaluation(0.55), Color.WHITE, Q16)  # W: 60 % -> 45 %
    assert verdict.drop == pytest.approx(0.15)
    assert annotation_for(verdict, Thresholds()) == "BM"
    assert annotation_for(verdict, Thresholds(bad=0.2, doubtful=0.1)) == "DO"
    assert annotation_for(verdict, Thresholds(bad=0.3, doubtful=0.2)) is None


@pytest.mark.parametrize(
    ("bad", "doubtful", "surprise"),
    [(0.05, 0.1, 0.05), (0.1, 0.0, 0.05), (1.5, 0.1, 0.05), (0.1, 0.05, 0.0)],
)
def test_inconsistent_thresholds_are_refused(bad: float, doubtful: float, surprise: float) -> None:
    with pytest.raises(ValueError):
        Thresholds(bad, doubtful, surprise)


def test_the_comment_line_gives_win_rate_lead_best_move_loss_and_annotation() -> None:
    after = evaluation(0.431, lead=-2.5)
    verdict = judge(evaluation(0.554, best=Q16), after, Color.BLACK, D4)
    assert analysis_line(after, verdict, "BM") == (
        "Analysis: Black 43.1 %, best D4, lead W+2.5 (100 visits); B lost 12.3 % (best was Q16); BM"
    )
    assert (
        analysis_line(evaluation(0.5), None, None) == "Analysis: Black 50.0 %, best D4 (100 visits)"
    )
    gained = judge(evaluation(0.5), evaluation(0.56, lead=1.0), Color.BLACK, D4)
    assert analysis_line(evaluation(0.56, lead=1.0), gained, None) == (
        "Analysis: Black 56.0 %, best D4, lead B+1.0 (100 visits); B gained 6.0 %"
    )


def test_the_graph_reads_the_written_line_back() -> None:
    after = evaluation(0.431, lead=-2.5)
    verdict = judge(evaluation(0.554, best=Q16), after, Color.BLACK, D4)
    found = parse_analysis_line("Mine\n" + analysis_line(after, verdict, "BM"))
    assert found is not None
    assert found.black_rate == pytest.approx(0.431)
    assert (found.best, found.visits) == ("D4", 100)
    assert found.black_lead(Color.BLACK) == pytest.approx(-2.5)


def test_writing_again_replaces_the_analysis_lines_and_keeps_the_users_text() -> None:
    first = "Nice shape.\nAnalysis: Black 43.1 %, best D4 (100 visits); B lost 12.3 %; BM"
    text, written = split_comment(first)
    assert (text, written) == ("Nice shape.", "BM")
    assert merge_comment(text, "Analysis: Black 40.0 %") == "Nice shape.\nAnalysis: Black 40.0 %"
    assert split_comment("Analysis: Black 50.0 %, best D4 (9 visits)") == ("", None)
    assert split_comment("Own words; BM\n\n") == ("Own words; BM", None)
    assert merge_comment("", "Analysis: x") == "Analysis: x"
    assert merge_comment("Kept", None) == "Kept"
