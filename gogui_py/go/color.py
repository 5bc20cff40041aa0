"""Stone colours."""

from __future__ import annotations

import enum


class Color(enum.Enum):
    """A player's colour. ``value`` is the SGF property letter (``"B"``/``"W"``)."""

    BLACK = "B"
    WHITE = "W"

    @property
    def opponent(self) -> Color:
        """The other colour."""
        return Color.WHITE if self is Color.BLACK else Color.BLACK

    @property
    def name_lower(self) -> str:
        """``"black"`` or ``"white"``, for messages."""
        return "black" if self is Color.BLACK else "white"

    def to_gtp(self) -> str:
        """GTP colour argument: ``"b"`` or ``"w"`` (GTP v2 section 2.8)."""
        return "b" if self is Color.BLACK else "w"

    @staticmethod
    def from_gtp(text: str) -> Color:
        """Parse a GTP colour: ``b``, ``black``, ``w``, ``white``, any case.

        Raises:
            ValueError: for anything else.
        """
        lowered = text.strip().lower()
        if lowered in ("b", "black"):
            return Color.BLACK
        if lowered in ("w", "white"):
            return Color.WHITE
        raise ValueError(f"not a colour: {text!r}")
