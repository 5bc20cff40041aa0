"""Moves in human-readable coordinates as SmartGo writes them: ``B[R16]``, ``W[Pass]``.

Not FF[4] (a move is a point of two letters or empty), but GoGui reads them
(SgfReader.parsePoint, "human-readable encoding as used by SmartGo"; its fixture is
human-readable.sgf): a trimmed value longer than two characters, or of two whose
second is not a letter, is a GTP vertex (GTP v2 section 2.11): a column letter A..
skipping I, a row number from 1 at the bottom, any case; ``pass`` is a pass. The
reader (:mod:`gogui_py.game.sgf_io`) makes them moves, written back as FF[4] points,
and reports them once per game (:func:`conversion_message`).
"""

from __future__ import annotations

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp


def readable_point(value: str, size: BoardSize) -> tuple[bool, Point | None]:
    """``(True, point or None for a pass)`` for a human-readable move value on a board
    of ``size``; ``(False, None)`` when ``value`` is not one or is off the board."""
    text = value.strip()
    if len(text) < 2 or (len(text) == 2 and text[1].isalpha()):
        return False, None
    try:
        return True, from_gtp(text, size)
    except ValueError:
        return False, None


def conversion_message(converted: list[tuple[str, str]]) -> str:
    """The warning for the moves ``converted``, each (as read, as written): ``("B[R16]",
    "B[qd]")``; ``converted`` is not empty."""
    given, written = converted[0]
    more = f" and {len(converted) - 1} more" if len(converted) > 1 else ""
    return (
        "human-readable coordinates (as SmartGo writes them) converted to SGF points "
        f"in {len(converted)} move(s): {given} -> {written}{more}"
    )
