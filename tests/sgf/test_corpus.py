"""Every corpus file parses, round-trips through write(), and gives the expected values."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.sgf import ParseResult, parse, write
from gogui_py.sgf.values import simpletext_from_sgf, text_from_sgf
from tests.conftest import CORPUS, corpus_dir
from tests.sgf.tree_walk import assert_same_trees, count_nodes, main_line, walk

CORPUS_FILES = sorted(p.relative_to(CORPUS).as_posix() for p in CORPUS.rglob("*.sgf"))


def _read(name: str) -> ParseResult:
    path: Path = corpus_dir(*name.split("/"))
    return parse(path.read_bytes())


def test_corpus_is_present_and_complete() -> None:
    corpus_dir()
    assert len(CORPUS_FILES) >= 76


@pytest.mark.parametrize("name", CORPUS_FILES)
def test_corpus_file_round_trips(name: str) -> None:
    first = _read(name)
    assert first.games
    assert all(w.line >= 1 and w.column >= 1 for w in first.warnings)
    text = write(first.games)
    # write() output is meant to be encoded as UTF-8; a CA still naming the old
    # charset is the game layer's to update, so force UTF-8 when there is one.
    forced = "utf-8" if "CA" in first.games[0].properties else None
    second = parse(text.encode("utf-8"), encoding=forced)
    assert second.encoding == "utf-8"
    assert not second.warnings
    assert_same_trees(first.games, second.games)


@pytest.mark.parametrize(
    ("name", "encoding", "expected"),
    [
        ("sabaki/chinese.sgf", "gb18030", {"PW": "柯洁", "PB": "古力"}),
        ("sabaki/japanese.sgf", "cp932", {}),
        ("sabaki/korean.sgf", "cp949", {}),
    ],
)
def test_ca_decodes_properties_before_and_after_it(
    name: str, encoding: str, expected: dict[str, str]
) -> None:
    result = _read(name)
    assert result.encoding == encoding
    assert not result.warnings
    root = result.games[0]
    for ident, value in expected.items():
        assert root.properties[ident] == [value]


@pytest.mark.parametrize(
    ("name", "comment"),
    [
        ("sabaki/chinese.sgf", "围棋 is fun"),
        ("sabaki/japanese.sgf", "囲碁 is fun"),
        ("sabaki/korean.sgf", "바둑 is fun"),
    ],
)
def test_second_move_comment_decodes(name: str, comment: str) -> None:
    nodes = main_line(_read(name).games[0])
    assert nodes[2].properties["C"] == [comment]


def test_wrong_ca_falls_back_with_a_warning() -> None:
    result = _read("sabaki/japanese_bad.sgf")
    assert result.encoding == "utf-8"
    assert any("MS_KANJI" in w.message for w in result.warnings)
    assert main_line(result.games[0])[2].properties["C"] != ["囲碁 is fun"]


def test_no_ca_is_detected() -> None:
    result = _read("sabaki/no-ca.sgf")
    assert result.encoding == "gb18030"
    assert text_from_sgf(result.games[0].properties["C"][0]).startswith("【第三型】")
    assert [w.message for w in result.warnings] == [
        "not UTF-8 and no CA: read as GB18030 (GB2312), sure"
    ]


def test_gb2312_player_name_without_ca() -> None:
    """Issue 15: PW is the bytes B0 D7, GB2312 for 白 (charset_normalizer said cp1250)."""
    result = _read("gnugo/9handicap.sgf")
    assert result.encoding == "gb18030"
    assert result.games[0].properties["PW"] == ["白"]
    assert [w.message for w in result.warnings] == [
        "not UTF-8 and no CA: read as GB18030 (GB2312), fairly sure"
    ]


def test_gb2312_comment_without_ca() -> None:
    """Issue 15: a comment starts with C5 CC C3 E6, GB2312 for 盘面 (said cp1250)."""
    result = _read("gnugo/trevor_42.sgf")
    assert result.encoding == "gb18030"
    comments = [
        text_from_sgf(n.properties["C"][0]) for n in walk(result.games) if "C" in n.properties
    ]
    assert [c.split("\n")[0] for c in comments if not c.isascii()] == ["盘面"]


def test_swedish_latin1_comment_without_ca() -> None:
    """Same text as before issue 15 (cp1250 and cp1252 agree on ö), now named ISO-8859-1."""
    result = _read("gnugo/nicklas12.sgf")
    assert result.encoding == "cp1252"
    comments = [n.properties["C"][0] for n in walk(result.games) if "C" in n.properties]
    assert any("kossa 6k*: hörru gnugo" in c for c in comments)


def test_shift_jis_record_without_ca() -> None:
    result = _read("sabaki/nihon-kiin.sgf")
    assert result.encoding == "cp932"
    assert result.games[0].properties["PC"] == ["韓国棋院"]
    assert result.warnings[0].message.endswith("Shift_JIS (cp932), sure")


@pytest.mark.parametrize(("name", "encoding"), [("utf16le", "utf-16-le"), ("utf8bom", "utf-8")])
def test_bom_files_read_165_nodes(name: str, encoding: str) -> None:
    result = _read(f"sabaki/{name}.sgf")
    assert result.encoding == encoding
    assert count_nodes(result.games) == 165
    assert not result.warnings


def test_non_iana_ca_name_is_understood() -> None:
    result = _read("gnugo/CrazyStone1.sgf")
    assert result.encoding == "cp1252"
    assert not result.warnings


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "gogui/verbose-property-names.sgf",
            {"GM": ["1"], "PB": ["Robin Upton"], "KM": ["6"], "PL": ["B"], "BR": ["2 kyu"]},
        ),
        ("katrain/xmgt97.sgf", {"FF": ["1"], "GM": ["1"], "SZ": ["9"], "KM": ["-1.5"]}),
        ("katrain/panda1.sgf", {"GM": ["1"], "PB": ["player2"]}),
    ],
)
def test_old_long_property_names_map_to_ff4(name: str, expected: dict[str, list[str]]) -> None:
    result = _read(name)
    root = result.games[0]
    for ident, values in expected.items():
        assert root.properties[ident] == values
    idents = {ident for node in walk(result.games) for ident in node.properties}
    assert all(ident.isupper() and ident.isalpha() for ident in idents)


def test_old_names_on_moves_and_comments() -> None:
    root = _read("katrain/xmgt97.sgf").games[0]
    assert root.properties["B"] == ["ff"]
    assert main_line(root)[1].properties == {"W": ["gd"]}
    assert "CP" in _read("katrain/panda1.sgf").games[0].properties
    verbose = _read("gogui/verbose-property-names.sgf").games[0]
    comments = [n.properties["C"][0] for n in main_line(verbose) if "C" in n.properties]
    assert simpletext_from_sgf(comments[0]).startswith("donjuan[2d*]: very odd")


@pytest.mark.parametrize(("name", "games"), [("gogui/ff4_ex.sgf", 2), ("gnugo/reading10.sgf", 2)])
def test_collections(name: str, games: int) -> None:
    result = _read(name)
    assert len(result.games) == games


def test_ff4_example_split_files_match_the_collection() -> None:
    both = _read("gogui/ff4_ex.sgf").games
    assert_same_trees(both[:1], _read("gogui/ff4_ex.1.sgf").games)
    assert_same_trees(both[1:], _read("gogui/ff4_ex.2.sgf").games)


def test_ogs_nesting_reads_as_one_deep_line() -> None:
    result = _read("katrain/ogs.sgf")
    assert not result.warnings
    nodes = main_line(result.games[0])
    assert len(nodes) == count_nodes(result.games) > 100
    assert all(len(n.children) <= 1 for n in nodes)


def test_node_positions_point_at_the_semicolon() -> None:
    path = corpus_dir("gnugo", "trevor_42.sgf")
    lines = path.read_bytes().decode("latin-1").split("\n")
    for node in walk(parse(path.read_bytes()).games):
        assert lines[node.line - 1][node.column - 1] == ";"


def test_fox_repeated_property_is_joined_with_a_warning() -> None:
    """Fox writes AP twice; AP takes one value (FF[4]): both kept in one."""
    result = _read("katrain/fox_sgf_error.sgf")
    assert result.games[0].properties["AP"] == ["GNU Go:3.8\nfoxwq"]
    assert [(w.line, w.message) for w in result.warnings if "AP" in w.message] == [
        (1, "property AP repeated in one node: joined into one text")
    ]
