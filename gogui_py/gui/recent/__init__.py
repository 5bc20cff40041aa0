"""File > Open Recent (issue 15): the ten files last opened or saved."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gogui_py.gui.recent.menu import RecentFiles
from gogui_py.gui.window.features import Features

__all__ = ["RecentFiles", "install"]


def install(features: Features) -> None:
    """Add File > Open Recent after File > Open (``features.installed["recent"]``)."""
    parts = features.parts
    recent = RecentFiles(features.window, parts.controller, parts.files, parts.settings.store)
    file_menu = features.menu("file")
    after_open = action_after(file_menu, parts.window_actions.open)
    if after_open is not None:
        file_menu.insertMenu(after_open, recent.menu)
    else:
        file_menu.addMenu(recent.menu)
    features.installed["recent"] = recent


def action_after(menu: QMenu, action: QAction) -> QAction | None:
    """The action that follows ``action`` in ``menu`` (None when it is the last or absent)."""
    actions = menu.actions()
    if action not in actions:
        return None
    index = actions.index(action) + 1
    return actions[index] if index < len(actions) else None
