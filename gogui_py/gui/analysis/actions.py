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
    """Analyze Commands, Analysis, Win Rate Graph and Show Ownership (checkable); the
    candidates' label (win rate, score lead, loss against the best move: one of three);
    Analysis Settings (interval, visit and time limits, pondering); Analyze Game, Stop
    Analyze Game and Write Analysis to Record; GoGui's parameter tools (Snapshot, Restore
    and Save Parameters, Reattach With Parameters)."""

    analyze: QAction
    stream: QAction
    graph: QAction
    ownership: QAction
    label_winrate: QAction
    label_score: QAction
    label_loss: QAction
    settings: QAction
    review: QAction
    cancel_review: QAction
    write: QAction
    snapshot_params: QAction
    restore_params: QAction
    save_params: QAction
    reattach_params: QAction

    def all(self) -> list[QAction]:
        """Every action, in menu order."""
        return [getattr(self, field.name) for field in fields(self)]


_ACTIONS = {
    # field: (text, shortcut, checkable)
    "analyze": ("Analyze Commands", SHORTCUT, True),
    "stream": ("Analysis (lz-/kata-analyze)", STREAM_SHORTCUT, True),
    "graph": ("Win Rate Graph", "", True),
    "ownership": ("Show Ownership", "", True),
    "label_winrate": ("Label: Win Rate", "", True),
    "label_score": ("Label: Score Lead", "", True),
    "label_loss": ("Label: Loss Against Best", "", True),
    "settings": ("Analysis Settings…", "", False),
    "review": ("Analyze Game", "", False),
    "cancel_review": ("Stop Analyze Game", "", False),
    "write": ("Write Analysis to Record…", "", False),
    "snapshot_params": ("Snapshot Parameters", "", False),
    "restore_params": ("Restore Parameters", "", False),
    "save_params": ("Save Parameters…", "", False),
    "reattach_params": ("Reattach With Parameters", "", False),
}


def make_actions(parent: QObject) -> AnalysisActions:
    """The actions (see :class:`AnalysisActions`), owned by ``parent``."""
    made: dict[str, QAction] = {}
    for name, (text, shortcut, checkable) in _ACTIONS.items():
        action = QAction(text, parent)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        made[name] = action
    made["cancel_review"].setEnabled(False)  # while one runs
    made["restore_params"].setEnabled(False)  # once a snapshot exists
    labels = QActionGroup(parent)
    for name in ("label_winrate", "label_score", "label_loss"):
        labels.addAction(made[name])
    made["label_winrate"].setChecked(True)
    return AnalysisActions(**made)
