"""The genmove request run on an engine's thread: the move with the engine's own
comment and CPU time (Gomill extensions, ../shared/seeds/000)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gogui_py.game.clock import TimeLeft
from gogui_py.go import Color, Move
from gogui_py.gtp.protocol import record_text
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.gtp.time_commands import GtpTimeSettings
from gogui_py.gui.programs.identity import optional_answer

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient


@dataclass(frozen=True)
class GeneratedMove:
    """A genmove answer: ``move`` None = resign; the engine's explanation of the move
    (``gomill-explain_last_move``, "" when none) and CPU seconds used so far
    (``gomill-cpu_time``, None when not supported)."""

    move: Move | None
    explanation: str = ""
    cpu_time: float | None = None


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
            explanation = record_text(optional_answer(client, "gomill-explain_last_move"))
        cpu_text = optional_answer(client, "gomill-cpu_time")
        try:
            cpu_time = float(cpu_text) if cpu_text else None
        except ValueError:
            cpu_time = None
        return GeneratedMove(move, explanation, cpu_time)

    return run


def normalize_score(text: str) -> str | None:
    """SGF RE value from a GTP ``final_score`` answer (``W+3.5``, ``B+12``, ``0``), else None."""
    value = text.strip().split()[0] if text.strip() else ""
    upper = value.upper()
    if upper == "0":
        return "0"
    if len(upper) >= 2 and upper[0] in "BW" and upper[1] == "+":
        return upper[0] + value[1:]
    return None


def position_after(before: Position, move: Move) -> Position:
    """``before`` with ``move`` appended."""
    return Position(
        size=before.size,
        komi=before.komi,
        setup_black=before.setup_black,
        setup_white=before.setup_white,
        moves=(*before.moves, move),
    )
