"""Time in SGF: TM/OT on the root, BL/WL and OB/OW per node (FF[4] "Timing properties").

- ``TM``: main time in seconds (Real). Some programs write ``1:30:00``; that is read too.
- ``OT``: free text describing overtime. Read forms: ``5x30 byo-yomi`` (CGoban/KGS,
  OGS), ``5x0:30``, ``25/600 Canadian``, ``25/10:00 Canadian`` (CGoban, Leela Zero),
  ``25 moves / 10 min`` and ``5 moves / 30 sec`` (GoGui). Written canonically as
  ``5x30 byo-yomi`` and ``25/600 Canadian``. An unknown form (``8 xyz 16``,
  ``86400 fischer``) is read as absolute time with a warning.
- ``BL``/``WL``: time left after the move of the node, seconds (Real).
- ``OB``/``OW``: overtime left after the move (Number): byo-yomi periods left, or
  Canadian moves left in the period (CGoban's convention); absent in main time.

Functions work on a node's raw property dict (``Node.props``: identifier -> raw
escaped values). To change a node in a tree, pass the ``*_changes`` dicts to
:meth:`gogui_py.game.tree.GameTree.set_properties` so the edit is recorded.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from gogui_py.game.clock import Overtime, TimeSettings
from gogui_py.go import Color
from gogui_py.sgf.values import number_from_sgf, real_from_sgf, simpletext_from_sgf, text_to_sgf

PropChanges = dict[str, list[str] | None]
"""Identifier -> new raw values, or None to remove (GameTree.set_properties' argument)."""

_DURATION = r"(\d+(?:[.,]\d+)?|\d+:\d{1,2}(?::\d{1,2})?)"
_BYO_YOMI = re.compile(
    rf"(\d+)\s*[x*\u00d7]\s*{_DURATION}\s*(?:s|sec|secs|seconds)?\s*(?:byo-?yomi)?"
)
_CANADIAN = re.compile(rf"(\d+)\s*/\s*{_DURATION}\s*(?:s|sec|secs|seconds)?\s*(?:canadian)?")
_GOGUI = re.compile(r"(\d+)\s*moves?\s*/\s*(\d+(?:[.,]\d+)?)\s*(min|sec)")
_HMS = re.compile(r"(\d+):(\d{1,2})(?::(\d{1,2}))?")


def parse_duration(text: str) -> float:
    """Seconds from ``"600"``, ``"600.5"``, ``"10:00"`` (m:ss) or ``"1:30:00"`` (h:mm:ss).

    Raises:
        ValueError: none of these forms.
    """
    text = text.strip()
    m = _HMS.fullmatch(text)
    if m is None:
        return real_from_sgf(text)
    first, second, third = int(m.group(1)), int(m.group(2)), m.group(3)
    if third is None:
        return float(first * 60 + second)
    return float(first * 3600 + second * 60 + int(third))


def format_seconds(seconds: float) -> str:
    """A Real value: ``600.0`` -> ``"600"``, ``14399.3791`` -> ``"14399.379"`` (3 decimals)."""
    text = f"{seconds:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def parse_overtime(text: str, main_time: float) -> TimeSettings | None:
    """Time settings from the unescaped OT text and the main time; None when unknown.

    An empty text or ``none`` / ``absolute`` gives absolute time (None when
    ``main_time`` is 0: no time limit at all).
    """
    lowered = " ".join(text.lower().split())
    if lowered in ("", "none", "absolute"):
        return TimeSettings.absolute(main_time) if main_time > 0 else None
    try:
        if m := _BYO_YOMI.fullmatch(lowered):
            return TimeSettings.byo_yomi(main_time, int(m.group(1)), parse_duration(m.group(2)))
        if m := _CANADIAN.fullmatch(lowered):
            return TimeSettings.canadian(main_time, int(m.group(1)), parse_duration(m.group(2)))
        if m := _GOGUI.fullmatch(lowered):
            unit = 60.0 if m.group(3) == "min" else 1.0
            period = real_from_sgf(m.group(2)) * unit
            return TimeSettings.canadian(main_time, int(m.group(1)), period)
    except ValueError:  # zero periods, zero period time...
        return None
    return None


def overtime_text(settings: TimeSettings) -> str:
    """Canonical OT text: ``"5x30 byo-yomi"``, ``"25/600 Canadian"``, "" for absolute time."""
    period = format_seconds(settings.period_time)
    if settings.overtime is Overtime.BYO_YOMI:
        return f"{settings.periods}x{period} byo-yomi"
    if settings.overtime is Overtime.CANADIAN:
        return f"{settings.stones}/{period} Canadian"
    return ""


def time_settings_from_root(
    props: dict[str, list[str]], warnings: list[str] | None = None
) -> TimeSettings | None:
    """The time settings of a root node's TM and OT; None when the game has no time limit.

    Never raises: a bad TM is read as absent, an unknown OT as absolute time; a
    message is appended to ``warnings`` when a list is given.
    """
    messages: list[str] = [] if warnings is None else warnings
    tm_values, ot_values = props.get("TM"), props.get("OT")
    main_time = 0.0
    if tm_values:
        try:
            main_time = max(0.0, parse_duration(simpletext_from_sgf(tm_values[0])))
        except ValueError:
            messages.append(f"bad main time TM[{tm_values[0]}] ignored")
    ot_text = simpletext_from_sgf(ot_values[0]).strip() if ot_values else ""
    settings = parse_overtime(ot_text, main_time)
    if settings is None and ot_text.lower() not in ("", "none", "absolute"):
        if main_time > 0:
            messages.append(f"unknown overtime OT[{ot_text}]: using absolute time")
            return TimeSettings.absolute(main_time)
        messages.append(f"unknown overtime OT[{ot_text}] without main time: no time limit")
    return settings


def root_changes(settings: TimeSettings | None) -> PropChanges:
    """TM and OT for ``settings``; None removes both (no time limit), absolute removes OT."""
    if settings is None:
        return {"TM": None, "OT": None}
    ot = overtime_text(settings)
    return {
        "TM": [format_seconds(settings.main_time)],
        "OT": [text_to_sgf(ot)] if ot else None,
    }


def to_root(props: dict[str, list[str]], settings: TimeSettings | None) -> None:
    """Write TM/OT for ``settings`` into a root property dict (see :func:`root_changes`)."""
    apply_changes(props, root_changes(settings))


def apply_changes(props: dict[str, list[str]], changes: PropChanges) -> None:
    """Apply ``changes`` to ``props`` in place; an existing property keeps its place."""
    for ident, values in changes.items():
        if values is None:
            props.pop(ident, None)
        else:
            props[ident] = list(values)


@dataclass(frozen=True)
class RecordedTime:
    """Time left for one colour as a node records it.

    Attributes:
        seconds: BL/WL, None when absent (or not a number).
        stones: OB/OW (byo-yomi periods or Canadian moves left), None when absent.
    """

    seconds: float | None
    stones: int | None


def _time_idents(color: Color) -> tuple[str, str]:
    return ("BL", "OB") if color is Color.BLACK else ("WL", "OW")


def time_left_of(props: dict[str, list[str]], color: Color) -> RecordedTime | None:
    """``color``'s BL/OB (or WL/OW) of a node; None when the node has neither (or bad values)."""
    left_id, stones_id = _time_idents(color)
    seconds: float | None = None
    stones: int | None = None
    if props.get(left_id):
        try:
            seconds = real_from_sgf(props[left_id][0])
        except ValueError:
            seconds = None
    if props.get(stones_id):
        try:
            stones = number_from_sgf(props[stones_id][0])
        except ValueError:
            stones = None
    if seconds is None and stones is None:
        return None
    return RecordedTime(seconds, stones)


def time_left_changes(color: Color, seconds: float, stones: int | None) -> PropChanges:
    """BL/OB (or WL/OW) for ``color``: seconds left after the move, and the overtime
    count (None in main time, which removes OB/OW).

    Raises:
        ValueError: ``seconds`` is not finite.
    """
    if not math.isfinite(seconds):
        raise ValueError(f"time left must be finite, not {seconds}")
    left_id, stones_id = _time_idents(color)
    return {
        left_id: [format_seconds(max(0.0, seconds))],
        stones_id: None if stones is None else [str(stones)],
    }


def record_time_left(
    props: dict[str, list[str]], color: Color, seconds: float, stones: int | None
) -> None:
    """Write ``color``'s time left into a node's property dict (see :func:`time_left_changes`)."""
    apply_changes(props, time_left_changes(color, seconds, stones))
