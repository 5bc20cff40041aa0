"""The main window's size, position, docks and tool bars, kept from one session to the
next (GoGui and Sabaki bring back the window and the panes that were open).

Settings (QSettings, group ``window/``):

- ``window/geometry``: :meth:`QWidget.saveGeometry` bytes (size, position, maximized);
- ``window/state``: :meth:`QMainWindow.saveState` bytes (docks: place, size, shown; tool
  bars), saved with :data:`LAYOUT_VERSION`;
- ``window/docks``: the object names of every dock when the window closed, those open
  first (``"comment,tree;shell"``: open, then ``;`` and the closed ones);
- ``window/layout_version``: :data:`LAYOUT_VERSION` when saved. A state of another
  version is dropped (the window starts with the default docks), so a later change of the
  docks can raise the number.

:func:`restore_layout` runs before the window is first shown, :func:`install` once it is
completed (:mod:`gogui_py.gui.feature_set`); the layout is saved when the window closes
(an event filter sees its close event, whether or not the close is then refused).

Docks made after the first restore (Qt restores only the docks that exist; the others
keep a place holder that ``addDockWidget`` does not use) are brought back by a second
:meth:`QMainWindow.restoreState` once they exist: the GTP shell's dock (its widget is made
when it is shown, and needs the programs, made with the rest of the window: it is kept
hidden until then) and the analysis docks (Analyze, Win Rate; the analysis room is built
at completion when the saved layout had them, else when first used).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, QSize
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gogui_py.gui.dialogs.screen_fit import fit_to_screen, keep_on_screen
from gogui_py.gui.window.pane_menu import add_pane_items

if TYPE_CHECKING:
    from gogui_py.gui.window.features import Features

LAYOUT_VERSION = 1
"""Raise it when the docks or tool bars change so that an old saved state is dropped."""
DEFAULT_SIZE = QSize(1200, 860)
"""The first size of the window (bounded to the screen: :mod:`~gogui_py.gui.dialogs.
screen_fit`)."""
HELD_DOCKS = frozenset({"shell"})
"""Docks shown only once the window is completed (their widgets need its programs)."""
ANALYSIS_DOCKS = frozenset({"analyze", "winrate"})
"""Docks of the analysis room (made on first use)."""
KEY_GEOMETRY = "window/geometry"
KEY_STATE = "window/state"
KEY_DOCKS = "window/docks"
KEY_VERSION = "window/layout_version"


class LayoutMemory(QObject):
    """Restores and saves the layout of ``window`` in ``store`` (module documentation).

    A child of the window (found with ``window.findChild(LayoutMemory)``)."""

    def __init__(self, window: QMainWindow, store: QSettings) -> None:
        super().__init__(window)
        self.setObjectName("layout_memory")
        self._window = window
        self._store = store
        self._default_state = QByteArray()
        self._default_docks: set[str] = set()
        self._saved_state: QByteArray | None = None
        self._held: list[QDockWidget] = []
        window.installEventFilter(self)

    # --- restore -----------------------------------------------------------------------
    def restore(self, available: QRect | None = None) -> None:
        """Before the window is first shown: the saved geometry (kept on the screen), else
        :data:`DEFAULT_SIZE` fitted to the screen and centred; the saved docks and tool
        bars (the held docks stay hidden until :meth:`complete`). ``available``: the
        screen's available area (else the window's screen's)."""
        window = self._window
        self._default_state = window.saveState(LAYOUT_VERSION)
        self._default_docks = {dock.objectName() for dock in self._docks()}
        geometry = self._bytes(KEY_GEOMETRY)
        if geometry is not None and window.restoreGeometry(geometry):
            keep_on_screen(window, available)
        else:
            fit_to_screen(window, DEFAULT_SIZE.width(), DEFAULT_SIZE.height(), available)
        state = self._bytes(KEY_STATE)
        if state is None or str(self._store.value(KEY_VERSION, "")) != str(LAYOUT_VERSION):
            return
        if not window.restoreState(state, LAYOUT_VERSION):
            return
        self._saved_state = state
        for dock in self._docks():
            if dock.objectName() in HELD_DOCKS and not dock.isHidden():
                dock.hide()
                self._held.append(dock)

    def complete(self, build_analysis: Callable[[], object] | None = None) -> None:
        """Once the window is completed: the docks made since :meth:`restore` (the
        analysis docks, by ``build_analysis``, when the saved layout had them) and the
        held ones get their saved place and visibility."""
        state = self._saved_state
        if state is None:
            return
        names = {dock.objectName() for dock in self._docks()}
        wanted = saved_dock_names(str(self._store.value(KEY_DOCKS, "")))
        built = False
        if build_analysis is not None and (ANALYSIS_DOCKS & wanted) - names:
            build_analysis()
            built = True
        if built or self._held:
            self._window.restoreState(state, LAYOUT_VERSION)
        self._held.clear()

    # --- save --------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Saves the layout when the window gets its close event (not consumed)."""
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.save()
        return False

    def save(self) -> None:
        """Store the window's geometry, docks and tool bars (the module's keys)."""
        window, store = self._window, self._store
        store.setValue(KEY_GEOMETRY, window.saveGeometry())
        if self._held:  # closed before completed: the saved docks are still to come
            store.sync()
            return
        store.setValue(KEY_STATE, window.saveState(LAYOUT_VERSION))
        docks = self._docks()
        shown = [d.objectName() for d in docks if not d.isHidden()]
        hidden = [d.objectName() for d in docks if d.isHidden()]
        store.setValue(KEY_DOCKS, ",".join(shown) + ";" + ",".join(hidden))
        store.setValue(KEY_VERSION, LAYOUT_VERSION)
        store.sync()

    # --- reset -------------------------------------------------------------------------
    def reset(self, available: QRect | None = None) -> None:
        """View > Reset Window Layout: the default docks and tool bars (docks made later
        hidden), the default size fitted to the screen and centred; the saved layout is
        forgotten."""
        window = self._window
        if window.isMaximized() or window.isFullScreen():
            window.showNormal()
        window.restoreState(self._default_state, LAYOUT_VERSION)
        for dock in self._docks():
            if dock.objectName() not in self._default_docks:
                dock.hide()
        fit_to_screen(window, DEFAULT_SIZE.width(), DEFAULT_SIZE.height(), available)
        self._saved_state = None
        self._held.clear()
        self._store.remove("window")

    def _docks(self) -> list[QDockWidget]:
        return [d for d in self._window.findChildren(QDockWidget) if d.parent() is self._window]

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._store.value(key)
        if isinstance(value, QByteArray) and not value.isEmpty():
            return value
        if isinstance(value, bytes) and value:
            return QByteArray(value)
        return None


