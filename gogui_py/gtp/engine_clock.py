"""The clock an engine keeps (GTP v2 section 4.6: ``time_settings``, ``time_left``;
KGS's ``kgs-time_settings``): the agreed settings and what the controller last said is
left, for :class:`~gogui_py.gtp.engine_state.GtpState` and the move generators it calls."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from gogui_py.go.color import Color

__all__ = ["Clock", "TimeKind", "TimeSettings"]


TimeKind = Literal["none", "absolute", "byoyomi", "canadian"]


@dataclass(frozen=True)
class TimeSettings:
    """A clock: main time, then overtime periods (GTP v2 section 4.6, kgs-time_settings).

    ``period_time`` and ``stones`` describe overtime: Canadian (``stones`` per
    period) or Japanese byo-yomi (``stones`` periods). Seconds as floats.
    """

    kind: TimeKind = "none"
    main_time: float = 0.0
    period_time: float = 0.0
    stones: int = 0

    @staticmethod
    def from_gtp(args: Sequence[str]) -> TimeSettings:
        """From ``time_settings main byo stones``: byo-yomi time with 0 stones means no
        limit, 0 byo-yomi time means absolute, else Canadian. ValueError when malformed."""
        main, period, stones = float(args[0]), float(args[1]), int(args[2])
        _check_times(main, period, stones)
        if period > 0 and stones == 0:
            return TimeSettings()
        if period == 0:
            return TimeSettings("absolute", main) if main > 0 else TimeSettings()
        return TimeSettings("canadian", main, period, stones)

    @staticmethod
    def from_kgs(args: Sequence[str]) -> TimeSettings:
        """From ``kgs-time_settings none | absolute M | byoyomi M P N | canadian M P S``.

        Raises:
            ValueError: for another kind or the wrong number of values.
        """
        if not args:
            raise ValueError("missing time system")
        kind, values = args[0].lower(), args[1:]
        counts = {"none": 0, "absolute": 1, "byoyomi": 3, "canadian": 3}
        if kind not in counts or len(values) != counts[kind]:
            raise ValueError(f"bad kgs-time_settings {' '.join(args)}")
        if kind == "none":
            return TimeSettings()
        main = float(values[0])
        if kind == "absolute":
            _check_times(main, 0.0, 0)
            return TimeSettings("absolute", main)
        period, stones = float(values[1]), int(values[2])
        _check_times(main, period, stones)
        return TimeSettings("byoyomi" if kind == "byoyomi" else "canadian", main, period, stones)


def _check_times(main: float, period: float, stones: int) -> None:
    if not (0 <= main < float("inf") and 0 <= period < float("inf") and stones >= 0):
        raise ValueError("negative or infinite time")


@dataclass
class Clock:
    """The agreed :class:`TimeSettings` and the last ``time_left`` per colour."""

    settings: TimeSettings = field(default_factory=TimeSettings)
    left: dict[Color, tuple[float, int]] = field(default_factory=dict)

    def restart(self) -> None:
        """Forget ``time_left`` reports (new game or new settings)."""
        self.left.clear()

    def time_left(self, color: Color, seconds: float, stones: int) -> None:
        """Record ``time_left color seconds stones`` (stones 0: in main time)."""
        self.left[color] = (seconds, stones)

    def remaining(self, color: Color) -> tuple[float | None, int | None]:
        """(seconds, stones or periods in overtime) for ``color``; (None, None) unlimited."""
        settings = self.settings
        if settings.kind == "none":
            return None, None
        if color in self.left:
            seconds, stones = self.left[color]
            return seconds, stones or None
        if settings.main_time > 0 or settings.kind == "absolute":
            return settings.main_time, None
        return settings.period_time, settings.stones or None
