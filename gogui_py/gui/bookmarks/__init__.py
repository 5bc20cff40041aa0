"""Go > Bookmarks (issue 15, GoGui's): named positions of saved records, kept in the
settings; each opens its file at its position."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.gui.bookmarks.menu import BookmarksMenu
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.file_ops import FileOps

__all__ = ["BookmarksMenu", "install"]


class _Settings(Protocol):
    @property
    def store(self) -> QSettings: ...


class _Parts(Protocol):
    @property
    def session(self) -> PlaySession: ...
    @property
    def files(self) -> FileOps: ...
    @property
    def settings(self) -> _Settings: ...


class _Features(Protocol):
    """What :func:`install` uses of :class:`gogui_py.gui.window.features.Features` (a
    room may not import the window package)."""

    @property
    def parts(self) -> _Parts: ...
    @property
    def window(self) -> QMainWindow: ...
    @property
    def installed(self) -> dict[str, object]: ...

    def menu(self, key: str) -> QMenu: ...


def install(features: _Features) -> None:
    """Add Go > Bookmarks (``features.installed["bookmarks"]``)."""
    parts = features.parts
    session = parts.session
    go = features.menu("go")
    go.addSeparator()
    menu = BookmarksMenu(
        features.window,
        go,
        session.controller,
        parts.files,
        parts.settings.store,
        busy=lambda: session.thinking,
    )
    session.thinking_changed.connect(lambda _thinking: menu.update())
    features.installed["bookmarks"] = menu
