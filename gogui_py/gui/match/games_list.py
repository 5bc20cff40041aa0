"""The finished games of a match: id, players, result, length; a double click or
Open opens the record in the main window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.i18n import translatable, translate
from gogui_py.match.game import GameOutcome

COLUMNS = (
    translatable("Match", "Game"),
    translatable("Match", "Black"),
    translatable("Match", "White"),
    translatable("Match", "Result"),
    translatable("Match", "Moves"),
)
"""Column titles (English; shown translated, context ``Match``)."""


class GamesList(QWidget):
    """The list (module docstring).

    Signals:
        open_requested(str): the game id to open.
    """

    open_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([translate("Match", c) for c in COLUMNS])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.itemDoubleClicked.connect(lambda item, _col: self._open(item))
        self.tree.currentItemChanged.connect(lambda *_: self._update())
        self.open_button = QPushButton(translate("Match", "&Open in Board"))
        self.open_button.clicked.connect(lambda: self._open(self.tree.currentItem()))
        self.count = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.count)
        buttons.addStretch()
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)
        layout.addLayout(buttons)
        self._shown = 0
        self._update()

    def clear(self) -> None:
        self.tree.clear()
        self._shown = 0
        self._update()

    def show_games(self, games: Sequence[GameOutcome]) -> None:
        """Show ``games`` (the list only grows: the new ones are appended)."""
        if len(games) < self._shown:
            self.clear()
        items = [
            QTreeWidgetItem([o.game_id, o.black, o.white, o.result, str(o.moves)])
            for o in games[self._shown :]
        ]
        self.tree.addTopLevelItems(items)
        self._shown = len(games)
        self._update()

    def select(self, game_id: str) -> None:
        """Make ``game_id`` the current game of the list."""
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.text(0) == game_id:
                self.tree.setCurrentItem(item)
                return

    def _open(self, item: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.open_requested.emit(item.text(0))

    def _update(self) -> None:
        self.open_button.setEnabled(self.tree.currentItem() is not None)
        self.count.setText(f"{self._shown} finished")
