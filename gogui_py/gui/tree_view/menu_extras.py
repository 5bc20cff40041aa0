"""Entries features add to the game tree's context menu (issue 15): the menu itself is
made by :func:`gogui_py.gui.editing.edit_actions.tree_context_menu`, which calls the
extras registered here for its parent window after its own entries."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtWidgets import QMenu, QWidget

from gogui_py.game.node import Node

TreeMenuExtra = Callable[[QMenu, Node], None]
"""Adds a feature's entries for a node to the game tree's context menu."""

_extras: weakref.WeakKeyDictionary[QWidget, list[TreeMenuExtra]] = weakref.WeakKeyDictionary()


def add_tree_menu_extra(window: QWidget, extra: TreeMenuExtra) -> None:
    """Have the tree context menu of ``window`` call ``extra(menu, node)``."""
    _extras.setdefault(window, []).append(extra)


def tree_menu_extras(window: QWidget) -> list[TreeMenuExtra]:
    """The extras added for ``window``, in the order they were added."""
    return list(_extras.get(window, ()))
