"""Write Analysis to Record (issue 11): the dialog asking what to write into the record
(comment lines, move annotations, the annotation thresholds in percent of win rate) and
:func:`write_analysis`, which writes it as one undo step.
:mod:`gogui_py.analysis.annotate` decides the line and which annotation a move gets.
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from functools import partial

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gogui_py.analysis.annotate import (
    Evaluation,
    Thresholds,
    Verdict,
    WriteOptions,
    analysis_line,
    annotation_for,
    merge_comment,
    split_comment,
)
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.gui.i18n import translate
from gogui_py.gui.record.controller import GameController

Judgement = tuple[Node, Evaluation, Verdict | None]
"""A node, the analyzer's evaluation of it, the verdict on its move
(:meth:`gogui_py.gui.analysis.room.AnalysisRoom.line_judgements`)."""

_LOWEST = 0.5
"""The smallest threshold offered, in percent."""


def _percent_box(value: float, tip: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(_LOWEST, 100.0)
    box.setDecimals(1)
    box.setSingleStep(1.0)
    box.setSuffix(" %")
    box.setValue(value * 100)
    box.setToolTip(tip)
    return box


class WriteDialog(QDialog):
    """Asks what Write Analysis to Record writes; :meth:`options` reads the answer.

    Args:
        options: shown at first (the last ones used).

    The Write button is disabled while neither comments nor annotations are chosen. The
    doubtful threshold cannot exceed the bad-move one.
    """

    def __init__(self, options: WriteOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Analysis", "Write Analysis to Record"))
        thresholds = options.thresholds
        self.comments = QCheckBox(
            translate("Analysis", "Comment lines: win rate, score lead, best move")
        )
        self.comments.setChecked(options.comments)
        self.annotations = QCheckBox(
            translate("Analysis", "Move annotations: bad move, doubtful, interesting")
        )
        self.annotations.setChecked(options.annotations)
        self.bad = _percent_box(
            thresholds.bad, translate("Analysis", "BM when the mover lost more win rate than this")
        )
        self.doubtful = _percent_box(
            thresholds.doubtful,
            translate("Analysis", "DO when the mover lost more than this, up to the BM threshold"),
        )
        self.surprise = _percent_box(
            thresholds.surprise,
            translate(
                "Analysis",
                "IT when a move the analyzer did not prefer gained more than this over its best",
            ),
        )
        self.doubtful.setMaximum(self.bad.value())
        self.bad.valueChanged.connect(self.doubtful.setMaximum)
        form = QFormLayout()
        form.addRow(translate("Analysis", "Bad move (BM), lost more than:"), self.bad)
        form.addRow(translate("Analysis", "Doubtful (DO), lost more than:"), self.doubtful)
        form.addRow(translate("Analysis", "Interesting (IT), gained more than:"), self.surprise)
        self._form = QWidget()
        self._form.setLayout(form)
        note = QLabel(
            translate(
                "Analysis",
                "Writes into the analysed nodes of the current line, as one undo step. "
                "Writing again replaces the analysis written before; other comment text "
                "and annotations of your own stay.",
            )
        )
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.write_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.write_button.setText(translate("Analysis", "Write"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.comments, self.annotations, self._form, note, self.buttons):
            layout.addWidget(widget)
        self.comments.toggled.connect(self._update)
        self.annotations.toggled.connect(self._update)
        self._update()

    def options(self) -> WriteOptions:
        """The options chosen (thresholds as fractions 0..1)."""
        bad = self.bad.value() / 100
        return WriteOptions(
            comments=self.comments.isChecked(),
            annotations=self.annotations.isChecked(),
            thresholds=Thresholds(
                bad=bad,
                doubtful=min(bad, self.doubtful.value() / 100),
                surprise=self.surprise.value() / 100,
            ),
        )

    def _update(self) -> None:
        self._form.setEnabled(self.annotations.isChecked())
        self.write_button.setEnabled(self.comments.isChecked() or self.annotations.isChecked())


def write_analysis(
    controller: GameController,
    judgements: Sequence[Judgement],
    options: WriteOptions,
    annotated: MutableMapping[Node, str],
) -> dict[str, int]:
    """Write ``judgements`` into the record as one undo step (README "Write Analysis to
    Record"): each node's earlier ``Analysis:`` lines give way to the new one (none when
    ``options.comments`` is off), the rest of its comment stays; the move annotation this
    wrote before (named by its old line or remembered in ``annotated``) is replaced by the
    one :func:`~gogui_py.analysis.annotate.annotation_for` gives, when
    ``options.annotations`` is on. An annotation the user set (any other, or TE) stays,
    and then none is written there.

    Args:
        annotated: node -> annotation written, kept by the caller across writes (a write
            without comments leaves no line naming it); updated here.

    Returns:
        How many nodes got each annotation (``{"BM": 2, "DO": 1}``), and under ``""``
        how many nodes were written.
    """
    game = controller.game
    counts: dict[str, int] = {"": len(judgements)}
    with controller.grouped(translate("Analysis", "Write analysis")):
        for node, evaluation, verdict in judgements:
            user_text, named = split_comment(node.comment)
            ours = named or annotated.get(node)
            present = game.annotations(node).move
            kind = None if present is None else present[0]
            written: str | None = None
            if kind is None or kind == ours:
                if options.annotations and verdict is not None:
                    written = annotation_for(verdict, options.thresholds)
                if written != kind:
                    controller.edit(partial(Game.set_move_annotation_at, node=node, kind=written))
                if written is None:
                    annotated.pop(node, None)
                else:
                    annotated[node] = written
                    counts[written] = counts.get(written, 0) + 1
            line = analysis_line(evaluation, verdict, written) if options.comments else None
            comment = merge_comment(user_text, line)
            if comment != node.comment:
                controller.edit(partial(Game.set_comment, node=node, text=comment))
    return counts
