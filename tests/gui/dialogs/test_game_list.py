"""GameListDialog: rows from each game's game-info node, sorting, selection in the original
order."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from gogui_py.game.info import GameInfo
from gogui_py.game.sgf_io import load_file
from gogui_py.game.tree import GameTree
from gogui_py.go import Color, Move, Point
from gogui_py.gui.dialogs.game_list import COLUMNS, GameListDialog, row_texts
from tests.conftest import corpus_dir
from tests.gui.dialogs.layout_check import assert_tidy

NAME = COLUMNS.index("Name")


@pytest.fixture
def ff4_games() -> list[GameTree]:
    games = load_file(corpus_dir("gogui", "ff4_ex.sgf")).games
    assert len(games) == 2
    return games


def collection() -> list[GameTree]:
    """Three games with players, ranks, results and dates."""
    infos = [
        GameInfo(player_black="Shusaku", rank_black="4d", player_white="Gennan", result="B+2"),
        GameInfo(player_black="Go Seigen", player_white="Honinbo Shusai", date="1933-10-16"),
        GameInfo(player_black="Cho Hunhyun", rank_white="9p", game_name="Final", result="W+R"),
    ]
    trees = []
    for info in infos:
        tree = GameTree()
        info.apply_to(tree.root)
        trees.append(tree)
    return trees


def make(qtbot: QtBot, trees: list[GameTree], current: int) -> GameListDialog:
    dialog = GameListDialog(trees, current)
    qtbot.addWidget(dialog)
    return dialog


def cell(dialog: GameListDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    assert item is not None
    return item.text()


def click_header(qtbot: QtBot, dialog: GameListDialog, column: int) -> None:
    header = dialog.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def select_row(qtbot: QtBot, dialog: GameListDialog, row: int) -> None:
    table = dialog.table
    rect = table.visualRect(table.model().index(row, 1))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_rows_of_ff4_ex_and_current_selected(qtbot: QtBot, ff4_games: list[GameTree]) -> None:
    dialog = make(qtbot, ff4_games, 1)
    assert dialog.table.rowCount() == 2
    headers = [dialog.table.horizontalHeaderItem(c) for c in range(7)]
    assert [h.text() for h in headers if h is not None] == list(COLUMNS)
    assert [cell(dialog, 0, c) for c in range(7)] == [
        *("1", "", "", "", "", "Gametree 1: properties", "13"),
    ]
    # game 2 keeps its game info in the third node of the main line (FF[4] allows it)
    assert [cell(dialog, 1, c) for c in range(7)] == [
        *("2", "B. Lack (5d)", "W. Hite (6d)", "W+3.5", "", "", "2"),
    ]
    assert dialog.selected() == 1
    assert dialog.count_label.text() == "2 games"


def test_sorting_by_header_then_selection_maps_back(
    qtbot: QtBot, ff4_games: list[GameTree]
) -> None:
    dialog = make(qtbot, ff4_games, 0)
    dialog.show()
    qtbot.waitExposed(dialog)
    click_header(qtbot, dialog, NAME)  # ascending: the unnamed game 2 comes first
    assert cell(dialog, 0, 0) == "2"
    assert dialog.selected() == 0  # the selection followed its game
    select_row(qtbot, dialog, 0)
    assert dialog.selected() == 1
    click_header(qtbot, dialog, NAME)  # descending
    assert cell(dialog, 0, NAME) == "Gametree 1: properties"
    select_row(qtbot, dialog, 0)
    assert dialog.selected() == 0
    select_row(qtbot, dialog, 1)
    assert dialog.selected() == 1


def test_players_with_ranks_result_date(qtbot: QtBot) -> None:
    dialog = make(qtbot, collection(), 2)
    assert [cell(dialog, 0, c) for c in range(1, 6)] == [
        "Shusaku (4d)",
        "Gennan",
        "B+2",
        "",
        "",
    ]
    assert cell(dialog, 2, 2) == "9p"
    assert cell(dialog, 1, 4) == "1933-10-16"
    assert dialog.selected() == 2
    dialog.table.sortByColumn(COLUMNS.index("Black"), Qt.SortOrder.AscendingOrder)
    assert [cell(dialog, r, 1) for r in range(3)] == ["Cho Hunhyun", "Go Seigen", "Shusaku (4d)"]
    dialog.table.selectRow(1)
    assert dialog.selected() == 1  # Go Seigen's game is the second of the file
    assert row_texts(GameInfo(rank_black="3k")) == ("3k", "", "", "", "")


def test_a_game_without_any_info_still_shows_its_number_and_moves(qtbot: QtBot) -> None:
    tree = GameTree()
    tree.set_info(GameInfo(komi=6.5))  # KM alone: nothing the list shows
    node = tree.root
    for x in range(3):
        node, _ = tree.add_move(node, Move(Color.BLACK if x % 2 else Color.WHITE, Point(x, 0)))
    dialog = make(qtbot, [tree], 0)
    assert [cell(dialog, 0, c) for c in range(7)] == ["1", "", "", "", "", "", "3"]


def test_number_column_sorts_numerically(qtbot: QtBot) -> None:
    trees = [GameTree() for _ in range(12)]
    dialog = make(qtbot, trees, 0)
    dialog.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert [cell(dialog, r, 0) for r in range(3)] == ["12", "11", "10"]
    dialog.table.selectRow(0)
    assert dialog.selected() == 11


def test_double_click_accepts(qtbot: QtBot, ff4_games: list[GameTree]) -> None:
    dialog = make(qtbot, ff4_games, 0)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    center = table.visualRect(table.model().index(1, NAME)).center()
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=center)
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=center)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.selected() == 1


def test_enter_accepts(qtbot: QtBot, ff4_games: list[GameTree]) -> None:
    dialog = make(qtbot, ff4_games, 0)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.selected() == 1
    QTest.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert not dialog.isVisible()
    assert dialog.selected() == 1


def test_filter_hides_rows_and_keeps_a_visible_selection(qtbot: QtBot) -> None:
    dialog = make(qtbot, collection(), 0)
    QTest.keyClicks(dialog.filter_edit, "go seigen")
    hidden = [dialog.table.isRowHidden(r) for r in range(3)]
    assert hidden == [True, False, True]
    assert dialog.selected() == 1
    assert dialog.count_label.text() == "1 of 3 games shown"
    dialog.filter_edit.setText("nobody")
    assert dialog.selected() == -1
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.filter_edit.clear()
    assert not any(dialog.table.isRowHidden(r) for r in range(3))


def test_no_current_game(qtbot: QtBot) -> None:
    dialog = make(qtbot, collection(), -1)
    assert dialog.selected() == -1


def test_layout_is_tidy(qtbot: QtBot, tmp_path: Path) -> None:
    assert_tidy(qtbot, make(qtbot, collection(), 1), tmp_path / "game_list.png")
