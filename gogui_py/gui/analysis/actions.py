"""The analysis actions, cheap to make at start (Qt only): the window shows them in its
Engine menu before the analysis room is built (:mod:`gogui_py.gui.window.analysis_link`)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from gogui_py.gui.i18n import translatable, translate

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
    # field: (English text, shortcut, checkable); label_*: Candidate Labels
    "analyze": (translatable("Menu", "&Analyze Commands"), SHORTCUT, True),
    "stream": (translatable("Menu", "A&nalysis (lz-/kata-analyze)"), STREAM_SHORTCUT, True),
    "graph": (translatable("Menu", "&Win Rate Graph"), "", True),
    "ownership": (translatable("Menu", "Show &Ownership"), "", True),
    "label_winrate": (translatable("Menu", "&Win Rate"), "", True),
    "label_score": (translatable("Menu", "&Score Lead"), "", True),
    "label_loss": (translatable("Menu", "&Loss Against Best"), "", True),
    "settings": (translatable("Menu", "Analysis &Settings…"), "", False),
    "review": (translatable("Menu", "Analyze &Game"), "", False),
    "cancel_review": (translatable("Menu", "S&top Analyze Game"), "", False),
    "write": (translatable("Menu", "Write Anal&ysis to Record…"), "", False),
    "snapshot_params": (translatable("Menu", "Snaps&hot Parameters"), "", False),
    "restore_params": (translatable("Menu", "Restore Para&meters"), "", False),
    "save_params": (translatable("Menu", "Sa&ve Parameters…"), "", False),
    "reattach_params": (translatable("Menu", "Reattach W&ith Parameters"), "", False),
}


def make_actions(parent: QObject) -> AnalysisActions:
    """The actions (see :class:`AnalysisActions`), owned by ``parent``."""
    made: dict[str, QAction] = {}
    for name, (text, shortcut, checkable) in _ACTIONS.items():
        action = QAction(translate("Menu", text), parent)
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
