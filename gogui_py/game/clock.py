"""Game clocks: time settings and the two players' running clocks (pure, no threads).

Time systems (the ones GTP and SGF express, see ../shared/specs/gtp.md):

- absolute: main time only; the player whose main time reaches zero loses.
- Japanese byo-yomi: after main time, ``periods`` periods of ``period_time``
  seconds. A move made within the current period keeps it (the next move gets
  a full period again); each period that runs out is lost; losing the last
  period loses the game.
- Canadian: after main time, ``stones`` moves must be played within
  ``period_time`` seconds; when they are, a new period starts with the full
  time. Running out of the period loses the game.

Every time is in seconds (float). The caller passes ``now`` (monotonic
seconds, e.g. :func:`time.monotonic`) to every method that reads or charges
time, so tests are exact and nothing runs in the background. A time reaching
exactly zero counts as run out.
"""

from __future__ import annotations

import dataclasses
import enum
import math
from dataclasses import dataclass
from typing import NamedTuple

from gogui_py.go import Color


class Overtime(enum.Enum):
    """What follows main time."""

    NONE = "none"
    """Absolute time: nothing; the game is lost when main time runs out."""
    BYO_YOMI = "byoyomi"
    """Japanese byo-yomi: ``periods`` periods of ``period_time`` seconds, one move each."""
    CANADIAN = "canadian"
    """Canadian: ``stones`` moves per period of ``period_time`` seconds."""


@dataclass(frozen=True)
class TimeSettings:
    """A time system. Build it with :meth:`absolute`, :meth:`byo_yomi` or :meth:`canadian`.

    Attributes:
        main_time: main time in seconds (>= 0; > 0 for absolute time).
        overtime: the overtime system.
        period_time: seconds of one byo-yomi or Canadian period (0 for absolute).
        periods: number of byo-yomi periods (0 otherwise).
        stones: moves per Canadian period (0 otherwise).

    Raises:
        ValueError: from the constructor, for inconsistent or negative values.
    """

    main_time: float
    overtime: Overtime = Overtime.NONE
    period_time: float = 0.0
    periods: int = 0
    stones: int = 0

    def __post_init__(self) -> None:
        if not math.isfinite(self.main_time) or self.main_time < 0:
            raise ValueError(f"main time must be >= 0 seconds, not {self.main_time}")
        if self.overtime is Overtime.NONE:
            if self.main_time <= 0:
                raise ValueError("absolute time needs a main time > 0")
            if self.period_time or self.periods or self.stones:
                raise ValueError("absolute time has no periods or stones")
            return
        if not math.isfinite(self.period_time) or self.period_time <= 0:
            raise ValueError(f"period time must be > 0 seconds, not {self.period_time}")
        if self.overtime is Overtime.BYO_YOMI and (self.periods < 1 or self.stones):
            raise ValueError("byo-yomi needs periods >= 1 and no stones")
        if self.overtime is Overtime.CANADIAN and (self.stones < 1 or self.periods):
            raise ValueError("Canadian overtime needs stones >= 1 and no periods")

    @staticmethod
    def absolute(main_time: float) -> TimeSettings:
        """Absolute time: ``main_time`` seconds for the whole game."""
        return TimeSettings(main_time)

    @staticmethod
    def byo_yomi(main_time: float, periods: int, period_time: float) -> TimeSettings:
        """Japanese byo-yomi: main time, then ``periods`` x ``period_time`` seconds."""
        return TimeSettings(main_time, Overtime.BYO_YOMI, period_time, periods=periods)

    @staticmethod
    def canadian(main_time: float, stones: int, period_time: float) -> TimeSettings:
        """Canadian overtime: main time, then ``stones`` moves per ``period_time`` seconds."""
        return TimeSettings(main_time, Overtime.CANADIAN, period_time, stones=stones)

    def describe(self) -> str:
        """Human-readable summary, e.g. ``"10:00 + 5 x 0:30 byo-yomi"``."""
        main = format_duration(self.main_time)
        if self.overtime is Overtime.BYO_YOMI:
            return f"{main} + {self.periods} x {format_duration(self.period_time)} byo-yomi"
        if self.overtime is Overtime.CANADIAN:
            return f"{main} + {self.stones} moves / {format_duration(self.period_time)} Canadian"
        return f"{main} absolute"

    def initial(self) -> ColorTime:
        """One player's clock state at the start of the game."""
        return ColorTime(
            main_left=self.main_time,
            period_left=self.period_time,
            periods_left=self.periods,
            stones_left=self.stones,
        )


