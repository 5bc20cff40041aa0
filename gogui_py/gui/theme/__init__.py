"""Window themes (issue 15, Sabaki's light, dark and "follow the system"): View > Theme and
the Theme choice of Edit > Preferences, applied at once and stored (:mod:`.palette` says
how: Qt's colour scheme first, our Fusion palette where the platform cannot switch).

The board keeps its own look (Edit > Preferences > Board look; the slate look suits the
dark theme); the game tree and the margins round the board follow the window's palette.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from gogui_py.gui.i18n import translate
from gogui_py.gui.theme.switch import THEME_CHOICES, ThemeSwitch, theme_switch
from gogui_py.gui.window.features import Features


class ThemeMenu(QObject):
    """View > Theme: one checkable item per theme, following the switch (a child of the
    window, so the switch forgets it with the window)."""

    def __init__(self, features: Features) -> None:
        super().__init__(features.window)
        self._store = features.parts.settings.store
        self.switch: ThemeSwitch = theme_switch()
        view = features.menu("view")
        view.addSeparator()
        self.menu: QMenu = view.addMenu(translate("Menu", "T&heme"))
        group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        current = self.switch.current(self._store)
        for text, theme in THEME_CHOICES:
            action = self.menu.addAction(translate("Menu", text))
            action.setCheckable(True)
            action.setChecked(theme == current)
            action.triggered.connect(lambda _=False, t=theme: self.switch.choose(t, self._store))
            group.addAction(action)
            self.actions[theme] = action
        self.switch.changed.connect(self._show)

    def _show(self, theme: str) -> None:
        for name, action in self.actions.items():
            action.setChecked(name == theme)


def install(features: Features) -> None:
    """Add View > Theme to the window of ``features``."""
    features.installed["theme"] = ThemeMenu(features)
