"""The position annotation of the current node heads its comment in the side panel
(Sabaki's comment header): "Very good for Black" for GB[2], nothing without one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gogui_py.gui.annotations import PositionHeader
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

RECORD = (
    "(;FF[4]GM[1]SZ[9];B[ee]GB[2]C[Black is ahead];W[cc]C[No annotation]"
    ";B[gg]GW[1]HO[1];W[dd]DM[1])"
)


def _header(window: MainWindow) -> PositionHeader:
    header = window.features.installed["annotations.header"]
    assert isinstance(header, PositionHeader)
    return header


def _shown(window: MainWindow) -> list[str]:
    """The texts of the header the user sees above the comment (none when hidden)."""
    header = _header(window)
    if not header.isVisible():
        return []
    labels = header.findChildren(QLabel, "annotation-text")
    return [label.text() for label in sorted(labels, key=lambda label: label.x())]


def test_header_names_the_position_annotation(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "annotated.sgf"
    path.write_text(RECORD, encoding="utf-8")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    header = _header(window)
    panel = window.side_panel
    assert header.parentWidget() is panel
    assert _shown(window) == []  # the root has no annotation
    window.controller.forward()
    qtbot.waitUntil(lambda: _shown(window) == ["Very good for Black"], timeout=5000)
    qtbot.waitUntil(lambda: header.height() > 0, timeout=5000)
    assert header.geometry().bottom() <= panel.comment.geometry().top()
    window.controller.forward()
    qtbot.waitUntil(lambda: _shown(window) == [], timeout=5000)
    assert header.isHidden()
    window.controller.forward()
    qtbot.waitUntil(lambda: _shown(window) == ["Good for White", "Hotspot"], timeout=5000)
    window.controller.forward()
    qtbot.waitUntil(lambda: _shown(window) == ["Even position"], timeout=5000)