def format_duration(seconds: float) -> str:
    """``"m:ss"`` or ``"h:mm:ss"`` for a duration, rounded up to a whole second.

    Rounding up means ``"0:00"`` is shown only when no time is left at all.
    """
    total = max(0, math.ceil(seconds - 1e-9))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


@dataclass(frozen=True)
class ColorTime:
    """One player's clock state.

    Attributes:
        main_left: main time left, seconds (0 once in overtime).
        period_left: seconds left in the current overtime period (the full period
            before overtime starts).
        periods_left: byo-yomi periods left, the current one included.
        stones_left: Canadian moves still to play in the current period.
        lost: the player ran out of time.
    """

    main_left: float
    period_left: float = 0.0
    periods_left: int = 0
    stones_left: int = 0
    lost: bool = False

    def in_overtime(self, settings: TimeSettings) -> bool:
        """True once main time is used up and overtime applies."""
        return settings.overtime is not Overtime.NONE and self.main_left <= 0

    def shown_seconds(self, settings: TimeSettings) -> float:
        """The seconds a clock face shows: main time, or the time left in the period."""
        if self.lost:
            return 0.0
        return self.period_left if self.in_overtime(settings) else self.main_left

    def recorded(self, settings: TimeSettings) -> tuple[float, int | None]:
        """(seconds, stones) as SGF BL/WL and OB/OW store them after a move.

        In main time: (main time left, None). In byo-yomi: (time left in the
        period, periods left). In Canadian overtime: (time left in the period,
        moves left in it).
        """
        if self.lost:
            return 0.0, (0 if settings.overtime is not Overtime.NONE else None)
        if not self.in_overtime(settings):
            return self.main_left, None
        if settings.overtime is Overtime.BYO_YOMI:
            return self.period_left, self.periods_left
        return self.period_left, self.stones_left


class TimeLeft(NamedTuple):
    """Arguments of GTP ``time_left`` (gtp.md "Standard commands").

    Attributes:
        seconds: whole seconds left (rounded down) in main time or the current period.
        stones: 0 in main time (and for absolute time); Canadian moves left in the
            period; 1 in a byo-yomi period (the ``time_settings`` approximation).
        periods: byo-yomi periods left when in byo-yomi, else 0 (the value KGS sends
            as ``stones`` after ``kgs-time_settings byoyomi``).
    """

    seconds: int
    stones: int
    periods: int


def charge(settings: TimeSettings, state: ColorTime, elapsed: float, *, move: bool) -> ColorTime:
    """The state after ``elapsed`` seconds of thinking.

    ``move`` says whether a move ended the thinking (byo-yomi: the period is
    restored to full; Canadian: one stone of the period is played, and the
    period restarts when all are). With ``move=False`` (pause, or a reading of a
    running clock) the time is only consumed.

    Raises:
        ValueError: for negative ``elapsed``.
    """
    if elapsed < 0:
        raise ValueError(f"elapsed time must be >= 0, not {elapsed}")
    if state.lost:
        return state
    if elapsed < state.main_left:
        return dataclasses.replace(state, main_left=state.main_left - elapsed)
    rest = elapsed - max(state.main_left, 0.0)
    state = dataclasses.replace(state, main_left=0.0)
    if settings.overtime is Overtime.NONE:
        return _lost(state)
    if settings.overtime is Overtime.BYO_YOMI:
        return _charge_byo_yomi(settings, state, rest, move)
    return _charge_canadian(settings, state, rest, move)


def _lost(state: ColorTime) -> ColorTime:
    return ColorTime(main_left=0.0, period_left=0.0, periods_left=0, stones_left=0, lost=True)


def _charge_byo_yomi(
    settings: TimeSettings, state: ColorTime, rest: float, move: bool
) -> ColorTime:
    periods, left = state.periods_left, state.period_left
    if rest >= left:
        rest -= left
        periods -= 1
        full = math.floor(rest / settings.period_time)
        periods -= full
        rest -= full * settings.period_time
        left = settings.period_time - rest
    else:
        left -= rest
    if periods <= 0:
        return _lost(state)
    if move:
        left = settings.period_time
    return dataclasses.replace(state, periods_left=periods, period_left=left)


def _charge_canadian(
    settings: TimeSettings, state: ColorTime, rest: float, move: bool
) -> ColorTime:
    if rest >= state.period_left:
        return _lost(state)
    left = state.period_left - rest
    stones = state.stones_left
    if move:
        stones -= 1
        if stones <= 0:
            stones, left = settings.stones, settings.period_time
    return dataclasses.replace(state, period_left=left, stones_left=stones)


