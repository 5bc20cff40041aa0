"""The analysis actions, cheap to make at start (Qt only): the window shows them in its
Engine menu before the analysis room is built (:mod:`gogui_py.gui.window.analysis_link`)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

SHORTCUT = "F8"
"""Analyze Commands (GoGui's analyze window)."""
STREAM_SHORTCUT = "F4"
"""Streaming analysis on and off (Sabaki's key)."""


@dataclass(frozen=True)
class AnalysisActions:
    """Analyze Commands, Analysis, Win Rate Graph and Show Ownership (checkable);
    Analyze Game, Stop Analyze Game and Write Analysis to Record; the candidates' label
    (win rate, score lead, loss against the best move: one of three); the visit limit."""

    analyze: QAction
    stream: QAction
    graph: QAction
    ownership: QAction
    label_winrate: QAction
    label_score: QAction
    label_loss: QAction
    visit_limit: QAction
    review: QAction
    cancel_review: QAction
    write: QAction

    def all(self) -> list[QAction]:
        """Every action, in menu order."""
        return [getattr(self, field.name) for field in fields(self)]


def make_actions(parent: QObject) -> AnalysisActions:
    """The actions (see :class:`AnalysisActions`), owned by ``parent``."""
    made = []
    for text, shortcut, checkable in (
        ("Analyze Commands", SHORTCUT, True),
        ("Analysis (lz-/kata-analyze)", STREAM_SHORTCUT, True),
        ("Win Rate Graph", "", True),
        ("Show Ownership", "", True),
        ("Label: Win Rate", "", True),
        ("Label: Score Lead", "", True),
        ("Label: Loss Against Best", "", True),
        ("Analysis Visit Limit…", "", False),
        ("Analyze Game", "", False),
        ("Stop Analyze Game", "", False),
        ("Write Analysis to Record", "", False),
    ):
        action = QAction(text, parent)
        action.setCheckable(checkable)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        made.append(action)
    made[9].setEnabled(False)  # Stop Analyze Game: while one runs
    labels = QActionGroup(parent)
    for action in made[4:7]:
        labels.addAction(action)
    made[4].setChecked(True)
    return AnalysisActions(*made)
