"""File > Import (issue 15): Position from Text… and SGF from Clipboard."""

from __future__ import annotations

from gogui_py.gui.i18n import translate
from gogui_py.gui.importing.link import ImportLink
from gogui_py.gui.window.features import Features

__all__ = ["ImportLink", "install"]


def install(features: Features) -> None:
    """Add File > Import before File > Export… (else before File > More);
    ``features.installed["importing"]``."""
    parts = features.parts
    link = ImportLink(features.window, parts.controller, parts.files, parts.export.paste_sgf)
    file_menu = features.menu("file")
    export_text = translate("Menu", "&Export…")
    extra = features.menu("file_extra").menuAction()
    actions = file_menu.actions()
    before = next((a for a in actions if a.text() == export_text), None)
    if before is None and extra in actions:
        before = extra
    if before is not None:
        file_menu.insertMenu(before, link.menu)
    else:
        file_menu.addMenu(link.menu)
    features.installed["importing"] = link
