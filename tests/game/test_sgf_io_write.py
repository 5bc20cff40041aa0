"""Writing trees (to_sgf, save_file) and loading edge cases (deep, large, odd nodes)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gogui_py.game.game import Game
from gogui_py.game.sgf_io import load_bytes, load_file, save_file, to_sgf
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.sgf import SgfError
from tests.game.tree_compare import assert_same_trees

B = Color.BLACK
W = Color.WHITE


def _sample_tree() -> GameTree:
    tree = GameTree.new(BoardSize(9, 9), komi=5.5)
    game = Game(tree)
    tree.set_setup(tree.root, black=[Point(2, 2)], white=[Point(6, 6)], empty=[])
    tree.set_player(tree.root, W)
    tree.set_comment(tree.root, "root \\ comment ] with [brackets]\nand a second line")
    game.play(Point(3, 3))
    game.play(None)
    game.back()
    game.play(Point(4, 4))
    tree.set_property(game.current, "TR", ["aa", "bb"])
    return tree


def test_written_text() -> None:
    text = to_sgf([_sample_tree()])
    assert text.startswith("(;FF[4]CA[UTF-8]AP[gogui-py:0.1.0]GM[1]SZ[9]KM[5.5]")
    assert "AB[cc]" in text and "AW[gg]" in text and "PL[W]" in text
    assert "C[root \\\\ comment \\] with [brackets\\]\nand a second line]" in text
    assert ";W[dd]" in text and ";B[]" in text and ";B[ee]TR[aa][bb]" in text


def test_write_then_read_gives_the_same_tree() -> None:
    tree = _sample_tree()
    again = load_bytes(to_sgf([tree]).encode()).games
    assert_same_trees([tree], again)
    assert again[0].root.comment == "root \\ comment ] with [brackets]\nand a second line"


def test_to_sgf_does_not_change_the_tree() -> None:
    tree = load_bytes(b"(;FF[3]GM[1]SZ[9]AP[x:1];B[aa])").games[0]
    props = dict(tree.root.props)
    to_sgf([tree])
    assert tree.root.props == props


def test_pass_tt_only_on_small_boards() -> None:
    small = load_bytes(b"(;SZ[19];B[tt];W[])").games[0]
    assert [n.move for n in small.main_line()[1:]] == [Move(B, None), Move(W, None)]
    big = load_bytes(b"(;SZ[21];B[tt])").games[0]
    assert big.main_line()[1].move == Move(B, Point(19, 19))
    assert "B[tt]" in to_sgf([big])


def test_rectangular_board_and_compressed_setup() -> None:
    loaded = load_bytes(b"(;SZ[19:11]AB[aa:bb]AW[sk];B[ak])")
    tree = loaded.games[0]
    assert tree.size == BoardSize(19, 11)
    assert tree.root.add_black == (Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1))
    assert tree.root.add_white == (Point(18, 10),)
    assert not loaded.warnings
    assert "SZ[19:11]" in to_sgf([tree])


def test_two_moves_in_a_node_keep_the_first() -> None:
    loaded = load_bytes(b"(;SZ[9];B[aa]W[bb];W[cc][dd])")
    first, second = loaded.games[0].main_line()[1:]
    assert first.move == Move(B, Point(0, 0)) and first.props == {"W": ["bb"]}
    # W takes one value (FF[4]): the reader keeps the first, says so (issue 15).
    assert second.move == Move(W, Point(2, 2)) and second.props == {}
    assert len(loaded.warnings) == 2
    text = to_sgf(loaded.games)
    assert ";B[aa]W[bb]" in text and ";W[cc]" in text and "[dd]" not in text
    assert_same_trees(loaded.games, load_bytes(text.encode()).games)


def test_bad_setup_values_are_kept() -> None:
    loaded = load_bytes(b"(;SZ[5]AB[aa][zz][]AE[a];PL[X]C[one][two])")
    root, child = loaded.games[0].main_line()
    assert root.add_black == (Point(0, 0),)
    assert root.props == {"SZ": ["5"], "AB": ["zz", ""], "AE": ["a"]}
    assert child.player is None and child.props == {"PL": ["X"]}
    assert child.comment == "one\ntwo"  # C takes one text (FF[4]): joined (issue 15)
    assert len(loaded.warnings) == 4
    text = to_sgf(loaded.games)
    assert "AB[aa][zz][]" in text and "AE[a]" in text and "PL[X]C[one\ntwo]" in text


def test_empty_file_raises() -> None:
    with pytest.raises(SgfError):
        load_bytes(b"no sgf here")


def test_deep_nesting_loads_and_writes() -> None:
    depth = 10_000
    data = "(;SZ[19]" + "".join(f"(;{'BW'[i % 2]}[]" for i in range(depth)) + ")" * (depth + 1)
    loaded = load_bytes(data.encode())
    tree = loaded.games[0]
    assert tree.node_count() == depth + 1
    game = Game(tree)
    game.to_end()
    assert game.move_number() == depth and game.is_game_over()
    assert game.board().cells == bytes(361)
    again = load_bytes(to_sgf([tree]).encode()).games
    assert_same_trees([tree], again)


def _big_sgf(count: int) -> bytes:
    parts = ["(;GM[1]FF[4]SZ[19]"]
    letters = "abcdefghijklmnopqrs"
    for i in range(count - 1):
        if i % 500 == 499:
            parts.append("(;B[aa]C[side line])(")
        x, y = letters[i % 19], letters[(i * 7) % 19]
        parts.append(f";{'BW'[i % 2]}[{x}{y}]BL[{i}]")
        if i % 10 == 0:
            parts.append(f"C[node {i}]")
    parts.append(")" * (1 + (count - 1) // 500))
    return "".join(parts).encode()


def test_sixty_thousand_nodes_load_and_write() -> None:
    """A 60,000-node record loads, walks and writes (how fast: benchmarks/bench_kogo.py,
    beside sgfmill; a quadratic step would meet the test's timeout here)."""
    data = _big_sgf(60_000)
    loaded = load_bytes(data)
    tree = loaded.games[0]
    assert tree.node_count() >= 60_000
    assert not loaded.warnings
    game = Game(tree)
    game.to_end()
    game.board()
    text = to_sgf([tree])
    assert text.count(";") == tree.node_count()


def test_save_file_round_trip_and_no_leftovers(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    tree = _sample_tree()
    save_file(path, [tree])
    assert os.listdir(tmp_path) == ["game.sgf"]
    assert path.read_bytes().decode("utf-8") == to_sgf([tree])
    assert_same_trees([tree], load_file(path).games)
    path.chmod(0o640)
    save_file(str(path), [GameTree.new(BoardSize(9, 9))])
    assert path.stat().st_mode & 0o777 == 0o640
    assert load_file(path).games[0].node_count() == 1


def test_failed_save_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_bytes(b"(;GM[1]SZ[9]C[old])")
    tree = GameTree.new(BoardSize(9, 9))
    tree.set_comment(tree.root, "cannot be encoded \udc80")
    with pytest.raises(UnicodeEncodeError):
        save_file(path, [tree])
    assert os.listdir(tmp_path) == ["game.sgf"]
    assert path.read_bytes() == b"(;GM[1]SZ[9]C[old])"


def test_save_into_a_path_whose_parent_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(OSError):
        save_file(blocker / "game.sgf", [GameTree.new(BoardSize(9, 9))])
    assert os.listdir(tmp_path) == ["not-a-folder"]
    assert blocker.read_text() == "x"


def test_empty_comments_are_written_back_as_they_were_read() -> None:
    """Fault 6 of issue 9: C[] on a node was dropped on save; what was read is written."""
    loaded = load_bytes(b"(;FF[4]GM[1]SZ[9]C[]GN[];B[aa]C[];W[bb]C[x])")
    text = to_sgf(loaded.games)
    again = load_bytes(text.encode()).games[0]
    root = again.root
    first = root.children[0]
    assert "C[]" in text.split(";B[")[0]  # the root's
    assert text.count("C[]") == 2 and "C[x]" in text
    assert (root.comment, first.comment, first.children[0].comment) == ("", "", "x")
    assert to_sgf([again]) == text
