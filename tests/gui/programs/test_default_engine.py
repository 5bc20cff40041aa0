"""The default engine (Edit > Preferences): which program a new window attaches."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from gogui_py.gui.programs.catalog import SETTINGS_KEYS, ProgramEntry, ProgramList
from gogui_py.gui.programs.default_engine import (
    DEFAULT_ENGINE_KEY,
    NO_ENGINE,
    default_engine,
    entry_reference,
)
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, wait_engine

FAKE = ProgramEntry("Random Fake", fake_engine("random_engine.py", "--seed", "3"))


@pytest.fixture
def store() -> Iterator[QSettings]:
    """The session's settings, with the program list and the default put back after."""
    settings = QSettings()
    saved = settings.value(SETTINGS_KEYS["engine"])
    yield settings
    settings.remove(DEFAULT_ENGINE_KEY)
    if saved is None:
        settings.remove(SETTINGS_KEYS["engine"])
    else:
        settings.setValue(SETTINGS_KEYS["engine"], saved)


def test_the_choice_the_first_or_none(store: QSettings) -> None:
    programs = ProgramList("engine", [ProgramEntry("One", "one"), FAKE])
    store.remove(DEFAULT_ENGINE_KEY)
    assert default_engine(programs, store) == programs[0]  # nothing chosen: the first
    store.setValue(DEFAULT_ENGINE_KEY, entry_reference(FAKE))
    assert default_engine(programs, store) == FAKE
    assert default_engine(ProgramList("engine", [programs[0]]), store) == programs[0]  # gone
    store.setValue(DEFAULT_ENGINE_KEY, NO_ENGINE)
    assert default_engine(programs, store) is None
    builtin = ProgramEntry("GNU Go", "/usr/games/gnugo --mode gtp", builtin_key="gnugo")
    assert entry_reference(builtin) == "builtin:gnugo"  # its command moves with the install


def test_a_new_window_attaches_the_chosen_engine(
    qtbot: object, make_window: WindowFactory, store: QSettings
) -> None:
    programs = ProgramList.load(store, "engine")
    programs.add(FAKE)
    programs.save(store)
    store.setValue(DEFAULT_ENGINE_KEY, entry_reference(FAKE))
    window = make_window("--size", "9")  # no --program: the default engine
    wait_engine(qtbot, window)
    engines = window.session.programs.engines()
    assert [program.entry.label for program in engines if program.entry] == ["Random Fake"]


def test_no_engine_attaches_none(make_window: WindowFactory, store: QSettings) -> None:
    store.setValue(DEFAULT_ENGINE_KEY, NO_ENGINE)
    window = make_window("--size", "9")
    assert window.session.programs.engines() == [] and window.session.engine is None
