"""Moves in a ruler game (rulers.md "What gogui-py MUST do"): people and engines.

A click is checked against the ruler's legal list and side to move of the current
position (cached; a status message, no dialog, when it is refused); the ruler then
plays it, and only then does it enter the record (after the engine took it, when an
engine plays the other colour). An engine's move is checked against the legal list
before anything else; an illegal one is reported and the engine forfeits. A side
whose only legal move is ``pass`` passes without asking the engine (engines such as
gtp-rhino refuse to be told of passes; :class:`EngineSync` skips them for those). The
end is detected after every move, with or without an engine, and the ruler's
``gogui-rules_final_result`` goes to the record. A record of a game other than Go
without its ruler is read-only for moves: they are refused with a message (never
played by Go's rules), navigation and comments and markup still work.
"""

from __future__ import annotations

from dataclasses import replace

from gogui_py.game.node import Node
from gogui_py.go import Color, Move, Point
from gogui_py.go.rules import RulerPosition, sgf_result
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.i18n import color_name, translate
from gogui_py.gui.play.engine_moves import (
    GeneratedMove,
    one_step,
    readable_sentence,
    record_engine_move,
)
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.programs.positions import UnsyncablePositionError, engine_position
from gogui_py.gui.programs.program import Program
from gogui_py.gui.rules.session import RulerSession
from gogui_py.gui.rules.shown import game_name


def _name(color: Color) -> str:
    return color_name(color)


