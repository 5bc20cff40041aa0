"""File > Export…, Print…, Copy Position, Copy SGF, Paste SGF as New Game.

The window makes one :class:`ExportLink`; its actions go into the File menu before
*More*. Exports are written atomically (:mod:`gogui_py.game.atomic_file`); a pasted record
replaces the game only after the unsaved-changes question File > Open asks, and text
that is not SGF leaves the game as it was.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMimeData, QObject, QRectF
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QImage,
    QImageWriter,
    QKeySequence,
    QPainter,
)
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QMenu, QWidget

from gogui_py.game.atomic_file import write_bytes_atomic, write_text_atomic
from gogui_py.game.export.ascii import to_ascii
from gogui_py.game.export.diagram import Diagram, diagram_for
from gogui_py.game.export.latex import to_latex
from gogui_py.game.export.svg import to_svg
from gogui_py.game.sgf_io import to_sgf
from gogui_py.gui.board.snapshot import Style
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.export.dialog import ExportDialog
from gogui_py.gui.export.options import FORMATS, ExportOptions, read_options, write_options
from gogui_py.gui.export.render import diagram_image, page_rect, paint_page
from gogui_py.gui.i18n import translate
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps, show_warning
from gogui_py.sgf.errors import SgfError

COPY_PIXELS = 600
"""Size of the image Copy Position puts on the clipboard."""


class ExportLink(QObject):
    """The export, print and clipboard commands of one window."""

    def __init__(
        self,
        window: QWidget,
        menu: QMenu,
        controller: GameController,
        files: FileOps,
        board: BoardWidget | None = None,
    ) -> None:
        """Add the actions to ``menu`` (File) before its *More* submenu; exports take the
        style of ``board`` (a ruler's game is drawn as the board shows it)."""
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._files = files
        self._board = board
        self.preview: QPrintPreviewDialog | None = None
        self.actions: dict[str, QAction] = {}
        before = next((a for a in menu.actions() if a.menu() is not None), None)
        for key, text, shortcut, slot in (
            ("export", translate("Menu", "&Export…"), "Ctrl+E", self.export_dialog),
            (
                "print",
                translate("Menu", "&Print…"),
                QKeySequence.StandardKey.Print,
                self.print_preview,
            ),
            (
                "copy_position",
                translate("Menu", "Copy Posi&tion"),
                "Ctrl+Shift+C",
                self.copy_position,
            ),
            ("copy_sgf", translate("Menu", "Copy S&GF"), "Ctrl+Alt+C", self.copy_sgf),
            (
                "paste_sgf",
                translate("Menu", "Paste SG&F as New Game"),
                "Ctrl+Shift+V",
                self.paste_sgf,
            ),
        ):
            action = QAction(text, window)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _=False, s=slot: s())
            menu.insertAction(before, action) if before is not None else menu.addAction(action)
            self.actions[key] = action
        if before is not None:
            menu.insertSeparator(before)

    # --- export ----------------------------------------------------------------------------
    def diagram(self, options: ExportOptions) -> Diagram:
        """The current position as ``options`` show it."""
        game = self._controller.game
        return diagram_for(game, numbers=options.number_range, markup=options.markup)

    def export_dialog(self) -> None:
        """File > Export…: the options, then the file name; writes the file."""
        last = self._controller.game.move_number()
        dialog = ExportDialog(read_options(), last, self._window)
        dialog.finished.connect(lambda code: self._on_dialog_finished(dialog, code))
        dialog.open()

    def _on_dialog_finished(self, dialog: ExportDialog, code: int) -> None:
        dialog.deleteLater()
        if code != ExportDialog.DialogCode.Accepted:
            return
        options = dialog.options()
        write_options(options)
        _, name, suffix = next(f for f in FORMATS if f[0] == options.format)
        folder = Path(self._files.last_dir)
        start = self._controller.path.with_suffix(f".{suffix}") if self._controller.path else folder
        path = ask_file_path(
            self._window,
            translate("MainWindow", "Export Position"),
            str(start),
            f"{name} (*.{suffix})",
            save=True,
        )
        if path is not None:
            target = Path(path) if Path(path).suffix else Path(f"{path}.{suffix}")
            self.export_to(target, options)

    def export_to(self, path: Path, options: ExportOptions) -> bool:
        """Write the current position to ``path`` in ``options.format``, atomically; on
        failure a warning says why and False is returned."""
        diagram = self.diagram(options)
        try:
            if options.format == "png":
                image = diagram_image(
                    diagram, options.pixels, coordinates=options.coordinates, style=self._style()
                )
                write_bytes_atomic(path, _png_bytes(image))
            elif options.format == "svg":
                write_text_atomic(path, to_svg(diagram, coordinates=options.coordinates))
            elif options.format == "ascii":
                write_text_atomic(path, to_ascii(diagram, coordinates=options.coordinates))
            else:
                text = to_latex(diagram, coordinates=options.coordinates, title=self._title())
                write_text_atomic(path, text)
        except (OSError, ValueError) as error:
            show_warning(
                self._window, translate("MainWindow", "Cannot export"), f"{path}:\n{error}"
            )
            return False
        self._message(translate("Export", "Exported {}").format(path.name))
        return True

    # --- print -----------------------------------------------------------------------------
    def print_preview(self) -> QPrintPreviewDialog:
        """File > Print…: a preview of the page (its print button prints)."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self._title() or "Go position")
        self.preview = QPrintPreviewDialog(printer, self._window)
        self.preview.paintRequested.connect(self.print_to)
        self.preview.open()
        return self.preview

    def print_to(self, printer: QPrinter) -> None:
        """Paint the page (board with coordinates, notes, comment) on ``printer``."""
        options = replace(read_options(), numbers=False)
        painter = QPainter(printer)
        try:
            rect = page_rect(printer.pageLayout(), printer.resolution())
            paint_page(
                painter,
                QRectF(rect),
                self.diagram(options),
                coordinates=options.coordinates,
                style=self._style(),
                title=self._title(),
            )
        finally:
            painter.end()

    # --- clipboard -------------------------------------------------------------------------
    def copy_position(self) -> None:
        """File > Copy Position: the board as an image and as an ASCII diagram."""
        options = replace(read_options(), numbers=False)
        diagram = self.diagram(options)
        data = QMimeData()
        data.setText(to_ascii(diagram, coordinates=options.coordinates))
        data.setImageData(diagram_image(diagram, COPY_PIXELS, coordinates=options.coordinates))
        QGuiApplication.clipboard().setMimeData(data)
        self._message(translate("MainWindow", "Position copied"))

    def copy_sgf(self) -> None:
        """Copy the SGF text of the current game."""
        QGuiApplication.clipboard().setText(to_sgf([self._controller.game.tree]))
        self._message(translate("MainWindow", "SGF copied"))

    def paste_sgf(self) -> bool:
        """The clipboard's SGF text as a new, untitled game (after the unsaved-changes
        question); text that is not SGF gives a warning and keeps the game."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            show_warning(
                self._window,
                translate("MainWindow", "Cannot paste SGF"),
                translate("MainWindow", "The clipboard holds no text."),
            )
            return False
        if not self._files.confirm_discard():
            return False
        try:
            self._controller.open_text(text)
        except (SgfError, ValueError) as error:
            show_warning(
                self._window,
                translate("MainWindow", "Cannot paste SGF"),
                translate("Export", "The clipboard's text is not SGF:\n{}").format(error),
            )
            return False
        return True

    def _style(self) -> Style:
        return self._board.snapshot().style if self._board is not None else "go"

    def _title(self) -> str:
        """The game's name (GN), else the file's name without suffix, else ""."""
        path = self._controller.path
        return self._controller.info.game_name or (path.stem if path is not None else "")

    def _message(self, text: str) -> None:
        self._controller.message.emit(text)


def _png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG.

    Raises:
        OSError: when Qt cannot encode it.
    """
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise OSError(f"cannot encode the image as PNG: {writer.errorString()}")
    buffer.close()
    return bytes(array.data())
