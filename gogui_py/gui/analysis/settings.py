"""Analysis Settings (issue 11): how often the streaming analysis (F4) reports, when it
pauses, or whether it ponders; kept in QSettings under ``analysis/`` and read when the
analysis room is built.

The interval is the ``lz-analyze``/``kata-analyze`` argument (centiseconds between two
``info`` lines, gtp.md "Streaming analysis"). Pondering (Lizzie's and KaTrain's word)
analyses until stopped and ignores the limits; otherwise the analysis pauses at the first
limit reached (visits of the best move, or seconds since the stream of the position
began) and what it found stays shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.i18n import translate

INTERVAL_CS = 10
"""Default centiseconds between two lines asked of the program."""
MAX_INTERVAL_CS = 1000
MAX_VISITS = 10_000_000
MAX_SECONDS = 24 * 3600

_KEYS = ("interval_cs", "visit_limit", "time_limit", "ponder")


@dataclass(frozen=True)
class AnalysisSettings:
    """How the streaming analysis runs (the defaults: every 0.1 s, until stopped).

    Attributes:
        interval_cs: centiseconds between two ``info`` lines, 1..1000.
        visit_limit: visits of the best move at which the analysis pauses (0: none).
        time_limit: seconds after the stream of a position began at which it pauses
            (0: none).
        ponder: analyse until stopped; the limits are ignored.
    """

    interval_cs: int = INTERVAL_CS
    visit_limit: int = 0
    time_limit: int = 0
    ponder: bool = False

    @property
    def visits_reached(self) -> int:
        """The visit limit in force (0: none, also while pondering)."""
        return 0 if self.ponder else self.visit_limit

    @property
    def seconds_reached(self) -> int:
        """The time limit in force, in seconds (0: none, also while pondering)."""
        return 0 if self.ponder else self.time_limit


def _number(store: QSettings, key: str, default: int, low: int, high: int) -> int:
    try:
        value = int(str(store.value(f"analysis/{key}", default)))
    except ValueError:
        return default
    return min(max(value, low), high)


def load_settings(store: QSettings | None = None) -> AnalysisSettings:
    """The stored settings (defaults for what is missing or malformed; numbers clamped
    to their range)."""
    store = store if store is not None else QSettings()
    ponder = str(store.value("analysis/ponder", "false")).lower() == "true"
    return AnalysisSettings(
        interval_cs=_number(store, "interval_cs", INTERVAL_CS, 1, MAX_INTERVAL_CS),
        visit_limit=_number(store, "visit_limit", 0, 0, MAX_VISITS),
        time_limit=_number(store, "time_limit", 0, 0, MAX_SECONDS),
        ponder=ponder,
    )


def save_settings(settings: AnalysisSettings, store: QSettings | None = None) -> None:
    """Store ``settings`` under ``analysis/``."""
    store = store if store is not None else QSettings()
    for key in _KEYS:
        value = getattr(settings, key)
        store.setValue(
            f"analysis/{key}", ("true" if value else "false") if key == "ponder" else value
        )


class AnalysisSettingsDialog(QDialog):
    """Interval, visit limit, time limit and Ponder; :meth:`settings` is what it shows.
    The limits are greyed out while Ponder is on (they are ignored then)."""

    def __init__(self, current: AnalysisSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis-settings")
        self.setWindowTitle(translate("Analysis", "Analysis Settings"))
        form = QFormLayout()
        self.interval = self._spin(current.interval_cs, 1, MAX_INTERVAL_CS, " cs")
        self.interval.setToolTip(
            translate("Analysis", "Centiseconds between two updates of the analysis")
        )
        form.addRow(translate("Analysis", "Interval between updates:"), self.interval)
        self.visits = self._spin(current.visit_limit, 0, MAX_VISITS, " visits")
        self.visits.setSpecialValueText("none")
        self.visits.setSingleStep(100)
        form.addRow(translate("Analysis", "Pause at:"), self.visits)
        self.seconds = self._spin(current.time_limit, 0, MAX_SECONDS, " s")
        self.seconds.setSpecialValueText("none")
        form.addRow(translate("Analysis", "Pause after:"), self.seconds)
        self.ponder = QCheckBox(
            translate("Analysis", "Ponder: analyse until stopped (limits ignored)")
        )
        self.ponder.toggled.connect(self._on_ponder_toggled)
        self.ponder.setChecked(current.ponder)
        self._on_ponder_toggled(current.ponder)
        form.addRow(self.ponder)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _spin(self, value: int, low: int, high: int, suffix: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setSuffix(suffix)
        return spin

    def _on_ponder_toggled(self, on: bool) -> None:
        self.visits.setEnabled(not on)
        self.seconds.setEnabled(not on)

    def settings(self) -> AnalysisSettings:
        """The settings as the dialog shows them."""
        return AnalysisSettings(
            interval_cs=self.interval.value(),
            visit_limit=self.visits.value(),
            time_limit=self.seconds.value(),
            ponder=self.ponder.isChecked(),
        )


def ask_settings(
    parent: QWidget,
    current: AnalysisSettings,
    chosen: Callable[[AnalysisSettings], None],
    store: QSettings | None = None,
) -> AnalysisSettingsDialog:
    """Open the dialog over ``parent`` (window-modal, without blocking) and return it; on
    OK the settings are stored (:func:`save_settings`) and passed to ``chosen``."""
    dialog = AnalysisSettingsDialog(current, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def accepted() -> None:
        settings = dialog.settings()
        save_settings(settings, store)
        chosen(settings)

    dialog.accepted.connect(accepted)
    dialog.open()
    return dialog
