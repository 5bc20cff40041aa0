"""Win rates recorded in a game record's comments (issue 11), read back for the graph.

Two kinds of text hold them:

- the analysis line "Write Analysis to Record" puts in a node's comment (one definition
  here for the writer and the reader): ``Analysis: Black 54.3 %, best D4, lead B+1.5
  (120 visits)``; the rate and the lead are Black's view of the position after the node;
- an engine's ``gomill-explain_last_move`` text, stored as its move's comment in engine
  games (../shared/specs/gtp.md "Gomill extensions"): our bundled engine's ``White win
  rate 54.3% after 500 playouts``, or common forms such as ``winrate 0.543``, ``win
  rate: 54.3 %``, ``Winrate 54.3%``. The rate is the mover's unless the text names a
  colour.

:func:`line_numbers` gives, along a root-to-leaf line of nodes, the series the win-rate
graph draws, all turned to Black's view. Comments are parsed once per distinct text
(cached), so a 300-move line costs well under a millisecond. Pure: no Qt, no game tree
(a node is anything with ``move``, ``player`` and ``comment``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple, Protocol, TypeVar

from gogui_py.analysis.streaming import AnalysisUpdate
from gogui_py.go import Color, Move

COMMENT_TAG = "Analysis:"
"""The start of the analysis line in a comment (one line per node; rewriting replaces it)."""

MISTAKE_DROP = 0.10
"""A move whose player's win rate (0..1) fell by more than this is a mistake."""


def analysis_line(
    black_rate: float, best: str, visits: int, black_lead: float | None = None
) -> str:
    """The comment line of one analysed position.

    Args:
        black_rate: Black's win rate, 0..1.
        best: the best move as a GTP vertex (``D4``, ``pass``).
        visits: the best move's visits.
        black_lead: points Black leads by (negative: White leads), None when unknown.

    Returns:
        ``Analysis: Black 54.3 %, best D4, lead B+1.5 (120 visits)`` (no lead part when
        ``black_lead`` is None; ``W+2.0`` when White leads by 2).
    """
    text = f"{COMMENT_TAG} Black {black_rate * 100:.1f} %, best {best}"
    if black_lead is not None:
        leader = "B" if black_lead >= 0 else "W"
        text += f", lead {leader}+{abs(black_lead):.1f}"
    return f"{text} ({visits} visits)"


@dataclass(frozen=True, slots=True)
class RecordedAnalysis:
    """An analysis line read back (:func:`parse_analysis_line`).

    Attributes:
        black_rate: Black's win rate, 0..1.
        best: the best move's GTP vertex as written ("" when absent).
        lead: points ``lead_for`` leads by, None when not written.
        lead_for: the colour the lead is for; None for an unsigned-colour lead
            (``lead +1.5``: the side to move's, as early versions wrote it).
        visits: the best move's visits, None when not written.
    """

    black_rate: float
    best: str
    lead: float | None
    lead_for: Color | None
    visits: int | None

    def black_lead(self, to_move: Color) -> float | None:
        """Points Black leads by (``to_move``: the side to move after the node, for a
        lead written without its colour); None when not written."""
        if self.lead is None:
            return None
        owner = self.lead_for or to_move
        return self.lead if owner is Color.BLACK else -self.lead


_NUMBER = r"[0-9]+(?:\.[0-9]*)?|\.[0-9]+"
_ANALYSIS = re.compile(
    rf"^{re.escape(COMMENT_TAG)}\s*Black\s+(?P<rate>{_NUMBER})\s*%"
    r"(?:\s*,\s*best\s+(?P<best>[A-Za-z]+[0-9]*))?"
    rf"(?:\s*,\s*lead\s+(?P<for>[BW])?\s*(?P<sign>[+-])?\s*(?P<lead>{_NUMBER}))?"
    r"(?:\s*\(\s*(?P<visits>[0-9]+)\s+visits?\s*\))?",
    re.IGNORECASE | re.MULTILINE,
)


def parse_analysis_line(comment: str) -> RecordedAnalysis | None:
    """The last analysis line (:func:`analysis_line`) of a comment; None when it has
    none or its rate is not 0..100 %. Never raises."""
    matches = list(_ANALYSIS.finditer(comment))
    if not matches:
        return None
    found = matches[-1]
    rate = float(found["rate"])
    if not 0 <= rate <= 100:
        return None
    lead: float | None = None
    if found["lead"] is not None:
        lead = float(found["lead"]) * (-1 if found["sign"] == "-" else 1)
    owner = found["for"]
    return RecordedAnalysis(
        black_rate=rate / 100,
        best=(found["best"] or "").upper(),
        lead=lead,
        lead_for=None if owner is None else Color(owner.upper()),
        visits=None if found["visits"] is None else int(found["visits"]),
    )


class EngineEstimate(NamedTuple):
    """An engine's own win-rate estimate from its explanation (:func:`parse_explanation`).

    Attributes:
        rate: the win rate, 0..1.
        color: whose rate it is as the text names it; None: the mover's (the engine
            that explained the move).
    """

    rate: float
    color: Color | None

    def black_rate(self, mover: Color) -> float:
        """Black's win rate, 0..1 (``mover``: the colour of the explained move)."""
        owner = self.color or mover
        return self.rate if owner is Color.BLACK else 1 - self.rate


