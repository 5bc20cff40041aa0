"""Game information: a read/write view of the root's game-info properties (FF[4] "Game info").

:meth:`GameInfo.from_root` reads them from a root node's raw properties and
:meth:`GameInfo.apply_to` writes them back, touching only the properties whose
value changed (unchanged raw values stay byte-for-byte as loaded). An empty
string means "absent": applying it removes the property.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from gogui_py.game.node import Node
from gogui_py.sgf.values import (
    number_from_sgf,
    real_from_sgf,
    simpletext_from_sgf,
    text_from_sgf,
    text_to_sgf,
)

TEXT_FIELDS: dict[str, str] = {
    "player_black": "PB",
    "player_white": "PW",
    "rank_black": "BR",
    "rank_white": "WR",
    "result": "RE",
    "rules": "RU",
    "date": "DT",
    "event": "EV",
    "round": "RO",
    "place": "PC",
    "game_name": "GN",
    "game_comment": "GC",
    "time_limit": "TM",
    "overtime": "OT",
    "source": "SO",
    "annotator": "AN",
    "user": "US",
    "copyright": "CP",
}
"""GameInfo text field -> SGF property identifier."""

_MULTILINE = frozenset({"GC"})
"""Properties of type Text (line breaks kept); the others are SimpleText."""


def komi_to_sgf(komi: float) -> str:
    """KM value for ``komi``: ``6.5`` -> ``"6.5"``, ``0.0`` -> ``"0"``, ``-2.0`` -> ``"-2"``."""
    if komi.is_integer():
        return str(int(komi))
    return repr(komi)


def komi_from_sgf(raw: str) -> float:
    """Komi from a raw KM value (a decimal comma, "6,5", is tolerated).

    Raises:
        ValueError: when the value is not a number.
    """
    return real_from_sgf(raw)


def _read_text(node: Node, ident: str) -> str:
    values = node.props.get(ident)
    if not values:
        return ""
    if ident in _MULTILINE:
        return text_from_sgf(values[0])
    return simpletext_from_sgf(values[0])


@dataclass
class GameInfo:
    """Game-info properties of a root node; strings are "" when absent.

    ``komi`` is in points (KM, default 0.0); ``handicap`` is the number of
    handicap stones (HA, default 0). ``time_limit`` is the raw TM text (FF[4]
    says seconds, some programs write ``5:00:00``); see :meth:`time_limit_seconds`.
    """

    player_black: str = ""
    player_white: str = ""
    rank_black: str = ""
    rank_white: str = ""
    komi: float = 0.0
    handicap: int = 0
    result: str = ""
    rules: str = ""
    date: str = ""
    event: str = ""
    round: str = ""
    place: str = ""
    game_name: str = ""
    game_comment: str = ""
    time_limit: str = ""
    overtime: str = ""
    source: str = ""
    annotator: str = ""
    user: str = ""
    copyright: str = ""

    @staticmethod
    def from_root(node: Node, warnings: list[str] | None = None) -> GameInfo:
        """Read the game info of root ``node``.

        A bad KM or HA value is read as 0; a message is appended to ``warnings``
        when a list is given. Never raises for bad values.
        """
        info = GameInfo()
        for field, ident in TEXT_FIELDS.items():
            setattr(info, field, _read_text(node, ident))
        km = node.props.get("KM")
        if km:
            try:
                info.komi = komi_from_sgf(km[0])
            except ValueError:
                if warnings is not None:
                    warnings.append(f"bad komi KM[{shown_value(km[0])}], using 0")
        ha = node.props.get("HA")
        if ha:
            try:
                info.handicap = number_from_sgf(ha[0])
            except ValueError:
                if warnings is not None:
                    warnings.append(f"bad handicap HA[{shown_value(ha[0])}], using 0")
        return info

    def apply_to(self, node: Node) -> bool:
        """Write this info into ``node.props``; returns True when anything changed.

        A property is rewritten only when its decoded value differs; an empty
        string removes it. KM and HA are written when non-zero or already present.
        """
        old = GameInfo.from_root(node)
        props = node.props
        changed = False
        for field, ident in TEXT_FIELDS.items():
            value: str = getattr(self, field)
            if value == getattr(old, field):
                continue
            changed = True
            if value:
                props[ident] = [text_to_sgf(value)]
            else:
                props.pop(ident, None)
        if self.komi != old.komi or ("KM" not in props and self.komi != 0.0):
            props["KM"] = [komi_to_sgf(self.komi)]
            changed = True
        if self.handicap != old.handicap or ("HA" not in props and self.handicap != 0):
            props["HA"] = [str(self.handicap)]
            changed = True
        return changed

    def time_limit_seconds(self) -> float | None:
        """The TM value in seconds: a number, or ``H:MM:SS`` / ``MM:SS``; None otherwise."""
        text = self.time_limit.strip()
        if not text:
            return None
        try:
            return float(text)
        except ValueError:
            pass
        head = text.split("(", 1)[0].strip()
        parts = head.split(":")
        if len(parts) not in (2, 3) or not all(p.strip().isdigit() for p in parts):
            return None
        seconds = 0.0
        for part in parts:
            seconds = seconds * 60 + int(part)
        return seconds

    def replace(self, **changes: object) -> GameInfo:
        """A copy with ``changes`` applied (dataclasses.replace)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


def shown_value(raw: str, limit: int = 40) -> str:
    """A raw property value for a one-line message: line breaks shown as ``\\n``, cut at
    ``limit`` characters (``…``)."""
    text = raw.replace("\r", "\\r").replace("\n", "\\n")
    return text if len(text) <= limit else text[: limit - 1] + "…"
