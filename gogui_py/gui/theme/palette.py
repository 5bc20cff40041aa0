"""The window theme (Sabaki's light, dark and "follow the system"): chosen, stored, applied.

Qt's own mechanism comes first: :meth:`QStyleHints.setColorScheme` (Qt 6.8) asks the
platform theme for its light or dark palette, and :meth:`QStyleHints.unsetColorScheme`
follows the system again. A platform theme that cannot switch (Qt's generic one on a bare
X server or Xvfb, some Linux desktops) leaves the scheme as it was; then the application
gets our own palette under the Fusion style (which draws with any palette, unlike the
Windows Vista style), and "follow the system" gives the platform's palette back.

Applying at start-up reads one QSettings key and does nothing more for the default,
"follow the system".
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

Theme = Literal["system", "light", "dark"]
"""A window theme: follow the system's light or dark setting, or force one."""
THEMES: tuple[Theme, ...] = ("system", "light", "dark")
"""Every :data:`Theme`, the default first."""
THEME_KEY = "view/theme"
"""QSettings key of the chosen theme."""

_SCHEMES = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}
_OWN_PALETTE = "gogui_py_theme_palette"
"""Property of the application naming the theme whose palette we set ('' for none)."""
_FIRST_STYLE = "gogui_py_theme_style"
"""Property of the application keeping the style it had before we chose Fusion."""


def stored_theme(store: QSettings | None = None) -> Theme:
    """The theme stored in ``store`` (the application's QSettings by default); the
    default, ``"system"``, for a missing or unknown value."""
    value = str((store if store is not None else QSettings()).value(THEME_KEY, "system"))
    return value if value in THEMES else "system"


def apply_stored_theme(store: QSettings | None = None) -> Theme:
    """Apply the stored theme (nothing to do for ``"system"``); returns it."""
    theme = stored_theme(store)
    if theme != "system":
        apply_theme(theme)
    return theme


def apply_theme(theme: Theme) -> None:
    """Give the running QApplication the palette of ``theme``.

    Raises:
        ValueError: for an unknown theme.
        RuntimeError: when no QApplication runs.
    """
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}; one of {THEMES}")
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("the theme needs a QApplication")
    hints = QGuiApplication.styleHints()
    if theme == "system":
        hints.unsetColorScheme()
        _drop_own_palette(app)
        return
    wanted = _SCHEMES[theme]
    hints.setColorScheme(wanted)
    if hints.colorScheme() == wanted:  # the platform switched: its own palette is used
        _drop_own_palette(app)
        return
    if app.property(_FIRST_STYLE) is None:
        app.setProperty(_FIRST_STYLE, app.style().name())
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(dark_palette() if theme == "dark" else light_palette())
    app.setProperty(_OWN_PALETTE, theme)


def _drop_own_palette(app: QApplication) -> None:
    """The platform's palette (and the first style) back, when we had set our own."""
    if not app.property(_OWN_PALETTE):
        return
    first = app.property(_FIRST_STYLE)
    if isinstance(first, str) and first and first.lower() != app.style().name().lower():
        app.setStyle(first)
    app.setPalette(app.style().standardPalette())
    app.setProperty(_OWN_PALETTE, "")


def is_dark(palette: QPalette) -> bool:
    """True when ``palette``'s window colour is dark (lightness under 128)."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style, close to Sabaki's dark theme: grey window
    (#2b2b2b), darker views (#1f1f1f), light grey text, a blue selection."""
    return _palette(
        {
            "Window": "#2b2b2b",
            "WindowText": "#e4e4e4",
            "Base": "#1f1f1f",
            "AlternateBase": "#292929",
            "ToolTipBase": "#3a3a3a",
            "ToolTipText": "#f0f0f0",
            "PlaceholderText": "#8c8c8c",
            "Text": "#e4e4e4",
            "Button": "#353535",
            "ButtonText": "#e4e4e4",
            "BrightText": "#ff6b6b",
            "Light": "#4a4a4a",
            "Midlight": "#3e3e3e",
            "Mid": "#262626",
            "Dark": "#1a1a1a",
            "Shadow": "#0a0a0a",
            "Highlight": "#3a75c4",
            "HighlightedText": "#ffffff",
            "Link": "#6aa8ff",
            "LinkVisited": "#b48cff",
        },
        disabled="#7a7a7a",
    )


def light_palette() -> QPalette:
    """A light palette for the Fusion style (its own default colours)."""
    return _palette(
        {
            "Window": "#efefef",
            "WindowText": "#000000",
            "Base": "#ffffff",
            "AlternateBase": "#f7f7f7",
            "ToolTipBase": "#ffffdc",
            "ToolTipText": "#000000",
            "PlaceholderText": "#808080",
            "Text": "#000000",
            "Button": "#efefef",
            "ButtonText": "#000000",
            "BrightText": "#ffffff",
            "Light": "#ffffff",
            "Midlight": "#cacaca",
            "Mid": "#b8b8b8",
            "Dark": "#9f9f9f",
            "Shadow": "#767676",
            "Highlight": "#308cc6",
            "HighlightedText": "#ffffff",
            "Link": "#0000ff",
            "LinkVisited": "#ff00ff",
        },
        disabled="#bebebe",
    )


def _palette(colors: dict[str, str], disabled: str) -> QPalette:
    palette = QPalette()
    for role, color in colors.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(color))
    for role in ("WindowText", "Text", "ButtonText", "HighlightedText"):
        palette.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), disabled)
    return palette
