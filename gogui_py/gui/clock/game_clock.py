"""The game clock in the window: runs for the side to move at the end of the game,
charges each move, records BL/WL (and OB/OW) on the move's node, restores the clocks
from the record when navigating, ends the game on time, and tells engines their time.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.game.clock import Clock, ClockSnapshot, TimeLeft, TimeSettings
from gogui_py.game.node import Node
from gogui_py.game.time_record import time_left_changes, time_left_of, time_settings_from_root
from gogui_py.go import Color
from gogui_py.gtp.time_commands import GtpTimeSettings, OvertimeKind
from gogui_py.gui.clock.view import ClockView
from gogui_py.gui.i18n import color_name, translate
from gogui_py.gui.record.controller import GameController

LOSS_CHECK_MS = 200


def gtp_time_settings(settings: TimeSettings) -> GtpTimeSettings:
    """The same time system in the plain values the GTP layer takes."""
    kind = settings.overtime.value
    overtime: OvertimeKind = "none"
    if kind == "byoyomi":
        overtime = "byoyomi"
    elif kind == "canadian":
        overtime = "canadian"
    return GtpTimeSettings(
        settings.main_time, overtime, settings.period_time, settings.periods, settings.stones
    )


class GameClock(QObject):
    """Keeps a :class:`Clock` in step with the game; shows it in a :class:`ClockView`."""

    lost_on_time = Signal(object)  # Color

    def __init__(self, controller: GameController, view: ClockView) -> None:
        super().__init__(view)
        self._controller = controller
        self._view = view
        self.clock: Clock | None = None
        self.halted = False
        """Game > Clock > Halt: no clock runs until Resume (the game goes on)."""
        self.paused = False
        """Game > Pause Engine Game: no clock runs while the engines wait."""
        self.waits_for_genmove: Callable[[Color], bool] = lambda _color: False
        """True when ``color`` is played by a program not asked for its move yet: its
        clock starts with its genmove (a delay between engine moves is not its time)."""
        self._last_node: Node | None = None
        self._loss_timer = QTimer(self)
        self._loss_timer.setInterval(LOSS_CHECK_MS)
        self._loss_timer.timeout.connect(self._check_loss)
        view.set_ticker(self.snapshot)
        controller.game_replaced.connect(self.reset)
        controller.changed.connect(self.update)
        self.reset()

    def snapshot(self) -> ClockSnapshot | None:
        """Both clocks now (None: no time limit)."""
        return None if self.clock is None else self.clock.snapshot(time.monotonic())

    def reset(self) -> None:
        """New game or file: the time settings come from the root (TM/OT)."""
        settings = time_settings_from_root(self._controller.game.tree.root.props)
        self.clock = Clock(settings) if settings is not None else None
        self._last_node = None
        self.halted = False
        self.update()

    @property
    def stopped(self) -> bool:
        """No clock may run: halted or paused."""
        return self.halted or self.paused

    def halt(self) -> None:
        """Stop the running clock (its time so far charged) until :meth:`resume`."""
        clock = self.clock
        if clock is None or self.halted:
            return
        self.halted = True
        now = time.monotonic()
        clock.stop(now, move=False)
        self._view.set_state(clock.snapshot(now))
        self._loss_timer.stop()

    def set_paused(self, paused: bool) -> None:
        """An engine game paused (Game > Pause Engine Game) or resumed: while paused no
        clock runs (the time so far charged), as with :meth:`halt`; a new game started
        meanwhile waits too."""
        self.paused = paused
        clock = self.clock
        if clock is None:
            return
        if paused:
            now = time.monotonic()
            if clock.running is not None:
                clock.stop(now, move=False)
            self._view.set_state(clock.snapshot(now))
            self._loss_timer.stop()
        else:
            self.update()

    def resume(self) -> None:
        """Run the clock again for the side to move (after :meth:`halt`)."""
        if self.halted:
            self.halted = False
            self.update()

    def reload(self) -> None:
        """Read the clocks again from the record at the current node (its BL/WL, OB/OW
        were edited: Game > Clock > Set Time Left)."""
        self._last_node = None
        self.update()

    def update(self) -> None:
        """After any change: charge a move just played, or restore after navigating."""
        clock = self.clock
        game = self._controller.game
        node = game.current
        if clock is None:
            self._view.set_state(None)
            self._loss_timer.stop()
            return
        now = time.monotonic()
        mover = node.move.color if node.move is not None else None
        new_move = (
            mover is not None
            and node.parent is self._last_node
            and (clock.running is mover or (self.stopped and clock.running is None))
            and time_left_of(node.props, mover) is None
        )
        if new_move and mover is not None:
            clock.stop(now)  # halted: nothing runs, the time left stays as it was
            seconds, stones = clock.state(mover).recorded(clock.settings)
            game.tree.set_properties(node, time_left_changes(mover, seconds, stones))
        elif node is not self._last_node:
            if clock.running is not None:
                clock.stop(now, move=False)
            self._restore(node)
        self._last_node = node
        over = game.is_game_over() or bool(self._controller.info.result)
        if (
            clock.running is None
            and not node.children
            and not over
            and not self.stopped
            and not self.waits_for_genmove(game.to_move())
        ):
            clock.start(game.to_move(), now)
        elif over and clock.running is not None:
            clock.stop(now, move=False)
        self._view.set_state(clock.snapshot(now))
        if clock.running is not None:
            self._loss_timer.start()
        else:
            self._loss_timer.stop()

    def _restore(self, node: Node) -> None:
        clock = self.clock
        assert clock is not None
        clock.reset()
        path = self._controller.game.path(node)
        for color in (Color.BLACK, Color.WHITE):
            for step in reversed(path):
                recorded = time_left_of(step.props, color)
                if recorded is not None and recorded.seconds is not None:
                    clock.restore(color, recorded.seconds, recorded.stones)
                    break

    def _check_loss(self) -> None:
        clock = self.clock
        if clock is None or clock.running is None:
            self._loss_timer.stop()
            return
        color = clock.running
        now = time.monotonic()
        if clock.is_lost(color, now):
            clock.stop(now, move=False)
            self._loss_timer.stop()
            self._view.set_state(clock.snapshot(now))
            result = f"{color.opponent.value}+T"
            self._controller.set_result(result)
            self._controller.message.emit(
                translate("Clock", "{0} lost on time: {1}").format(color_name(color), result)
            )
            self.lost_on_time.emit(color)

    def for_engine(self, color: Color) -> tuple[GtpTimeSettings | None, TimeLeft | None]:
        """What to tell an engine before it plays ``color``: settings and time left."""
        clock = self.clock
        if clock is None:
            return None, None
        return gtp_time_settings(clock.settings), clock.time_left(color, time.monotonic())
