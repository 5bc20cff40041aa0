"""The analysis actions, cheap to make at start (Qt only): the window shows them in its
Engine menu before the analysis room is built (:mod:`gogui_py.gui.window.analysis_link`)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

SHORTCUT = "F8"
"""Analyze Commands (GoGui's analyze window)."""
STREAM_SHORTCUT = "F4"
"""Streaming analysis on and off (Sabaki's key)."""


Actions = tuple[QAction, QAction, QAction, QAction]
"""Analyze Commands, Analysis, Win Rate Graph, Show Ownership."""


def make_actions(parent: QObject) -> Actions:
    """Checkable Analyze Commands (F8), Analysis (F4), Win Rate Graph and Show Ownership
    (KataGo's, as a heat map) actions."""
    made = []
    for text, shortcut in (
        ("Analyze Commands", SHORTCUT),
        ("Analysis (lz-/kata-analyze)", STREAM_SHORTCUT),
        ("Win Rate Graph", ""),
        ("Show Ownership", ""),
    ):
        action = QAction(text, parent)
        action.setCheckable(True)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        made.append(action)
    return made[0], made[1], made[2], made[3]
