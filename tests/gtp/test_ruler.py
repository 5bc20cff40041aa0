"""RulerSync against real ruler subprocesses: the bundled rulers, the quirky ruler (every
quirk of rulers.md's last section) and the hostile ruler (hangs, deaths, garbage)."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.rules import BLACK, EMPTY, REMOVED, WHITE, RulerPosition, sgf_result
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp import GtpClient, GtpEngineDied, GtpFailure, GtpTimeout
from gogui_py.gtp import ruler as ruler_module
from gogui_py.gtp.client import TrafficCallback
from gogui_py.gtp.ruler import (
    RulerError,
    RulerSync,
    is_ruler,
    parse_board,
    parse_board_size,
    parse_captured,
    parse_legal,
    parse_side,
)
from gogui_py.programs.othello import Othello
from tests.gtp.conftest import Traffic

ENGINES = Path(__file__).resolve().parents[1] / "engines"
B, W = Color.BLACK, Color.WHITE
SIZE8, SIZE9 = BoardSize(8, 8), BoardSize(9, 9)


def bundled(game: str, *flags: str) -> list[str]:
    return [sys.executable, "-m", f"gogui_py.programs.{game}", *flags]


def quirky(*flags: str) -> list[str]:
    return [sys.executable, str(ENGINES / "quirky_ruler.py"), *flags]


def hostile(*flags: str) -> list[str]:
    return [sys.executable, str(ENGINES / "hostile_ruler.py"), *flags]


@contextmanager
def attached(
    argv: list[str], traffic: TrafficCallback | None = None, timeout: float = 20.0
) -> Iterator[RulerSync]:
    """A RulerSync on a fresh client for ``argv``; the client is closed whatever happens."""
    client = GtpClient(argv, on_traffic=traffic, timeout=timeout)
    try:
        yield RulerSync(client, timeout=timeout)
    finally:
        client.close()


def mv(color: Color, vertex: str, size: BoardSize = SIZE8) -> Move:
    return Move(color, from_gtp(vertex, size))


def vertices(position: RulerPosition) -> list[str]:
    return [to_gtp(p, position.size) for p in position.legal]


# -- parsing (no process) ---------------------------------------------------------------


def test_is_ruler() -> None:
    listed = {"gogui-rules_game_id", "gogui-rules_legal_moves", "gogui-rules_side_to_move"}
    assert is_ruler(listed | {"play"})
    assert not is_ruler(listed - {"gogui-rules_side_to_move"})


@pytest.mark.parametrize(
    ("answer", "size", "hex_"),
    [("8", (8, 8), False), ("7 5", (7, 5), False), ("11 hex", (11, 11), True),
     ("4 3 HEX", (4, 3), True), ("9 rect", (9, 9), False)],
)  # fmt: skip
def test_parse_board_size(answer: str, size: tuple[int, int], hex_: bool) -> None:
    assert parse_board_size(answer) == (BoardSize(*size), hex_)


@pytest.mark.parametrize("answer", ["", "hex", "eight", "1 2 3", "0", "60 hex"])
def test_parse_board_size_refuses_nonsense(answer: str) -> None:
    with pytest.raises(RulerError, match="gogui-rules_board_size"):
        parse_board_size(answer)


def test_parse_board_reads_top_row_first_and_ignores_other_characters() -> None:
    size = BoardSize(3, 2)
    assert parse_board("X . ?\nO O .", size) == bytes([BLACK, EMPTY, REMOVED, WHITE, WHITE, EMPTY])
    assert parse_board(" 2 X.?| \n 1 OO. |\n", size) == parse_board("X.?OO.", size)
    with pytest.raises(RulerError, match=r"gogui-rules_board: 5 cells for a 3x2 board"):
        parse_board("X . ?\nO O", size)


def test_parse_side() -> None:
    assert parse_side("white") is W and parse_side(" B") is B and parse_side("Black\n") is B
    for answer in ("nobody", "", "x"):
        with pytest.raises(RulerError, match="gogui-rules_side_to_move"):
            parse_side(answer)


def test_parse_legal_keeps_order_drops_duplicates_and_reads_pass() -> None:
    size = BoardSize(3, 3)
    cells = bytes([REMOVED] + [EMPTY] * 8)
    points, pass_legal = parse_legal("c3 B1 PASS c3 a2", size, cells)
    assert points == (Point(2, 0), Point(1, 2), Point(0, 1)) and pass_legal
    assert parse_legal("", size, cells) == ((), False)
    with pytest.raises(RulerError, match="'D1' is not a vertex on the board"):
        parse_legal("A2 D1", size, cells)
    with pytest.raises(RulerError, match="A3 is a removed point"):
        parse_legal("A3", size, cells)


def test_parse_captured() -> None:
    assert parse_captured("3 0") == (3, 0) and parse_captured("") is None
    for answer in ("3", "a b", "1 2 3", "-1 0"):
        with pytest.raises(RulerError, match="gogui-rules_captured_count"):
            parse_captured(answer)


# -- the bundled rulers ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "game_id", "size", "hex_"),
    [("othello", "Othello", 8, False), ("gomoku", "Gomoku", 15, False),
     ("renju", "Renju", 15, False), ("hex", "Hex", 11, True)],
)  # fmt: skip
def test_bundled_rulers_describe_and_start(game: str, game_id: str, size: int, hex_: bool) -> None:
    with attached(bundled(game)) as sync:
        info = sync.describe()
        assert (info.game_id, info.size, info.hex) == (game_id, BoardSize(size, size), hex_)
        assert sync.game_id == game_id and info.name.startswith("gogui-py")
        assert "play" in info.commands and info.version
        assert sync.new_game() == info
        start = sync.position([])
        assert start.to_move is B and not start.game_over
        assert start.pass_legal is (game == "renju")  # only Renju lists pass (rulers.md)
        assert start.result == "" and start.size == info.size
        if game != "othello":
            assert set(start.cells) == {EMPTY} and len(start.legal) == size * size


def test_othello_start_position_and_a_move() -> None:
    with attached(bundled("othello")) as sync:
        sync.new_game()
        start = sync.position([])
        assert sorted(vertices(start)) == ["C4", "D3", "E6", "F5"]
        cell = {v: start.cell(from_gtp(v, SIZE8) or Point(0, 0)) for v in ("D4", "E5", "D5", "E4")}
        assert cell == {"D4": WHITE, "E5": WHITE, "D5": BLACK, "E4": BLACK}
        assert start.captured is None and start.gfx == ""  # Othello lists neither
        after = sync.position([mv(B, "D3")])
        assert after.cell(Point(3, 5)) == BLACK  # D3: column 3, row 3 from the bottom of 8
        assert after.cell(Point(3, 4)) == BLACK  # D4 flipped
        assert after.to_move is W and sorted(vertices(after)) == ["C3", "C5", "E3"]


def test_othello_board_size_and_refused_size() -> None:
    traffic = Traffic()
    with attached(bundled("othello"), traffic) as sync:
        assert sync.new_game(BoardSize(8, 8)).size == SIZE8
        assert "boardsize 8" not in traffic.sent_commands()
        assert sync.new_game(BoardSize(10, 10)).size == BoardSize(10, 10)
        assert "boardsize 10" in traffic.sent_commands()
        assert sorted(vertices(sync.position([]))) == ["D5", "E4", "F7", "G6"]
        with pytest.raises(GtpFailure, match="unacceptable size"):
            sync.new_game(BoardSize(7, 7))


def test_hex_game_over_on_two_by_two() -> None:
    size = BoardSize(2, 2)
    with attached(bundled("hex")) as sync:
        info = sync.new_game(size)
        assert info.size == size and info.hex
        moves = [mv(B, "A2", size), mv(W, "B2", size), mv(B, "A1", size)]
        before = sync.position(moves[:2])
        assert not before.game_over and sorted(vertices(before)) == ["A1", "B1"]
        over = sync.position(moves)
        assert over.game_over and over.legal == () and not over.pass_legal
        assert over.cell(Point(0, 0)) == BLACK and over.cell(Point(1, 0)) == WHITE
        assert sgf_result(over.result) == "B+"
        assert over.gfx.startswith("COLOR green ")


def test_renju_forbidden_point_is_not_legal_and_shown_in_gfx() -> None:
    size = BoardSize(15, 15)
    black = ["C5", "D5", "E3", "E4"]  # E5 would make two open threes
    white = ["A15", "B15", "C15", "P15"]
    moves = [
        mv(c, v, size)
        for pair in zip(black, white, strict=True)
        for c, v in zip((B, W), pair, strict=True)
    ]
    with attached(bundled("renju")) as sync:
        sync.new_game()
        position = sync.position(moves)
        assert position.to_move is B and position.pass_legal
        assert not position.is_legal(from_gtp("E5", size)) and position.is_legal(
            from_gtp("F5", size)
        )
        assert position.gfx.split("\n")[0] == "MARK E5"


# -- incremental sync and the cache --------------------------------------------------------


def first_moves(sync: RulerSync, count: int) -> list[Move]:
    """Play ``count`` moves forward: each time the ruler's first legal point (or pass)."""
    moves: list[Move] = []
    for _ in range(count):
        position = sync.position(moves)
        assert not position.game_over
        point = position.legal[0] if position.legal else None
        moves.append(Move(position.to_move, point))
    return moves


