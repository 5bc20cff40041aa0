"""GoGui's navigation and play extras (issue 15): Go > Go to Variation…, Edit > Find Next
Comment, Edit > Delete Side Variations, Game > Play Single Move and Game > Clock (Halt,
Resume, Set Time Left…)."""

from __future__ import annotations

from gogui_py.gui.clock.menu import ClockMenu
from gogui_py.gui.navigation.commands import NavigationCommands
from gogui_py.gui.window.features import Features

__all__ = ["ClockMenu", "NavigationCommands", "install"]


def install(features: Features) -> None:
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
