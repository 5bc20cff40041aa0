"""Live files of the games under way (gogui_py.match.live)."""

from __future__ import annotations

from pathlib import Path

from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.match.game import GameTask
from gogui_py.match.live import LiveWriter, clear_live, live_folder, play_live, read_live
from gogui_py.match.player import EngineSpec
from tests.match.conftest import gnugo_argv


def task(size: int = 9) -> GameTask:
    black = EngineSpec("a", tuple(gnugo_argv(0)))
    white = EngineSpec("b", tuple(gnugo_argv(0)))
    return GameTask("0_3", "0", 3, black, white, size=size)


def test_the_writer_keeps_the_position_then_removes_it(tmp_path: Path) -> None:
    writer = LiveWriter(task(), tmp_path)
    writer.start()
    [game] = read_live(tmp_path)
    assert (game.game_id, game.black, game.white, game.moves, game.last) == (
        "0_3",
        "a",
        "b",
        0,
        None,
    )
    assert game.cells == "0" * 81
    move = Move(Color.WHITE, Point(2, 0))
    board = Board.empty(BoardSize.square(9)).play(Move(Color.BLACK, Point(0, 0))).play(move)
    writer._last_write = 0.0  # past the write interval
    writer(board, 2, move)
    [game] = read_live(tmp_path)
    assert (game.moves, game.last, game.cells[:3]) == (2, (2, 0), "102")
    writer.remove()
    assert read_live(tmp_path) == []


def test_unreadable_files_are_skipped_and_cleared(tmp_path: Path) -> None:
    folder = live_folder(tmp_path)
    folder.mkdir()
    (folder / "x.json").write_text("{torn")
    assert read_live(tmp_path) == []
    clear_live(tmp_path)
    assert list(folder.iterdir()) == []


def test_a_played_game_leaves_no_live_file(tmp_path: Path) -> None:
    outcome = play_live(task(), str(tmp_path))
    assert not outcome.void
    assert outcome.moves > 0
    assert read_live(tmp_path) == []
