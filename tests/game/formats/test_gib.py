"""Tygem GIB records: game information, handicap, moves, encodings and broken files."""

from __future__ import annotations

import pytest

from gogui_py.game.formats import load_record
from gogui_py.game.formats.gib import read_gib
from gogui_py.sgf import SgfError
from tests.game.formats.helpers import RECORDS, moves, setup


def test_sample_game_information_and_moves_in_cp949() -> None:
    result = load_record(RECORDS / "sample.gib")
    assert result.encoding == "cp949"
    [tree] = result.games
    info = tree.info
    assert (info.player_black, info.rank_black) == ("흑돌이", "3D")
    assert (info.player_white, info.rank_white) == ("백돌이", "5D")
    assert info.komi == 6.5  # GONGJE:65, tenths of a point
    assert info.handicap == 0 and not tree.root.add_black
    assert info.result == "B+R"  # GRLT:3
    assert info.date == "2024-05-01"
    assert info.game_name == "제1회 바둑 대회"
    assert info.place == "Tygem Baduk"
    assert tree.size.width == 19
    assert moves(tree)[:4] == ["B Q16", "W D4", "B Q4", "W D16"]  # x, y from the top left
    assert len(moves(tree)) == 12 and moves(tree)[-1] == "W Q10"
    assert [w.message for w in result.warnings] == ["not UTF-8: read as EUC-KR (cp949), sure"]


def test_handicap_stones_and_result_from_the_game_tag() -> None:
    result = load_record(RECORDS / "handicap.gib")
    [tree] = result.games
    assert result.encoding == "utf-8" and not result.warnings
    assert tree.info.handicap == 3
    assert setup(tree) == {"D4", "Q16", "D16"}  # Tygem's third stone: top left
    assert tree.info.komi == 0.5  # G5
    assert tree.info.result == "W+5.5"  # W1, Z55
    assert tree.info.player_black == "Kim" and tree.info.rank_black == ""
    assert moves(tree) == ["W R3", "B O3"]


def test_broken_move_line_is_reported_and_the_moves_before_it_kept() -> None:
    result = load_record(RECORDS / "broken.gib")
    [warning] = result.warnings
    assert (warning.line, warning.column) == (11, 1)
    assert "bad move 'STO 0 4 2 3 x3'" in warning.message
    assert "not read" in warning.message
    [tree] = result.games
    assert moves(tree) == ["B Q16", "W D4", "B Q4"]
    assert tree.info.result == "W+3.5" and tree.info.komi == 6.5


def test_move_off_the_board_is_a_bad_line() -> None:
    data = b"\\HS\n\\HE\n\\GS\nSTO 0 1 1 3 3\n  STO 0 2 2 19 3\n\\GE\n"
    result = read_gib(data)
    [warning] = result.warnings
    assert (warning.line, warning.column) == (5, 3)
    assert moves(result.games[0]) == ["B D16"]


def test_name_without_rank_and_nick_fallback() -> None:
    data = "\\[GAMEBLACKNAME=\\]\n\\[GAMEBLACKNICK=nick\\]\n\\[GAMEWHITENAME=A (b) c\\]\n"
    tree = read_gib(data.encode()).games[0]
    assert tree.info.player_black == "nick"
    assert (tree.info.player_white, tree.info.rank_white) == ("A (b) c", "")


def test_result_words_when_no_codes() -> None:
    data = "\\[GAMERESULT=White 4.5 win\\]\nSTO 0 1 1 3 3\n"
    assert read_gib(data.encode()).games[0].info.result == "W+4.5"


def test_not_a_gib_file_is_an_error_at_line_one() -> None:
    with pytest.raises(SgfError) as caught:
        read_gib(b"hello\nworld\n")
    assert (caught.value.line, caught.value.column) == (1, 1)
    assert "not a Tygem GIB record" in caught.value.message


def test_given_encoding_overrides_detection() -> None:
    data = (RECORDS / "sample.gib").read_bytes()
    result = read_gib(data, encoding="latin-1")
    assert result.encoding == "iso8859-1"
    assert result.games[0].info.player_black != "흑돌이"