def othello_cells(game: Othello) -> bytes:
    codes = {None: EMPTY, B: BLACK, W: WHITE}
    return bytes(codes[game.cell(p)] for p in SIZE8.points())


def test_othello_forward_costs_four_commands_a_move() -> None:
    traffic = Traffic()
    with attached(bundled("othello"), traffic) as sync:
        sync.new_game()
        start_up = sync.commands_sent
        moves = first_moves(sync, 20)
        position = sync.position(moves)
        total = sync.commands_sent
        assert start_up <= 8
        assert (total - start_up - 3) == 4 * 20  # start position: 3 queries, no play
        assert total / 20 <= 5
        sent = traffic.sent_commands()
        assert sent[-4:] == [
            f"play {moves[-1].color.to_gtp()} {to_gtp(moves[-1].point, SIZE8)}",
            "gogui-rules_board",
            "gogui-rules_side_to_move",
            "gogui-rules_legal_moves",
        ]
        assert "clear_board" not in sent[sent.index("clear_board") + 1 :]
        game = Othello()
        for move in moves:
            game.play(move.color, move.point)
        assert position.cells == othello_cells(game) and position.to_move is game.to_move()


def test_othello_whole_game_within_budget() -> None:
    with attached(bundled("othello")) as sync:
        sync.new_game()
        moves: list[Move] = []
        position = sync.position(moves)
        while not position.game_over:
            point = position.legal[-1] if position.legal else None
            moves.append(Move(position.to_move, point))
            position = sync.position(moves)
        per_move = sync.commands_sent / len(moves)
        assert len(moves) >= 55 and per_move <= 4.3, (len(moves), sync.commands_sent)
        game = Othello()
        for move in moves:
            game.play(move.color, move.point)
        assert sgf_result(position.result) == game.result().split()[-1]


