"""What a feature package gets from the main window (issue 15: each feature is its own
package, wired here rather than in the window).

A feature's ``install(features: Features) -> None`` adds its menu items, connects its
signals and, when it draws on the board, adds a board decorator; it is called once, from
:func:`gogui_py.gui.feature_set.install_features`, when the window is completed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMenu

    from gogui_py.gui.board.snapshot import BoardSnapshot
    from gogui_py.gui.board.widget import BoardWidget
    from gogui_py.gui.clock.game_clock import GameClock
    from gogui_py.gui.editing.board_input import BoardInput
    from gogui_py.gui.editing.edit_actions import EditActions
    from gogui_py.gui.export.link import ExportLink
    from gogui_py.gui.play.session import PlaySession
    from gogui_py.gui.record.controller import GameController
    from gogui_py.gui.record.dialog_ops import DialogOps
    from gogui_py.gui.record.file_ops import FileOps
    from gogui_py.gui.shell import GtpShell
    from gogui_py.gui.tree_view import GameTreeView
    from gogui_py.gui.window.actions import WindowActions
    from gogui_py.gui.window.analysis_link import AnalysisLink
    from gogui_py.gui.window.settings import Settings
    from gogui_py.gui.window.side_panel import SidePanel

Decorator = Callable[["BoardSnapshot"], "BoardSnapshot"]
"""Draws a feature's marks over the board's snapshot (returns a new snapshot)."""


class WindowParts(Protocol):
    """The parts of the main window a feature may use."""

    controller: GameController
    session: PlaySession
    settings: Settings
    files: FileOps
    dialogs: DialogOps
    board: BoardWidget
    board_input: BoardInput
    tree_view: GameTreeView
    side_panel: SidePanel
    game_clock: GameClock
    window_actions: WindowActions
    edit_actions: EditActions
    analysis_link: AnalysisLink
    export: ExportLink
    view_menu: QMenu
    tools_menu: QMenu
    help_menu: QMenu

    @property
    def shell(self) -> GtpShell:
        """The GTP shell (made on first use)."""

    def show_message(self, text: str) -> None:
        """A transient status-bar message."""

    def refresh(self) -> None:
        """Redraw everything from the model."""


class Features:
    """The window's features: its parts, the window itself (parent of dialogs, menus and
    actions) and the board decorators (applied in order by :meth:`decorate`)."""

    def __init__(self, parts: WindowParts, window: QMainWindow) -> None:
        self.parts = parts
        self.window = window
        self.decorators: list[Decorator] = []
        self.installed: dict[str, object] = {}
        """Each feature's object by name (for tests and for features that use another)."""

    def menu(self, key: str) -> QMenu:
        """A menu of the menu bar: ``file``, ``file_extra``, ``edit``, ``go``, ``game``,
        ``engine``, ``view``, ``tools``, ``help``; raises ``KeyError`` for others."""
        parts = self.parts
        if key == "view":
            return parts.view_menu
        if key == "tools":
            return parts.tools_menu
        if key == "help":
            return parts.help_menu
        if key == "edit":
            return parts.edit_actions.menu
        return parts.window_actions.menus[key]

    def decorate(self, snapshot: BoardSnapshot) -> BoardSnapshot:
        """``snapshot`` with every feature's marks drawn over it."""
        for decorator in self.decorators:
            snapshot = decorator(snapshot)
        return snapshot
