"""GTP time commands: ``time_settings``, ``kgs-time_settings``, ``time_left`` (gtp.md).

Takes plain values (the gtp package knows nothing of the game model):
:class:`GtpTimeSettings` mirrors :class:`gogui_py.game.clock.TimeSettings`.

GTP v2 ``time_settings main_time byo_yomi_time byo_yomi_stones`` (integers,
seconds) expresses absolute time (``main 0 0``), Canadian overtime
(``main period stones``) and "no time limit" (``0 1 0``). It cannot express
Japanese byo-yomi with several periods; for that, :class:`TimeSync` sends
``kgs-time_settings byoyomi main period periods`` when the engine lists it,
and otherwise the approximation ``time_settings main period 1``: Canadian
overtime of one move per period. The engine then believes it has a single
period, which is safe: it never plans to spend a period it does not have.

``time_left color seconds stones``: seconds left in main time or in the
current period; stones 0 in main time, the Canadian moves left in the period,
1 in a byo-yomi period under the approximation, or the periods left after
``kgs-time_settings byoyomi`` (the KGS convention Leela Zero and Pachi read).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from gogui_py.go import Color
from gogui_py.gtp.errors import GtpFailure

OvertimeKind = Literal["none", "byoyomi", "canadian"]
"""Overtime of :class:`GtpTimeSettings`: none (absolute), Japanese byo-yomi, Canadian."""


@dataclass(frozen=True)
class GtpTimeSettings:
    """A time system in plain values.

    Attributes:
        main_time: main time, seconds.
        overtime: "none" (absolute time), "byoyomi" or "canadian".
        period_time: seconds of one byo-yomi or Canadian period (0 for "none").
        periods: byo-yomi periods (0 otherwise).
        stones: moves per Canadian period (0 otherwise).
    """

    main_time: float
    overtime: OvertimeKind = "none"
    period_time: float = 0.0
    periods: int = 0
    stones: int = 0


def _whole(seconds: float) -> int:
    """Whole seconds for a GTP argument: rounded, never negative."""
    if not math.isfinite(seconds):
        raise ValueError(f"time must be finite, not {seconds}")
    return max(0, round(seconds))


def no_limit_args() -> list[str]:
    """``time_settings`` arguments meaning "no time limit" (GTP v2 4.6: byo time > 0, 0 stones)."""
    return ["0", "1", "0"]


def time_settings_args(settings: GtpTimeSettings) -> list[str]:
    """``time_settings`` arguments: ``[main, period, stones]`` (whole seconds).

    Absolute: ``[main, "0", "0"]`` (main at least 1 s: 0 would mean no time at
    all). Canadian: ``[main, period, stones]``. Byo-yomi: ``[main, period, "1"]``
    (the one-period approximation, see the module docstring).

    Raises:
        ValueError: a non-finite time.
    """
    main = _whole(settings.main_time)
    if settings.overtime == "none":
        return [str(max(1, main)), "0", "0"]
    period = str(max(1, _whole(settings.period_time)))
    if settings.overtime == "canadian":
        return [str(main), period, str(max(1, settings.stones))]
    return [str(main), period, "1"]


def kgs_time_settings_args(settings: GtpTimeSettings | None) -> list[str]:
    """``kgs-time_settings`` arguments (KGS's extension of GTP).

    None -> ``["none"]``; absolute -> ``["absolute", main]``; byo-yomi ->
    ``["byoyomi", main, period, periods]``; Canadian -> ``["canadian", main,
    period, stones]``.

    Raises:
        ValueError: a non-finite time.
    """
    if settings is None:
        return ["none"]
    main = str(_whole(settings.main_time))
    if settings.overtime == "none":
        return ["absolute", main]
    period = str(max(1, _whole(settings.period_time)))
    if settings.overtime == "byoyomi":
        return ["byoyomi", main, period, str(max(1, settings.periods))]
    return ["canadian", main, period, str(max(1, settings.stones))]


def time_left_args(color: Color, seconds: float, stones: int) -> list[str]:
    """``time_left`` arguments: ``[color, whole seconds rounded down, stones]``.

    Raises:
        ValueError: a non-finite time or negative stones.
    """
    if not math.isfinite(seconds):
        raise ValueError(f"time must be finite, not {seconds}")
    if stones < 0:
        raise ValueError(f"stones must be >= 0, not {stones}")
    return [color.to_gtp(), str(max(0, math.floor(seconds))), str(stones)]


Send = Callable[[str, list[str]], str]
"""Sends a command with its arguments and returns the answer (raises GtpError)."""
Known = Callable[[str], bool]
"""Whether the engine supports a command (e.g. GtpClient.known_command)."""

_UNSENT = object()


class TimeSync:
    """Keeps one engine's time settings current and tells it the time left before genmove.

    Args:
        send: e.g. ``lambda name, args: client.send(name, *args)``.
        known: e.g. ``client.known_command``.

    The settings are sent only when they differ from the last ones sent (or
    attempted: a refusal is not retried until the settings change).
    """

    def __init__(self, send: Send, known: Known) -> None:
        self._send = send
        self._known = known
        self._sent: object = _UNSENT
        self._kgs_byoyomi = False

    @property
    def periods_as_stones(self) -> bool:
        """True after ``kgs-time_settings byoyomi``: ``time_left`` then carries periods."""
        return self._kgs_byoyomi

    def reset(self) -> None:
        """Forget what was sent (a restarted or reattached engine)."""
        self._sent = _UNSENT
        self._kgs_byoyomi = False

    def update(self, settings: GtpTimeSettings | None) -> bool:
        """Send ``settings`` (None: no time limit) if they changed; True when a command was sent.

        Before anything was sent, None sends nothing (an engine starts without a
        limit). Sends ``kgs-time_settings`` for byo-yomi when the engine knows
        it, else ``time_settings``; nothing when the engine knows neither.

        Raises:
            GtpFailure: the engine refused (the settings count as sent).
            GtpError: any other error from ``send`` (the settings are not recorded).
            ValueError: a non-finite time.
        """
        if settings == self._sent or (settings is None and self._sent is _UNSENT):
            return False
        use_kgs = (settings is not None and settings.overtime == "byoyomi") and self._known(
            "kgs-time_settings"
        )
        if use_kgs:
            command, args = "kgs-time_settings", kgs_time_settings_args(settings)
        elif self._known("time_settings"):
            args = no_limit_args() if settings is None else time_settings_args(settings)
            command = "time_settings"
        else:
            self._sent = settings
            return False
        try:
            self._send(command, args)
        except GtpFailure:
            self._sent, self._kgs_byoyomi = settings, False
            raise
        self._sent, self._kgs_byoyomi = settings, use_kgs
        return True

    def send_time_left(self, color: Color, seconds: float, stones: int, periods: int = 0) -> bool:
        """Send ``time_left`` (before a genmove); True when sent.

        Args:
            color: the colour about to move.
            seconds: time left in main time or in the current overtime period.
            stones: 0 in main time, Canadian moves left, 1 in a byo-yomi period.
            periods: byo-yomi periods left; sent in place of ``stones`` when in
                byo-yomi and the engine got ``kgs-time_settings byoyomi``.

        Nothing is sent when no time settings are in force or the engine does
        not know ``time_left``.

        Raises:
            GtpError: from ``send``.
            ValueError: a non-finite time or negative stones.
        """
        if self._sent is _UNSENT or self._sent is None or not self._known("time_left"):
            return False
        if self._kgs_byoyomi and stones > 0:
            stones = periods
        self._send("time_left", time_left_args(color, seconds, stones))
        return True
