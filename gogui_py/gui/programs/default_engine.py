"""The default engine: which program of the engine list a new window attaches.

Kept in one QSettings key (:data:`DEFAULT_ENGINE_KEY`, edited in Edit > Preferences): a
built-in is named by its ``builtin_key`` (its command changes with the installation), a
user's entry by its command line; :data:`NO_ENGINE` attaches none. Without the key, or
when the entry it names is no longer in the list, the first program is the default (GNU
Go when installed, else the bundled engine), as before the preference existed.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList

DEFAULT_ENGINE_KEY = "programs/default_engine"
"""QSettings key of the default engine's reference (:func:`entry_reference`)."""
FIRST = ""
"""Reference of "the first program of the list" (the default of the default)."""
NO_ENGINE = "none"
"""Reference of "attach no engine"."""


def entry_reference(entry: ProgramEntry) -> str:
    """What the setting stores for ``entry``: ``builtin:KEY`` or ``command:COMMAND``."""
    if entry.builtin:
        return f"builtin:{entry.builtin_key}"
    return f"command:{entry.command}"


def find_reference(programs: ProgramList, reference: str) -> ProgramEntry | None:
    """The entry of ``programs`` that ``reference`` names, None when none does."""
    for entry in programs:
        if entry_reference(entry) == reference:
            return entry
    return None


def stored_reference(settings: QSettings) -> str:
    """The reference stored in ``settings`` (:data:`FIRST` when none)."""
    return str(settings.value(DEFAULT_ENGINE_KEY, FIRST) or FIRST)


def default_engine(programs: ProgramList, settings: QSettings) -> ProgramEntry | None:
    """The engine a new window attaches: the one chosen in the preferences, the first of
    ``programs`` when none was chosen or the chosen one is gone, None for "no engine"
    (or an empty list)."""
    reference = stored_reference(settings)
    if reference == NO_ENGINE:
        return None
    chosen = find_reference(programs, reference) if reference != FIRST else None
    if chosen is not None:
        return chosen
    return programs[0] if len(programs) else None