@dataclass(frozen=True)
class ClockSnapshot:
    """Both clocks at one instant, for display.

    Attributes:
        settings: the time system.
        black, white: each player's state, the running player's time charged up to the
            instant (as a reading, not a move).
        running: the colour whose clock runs, None when both are stopped.
    """

    settings: TimeSettings
    black: ColorTime
    white: ColorTime
    running: Color | None

    def of(self, color: Color) -> ColorTime:
        """The state of ``color``'s clock."""
        return self.black if color is Color.BLACK else self.white


class Clock:
    """The two players' clocks; at most one runs at a time.

    Args:
        settings: the time system; both clocks start full and stopped.
    """

    def __init__(self, settings: TimeSettings) -> None:
        self._settings = settings
        self._states = {color: settings.initial() for color in Color}
        self._running: Color | None = None
        self._started = 0.0

    @property
    def settings(self) -> TimeSettings:
        """The time system."""
        return self._settings

    @property
    def running(self) -> Color | None:
        """The colour whose clock runs, None when stopped."""
        return self._running

    def reset(self) -> None:
        """Both clocks full and stopped."""
        self._states = {color: self._settings.initial() for color in Color}
        self._running = None

    def start(self, color: Color, now: float) -> None:
        """Start ``color``'s clock at ``now``.

        Raises:
            ValueError: a clock is already running (stop it first).
        """
        if self._running is not None:
            raise ValueError(f"the {self._running.name_lower} clock is already running")
        self._running = color
        self._started = now

    def stop(self, now: float, *, move: bool = True) -> float:
        """Stop the running clock at ``now`` and charge the elapsed time.

        ``move`` is True when a move ended the thinking time (see :func:`charge`);
        False for a pause. Returns the elapsed seconds (0.0 when no clock runs).

        Raises:
            ValueError: ``now`` is before the start.
        """
        color = self._running
        if color is None:
            return 0.0
        elapsed = now - self._started
        self._states[color] = charge(self._settings, self._states[color], elapsed, move=move)
        self._running = None
        return elapsed

    def state(self, color: Color, now: float | None = None) -> ColorTime:
        """``color``'s clock; when it runs and ``now`` is given, read at ``now``."""
        state = self._states[color]
        if now is None or color is not self._running:
            return state
        return charge(self._settings, state, max(0.0, now - self._started), move=False)

    def is_lost(self, color: Color, now: float) -> bool:
        """True when ``color`` has run out of time at ``now``."""
        return self.state(color, now).lost

    def time_left(self, color: Color, now: float) -> TimeLeft:
        """The GTP ``time_left`` arguments for ``color`` at ``now``."""
        state = self.state(color, now)
        seconds = max(0, math.floor(state.shown_seconds(self._settings) + 1e-9))
        if state.lost or not state.in_overtime(self._settings):
            return TimeLeft(seconds, 0, 0)
        if self._settings.overtime is Overtime.BYO_YOMI:
            return TimeLeft(seconds, 1, state.periods_left)
        return TimeLeft(seconds, state.stones_left, 0)

    def restore(self, color: Color, left: float, stones: int | None) -> None:
        """Set ``color``'s clock from a record (SGF BL/WL, OB/OW; see :meth:`ColorTime.recorded`).

        ``stones`` None means ``left`` is main time; otherwise ``left`` is the time
        left in the overtime period and ``stones`` the byo-yomi periods or the
        Canadian moves left (ignored for absolute time). A value <= 0 leaves the
        player lost on time. Does not start or stop the clock.
        """
        settings = self._settings
        left = max(0.0, left)
        if stones is None or settings.overtime is Overtime.NONE:
            state = dataclasses.replace(settings.initial(), main_left=left)
            lost = left <= 0 and settings.overtime is Overtime.NONE
        elif settings.overtime is Overtime.BYO_YOMI:
            state = ColorTime(0.0, left, periods_left=stones)
            lost = stones <= 0 or left <= 0
        else:
            state = ColorTime(0.0, left, stones_left=stones)
            lost = stones <= 0 or left <= 0
        self._states[color] = _lost(state) if lost else state

    def snapshot(self, now: float) -> ClockSnapshot:
        """Both clocks read at ``now``."""
        return ClockSnapshot(
            self._settings,
            self.state(Color.BLACK, now),
            self.state(Color.WHITE, now),
            self._running,
        )
