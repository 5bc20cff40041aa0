"""What a program says of itself once started: window title, description, game.

Requests run on the program's thread (:class:`~gogui_py.gui.programs.bridge.EngineHandle`);
the commands are GoGui's ``gogui-title`` and ``gogui-rules_game_id`` (rulers.md) and
Gomill's ``gomill-describe_engine`` (../shared/seeds/000), each asked only when listed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gogui_py.gtp.errors import GtpFailure, GtpProtocolError
from gogui_py.gtp.protocol import one_line, record_text
from gogui_py.gtp.sync import EngineSync

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient

EXTRA_TIMEOUT = 10.0
"""Seconds allowed for each optional command (identity, move comments, CPU time)."""


@dataclass(frozen=True)
class EngineIdentity:
    """``gogui-title``, ``gomill-describe_engine`` and ``gogui-rules_game_id`` answers
    ("" when not supported; the game id of an engine that plays a ruler's game)."""

    title: str = ""
    description: str = ""
    game_id: str = ""


def optional_answer(client: GtpClient, command: str) -> str:
    """The answer to ``command`` when the program lists it; "" when not or when refused."""
    if not client.known_command(command):
        return ""
    try:
        return client.send(command, timeout=EXTRA_TIMEOUT).strip()
    except GtpFailure:
        return ""


def identity_request(client: GtpClient, _sync: EngineSync) -> EngineIdentity:
    """A request: the program's window title, description and game, when it offers them."""
    try:
        return EngineIdentity(
            title=one_line(optional_answer(client, "gogui-title")),
            description=record_text(optional_answer(client, "gomill-describe_engine")),
            game_id=one_line(optional_answer(client, "gogui-rules_game_id")),
        )
    except GtpProtocolError:
        return EngineIdentity()
