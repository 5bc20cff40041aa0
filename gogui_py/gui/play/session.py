"""Human and computer moves: who plays which colour, genmove, the end of a game.

Programs are reached only through their :class:`EngineHandle` requests (never on the GUI
thread). Play asks the program set "who plays this colour"; two different engines may
play each other. A person's move is sent to the program playing the other colour before
it enters the tree (../shared/specs/gtp.md, "Keeping an engine in sync"), so a move an
engine refuses never reaches the record; an engine that died or hung does not take the
person's move away (only its own part fails). Other programs follow lazily: their sync
brings them to the position before they are asked anything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.game.clock import TimeLeft
from gogui_py.game.node import Node
from gogui_py.go import Color, Move, Point
from gogui_py.gtp.sync import EngineSync
from gogui_py.gtp.time_commands import GtpTimeSettings
from gogui_py.gui.i18n import color_name, translate
from gogui_py.gui.play.engine_failure import genmove_failed
from gogui_py.gui.play.engine_moves import (
    GeneratedMove,
    genmove_request,
    normalize_score,
    one_step,
    position_after,
    readable_result,
    record_engine_move,
)
from gogui_py.gui.play.interrupting import interrupt_commands
from gogui_py.gui.play.referee import Referee
from gogui_py.gui.programs.identity import EngineIdentity
from gogui_py.gui.programs.positions import UnsyncablePositionError, engine_position
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from gogui_py.gui.record.controller import GameController

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient
    from gogui_py.gui.programs.bridge import EngineHandle
    from gogui_py.gui.programs.catalog import ProgramEntry

GENMOVE_TIMEOUT = 600.0
"""Seconds an engine may think about one move before the request fails."""


class PlaySession(QObject):
    """Coordinates the person, the programs playing colours, and the end of the game."""

    thinking_changed = Signal(bool)
    engine_changed = Signal()  # programs attached/detached, roles or states changed
    message = Signal(str)
    engine_failed = Signal(str, str)  # title, text: shown to the user in a dialog
    terminate_offered = Signal(str)  # text: the engine does not stop; offer to detach it
    game_ended = Signal(str)  # the SGF result
    scoring_requested = Signal()  # two passes with a person playing: count interactively

    def __init__(self, controller: GameController, programs: ProgramSet | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.programs = programs if programs is not None else ProgramSet(self)
        self.thinking = False
        self.thinking_program: Program | None = None
        """The program whose move (or handicap, or score) is awaited."""
        self.thinking_request = 0
        """The id of its request (what Interrupt interrupts)."""
        self.genmove_timeout = GENMOVE_TIMEOUT
        self.time_for: Callable[[Color], tuple[GtpTimeSettings | None, TimeLeft | None]] | None = (
            None
        )
        """What to tell an engine about its time before it plays a colour."""
        self.paused = False
        """Engine-vs-engine games wait while paused."""
        self.move_delay = 0.0
        """Seconds between moves when programs play both colours."""
        self.default_colors: frozenset[Color] = frozenset({Color.WHITE})
        """Colours the next engine attached takes when no engine is attached (GoGui's
        computer colour: the setting outlives the engine)."""
        self._interrupt_timer = QTimer(self)
        self._interrupt_timer.setSingleShot(True)
        self._interrupt_timer.timeout.connect(self._on_interrupt_timer_timeout)
        self._delay_timer = QTimer(self)  # the delay between engine moves (move_delay)
        self._delay_timer.setSingleShot(True)
        self._delay_timer.timeout.connect(self.maybe_computer_move)
        self.generation = 0
        """Bumped when the game is replaced or abandoned: late answers are dropped."""
        self.resigned_at: Node | None = None
        """The node where a side resigned in this game (:meth:`resigned`)."""
        self.referee: Referee | None = None
        """The referee of ruler games (installed by the window)."""
        self.programs.started.connect(self._on_program_started)
        self.programs.changed.connect(self._on_programs_changed)
        self.programs.failed.connect(self.engine_failed)
        self.programs.message.connect(self.message)
        controller.game_replaced.connect(self._on_controller_game_replaced)
        controller.file_opened.connect(self._on_controller_file_opened)

    # --- programs ----------------------------------------------------------------------------
    def attach(
        self,
        argv: Sequence[str],
        label: str,
        cwd: str | None = None,
        *,
        entry: ProgramEntry | None = None,
        colors: frozenset[Color] | None = None,
    ) -> Program:
        """Attach ``argv`` as one more engine. It plays ``colors``; by default the computer
        colours when it is the only engine, none when others are attached (the user gives
        it colours with one click in the program strip)."""
        if colors is None:
            colors = self.default_colors if self.programs.primary() is None else frozenset()
        program = self.programs.attach(argv, label, cwd=cwd, entry=entry)
        self.programs.set_colors(program, colors)
        return program

    def detach(self) -> None:
        """Quit every engine without waiting (GoGui's Detach: the record stays)."""
        self.default_colors = self.computer or self.default_colors
        for program in self.programs.engines():
            self.detach_program(program)

    def detach_program(self, program: Program) -> None:
        """Quit ``program`` without waiting for it."""
        if program is self.thinking_program:
            self._interrupt_timer.stop()
            self.set_thinking(False)
            text = translate("Play", "{} detached while thinking: no move was played")
            self.message.emit(text.format(program.name))  # (the status said "thinking…")
        self.programs.detach(program)

    def shutdown(self) -> None:
        """Quit every program and wait for their threads (application exit, tests)."""
        self._delay_timer.stop()
        self.programs.shutdown()

    @property
    def engine(self) -> EngineHandle | None:
        """The handle of the first attached engine (GoGui's single engine), or None."""
        primary = self.programs.primary()
        return primary.handle if primary is not None else None

    @property
    def engine_name(self) -> str:
        """Name (and version) of the first attached engine, or ``""``."""
        primary = self.programs.primary()
        return primary.name if primary is not None else ""

    @property
    def identity(self) -> EngineIdentity:
        """What the first attached engine said of itself."""
        primary = self.programs.primary()
        return primary.identity if primary is not None else EngineIdentity()

    def player_ready(self, color: Color) -> Program | None:
        """The running program that plays ``color``, or None; None too past a
        resignation (at its node or after it: the game is over there, and going back
        before it plays on, as after two passes)."""
        program = self.programs.player(color)
        if program is None or not program.running or self._past_resignation():
            return None
        return program

    def _past_resignation(self) -> bool:
        node: Node | None = self.controller.game.current
        while node is not None and self.resigned_at is not None:
            if node is self.resigned_at:
                return True
            node = node.parent
        return False

    def _on_program_started(self, _program: Program) -> None:
        self.maybe_computer_move()

    def _on_programs_changed(self) -> None:
        program = self.thinking_program
        if program is not None and program not in self.programs.programs:
            self._interrupt_timer.stop()
            self.set_thinking(False)
        self.engine_changed.emit()

    def ruler_game(self) -> Referee | None:
        """The referee when the open game is played through a ruler."""
        referee = self.referee
        return referee if referee is not None and referee.applies() else None

    # --- computer colours --------------------------------------------------------------------
    @property
    def computer(self) -> frozenset[Color]:
        """The colours programs play (or will play once an engine is attached)."""
        if not self.programs.engines():
            return self.default_colors
        return self.programs.computer_colors()

    @computer.setter
    def computer(self, colors: frozenset[Color]) -> None:
        self._assign_colors(colors)

    def _assign_colors(self, colors: frozenset[Color]) -> None:
        """Colours in ``colors`` nobody plays go to the first engine; the others lose
        their players."""
        self.default_colors = colors
        primary = self.programs.primary()
        for color in (Color.BLACK, Color.WHITE):
            player = self.programs.player(color)
            if color not in colors and player is not None:
                self.programs.set_colors(player, player.colors - {color})
            elif color in colors and player is None and primary is not None:
                self.programs.set_colors(primary, primary.colors | {color})

    def set_computer(self, colors: frozenset[Color]) -> None:
        """Set the colours the computer plays, and let it move if it is its turn."""
        self._assign_colors(colors)
        self.engine_changed.emit()
        self.maybe_computer_move()

    def set_player(self, program: Program, color: Color, on: bool) -> None:
        """``program`` plays ``color`` (taking it from another program) or stops playing it."""
        colors = program.colors | {color} if on else program.colors - {color}
        self.programs.set_colors(program, colors)
        self.maybe_computer_move()

    def _on_controller_game_replaced(self) -> None:
        self.generation += 1
        self._delay_timer.stop()
        self.resigned_at = None
        self.set_thinking(False)

    def _on_controller_file_opened(self) -> None:
        # As GoGui: a loaded record is for reading; programs play only when asked again.
        self._stop_playing()

    def set_thinking(self, value: bool, program: Program | None = None) -> None:
        """Whether a program's answer is awaited (the board takes no moves meanwhile)."""
        self.thinking_program = program if value else None
        self.thinking_request = 0
        if value != self.thinking:
            self.thinking = value
            self.thinking_changed.emit(value)

    def abandon(self) -> None:
        """The game ended under the programs (e.g. on time): drop the pending move, stop
        them playing, and ask the thinking one to stop."""
        self.generation += 1
        self._delay_timer.stop()
        program = self.thinking_program
        if self.thinking and program is not None:
            program.handle.interrupt(self.thinking_request or None)
        self.set_thinking(False)
        self._stop_playing()

    def _stop_playing(self) -> None:
        """The game is over: no program plays a colour (Game > Computer Color resumes)."""
        if self.computer:
            self.default_colors = frozenset()
            self.programs.clear_colors()
            self.engine_changed.emit()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the programs' moves (an engine-vs-engine game)."""
        self.paused = paused
        self.message.emit(translate("Play", "Paused") if paused else translate("Play", "Resumed"))
        if not paused:
            self.maybe_computer_move()

    def interrupt(self) -> None:
        """Ask the thinking program to stop; offer to terminate it when it cannot or will not."""
        program = self.thinking_program
        if program is None or not self.thinking:
            interrupt_commands(self.programs, self.message.emit)  # the shell's, the dock's
            return
        if program.handle.interrupt(self.thinking_request or None):
            self.message.emit(translate("Play", "Interrupting {}…").format(program.name))
            self._interrupt_timer.start(5000)
        else:
            self.terminate_offered.emit(
                translate("Play", "{} cannot be interrupted.").format(program.name)
            )

    def _on_interrupt_timer_timeout(self) -> None:
        if self.thinking and self.thinking_program is not None:
            self.terminate_offered.emit(
                translate("Play", "{} did not stop thinking.").format(self.thinking_program.name)
            )

    def terminate_thinking(self) -> None:
        """Detach the program that does not stop thinking (the terminate offer)."""
        if self.thinking_program is not None:
            self.detach_program(self.thinking_program)

    def maybe_computer_move(self) -> None:
        """Ask for a computer move when a program plays the side to move at the end of
        the game."""
        if self.paused or self.thinking:
            return
        game = self.controller.game
        referee = self.ruler_game()
        if referee is not None:
            position = referee.position()
            if (
                position is not None
                and not position.game_over
                and not referee.busy
                and self.player_ready(position.to_move) is not None
                and not game.current.children
            ):
                referee.computer_move_now()
            return
        if (
            self.player_ready(game.to_move()) is not None
            and not game.current.children
            and not game.is_game_over()
            and game.tree.is_go
        ):
            self.computer_move_now()

    # --- moves -------------------------------------------------------------------------------
    def human_move(self, point: Point | None) -> None:
        """The user plays ``point`` (``None``: pass) for the side to move."""
        if self.thinking:
            self.message.emit(translate("Play", "The computer is thinking"))
            return
        referee = self.ruler_game()
        if referee is not None:
            referee.human_move(point)
            return
        game = self.controller.game
        if not game.tree.is_go:  # no ruler: Go's rules do not apply, the record is read-only
            name = game.tree.game_id or f"GM[{game.tree.game_number}]"
            self.message.emit(
                translate("Rules", "Attach the {} ruler to play (Game > Rules)").format(name)
            )
            return
        move = Move(game.to_move(), point)
        reason = game.board().legality(move)
        if reason is not None:
            self.controller.play(move)  # reports the reason as a status message
            return
        opponent = self.player_ready(move.color.opponent)
        if opponent is None:
            if self.controller.play(move):
                self.after_move()
            return
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            self.message.emit(translate("Play", "Engine not told: {}").format(exc))
            if self.controller.play(move):
                self.after_move()
            return
        node, generation = game.current, self.generation
        self.set_thinking(True, opponent)

        def send(_client: GtpClient, sync: EngineSync) -> None:
            sync.play(move, position_after(before, move))

        opponent.handle.submit(
            send,
            lambda _result: self._on_human_move_sent(node, move, generation),
            lambda failure: self.human_move_not_sent(
                opponent, node=node, move=move, generation=generation, failure=failure
            ),
        )

    def _on_human_move_sent(self, node: Node, move: Move, generation: int) -> None:
        self.set_thinking(False)
        if generation != self.generation or self.controller.game.current is not node:
            return
        if self.controller.play(move):
            self.after_move()

    def human_move_not_sent(
        self,
        program: Program,
        *,
        node: Node,
        move: Move,
        generation: int,
        failure: str,
        enter: Callable[[], None] | None = None,
    ) -> None:
        """The program playing the other colour did not take the person's ``move``: if it
        refused it (``?``), the move is not played; if it died, hung or spoke garbage, the
        move is still the person's and enters the record (``enter``, default: play it
        here), and only the program's part fails, with a message."""
        from gogui_py.gui.programs.bridge import RequestFailure  # noqa: PLC0415 - start-up

        self.set_thinking(False)
        self._interrupt_timer.stop()
        refused = isinstance(failure, RequestFailure) and failure.refused
        if refused:
            self.message.emit(
                translate("Play", "{0} refused the move: {1}").format(program.name, failure)
            )
            return
        self.message.emit(
            translate("Play", "{0} was not told of the move: {1}").format(program.name, failure)
        )
        if generation != self.generation or self.controller.game.current is not node:
            return
        if enter is not None:
            enter()
        elif self.controller.play(move):
            self.after_move()

    def computer_move_now(self, *, single: bool = False) -> bool:
        """The side to move's program (else the first engine) plays it (F5); ``single``: Play
        Single Move (colours kept, no move follows). False when no engine is asked."""
        referee = self.ruler_game()
        if referee is not None:
            referee.computer_move_now()
            return True
        color = self.controller.game.to_move()
        program = self.player_ready(color) or self.programs.primary()
        if program is None or not program.running:
            self.message.emit(translate("Play", "No engine attached"))
        elif not self.thinking:
            self.ask_genmove(program, color, partial(self._on_genmove, program, single))
            return True
        return False

    def ask_genmove(
        self, program: Program, color: Color, on_move: Callable[[GeneratedMove], None]
    ) -> None:
        """Ask ``program`` for a move of ``color`` at the current node, with its time when
        the game has a clock. ``on_move(answer)`` gets a move (``answer.move`` not None) if
        the user is still at that node; a resignation ends the game here; errors end the
        thinking with a message."""
        game = self.controller.game
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            self.message.emit(str(exc))
            return
        node, generation = game.current, self.generation
        self.set_thinking(True, program)
        self.message.emit(translate("Play", "{} is thinking…").format(program.name))
        settings, left = self.time_for(color) if self.time_for else (None, None)
        timeout = self.genmove_timeout
        if left is not None:  # the clock decides; a little slack for a slow pipe
            timeout = min(timeout, left.seconds + 30.0 * max(1, left.periods or left.stones))

        def answered(answer: object) -> None:
            self.set_thinking(False)
            self._interrupt_timer.stop()
            if generation != self.generation or self.controller.game.current is not node:
                return
            assert isinstance(answer, GeneratedMove)
            if answer.move is None:
                self.resigned(color)
            else:
                on_move(answer)

        self.thinking_request = program.handle.submit(
            genmove_request(color, before, timeout, settings, left), answered, self.request_failed
        )

    def _on_genmove(self, program: Program, single: bool, answer: GeneratedMove) -> None:
        result = answer.move  # a move of the colour asked
        assert result is not None
        with one_step(self.controller):  # the move, its comment, the names: one undo step
            played = self.controller.play(result)
            if played:
                record_engine_move(self.controller, program, result.color, answer.explanation)
        if not played:
            text = translate("MainWindow", "{} played an illegal move ({})")
            if not single:  # Play Single Move leaves the colours as they are
                self.programs.set_colors(program, frozenset())
                text = translate(
                    "Play", "{0} played an illegal move ({1}); it no longer plays a colour"
                )
            self.message.emit(text.format(program.name, self.describe(result)))
            return
        self.message.emit(self.played_text(program, result, answer.cpu_time))
        if not single or self.controller.game.is_game_over():  # a single move: no next one
            self.after_move()

    def played_text(self, program: Program, move: Move, cpu_time: float | None) -> str:
        """Status text for ``program``'s ``move``: ``GNU Go 3.8 played D4 · CPU 0.4 s``."""
        cpu = f" · CPU {cpu_time:.1f} s" if cpu_time is not None else ""
        return translate("Play", "{0} played {1}{2}").format(
            program.name or "Engine", self.describe(move), cpu
        )

    def resigned(self, color: Color) -> None:
        """``color`` (a program or the person) resigned: RE ``X+R`` and the game ends
        there: no program plays at that node or after it (:meth:`player_ready`)."""
        result = f"{color.opponent.value}+R"
        self.controller.set_result(result)
        self.resigned_at = self.controller.game.current
        text = translate("Play", "{0} resigns: {1}").format(color_name(color), result)
        self.message.emit(text)
        self.game_ended.emit(result)

    def request_failed(self, message: str) -> None:
        """A genmove failed: nothing awaited now; the message shown (:func:`genmove_failed`)."""
        warn = self.engine_failed.emit
        status = genmove_failed(self.programs, self.thinking_program, message, warn)
        self.set_thinking(False)
        self._interrupt_timer.stop()
        self.message.emit(status)

    def after_move(self) -> None:
        """After a move entered the record: the end of the game, or the next move."""
        game = self.controller.game
        referee = self.ruler_game()
        if referee is not None and referee.game_over():
            return
        if referee is None and game.is_game_over():
            people = any(self.player_ready(c) is None for c in (Color.BLACK, Color.WHITE))
            if people and game.tree.is_go:
                self.scoring_requested.emit()  # scoring mode: the user confirms dead stones
            else:
                self._end_game()
        elif self.move_delay > 0 and all(self.player_ready(c) for c in (Color.BLACK, Color.WHITE)):
            self._delay_timer.start(round(self.move_delay * 1000))
        else:
            self.maybe_computer_move()

    def describe(self, move: Move) -> str:
        """``pass`` or the move's vertex."""
        return "pass" if move.point is None else self.controller.vertex(move.point)

    # --- end of game -------------------------------------------------------------------------
    def _end_game(self) -> None:
        program = self.programs.scoring_program()
        game = self.controller.game
        generation = self.generation
        try:
            position = engine_position(game) if program is not None and game.tree.is_go else None
        except UnsyncablePositionError:
            position = None
        if program is None or position is None:
            self._finish(
                self.controller.count_score(),
                translate("Play", "counted by gogui-py, no stones removed"),
            )
            return

        def final_score(client: GtpClient, sync: EngineSync) -> str | None:
            if not client.known_command("final_score"):
                return None
            sync.sync(position)
            return normalize_score(client.send("final_score"))

        self.set_thinking(True, program)

        def done(result: object) -> None:
            self.set_thinking(False)
            if generation != self.generation:
                return
            if isinstance(result, str):
                self._finish(result, translate("Play", "final_score of {}").format(program.name))
            else:
                self._finish(
                    self.controller.count_score(), translate("Play", "counted by gogui-py")
                )

        def failed(message: str) -> None:
            self.set_thinking(False)
            if generation == self.generation:
                self._finish(
                    self.controller.count_score(),
                    translate("Play", "counted by gogui-py ({})").format(message),
                )

        program.handle.submit(final_score, done, failed)

    def _finish(self, result: str, how: str) -> None:
        self.controller.set_result(result)
        text = readable_result(result)
        self.message.emit(translate("Play", "Game over: {0} ({1})").format(text, how))
        self.game_ended.emit(result)
