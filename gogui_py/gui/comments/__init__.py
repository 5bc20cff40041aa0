"""Comments rendered (issue 15, Sabaki parity): Markdown when the comment is written in it,
plain text otherwise, web addresses as links opened in the browser; the raw text is what
is stored and edited (a :class:`CommentViewer` laid over the side panel's editor while
it is not being edited). View > Render Comments as Markdown turns Markdown off (every
comment then reads as typed)."""

from __future__ import annotations

from PySide6.QtGui import QAction

from gogui_py.gui.comments.viewer import CommentViewer
from gogui_py.gui.i18n import translate
from gogui_py.gui.window.features import Features

__all__ = ["MARKDOWN_KEY", "CommentViewer", "install"]

MARKDOWN_KEY = "view/comment_markdown"
"""QSettings key: whether comments with Markdown markers are rendered (default true)."""


def install(features: Features) -> None:
    """The rendered comment over the side panel's editor (a click on it, not on a link,
    edits), and View > Render Comments as Markdown (saved in the settings).
    ``features.installed["comments"]`` is the viewer, ``["comments.markdown"]`` the
    action."""
    parts = features.parts
    panel = parts.side_panel
    viewer = CommentViewer()
    store = parts.settings.store
    enabled = str(store.value(MARKDOWN_KEY, "true")).lower() != "false"
    viewer.markdown = enabled
    viewer.edit_requested.connect(panel.edit_comment)
    panel.attach_comment_view(viewer, viewer.show_comment)
    action = QAction(translate("Menu", "Render Comments as &Markdown"), features.window)
    action.setCheckable(True)
    action.setChecked(enabled)

    def toggled(on: bool) -> None:
        store.setValue(MARKDOWN_KEY, "true" if on else "false")
        viewer.set_markdown(on)

    action.toggled.connect(toggled)
    features.menu("view").addAction(action)
    features.installed["comments"] = viewer
    features.installed["comments.markdown"] = action
