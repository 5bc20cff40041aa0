"""View menu items for the window's panes: the Comment dock (comment, programs, players,
captures, clocks; GoGui's "Info Panel"), the tool bars, and Reset Window Layout.

The pane and tool bar items are Qt's toggle view actions (:meth:`QDockWidget.
toggleViewAction`, :meth:`QToolBar.toggleViewAction`): checkable, their check follows the
pane's visibility however it changes (its close button, the tool bar context menu, a
restored layout). Game Tree and GTP Shell are already in the menu
(:func:`gogui_py.gui.window.view_actions.build_view_menu`): the new items go after them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar

from gogui_py.gui.i18n import translate

if TYPE_CHECKING:
    from gogui_py.gui.window.layout_memory import LayoutMemory

TOOL_BAR_TEXTS = {
    "navigation": ("Menu", "&Navigation"),
    "tools": ("Menu", "&Tools"),
}
"""View > Tool Bars items by tool bar object name (the items of other tool bars show
their titles)."""


def _dock(window: QMainWindow, name: str) -> QDockWidget | None:
    dock = window.findChild(QDockWidget, name)
    return dock if isinstance(dock, QDockWidget) else None


def _insert_after(menu: QMenu, anchor: QAction | None, actions: list[QAction]) -> None:
    """Put ``actions`` after ``anchor`` in ``menu`` (at its end without ``anchor``)."""
    items = menu.actions()
    following = None
    if anchor is not None and anchor in items:
        index = items.index(anchor) + 1
        following = items[index] if index < len(items) else None
    for action in actions:
        if following is None:
            menu.addAction(action)
        else:
            menu.insertAction(following, action)


def add_pane_items(menu: QMenu, window: QMainWindow, memory: LayoutMemory | None) -> QMenu:
    """Add to the View ``menu`` of ``window``: Comment Panel (after GTP Shell, else Game
    Tree), Tool Bars (a submenu: one item per tool bar), and Reset Window Layout when
    ``memory`` (the window's layout memory) is given. Returns the Tool Bars submenu."""
    comment = _dock(window, "comment")
    anchor = None
    for name in ("shell", "tree"):
        dock = _dock(window, name)
        if dock is not None and dock.toggleViewAction() in menu.actions():
            anchor = dock.toggleViewAction()
            break
    added: list[QAction] = []
    if comment is not None:
        toggle = comment.toggleViewAction()
        toggle.setText(translate("Menu", "Comm&ent Panel"))
        toggle.setToolTip(translate("Menu", "The comment, programs, players, captures and clocks"))
        added.append(toggle)
    bars = QMenu(translate("Menu", "Tool Ba&rs"), menu)
    bars.setObjectName("tool_bars_menu")
    for bar in window.findChildren(QToolBar):
        if bar.parent() is not window:
            continue
        toggle = bar.toggleViewAction()
        context, text = TOOL_BAR_TEXTS.get(bar.objectName(), ("", ""))
        toggle.setText(translate(context, text) if text else bar.windowTitle())
        bars.addAction(toggle)
    added.append(bars.menuAction())
    if memory is not None:
        reset = QAction(translate("Menu", "Reset Window La&yout"), menu)
        reset.setObjectName("reset_window_layout")
        reset.triggered.connect(lambda _=False: memory.reset())
        added.append(reset)
    _insert_after(menu, anchor, added)
    return bars
