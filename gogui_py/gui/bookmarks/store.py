"""Bookmarks in the settings (QSettings array ``bookmarks``: name, file, move, variation),
as GoGui keeps them in its preferences."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings

from gogui_py.game.bookmarks import Bookmark

GROUP = "bookmarks"


def load_bookmarks(store: QSettings) -> list[Bookmark]:
    """The bookmarks saved in ``store``, in menu order; entries without a file or with a
    bad move number are left out."""
    bookmarks: list[Bookmark] = []
    count = store.beginReadArray(GROUP)
    try:
        for index in range(count):
            store.setArrayIndex(index)
            path = str(store.value("file", "") or "")
            try:
                move = int(str(store.value("move", "0")))
            except ValueError:
                continue
            if not path or move < 0:
                continue
            name = str(store.value("name", "") or "") or Path(path).name
            variation = str(store.value("variation", "") or "")
            bookmarks.append(Bookmark(name, Path(path), move, variation))
    finally:
        store.endArray()
    return bookmarks


def save_bookmarks(store: QSettings, bookmarks: Sequence[Bookmark]) -> None:
    """Replace the bookmarks saved in ``store`` by ``bookmarks``."""
    store.remove(GROUP)
    store.beginWriteArray(GROUP, len(bookmarks))
    for index, bookmark in enumerate(bookmarks):
        store.setArrayIndex(index)
        store.setValue("name", bookmark.name)
        store.setValue("file", str(bookmark.path))
        store.setValue("move", bookmark.move)
        store.setValue("variation", bookmark.variation)
    store.endArray()
    store.sync()
