"""The application's icon and desktop file name (issue 14)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from gogui_py.gui.startup.icon import application_icon, set_identity
from gogui_py.tools.desktop import APP_ID


def test_icon_has_the_packaged_sizes(qapp: QApplication) -> None:
    icon = application_icon()
    sizes = {(size.width(), size.height()) for size in icon.availableSizes()}
    assert {(16, 16), (48, 48), (256, 256)} <= sizes
    # the 48 px image is the drawn icon, not a blank square
    image = icon.pixmap(48, 48).toImage()
    colors = {image.pixelColor(x, y).rgba() for x in range(0, 48, 4) for y in range(0, 48, 4)}
    assert len(colors) > 3


def test_identity_sets_window_icon_and_desktop_name(qapp: QApplication) -> None:
    old_icon, old_name = qapp.windowIcon(), QGuiApplication.desktopFileName()
    try:
        set_identity()
        assert QGuiApplication.desktopFileName() == APP_ID
        assert not qapp.windowIcon().isNull()
        assert (256, 256) in {(s.width(), s.height()) for s in qapp.windowIcon().availableSizes()}
    finally:
        qapp.setWindowIcon(old_icon)
        QGuiApplication.setDesktopFileName(old_name)
