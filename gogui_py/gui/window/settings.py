"""Persistent user settings (QSettings): board view options and the last folder.

The View menu and Edit > Preferences edit the same :class:`Settings`: each change goes
through :meth:`Settings.update_view`, which stores it and emits ``view_changed``, so
both show it."""

from __future__ import annotations

from dataclasses import replace
from typing import Literal, cast

from PySide6.QtCore import QObject, QSettings, Signal

from gogui_py.gui.board.snapshot import LOOKS
from gogui_py.gui.board.view_model import ViewSettings

VARIATION_MODES = ("none", "ghosts", "letters")
NUMBER_MODES = ("none", "last", "all")


class Settings(QObject):
    """Reads and writes the settings; ``view`` is the current :class:`ViewSettings`.

    Signals:
        view_changed(ViewSettings): the view settings changed (the new ones).
    """

    view_changed = Signal(object)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings()
        self.view = self._read_view()

    @property
    def store(self) -> QSettings:
        """The QSettings read and written (other preferences keep their keys there)."""
        return self._store

    def _read_view(self) -> ViewSettings:
        store = self._store
        variations = str(store.value("view/variations", "ghosts"))
        numbers = str(store.value("view/move_numbers", "none"))
        coordinates = str(store.value("view/coordinates", "true")).lower() == "true"
        look = str(store.value("view/look", "wood"))
        last_move = str(store.value("view/last_move", "true")).lower() == "true"
        return ViewSettings(
            variations=cast(
                Literal["none", "ghosts", "letters"],
                variations if variations in VARIATION_MODES else "ghosts",
            ),
            move_numbers=cast(
                Literal["none", "last", "all"], numbers if numbers in NUMBER_MODES else "none"
            ),
            coordinates=coordinates,
            look=look if look in LOOKS else "wood",
            last_move=last_move,
        )

    def update_view(self, **changes: object) -> ViewSettings:
        """Change view settings (fields of ViewSettings), store them and emit
        ``view_changed`` (not when nothing changed)."""
        view = replace(self.view, **changes)  # type: ignore[arg-type]
        if view == self.view:
            return view
        self.view = view
        self._store.setValue("view/variations", view.variations)
        self._store.setValue("view/move_numbers", view.move_numbers)
        self._store.setValue("view/coordinates", "true" if view.coordinates else "false")
        self._store.setValue("view/look", view.look)
        self._store.setValue("view/last_move", "true" if view.last_move else "false")
        self.view_changed.emit(view)
        return view

    @property
    def last_dir(self) -> str:
        """Folder of the last opened or saved file ('' when none)."""
        return str(self._store.value("files/last_dir", ""))

    @last_dir.setter
    def last_dir(self, value: str) -> None:
        self._store.setValue("files/last_dir", value)
