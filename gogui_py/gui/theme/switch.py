"""One theme switch per application: View > Theme and Edit > Preferences both go through
it, so each shows the other's choice."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QApplication

from gogui_py.gui.i18n import translatable
from gogui_py.gui.theme.palette import THEME_KEY, THEMES, Theme, apply_theme, stored_theme

THEME_CHOICES: tuple[tuple[str, Theme], ...] = (
    (translatable("Menu", "Follow the &System"), "system"),
    (translatable("Menu", "&Light"), "light"),
    (translatable("Menu", "&Dark"), "dark"),
)
"""The themes as the menu and the preferences name them (context ``Menu``)."""


class ThemeSwitch(QObject):
    """Stores and applies the chosen theme.

    Signals:
        changed(str): a theme was chosen (its :data:`~gogui_py.gui.theme.palette.Theme`).
    """

    changed = Signal(str)

    def choose(self, theme: Theme, store: QSettings) -> None:
        """Store ``theme`` in ``store``, apply it at once and emit ``changed``.

        Raises:
            ValueError: for an unknown theme.
        """
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; one of {THEMES}")
        store.setValue(THEME_KEY, theme)
        apply_theme(theme)
        self.changed.emit(theme)

    @staticmethod
    def current(store: QSettings) -> Theme:
        """The theme stored in ``store``."""
        return stored_theme(store)


def theme_switch() -> ThemeSwitch:
    """The application's switch (made on first use, a child of the QApplication).

    Raises:
        RuntimeError: when no QApplication runs.
    """
    app = QApplication.instance()
    if app is None:
        raise RuntimeError("the theme switch needs a QApplication")
    found = app.findChild(ThemeSwitch, "theme_switch")
    if isinstance(found, ThemeSwitch):
        return found
    switch = ThemeSwitch(app)
    switch.setObjectName("theme_switch")
    return switch
