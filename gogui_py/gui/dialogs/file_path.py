"""The standard file dialogs as one call: a path or None."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QWidget


def ask_file_path(
    parent: QWidget | None, title: str, start: str, filters: str, *, save: bool
) -> str | None:
    """The path chosen in the standard Save (``save``) or Open file dialog; None when
    cancelled.

    Args:
        title: the dialog's (translated) title.
        start: the suggested file name, or the folder to start in.
        filters: Qt name filters (``"GTP files (*.gtp);;All files (*)"``), translated.
    """
    ask = QFileDialog.getSaveFileName if save else QFileDialog.getOpenFileName
    path, _ = ask(parent, title, start, filters)
    return path or None
