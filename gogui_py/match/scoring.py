"""Deciding a game that ended in passes (match-runner.md "Scoring").

scorer = players: both engines are asked ``final_score``. Neither can score ->
unknown (``?``); both score but name different winners -> unknown; same winner,
different margins -> ``B+``/``W+`` without margin. The answers go to the record's
comments. scorer = internal: area scoring of the final position, dead stones from
the engines' ``final_status_list dead``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from gogui_py.go import Board, Color, Point, score

_SCORE = re.compile(r"([BW])\+(\S*)", re.IGNORECASE)


@dataclass(frozen=True)
class Verdict:
    """A game's result: ``winner`` (None: draw or unknown), SGF ``result``, a ``note``."""

    winner: Color | None
    result: str
    note: str = ""


def parse_final_score(text: str) -> tuple[Color | None, float | None] | None:
    """Read a ``final_score`` answer: ``B+3.5`` -> (BLACK, 3.5); ``W+R``/``W+`` -> (WHITE,
    None); ``0``, ``jigo``, ``draw`` -> (None, 0.0). None when it cannot be read."""
    answer = text.strip().split()[0] if text.strip() else ""
    if answer.lower() in ("0", "jigo", "draw", "b+0", "w+0"):
        return None, 0.0
    match = _SCORE.fullmatch(answer)
    if match is None:
        return None
    color = Color.BLACK if match.group(1).upper() == "B" else Color.WHITE
    margin_text = match.group(2)
    try:
        margin = float(margin_text) if margin_text else None
    except ValueError:
        margin = None
    if margin is not None and (not math.isfinite(margin) or margin < 0):
        return None
    return color, margin


def _format(winner: Color | None, margin: float | None) -> str:
    if winner is None:
        return "0"
    if margin is None:
        return f"{winner.value}+"
    text = str(int(margin)) if margin == int(margin) else f"{margin:g}"
    return f"{winner.value}+{text}"


def combine_scores(answers: Sequence[tuple[str, str | None]]) -> Verdict:
    """The verdict from the players' ``final_score`` answers.

    Args:
        answers: (who, answer text or None when that engine could not score) pairs.

    Returns:
        A :class:`Verdict` whose note lists every answer (``"final_score: who: text"``).
    """
    lines = [f"final_score {who}: {'(none)' if text is None else text}" for who, text in answers]
    note = "\n".join(lines)
    readings = []
    for _who, text in answers:
        reading = parse_final_score(text) if text is not None else None
        if reading is not None:
            readings.append(reading)
    if not readings:
        return Verdict(None, "?", note + "\nno engine could score: result unknown")
    winners = {winner for winner, _ in readings}
    if len(winners) > 1:
        return Verdict(None, "?", note + "\nthe engines disagree about the winner: unknown")
    winner = readings[0][0]
    margins = {margin for _, margin in readings}
    margin = readings[0][1] if len(margins) == 1 else None
    if winner is None:
        return Verdict(None, "0", note)
    if len(margins) > 1:
        note += "\nthe engines agree on the winner, not on the margin"
    return Verdict(winner, _format(winner, margin), note)


def internal_score(board: Board, komi: float, dead: Iterable[Point]) -> Verdict:
    """Area scoring of ``board`` after removing ``dead`` stones (go.scoring)."""
    counted = score(board, komi, dead)
    text = counted.result_string()
    winner = None if text == "0" else (Color.BLACK if text.startswith("B") else Color.WHITE)
    note = (
        f"internal area score: black {counted.black_area}, white {counted.white_area}, "
        f"komi {komi:g}: {text}"
    )
    return Verdict(winner, text, note)
