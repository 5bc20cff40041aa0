"""Which "are you sure?" prompts are shown (Edit > Preferences > Confirmations).

Each prompt that may be turned off has a QSettings key here, on by default. The prompt
before unsaved changes are dropped (:meth:`FileOps.confirm_discard`) has none: it is
always shown.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from gogui_py.gui.i18n import translatable

CONFIRM_OVERWRITE_KEY = "confirm/overwrite_repaired"
"""Ask before saving over a file that was repaired when read or read in another encoding
than UTF-8 (the save rewrites it)."""
CONFIRM_STOP_MATCH_KEY = "confirm/stop_match"
"""Ask before closing the Matches window while a match runs (the match stops)."""

CONFIRMATIONS: tuple[tuple[str, str], ...] = (
    (
        CONFIRM_OVERWRITE_KEY,
        translatable("Preferences", "Ask before saving over a &repaired or re-encoded file"),
    ),
    (CONFIRM_STOP_MATCH_KEY, translatable("Preferences", "Ask before stopping a running m&atch")),
)
"""The prompts that may be turned off: (key, English label in the preferences)."""


def asks(key: str, settings: QSettings | None = None) -> bool:
    """True when the prompt of ``key`` is shown (the default)."""
    store = settings if settings is not None else QSettings()
    return str(store.value(key, "true")).lower() == "true"


def set_asks(key: str, on: bool, settings: QSettings | None = None) -> None:
    """Show (``on``) or skip the prompt of ``key``."""
    store = settings if settings is not None else QSettings()
    store.setValue(key, "true" if on else "false")
