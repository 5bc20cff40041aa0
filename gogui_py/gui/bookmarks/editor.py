"""Go > Bookmarks > Edit Bookmarks…: rename and delete bookmarks (GoGui's list)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.bookmarks import Bookmark
from gogui_py.gui.i18n import translate

_BOOKMARK_ROLE = Qt.ItemDataRole.UserRole


class BookmarkEditor(QDialog):
    """The bookmarks as an editable list (double-click or Rename to edit a name; Delete
    removes one). :meth:`bookmarks` is what OK keeps."""

    def __init__(self, bookmarks: Sequence[Bookmark], parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("edit-bookmarks")
        self.setWindowTitle(translate("Bookmarks", "Edit Bookmarks"))
        self._bookmarks = list(bookmarks)
        self.list = QListWidget()
        for index, bookmark in enumerate(self._bookmarks):
            item = QListWidgetItem(bookmark.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setData(_BOOKMARK_ROLE, index)
            item.setToolTip(describe(bookmark))
            self.list.addItem(item)
        if self._bookmarks:
            self.list.setCurrentRow(0)
        rename = QPushButton(translate("Bookmarks", "&Rename"))
        rename.clicked.connect(self.rename_current)
        delete = QPushButton(translate("Bookmarks", "&Delete"))
        delete.clicked.connect(self.delete_current)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        side = QVBoxLayout()
        side.addWidget(rename)
        side.addWidget(delete)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(460, 300)

    def rename_current(self) -> None:
        """Edit the selected bookmark's name in place."""
        item = self.list.currentItem()
        if item is not None:
            self.list.editItem(item)

    def delete_current(self) -> None:
        """Remove the selected bookmark from the list."""
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)

    def bookmarks(self) -> list[Bookmark]:
        """The bookmarks left, with the names as edited (blank names keep the old one)."""
        kept: list[Bookmark] = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            bookmark = self._bookmarks[int(item.data(_BOOKMARK_ROLE))]
            name = item.text().strip() or bookmark.name
            kept.append(dataclasses.replace(bookmark, name=name))
        return kept


def describe(bookmark: Bookmark) -> str:
    """``/path/game.sgf, move 23, variation 2.1`` (the tooltip of a bookmark)."""
    text = translate("Bookmarks", "{}, move {}").format(bookmark.path, bookmark.move)
    if bookmark.variation:
        text += translate("Bookmarks", ", variation {}").format(bookmark.variation)
    return text
