"""EngineSync against real GNU Go (/usr/games/gnugo --mode gtp --level 1 --quiet).

These tests FAIL (never skip) when GNU Go is missing: the README's test set-up
installs it.
"""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp import EngineSync, GtpClient, GtpFailure, Position
from tests.gtp.conftest import Traffic

pytestmark = pytest.mark.gnugo

SIZE = BoardSize.square(9)


def mv(color: str, vertex: str) -> Move:
    return Move(Color.from_gtp(color), from_gtp(vertex, SIZE))


def pos(
    *moves: Move,
    komi: float = 6.5,
    setup_black: tuple[Point, ...] = (),
    setup_white: tuple[Point, ...] = (),
) -> Position:
    return Position(SIZE, komi, setup_black, setup_white, moves)


def stones(client: GtpClient, color: str) -> set[str]:
    return set(client.send("list_stones", color).split())


MAIN = (mv("b", "E5"), mv("w", "C3"), mv("b", "G7"), mv("w", "D4"), mv("b", "F6"))


def test_play_moves_then_sync_to_a_variation_by_undo(gnugo: GtpClient, traffic: Traffic) -> None:
    sync = EngineSync(gnugo)
    assert "gg-undo" in gnugo.commands
    for count in range(1, len(MAIN) + 1):
        sync.play(MAIN[count - 1], pos(*MAIN[:count]))
    assert stones(gnugo, "b") == {"E5", "G7", "F6"}
    assert stones(gnugo, "w") == {"C3", "D4"}
    del traffic.entries[:]
    variation = pos(*MAIN[:2], mv("b", "C4"), mv("w", "B4"))
    sync.sync(variation)
    assert traffic.sent_commands() == ["gg-undo 3", "play b C4", "play w B4"]
    assert stones(gnugo, "b") == {"E5", "C4"}
    assert stones(gnugo, "w") == {"C3", "B4"}
    del traffic.entries[:]
    sync.sync(pos(*MAIN[:2], mv("b", "C4")))
    assert traffic.sent_commands() == ["undo"]
    assert stones(gnugo, "w") == {"C3"}


def test_clear_board_path_replays_the_target(gnugo: GtpClient, traffic: Traffic) -> None:
    sync = EngineSync(gnugo)
    assert "gg-undo" in gnugo.commands
    sync.sync(pos(*MAIN))
    del traffic.entries[:]
    # A different first move: gg-undo 5 is one command, and GNU Go lists it.
    sync.sync(pos(mv("b", "D5")))
    assert traffic.sent_commands() == ["gg-undo 5", "play b D5"]
    sync.sync(pos(mv("b", "D5"), mv("w", "E5")))
    del traffic.entries[:]
    # Other setup stones: clear_board, then the handicap, then the moves.
    sync.sync(pos(mv("w", "E5"), setup_black=(Point(2, 2), Point(6, 6))))
    assert traffic.sent_commands() == ["clear_board", "set_free_handicap C7 G3", "play w E5"]
    assert stones(gnugo, "b") == {"C7", "G3"}
    assert stones(gnugo, "w") == {"E5"}
    # After invalidate() (e.g. a user-typed command) the next sync replays from scratch.
    sync.invalidate()
    gnugo.send("play", "b", "A1")
    del traffic.entries[:]
    sync.sync(pos(*MAIN[:3]))
    assert traffic.sent_commands() == [
        "boardsize 9",
        "komi 6.5",
        "clear_board",
        "play b E5",
        "play w C3",
        "play b G7",
    ]
    assert stones(gnugo, "b") == {"E5", "G7"}
    assert stones(gnugo, "w") == {"C3"}


def test_komi_sent_only_when_changed(gnugo: GtpClient, traffic: Traffic) -> None:
    sync = EngineSync(gnugo)
    sync.sync(pos(komi=6.5))
    sync.sync(pos(mv("b", "E5"), komi=6.5))
    sync.play(mv("w", "D4"), pos(mv("b", "E5"), mv("w", "D4"), komi=6.5))
    assert traffic.sent_commands().count("komi 6.5") == 1
    sync.sync(pos(mv("b", "E5"), mv("w", "D4"), komi=0.5))
    assert traffic.sent_commands()[-1] == "komi 0.5"
    assert len([c for c in traffic.sent_commands() if c.startswith("komi")]) == 2
    assert stones(gnugo, "w") == {"D4"}


def test_board_size_change_sends_boardsize_and_clear_board(
    gnugo: GtpClient, traffic: Traffic
) -> None:
    sync = EngineSync(gnugo)
    sync.sync(pos(*MAIN))
    del traffic.entries[:]
    small = BoardSize.square(5)
    sync.sync(Position(small, 6.5, moves=(Move(Color.BLACK, Point(2, 2)),)))
    assert traffic.sent_commands() == ["boardsize 5", "clear_board", "play b C3"]
    assert " 3 . . X . . 3" in gnugo.send("showboard").splitlines()


def test_genmove_is_legal_and_recorded(gnugo: GtpClient) -> None:
    sync = EngineSync(gnugo)
    position = pos(*MAIN)
    color = Color.WHITE
    for _ in range(6):
        move = sync.genmove(color, position)
        assert move is not None and move.color is color
        if move.point is not None:
            assert SIZE.contains(move.point)
            occupied = {m.point for m in position.moves}
            assert move.point not in occupied
        position = Position(SIZE, 6.5, moves=(*position.moves, move))
        assert sync.engine_position == position
        color = color.opponent
    played = {m.point for m in position.moves if m.point is not None}
    listed = stones(gnugo, "b") | stones(gnugo, "w")
    assert {from_gtp(v, SIZE) for v in listed} <= played


def test_illegal_move_is_refused_and_state_kept(gnugo: GtpClient, traffic: Traffic) -> None:
    sync = EngineSync(gnugo)
    sync.play(mv("b", "E5"), pos(mv("b", "E5")))
    with pytest.raises(GtpFailure, match="illegal move"):
        sync.play(mv("w", "E5"), pos(mv("b", "E5"), mv("w", "E5")))
    del traffic.entries[:]
    sync.play(mv("w", "D4"), pos(mv("b", "E5"), mv("w", "D4")))
    assert traffic.sent_commands() == ["play w D4"]
    assert gnugo.name_and_version() == ("GNU Go", "3.8")
