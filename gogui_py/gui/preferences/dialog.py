"""Edit > Preferences: the window theme, the board's look and what it shows, confirmations,
default engine.

Changes apply at once, as the View menu's items and Sabaki's preferences do (no OK or
Cancel: the dialog has Close), the language at the next start. The dialog edits the
window's :class:`Settings` (the view
options the View menu edits too, through :meth:`Settings.update_view`, so each shows the
other's changes) and keys of the same QSettings for the confirmations
(:mod:`~gogui_py.gui.record.confirmations`) and the default engine
(:mod:`~gogui_py.gui.programs.default_engine`), the theme (through the application's
:class:`~gogui_py.gui.theme.switch.ThemeSwitch`, as View > Theme) and the sounds
(:mod:`~gogui_py.gui.preferences.sounds`). Restore Defaults asks first.
"""

from __future__ import annotations

from dataclasses import fields

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.board.view_model import ViewSettings
from gogui_py.gui.i18n import (
    LANGUAGE_KEY,
    LANGUAGES,
    chosen_language,
    translatable,
    translate,
    without_mnemonic,
)
from gogui_py.gui.preferences.sounds import SOUNDS_KEY, sounds_on
from gogui_py.gui.programs.catalog import ProgramList
from gogui_py.gui.programs.default_engine import (
    DEFAULT_ENGINE_KEY,
    FIRST,
    NO_ENGINE,
    entry_reference,
    find_reference,
    stored_reference,
)
from gogui_py.gui.record.confirmations import CONFIRMATIONS, asks, set_asks
from gogui_py.gui.theme.palette import THEME_KEY
from gogui_py.gui.theme.switch import THEME_CHOICES, theme_switch
from gogui_py.gui.window.settings import Settings
from gogui_py.gui.window.view_actions import NUMBER_CHOICES, VARIATION_CHOICES

LOOK_CHOICES = (
    (translatable("Preferences", "Wood texture"), "wood"),
    (translatable("Preferences", "Plain colour"), "plain"),
    (translatable("Preferences", "High contrast"), "contrast"),
    (translatable("Preferences", "Slate (for the dark theme)"), "slate"),
)
"""Board look: (shown text, :data:`~gogui_py.gui.board.snapshot.Look`)."""

VIEW_FIELDS = ("look", "coordinates", "last_move", "move_numbers", "variations")
"""The fields of :class:`ViewSettings` the dialog edits (and Restore Defaults resets)."""


