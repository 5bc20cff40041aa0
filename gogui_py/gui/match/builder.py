"""New Match: choose programs from the program list and the match settings; the
dialog writes the match file ``FOLDER/NAME.toml`` (its games go to ``NAME.match``).

The referee is Go (the runner) or one of the program list's rulers: then the match is
of the ruler's game, the Go-only fields (komi, scoring, handicap, openings) are disabled
and not written, and the board size may be left to the ruler ("ruler's default"). The
handicap, openings and time settings are in :mod:`gogui_py.gui.match.go_options`."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.dialogs.file_path import ask_folder
from gogui_py.gui.i18n import translate
from gogui_py.gui.match.go_options import HandicapRow, OpeningsBox, TimeBox
from gogui_py.gui.match.spec import (
    Entrant,
    MatchChoices,
    check_text,
    entry_label,
    match_toml,
    unique_labels,
)
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList
from gogui_py.match.config import ConfigError

DEFAULT_FOLDER = "~/gogui-matches"


class MatchBuilder(QDialog):
    """The dialog (module docstring). After ``accept``: :attr:`path` is the file
    written, :attr:`parallel` the games at once the user chose."""

    def __init__(
        self,
        programs: ProgramList,
        folder: str = "",
        parent: QWidget | None = None,
        rulers: Iterable[ProgramEntry] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Match", "New Match"))
        self.path: Path | None = None
        self.entries = [e for e in programs if e.kind == "engine"]
        self.rulers = [e for e in rulers if e.kind == "ruler"]
        self.ruler = QComboBox()
        self.ruler.addItem(translate("Match", "None (Go)"))
        for entry in self.rulers:
            self.ruler.addItem(f"{entry.label}    ({entry.command})")
        self.ruler.setToolTip(
            translate("Match", "A ruler referees another game (Othello, Gomoku, Hex...); none: Go")
        )
        self.programs = QListWidget()
        for entry in self.entries:
            item = QListWidgetItem(f"{entry.label}    ({entry.command})")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.programs.addItem(item)
        self.name = QLineEdit("match")
        self.folder = QLineEdit(folder or os.path.expanduser(DEFAULT_FOLDER))
        browse = QPushButton(translate("Match", "Browse…"))
        browse.clicked.connect(self._on_browse_clicked)
        self.board_size = QSpinBox(minimum=2, maximum=25, value=9)
        self._go_size = 9
        self._go_scorer = 0
        self.komi = QDoubleSpinBox(minimum=-500, maximum=500, singleStep=0.5, value=7.5)
        self.komi.setDecimals(1)
        self.games = QSpinBox(minimum=1, maximum=100000, value=10)
        self.alternate = QCheckBox(translate("Match", "Swap colours every game"))
        self.alternate.setChecked(True)
        self.scorer = QComboBox()
        self.scorer.addItem(translate("Match", "The players (final_score)"), "players")
        self.scorer.addItem(translate("Match", "Internal (area scoring)"), "internal")
        self.parallel_box = QSpinBox(minimum=1, maximum=max(1, os.cpu_count() or 1) * 2, value=1)
        self.handicap = HandicapRow()
        self.openings = OpeningsBox()
        self.time = TimeBox()
        self._make_sprt()
        self._lay_out(browse)
        self.ruler.currentIndexChanged.connect(self._on_ruler_changed)

    def _make_sprt(self) -> None:
        """The SPRT group: elo0, elo1, alpha, beta (off until checked)."""
        self.sprt = QGroupBox(translate("Match", "Stop each pairing once an SPRT decides"))
        self.sprt.setCheckable(True)
        self.sprt.setChecked(False)
        self.elo0 = _number(
            0.0,
            -2000,
            2000,
            1.0,
            translate("Match", "H0: the first program is at most elo0 stronger"),
        )
        self.elo1 = _number(
            10.0, -2000, 2000, 1.0, translate("Match", "H1: it is at least elo1 stronger")
        )
        self.alpha = _number(
            0.05, 0.001, 0.5, 0.01, translate("Match", "False-positive rate"), decimals=3
        )
        self.beta = _number(
            0.05, 0.001, 0.5, 0.01, translate("Match", "False-negative rate"), decimals=3
        )
        sprt_form = QFormLayout(self.sprt)
        for label, box in (
            ("elo0:", self.elo0), ("elo1:", self.elo1), ("alpha:", self.alpha),
            ("beta:", self.beta),
        ):  # fmt: skip
            sprt_form.addRow(label, box)

    def _lay_out(self, browse: QPushButton) -> None:
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder)
        folder_row.addWidget(browse)
        form = QFormLayout()
        form.addRow(translate("Match", "Name:"), self.name)
        form.addRow(translate("Match", "Folder:"), folder_row)
        form.addRow(translate("Match", "Referee (ruler):"), self.ruler)
        form.addRow(translate("Match", "Board size:"), self.board_size)
        form.addRow(translate("Match", "Komi:"), self.komi)
        form.addRow(translate("Match", "Handicap:"), self.handicap)
        form.addRow(translate("Match", "Games per pairing:"), self.games)
        form.addRow("", self.alternate)
        form.addRow(translate("Match", "Scoring:"), self.scorer)
        form.addRow(translate("Match", "Games at once:"), self.parallel_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(translate("Match", "Programs (two: a playoff; more: all play all):"))
        )
        layout.addWidget(self.programs)
        layout.addLayout(form)
        layout.addWidget(self.openings)
        groups = QHBoxLayout()
        groups.addWidget(self.time)
        groups.addWidget(self.sprt)
        layout.addLayout(groups)
        layout.addWidget(buttons)

    @property
    def parallel(self) -> int:
        return self.parallel_box.value()

    def chosen_ruler(self) -> ProgramEntry | None:
        """The referee chosen: a ruler entry, or None for Go."""
        index = self.ruler.currentIndex()
        return self.rulers[index - 1] if index > 0 else None

    def set_ruler(self, label: str | None) -> None:
        """Choose the ruler labelled ``label`` (None: Go). Raises KeyError."""
        if label is None:
            self.ruler.setCurrentIndex(0)
            return
        for index, entry in enumerate(self.rulers, start=1):
            if entry.label == label:
                self.ruler.setCurrentIndex(index)
                return
        raise KeyError(label)

    def _on_ruler_changed(self) -> None:
        """Go-only fields off under a ruler; the size may be the ruler's own (0)."""
        ruled = self.chosen_ruler() is not None
        for widget in (self.komi, self.scorer, self.handicap, self.openings):
            widget.setEnabled(not ruled)
        if ruled and self.scorer.count() == 2:  # shown, not written: the ruler scores
            self._go_scorer = self.scorer.currentIndex()
            self.scorer.addItem(translate("Match", "The ruler"), "ruler")
            self.scorer.setCurrentIndex(2)
        elif not ruled and self.scorer.count() == 3:
            self.scorer.removeItem(2)
            self.scorer.setCurrentIndex(self._go_scorer)
        tip = (
            translate("Match", "Not for a game refereed by a ruler (it scores its game)")
            if ruled
            else ""
        )
        self.komi.setToolTip(tip)
        self.scorer.setToolTip(tip)
        go_tip = translate("Match", "Not for a game refereed by a ruler") if ruled else ""
        self.handicap.setToolTip(go_tip)
        self.openings.setToolTip(go_tip)
        size = self.board_size
        if ruled and size.minimum() != 0:
            self._go_size = size.value()
            size.setRange(0, 52)
            size.setSpecialValueText(translate("Match", "Ruler's default"))
            size.setValue(0)
        elif not ruled and size.minimum() == 0:
            size.setSpecialValueText("")
            size.setRange(2, 25)
            size.setValue(self._go_size)

    def set_checked(self, labels: list[str]) -> None:
        """Check the programs labelled ``labels`` (and uncheck the others)."""
        for row, entry in enumerate(self.entries):
            item = self.programs.item(row)
            state = Qt.CheckState.Checked if entry.label in labels else Qt.CheckState.Unchecked
            item.setCheckState(state)

    def chosen(self) -> list[ProgramEntry]:
        """The checked programs, in list order."""
        return [
            entry
            for row, entry in enumerate(self.entries)
            if self.programs.item(row).checkState() == Qt.CheckState.Checked
        ]

    def choices(self) -> MatchChoices:
        """The match as the fields say.

        Raises:
            ValueError: a program's command does not parse.
        """
        chosen = self.chosen()
        labels = unique_labels(entry_label(e.label, e.argv()) for e in chosen)
        entrants = tuple(
            Entrant(label, tuple(entry.argv()), entry.cwd())
            for label, entry in zip(labels, chosen, strict=True)
        )
        ruler = self.chosen_ruler()
        return MatchChoices(
            name=self.name.text().strip() or "match",
            entrants=entrants,
            board_size=self.board_size.value(),
            komi=self.komi.value(),
            games=self.games.value(),
            alternate=self.alternate.isChecked(),
            scorer=str(self.scorer.currentData()),
            sprt=(
                (self.elo0.value(), self.elo1.value(), self.alpha.value(), self.beta.value())
                if self.sprt.isChecked()
                else None
            ),
            ruler=None if ruler is None else tuple(ruler.argv()),
            ruler_cwd=None if ruler is None else ruler.cwd(),
            handicap=self.handicap.handicap(),
            handicap_style=self.handicap.handicap_style(),
            openings=self.openings.openings(),
            time=self.time.control(),
        )

    def target(self) -> Path:
        """The match file the dialog writes."""
        name = self.name.text().strip() or "match"
        return Path(os.path.expanduser(self.folder.text().strip() or ".")) / f"{name}.toml"

    def accept(self) -> None:
        if len(self.chosen()) < 2:
            self._warn(translate("Match", "Choose at least two programs."))
            return
        name = self.name.text().strip()
        if not name or "/" in name or name.startswith("."):
            self._warn(
                translate("Match", "The name must be a file name (no '/', not starting with '.').")
            )
            return
        path = self.target()
        try:
            text = match_toml(self.choices())
            check_text(text, path)
        except (ValueError, ConfigError) as error:
            self._warn(translate("Match", "This match cannot be played: {}").format(error))
            return
        if path.exists() and not self._confirm_replace(path):
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        except OSError as error:
            self._warn(translate("Match", "Cannot write {0}: {1}").format(path, error))
            return
        self.path = path
        super().accept()

    def _confirm_replace(self, path: Path) -> bool:
        answer = QMessageBox.question(
            self,
            translate("Match", "Replace"),
            (
                translate(
                    "Match",
                    "{} exists. Replace it? Games already played in its folder are kept and "
                    "counted (the match resumes).",
                ).format(path)
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self, translate("Match", "New Match"), text)

    def _on_browse_clicked(self) -> None:
        folder = ask_folder(self, translate("Match", "Match folder"), self.folder.text())
        if folder:
            self.folder.setText(folder)


def _number(
    value: float, low: float, high: float, step: float, tip: str, *, decimals: int = 1
) -> QDoubleSpinBox:
    box = QDoubleSpinBox(minimum=low, maximum=high, singleStep=step, decimals=decimals)
    box.setValue(value)
    box.setToolTip(tip)
    return box
