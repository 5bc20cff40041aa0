"""Languages (issue 14): every visible string of the main window is translatable, the
German translation shows, the .ts files are complete for the main window."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtCore import QTranslator as _QTranslator
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QToolBar,
)
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize
from gogui_py.gui import i18n
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from tests.gui.conftest import WindowFactory

OPEN, CLOSE = "⟦", "⟧"
DATA = re.compile(
    r"^$|^[●○]$|^[\d\s.:,+\-\u2212%/()]*$|^[A-HJ-Z]\d{1,2}$"
    r"|gnugo|GNU Go|Monte-Carlo|mc_engine|\.sgf$"
)
"""Texts that come from data: numbers, vertices, clock readings, program names, files."""
MAIN_CONTEXTS = ("Menu", "Toolbar", "Dock", "MainWindow")
"""The contexts of the main window's menus, tool bar, docks and status line."""


class MarkingTranslator(_QTranslator):
    """Every source text, marked: a text shown without the marks was not translated."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marking() -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    translator = MarkingTranslator()
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


def _menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    menu.aboutToShow.emit()  # menus filled on show
    for action in menu.actions():
        if action.isSeparator():
            continue
        yield f"{where} > {action.text()}", action.text()
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from _menu_texts(sub, f"{where} > {action.text()}")


def visible_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    """(where, text) of the menus, tool bars, docks, labels and status line of ``window``."""
    for action in window.menuBar().actions():
        yield action.text(), action.text()
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from _menu_texts(sub, action.text())
    for bar in window.findChildren(QToolBar):
        yield f"toolbar {bar.objectName()}", bar.windowTitle()
        for action in bar.actions():
            if not action.isSeparator():
                yield f"toolbar {action.text()}", action.text()
                yield f"tooltip {action.text()}", action.toolTip()
    for dock in window.findChildren(QDockWidget):
        yield f"dock {dock.objectName()}", dock.windowTitle()
    for label in window.findChildren(QLabel):
        if label.isVisibleTo(window) and label.text():
            yield f"label {label.objectName()}", label.text()
    yield "status", window.statusBar().currentMessage()


def _marked(text: str) -> bool:
    plain = text.replace("&", "")
    return OPEN in text or bool(DATA.search(plain)) or plain.startswith("<")


def test_every_visible_text_of_the_main_window_is_translatable(
    marking: None, make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window("--program", "")
    window.show()
    window.export.copy_position()  # a status-line message
    texts = list(visible_texts(window))
    assert ("status", f"{OPEN}Position copied{CLOSE}") in texts
    assert len(texts) > 100
    unmarked = sorted({f"{where}: {text!r}" for where, text in texts if not _marked(text)})
    assert unmarked == []


@pytest.fixture
def german() -> Iterator[None]:
    app = QCoreApplication.instance()
    assert isinstance(app, QCoreApplication)
    assert i18n.install(app, "de")
    yield
    i18n.install(app, "en")


def test_german_menus_and_new_game_dialog(
    german: None, make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window("--program", "")
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[:4] == ["&Datei", "&Bearbeiten", "&Ansicht", "&Gehe"]
    assert window.window_actions.pass_move.text() == "&Passen"
    dialog = NewGameDialog(NewGameSettings(BoardSize(19, 19), 7.5, frozenset()))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Neues Spiel"
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Brettgröße:", "Komi:", "Vorgabe:"} <= labels
    # Qt's own translation: the standard buttons
    buttons = dialog.findChild(QDialogButtonBox)
    assert isinstance(buttons, QDialogButtonBox)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Abbrechen"


def test_chosen_language_comes_from_the_settings(qtbot: QtBot) -> None:
    """The preference (Edit > Preferences > Language; tests/gui/preferences/
    test_language.py) and the system's locale when none or an unknown one is stored."""
    store = QSettings()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        store.setValue(i18n.LANGUAGE_KEY, "fr")
        assert i18n.chosen_language() == "fr"
        assert i18n.install(app)
        assert i18n.translate("Menu", "&File") == "&Fichier"
        store.setValue(i18n.LANGUAGE_KEY, "klingon")
        assert i18n.chosen_language() == ""
    finally:
        store.remove(i18n.LANGUAGE_KEY)
        i18n.install(app, "en")
    assert i18n.translate("Menu", "&File") == "&File"


def test_system_locale_picks_the_translation(qtbot: QtBot) -> None:
    assert i18n.locale_for("").name() == QLocale.system().name()
    assert i18n.locale_for("zh_CN").name() == "zh_CN"


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_ts_files_translate_the_main_window(code: str) -> None:
    root = ET.parse(i18n.I18N_DIR / f"gogui_py_{code}.ts").getroot()
    unfinished = [
        f"{context.findtext('name')}: {message.findtext('source')}"
        for context in root.iter("context")
        if context.findtext("name", "") in MAIN_CONTEXTS
        for message in context.iter("message")
        for translation in message.iter("translation")
        if translation.get("type") in ("unfinished", "obsolete") or not translation.text
    ]
    assert unfinished == []
    assert (i18n.I18N_DIR / f"gogui_py_{code}.qm").is_file()
