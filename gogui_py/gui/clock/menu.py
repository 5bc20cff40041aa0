"""Game > Clock: Halt, Resume (GoGui's) and Set Time Left….

Halt stops the running clock without touching the game; Resume runs it again for the
side to move. Set Time Left writes both players' times into the record at the current
node (undoable, as GoGui does) and the clocks read them back.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMenu, QWidget

from gogui_py.go import Color
from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.clock.time_left import TimeLeftDialog, Times
from gogui_py.gui.i18n import translate
from gogui_py.gui.record.controller import GameController


class ClockMenu(QObject):
    """The Clock submenu of ``menu``; :meth:`update` enables its items.

    ``busy()`` is True while an engine thinks (the record is not edited then).
    """

    def __init__(
        self,
        window: QWidget,
        menu: QMenu,
        controller: GameController,
        game_clock: GameClock,
        busy: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._clock = game_clock
        self._busy = busy
        self.dialog: TimeLeftDialog | None = None
        self.menu = menu.addMenu(translate("Menu", "C&lock"))
        self.halt = self.menu.addAction(translate("Menu", "&Halt"))
        self.halt.triggered.connect(self._on_halt)
        self.resume = self.menu.addAction(translate("Menu", "&Resume"))
        self.resume.triggered.connect(self._on_resume)
        self.menu.addSeparator()
        self.set_time_left = self.menu.addAction(translate("Menu", "Set &Time Left…"))
        self.set_time_left.triggered.connect(self.ask_time_left)
        self.menu.aboutToShow.connect(self.update)
        controller.changed.connect(self.update)
        self.update()

    def update(self) -> None:
        """Halt while a clock runs, Resume while halted, Set Time Left when the game has a
        clock and no engine thinks."""
        clock = self._clock.clock
        self.halt.setEnabled(clock is not None and clock.running is not None)
        self.resume.setEnabled(clock is not None and self._clock.halted)
        self.set_time_left.setEnabled(clock is not None and not self._busy())

    def _on_halt(self) -> None:
        self._clock.halt()
        self._controller.message.emit(translate("MainWindow", "Clock halted"))
        self.update()

    def _on_resume(self) -> None:
        self._clock.resume()
        self._controller.message.emit(translate("MainWindow", "Clock resumed"))
        self.update()

    def ask_time_left(self) -> None:
        """Open the Set Time Left dialog (window-modal, not blocking); OK applies it."""
        clock = self._clock.clock
        if clock is None or self._busy():
            return
        now = time.monotonic()
        current: Times = {
            color: clock.state(color, now).recorded(clock.settings)
            for color in (Color.BLACK, Color.WHITE)
        }
        dialog = self.dialog = TimeLeftDialog(clock.settings, current, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self.apply(dialog.times()))
        dialog.destroyed.connect(self._forget_dialog)
        dialog.open()

    def _forget_dialog(self) -> None:
        self.dialog = None

    def apply(self, times: Times | None) -> None:
        """Record ``times`` at the current node and restart the clocks from them."""
        if times is None or self._clock.clock is None:
            return
        if self._controller.edit(lambda game: game.set_times_left(times)):
            self._clock.reload()
            self.update()
