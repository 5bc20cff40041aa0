"""Languages (issue 14): every visible string of the main window is translatable (also the
status line after common actions, the New Game, Game Info and GTP shell widgets and the
dialogs of issue 15's features), the German translation shows, the .ts files are complete
for the main window."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtCore import QTranslator as _QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gogui_py.game.bookmarks import Bookmark
from gogui_py.game.clock import TimeSettings
from gogui_py.game.info import GameInfo
from gogui_py.go import BoardSize, Color
from gogui_py.gui import i18n
from gogui_py.gui.bookmarks.editor import BookmarkEditor
from gogui_py.gui.clock.time_left import TimeLeftDialog
from gogui_py.gui.dialogs.game_info import GameInfoDialog
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from gogui_py.gui.help import HelpLink
from gogui_py.gui.importing.text_dialog import TextImportDialog
from gogui_py.gui.navigation import NavigationCommands
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click

OPEN, CLOSE = "⟦", "⟧"
DATA = re.compile(
    r"^$|^[●○]$|^[\d\s.:,+\-\u2212%/()]*$|^[A-HJ-Z]\d{1,2}$"
    r"|^\d+x\d+$|gnugo|GNU Go|Monte-Carlo|mc_engine|\.sgf$"
)
"""Texts that come from data: numbers, vertices, clock readings, board sizes, program names,
files."""
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


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of ``root``'s title and of its visible labels, buttons, group boxes,
    placeholders and tool tips."""
    yield "title", root.windowTitle()
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        name = f"{type(widget).__name__} {widget.objectName()}"
        if isinstance(widget, QLabel | QAbstractButton) and widget.text():
            yield name, widget.text()
        if isinstance(widget, QGroupBox) and widget.title():
            yield f"{name} title", widget.title()
        if isinstance(widget, QLineEdit) and widget.placeholderText():
            yield f"{name} placeholder", widget.placeholderText()
        if widget.toolTip():
            yield f"{name} tooltip", widget.toolTip()


def unmarked(texts: Iterator[tuple[str, str]]) -> list[str]:
    """The texts shown untranslated, sorted."""
    return sorted({f"{where}: {text!r}" for where, text in texts if not _marked(text)})


def test_the_check_finds_a_literal_text(marking: None, qtbot: QtBot) -> None:
    label = QLabel("Literal")
    qtbot.addWidget(label)
    label.setWindowTitle(i18n.translate("Test", "Title"))
    assert unmarked(widget_texts(label)) == ["QLabel : 'Literal'"]


def test_status_line_after_common_actions_is_translatable(
    marking: None, make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    """Open a file, play a move, an illegal move, pass, undo: the status line and the
    window's labels after each."""
    path = tmp_path / "game.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9];B[cc];W[gg])", encoding="utf-8")
    window = make_window("--program", "", "--size", "9")
    window.show()
    status = window.statusBar()
    assert window.files.open_path(str(path))
    assert status.currentMessage() == f"{OPEN}Opened {{}}{CLOSE}".replace("{}", "game.sgf")
    steps = {
        "play": lambda: click(qtbot, window, "E5"),
        "illegal": lambda: click(qtbot, window, "E5"),
        "pass": window.window_actions.pass_move.trigger,
        "undo": window.edit_actions.undo.trigger,
    }
    shown: list[tuple[str, str]] = []
    for step, action in steps.items():
        status.clearMessage()
        action()
        shown += [(f"{step} {where}", text) for where, text in visible_texts(window)]
    assert ("illegal status", f"{OPEN}Point {{}} is occupied{CLOSE}".replace("{}", "E5")) in shown
    assert unmarked(iter(shown)) == []


def test_new_game_and_game_info_dialogs_are_translatable(marking: None, qtbot: QtBot) -> None:
    new_game = NewGameDialog(NewGameSettings(BoardSize(19, 19), 7.5, frozenset()))
    qtbot.addWidget(new_game)
    texts = list(widget_texts(new_game))
    assert len(texts) > 5
    assert unmarked(iter(texts)) == []
    info = GameInfoDialog(GameInfo())
    qtbot.addWidget(info)
    texts = list(widget_texts(info))
    shown = {text for _where, text in texts}
    assert {f"{OPEN}Black:{CLOSE}", f"{OPEN}PB: name of the black player{CLOSE}"} <= shown
    assert len(texts) > 30
    assert unmarked(iter(texts)) == []


def test_gtp_shell_buttons_are_translatable(
    marking: None, make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window("--program", "")
    shell = window.shell
    window.shell_dock.show()
    texts = list(widget_texts(shell))
    assert any(text == f"{OPEN}Clear{CLOSE}" for _where, text in texts)
    assert unmarked(iter(texts)) == []


def test_dialogs_of_the_new_features_are_translatable(
    marking: None, make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    """Go to Variation, Set Time Left, the bookmarks editor, the text import dialog and
    the manual window: they open without blocking."""
    window = make_window("--program", "", "--size", "9")
    window.show()
    navigation = window.features.installed["navigation"]
    assert isinstance(navigation, NavigationCommands)
    navigation.go_to_variation.trigger()
    variation = navigation.variation_dialog
    assert variation is not None
    dialogs: list[QWidget] = [variation]
    settings = TimeSettings.byo_yomi(600, 5, 30)
    time_left = TimeLeftDialog(
        settings, {Color.BLACK: (300.0, None), Color.WHITE: (20.0, 3)}, window
    )
    editor = BookmarkEditor([Bookmark("joseki", tmp_path / "a.sgf", 5, "")], window)
    importing = TextImportDialog(window, ". X O\n")
    help_link = window.features.installed["help"]
    assert isinstance(help_link, HelpLink)
    manual = help_link.show_manual()
    dialogs += [time_left, editor, importing]
    shown = [text for dialog in dialogs for text in widget_texts(dialog)]
    assert ("title", f"{OPEN}Set Time Left{CLOSE}") in shown
    assert unmarked(iter([*shown, ("manual title", manual.windowTitle())])) == []
    for dialog in (*dialogs, manual):
        dialog.close()


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
