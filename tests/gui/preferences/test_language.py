"""Edit > Preferences > Language (issue 14): stored, and used at the next start."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QGroupBox
from pytestqt.qtbot import QtBot

from gogui_py.gui import i18n
from tests.gui.conftest import WindowFactory
from tests.gui.preferences.test_dialog import open_preferences


def test_language_choice_is_stored_and_loaded_at_the_next_start(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--program", "")
    dialog = open_preferences(window)
    choices = [dialog.language.itemData(i) for i in range(dialog.language.count())]
    assert choices == ["", "en", "zh_CN", "ja", "ko", "de", "fr"]
    assert dialog.language.currentData() == ""  # System default
    titles = [group.title() for group in dialog.findChildren(QGroupBox)]
    assert "Language (changes at the next start)" in titles
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    assert QSettings().value(i18n.LANGUAGE_KEY) == "de"
    assert window.menuBar().actions()[0].text() == "&File"  # not before the next start
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        assert len(i18n.install(app)) == 2  # as the next start does: ours and qtbase
        assert i18n.translate("Menu", "&File") == "&Datei"
        later = make_window("--program", "")
        assert later.menuBar().actions()[0].text() == "&Datei"
        reopened = later.preferences.open()
        assert reopened.language.currentData() == "de"
    finally:
        i18n.install(app, "en")
    assert i18n.translate("Menu", "&File") == "&File"


def test_restore_defaults_goes_back_to_the_system_language(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--program", "")
    dialog = open_preferences(window)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.restore_defaults()
    assert i18n.chosen_language() == ""
    assert dialog.language.currentData() == ""
