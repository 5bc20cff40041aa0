"""Persistent user settings (QSettings): board view options and the last folder."""

from __future__ import annotations

from dataclasses import replace
from typing import Literal, cast

from PySide6.QtCore import QSettings

from gogui_py.gui.board.view_model import ViewSettings

VARIATION_MODES = ("none", "ghosts", "letters")
NUMBER_MODES = ("none", "last", "all")


class Settings:
    """Reads and writes the settings; ``view`` is the current :class:`ViewSettings`."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings()
        self.view = self._read_view()

    def _read_view(self) -> ViewSettings:
        store = self._store
        variations = str(store.value("view/variations", "ghosts"))
        numbers = str(store.value("view/move_numbers", "none"))
        coordinates = str(store.value("view/coordinates", "true")).lower() == "true"
        return ViewSettings(
            variations=cast(
                Literal["none", "ghosts", "letters"],
                variations if variations in VARIATION_MODES else "ghosts",
            ),
            move_numbers=cast(
                Literal["none", "last", "all"], numbers if numbers in NUMBER_MODES else "none"
            ),
            coordinates=coordinates,
        )

    def update_view(self, **changes: object) -> ViewSettings:
        """Change view settings (fields of ViewSettings) and store them."""
        self.view = replace(self.view, **changes)  # type: ignore[arg-type]
        self._store.setValue("view/variations", self.view.variations)
        self._store.setValue("view/move_numbers", self.view.move_numbers)
        self._store.setValue("view/coordinates", "true" if self.view.coordinates else "false")
        return self.view

    @property
    def last_dir(self) -> str:
        """Folder of the last opened or saved file ('' when none)."""
        return str(self._store.value("files/last_dir", ""))

    @last_dir.setter
    def last_dir(self, value: str) -> None:
        self._store.setValue("files/last_dir", value)
