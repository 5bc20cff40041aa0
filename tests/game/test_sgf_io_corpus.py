"""Every corpus file loads and survives to_sgf -> load_bytes; specific contents are read right."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game.info import GameInfo
from gogui_py.game.sgf_io import load_bytes, load_file, to_sgf
from gogui_py.go import BoardSize, Color, Move, Point
from tests.conftest import CORPUS, corpus_dir
from tests.game.tree_compare import assert_same_trees

GROUPS = ("gnugo", "gogui", "katrain", "pachi", "sabaki")


def _corpus_files() -> list[str]:
    if not CORPUS.exists():
        return ["(corpus absent)"]
    return sorted(f"{p.parent.name}/{p.name}" for g in GROUPS for p in (CORPUS / g).glob("*.sgf"))


@pytest.mark.parametrize("name", _corpus_files())
def test_corpus_file_round_trips(name: str) -> None:
    path = corpus_dir(*name.split("/"))
    loaded = load_file(path)
    assert loaded.games, "no game read"
    text = to_sgf(loaded.games)
    again = load_bytes(text.encode("utf-8"))
    assert again.encoding == "utf-8"
    assert_same_trees(loaded.games, again.games)
    # Writing is stable: a second round gives the same text.
    assert to_sgf(again.games) == text
    # Our own output loads without mapping warnings unless the original had raw leftovers.
    if not any("kept as is" in w.message for w in loaded.warnings):
        assert not [w for w in again.warnings if "kept as is" in w.message]


def test_corpus_has_the_expected_groups() -> None:
    for group in GROUPS:
        assert list(corpus_dir(group).glob("*.sgf")), group


def test_first_comment_of_pachi_game() -> None:
    tree = load_file(corpus_dir("pachi", "2011-08-24-StoneGrid-pachi2.sgf")).games[0]
    assert tree.root.comment.startswith("StoneGrid [-]: GTP Engine for StoneGrid (white)")
    first = tree.root.children[0]
    assert first.move == Move(Color.BLACK, Point(15, 15))
    assert first.comment.splitlines()[0] == (
        "maproomad [-]: pachi2:\u00a0In 2367711 playouts at 64 machines, "
        "white M10 can win with 96.89% probability."
    )
    assert first.props["BL"] == ["14399.379"]
    assert tree.root.get_text("RE") == "B+Resign"
    assert len(tree.main_line()) == 220


def test_chinese_comment_and_names() -> None:
    tree = load_file(corpus_dir("sabaki", "chinese.sgf")).games[0]
    assert tree.root.get_text("PW") == "柯洁"
    assert tree.root.get_text("PB") == "古力"
    second = tree.main_line()[2]
    assert second.comment == "围棋 is fun"


def test_japanese_and_korean_comments() -> None:
    ja = load_file(corpus_dir("sabaki", "japanese.sgf")).games[0]
    ko = load_file(corpus_dir("sabaki", "korean.sgf")).games[0]
    assert any(n.comment == "囲碁 is fun" for n in ja.main_line())
    assert any(n.comment == "바둑 is fun" for n in ko.main_line())


def test_escaped_bracket_in_comment() -> None:
    tree = load_file(corpus_dir("gogui", "time-settings-unknown-ot.sgf")).games[0]
    assert "]" in tree.root.comment
    assert "\\" not in tree.root.comment


def test_size_after_setup_points() -> None:
    valid = load_file(corpus_dir("gogui", "size-after-valid-points.sgf"))
    root = valid.games[0].root
    assert valid.games[0].size == BoardSize(19, 19)
    assert root.add_black == (Point(15, 15),)
    assert root.add_white == (Point(2, 15),)
    assert not valid.warnings

    invalid = load_file(corpus_dir("gogui", "size-after-invalid-points.sgf"))
    root = invalid.games[0].root
    assert invalid.games[0].size == BoardSize(9, 9)
    assert root.add_black == () and root.add_white == ()
    assert root.props["AB"] == ["pp"] and root.props["AW"] == ["cp"]
    assert len(invalid.warnings) == 2
    assert all(w.line == 1 and w.column == 2 for w in invalid.warnings)


def test_move_off_board_is_kept_raw_with_a_warning() -> None:
    loaded = load_file(corpus_dir("gogui", "invalidmove.sgf"))
    nodes = loaded.games[0].main_line()
    off = nodes[3]
    assert off.move is None
    assert off.props["B"] == ["rs"]
    assert [(w.line, "B[rs]" in w.message) for w in loaded.warnings] == [(2, True)]
    assert nodes[4].move == Move(Color.WHITE, Point(2, 1))
    assert "B[rs]" in to_sgf(loaded.games)


def test_human_readable_moves_are_read_as_moves() -> None:
    """GoGui's fixture for SmartGo's coordinates: R16 D4 C16 Q4 R6 Pass on 19x19."""
    loaded = load_file(corpus_dir("gogui", "human-readable.sgf"))
    nodes = loaded.games[0].main_line()
    black, white = Color.BLACK, Color.WHITE
    assert [n.move for n in nodes[1:]] == [
        Move(black, Point(16, 3)),
        Move(white, Point(3, 15)),
        Move(black, Point(2, 3)),
        Move(white, Point(15, 15)),
        Move(black, Point(16, 13)),
        Move(white, None),
    ]
    assert not any("B" in n.props or "W" in n.props for n in nodes)
    [warning] = loaded.warnings  # one conversion, nothing "kept as is"
    assert "converted" in warning.message and "B[R16] -> B[qd]" in warning.message
    assert "6 move(s)" in warning.message and "kept as is" not in warning.message
    assert warning.line == 1
    text = to_sgf(loaded.games)
    assert ";B[qd];W[dp];B[cd];W[pp];B[qn]\n;W[])" in text and "R16" not in text


def test_two_game_trees_in_one_file() -> None:
    loaded = load_file(corpus_dir("gogui", "ff4_ex.sgf"))
    assert len(loaded.games) == 2
    first, second = loaded.games
    assert any(n.has_setup for n in first.iter_nodes())
    assert any(n.player is Color.WHITE for n in first.iter_nodes())
    assert second.root.comment.startswith("Gametree 2: game-info")
    infos = [n.get_text("PW") for n in second.iter_nodes() if "PW" in n.props]
    assert "W. Hite" in infos and "T. Suji" in infos
    assert to_sgf(loaded.games).count("(;FF[4]CA[UTF-8]AP[gogui-py:") == 2


def test_tt_is_a_pass_on_19x19() -> None:
    tree = load_file(corpus_dir("gnugo", "9handicap.sgf")).games[0]
    last = tree.main_line()[-1]
    assert last.move == Move(Color.BLACK, None)
    assert len(tree.root.add_black) == 9
    assert "B[]" in to_sgf([tree])


def test_verbose_property_names_map_to_game_info() -> None:
    tree = load_file(corpus_dir("gogui", "verbose-property-names.sgf")).games[0]
    assert tree.is_go
    assert tree.info.komi != 0.0 or "KM" in tree.root.props
    assert tree.main_line()[1].move is not None


def test_root_property_order_when_written(tmp_path: Path) -> None:
    tree = load_file(corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")).games[0]
    text = to_sgf([tree])
    assert text.startswith("(;FF[4]CA[UTF-8]AP[gogui-py:0.1.0]GM[1]SZ[13]")
    assert text.index("VW[]") < text.index("PB[Katsunari 8.0]") < text.index("EV[CGoT]")


@pytest.mark.parametrize(
    ("data", "size", "komi", "warnings"),
    [
        (b"(;SZ[9\n]KM[6.5\r\n];B[aa])", 9, 6.5, []),
        (b"(;SZ[13\\\n]KM[0.\\\n5];B[aa])", 13, 0.5, []),  # soft line breaks
        (
            b"(;SZ[9\n9]KM[6\n.5];B[aa])",
            19,
            0.0,
            ["bad board size SZ[9\\n9], using 19x19", "bad komi KM[6\\n.5], using 0"],
        ),
        (
            b"(;SZ[abc]KM[];B[aa])",
            19,
            0.0,
            ["bad board size SZ[abc], using 19x19", "bad komi KM[], using 0"],
        ),
    ],
)
def test_size_and_komi_with_line_breaks_or_garbage(
    data: bytes, size: int, komi: float, warnings: list[str]
) -> None:
    """Fault 9 of issue 9: a value with a line break is read when it is a number, else
    repaired with a warning that shows it on one line (never a silent 19x19 / komi 0)."""
    loaded = load_bytes(data)
    tree = loaded.games[0]
    assert tree.size.width == size
    assert GameInfo.from_root(tree.root).komi == komi
    assert [w.message for w in loaded.warnings] == warnings
