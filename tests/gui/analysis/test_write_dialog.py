"""Write Analysis to Record: the options dialog, and what writing does to the record
(comment lines, BM/DO/IT, one undo step, writing again replaces only what it wrote)."""

from __future__ import annotations

from functools import partial

import pytest
from pytestqt.qtbot import QtBot

from gogui_py.analysis.annotate import Evaluation, Thresholds, WriteOptions, judge
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.analysis.write_dialog import Judgement, WriteDialog, write_analysis
from gogui_py.gui.record.controller import GameController

D4, Q16, C3 = Point(3, 15), Point(15, 3), Point(2, 16)


def test_the_dialog_shows_the_options_and_reads_them_back(qtbot: QtBot) -> None:
    dialog = WriteDialog(WriteOptions(comments=True, annotations=False))
    qtbot.addWidget(dialog)
    assert dialog.comments.isChecked() and not dialog.annotations.isChecked()
    assert (dialog.bad.value(), dialog.doubtful.value(), dialog.surprise.value()) == (10, 5, 5)
    assert not dialog.bad.isEnabled()  # thresholds only for annotations
    dialog.annotations.setChecked(True)
    assert dialog.bad.isEnabled()
    dialog.bad.setValue(15)
    dialog.doubtful.setValue(7.5)
    dialog.surprise.setValue(3)
    options = dialog.options()
    assert options.comments and options.annotations
    assert options.thresholds.bad == pytest.approx(0.15)
    assert options.thresholds.doubtful == pytest.approx(0.075)
    assert options.thresholds.surprise == pytest.approx(0.03)
    dialog.bad.setValue(4)  # the doubtful threshold cannot exceed it
    assert dialog.doubtful.value() == 4
    dialog.comments.setChecked(False)
    dialog.annotations.setChecked(False)
    assert not dialog.write_button.isEnabled()


def played(controller: GameController, points: list[Point]) -> list[Node]:
    for point in points:
        controller.edit(partial(Game.play, point=point))
    return list(controller.game.path(controller.game.current))


def judgements(line: list[Node], black_rates: list[float]) -> list[Judgement]:
    """Each node analysed with Black's win rate ``black_rates[i]`` and D4 as best move."""
    found: list[Judgement] = []
    before: Evaluation | None = None
    for node, rate in zip(line, black_rates, strict=True):
        after = Evaluation(rate, None, D4, "D4", 100)
        move = node.move
        verdict = None
        if before is not None and move is not None:
            verdict = judge(before, after, move.color, move.point)
        found.append((node, after, verdict))
        before = after
    return found


def test_writing_comments_and_annotations_is_one_undo_step(qtbot: QtBot) -> None:
    controller = GameController(BoardSize.square(19))
    root, b_d4, w_q16, b_c3 = line = played(controller, [D4, Q16, C3])
    controller.edit(lambda game: game.set_comment(w_q16, "Nice shape."))
    # B D4 keeps 50 %; W Q16 lets Black go to 62 % (W lost 12 %: BM); B C3 loses 7 % (DO)
    judged = judgements(line, [0.5, 0.5, 0.62, 0.55])
    annotated: dict[Node, str] = {}
    options = WriteOptions(comments=True, annotations=True)
    counts = write_analysis(controller, judged, options, annotated)
    assert counts == {"": 4, "BM": 1, "DO": 1}
    game = controller.game
    assert [game.annotations(n).move for n in line] == [None, None, ("BM", 1), ("DO", 1)]
    assert root.comment == "Analysis: Black 50.0 %, best D4 (100 visits)"
    assert b_d4.comment == "Analysis: Black 50.0 %, best D4 (100 visits); B lost 0.0 %"
    assert w_q16.comment == (
        "Nice shape.\nAnalysis: Black 62.0 %, best D4 (100 visits); W lost 12.0 % (best was D4); BM"
    )
    assert b_c3.comment.endswith("; B lost 7.0 % (best was D4); DO")
    controller.undo()
    assert [n.comment for n in line] == ["", "", "Nice shape.", ""]
    assert all(game.annotations(n).move is None for n in line)


def test_writing_again_replaces_what_it_wrote_and_nothing_else(qtbot: QtBot) -> None:
    controller = GameController(BoardSize.square(19))
    line = played(controller, [D4, Q16, C3])
    _root, b_d4, w_q16, b_c3 = line
    controller.edit(lambda game: game.set_move_annotation_at(b_d4, "TE"))  # the user's own
    judged = judgements(line, [0.5, 0.35, 0.47, 0.40])  # B D4 lost 15 %: would be BM
    annotated: dict[Node, str] = {}
    write_analysis(controller, judged, WriteOptions(annotations=True), annotated)
    game = controller.game
    assert game.annotations(b_d4).move == ("TE", 1)  # not overwritten, and not claimed
    assert not b_d4.comment.endswith("BM")
    assert game.annotations(w_q16).move == ("BM", 1)
    # Again, with other thresholds: W Q16 is now only doubtful, B C3 nothing.
    strict = Thresholds(bad=0.2, doubtful=0.1, surprise=0.05)
    write_analysis(controller, judged, WriteOptions(annotations=True, thresholds=strict), annotated)
    assert game.annotations(w_q16).move == ("DO", 1)
    assert game.annotations(b_c3).move is None
    assert w_q16.comment.count("Analysis:") == 1 and w_q16.comment.endswith("; DO")
    # Annotations without comments: the lines go, the annotations are still known as ours.
    write_analysis(controller, judged, WriteOptions(comments=False, annotations=True), annotated)
    assert all("Analysis:" not in n.comment for n in line)
    assert game.annotations(w_q16).move == ("BM", 1)
    write_analysis(controller, judged, WriteOptions(comments=True), annotated)
    assert game.annotations(w_q16).move is None  # ours: taken back
    assert game.annotations(b_d4).move == ("TE", 1)
    assert game.to_move(b_c3) is Color.WHITE
