"""Edit > Preferences: every option changes what the board shows, the View menu and the
dialog show each other's changes, the choices persist, Restore Defaults restores them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMenu, QMessageBox, QWidget

from gogui_py.go import Point
from gogui_py.gui.board.textures import HIGH_CONTRAST_COLOR, PLAIN_COLOR
from gogui_py.gui.board.view_model import ViewSettings
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.preferences.dialog import PreferencesDialog
from gogui_py.gui.programs.default_engine import DEFAULT_ENGINE_KEY, NO_ENGINE
from gogui_py.gui.record.confirmations import CONFIRM_OVERWRITE_KEY, CONFIRMATIONS, asks
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click


def open_preferences(window: MainWindow) -> PreferencesDialog:
    """Edit > Preferences… as the user reaches it (the Edit menu's Ctrl+, item)."""
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    assert isinstance(edit, QMenu)
    item = next(a for a in edit.actions() if a.text() == "Pre&ferences…")
    assert item.shortcut() == QKeySequence("Ctrl+,")
    item.trigger()
    dialog = window.preferences.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def view_item(window: MainWindow, text: str) -> QAction:
    return next(a for a in window.view_menu.actions() if a.text().replace("&", "") == text)


def board_image(window: MainWindow) -> QImage:
    return window.board.grab().toImage()


def between_lines(window: MainWindow, image: QImage) -> QColor:
    """The colour inside the grid square right-below D6 (no line, no star point)."""
    point = Point(3, 3)
    geometry = window.board.geometry_now()
    x, y = geometry.center(point)
    dpr = image.devicePixelRatio()
    half = geometry.cell / 2
    return image.pixelColor(round((x + half) * dpr), round((y + half) * dpr))


def label_pixels(window: MainWindow, image: QImage) -> int:
    """Dark pixels between the board's top edge and its top line (where the column
    letters are)."""
    geometry = window.board.geometry_now()
    bx, by, bw, _bh = geometry.board_rect()
    _left, top = geometry.origin
    dark = 0
    for y in range(round(by) + 3, round(top - geometry.cell * 0.2)):
        for x in range(round(bx) + 3, round(bx + bw) - 3):
            if image.pixelColor(x, y).lightness() < 110:
                dark += 1
    return dark


@pytest.fixture
def window(qtbot: object, make_window: WindowFactory) -> MainWindow:
    made = make_window("--program", "", "--size", "9")
    made.resize(900, 700)
    made.show()
    qtbot.waitExposed(made)  # type: ignore[attr-defined]
    return made


def test_look_plain_and_high_contrast_paint_the_board_in_their_colour(
    window: MainWindow,
) -> None:
    dialog = open_preferences(window)
    assert dialog.look.currentData() == "wood"
    wood = between_lines(window, board_image(window))
    assert wood not in (PLAIN_COLOR, HIGH_CONTRAST_COLOR)
    dialog.look.setCurrentIndex(dialog.look.findData("plain"))
    assert window.settings.view.look == "plain"
    assert between_lines(window, board_image(window)) == PLAIN_COLOR
    dialog.look.setCurrentIndex(dialog.look.findData("contrast"))
    image = board_image(window)
    assert between_lines(window, image) == HIGH_CONTRAST_COLOR
    geometry = window.board.geometry_now()  # the lines are black on the yellow board
    x, y = geometry.center(Point(3, 3))
    assert image.pixelColor(round(x + geometry.cell / 2), round(y)) == QColor(0, 0, 0)


def test_coordinates_off_draws_no_labels_and_unticks_the_view_menu(window: MainWindow) -> None:
    dialog = open_preferences(window)
    dialog.look.setCurrentIndex(dialog.look.findData("plain"))  # even colour round labels
    assert dialog.coordinates.isChecked() and label_pixels(window, board_image(window)) > 20
    dialog.coordinates.setChecked(False)
    assert not window.board.geometry_now().coordinates
    assert label_pixels(window, board_image(window)) == 0
    assert not view_item(window, "Coordinates").isChecked()
    view_item(window, "Coordinates").trigger()  # and back from the View menu
    assert dialog.coordinates.isChecked() and window.board.geometry_now().coordinates


def test_last_move_mark_is_drawn_only_when_chosen(qtbot: object, window: MainWindow) -> None:
    click(qtbot, window, "E5")
    point = Point(4, 4)
    geometry = window.board.geometry_now()
    x, y = (round(c) for c in geometry.center(point))
    assert window.board.snapshot().last_move == point
    assert board_image(window).pixelColor(x, y).lightness() > 150  # the dot on black
    dialog = open_preferences(window)
    dialog.last_move.setChecked(False)
    assert window.board.snapshot().last_move is None
    assert board_image(window).pixelColor(x, y).lightness() < 80  # the black stone only


def test_move_numbers_and_the_view_menu_follow_each_other(
    qtbot: object, window: MainWindow
) -> None:
    click(qtbot, window, "E5")
    dialog = open_preferences(window)
    assert window.board.snapshot().numbers == ()
    dialog.move_numbers.setCurrentIndex(dialog.move_numbers.findData("all"))
    assert window.board.snapshot().numbers == ((Point(4, 4), 1),)
    assert view_item(window, "All Moves").isChecked()
    view_item(window, "No Move Numbers").trigger()
    assert dialog.move_numbers.currentData() == "none"
    assert window.board.snapshot().numbers == ()


def test_variation_display(tmp_path: Path, window: MainWindow) -> None:
    path = tmp_path / "variations.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9](;B[cc])(;B[gg]))", encoding="utf-8")
    assert window.files.open_path(path, ask=False)
    dialog = open_preferences(window)
    assert len(window.board.snapshot().ghosts) == 2  # the default: ghost stones
    dialog.variations.setCurrentIndex(dialog.variations.findData("letters"))
    snapshot = window.board.snapshot()
    assert snapshot.ghosts == () and dict(snapshot.labels) == {
        Point(2, 2): "a",
        Point(6, 6): "b",
    }
    assert view_item(window, "Variations as Letters").isChecked()
    view_item(window, "No Variations").trigger()
    assert dialog.variations.currentData() == "none"
    assert window.board.snapshot().ghosts == () and window.board.snapshot().labels == ()


