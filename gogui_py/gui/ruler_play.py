"""Moves in a ruler game (rulers.md "What gogui-py MUST do"): people and engines.

A click is checked against the ruler's legal list and side to move of the current
position (cached; a status message, no dialog, when it is refused); the ruler then
plays it, and only then does it enter the record (after the engine took it, when an
engine plays the other colour). An engine's move is checked against the legal list
before anything else; an illegal one is reported and the engine forfeits. A side
whose only legal move is ``pass`` passes without asking the engine (engines such as
gtp-rhino refuse to be told of passes; :class:`EngineSync` skips them for those). The
end is detected after every move, with or without an engine, and the ruler's
``gogui-rules_final_result`` goes to the record.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gogui_py.game.node import Node
from gogui_py.go import Color, Move, Point
from gogui_py.go.rules import RulerPosition, sgf_result
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui import engine_moves
from gogui_py.gui.engine_moves import GeneratedMove
from gogui_py.gui.positions import UnsyncablePositionError, engine_position
from gogui_py.gui.ruler_session import RulerSession

if TYPE_CHECKING:
    from gogui_py.gui.play_session import PlaySession


def _name(color: Color) -> str:
    return color.name_lower.capitalize()


class RulerPlay:
    """The ruler-game half of a :class:`PlaySession` (same engine, colours and signals)."""

    def __init__(self, session: PlaySession, ruler: RulerSession) -> None:
        self.session = session
        self.ruler = ruler
        self.busy = False
        """True while a move is with the ruler (further clicks are ignored)."""
        self._waiting: tuple[Node, Point | None] | None = None
        """A click made before the ruler's position was known: (node, point)."""
        ruler.position_ready.connect(self._play_waiting_click)

    def applies(self) -> bool:
        """True when the open game is played through the attached ruler."""
        return self.ruler.active and self.ruler.matches(self.session.controller.game.tree)

    def position(self) -> RulerPosition | None:
        """The ruler's position at the current node (asked for when not known yet)."""
        game = self.session.controller.game
        position = self.ruler.cached(game)
        if position is None:
            self.ruler.request(game)
        return position

    def _vertex(self, point: Point | None) -> str:
        return "pass" if point is None else self.session.controller.vertex(point)

    # --- a person's move ---------------------------------------------------------------------
    def human_move(self, point: Point | None) -> None:
        """The user plays ``point`` (None: pass) for the ruler's side to move."""
        session = self.session
        if self.busy:
            return
        position = self.position()
        if position is None:
            # played as soon as the ruler's position is known (if the user stays there)
            self._waiting = (session.controller.game.current, point)
            session.message.emit("Waiting for the ruler…")
            return
        self._waiting = None
        if position.game_over:
            session.message.emit(f"The game is over: {position.result or 'no legal move'}")
            return
        color = position.to_move
        if color in session.computer and session._engine_ready() is not None:
            session.message.emit(f"It is {_name(color)}'s turn, played by the computer")
            return
        if not position.is_legal(point):
            if point is None:
                session.message.emit(f"{_name(color)} may not pass now")
            else:
                session.message.emit(
                    f"{self._vertex(point)} is not a legal move for {_name(color)}"
                )
            return
        self._play(Move(color, point), by_engine=False)

    def _play_waiting_click(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is None or not self.applies():
            return
        node, point = waiting
        if self.session.controller.game.current is not node:
            return  # the user went elsewhere meanwhile
        if self.ruler.cached(self.session.controller.game) is None:
            self._waiting = waiting  # another position arrived: keep waiting
            return
        self.human_move(point)

    def _play(self, move: Move, *, by_engine: bool, announce: str = "") -> None:
        """Let the ruler play ``move``; then the engine (a person's move) and the record;
        ``announce`` is the status message once it is in the record ("" for none)."""
        session = self.session
        game = session.controller.game
        node, generation = game.current, session._generation
        self.busy = True

        def accepted(_position: RulerPosition) -> None:
            self.busy = False
            if generation != session._generation or session.controller.game.current is not node:
                return
            if by_engine:
                self._enter(move, by_engine=True, announce=announce)
            else:
                self._tell_engine(move, node, generation)

        def refused(message: str) -> None:
            self.busy = False
            if by_engine:
                self._forfeit(move.color, f"the ruler refused it: {message}")
            else:
                session.message.emit(f"The ruler refused {self._vertex(move.point)}: {message}")

        self.ruler.try_move(game, move, accepted, refused)

    def _tell_engine(self, move: Move, node: Node, generation: int) -> None:
        """A person's move goes to the engine that plays the other colour, then the record."""
        session = self.session
        engine = session._engine_ready()
        game = session.controller.game
        if engine is None or move.color.opponent not in session.computer:
            self._enter(move, by_engine=False)
            return
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            session.message.emit(f"Engine not told: {exc}")
            self._enter(move, by_engine=False)
            return
        after = replace(before, moves=(*before.moves, move))
        session._set_thinking(True)

        def send(_client: GtpClient, sync: EngineSync) -> None:
            sync.play(move, after)

        def done(_result: object) -> None:
            session._set_thinking(False)
            if generation == session._generation and session.controller.game.current is node:
                self._enter(move, by_engine=False)

        engine.submit(
            send,
            done,
            lambda message: session._on_request_failed(
                f"{engine.name} refused the move: {message}"
            ),
        )

    def _enter(self, move: Move, *, by_engine: bool, announce: str = "") -> None:
        session = self.session
        if not session.controller.play(move):
            return
        if by_engine and session.engine_name:
            session.controller.name_player(move.color, session.engine_name)
        if announce:
            session.message.emit(announce)
        session._after_move()

    # --- the engine's move -------------------------------------------------------------------
    def computer_move_now(self) -> None:
        """The engine plays the ruler's side to move; a forced pass is played at once."""
        session = self.session
        engine = session._engine_ready()
        if engine is None:
            session.message.emit("No engine attached")
            return
        position = self.position()
        if session.thinking or self.busy or position is None or position.game_over:
            return
        color = position.to_move
        if position.pass_legal and not position.legal:
            session.message.emit(f"{_name(color)} has no move and passes")
            self._play(Move(color, None), by_engine=True)
            return
        game = session.controller.game
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            session.message.emit(str(exc))
            return
        node, generation = game.current, session._generation
        session._set_thinking(True)
        session.message.emit(f"{engine.name} is thinking…")
        engine.submit(
            engine_moves.genmove_request(color, before, session.genmove_timeout),
            lambda result: self._on_genmove(node, color, generation, position, result),
            session._on_request_failed,
        )

    def _on_genmove(
        self,
        node: Node,
        color: Color,
        generation: int,
        position: RulerPosition,
        answer: object,
    ) -> None:
        session = self.session
        session._set_thinking(False)
        if generation != session._generation or session.controller.game.current is not node:
            return
        assert isinstance(answer, GeneratedMove)
        move = answer.move
        if move is None:
            session.resigned(color)
            return
        if not position.is_legal(move.point):
            self._forfeit(color, f"{self._vertex(move.point)} is not a legal move")
            return
        self._play(move, by_engine=True, announce=session.played_text(move, answer.cpu_time))

    def _forfeit(self, color: Color, why: str) -> None:
        """The engine playing ``color`` made an illegal move: it loses (RE ``X+F``)."""
        session = self.session
        engine = session.engine
        name = engine.name if engine is not None else "The engine"
        if engine is not None:
            engine.submit(lambda _client, sync: sync.invalidate(), lambda _result: None)
        result = f"{color.opponent.value}+F"
        session.computer = frozenset()
        session.engine_changed.emit()
        session.controller.set_result(result)
        session.message.emit(
            f"{name} played an illegal move for {_name(color)} ({why}): it forfeits, {result}"
        )
        session.game_ended.emit(result)

    # --- the end -----------------------------------------------------------------------------
    def game_over(self) -> bool:
        """True when the ruler says the game at the current node is over (result stored)."""
        position = self.position()
        if position is None or not position.game_over:
            return False
        self._finish(position)
        return True

    def _finish(self, position: RulerPosition) -> None:
        session = self.session
        text = " ".join(position.result.split()) or "game over"
        result = sgf_result(text)
        controller = session.controller
        info = controller.info
        info.result = result or "?"
        if result is None and text not in info.game_comment:
            info.game_comment = "\n".join(p for p in (info.game_comment, text) if p)
        controller.edit(lambda game: game.set_info(info))
        session.message.emit(f"Game over: {text}")
        session.game_ended.emit(info.result)
