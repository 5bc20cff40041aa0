"""Opening and saving files from the GUI, and the unsaved-changes prompt."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gogui_py.game.formats import OPEN_PATTERNS, is_converted
from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.i18n import translate
from gogui_py.gui.record.confirmations import CONFIRM_OVERWRITE_KEY, asks
from gogui_py.gui.record.controller import GameController
from gogui_py.sgf.errors import SgfError

SGF_FILTER = "SGF files (*.sgf *.SGF);;All files (*)"


def open_filter() -> str:
    """The File > Open filter: every record the board reads (SGF, GIB, NGF, UGF/UGI)."""
    converted = f"{OPEN_PATTERNS} {OPEN_PATTERNS.upper()}"
    return ";;".join(
        (
            translate("FileOps", "Game records ({0})").format(f"*.sgf *.SGF {converted}"),
            translate("FileOps", "SGF files (*.sgf *.SGF)"),
            translate("FileOps", "Tygem GIB, WBaduk NGF, Pandanet UGF ({0})").format(converted),
            translate("FileOps", "All files (*)"),
        )
    )


class FileOps(QObject):
    """File > Open / Save / Save As, with error dialogs that leave the open game intact."""

    def __init__(self, controller: GameController, window: QWidget) -> None:
        super().__init__(window)
        self._controller = controller
        self._window = window
        self.last_dir = str(Path.home())

    def confirm_discard(self) -> bool:
        """Ask before unsaved changes are dropped; True when it is fine to go on."""
        if not self._controller.modified:
            return True
        answer = QMessageBox.question(
            self._window,
            translate("FileOps", "Unsaved changes"),
            translate("FileOps", "The game has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def open_dialog(self) -> None:
        """File > Open."""
        if not self.confirm_discard():
            return
        path = ask_file_path(
            self._window, translate("FileOps", "Open"), self.last_dir, open_filter(), save=False
        )
        if path:
            self.open_path(path, ask=False)

    def open_path(
        self, path: str | os.PathLike[str], *, ask: bool = True, encoding: str | None = None
    ) -> bool:
        """Open ``path``; on failure show why (with line and column) and keep the game."""
        if ask and not self.confirm_discard():
            return False
        try:
            self._controller.open_file(path, encoding=encoding)
        except SgfError as exc:
            self._error(translate("FileOps", "Cannot open file"), f"{os.fspath(path)}:\n{exc}")
            return False
        except (OSError, UnicodeError, LookupError) as exc:
            self._error(translate("FileOps", "Cannot open file"), f"{os.fspath(path)}:\n{exc}")
            return False
        self.last_dir = str(Path(path).resolve().parent)
        return True

    def save(self) -> bool:
        """File > Save (asks for a name when the game has none, or was converted from GIB,
        NGF or UGF: those are never overwritten with SGF)."""
        controller = self._controller
        if controller.path is None or is_converted(controller.path):
            return self.save_as()
        overwrite = controller.confirm_overwrite and asks(CONFIRM_OVERWRITE_KEY)
        if overwrite and not self._confirm_overwrite():
            return False
        return self._save_to(controller.path)

    def _confirm_overwrite(self) -> bool:
        controller = self._controller
        reasons = []
        if controller.warnings:
            reasons.append(  # "repairs: {}" reads right for 1 and for many
                translate("FileOps", "it was repaired when it was read (repairs: {})").format(
                    len(controller.warnings)
                )
            )
        if controller.encoding.lower() not in ("utf-8", "ascii", "utf-8-sig"):
            reasons.append(
                translate("FileOps", "it was read as {} and will be written as UTF-8").format(
                    controller.encoding_name()
                )
            )
        answer = QMessageBox.question(
            self._window,
            translate("FileOps", "Overwrite file?"),
            f"{controller.path}: "
            + "; ".join(reasons or ["it will be rewritten"])
            + translate("FileOps", ".\nSave over it anyway?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    def save_as(self) -> bool:
        """File > Save As."""
        current = self._controller.path
        if current is not None and is_converted(current):
            current = current.with_suffix(".sgf")  # game.gib -> game.sgf
        start = str(current or Path(self.last_dir) / "game.sgf")
        path = ask_file_path(
            self._window, translate("FileOps", "Save As"), start, SGF_FILTER, save=True
        )
        if not path:
            return False
        if not Path(path).suffix or is_converted(path):  # SGF is never written as .gib
            path = str(Path(path).with_suffix(".sgf"))
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self._controller.save_file(path)
        except OSError as exc:
            self._error(translate("FileOps", "Cannot save file"), f"{path}:\n{exc}")
            return False
        self.last_dir = str(path.resolve().parent)
        return True

    def _error(self, title: str, text: str) -> None:
        show_warning(self._window, title, text)


def show_warning(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A window-modal warning that does not block the caller (no nested event loop)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box
