"""GameInfoDialog: every property edited through its widget, untouched values kept exactly."""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from gogui_py.game.info import TEXT_FIELDS, GameInfo
from gogui_py.game.sgf_io import load_bytes, load_file, to_sgf
from gogui_py.gui.dialogs.game_info import (
    GameInfoDialog,
    clean_line,
    clean_multiline,
    date_looks_valid,
    result_looks_valid,
)
from tests.conftest import corpus_dir
from tests.gui.dialogs.layout_check import assert_tidy

FULL = GameInfo(
    player_black="Lee Sedol",
    player_white="AlphaGo",
    rank_black="9p",
    rank_white="",
    komi=7.5,
    handicap=0,
    result="W+R",
    rules="Chinese",
    date="2016-03-09",
    event="Google DeepMind Challenge Match",
    round="1",
    place="Seoul",
    game_name="Game 1",
    game_comment="First game.\nA historic match.",
    time_limit="7200",
    overtime="3x60 byo-yomi",
    source="deepmind.com",
    annotator="An Younggil",
    user="gogui-py",
    copyright="public domain",
)

SINGLE_LINE = [f for f in TEXT_FIELDS if f not in ("result", "rules", "game_comment")]


def make(qtbot: QtBot, info: GameInfo) -> GameInfoDialog:
    dialog = GameInfoDialog(info)
    qtbot.addWidget(dialog)
    return dialog


def test_untouched_corpus_info_round_trips_exactly(qtbot: QtBot) -> None:
    result = load_file(corpus_dir("gogui", "ff4_ex.sgf"))
    for tree in result.games:
        info = GameInfo.from_root(tree.root)
        assert make(qtbot, info).info() == info
    first = GameInfo.from_root(result.games[0].root)
    assert first.game_name == "Gametree 1: properties"
    assert first.user == "Arno Hollosi"


def test_untouched_values_the_widgets_cannot_show_are_kept(qtbot: QtBot) -> None:
    odd = FULL.replace(komi=6.333, handicap=5000, player_black="Tab\there", date="sometime")
    dialog = make(qtbot, odd)
    assert dialog.info() == odd
    dialog.edits["player_white"].setText("Ke Jie")
    assert dialog.info() == odd.replace(player_white="Ke Jie")


def test_widgets_show_the_values(qtbot: QtBot) -> None:
    dialog = make(qtbot, FULL)
    for field in SINGLE_LINE:
        assert dialog.edits[field].text() == getattr(FULL, field)
    assert dialog.result_combo.currentText() == "W+R"
    assert dialog.rules_combo.currentText() == "Chinese"
    assert dialog.comment_edit.toPlainText() == FULL.game_comment
    assert dialog.komi_spin.value() == 7.5
    assert dialog.komi_spin.text() == "7.5"
    assert dialog.handicap_spin.value() == 0


@pytest.mark.parametrize("field", SINGLE_LINE)
def test_each_single_line_field_typed_changes_only_itself(qtbot: QtBot, field: str) -> None:
    dialog = make(qtbot, FULL)
    edit = dialog.edits[field]
    edit.selectAll()
    QTest.keyClicks(edit, "Typed 1")
    expected = dataclasses.replace(FULL)
    setattr(expected, field, "Typed 1")
    assert dialog.info() == expected


def test_combos_comment_and_numbers_typed(qtbot: QtBot) -> None:
    dialog = make(qtbot, FULL)
    line = dialog.result_combo.lineEdit()
    assert line is not None
    line.selectAll()
    QTest.keyClicks(line, "B+3.5")
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findText("Japanese"))
    dialog.comment_edit.clear()
    QTest.keyClicks(dialog.comment_edit, "line one")
    QTest.keyClick(dialog.comment_edit, Qt.Key.Key_Return)
    QTest.keyClicks(dialog.comment_edit, "line two")
    komi_line = dialog.komi_spin.lineEdit()
    komi_line.selectAll()
    QTest.keyClicks(komi_line, "6.5")
    handicap_line = dialog.handicap_spin.lineEdit()
    handicap_line.selectAll()
    QTest.keyClicks(handicap_line, "3")
    QTest.keyClick(dialog.handicap_spin, Qt.Key.Key_Up)
    assert dialog.info() == FULL.replace(
        result="B+3.5",
        rules="Japanese",
        game_comment="line one\nline two",
        komi=6.5,
        handicap=4,
    )


def test_programmatic_fill_of_an_empty_info(qtbot: QtBot) -> None:
    dialog = make(qtbot, GameInfo())
    for field in SINGLE_LINE:
        dialog.edits[field].setText(getattr(FULL, field))
    dialog.result_combo.setEditText(FULL.result)
    dialog.rules_combo.setEditText(FULL.rules)
    dialog.comment_edit.setPlainText(FULL.game_comment)
    dialog.komi_spin.setValue(FULL.komi)
    assert dialog.info() == FULL


