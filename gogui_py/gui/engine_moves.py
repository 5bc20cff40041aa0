"""Requests run on an engine's thread around genmove: the move with the engine's own
comment and CPU time (Gomill extensions, ../shared/seeds/000), and the engine's
identity (gogui-title, gomill-describe_engine)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gogui_py.game.clock import TimeLeft
from gogui_py.go import Color, Move
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpFailure, GtpProtocolError
from gogui_py.gtp.protocol import one_line, record_text
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.gtp.time_commands import GtpTimeSettings

EXTRA_TIMEOUT = 10.0
"""Seconds allowed for each optional command after a move."""


@dataclass(frozen=True)
class GeneratedMove:
    """A genmove answer: ``move`` None = resign; the engine's explanation of the move
    (``gomill-explain_last_move``, "" when none) and CPU seconds used so far
    (``gomill-cpu_time``, None when not supported)."""

    move: Move | None
    explanation: str = ""
    cpu_time: float | None = None


@dataclass(frozen=True)
class EngineIdentity:
    """``gogui-title``, ``gomill-describe_engine`` and ``gogui-rules_game_id`` answers
    ("" when not supported; the game id of an engine that plays a ruler's game)."""

    title: str = ""
    description: str = ""
    game_id: str = ""


def _optional(client: GtpClient, command: str) -> str:
    """The answer to ``command`` when the engine lists it; "" when not or when refused."""
    if not client.known_command(command):
        return ""
    try:
        return client.send(command, timeout=EXTRA_TIMEOUT).strip()
    except GtpFailure:
        return ""


def genmove_request(
    color: Color,
    before: Position,
    timeout: float,
    time_settings: GtpTimeSettings | None = None,
    time_left: TimeLeft | None = None,
) -> Callable[[GtpClient, EngineSync], GeneratedMove]:
    """A request: sync to ``before``, tell the engine its time (when the game has a
    clock), genmove ``color``, then ask the optional extras."""

    def run(client: GtpClient, sync: EngineSync) -> GeneratedMove:
        if time_settings is not None and time_left is not None:
            sync.sync(before)
            sync.send_time(time_settings, color, *time_left)
        move = sync.genmove(color, before, timeout=timeout)
        explanation = ""
        if move is not None:
            explanation = record_text(_optional(client, "gomill-explain_last_move"))
        cpu_text = _optional(client, "gomill-cpu_time")
        try:
            cpu_time = float(cpu_text) if cpu_text else None
        except ValueError:
            cpu_time = None
        return GeneratedMove(move, explanation, cpu_time)

    return run


def identity_request(client: GtpClient, _sync: EngineSync) -> EngineIdentity:
    """A request: the engine's window title and description, when it offers them."""
    try:
        return EngineIdentity(
            title=one_line(_optional(client, "gogui-title")),
            description=record_text(_optional(client, "gomill-describe_engine")),
            game_id=one_line(_optional(client, "gogui-rules_game_id")),
        )
    except GtpProtocolError:
        return EngineIdentity()
