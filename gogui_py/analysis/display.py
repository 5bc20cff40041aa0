"""What an analyze answer shows: markup on the board and text (analyze.md "Types").

One shape for every type, so a view draws any answer the same way: the board part as
gfx markup (:class:`gogui_py.gtp.gfx.Gfx`, the ruler's board gfx uses it too) and the
text part for the text pane. Pure: no Qt, no game tree.

How each type is drawn (GoGui's look):

- ``plist``/``eplist``: every point marked (a square); ``pstring``/``hpstring``: the
  points the text mentions marked, the text shown;
- ``pspairs`` and ``sboard``: labels; ``cboard``: field colours; ``dboard``: influence
  squares (black +, white -); ``bwboard``: territory marks;
- ``var*``: numbered ghost stones; ``gfx``: its own markup, ``TEXT`` as the status;
- ``param``: the ``key = value`` lines (the form is the view's);
- ``none`` and unknown types: nothing on the board; the text is kept for the shell.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from gogui_py.analysis.answers import (
    Answer,
    BoardAnswer,
    GfxAnswer,
    ParamAnswer,
    PointLabelsAnswer,
    PointListAnswer,
    RawAnswer,
    TextAnswer,
    VariationAnswer,
)
from gogui_py.analysis.commands import AnalyzeType
from gogui_py.go import Color, Point
from gogui_py.gtp.gfx import Gfx

__all__ = ["Display", "display_of", "merge_gfx"]

_TERRITORY = {Color.BLACK: "TB", Color.WHITE: "TW"}


@dataclass(frozen=True, slots=True)
class Display:
    """An answer as shown.

    Attributes:
        gfx: the markup for the board, None when the answer draws nothing.
        text: the text for the text pane ("" when there is none).
        status: a one-line summary for the status bar ("" when there is none).
    """

    gfx: Gfx | None
    text: str
    status: str = ""


def display_of(answer: Answer, kind: AnalyzeType | None = None, label: str = "") -> Display:
    """The :class:`Display` of a parsed answer (module docstring) of a command of type
    ``kind`` (it tells an ``sboard`` label from a ``cboard`` colour); ``label`` names the
    command in the status line."""
    if isinstance(answer, GfxAnswer):
        gfx = answer.gfx
        return Display(None if gfx.is_empty() else gfx, gfx.text, _first_line(gfx.text))
    if isinstance(answer, TextAnswer):
        marks = tuple((point, "SQ") for point in answer.points)
        text = answer.text
        status = text if "\n" not in text.strip() else ""
        return Display(Gfx(marks=marks) if marks else None, text, status.strip())
    if isinstance(answer, PointListAnswer):
        gfx = Gfx(marks=tuple((point, "SQ") for point in answer.points))
        count = len(answer.points)
        return Display(gfx if count else None, "", f"{label}: {count} points".lstrip(": "))
    if isinstance(answer, PointLabelsAnswer):
        labels = tuple(answer.pairs)
        return Display(Gfx(labels=labels) if labels else None, "")
    if isinstance(answer, BoardAnswer):
        return Display(_board_gfx(answer.items(), colors=kind is AnalyzeType.CBOARD), "")
    if isinstance(answer, VariationAnswer):
        stones = answer.stones
        return Display(Gfx(variation=stones) if stones else None, answer.text)
    if isinstance(answer, ParamAnswer):
        text = "\n".join(f"{p.key} = {p.value}" for p in answer.params)
        return Display(None, text)
    assert isinstance(answer, RawAnswer)
    return Display(None, answer.text)


def _board_gfx(cells: Iterable[tuple[Point, object]], *, colors: bool) -> Gfx | None:
    """Labels (``sboard``), fills (``cboard``), influence (``dboard``), territory
    (``bwboard``) from a board answer's cells."""
    labels: list[tuple[Point, str]] = []
    fills: list[tuple[Point, str]] = []
    influence: list[tuple[Point, float]] = []
    marks: list[tuple[Point, str]] = []
    for point, value in cells:
        if isinstance(value, Color):
            marks.append((point, _TERRITORY[value]))
        elif isinstance(value, float):
            if value:
                influence.append((point, value))
        elif isinstance(value, str) and value:
            (fills if colors else labels).append((point, value))
    gfx = Gfx(
        marks=tuple(marks), labels=tuple(labels), fills=tuple(fills), influence=tuple(influence)
    )
    return None if gfx.is_empty() else gfx


def merge_gfx(under: Gfx | None, over: Gfx | None) -> Gfx | None:
    """``over`` drawn on top of ``under`` (a point's label, fill or mark from ``over``
    wins); None when both are None."""
    if under is None:
        return over
    if over is None:
        return under

    return Gfx(
        marks=_combined(under.marks, over.marks),
        labels=_combined(under.labels, over.labels),
        fills=_combined(under.fills, over.fills),
        influence=_combined(under.influence, over.influence),
        variation=over.variation or under.variation,
        text="\n".join(t for t in (under.text, over.text) if t),
    )


_V = TypeVar("_V")


def _combined(
    under: tuple[tuple[Point, _V], ...], over: tuple[tuple[Point, _V], ...]
) -> tuple[tuple[Point, _V], ...]:
    """``under``'s items at points ``over`` leaves free, then ``over``'s."""
    taken = {point for point, _ in over}
    return tuple(item for item in under if item[0] not in taken) + over


def _first_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[0].strip() if lines else ""
