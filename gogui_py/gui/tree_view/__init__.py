"""The game-tree view: the variation graph of a game (see :class:`GameTreeView`)."""

from gogui_py.gui.tree_view.widget import GameTreeView

__all__ = ["GameTreeView"]