def test_negative_and_integer_komi(qtbot: QtBot) -> None:
    dialog = make(qtbot, GameInfo(komi=6.5))
    dialog.komi_spin.setValue(-59.5)
    assert dialog.info().komi == -59.5
    dialog.komi_spin.setValue(0.0)
    assert dialog.komi_spin.text() == "0"
    assert dialog.info().komi == 0.0


def test_control_characters_removed_from_edited_fields(qtbot: QtBot) -> None:
    dialog = make(qtbot, FULL)
    dialog.edits["player_black"].setText("Lee\x07 Se\x00dol\tJr")
    dialog.comment_edit.setPlainText("a\x1bb\r\nc\td")
    info = dialog.info()
    assert info.player_black == "Lee Sedol Jr"
    assert info.game_comment == "ab\nc\td"


def test_clean_functions() -> None:
    assert clean_line("a\r\nb\nc\u2028d\x7fe\x85") == "a b c de"
    assert clean_multiline("a\rb\u2029c\x00") == "a\nb\nc"
    assert clean_line("李昌镐 ♠") == "李昌镐 ♠"


def test_hints_for_unusual_date_result_and_time(qtbot: QtBot) -> None:
    dialog = make(qtbot, FULL)
    assert not dialog.hint_label.isVisibleTo(dialog)
    dialog.edits["date"].setText("9 March 2016")
    dialog.result_combo.setEditText("White won")
    dialog.edits["time_limit"].setText("two hours")
    hint = dialog.hint_label.text()
    assert "Date" in hint and "Result" in hint and "Time" in hint
    assert dialog.hint_label.isVisibleTo(dialog)
    dialog.edits["date"].setText("1996-05-06,07,08")
    dialog.result_combo.setEditText("W+Resign")
    dialog.edits["time_limit"].setText("5:00:00")
    assert not dialog.hint_label.isVisibleTo(dialog)
    assert dialog.info().date == "1996-05-06,07,08"  # hints never block


def test_date_and_result_forms() -> None:
    assert all(map(date_looks_valid, ["", "2024", "2024-03", "2024-03-09", "2024-03-09,10"]))
    assert not any(map(date_looks_valid, ["9 March 2016", "2024/03/09", "24-3-9"]))
    assert all(map(result_looks_valid, ["", "B+R", "W+0.5", "0", "Void", "?", "B+", "w+t"]))
    assert not any(map(result_looks_valid, ["White won", "B+3.5.1", "Jigo"]))


def test_today_button(qtbot: QtBot) -> None:
    dialog = make(qtbot, FULL)
    dialog.show()
    qtbot.waitExposed(dialog)
    today = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Today")
    QTest.mouseClick(today, Qt.MouseButton.LeftButton)
    assert dialog.info().date == datetime.date.today().isoformat()
    assert dialog.isVisible()  # the button is not the default: the dialog stays open


def test_edited_info_survives_sgf_write_and_read(qtbot: QtBot) -> None:
    result = load_file(corpus_dir("gogui", "ff4_ex.sgf"))
    tree = result.games[0]
    dialog = make(qtbot, GameInfo.from_root(tree.root))
    for field in SINGLE_LINE:
        dialog.edits[field].setText(f"{field} [x]\\y:")
    dialog.comment_edit.setPlainText("Comment ]\nwith \\ escapes")
    dialog.komi_spin.setValue(6.5)
    dialog.handicap_spin.setValue(2)
    edited = dialog.info()
    assert edited.user == "user [x]\\y:"
    assert edited.apply_to(tree.root)
    again = load_bytes(to_sgf(result.games).encode("utf-8")).games[0]
    assert GameInfo.from_root(again.root) == edited


def test_layout_is_tidy(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = make(qtbot, FULL.replace(date="bad date"))
    assert_tidy(qtbot, dialog, tmp_path / "game_info.png")


def test_tab_goes_down_the_form(qtbot: QtBot) -> None:
    dialog = make(qtbot, FULL)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.edits["player_black"].setFocus()
    seen = []
    for _ in range(11):
        seen.append(dialog.focusWidget())
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
    edits = dialog.edits
    assert seen[:5] == [
        edits[f] for f in ("player_black", "rank_black", "player_white", "rank_white", "game_name")
    ]
    assert seen[8] is edits["place"]
    assert seen[9] in (dialog.rules_combo, dialog.rules_combo.lineEdit())
    assert seen[10] in (dialog.komi_spin, dialog.komi_spin.lineEdit())
