"""Free handicap chosen by an engine (GTP 2 section 6.3.1 ``place_free_handicap``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from gogui_py.go import Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.sync import Position
from gogui_py.gui.i18n import translate

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient
    from gogui_py.gtp.sync import EngineSync
    from gogui_py.gui.play.session import PlaySession


def place_free_handicap(
    session: PlaySession, count: int, on_placed: Callable[[Sequence[Point]], None]
) -> bool:
    """Ask an engine (Black's, else the first) to choose ``count`` handicap stones
    (``place_free_handicap``). False when none can (the caller lets the user place them).
    """
    program = session.player_ready(Color.BLACK) or session.programs.primary()
    if program is None or not program.running:
        return False
    game = session.controller.game
    size, komi = game.tree.size, session.controller.info.komi
    generation = session.generation

    def place(client: GtpClient, sync: EngineSync) -> list[Point]:
        sync.sync(Position(size=size, komi=komi))
        answer = client.send("place_free_handicap", str(count))
        sync.invalidate()  # the stones enter the record; the next sync sends them
        points = [from_gtp(vertex, size) for vertex in answer.split()]
        return [p for p in points if p is not None]

    def placed(result: object) -> None:
        session.set_thinking(False)
        if generation == session.generation and isinstance(result, list):
            on_placed(result)
            session.message.emit(
                translate("Play", "{0} placed {1} handicap stones").format(
                    program.name, len(result)
                )
            )
            session.maybe_computer_move()

    def failed(message: str) -> None:
        session.set_thinking(False)
        session.message.emit(
            translate("Play", "The engine did not place the handicap: {}").format(message)
        )

    session.set_thinking(True, program)
    program.handle.submit(place, placed, failed)
    return True
