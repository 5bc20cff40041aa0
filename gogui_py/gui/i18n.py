"""Translations (issue 14, Languages): Qt's own tools and ``.qm`` files.

Marking a string: call :func:`translate` with a literal context and a literal text,
``translate("Menu", "&File")`` — pyside6-lupdate finds ``translate("ctx", "text")`` calls
(not ``self.tr``, whose context is the runtime class name and breaks in subclasses, nor a
per-module ``_`` alias); a table built at import marks its texts with
``translatable("ctx", "text")`` and translates them where they are shown. The context
names the part of the window (``Menu``, ``Toolbar``, ``Dock``, ``MainWindow``,
``Preferences``, ``NewGame``, ``Board``...): one context keeps one translation of a text.
Placeholders are ``{}`` or ``{name}`` (``str.format`` after translating). The contexts of
the main window are complete in every language (tests/gui/test_i18n.py); a text left
untranslated shows in English.

The files: ``gogui_py/gui/resources/i18n/gogui_py_XX.ts`` (sources and translations, edited
with Qt Linguist or by hand) and the ``.qm`` files compiled from them, both committed. After
a string changes::

    python -m gogui_py.gui.i18n update    # lupdate the .ts files, then lrelease the .qm

The language: the ``language`` key of the QSettings (Edit > Preferences, applies at the
next start); empty means the system locale (``LANGUAGE``/``LANG``). :func:`install` loads
the application's ``.qm`` and Qt's own ``qtbase`` one (standard buttons) before the window
is built.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from gogui_py.go.color import Color

I18N_DIR = Path(__file__).resolve().parent / "resources" / "i18n"
"""Where the ``.ts`` and ``.qm`` files are."""
LANGUAGE_KEY = "language"
"""QSettings key of the chosen language (a code of :data:`LANGUAGES`; empty: the system's)."""
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("zh_CN", "简体中文"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("de", "Deutsch"),
    ("fr", "Français"),
)
"""The languages offered (code, name in that language); English is the source text."""
TRANSLATED = tuple(code for code, _name in LANGUAGES if code != "en")
"""The languages with a ``gogui_py_XX.ts`` file."""

ALIAS = "QT_TRANSLATE_NOOP+=translatable"
"""lupdate reads :func:`translatable` as Qt's ``QT_TRANSLATE_NOOP``."""

_installed: list[QTranslator] = []


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the user's language (``text`` itself when untranslated)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def translatable(context: str, text: str) -> str:
    """Mark ``text`` for pyside6-lupdate without translating it (a table made at import,
    before a translator is installed); ``translate(context, text)`` translates it where
    it is shown."""
    return text


def without_mnemonic(text: str) -> str:
    """``text`` of a menu item as plain text: its mnemonic ``&`` dropped, ``&&`` kept as
    ``&`` ("Save &As…" -> "Save As…"), for tool tips and messages that quote an item."""
    return "&".join(part.replace("&", "") for part in text.split("&&"))


def color_name(color: Color) -> str:
    """ "Black" or "White" in the user's language (context ``Color``), as a player's name
    in a sentence ("{} resigns")."""
    if color is Color.BLACK:
        return translate("Color", "Black")
    return translate("Color", "White")


def chosen_language(store: QSettings | None = None) -> str:
    """The language of the preferences: a code of :data:`LANGUAGES` or ``""`` (system)."""
    value = str((store if store is not None else QSettings()).value(LANGUAGE_KEY, ""))
    return value if value in dict(LANGUAGES) else ""


def locale_for(language: str) -> QLocale:
    """The locale of ``language`` (``""``: the system's)."""
    return QLocale(language) if language else QLocale.system()


def install(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Install the translators of ``language`` (default: :func:`chosen_language`) in
    ``app``: the application's and Qt's ``qtbase``; replaces those of an earlier call.
    Returns the translators installed (none for English)."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    locale = locale_for(chosen_language() if language is None else language)
    if locale.language() in (QLocale.Language.English, QLocale.Language.C):
        return []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in (("gogui_py", str(I18N_DIR)), ("qtbase", qt_dir)):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            _installed.append(translator)
    return list(_installed)


def update(lupdate: str | None = None, lrelease: str | None = None) -> None:
    """Refresh the ``.ts`` files from the sources (pyside6-lupdate, obsolete texts dropped)
    and compile them into ``.qm`` files (pyside6-lrelease)."""
    import subprocess  # noqa: PLC0415 - here: the start does not pay for it (9 ms)

    tools = Path(sys.executable).parent
    package = Path(__file__).resolve().parent
    sources = sorted(str(p) for p in package.rglob("*.py"))
    ts_files = [str(I18N_DIR / f"gogui_py_{code}.ts") for code in TRANSLATED]
    options = ["-no-obsolete", "-locations", "none", "-tr-function-alias", ALIAS]
    lupdate_cmd = lupdate or str(tools / "pyside6-lupdate")
    subprocess.run([lupdate_cmd, *options, *sources, "-ts", *ts_files], check=True)
    for ts in ts_files:
        subprocess.run([lrelease or str(tools / "pyside6-lrelease"), ts], check=True)


if __name__ == "__main__":  # python -m gogui_py.gui.i18n update
    if sys.argv[1:] != ["update"]:
        sys.exit("usage: python -m gogui_py.gui.i18n update")
    update()
