"""FF[4] properties that take one value, and how a node with several is made valid.

A node with ``PB[a][b]``, or with ``PB`` twice (merged by the parser), would be written
back as a ``PB`` with two values, which FF[4] does not allow: every property below has a
single value in the FF[4] property index (types text, simpletext, number, real, double,
color, move, none, and the composed ``AP``, ``FG``, ``SZ``). The parser makes such values
one, with a warning (:func:`warning` when it meets them, :func:`single_value` once the
node is read):

- text and simpletext (:data:`SINGLE_TEXT`): the texts joined by a newline, so nothing
  is lost (a newline in a simpletext reads as a space); empty values and repeats of an
  earlier value add nothing and are left out. ``AP`` (application name and version, a
  compose of two simpletexts) is joined the same way, the colons of the values after
  the first escaped, so that the first colon still separates name and version: Fox
  writes ``AP[GNU Go:3.8]AP[foxwq]``, read as ``AP[GNU Go:3.8\nfoxwq]``;
- the others (:data:`SINGLE_OTHER`): the first value is kept, the rest dropped (the
  warning shows them): two komis or two moves in one node cannot both be meant.

Properties of FF[1]-FF[3] only and private ones are left as they are.
"""

from __future__ import annotations

import re
from typing import Final

SINGLE_TEXT: Final = frozenset(
    {"C", "N", "GC", "AN", "BR", "BT", "CP", "DT", "EV", "GN", "ON", "OT", "PB", "PC", "PW"}
    | {"RE", "RO", "RU", "SO", "US", "WR", "WT", "AP"}
)
"""Single-valued FF[4] properties of type text or simpletext (and AP: joined)."""

SINGLE_OTHER: Final = frozenset(
    {"B", "W", "KO", "MN", "PL", "DM", "GB", "GW", "HO", "UC", "V", "BM", "DO", "IT", "TE"}
    | {"CA", "FF", "GM", "ST", "SZ", "FG", "PM", "TM", "BL", "WL", "OB", "OW", "HA", "KM"}
)
"""Single-valued FF[4] properties of the other types (and CA, a charset name)."""

SINGLE_VALUED: Final = SINGLE_TEXT | SINGLE_OTHER
"""Every FF[4] property that takes exactly one value."""

_SHOWN = 30  # characters of a dropped value quoted in a warning
_COLON = re.compile(r"(\\.)|:", re.S)  # an escape (kept) or a bare colon (escaped)


def _escape_colon(match: re.Match[str]) -> str:
    return match.group(1) or "\\:"


def warning(ident: str, values: list[str], repeated: bool) -> str:
    """The warning for a property of :data:`SINGLE_VALUED` given several values.

    ``values``: the property's values, or when ``repeated`` (the identifier written again
    in the node) the values the repetition adds.
    """
    how = "repeated in one node" if repeated else f"has {len(values)} values (FF[4]: one)"
    if ident in SINGLE_TEXT:
        return f"property {ident} {how}: joined into one text"
    dropped = "".join(f"[{_short(value)}]" for value in (values if repeated else values[1:]))
    return f"property {ident} {how}: first value kept, {ident}{dropped} dropped"


def single_value(ident: str, values: list[str]) -> str:
    """The one value of property ``ident`` (in :data:`SINGLE_VALUED`) with raw ``values``.

    Linear in the size of the values, however many there are.
    """
    if ident not in SINGLE_TEXT:
        return values[0]
    kept = [value for value in dict.fromkeys(values) if value]  # file order, no repeats
    if ident == "AP":
        kept[1:] = [_COLON.sub(_escape_colon, value) for value in kept[1:]]
    return "\n".join(kept)


def _short(value: str) -> str:
    if len(value) <= _SHOWN:
        return value
    return value[: _SHOWN - 3].rstrip("\\") + "..."


__all__ = ["SINGLE_OTHER", "SINGLE_TEXT", "SINGLE_VALUED", "single_value", "warning"]
