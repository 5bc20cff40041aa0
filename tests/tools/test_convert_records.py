"""gogui-convert on Tygem GIB, WBaduk NGF and Pandanet UGF records: SGF out, round trip."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game import load_file
from gogui_py.game.formats import load_record
from gogui_py.tools.convert import EXIT_OK, EXIT_SYNTAX
from tests.game.formats.helpers import RECORDS, moves
from tests.game.tree_compare import assert_same_trees
from tests.tools.test_convert import convert


@pytest.mark.parametrize("name", ["sample.gib", "handicap.gib", "sample.ngf", "sample.ugi"])
def test_record_converts_to_sgf_with_the_same_game(tmp_path: Path, name: str) -> None:
    target = tmp_path / "out.sgf"
    result = convert(RECORDS / name, target)
    assert result.returncode == EXIT_OK, result.stderr
    text = target.read_text(encoding="utf-8")
    assert text.startswith("(;FF[4]CA[UTF-8]")
    converted = load_file(target)
    assert not converted.warnings
    assert_same_trees(load_record(RECORDS / name).games, converted.games)


def test_gib_to_standard_output_holds_players_komi_result_and_moves() -> None:
    result = convert(RECORDS / "sample.gib", "-")
    assert result.returncode == EXIT_OK
    text = result.stdout.decode("utf-8")
    for needle in ("PB[흑돌이]", "BR[3D]", "PW[백돌이]", "KM[6.5]", "RE[B+R]", "DT[2024-05-01]"):
        assert needle in text
    assert ";B[pd];W[dp];B[pp];W[dd]" in text
    assert "read as EUC-KR (cp949)" in result.stderr.decode()


def test_broken_record_is_checked_with_line_and_column(tmp_path: Path) -> None:
    target = tmp_path / "broken.sgf"
    result = convert("--check", RECORDS / "broken.gib", target)
    assert result.returncode == EXIT_OK
    out = result.stdout.decode()
    assert f"{RECORDS / 'broken.gib'}:11:1: warning: bad move 'STO 0 4 2 3 x3'" in out
    assert moves(load_file(target).games[0]) == ["B Q16", "W D4", "B Q4"]


def test_file_that_is_no_record_exits_with_the_syntax_status(tmp_path: Path) -> None:
    source = tmp_path / "empty.gib"
    source.write_bytes(b"nothing here\n")
    target = tmp_path / "out.sgf"
    result = convert(source, target)
    assert result.returncode == EXIT_SYNTAX
    assert b":1:1: error: not a Tygem GIB record" in result.stderr
    assert not target.exists()
