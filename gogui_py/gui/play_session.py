"""Human and computer moves: which colours the engine plays, genmove, end of game.

The engine is reached only through :class:`EngineHandle` requests (never on the GUI
thread). A human move is sent to an engine that plays the other colour before it
enters the tree (../shared/specs/gtp.md, "Keeping an engine in sync"), so a move the
engine refuses never reaches the record.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.game.clock import TimeLeft
from gogui_py.game.node import Node
from gogui_py.go import Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.gtp.time_commands import GtpTimeSettings
from gogui_py.gui.controller import GameController
from gogui_py.gui.engine_bridge import EngineHandle
from gogui_py.gui.engine_moves import (
    EngineIdentity,
    GeneratedMove,
    genmove_request,
    identity_request,
)
from gogui_py.gui.positions import UnsyncablePositionError, engine_position
from gogui_py.gui.ruler_play import RulerPlay
from gogui_py.gui.ruler_session import RulerSession

GENMOVE_TIMEOUT = 600.0
"""Seconds an engine may think about one move before the request fails."""


def normalize_score(text: str) -> str | None:
    """SGF RE value from a GTP ``final_score`` answer (``W+3.5``, ``B+12``, ``0``), else None."""
    value = text.strip().split()[0] if text.strip() else ""
    upper = value.upper()
    if upper == "0":
        return "0"
    if len(upper) >= 2 and upper[0] in "BW" and upper[1] == "+":
        return upper[0] + value[1:]
    return None


class PlaySession(QObject):
    """Coordinates the human player, the attached engine and the computer colours."""

    thinking_changed = Signal(bool)
    engine_changed = Signal()
    message = Signal(str)
    engine_failed = Signal(str, str)  # title, text: shown to the user in a dialog
    terminate_offered = Signal(str)  # text: the engine does not stop; offer to detach it
    game_ended = Signal(str)  # the SGF result
    scoring_requested = Signal()  # two passes with a person playing: count interactively

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.engine: EngineHandle | None = None
        self.computer: frozenset[Color] = frozenset({Color.WHITE})
        self.thinking = False
        self.identity = EngineIdentity()
        self.genmove_timeout = GENMOVE_TIMEOUT
        self.time_for: Callable[[Color], tuple[GtpTimeSettings | None, TimeLeft | None]] | None = (
            None
        )
        """What to tell the engine about its time before it plays a colour."""
        self.paused = False
        """Engine-vs-engine games wait while paused."""
        self.move_delay = 0.0
        """Seconds between moves when the engine plays both colours."""
        self._interrupt_timer = QTimer(self)
        self._interrupt_timer.setSingleShot(True)
        self._interrupt_timer.timeout.connect(self._on_interrupt_timer_timeout)
        self._generation = 0
        self.ruler_play: RulerPlay | None = None
        """Moves of ruler games, once :meth:`set_ruler` gave the ruler session."""
        controller.game_replaced.connect(self._on_controller_game_replaced)
        controller.file_opened.connect(self._on_controller_file_opened)

    # --- engine ----------------------------------------------------------------------------
    def attach(self, argv: Sequence[str], label: str, cwd: str | None = None) -> None:
        """Start ``argv`` (in folder ``cwd``) as the engine, detaching the previous one."""
        self.detach()
        handle = EngineHandle(argv, label, self, cwd=cwd)
        handle.started.connect(self._on_engine_started)
        handle.start_failed.connect(self._on_engine_start_failed)
        handle.died.connect(self._on_engine_died)
        self.engine = handle
        self.message.emit(f"Starting {label}…")
        self.engine_changed.emit()

    def detach(self) -> None:
        """Quit the engine without waiting for it."""
        handle, self.engine = self.engine, None
        self.identity = EngineIdentity()
        self._interrupt_timer.stop()
        if handle is not None:
            handle.close()
            self._set_thinking(False)
            self.engine_changed.emit()

    def shutdown(self) -> None:
        """Quit the engine and wait for its thread (application exit, tests)."""
        handle, self.engine = self.engine, None
        if handle is not None:
            handle.wait_closed()

    @property
    def engine_name(self) -> str:
        """Name (and version) of the attached engine, or ``""``."""
        if self.engine is None:
            return ""
        return f"{self.engine.name} {self.engine.version}".strip()

    def _on_engine_started(self, name: str, version: str) -> None:
        self.message.emit(f"Attached {name} {version}".strip())
        self.identity = EngineIdentity()
        self.engine_changed.emit()
        handle = self.engine
        if handle is not None:
            handle.submit(identity_request, self._on_identity)
        self.maybe_computer_move()

    def _on_identity(self, identity: object) -> None:
        if isinstance(identity, EngineIdentity):
            self.identity = identity
            self.engine_changed.emit()
            self.check_game_id()

    def check_game_id(self) -> None:
        """Warn when the engine names its game and it is not the ruler's (rulers.md)."""
        ruler = self.ruler_play.ruler if self.ruler_play is not None else None
        engine_game = self.identity.game_id
        if (
            ruler is not None
            and ruler.active
            and engine_game
            and engine_game.lower() != ruler.game_id.lower()
        ):
            self.message.emit(f"Warning: the engine plays {engine_game}, the ruler {ruler.game_id}")

    def _on_engine_start_failed(self, message: str) -> None:
        label = self.engine.label if self.engine else "the engine"
        self.engine = None
        self.engine_changed.emit()
        self.engine_failed.emit("Engine did not start", f"Could not start {label}: {message}")

    def _on_engine_died(self, message: str) -> None:
        label = self.engine.name if self.engine else "The engine"
        self.detach()
        self.engine_failed.emit(
            "Engine stopped",
            f"{label}: {message}.\nThe game record is intact; attach the engine again "
            "from the Engine menu to go on.",
        )

    def _engine_ready(self) -> EngineHandle | None:
        engine = self.engine
        return engine if engine is not None and engine.is_running else None

    def set_ruler(self, ruler: RulerSession) -> None:
        """Play ruler games through ``ruler`` (rulers.md); its positions wake the engine."""
        self.ruler_play = RulerPlay(self, ruler)
        ruler.position_ready.connect(self.maybe_computer_move)

    def ruler_game(self) -> RulerPlay | None:
        """The ruler-game player when the open game is played through the ruler."""
        play = self.ruler_play
        return play if play is not None and play.applies() else None

    # --- computer colours ------------------------------------------------------------------
    def set_computer(self, colors: frozenset[Color]) -> None:
        """Set the colours the engine plays, and let it move if it is its turn."""
        self.computer = colors
        self.engine_changed.emit()
        self.maybe_computer_move()

    def _on_controller_game_replaced(self) -> None:
        self._generation += 1
        self._set_thinking(False)

    def _on_controller_file_opened(self) -> None:
        # As GoGui: a loaded record is for reading; the engine plays only when asked again.
        if self.computer:
            self.computer = frozenset()
            self.engine_changed.emit()

    def _set_thinking(self, value: bool) -> None:
        if value != self.thinking:
            self.thinking = value
            self.thinking_changed.emit(value)

    def abandon(self) -> None:
        """The game ended under the engine (e.g. on time): drop its pending move, stop it
        playing, and ask it to stop thinking."""
        self._generation += 1
        if self.thinking and self.engine is not None:
            self.engine.interrupt()
        self._set_thinking(False)
        if self.computer:
            self.computer = frozenset()
            self.engine_changed.emit()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the engine's moves (an engine-vs-engine game)."""
        self.paused = paused
        self.message.emit("Paused" if paused else "Resumed")
        if not paused:
            self.maybe_computer_move()

    def interrupt(self) -> None:
        """Ask the thinking engine to stop; offer to terminate it when it cannot or will not."""
        engine = self.engine
        if engine is None or not self.thinking:
            return
        if engine.interrupt():
            self.message.emit(f"Interrupting {engine.name}…")
            self._interrupt_timer.start(5000)
        else:
            self.terminate_offered.emit(f"{engine.name} cannot be interrupted.")

    def _on_interrupt_timer_timeout(self) -> None:
        if self.thinking and self.engine is not None:
            self.terminate_offered.emit(f"{self.engine.name} did not stop thinking.")

    def maybe_computer_move(self) -> None:
        """Ask for a computer move when it is the engine's turn at the end of the game."""
        game = self.controller.game
        ruler = self.ruler_game()
        if ruler is not None:
            position = ruler.position()
            if (
                position is not None
                and not position.game_over
                and position.to_move in self.computer
                and not self.paused
                and not self.thinking
                and not ruler.busy
                and self._engine_ready() is not None
                and not game.current.children
            ):
                ruler.computer_move_now()
            return
        if (
            not self.paused
            and self._engine_ready() is not None
            and not self.thinking
            and game.to_move() in self.computer
            and not game.current.children
            and not game.is_game_over()
            and game.tree.is_go
        ):
            self.computer_move_now()

    def place_free_handicap(self, count: int, on_placed: Callable[[Sequence[Point]], None]) -> bool:
        """Ask the engine to choose ``count`` handicap stones (``place_free_handicap``).

        Returns False when no engine can (the caller lets the user place them).
        """
        engine = self._engine_ready()
        if engine is None:
            return False
        game = self.controller.game
        size, komi = game.tree.size, self.controller.info.komi
        generation = self._generation

        def place(client: GtpClient, sync: EngineSync) -> list[Point]:
            sync.sync(Position(size=size, komi=komi))
            answer = client.send("place_free_handicap", str(count))
            sync.invalidate()  # the stones enter the record; the next sync sends them
            points = [from_gtp(vertex, size) for vertex in answer.split()]
            return [p for p in points if p is not None]

        def placed(result: object) -> None:
            self._set_thinking(False)
            if generation == self._generation and isinstance(result, list):
                on_placed(result)
                self.message.emit(f"{engine.name} placed {len(result)} handicap stones")
                self.maybe_computer_move()

        def failed(message: str) -> None:
            self._set_thinking(False)
            self.message.emit(f"The engine did not place the handicap: {message}")

        self._set_thinking(True)
        engine.submit(place, placed, failed)
        return True

    # --- moves -----------------------------------------------------------------------------
    def human_move(self, point: Point | None) -> None:
        """The user plays ``point`` (``None``: pass) for the side to move."""
        if self.thinking:
            self.message.emit("The computer is thinking")
            return
        ruler = self.ruler_game()
        if ruler is not None:
            ruler.human_move(point)
            return
        game = self.controller.game
        move = Move(game.to_move(), point)
        reason = game.board().legality(move)
        if reason is not None:
            self.controller.play(move)  # reports the reason as a status message
            return
        engine = self._engine_ready()
        if engine is None or move.color.opponent not in self.computer or not game.tree.is_go:
            if self.controller.play(move):
                self._after_move()
            return
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            self.message.emit(f"Engine not told: {exc}")
            if self.controller.play(move):
                self._after_move()
            return
        node, generation = game.current, self._generation
        self._set_thinking(True)

        def send(_client: GtpClient, sync: EngineSync) -> None:
            sync.play(move, _after(before, move))

        engine.submit(
            send,
            lambda _result: self._on_human_move_accepted(node, move, generation),
            lambda message: self._on_request_failed(f"{engine.name} refused the move: {message}"),
        )

    def _on_human_move_accepted(self, node: Node, move: Move, generation: int) -> None:
        self._set_thinking(False)
        if generation != self._generation or self.controller.game.current is not node:
            return
        if self.controller.play(move):
            self._after_move()

    def computer_move_now(self) -> None:
        """The engine plays the side to move at the current node."""
        ruler = self.ruler_game()
        if ruler is not None:
            ruler.computer_move_now()
            return
        engine = self._engine_ready()
        game = self.controller.game
        if engine is None:
            self.message.emit("No engine attached")
            return
        if self.thinking:
            return
        try:
            before = engine_position(game)
        except UnsyncablePositionError as exc:
            self.message.emit(str(exc))
            return
        color, node, generation = game.to_move(), game.current, self._generation
        self._set_thinking(True)
        self.message.emit(f"{engine.name} is thinking…")
        settings, left = self.time_for(color) if self.time_for else (None, None)
        timeout = self.genmove_timeout
        if left is not None:  # the clock decides; a little slack for a slow pipe
            timeout = min(timeout, left.seconds + 30.0 * max(1, left.periods or left.stones))
        engine.submit(
            genmove_request(color, before, timeout, settings, left),
            lambda result: self._on_genmove(node, color, generation, result),
            self._on_request_failed,
        )

    def _on_genmove(self, node: Node, color: Color, generation: int, answer: object) -> None:
        self._set_thinking(False)
        self._interrupt_timer.stop()
        if generation != self._generation or self.controller.game.current is not node:
            return
        assert isinstance(answer, GeneratedMove)
        result = answer.move
        if result is None:
            self.resigned(color)
            return
        assert isinstance(result, Move)
        if not self.controller.play(result):
            self.computer = frozenset()
            self.engine_changed.emit()
            self.message.emit(
                f"The engine played an illegal move ({self._describe(result)}); "
                "it no longer plays a colour"
            )
            return
        if self.engine_name:
            self.controller.name_player(color, self.engine_name)
        if answer.explanation:
            self.controller.edit(lambda g: g.set_comment(g.current, answer.explanation))
        self._describe_engine_in_record()
        self.message.emit(self.played_text(result, answer.cpu_time))
        self._after_move()

    def played_text(self, move: Move, cpu_time: float | None) -> str:
        """Status text for the engine's ``move``: ``GNU Go 3.8 played D4 · CPU 0.4 s``."""
        cpu = f" · CPU {cpu_time:.1f} s" if cpu_time is not None else ""
        return f"{self.engine_name or 'Engine'} played {self._describe(move)}{cpu}"

    def resigned(self, color: Color) -> None:
        """The engine playing ``color`` resigned: RE ``X+R`` and the game ends."""
        result = f"{color.opponent.value}+R"
        self.controller.set_result(result)
        self.message.emit(f"{color.name_lower.capitalize()} resigns")
        self.game_ended.emit(result)

    def _describe_engine_in_record(self) -> None:
        """gomill-describe_engine goes into the game comment (GC), once per game."""
        description = self.identity.description
        info = self.controller.info
        if description and description not in info.game_comment:
            info.game_comment = "\n\n".join(p for p in (info.game_comment, description) if p)
            self.controller.edit(lambda g: g.set_info(info))

    def _on_request_failed(self, message: str) -> None:
        self._set_thinking(False)
        self._interrupt_timer.stop()
        self.message.emit(message)

    def _after_move(self) -> None:
        game = self.controller.game
        ruler = self.ruler_game()
        if ruler is not None and ruler.game_over():
            return
        if ruler is None and game.is_game_over():
            people = len(self.computer) < 2 or self._engine_ready() is None
            if people and game.tree.is_go:
                self.scoring_requested.emit()  # scoring mode: the user confirms dead stones
            else:
                self._end_game()
        elif self.move_delay > 0 and len(self.computer) == 2:
            generation = self._generation

            def next_move() -> None:
                if generation == self._generation:
                    self.maybe_computer_move()

            QTimer.singleShot(round(self.move_delay * 1000), next_move)
        else:
            self.maybe_computer_move()

    def _describe(self, move: Move) -> str:
        return "pass" if move.point is None else self.controller.vertex(move.point)

    # --- end of game -----------------------------------------------------------------------
    def _end_game(self) -> None:
        engine = self._engine_ready()
        game = self.controller.game
        generation = self._generation
        if engine is None or not game.tree.is_go:
            self._finish(self.controller.count_score(), "counted by gogui-py, no stones removed")
            return
        try:
            position = engine_position(game)
        except UnsyncablePositionError:
            self._finish(self.controller.count_score(), "counted by gogui-py, no stones removed")
            return

        def final_score(client: GtpClient, sync: EngineSync) -> str | None:
            if not client.known_command("final_score"):
                return None
            sync.sync(position)
            return normalize_score(client.send("final_score"))

        self._set_thinking(True)

        def done(result: object) -> None:
            self._set_thinking(False)
            if generation != self._generation:
                return
            if isinstance(result, str):
                self._finish(result, f"final_score of {engine.name}")
            else:
                self._finish(self.controller.count_score(), "counted by gogui-py")

        def failed(message: str) -> None:
            self._set_thinking(False)
            if generation == self._generation:
                self._finish(self.controller.count_score(), f"counted by gogui-py ({message})")

        engine.submit(final_score, done, failed)

    def _finish(self, result: str, how: str) -> None:
        self.controller.set_result(result)
        self.message.emit(f"Game over: {result} ({how})")
        self.game_ended.emit(result)


def _after(before: Position, move: Move) -> Position:
    """``before`` with ``move`` appended."""
    return Position(
        size=before.size,
        komi=before.komi,
        setup_black=before.setup_black,
        setup_white=before.setup_white,
        moves=(*before.moves, move),
    )
