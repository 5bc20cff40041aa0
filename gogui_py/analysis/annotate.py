"""What Write Analysis to Record puts into a game (issue 11): a comment line per analysed
node and a move annotation (FF[4] BM, DO, IT) per judged move. Pure: no Qt, no game tree;
the GUI passes the analyzer's results of a node and of its parent.

Win rates are fractions 0..1. A *drop* is the mover's win rate before the move (from the
analysis of the parent position, its best candidate) minus the mover's win rate after it
(from the analysis of the node): positive when the move lost, negative when it gained.

Annotations (:func:`annotation_for`, thresholds in :class:`Thresholds`):

- ``BM`` (bad move): drop > ``bad`` (default 10 %: :data:`~gogui_py.analysis.recorded.
  MISTAKE_DROP`, the win-rate graph's and the tree view's mistake mark);
- ``DO`` (doubtful): ``doubtful`` < drop <= ``bad`` (default 5 %);
- ``IT`` (interesting): the move was not the analyzer's best candidate, yet the mover's
  win rate after it beats what the analyzer gave its best move by more than ``surprise``
  (default 5 %): the analyzer underrated it;
- none otherwise, and none for a node without a move or whose parent was not analysed.

The comment line (:func:`analysis_line`), one per node, always starting ``Analysis:``::

    Analysis: Black 43.1 %, best D4, lead W+2.5 (120 visits); B lost 12.3 % (best was Q16); BM

up to ``(120 visits)`` the line :func:`gogui_py.analysis.recorded.analysis_line` defines
(and the win-rate graph reads back from a reopened file): Black's win rate after the node,
the best next move, Black's score lead, the best move's visits; then, for a judged move,
the mover's loss (or gain) and the move the analyzer preferred when it was not played;
last, the annotation written with it, if any. Writing again removes the earlier
``Analysis:`` lines (:func:`split_comment`) and the annotation they name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gogui_py.analysis.recorded import COMMENT_TAG, MISTAKE_DROP
from gogui_py.analysis.recorded import analysis_line as position_line
from gogui_py.analysis.streaming import AnalysisUpdate
from gogui_py.go import Color, Point
from gogui_py.go.vertex import to_gtp

ANALYSIS_TAG = COMMENT_TAG
"""Every line Write Analysis to Record writes starts with this."""

WRITTEN_KINDS = ("BM", "DO", "IT")
"""The move annotations written (FF[4] "Move annotation"); TE is never written."""

_MARK = re.compile(r"; (BM|DO|IT)\s*$")


@dataclass(frozen=True)
class Thresholds:
    """Drops (fractions 0..1 of the mover's win rate) that earn an annotation.

    Attributes:
        bad: BM above this.
        doubtful: DO above this (and up to ``bad``).
        surprise: IT when a move that was not the best candidate gained more than this.

    Raises:
        ValueError: unless 0 < doubtful <= bad <= 1 and 0 < surprise <= 1.
    """

    bad: float = MISTAKE_DROP
    doubtful: float = 0.05
    surprise: float = 0.05

    def __post_init__(self) -> None:
        if not 0 < self.doubtful <= self.bad <= 1:
            raise ValueError(f"need 0 < doubtful ({self.doubtful}) <= bad ({self.bad}) <= 1")
        if not 0 < self.surprise <= 1:
            raise ValueError(f"surprise {self.surprise} outside (0, 1]")


@dataclass(frozen=True)
class WriteOptions:
    """What Write Analysis to Record writes.

    Attributes:
        comments: the ``Analysis:`` comment line of each analysed node.
        annotations: BM, DO, IT on judged moves.
        thresholds: when each annotation is given.
    """

    comments: bool = True
    annotations: bool = False
    thresholds: Thresholds = Thresholds()


@dataclass(frozen=True)
class Evaluation:
    """The analyzer's view of one position, from its best candidate.

    Attributes:
        black_rate: Black's win rate, 0..1.
        black_lead: points Black leads by (negative: White leads), None when not given.
        best: the best candidate's point, None for a pass.
        best_vertex: its GTP vertex (``"D4"``, ``"pass"``).
        visits: the best candidate's visits.
    """

    black_rate: float
    black_lead: float | None
    best: Point | None
    best_vertex: str
    visits: int

    @staticmethod
    def of(update: AnalysisUpdate, to_move: Color) -> Evaluation | None:
        """The evaluation of a position where ``to_move`` plays (the analyzer's numbers are
        the side to move's), from its first candidate; None without candidates."""
        if not update.candidates:
            return None
        best = update.candidates[0]
        black = to_move is Color.BLACK
        lead = best.score_lead
        try:
            vertex = to_gtp(best.move, best.size)
        except ValueError:
            vertex = "?"
        return Evaluation(
            black_rate=best.winrate if black else 1 - best.winrate,
            black_lead=None if lead is None else lead if black else -lead,
            best=best.move,
            best_vertex=vertex,
            visits=best.visits,
        )

    def rate_for(self, color: Color) -> float:
        """``color``'s win rate, 0..1."""
        return self.black_rate if color is Color.BLACK else 1 - self.black_rate


@dataclass(frozen=True)
class Verdict:
    """How a move did (module docstring).

    Attributes:
        mover: who played it.
        drop: the mover's win rate lost (0..1; negative: gained).
        best_played: the move was the analyzer's best candidate before it.
        best_before: that candidate's vertex.
    """

    mover: Color
    drop: float
    best_played: bool
    best_before: str


def judge(before: Evaluation, after: Evaluation, mover: Color, played: Point | None) -> Verdict:
    """The verdict on ``mover`` playing ``played`` (None: a pass) in the position
    ``before``, which led to ``after``."""
    return Verdict(
        mover=mover,
        drop=before.rate_for(mover) - after.rate_for(mover),
        best_played=played == before.best,
        best_before=before.best_vertex,
    )


def annotation_for(verdict: Verdict, thresholds: Thresholds) -> str | None:
    """``"BM"``, ``"DO"``, ``"IT"`` or None for ``verdict`` (module docstring)."""
    if verdict.drop > thresholds.bad:
        return "BM"
    if verdict.drop > thresholds.doubtful:
        return "DO"
    if not verdict.best_played and -verdict.drop > thresholds.surprise:
        return "IT"
    return None


def analysis_line(evaluation: Evaluation, verdict: Verdict | None, written: str | None) -> str:
    """The comment line of a node (module docstring); ``written``: the annotation written
    with it (one of :data:`WRITTEN_KINDS`) or None."""
    text = position_line(
        evaluation.black_rate, evaluation.best_vertex, evaluation.visits, evaluation.black_lead
    )
    if verdict is not None:
        verb = "lost" if verdict.drop >= 0 else "gained"
        text += f"; {verdict.mover.value} {verb} {abs(verdict.drop) * 100:.1f} %"
        if not verdict.best_played:
            text += f" (best was {verdict.best_before})"
    if written is not None:
        text += f"; {written}"
    return text


def split_comment(comment: str) -> tuple[str, str | None]:
    """``(comment without its Analysis: lines, the annotation the last of them names)``;
    the other lines are kept as they are (trailing blank lines dropped)."""
    kept: list[str] = []
    written: str | None = None
    for line in comment.splitlines():
        if line.startswith(ANALYSIS_TAG):
            match = _MARK.search(line)
            written = match.group(1) if match else None
        else:
            kept.append(line)
    return "\n".join(kept).rstrip(), written


def merge_comment(user_text: str, line: str | None) -> str:
    """``user_text`` (from :func:`split_comment`) with ``line`` added as its last line."""
    if line is None:
        return user_text
    return f"{user_text}\n{line}" if user_text else line
