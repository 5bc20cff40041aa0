"""Go > Bookmarks (issue 15, GoGui's): named positions of saved records, kept in the
settings; each opens its file at its position."""

from __future__ import annotations

from gogui_py.gui.bookmarks.menu import BookmarksMenu
from gogui_py.gui.window.features import Features

__all__ = ["BookmarksMenu", "install"]


def install(features: Features) -> None:
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