class RulerPlay:
    """The referee of ruler games for a :class:`PlaySession` (its programs, colours and
    signals); implements :class:`~gogui_py.gui.play.referee.Referee`."""

    def __init__(self, session: PlaySession, ruler: RulerSession) -> None:
        self.session = session
        self.ruler = ruler
        self.busy = False
        """True while a move is with the ruler (further clicks are ignored)."""
        self._waiting: tuple[Node, Point | None] | None = None
        """A click made before the ruler's position was known: (node, point)."""
        ruler.position_ready.connect(self._play_waiting_click)
        ruler.position_ready.connect(session.maybe_computer_move)
        session.programs.identified.connect(lambda _program: self.check_game_id())
        ruler.changed.connect(self.check_game_id)

    def applies(self) -> bool:
        """True when the open game is played through the attached ruler, or is a game
        other than Go without its ruler (then read-only for moves, :meth:`live` False)."""
        return self.live() or not self.session.controller.game.tree.is_go

    def live(self) -> bool:
        """True when the ruler of the open game is attached and has told its game."""
        return self.ruler.active and self.ruler.matches(self.session.controller.game.tree)

    def _refuse_without_ruler(self) -> bool:
        """Without the ruler of the open game: a status message, and True."""
        if self.live():
            return False
        tree = self.session.controller.game.tree
        if self.ruler.handle is not None and self.ruler.info is None:  # (re)attaching
            self.session.message.emit(translate("Rules", "Waiting for the ruler…"))
            return True
        name = game_name(tree)
        self.session.message.emit(
            translate("Rules", "Attach the {} ruler to play (Game > Rules)").format(name)
        )
        return True

    def check_game_id(self) -> None:
        """Warn when an engine names its game and it is not the ruler's (rulers.md)."""
        if not self.ruler.active:
            return
        for program in self.session.programs.engines():
            game = program.identity.game_id
            if game and game.lower() != self.ruler.game_id.lower():
                self.session.message.emit(
                    translate("Rules", "Warning: the engine plays {0}, the ruler {1}").format(
                        game, self.ruler.game_id
                    )
                )

    def position(self) -> RulerPosition | None:
        """The ruler's position at the current node (asked for when not known yet); None
        without the ruler of the open game."""
        if not self.live():
            return None
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
        if self.busy or self._refuse_without_ruler():
            return
        position = self.position()
        if position is None:
            # played as soon as the ruler's position is known (if the user stays there)
            self._waiting = (session.controller.game.current, point)
            session.message.emit(translate("Rules", "Waiting for the ruler…"))
            return
        self._waiting = None
        if position.game_over:
            session.message.emit(
                translate("Rules", "The game is over: {}").format(
                    position.result or "no legal move"
                )
            )
            return
        color = position.to_move
        if session.player_ready(color) is not None:
            session.message.emit(
                translate("Rules", "It is {}'s turn, played by the computer").format(_name(color))
            )
            return
        if not position.is_legal(point):
            if point is None:
                session.message.emit(translate("Rules", "{} may not pass now").format(_name(color)))
            else:
                session.message.emit(
                    translate("Rules", "{0} is not a legal move for {1}").format(
                        self._vertex(point), _name(color)
                    )
                )
            return
        self._play(Move(color, point), by=None)

    def _play_waiting_click(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is None or not self.live():
            return
        node, point = waiting
        if self.session.controller.game.current is not node:
            return  # the user went elsewhere meanwhile
        if self.ruler.cached(self.session.controller.game) is None:
            self._waiting = waiting  # another position arrived: keep waiting
            return
        self.human_move(point)

    def _play(self, move: Move, *, by: Program | None, answer: GeneratedMove | None = None) -> None:
        """Let the ruler play ``move``; then (a person's move) the program playing the other
        colour; then the record. ``by``: the program that played it (None: a person)."""
        session = self.session
        game = session.controller.game
        node, generation = game.current, session.generation
        self.busy = True

        def accepted(_position: RulerPosition) -> None:
            self.busy = False
            if generation != session.generation or session.controller.game.current is not node:
                return
            if by is not None:
                self._enter(move, by=by, answer=answer)
            else:
                self._tell_opponent(move, node, generation)

        def refused(message: str) -> None:
            self.busy = False
            if by is not None:
                self._forfeit(
                    by, move.color, translate("Rules", "the ruler refused it: {}").format(message)
                )
            else:
                session.message.emit(
                    translate("Rules", "The ruler refused {0}: {1}").format(
                        self._vertex(move.point), message
                    )
                )

        self.ruler.try_move(game, move, accepted, refused)

    def _tell_opponent(self, move: Move, node: Node, generation: int) -> None:
        """A person's move goes to the program that plays the other colour, then the record."""
        session = self.session
        program = session.player_ready(move.color.opponent)
        game = session.controller.game
        if program is None:
            self._enter(move, by=None)
            return
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            session.message.emit(translate("Rules", "Engine not told: {}").format(exc))
            self._enter(move, by=None)
            return
        after = replace(before, moves=(*before.moves, move))
        session.set_thinking(True, program)

        def send(_client: GtpClient, sync: EngineSync) -> None:
            sync.play(move, after)

        def done(_result: object) -> None:
            session.set_thinking(False)
            if generation == session.generation and session.controller.game.current is node:
                self._enter(move, by=None)

        program.handle.submit(
            send,
            done,
            lambda failure: session.human_move_not_sent(
                program,
                node=node,
                move=move,
                generation=generation,
                failure=failure,
                enter=lambda: self._enter(move, by=None),
            ),
        )

    def _enter(
        self, move: Move, *, by: Program | None, answer: GeneratedMove | None = None
    ) -> None:
        session = self.session
        with one_step(session.controller):  # the move with what the engine wrote: one step
            if not session.controller.play(move):
                return
            if by is not None:
                explanation = answer.explanation if answer else ""
                record_engine_move(session.controller, by, move.color, explanation)
        if by is not None:
            cpu = answer.cpu_time if answer else None
            session.message.emit(session.played_text(by, move, cpu))
        session.after_move()

    # --- the engine's move -------------------------------------------------------------------
    def computer_move_now(self) -> None:
        """The program playing the ruler's side to move plays; a forced pass is played at
        once (engines such as gtp-rhino refuse to be told of passes)."""
        session = self.session
        if self._refuse_without_ruler():
            return
        position = self.position()
        if session.thinking or self.busy or position is None or position.game_over:
            return
        color = position.to_move
        program = session.player_ready(color) or session.programs.primary()
        if program is None or not program.running:
            session.message.emit(translate("Rules", "No engine attached"))
            return
        if position.pass_legal and not position.legal:
            session.message.emit(
                translate("Rules", "{} has no move and passes").format(_name(color))
            )
            self._play(Move(color, None), by=program)
            return
        session.ask_genmove(
            program, color, lambda answer: self._on_genmove(program, color, position, answer)
        )

    def _on_genmove(
        self, program: Program, color: Color, position: RulerPosition, answer: GeneratedMove
    ) -> None:
        move = answer.move
        assert move is not None
        if not position.is_legal(move.point):
            self._forfeit(
                program,
                color,
                translate("Rules", "{} is not a legal move").format(self._vertex(move.point)),
            )
            return
        self._play(move, by=program, answer=answer)

    def _forfeit(self, program: Program, color: Color, why: str) -> None:
        """``program`` made an illegal move for ``color``: it loses (RE ``X+F``)."""
        session = self.session
        program.handle.submit(lambda _client, sync: sync.invalidate(), lambda _result: None)
        result = f"{color.opponent.value}+F"
        session.programs.clear_colors()
        session.controller.set_result(result)
        session.message.emit(
            translate("Rules", "{0} played an illegal move for {1} ({2}): it forfeits, {3}").format(
                program.name, _name(color), why, result
            )
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
        text = " ".join(position.result.split()) or translate("Rules", "game over")
        result = sgf_result(text)
        controller = session.controller
        info = controller.info
        info.result = result or "?"
        if result is None and text not in info.game_comment:
            info.game_comment = "\n".join(p for p in (info.game_comment, text) if p)
        controller.edit(lambda game: game.set_info(info))
        session.message.emit(
            translate("Rules", "Game over: {}").format(readable_sentence(text, result))
        )
        session.game_ended.emit(info.result)