def test_going_back_uses_undo_and_revisits_send_nothing() -> None:
    traffic = Traffic()
    with attached(bundled("othello"), traffic) as sync:
        sync.new_game()
        moves = first_moves(sync, 20)
        sync.position(moves)
        sent = sync.commands_sent
        for count in (15, 10, 0, 20, 19):
            assert sync.position(moves[:count]) is not None
        assert sync.commands_sent == sent  # all cached: not even a sync
        del traffic.entries[:]
        options = sync.position(moves[:15]).legal
        other = Move(moves[15].color, next(p for p in options if p != moves[15].point))
        branch = sync.position([*moves[:15], other])
        assert traffic.sent_commands()[:5] == ["undo"] * 5
        assert traffic.sent_commands()[5:] == [
            f"play {other.color.to_gtp()} {to_gtp(other.point, SIZE8)}",
            "gogui-rules_board",
            "gogui-rules_side_to_move",
            "gogui-rules_legal_moves",
        ]
        game = Othello()
        for move in [*moves[:15], other]:
            game.play(move.color, move.point)
        assert branch.cells == othello_cells(game)
        del traffic.entries[:]
        options = sync.position(moves[:2]).legal
        early = Move(moves[2].color, next(p for p in options if p != moves[2].point))
        sync.position([*moves[:2], early])  # 14 undos would cost more than clear + 2 plays
        plays = [f"play {m.color.to_gtp()} {to_gtp(m.point, SIZE8)}" for m in moves[:2]]
        assert traffic.sent_commands()[:4] == [
            "clear_board",
            *plays,
            f"play {early.color.to_gtp()} {to_gtp(early.point, SIZE8)}",
        ]
        assert "undo" not in traffic.sent_commands()
        assert sync.ruler_moves == (*moves[:2], early)