class PreferencesDialog(QDialog):
    """The preferences of ``settings`` (changes apply at once).

    Args:
        settings: the window's settings; the dialog follows their changes.
        programs: the engine list (for the default engine).
    """

    def __init__(
        self, settings: Settings, programs: ProgramList, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self.setObjectName("preferences")
        self._settings = settings
        self._programs = programs
        layout = QVBoxLayout(self)
        layout.addWidget(self._board_group())
        layout.addWidget(self._engine_group())
        layout.addWidget(self._sound_group())
        layout.addWidget(self._confirm_group())
        layout.addWidget(self._language_group())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(translate("Preferences", "Restore &Defaults…"))
        self.reset_button.setAutoDefault(False)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self._on_reset_clicked)
        layout.addWidget(buttons)
        self.load()
        settings.view_changed.connect(self._on_settings_view_changed)
        theme_switch().changed.connect(self._on_theme_changed)

    # --- building --------------------------------------------------------------------------
    def _board_group(self) -> QGroupBox:
        group = QGroupBox(translate("Preferences", "Board"))
        form = QFormLayout(group)
        self.theme = QComboBox()
        for text, value in THEME_CHOICES:
            self.theme.addItem(translate("Menu", text).replace("&", ""), value)
        self.theme.currentIndexChanged.connect(
            lambda _i: theme_switch().choose(self.theme.currentData(), self._settings.store)
        )
        form.addRow(_buddy(translate("Preferences", "T&heme:"), self.theme), self.theme)
        self.look = _combo(LOOK_CHOICES, "Preferences")
        self.look.currentIndexChanged.connect(lambda _i: self._set_view("look", self.look))
        form.addRow(_buddy(translate("Preferences", "Board &look:"), self.look), self.look)
        self.coordinates = QCheckBox(translate("Preferences", "Show &coordinates"))
        self.coordinates.toggled.connect(lambda on: self._settings.update_view(coordinates=on))
        form.addRow(self.coordinates)
        self.last_move = QCheckBox(translate("Preferences", "Mark the las&t move"))
        self.last_move.toggled.connect(lambda on: self._settings.update_view(last_move=on))
        form.addRow(self.last_move)
        self.move_numbers = _combo(NUMBER_CHOICES, "Menu")
        self.move_numbers.currentIndexChanged.connect(
            lambda _i: self._set_view("move_numbers", self.move_numbers)
        )
        form.addRow(
            _buddy(translate("Preferences", "Move &numbers:"), self.move_numbers), self.move_numbers
        )
        self.variations = _combo(VARIATION_CHOICES, "Menu")
        self.variations.currentIndexChanged.connect(
            lambda _i: self._set_view("variations", self.variations)
        )
        form.addRow(
            _buddy(translate("Preferences", "&Variations:"), self.variations), self.variations
        )
        return group

    def _engine_group(self) -> QGroupBox:
        group = QGroupBox(translate("Preferences", "Engine"))
        form = QFormLayout(group)
        self.engine = QComboBox()
        self.engine.addItem(translate("Preferences", "First in the program list"), FIRST)
        for entry in self._programs:
            self.engine.addItem(entry.label, entry_reference(entry))
        self.engine.addItem(translate("Preferences", "No engine"), NO_ENGINE)
        self.engine.setToolTip(
            translate("Preferences", "The engine a new window attaches (Engine > Edit Programs…)")
        )
        self.engine.currentIndexChanged.connect(self._on_engine_changed)
        form.addRow(_buddy(translate("Preferences", "Default &engine:"), self.engine), self.engine)
        return group

    def _sound_group(self) -> QGroupBox:
        group = QGroupBox(translate("Preferences", "Sounds"))
        column = QVBoxLayout(group)
        self.sounds = QCheckBox(translate("Preferences", "Play &sounds for moves and captures"))
        self.sounds.toggled.connect(
            lambda on: self._settings.store.setValue(SOUNDS_KEY, "true" if on else "false")
        )
        column.addWidget(self.sounds)
        return group

    def _confirm_group(self) -> QGroupBox:
        group = QGroupBox(translate("Preferences", "Confirmations"))
        column = QVBoxLayout(group)
        unsaved = QCheckBox(
            translate("Preferences", "Ask before discarding unsaved changes (always)")
        )
        unsaved.setChecked(True)
        unsaved.setEnabled(False)
        column.addWidget(unsaved)
        self.confirmations: dict[str, QCheckBox] = {}
        for key, text in CONFIRMATIONS:
            box = QCheckBox(translate("Preferences", text))
            box.toggled.connect(lambda on, k=key: set_asks(k, on, self._settings.store))
            column.addWidget(box)
            self.confirmations[key] = box
        return group

    def _language_group(self) -> QGroupBox:
        group = QGroupBox(translate("Preferences", "Language (changes at the next start)"))
        form = QFormLayout(group)
        self.language = QComboBox()
        self.language.addItem(translate("Preferences", "System default"), "")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.currentIndexChanged.connect(self._on_language_changed)
        form.addRow(_buddy(translate("Preferences", "Lan&guage:"), self.language), self.language)
        return group

    # --- state -----------------------------------------------------------------------------
    def load(self) -> None:
        """Show the stored preferences (without writing them back)."""
        view = self._settings.view
        self._show_view(view)
        store = self._settings.store
        for key, box in self.confirmations.items():
            with QSignalBlocker(box):
                box.setChecked(asks(key, store))
        with QSignalBlocker(self.sounds):
            self.sounds.setChecked(sounds_on(store))
        self._on_theme_changed(theme_switch().current(store))
        reference = stored_reference(store)
        if (
            reference not in (FIRST, NO_ENGINE)
            and find_reference(self._programs, reference) is None
        ):
            reference = FIRST  # the chosen program left the list: the first is attached
        with QSignalBlocker(self.engine):
            self.engine.setCurrentIndex(max(0, self.engine.findData(reference)))
        with QSignalBlocker(self.language):
            self.language.setCurrentIndex(max(0, self.language.findData(chosen_language(store))))

    def _show_view(self, view: ViewSettings) -> None:
        for combo, value in (
            (self.look, view.look),
            (self.move_numbers, view.move_numbers),
            (self.variations, view.variations),
        ):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(0, combo.findData(value)))
        for box, on in ((self.coordinates, view.coordinates), (self.last_move, view.last_move)):
            with QSignalBlocker(box):
                box.setChecked(on)

    def _set_view(self, field: str, combo: QComboBox) -> None:
        self._settings.update_view(**{field: combo.currentData()})

    def _on_settings_view_changed(self, view: ViewSettings) -> None:
        self._show_view(view)

    def _on_theme_changed(self, theme: str) -> None:
        with QSignalBlocker(self.theme):
            self.theme.setCurrentIndex(max(0, self.theme.findData(theme)))

    def _on_engine_changed(self, _index: int) -> None:
        self._settings.store.setValue(DEFAULT_ENGINE_KEY, self.engine.currentData())

    def _on_language_changed(self, _index: int) -> None:
        self._settings.store.setValue(LANGUAGE_KEY, self.language.currentData())

    def restore_defaults(self) -> None:
        """Every preference of the dialog back to its default (no question asked)."""
        defaults = ViewSettings()
        view_defaults = {f.name: getattr(defaults, f.name) for f in fields(ViewSettings)}
        self._settings.update_view(**{name: view_defaults[name] for name in VIEW_FIELDS})
        store = self._settings.store
        for key, _text in CONFIRMATIONS:
            store.remove(key)
        store.remove(DEFAULT_ENGINE_KEY)
        store.remove(SOUNDS_KEY)
        store.remove(LANGUAGE_KEY)
        if store.contains(THEME_KEY):
            theme_switch().choose("system", store)
            store.remove(THEME_KEY)
        self.load()

    def _on_reset_clicked(self) -> None:
        if self.ask_reset():
            self.restore_defaults()

    def ask_reset(self) -> bool:
        """Ask before every preference is restored; True to go on."""
        answer = QMessageBox.question(
            self,
            translate("Preferences", "Restore Defaults"),
            translate("Preferences", "Restore every preference of this dialog to its default?"),
            QMessageBox.StandardButton.RestoreDefaults | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.RestoreDefaults


def _combo(choices: tuple[tuple[str, str], ...], context: str) -> QComboBox:
    """A combo box of ``choices`` (text, value); texts shared with menu items lose their
    mnemonic (a combo box shows ``&`` as it is)."""
    combo = QComboBox()
    for text, value in choices:
        combo.addItem(without_mnemonic(translate(context, text)), value)
    return combo


def _buddy(text: str, widget: QWidget) -> QLabel:
    """A label whose mnemonic (``&``) focuses ``widget``."""
    label = QLabel(text)
    label.setBuddy(widget)
    return label
