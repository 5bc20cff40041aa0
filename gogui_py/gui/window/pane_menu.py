"""View menu items for the window's panes: the Comment dock (comment, programs, players,
captures, clocks; GoGui's "Info Panel"), the tool bars, and Reset Window Layout.

The pane and tool bar items are Qt's toggle view actions (:meth:`QDockWidget.
toggleViewAction`, :meth:`QToolBar.toggleViewAction`): checkable, their check follows the
pane's visibility however it changes (its close button, the tool bar context menu, a
restored layout). Game Tree and GTP Shell are already in the menu
(:func:`gogui_py.gui.window.view_actions.build_view_menu`): the new items go after them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar

from gogui_py.gui.i18n import translate
from gogui_py.gui.window.actions import insert_after

TOOL_BAR_TEXTS = {
    "navigation": ("Menu", "&Navigation"),
    "tools": ("Menu", "&Tools"),
}
"""View > Tool Bars items by tool bar object name (the items of other tool bars show
their titles)."""


def _dock(window: QMainWindow, name: str) -> QDockWidget | None:
    dock = window.findChild(QDockWidget, name)
    return dock if isinstance(dock, QDockWidget) else None


def add_pane_items(
    menu: QMenu, window: QMainWindow, reset_layout: Callable[[], None] | None
) -> QMenu:
    """Add to the View ``menu`` of ``window``: Comment Panel (after GTP Shell, else Game
    Tree), Tool Bars (a submenu: one item per tool bar), and Reset Window Layout when
    ``reset_layout`` (what resets the window's layout) is given. Returns the Tool Bars
    submenu."""
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
    if reset_layout is not None:
        reset = QAction(translate("Menu", "Reset Window La&yout"), menu)
        reset.setObjectName("reset_window_layout")
        reset.triggered.connect(lambda _=False: reset_layout())
        added.append(reset)
    for action in added:
        insert_after(menu, anchor, action)
        anchor = action
    return bars