def test_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ruler_module, "CACHE_SIZE", 3)
    with attached(bundled("othello")) as sync:
        sync.new_game()
        moves = first_moves(sync, 5)
        sync.position(moves)
        sent = sync.commands_sent
        sync.position(moves[:4])
        assert sync.commands_sent == sent
        sync.position(moves[:1])  # evicted: asked again
        assert sync.commands_sent > sent


def test_invalidate_replays_from_a_cleared_board() -> None:
    traffic = Traffic()
    with attached(bundled("othello"), traffic) as sync:
        sync.new_game()
        moves = first_moves(sync, 3)
        sync.invalidate()
        assert sync.ruler_moves is None
        del traffic.entries[:]
        sync.position(moves)
        assert traffic.sent_commands()[0] == "clear_board"
        assert traffic.sent_commands()[1:4] == [
            f"play {m.color.to_gtp()} {to_gtp(m.point, SIZE8)}" for m in moves
        ]


def test_position_before_new_game_describes_and_clears() -> None:
    traffic = Traffic()
    with attached(bundled("othello"), traffic) as sync:
        assert sync.info is None and sync.game_id == ""
        assert sync.position([mv(B, "D3")]).to_move is W
        sent = traffic.sent_commands()
        assert sent[0] == "list_commands" and "clear_board" in sent
        assert sync.game_id == "Othello"


def test_a_program_that_is_not_a_ruler() -> None:
    with attached(bundled("go")) as sync, pytest.raises(RulerError, match="not a ruler"):
        sync.describe()


# -- the quirky ruler ---------------------------------------------------------------------


def black_five(row: int = 5) -> list[Move]:
    """Black makes five on ``row`` (B..F), White plays row 7 in between."""
    moves: list[Move] = []
    for column in "BCDEF":
        moves.append(mv(B, f"{column}{row}", SIZE9))
        if column != "F":
            moves.append(mv(W, f"{column}7", SIZE9))
    return moves


@pytest.mark.parametrize("holes", [False, True])
def test_quirky_ruler_plays_to_five_in_a_row(holes: bool) -> None:
    flags = ["--holes"] if holes else []
    with attached(quirky(*flags)) as sync:
        info = sync.new_game()
        assert (info.game_id, info.size, info.hex) == ("Gomoku", SIZE9, False)
        moves = black_five()
        position = sync.position([])
        assert position.captured == (0, 0) and position.gfx == ""
        for count in range(1, len(moves) + 1):
            assert position.is_legal(moves[count - 1].point)
            assert position.to_move is moves[count - 1].color
            position = sync.position(moves[:count])
        assert position.game_over and position.result.startswith("Black made five")
        assert sgf_result(position.result) is None  # third-party text: the GUI records '?'
        assert position.cell(Point(1, 4)) == BLACK and position.cell(Point(1, 2)) == WHITE
        corner = position.cell(Point(0, 0))
        assert corner == (REMOVED if holes else EMPTY)
        start = sync.position([])
        assert (Point(0, 0) in start.legal) is not holes
        assert len(start.legal) == 81 - 4 * holes


def test_quirky_string_sorted_legal_moves_on_a_ten_board() -> None:
    size = BoardSize(10, 10)
    with attached(quirky("--size", "10")) as sync:
        sync.new_game(size)  # no boardsize listed: the ruler's 10 stays
        start = sync.position([])
        assert vertices(start)[:3] == ["A1", "A10", "A2"]
        assert start.is_legal(Point(0, 0)) and start.cell(Point(0, 0)) == EMPTY


def test_quirky_new_game_keeps_its_size_without_boardsize() -> None:
    traffic = Traffic()
    with attached(quirky(), traffic) as sync:
        assert sync.new_game(BoardSize(13, 13)).size == SIZE9
        assert not any(c.startswith("boardsize") for c in traffic.sent_commands())


