"""Layout check shared by the dialog tests: nothing clipped or outside the dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

_CHECKED = (QLineEdit, QAbstractButton, QLabel)
_COMPOSITE = ("QComboBox", "QAbstractSpinBox", "QLineEdit")


def assert_tidy(qtbot: QtBot, dialog: QDialog, png: Path) -> None:
    """Show ``dialog``, save it to ``png``, and check that every visible field, button and
    label lies inside the dialog and is at least as tall as its minimum size hint."""
    dialog.show()
    qtbot.waitExposed(dialog)
    image = dialog.grab()
    assert image.save(str(png))
    assert image.width() >= dialog.minimumSizeHint().width()
    bounds = dialog.rect()
    checked = 0
    for child in dialog.findChildren(QWidget):
        if not isinstance(child, _CHECKED) or not child.isVisibleTo(dialog):
            continue
        parent = child.parentWidget()
        if parent is not None and any(parent.inherits(name) for name in _COMPOSITE):
            continue  # the inner parts of a combo box, spin box or line edit
        top_left = child.mapTo(dialog, child.rect().topLeft())
        rect = QRect(top_left, child.size())
        assert bounds.contains(rect), f"{child!r} {rect} outside {bounds}"
        minimum = child.minimumSizeHint().height()
        assert child.height() >= minimum, f"{child!r} is {child.height()} px < {minimum}"
        checked += 1
    assert checked > 0
