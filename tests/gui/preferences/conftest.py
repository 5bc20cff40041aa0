"""The preferences tests change the session's shared settings: each test gets them back
at their defaults."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from gogui_py.gui.i18n import LANGUAGE_KEY
from gogui_py.gui.preferences.sounds import SOUNDS_KEY
from gogui_py.gui.programs.catalog import SETTINGS_KEYS
from gogui_py.gui.programs.default_engine import DEFAULT_ENGINE_KEY
from gogui_py.gui.record.confirmations import CONFIRMATIONS

KEYS = (
    "view/look",
    "view/last_move",
    "view/coordinates",
    "view/variations",
    "view/move_numbers",
    DEFAULT_ENGINE_KEY,
    SOUNDS_KEY,
    LANGUAGE_KEY,
    SETTINGS_KEYS["engine"],
    *(key for key, _ in CONFIRMATIONS),
)


@pytest.fixture(autouse=True)
def default_preferences() -> Iterator[None]:
    """The preferences at their defaults before and after each test."""
    store = QSettings()
    saved_programs = store.value(SETTINGS_KEYS["engine"])
    for key in KEYS:
        store.remove(key)
    yield
    for key in KEYS:
        store.remove(key)
    if saved_programs is not None:
        store.setValue(SETTINGS_KEYS["engine"], saved_programs)