def test_quirky_illegal_move_answered_with_equals_is_detected() -> None:
    traffic = Traffic()
    with attached(quirky(), traffic) as sync:
        sync.new_game()
        first = mv(B, "E5", SIZE9)
        sync.position([first])
        with pytest.raises(RulerError, match=r"play w E5: answered '=' but the board did not"):
            sync.position([first, mv(W, "E5", SIZE9)])
        assert sync.ruler_moves is None
        del traffic.entries[:]
        after = sync.position([first, mv(W, "D5", SIZE9)])
        assert traffic.sent_commands()[:3] == ["clear_board", "play b E5", "play w D5"]
        assert after.cell(Point(3, 4)) == WHITE and after.to_move is B


def test_quirky_illegal_move_detected_without_a_cached_parent() -> None:
    with attached(quirky()) as sync:
        sync.new_game()
        moves = [mv(B, "E5", SIZE9), mv(B, "D5", SIZE9)]  # Black twice: not its turn
        with pytest.raises(RulerError, match="board did not change"):
            sync.position(moves)


def test_quirky_no_undo_clears_and_replays() -> None:
    traffic = Traffic()
    with attached(quirky(), traffic) as sync:
        sync.new_game()
        moves = black_five()[:4]
        for count in range(5):
            sync.position(moves[:count])
        del traffic.entries[:]
        sync.position([*moves[:3], mv(W, "J9", SIZE9)])
        sent = traffic.sent_commands()
        assert "undo" not in sent
        assert sent[:5] == ["clear_board", "play b B5", "play w B7", "play b C5", "play w J9"]


def test_quirky_pass_listed_then_rejected() -> None:
    traffic = Traffic()
    with attached(quirky("--pass-rejected"), traffic) as sync:
        sync.new_game()
        first = mv(B, "E5", SIZE9)
        position = sync.position([first])
        assert position.pass_legal and position.is_legal(None)
        with pytest.raises(GtpFailure, match="pass not allowed"):
            sync.position([first, Move(W, None)])
        assert sync.ruler_moves == (first,)  # a '?' play changes nothing
        del traffic.entries[:]
        sync.position([first, mv(W, "D5", SIZE9)])
        assert traffic.sent_commands()[0] == "play w D5"


# -- the hostile ruler ---------------------------------------------------------------------


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """The body ends within ``seconds``: a hang is cut by its 1 s timeout, a death or a
    garbage answer is seen at once (not after the 30 s timeout); 10 s leaves a loaded
    machine its margin on both sides."""
    start = time.monotonic()
    yield
    assert time.monotonic() - start < seconds


def test_hang_on_a_play_times_out() -> None:
    with attached(hostile("hang-play", "2"), timeout=1.0) as sync:
        sync.new_game()
        first = sync.position([mv(B, "D3")])
        with within(10.0), pytest.raises(GtpTimeout, match="play w"):
            sync.position([mv(B, "D3"), Move(W, first.legal[0])])
        assert sync.ruler_moves is None


def test_death_on_a_play() -> None:
    with attached(hostile("die-play", "1"), timeout=30.0) as sync:
        sync.new_game()
        with within(10.0), pytest.raises(GtpEngineDied, match="exit code 3"):
            sync.position([mv(B, "D3")])
        assert sync.ruler_moves is None


def test_a_board_one_cell_short() -> None:
    with attached(hostile("bad-board"), timeout=30.0) as sync:
        sync.new_game()
        with within(10.0), pytest.raises(RulerError, match="63 cells for a 8x8 board"):
            sync.position([])


def test_a_side_to_move_of_nobody() -> None:
    with attached(hostile("bad-side"), timeout=30.0) as sync:
        sync.new_game()
        with within(10.0), pytest.raises(RulerError, match="side_to_move: not black or white"):
            sync.position([])


def test_hang_at_start_times_out() -> None:
    with attached(hostile("hang-start"), timeout=1.0) as sync:
        with within(10.0), pytest.raises(GtpTimeout, match="list_commands"):
            sync.describe()
        assert sync.info is None


def test_death_at_start() -> None:
    with (
        attached(hostile("die-start"), timeout=30.0) as sync,
        within(10.0),
        pytest.raises(GtpEngineDied, match="cannot start"),
    ):
        sync.new_game()
