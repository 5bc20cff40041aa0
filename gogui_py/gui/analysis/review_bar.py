"""Analyze Game's progress in the status bar: a progress bar of the positions analysed
and a Stop button, shown while a review runs (issue 11: "with a progress bar, ...
cancel, and resume")."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QToolButton, QWidget

from gogui_py.gui.i18n import translate


class ReviewBar(QWidget):
    """``bar``: positions done of all; ``stop``: cancels the review (the caller connects
    it). Shown by the first :meth:`progress` of a review, hidden by :meth:`end`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.bar = QProgressBar(self)
        self.bar.setFixedWidth(180)
        self.bar.setFormat(translate("Analysis", "Analyze Game %v/%m"))
        self.bar.setToolTip(
            translate("Analysis", "Positions of the line analysed; Analyze Game again resumes")
        )
        layout.addWidget(self.bar)
        self.stop = QToolButton(self)
        self.stop.setText(translate("Analysis", "Stop"))
        self.stop.setToolTip(translate("Analysis", "Stop Analyze Game (what is analysed stays)"))
        layout.addWidget(self.stop)
        self.hide()

    def progress(self, done: int, total: int) -> None:
        """``done`` positions of ``total`` analysed (shows the bar)."""
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)
        self.show()

    def end(self) -> None:
        """The review ended (done, cancelled or failed)."""
        self.hide()
