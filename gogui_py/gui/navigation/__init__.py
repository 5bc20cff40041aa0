"""GoGui's navigation and play extras (issue 15): Go > Go to Variation…, Edit > Find Next
Comment, Edit > Delete Side Variations, Game > Play Single Move and Game > Clock (Halt,
Resume, Set Time Left…)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.clock.menu import ClockMenu
from gogui_py.gui.navigation.commands import NavigationCommands
from gogui_py.gui.play.session import PlaySession

__all__ = ["ClockMenu", "NavigationCommands", "install"]


class _Actions(Protocol):
    @property
    def play_now(self) -> QAction: ...


class _Parts(Protocol):
    @property
    def session(self) -> PlaySession: ...
    @property
    def game_clock(self) -> GameClock: ...
    @property
    def window_actions(self) -> _Actions: ...


class _Features(Protocol):
    """What :func:`install` uses of :class:`gogui_py.gui.window.features.Features` (a
    room may not import the window package)."""

    @property
    def parts(self) -> _Parts: ...
    @property
    def window(self) -> QMainWindow: ...
    @property
    def installed(self) -> dict[str, object]: ...

    def menu(self, key: str) -> QMenu: ...


def install(features: _Features) -> None:
    """Add the commands (``features.installed["navigation"]``) and the Clock submenu
    (``features.installed["clock_menu"]``)."""
    parts = features.parts
    session = parts.session
    menus = {key: features.menu(key) for key in ("go", "edit", "game")}
    features.installed["navigation"] = NavigationCommands(
        features.window, session, menus, after_play=parts.window_actions.play_now
    )
    features.installed["clock_menu"] = ClockMenu(
        features.window,
        menus["game"],
        session.controller,
        parts.game_clock,
        busy=lambda: session.thinking,
    )