def save_layout(window: QMainWindow) -> None:
    """Store ``window``'s layout now (a SIGTERM ends the session without a close event)."""
    memory = window.findChild(LayoutMemory)
    if memory is not None:
        memory.save()


def saved_dock_names(text: str) -> set[str]:
    """The docks open when the window closed, from ``window/docks`` (``"a,b;c"``: open
    ``a`` and ``b``, closed ``c``)."""
    shown = text.split(";", 1)[0]
    return {name for name in shown.split(",") if name}


def restore_layout(window: QMainWindow, store: QSettings) -> LayoutMemory:
    """Give ``window`` (its docks and tool bars made, not yet shown) its saved layout and
    save it when it closes; returns the :class:`LayoutMemory` (a child of ``window``)."""
    memory = LayoutMemory(window, store)
    memory.restore()
    return memory


def install(features: Features) -> None:
    """Once the window is completed: the docks made since the first restore back in their
    place (:meth:`LayoutMemory.complete`); View's pane and tool bar items and Reset Window
    Layout (:mod:`gogui_py.gui.window.pane_menu`)."""
    window = features.window
    memory = window.findChild(LayoutMemory)
    link = features.parts.analysis_link
    if isinstance(memory, LayoutMemory):
        memory.complete(lambda: link.room)
        features.installed["layout_memory"] = memory
    add_pane_items(
        features.menu("view"), window, memory.reset if isinstance(memory, LayoutMemory) else None
    )
