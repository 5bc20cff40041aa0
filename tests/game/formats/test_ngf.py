"""WBaduk NGF records: the twelve header lines, PM move lines, broken files."""

from __future__ import annotations

import pytest

from gogui_py.game.formats import load_record
from gogui_py.game.formats.ngf import read_ngf
from gogui_py.sgf import SgfError
from tests.game.formats.helpers import RECORDS, moves, setup


def test_sample_header_and_moves() -> None:
    result = load_record(RECORDS / "sample.ngf")
    assert result.encoding == "cp949"
    [tree] = result.games
    info = tree.info
    assert (info.player_white, info.rank_white) == ("백돌이", "5d")
    assert (info.player_black, info.rank_black) == ("흑돌이", "3d*")
    assert info.komi == 6.5  # "6" in an even game: the half point is implied
    assert info.handicap == 0
    assert info.result == "B+16.5"
    assert info.date == "2006-09-28"
    assert info.game_name == "Oro2000 친선 대국"
    # Letters from B for the first line: PMABBQEEQ is Black at x=15, y=3.
    assert moves(tree) == ["B Q16", "W D4", "B Q4", "W D16", "B C18", "W K10"]


def test_broken_move_line_keeps_the_handicap_game_up_to_it() -> None:
    result = load_record(RECORDS / "broken.ngf")
    [warning] = result.warnings
    assert (warning.line, warning.column) == (14, 1)
    assert "bad move 'PMACB??'" in warning.message
    [tree] = result.games
    assert tree.size.width == 9
    assert tree.info.handicap == 2 and setup(tree) == {"C3", "G7"}
    assert tree.info.komi == 0.0  # whole komi in a handicap game
    assert tree.info.result == "W+R"
    assert moves(tree) == ["W F4"]


def test_bad_board_size_is_reported_and_19_used() -> None:
    lines = ["T", "big", "w 1d", "b 1d", "site", "0", "0", "6", "20200101", "0", "?", "1"]
    data = "\n".join([*lines, "PMABBDDDD", "PMACWAAAA"]).encode()
    result = read_ngf(data)
    assert [(w.line, w.message) for w in result.warnings] == [
        (2, "bad board size 'big', using 19x19")
    ]
    tree = result.games[0]
    assert tree.size.width == 19
    assert moves(tree) == ["B C17", "W pass"]  # A is off the board


def test_empty_file_is_an_error() -> None:
    with pytest.raises(SgfError) as caught:
        read_ngf(b"")
    assert caught.value.line == 1
