"""Help > User Manual (F1): the manual shipped in the package (``manual.md``) in a window
of its own, its key table filled from the window's menus (so it lists the real keys,
those other features added included), and Help > About gogui-py."""

from __future__ import annotations

import platform
import sys
from importlib import resources

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMenuBar,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gogui_py import __version__
from gogui_py.gui.dialogs.screen_fit import fit_to_screen
from gogui_py.gui.i18n import translate

MANUAL_FILE = "manual.md"
SHORTCUTS_MARK = "<!-- SHORTCUTS -->"
"""Where the table of menu shortcuts goes in the manual."""


def manual_text() -> str:
    """The manual as shipped (Markdown), with :data:`SHORTCUTS_MARK` still in it.

    Raises:
        OSError: the file is missing from the installation.
    """
    return (
        resources.files(__package__ or "gogui_py.gui.help")
        .joinpath(MANUAL_FILE)
        .read_text(encoding="utf-8")
    )


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str]]:
    """``(menu path, keys)`` of every menu command that has a shortcut, in menu order, e.g.
    ``("File > Open…", "Ctrl+O")``; submenus are filled first (``aboutToShow``)."""
    found: list[tuple[str, str]] = []

    def walk(menu: QMenu, path: list[str]) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, [*path, _plain(action.text())])
            elif action.shortcuts():
                keys = ", ".join(
                    key.toString(QKeySequence.SequenceFormat.NativeText)
                    for key in action.shortcuts()
                )
                found.append((" > ".join([*path, _plain(action.text())]), keys))

    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            walk(menu, [_plain(action.text())])
    return found


def _plain(text: str) -> str:
    """A menu text without its mnemonic ``&`` (``&&`` is a plain ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def manual_markdown(bar: QMenuBar | None) -> str:
    """The manual with the shortcut table of ``bar`` (none when ``bar`` is None)."""
    rows = menu_shortcuts(bar) if bar is not None else []
    table = "\n".join(
        ["| " + translate("Help", "Command") + " | " + translate("Help", "Keys") + " |"]
        + ["|---|---|"]
        + [f"| {path.replace('|', '/')} | {keys} |" for path, keys in rows]
    )
    return manual_text().replace(SHORTCUTS_MARK, table if rows else "")


class ManualWindow(QDialog):
    """The manual in a browser window (not modal: the board stays usable)."""

    def __init__(self, parent: QWidget | None, markdown: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Help", "gogui-py User Manual"))
        self.setWindowFlag(Qt.WindowType.Window)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(markdown)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        fit_to_screen(self, 760, 820)  # bounded to the screen, centred


def versions() -> dict[str, str]:
    """The versions shown in Help > About: gogui-py, Qt (run time), PySide6, Python."""
    return {
        "gogui-py": __version__,
        "Qt": qVersion(),
        "PySide6": PySide6.__version__,
        "Python": platform.python_version(),
    }


def about_box(parent: QWidget) -> QMessageBox:
    """Help > About gogui-py: a window-modal box that does not block the caller."""
    lines = "<br>".join(f"{name} {version}" for name, version in versions().items())
    text = (
        "<h3>gogui-py</h3><p>"
        + translate("Help", "A board for programs that speak GTP (the Go Text Protocol).")
        + f"</p><p>{lines}</p><p>{platform.system()} {platform.machine()} · {sys.platform}</p>"
    )
    box = QMessageBox(parent)
    box.setWindowTitle(translate("Help", "About gogui-py"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(text)
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box
