"""The application's icon and desktop identity (issue 14): the window icon drawn from the
packaging files' PNG sizes (``gogui_py/desktop_data`` of a wheel or bundle, ``packaging/``
of a checkout: :func:`gogui_py.tools.desktop.source_dir`), and the desktop file name that
lets a desktop (Wayland, GNOME, KDE) match the windows with the installed entry."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QIcon

from gogui_py.tools.desktop import APP_ID, ICON_NAME, ICON_SIZES, source_dir


def application_icon() -> QIcon:
    """The icon at every PNG size (16 to 256 pixels) and the SVG; a null icon when the
    packaging files are missing (the window then has the platform's default)."""
    icon = QIcon()
    try:
        folder = source_dir() / "icons"
    except FileNotFoundError:
        return icon
    for size in ICON_SIZES:
        png = folder / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        if png.is_file():
            icon.addFile(str(png))
    return icon


def set_identity() -> None:
    """The desktop file name (``io.github.goguipy.GoguiPy``) and the window icon of the
    running application's windows (nothing without a QGuiApplication)."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return
    app.setDesktopFileName(APP_ID)
    icon = application_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
