"""FF[1]-FF[3] conversions and repairs on reading: L/M markup, lower-case identifiers,
repeated properties (SGF spec, "Converting old SGF files to FF[4]")."""

from __future__ import annotations

import re

import pytest

from gogui_py.game.ff3_markup import is_old_format, letters_to_labels
from gogui_py.game.markup import markup_of, next_label
from gogui_py.game.sgf_io import load_bytes, load_file, to_sgf
from gogui_py.go import BoardSize, Color, Move, Point
from tests.conftest import corpus_dir

FF3 = (
    b"(;FF[3]GM[1]SZ[9]AP[CGoban:1.6.2]XX[unknown]\n"
    b";B[cc]L[dd][ee]M[cc]C[FF3 letters and mark];W[gg]BL[30]OB[5]\n"
    b";B[tt])"
)


def _messages(data: bytes) -> list[str]:
    return [w.message for w in load_bytes(data).warnings]


def test_letters_and_mark_become_ff4_markup() -> None:
    loaded = load_bytes(FF3)
    tree = loaded.games[0]
    node = tree.root.children[0]
    markup = markup_of(node, tree.size)
    # C7 = cc: the stone just played is marked with a triangle (MA would hide it).
    assert markup.labels == {Point(3, 3): "A", Point(4, 4): "B"}
    assert markup.marks == {Point(2, 2): "TR"}
    assert "L" not in node.props and "M" not in node.props
    assert [w.message for w in loaded.warnings] == [
        "FF[3] markup converted to FF[4]: L (letters) -> LB in 1 node(s), "
        "M (marks) -> MA/TR in 1 node(s)"
    ]
    assert (loaded.warnings[0].line, loaded.warnings[0].column) == (2, 1)
    assert tree.main_line()[-1].move == Move(Color.BLACK, None)  # tt: a pass


def test_converted_file_is_written_as_ff4() -> None:
    text = to_sgf(load_bytes(FF3).games)
    assert text.startswith("(;FF[4]")
    assert "LB[dd:A][ee:B]" in text and "TR[cc]" in text
    assert re.search(r"(?<![A-Z])[LM]\[", text) is None
    again = load_bytes(text.encode())
    assert again.warnings == []  # FF[4] now: nothing more to convert
    assert markup_of(again.games[0].root.children[0]).labels == {
        Point(3, 3): "A",
        Point(4, 4): "B",
    }


def test_letter_tool_continues_after_converted_letters() -> None:
    node = load_bytes(FF3).games[0].root.children[0]
    assert next_label(node, "letters") == "C"


def test_mark_on_empty_point_is_ma_and_position_is_the_nodes_own() -> None:
    # White captures the black stone at aa in the variation: M[aa] there marks an
    # empty point, in the main line a stone.
    data = b"(;GM[1]SZ[9];B[aa](;W[ba]M[aa]M[ee];B[ii];W[ab]M[aa])(;W[ab]M[aa]))"
    tree = load_bytes(data).games[0]
    first = tree.root.children[0]
    w_ba, w_ab_alt = first.children
    assert markup_of(w_ba).marks == {Point(0, 0): "TR", Point(4, 4): "MA"}
    captured = w_ba.children[0].children[0]
    assert markup_of(captured).marks == {Point(0, 0): "MA"}
    assert markup_of(w_ab_alt).marks == {Point(0, 0): "TR"}


def test_setup_stones_count_for_marks() -> None:
    tree = load_bytes(b"(;FF[3]SZ[9]AB[bb]M[bb][cc])").games[0]
    assert markup_of(tree.root).marks == {Point(1, 1): "TR", Point(2, 2): "MA"}


def test_no_ff_is_ff1_and_converted() -> None:
    tree = load_bytes(b"(;SZ[9];B[aa]L[bb])").games[0]
    assert tree.root.children[0].props == {"LB": ["bb:A"]}


@pytest.mark.parametrize("ff", [b"4", b"x"])
def test_ff4_keeps_l_and_m_as_unknown_properties(ff: bytes) -> None:
    data = b"(;FF[" + ff + b"]SZ[9];B[aa]L[bb]M[cc])"
    node = load_bytes(data).games[0].root.children[0]
    assert node.props == {"L": ["bb"], "M": ["cc"]}
    assert "L[bb]M[cc]" in to_sgf(load_bytes(data).games)


def test_letters_skip_those_of_labels_in_the_node() -> None:
    node = load_bytes(b"(;FF[3]SZ[9];B[aa]L[bb][cc]LB[dd:A])").games[0].root.children[0]
    assert markup_of(node).labels == {Point(3, 3): "A", Point(1, 1): "B", Point(2, 2): "C"}


def test_values_off_the_board_are_kept_raw_with_a_warning() -> None:
    data = b"(;FF[3]SZ[9];B[aa]L[zz][bb]M[qq])"
    node = load_bytes(data).games[0].root.children[0]
    assert node.props == {"L": ["zz"], "LB": ["bb:A"], "M": ["qq"]}
    assert _messages(data) == [
        "FF[3] M: not a point on the board: M[qq] kept as is",
        "FF[3] L: not a point on the board: L[zz] kept as is",  # letters: after the tree
        "FF[3] markup converted to FF[4]: L (letters) -> LB in 1 node(s)",
    ]


def test_is_old_format() -> None:
    assert is_old_format(None) and is_old_format(["1"]) and is_old_format(["3"])
    assert not is_old_format(["4"]) and not is_old_format(["four"])


def test_letters_past_the_alphabet_are_bad_values() -> None:
    size = BoardSize(19, 19)
    values = [f"{chr(97 + i % 19)}{chr(97 + i // 19)}" for i in range(53)]
    labels, bad = letters_to_labels(values, [], size)
    assert len(labels) == 52 and labels[-1].endswith(":z") and bad == values[52:]


def test_verbose_names_corpus_file_shows_its_letters_and_marks() -> None:
    tree = load_file(corpus_dir("gogui", "verbose-property-names.sgf")).games[0]
    nodes = tree.main_line()
    # Black[nd] Lettered[lc]: the 11th move.
    assert markup_of(nodes[11]).labels == {Point(11, 2): "A"}
    text = to_sgf([tree])
    assert "LB[fq:A][gd:B]" in text and "TR[jc][id][hd]" in text
    assert re.search(r"(?<![A-Z])[LM]\[", text) is None


# -- repairs that keep data --------------------------------------------------------


def test_lower_case_move_is_kept_as_a_move() -> None:
    data = b"(;GM[1]SZ[9]KM[abc]HA[x]SZ[7];b[cc]C[lower])"
    loaded = load_bytes(data)
    tree = loaded.games[0]
    assert tree.root.children[0].move == Move(Color.BLACK, Point(2, 2))
    assert "property 'b' has no upper-case letter: read as B" in [
        w.message for w in loaded.warnings
    ]
    text = to_sgf(loaded.games)
    assert ";B[cc]C[lower])" in text
    assert "SZ[9]KM[abc]HA[x]" in text  # unreadable values kept; the second SZ dropped...
    assert "property SZ repeated in one node: first value kept, SZ[7] dropped" in [
        w.message for w in loaded.warnings
    ]  # ...with a warning


def test_repeated_comment_is_joined_by_a_line_break() -> None:
    loaded = load_bytes(b"(;GM[1]SZ[9];B[cc]C[a]C[b])")
    node = loaded.games[0].root.children[0]
    assert node.comment == "a\nb"
    assert to_sgf(loaded.games).endswith(";B[cc]C[a\nb])\n")
