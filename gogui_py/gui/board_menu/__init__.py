"""The board's context menu (issue 15): Play Here, the board tools, Add Label…, Analyze
Here, Copy Vertex Name, on a right click or the Menu key / Shift+F10
(:mod:`gogui_py.gui.board_menu.menu`)."""

from __future__ import annotations

from gogui_py.gui.board_menu.menu import BoardMenu
from gogui_py.gui.window.features import Features

__all__ = ["BoardMenu", "install"]


def install(features: Features) -> None:
    """Show the menu on the board's ``point_right_clicked`` (``features.installed
    ["board_menu"]`` is the :class:`BoardMenu`)."""
    board_menu = BoardMenu(features)
    features.parts.board.point_right_clicked.connect(board_menu.show)
    features.installed["board_menu"] = board_menu