_ESTIMATE = re.compile(
    r"(?:\b(?P<before>black|white)(?:'s)?\s+)?"
    r"\bwin(?:ning)?[ _-]*(?:rate|probability|chance)s?"
    r"(?:\s+(?:for|of)\s+(?P<after>black|white))?"
    r"\s*(?:[:=]|\bis\b)?\s*"
    rf"(?P<value>{_NUMBER})(?![0-9])"
    r"\s*(?P<percent>%)?",
    re.IGNORECASE,
)


def parse_explanation(text: str) -> EngineEstimate | None:
    """The first win rate in an engine's explanation of its move; None when it gives
    none (or only out-of-range numbers). Analysis lines (:data:`COMMENT_TAG`) are
    skipped. A number with ``%`` is a percentage; without, 0..1 is a fraction and
    1..100 a percentage (``White win rate 54.3% after 500 playouts``: White's 0.543).
    Never raises.
    """
    if COMMENT_TAG in text:
        text = "\n".join(x for x in text.splitlines() if not x.startswith(COMMENT_TAG))
    for found in _ESTIMATE.finditer(text):
        value = float(found["value"])
        if found["percent"] or value > 1:
            value /= 100
        if not 0 <= value <= 1:
            continue
        named = found["before"] or found["after"]
        color = None if named is None else Color(named[0].upper())
        return EngineEstimate(value, color)
    return None


class CommentNumbers(NamedTuple):
    """What one comment records: its analysis line and an engine's estimate."""

    analysis: RecordedAnalysis | None
    estimate: EngineEstimate | None


_NOTHING = CommentNumbers(None, None)


@lru_cache(maxsize=8192)
def read_comment(comment: str) -> CommentNumbers:
    """:func:`parse_analysis_line` and :func:`parse_explanation` of a comment, cached
    per distinct text (a redraw of the graph re-reads the same comments)."""
    if not comment:
        return _NOTHING
    return CommentNumbers(parse_analysis_line(comment), parse_explanation(comment))


class LineNode(Protocol):
    """What :func:`line_numbers` reads of a node (:class:`gogui_py.game.node.Node`)."""

    @property
    def move(self) -> Move | None: ...

    @property
    def comment(self) -> str: ...


N = TypeVar("N", bound=LineNode)

Point2 = tuple[int, float]
"""(move number, value)."""


@dataclass(frozen=True, slots=True)
class LineSeries:
    """The graph's series along a line, each ``(move number, value)`` in line order.

    Attributes:
        analysis: Black's win rate 0..1 from the analysis (the session's results, else
            the recorded analysis line).
        black_engine: Black's win rate 0..1 from the Black engine's own explanations
            of its moves.
        white_engine: the same from the White engine's explanations (turned to Black's
            view).
        lead: points Black leads by, where the analysis gives a lead.
        mistakes: move numbers of moves after which the mover's analysed win rate fell
            by more than :data:`MISTAKE_DROP` (consecutive analysed positions only).
    """

    analysis: tuple[Point2, ...] = ()
    black_engine: tuple[Point2, ...] = ()
    white_engine: tuple[Point2, ...] = ()
    lead: tuple[Point2, ...] = ()
    mistakes: tuple[int, ...] = ()


def line_numbers(
    line: Sequence[N],
    to_move: Callable[[N], Color],
    results: Mapping[N, AnalysisUpdate] | None = None,
) -> LineSeries:
    """The series (:class:`LineSeries`) along ``line``, a root-to-leaf path.

    Args:
        line: the nodes; move numbers count the nodes with a move after the first.
        to_move: the colour to play after a node (``Game.to_move``); called only for
            nodes with a session result or a lead written without its colour.
        results: the session's analysis per node (win rates and leads for the side to
            move); a node's result takes precedence over its recorded analysis line.
    """
    analysis: list[Point2] = []
    black_engine: list[Point2] = []
    white_engine: list[Point2] = []
    lead: list[Point2] = []
    mistakes: list[int] = []
    number = 0
    previous: float | None = None
    found = results.get if results else None
    for index, node in enumerate(line):
        move = node.move
        if index and move is not None:
            number += 1
        recorded = read_comment(node.comment) if node.comment else _NOTHING
        black: float | None = None
        black_lead: float | None = None
        update = found(node) if found is not None else None
        if update is not None and update.candidates:
            best = update.candidates[0]
            black_to_move = to_move(node) is Color.BLACK
            black = best.winrate if black_to_move else 1 - best.winrate
            if best.score_lead is not None:
                black_lead = best.score_lead if black_to_move else -best.score_lead
        elif recorded.analysis is not None:
            black = recorded.analysis.black_rate
            if recorded.analysis.lead is not None:
                black_lead = recorded.analysis.black_lead(to_move(node))
        if black is not None:
            if previous is not None and move is not None:
                before = previous if move.color is Color.BLACK else 1 - previous
                after = black if move.color is Color.BLACK else 1 - black
                if before - after > MISTAKE_DROP:
                    mistakes.append(number)
            analysis.append((number, black))
            if black_lead is not None:
                lead.append((number, black_lead))
        previous = black
        if recorded.estimate is not None and move is not None:
            own = (number, recorded.estimate.black_rate(move.color))
            (black_engine if move.color is Color.BLACK else white_engine).append(own)
    return LineSeries(
        tuple(analysis), tuple(black_engine), tuple(white_engine), tuple(lead), tuple(mistakes)
    )