def test_choices_persist_in_a_new_window(make_window: WindowFactory, window: MainWindow) -> None:
    dialog = open_preferences(window)
    dialog.look.setCurrentIndex(dialog.look.findData("contrast"))
    dialog.coordinates.setChecked(False)
    dialog.last_move.setChecked(False)
    dialog.move_numbers.setCurrentIndex(dialog.move_numbers.findData("last"))
    dialog.variations.setCurrentIndex(dialog.variations.findData("letters"))
    dialog.confirmations[CONFIRM_OVERWRITE_KEY].setChecked(False)
    dialog.engine.setCurrentIndex(dialog.engine.findData(NO_ENGINE))
    second = make_window("--program", "", "--size", "9")
    assert second.settings.view == ViewSettings(
        variations="letters",
        move_numbers="last",
        coordinates=False,
        look="contrast",
        last_move=False,
    )
    assert second.board.snapshot().look == "contrast"
    assert view_item(second, "Variations as Letters").isChecked()
    again = open_preferences(second)
    assert again.look.currentData() == "contrast" and not again.coordinates.isChecked()
    assert not again.confirmations[CONFIRM_OVERWRITE_KEY].isChecked()
    assert again.engine.currentData() == NO_ENGINE


def test_restore_defaults_asks_then_restores_every_default(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_preferences(window)
    dialog.look.setCurrentIndex(dialog.look.findData("plain"))
    dialog.coordinates.setChecked(False)
    dialog.last_move.setChecked(False)
    dialog.move_numbers.setCurrentIndex(dialog.move_numbers.findData("all"))
    dialog.variations.setCurrentIndex(dialog.variations.findData("none"))
    for box in dialog.confirmations.values():
        box.setChecked(False)
    dialog.engine.setCurrentIndex(dialog.engine.findData(NO_ENGINE))
    changed = window.settings.view
    asked: list[str] = []

    def answer(choice: QMessageBox.StandardButton) -> None:
        def question(_parent: QWidget, title: str, *_args: object) -> QMessageBox.StandardButton:
            asked.append(title)
            return choice

        monkeypatch.setattr(QMessageBox, "question", question)

    answer(QMessageBox.StandardButton.Cancel)
    dialog.reset_button.click()
    assert asked == ["Restore Defaults"] and window.settings.view == changed
    answer(QMessageBox.StandardButton.RestoreDefaults)
    dialog.reset_button.click()
    assert window.settings.view == ViewSettings()
    assert all(asks(key) for key, _ in CONFIRMATIONS)
    assert QSettings().value(DEFAULT_ENGINE_KEY) is None
    assert dialog.look.currentData() == "wood" and dialog.coordinates.isChecked()
    assert dialog.last_move.isChecked() and dialog.engine.currentIndex() == 0
    assert all(box.isChecked() for box in dialog.confirmations.values())
    assert view_item(window, "Coordinates").isChecked()
    assert view_item(window, "Variations as Ghost Stones").isChecked()
    assert view_item(window, "No Move Numbers").isChecked()
    assert window.board.snapshot().look == "wood"


def test_overwrite_prompt_follows_its_confirmation(
    tmp_path: Path, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def question(_parent: QWidget, title: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    controller = window.controller
    controller.path = tmp_path / "repaired.sgf"
    controller.confirm_overwrite = True  # as after reading a repaired file
    assert not window.files.save() and asked == ["Overwrite file?"]
    dialog = open_preferences(window)
    dialog.confirmations[CONFIRM_OVERWRITE_KEY].setChecked(False)
    assert window.files.save() and asked == ["Overwrite file?"]
    assert controller.path.exists()
    unsaved = next(box for box in dialog.findChildren(QCheckBox) if "unsaved" in box.text().lower())
    assert unsaved.isChecked() and not unsaved.isEnabled()  # always asked


def test_keyboard_use_mnemonics_and_tab_order(window: MainWindow) -> None:
    dialog = open_preferences(window)
    for label in dialog.findChildren(QLabel):
        if label.text():
            assert "&" in label.text() and label.buddy() is not None, label.text()
    boxes = [b for b in dialog.findChildren(QCheckBox) if b.isEnabled()]
    letters = [b.text()[b.text().index("&") + 1].lower() for b in boxes]
    labels = [lab.text() for lab in dialog.findChildren(QLabel) if lab.text()]
    letters += [t[t.index("&") + 1].lower() for t in labels]
    letters.append("d")  # Restore &Defaults…
    assert len(letters) == len(set(letters)), letters
    inputs: list[QWidget] = [
        dialog.look,
        dialog.coordinates,
        dialog.last_move,
        dialog.move_numbers,
        dialog.variations,
        dialog.engine,
        *dialog.confirmations.values(),
        dialog.reset_button,
    ]
    chain: list[QWidget] = []
    widget: QWidget = dialog.look
    for _ in range(40):
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isEnabled():
            chain.append(widget)
        following = widget.nextInFocusChain()
        assert following is not None
        widget = following
    order = [chain.index(w) for w in inputs]
    assert order == sorted(order), "Tab visits the options top to bottom"
    assert all(isinstance(w, (QComboBox, QCheckBox)) for w in inputs[:-1])


def test_combo_box_choices_show_no_mnemonic_marks(make_window: WindowFactory) -> None:
    """Choices shared with menu items ("No Move N&umbers") lose their ``&``: a combo box
    shows it as it is."""
    window = make_window("--program", "")
    dialog = open_preferences(window)
    texts = [
        combo.itemText(i) for combo in dialog.findChildren(QComboBox) for i in range(combo.count())
    ]
    assert "No Move Numbers" in texts and "Variations as Ghost Stones" in texts
    assert [text for text in texts if "&" in text.replace("&&", "")] == []
    dialog.reject()
