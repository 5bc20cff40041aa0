"""The window's autosave: its :class:`~.journal.RecoveryJournal` and, once at start, the
:class:`~.offer.RecoveryOffer` of the games other instances left unsaved."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.recovery.journal import RecoveryJournal
from gogui_py.gui.recovery.offer import RecoveryOffer


class WindowParts(Protocol):
    """What the link takes from the main window."""

    controller: GameController
    session: PlaySession
    game_clock: GameClock
    pause_action: QAction

    def show_message(self, text: str) -> None:
        """A transient status-bar message."""


class RecoveryLink(QObject):
    """Made by the window once complete: journals its record from then on."""

    def __init__(self, parts: WindowParts, window: QWidget, folder: Path | None = None) -> None:
        """``parts`` of ``window`` (the main window, both); ``folder``: the recovery folder
        (default :func:`~gogui_py.game.recovery.default_folder`)."""
        super().__init__(window)
        controller, session, clock = parts.controller, parts.session, parts.game_clock
        self.journal = RecoveryJournal(controller, session, clock, folder, self)
        self.journal.failed.connect(parts.show_message)
        pause_action = parts.pause_action
        self.offer_ = RecoveryOffer(
            window,
            controller,
            session,
            clock,
            pause=lambda: pause_action.setChecked(True),
            message=parts.show_message,
            folder=folder,
        )
        pause_action.toggled.connect(lambda paused: None if paused else self.offer_.pause_ended())

    def offer(self, mode: str = "ask") -> None:
        """At start: offer the unsaved games of ended instances (``--recover`` ``mode``)."""
        self.offer_.start(mode)

    def close(self) -> None:
        """The window closes after the user saved or dropped its record: the recovery file
        goes."""
        self.journal.close()
