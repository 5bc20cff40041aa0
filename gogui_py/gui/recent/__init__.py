"""File > Open Recent (issue 15): the ten files last opened or saved."""

from __future__ import annotations

from gogui_py.gui.recent.menu import RecentFiles
from gogui_py.gui.window.actions import insert_after
from gogui_py.gui.window.features import Features

__all__ = ["RecentFiles", "install"]


def install(features: Features) -> None:
    """Add File > Open Recent after File > Open (``features.installed["recent"]``)."""
    parts = features.parts
    recent = RecentFiles(features.window, parts.controller, parts.files, parts.settings.store)
    insert_after(features.menu("file"), parts.window_actions.open, recent.menu.menuAction())
    features.installed["recent"] = recent
