"""The standard file dialogs as one call each: a path or None, paths, or a folder.

Every file dialog of the window goes through here (tests monkeypatch the
``QFileDialog`` static functions these call, looked up at each call).
"""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QWidget


def ask_file_path(
    parent: QWidget | None, title: str, start: str, filters: str = "", *, save: bool
) -> str | None:
    """The path chosen in the standard Save (``save``) or Open file dialog; None when
    cancelled.

    Args:
        title: the dialog's (translated) title.
        start: the suggested file name, or the folder to start in ("": the current one).
        filters: Qt name filters (``"GTP files (*.gtp);;All files (*)"``), translated;
            "" for every file.
    """
    ask = QFileDialog.getSaveFileName if save else QFileDialog.getOpenFileName
    path, _ = ask(parent, title, start, filters)
    return path or None


def ask_file_paths(parent: QWidget | None, title: str, start: str, filters: str = "") -> list[str]:
    """The existing files chosen in the standard Open dialog (several may be selected);
    ``[]`` when cancelled. Arguments as :func:`ask_file_path`."""
    paths, _ = QFileDialog.getOpenFileNames(parent, title, start, filters)
    return list(paths)


def ask_folder(parent: QWidget | None, title: str, start: str) -> str | None:
    """The folder chosen in the standard folder dialog, starting in ``start``; None when
    cancelled."""
    return QFileDialog.getExistingDirectory(parent, title, start) or None
