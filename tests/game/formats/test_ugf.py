"""Pandanet UGF/UGI records: [Header] keys, [Data] moves, handicap stones, passes."""

from __future__ import annotations

from gogui_py.game.formats import load_record
from gogui_py.game.formats.ugf import read_ugf
from tests.game.formats.helpers import RECORDS, moves, setup


def test_sample_in_shift_jis() -> None:
    result = load_record(RECORDS / "sample.ugi")
    assert result.encoding == "cp932"
    [tree] = result.games
    info = tree.info
    assert (info.player_black, info.rank_black) == ("小林光一", "九段")
    assert (info.player_white, info.rank_white) == ("山下敬吾", "碁聖")
    assert info.komi == 6.5 and info.handicap == 0
    assert info.result == "B+1.5"
    assert info.date == "2001-08-20"
    assert info.rules == "JPN" and info.place == "日本棋院"
    # CoordinateType=IGS: rows from A at the bottom; YA is off the board: a pass.
    assert moves(tree) == ["B Q16", "W D4", "B Q3", "W D16", "B R6", "W pass"]


def test_handicap_stones_then_a_broken_line() -> None:
    result = load_record(RECORDS / "handicap.ugf")
    [tree] = result.games
    assert tree.size.width == 9
    assert tree.info.handicap == 2 and setup(tree) == {"C3", "G7"}
    assert tree.info.komi == 0.5 and tree.info.result == "W+R"
    assert moves(tree) == ["W E5", "B E7"]
    [warning] = result.warnings
    assert (warning.line, warning.column) == (13, 1)
    assert "bad move '9Z,W1,3,0'" in warning.message


def test_rows_from_the_top_without_igs_coordinates() -> None:
    data = b"[Header]\nSize=19\n[Data]\nPD,B1,1,0\n"
    assert moves(read_ugf(data).games[0]) == ["B Q16"]


def test_other_sections_and_comments_are_skipped() -> None:
    data = b"# saved by a client\n[Header]\nSize=9\n[Data]\nEE,B1,1,0\n[Figure]\nXX,??\n"
    result = read_ugf(data)
    assert not result.warnings
    assert moves(result.games[0]) == ["B E5"]


def test_extension_in_capitals_is_recognised(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "GAME.UGF"
    path.write_bytes(b"[Header]\nSize=9\n[Data]\nEE,B1,1,0\n")
    assert moves(load_record(path).games[0]) == ["B E5"]
