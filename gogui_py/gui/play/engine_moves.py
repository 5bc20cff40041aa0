"""The genmove request run on an engine's thread: the move with the engine's own
comment and CPU time (Gomill extensions, ../shared/seeds/000); what the record keeps of
an engine's move, as one undo step; results as the user reads them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gogui_py.game.clock import TimeLeft
from gogui_py.go import Color, Move
from gogui_py.gtp.protocol import record_text
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.gtp.time_commands import GtpTimeSettings
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.identity import optional_answer

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient
    from gogui_py.gui.programs.program import Program
    from gogui_py.gui.record.controller import GameController


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


@contextmanager
def one_step(controller: GameController) -> Iterator[None]:
    """The edits inside the ``with`` block are one undo step (``controller.grouped()``);
    then the views redraw, so what they show of the history (Edit > Undo's name) names
    that step: the edits' own redraws came before the step was on the history."""
    with controller.grouped():
        yield
    controller.changed.emit()


def record_engine_move(
    controller: GameController, program: Program, color: Color, explanation: str
) -> None:
    """What the record keeps of an engine's move: its name as the player of ``color``,
    its comment on the move, its description in the game comment (once a game)."""
    controller.name_player(color, program.name)
    if explanation:
        controller.edit(lambda g: g.set_comment(g.current, explanation))
    description = program.identity.description
    info = controller.info
    if description and description not in info.game_comment:
        info.game_comment = "\n\n".join(p for p in (info.game_comment, description) if p)
        controller.edit(lambda g: g.set_info(info))


def readable_result(result: str) -> str:
    """An SGF ``RE`` value as the user reads it: ``0`` and ``Draw`` (FF[4] "RE": a draw)
    give "Draw" (translated); every other value as it is (``B+8``, ``W+R``, ``?``)."""
    if result.strip().lower() in ("0", "draw"):
        return translate("Play", "Draw")
    return result


def readable_sentence(text: str, result: str | None) -> str:
    """A ruler's final-result ``text`` whose last word is the SGF ``result`` (rulers.md
    "Rulers gogui-py ships"), as the user reads it: a draw's ``0`` dropped (``Draw: both
    players passed. 0`` -> ``Draw: both players passed.``), or replaced by "Draw" when
    the sentence does not say so; other texts unchanged."""
    words = text.split()
    if result != "0" or not words or words[-1].strip(".,;:!()") not in ("0", "Draw", "draw"):
        return text
    rest = " ".join(words[:-1])
    if "draw" in rest.lower():
        return rest
    return " ".join(p for p in (rest, readable_result("0")) if p)
