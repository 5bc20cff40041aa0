"""The game tree's context menu of GoGui's tree panel (issue 15): Hide Subtree, Show
Subtree, Show All, Node Info…, Subtree Statistics…, Scroll to Current
(:class:`~gogui_py.gui.tree_menu.menu.TreeMenu`)."""

from __future__ import annotations

from gogui_py.gui.tree_menu.menu import TreeMenu
from gogui_py.gui.tree_view.menu_extras import add_tree_menu_extra
from gogui_py.gui.window.features import Features

__all__ = ["TreeMenu", "install"]


def install(features: Features) -> None:
    """Add the entries to the window's tree context menu (``features.installed["tree_menu"]``)."""
    tree_menu = TreeMenu(features.parts, features.window)
    add_tree_menu_extra(features.window, tree_menu.add_entries)
    features.installed["tree_menu"] = tree_menu
