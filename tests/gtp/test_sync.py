"""EngineSync against the fake engines (random_engine, scripted_engine)."""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp import (
    EngineSync,
    GtpArgumentError,
    GtpClient,
    GtpFailure,
    GtpProtocolError,
    GtpTimeout,
    Position,
)
from gogui_py.gtp.sync import format_komi
from tests.gtp.conftest import Traffic, random_argv, scripted_argv

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


@pytest.mark.parametrize(
    ("komi", "text"), [(6.5, "6.5"), (0.0, "0"), (7.0, "7"), (-3.5, "-3.5"), (0.125, "0.125")]
)
def test_format_komi(komi: float, text: str) -> None:
    assert format_komi(komi) == text


def test_without_undo_sync_clears_and_replays(traffic: Traffic) -> None:
    a, b, c, d = mv("b", "E5"), mv("w", "C3"), mv("b", "G7"), mv("w", "D4")
    with GtpClient(random_argv("--no-undo"), on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.sync(pos(a, b, c))
        del traffic.entries[:]
        sync.sync(pos(a, b, d))
        assert traffic.sent_commands() == [
            "list_commands",
            "clear_board",
            "play b E5",
            "play w C3",
            "play w D4",
        ]
        assert stones(client, "b") == {"E5"}
        assert stones(client, "w") == {"C3", "D4"}


def test_undo_failure_falls_back_to_clear_board(traffic: Traffic) -> None:
    argv = scripted_argv("--answer", "undo=", "--fail", "undo=cannot undo")
    a, b, c = mv("b", "E5"), mv("w", "C3"), mv("b", "G7")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.sync(pos(a, b, c))
        del traffic.entries[:]
        sync.sync(pos(a, b))
        assert traffic.sent_commands() == [
            "list_commands",
            "undo",
            "clear_board",
            "play b E5",
            "play w C3",
        ]
        assert sync.engine_position == pos(a, b)


def test_undo_path_on_the_random_engine(traffic: Traffic) -> None:
    moves = [mv("b", "E5"), mv("w", "C3"), mv("b", "G7"), mv("w", "D4"), mv("b", "F6")]
    with GtpClient(random_argv(), on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.sync(pos(*moves))
        del traffic.entries[:]
        sync.sync(pos(*moves[:3], mv("w", "A1")))
        assert traffic.sent_commands() == ["list_commands", "undo", "undo", "play w A1"]
        assert stones(client, "w") == {"C3", "A1"}


def test_setup_black_only_uses_set_free_handicap(traffic: Traffic) -> None:
    handicap = (Point(2, 6), Point(6, 2))
    with GtpClient(random_argv(), on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.sync(pos(mv("w", "E5"), setup_black=handicap))
        assert "set_free_handicap C3 G7" in traffic.sent_commands()
        assert stones(client, "b") == {"C3", "G7"}
        assert stones(client, "w") == {"E5"}


def test_mixed_setup_without_gogui_setup_is_played(traffic: Traffic) -> None:
    with GtpClient(random_argv(), on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        target = pos(setup_black=(Point(0, 0),), setup_white=(Point(8, 8),))
        sync.sync(target)
        assert traffic.sent_commands() == [
            "boardsize 9",
            "komi 6.5",
            "clear_board",
            "list_commands",
            "play b A9",
            "play w J1",
        ]
        assert stones(client, "b") == {"A9"}
        assert stones(client, "w") == {"J1"}
        del traffic.entries[:]
        sync.sync(pos(setup_black=(Point(0, 0),)))  # setup changed: start again
        assert traffic.sent_commands() == ["clear_board", "play b A9"]


def test_mixed_setup_uses_gogui_setup_when_listed(traffic: Traffic) -> None:
    with GtpClient(scripted_argv("--answer", "gogui-setup="), on_traffic=traffic) as client:
        sync = EngineSync(client)
        sync.sync(pos(setup_black=(Point(0, 0),), setup_white=(Point(8, 8),)))
        assert "gogui-setup b A9 w J1" in traffic.sent_commands()


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("PASS", Move(Color.WHITE, None)),
        ("pass", Move(Color.WHITE, None)),
        ("Resign", None),
        ("d4", Move(Color.WHITE, Point(3, 5))),
    ],
)
def test_genmove_answers(answer: str, expected: Move | None) -> None:
    with GtpClient(scripted_argv("--answer", f"genmove={answer}"), timeout=10) as client:
        sync = EngineSync(client)
        before = pos(mv("b", "E5"))
        assert sync.genmove(Color.WHITE, before) == expected
        recorded = before if expected is None else pos(mv("b", "E5"), expected)
        assert sync.engine_position == recorded


@pytest.mark.parametrize("answer", ["Z99", "K10", "", "foo"])
def test_genmove_bad_vertex_is_a_protocol_error(answer: str) -> None:
    with GtpClient(scripted_argv("--answer", f"genmove={answer}"), timeout=10) as client:
        sync = EngineSync(client)
        with pytest.raises(GtpProtocolError):
            sync.genmove(Color.BLACK, pos())
        assert sync.engine_position is None


def test_genmove_junk_is_a_bad_answer_naming_the_command_shown_safely() -> None:
    from gogui_py.gtp.errors import GtpBadAnswer

    with GtpClient(scripted_argv("--answer", "genmove=\x01junk\\"), timeout=10) as client:
        sync = EngineSync(client)
        with pytest.raises(GtpBadAnswer) as caught:
            sync.genmove(Color.WHITE, pos())
    assert caught.value.command == "genmove w"
    assert caught.value.answer == "\x01junk\\"
    assert caught.value.shown == '"\\x01junk\\\\"'
    assert str(caught.value) == 'genmove w: bad answer "\\x01junk\\\\"'


def test_refused_play_keeps_the_position_before(traffic: Traffic) -> None:
    with GtpClient(random_argv(), on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.play(mv("b", "E5"), pos(mv("b", "E5")))
        with pytest.raises(GtpFailure):
            sync.play(mv("w", "E5"), pos(mv("b", "E5"), mv("w", "E5")))
        assert sync.engine_position == pos(mv("b", "E5"))
        with pytest.raises(ValueError, match="must end with"):
            sync.play(mv("w", "D4"), pos(mv("b", "E5")))


def test_error_marks_state_unknown_and_next_sync_starts_over(traffic: Traffic) -> None:
    argv = scripted_argv("--delay", "genmove=0.6", "--answer", "genmove=C3")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        with pytest.raises(GtpTimeout):
            sync.genmove(Color.BLACK, pos(mv("b", "E5"), mv("w", "D4")), timeout=0.2)
        assert sync.engine_position is None
        del traffic.entries[:]
        sync.sync(pos(mv("b", "E5")))
        assert traffic.sent_commands() == ["boardsize 9", "komi 6.5", "clear_board", "play b E5"]
        assert traffic.of("received")[0] == "=6 C3"  # the late genmove answer, discarded
        assert any("ignored" in w for w in traffic.of("warning"))


def test_non_square_board_is_refused() -> None:
    with (
        GtpClient(scripted_argv(), timeout=10) as client,
        pytest.raises(GtpArgumentError, match="square"),
    ):
        EngineSync(client).sync(Position(BoardSize.of(9, 13), 6.5))


def test_replay_uses_gogui_play_sequence_when_listed() -> None:
    import sys
    from pathlib import Path

    from gogui_py.go import BoardSize, Color, Move, Point
    from gogui_py.gtp.client import GtpClient
    from gogui_py.gtp.sync import EngineSync, Position

    engine = Path(__file__).resolve().parents[1] / "engines" / "scripted_engine.py"
    sent: list[str] = []

    def record(kind: str, text: str) -> None:
        if kind == "sent":
            sent.append(text.split(" ", 1)[1])

    with GtpClient(
        [sys.executable, str(engine), "--answer", "list_commands=gogui-play_sequence"],
        on_traffic=record,
    ) as client:
        assert "gogui-play_sequence" in client.commands
        sync = EngineSync(client)
        moves = (Move(Color.BLACK, Point(2, 2)), Move(Color.WHITE, Point(3, 3)))
        sync.sync(Position(BoardSize(9, 9), 6.5, moves=moves))
    assert "gogui-play_sequence b C7 w D6" in sent
    assert not any(line.startswith("play ") for line in sent)


def test_engine_refusing_passes_gets_them_skipped(traffic: Traffic) -> None:
    """gtp-rhino answers '? syntax error' to `play w pass` (rulers.md): the pass is kept in
    the record of what the engine has, never sent again, and not undone."""
    a, b = mv("b", "E5"), mv("b", "C3")
    white_pass = Move(Color.WHITE, None)
    argv = scripted_argv("--refuse-pass", "--answer", "undo=")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        sync = EngineSync(client)
        sync.sync(pos(a, white_pass, b))
        assert sync.skips_passes
        assert traffic.sent_commands()[-3:] == ["play b E5", "play w pass", "play b C3"]
        del traffic.entries[:]
        sync.sync(pos(a))
        # C3 undone (list_commands: is undo known?); the pass was never played.
        assert traffic.sent_commands() == ["list_commands", "undo"]
        sync.sync(pos(a, white_pass, b))
        assert traffic.sent_commands() == ["list_commands", "undo", "play b C3"]
