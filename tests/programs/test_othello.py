"""The bundled Othello ruler: rules from diagrams (rows top first), a naive reference
on random games, the opponent against a random player, the GTP commands through a real
subprocess, and a full game against GRhino (a real Othello engine) refereed by our ruler."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.bench_othello import play_vs_random
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.programs.othello import Othello

B, W = Color.BLACK, Color.WHITE
SIZE8 = BoardSize(8, 8)
GRHINO = Path("/usr/games/gtp-rhino")
RULER = [sys.executable, "-m", "gogui_py.programs.othello"]


def vertices(game: Othello) -> list[str]:
    size = BoardSize(game.width, game.height)
    return [to_gtp(move, size) for move in game.legal_moves()]


def play(game: Othello, *moves: str) -> None:
    """Play GTP vertices alternately starting with the side to move."""
    for vertex in moves:
        game.play(game.to_move(), from_gtp(vertex, BoardSize(game.width, game.height)))


# -- rules ------------------------------------------------------------------------------


def test_start_position_as_grhino_numbers_it() -> None:
    game = Othello()
    assert game.to_move() is B
    cells = {v: game.cell(from_gtp(v, SIZE8) or Point(0, 0)) for v in ("D4", "E5", "D5", "E4")}
    assert cells == {"D4": W, "E5": W, "D5": B, "E4": B}
    assert game.to_diagram().splitlines()[3:5] == ["...XO...", "...OX..."]
    assert sorted(vertices(game)) == ["C4", "D3", "E6", "F5"]


@pytest.mark.parametrize("size", [6, 10, 16])
def test_other_sizes_start_in_the_centre(size: int) -> None:
    game = Othello(size)
    low, high = size // 2 - 1, size // 2
    assert game.cell(Point(low, low)) is B and game.cell(Point(high, high)) is B
    assert game.cell(Point(high, low)) is W and game.cell(Point(low, high)) is W
    assert len(game.legal_moves()) == 4
    assert game.to_diagram().count(".") == size * size - 4


@pytest.mark.parametrize(("width", "height"), [(7, 7), (4, 4), (18, 18), (8, 10), (5, 5)])
def test_unsupported_sizes_are_refused(width: int, height: int) -> None:
    game = Othello()
    with pytest.raises(ValueError, match="even square board"):
        game.reset(width, height)
    assert game.width == 8  # unchanged


def test_a_move_flips_in_all_eight_directions() -> None:
    game = Othello.from_diagram(
        """
        X . . X . . X .
        . O . O . O . .
        . . O O O . . .
        X O O . O O X .
        . . O O O . . .
        . O . O . O . .
        X . . X . . X .
        . . . . . . . .
        """
    )
    game.play(B, Point(3, 3))
    assert game.to_diagram() == "\n".join(
        [
            "X..X..X.",
            ".X.X.X..",
            "..XXX...",
            "XXXXXXX.",
            "..XXX...",
            ".X.X.X..",
            "X..X..X.",
            "........",
        ]
    )
    assert game.flipped() == (16, 0)
    assert game.to_move() is W


def test_an_unbounded_line_is_not_flipped() -> None:
    game = Othello.from_diagram(
        """
        . . . . . .
        . X O O . .
        . O . . . .
        . O . . . .
        . . . . . .
        . . . . . .
        """
    )
    # E5 flanks nothing: the white line C5-D5 is bounded by B5, but E5 is the empty end.
    assert Point(4, 1) in game.legal_moves()
    game.play(B, Point(4, 1))
    assert game.to_diagram().splitlines()[1] == ".XXXX."
    assert game.to_diagram().splitlines()[2:4] == [".O....", ".O...."]  # column not bounded


def test_illegal_moves_are_refused() -> None:
    game = Othello()
    with pytest.raises(ValueError, match="illegal move"):
        game.play(B, from_gtp("A1", SIZE8))  # flips nothing
    with pytest.raises(ValueError, match="illegal move"):
        game.play(B, from_gtp("D4", SIZE8))  # occupied
    with pytest.raises(ValueError, match="illegal move"):
        game.play(B, None)  # a pass is not legal while there is a move
    with pytest.raises(ValueError, match="not your turn"):
        game.play(W, from_gtp("D3", SIZE8))
    assert game.to_diagram() == Othello().to_diagram()


def test_a_side_without_a_move_must_pass_and_only_pass() -> None:
    game = Othello.from_diagram(
        """
        X O . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        """,
        to_move=W,
    )
    assert game.legal_moves() == [None]
    game.play(W, None)
    assert game.to_move() is B
    assert game.legal_moves() == [Point(2, 0)]
    game.play(B, Point(2, 0))
    assert game.legal_moves() == []  # only black discs left: over
    assert game.result() == "Black wins 3-0. B+3"


@pytest.mark.parametrize(
    ("row", "result"),
    [
        ("XXXXXXXX", "Black wins 8-0. B+8"),
        ("XXXOOOOO", "White wins 5-3. W+2"),
        ("XXXXOOOO", "Draw 4-4. 0"),
    ],
)
def test_the_result_is_the_disc_count(row: str, result: str) -> None:
    diagram = "\n".join([row] + ["........"] * 7)
    game = Othello.from_diagram(diagram)
    assert game.legal_moves() == []
    assert game.result() == result


def test_undo_restores_position_side_and_flips() -> None:
    game = Othello()
    before = game.to_diagram()
    play(game, "D3", "C3", "C4")
    assert game.flipped() == (2, 1)
    game.undo()
    assert game.flipped() == (1, 1)
    assert game.to_move() is B
    game.undo()
    game.undo()
    assert game.to_diagram() == before and game.flipped() == (0, 0)
    with pytest.raises(ValueError, match="nothing to undo"):
        game.undo()


def test_no_captures_and_no_board_gfx() -> None:
    game = Othello()
    play(game, "D3")
    assert game.flipped() == (1, 0)
    assert game.captured() is None and game.board_gfx() is None


# -- against a naive reference ------------------------------------------------------------

DIRECTIONS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def reference_flips(game: Othello, color: Color, point: Point) -> set[Point]:
    """Walk the 8 rays from ``point`` one cell at a time."""
    if game.cell(point) is not None:
        return set()
    flipped: set[Point] = set()
    for dx, dy in DIRECTIONS:
        run: list[Point] = []
        x, y = point.x + dx, point.y + dy
        while 0 <= x < game.width and 0 <= y < game.height:
            here = game.cell(Point(x, y))
            if here is color.opponent:
                run.append(Point(x, y))
            else:
                if here is color:
                    flipped.update(run)
                break
            x, y = x + dx, y + dy
    return flipped


@pytest.mark.parametrize("size", [6, 8, 10, 16])
def test_random_games_agree_with_a_naive_reference(size: int) -> None:
    rng = random.Random(size)
    for _ in range(3 if size < 16 else 1):
        game = Othello(size)
        while True:
            color = game.to_move()
            points = [Point(x, y) for y in range(size) for x in range(size)]
            expected = [p for p in points if reference_flips(game, color, p)]
            opponent = [p for p in points if reference_flips(game, color.opponent, p)]
            legal = game.legal_moves()
            if expected:
                assert legal == expected
            else:
                assert legal == ([None] if opponent else [])
            if not legal:
                break
            move = rng.choice(legal)
            flips = set() if move is None else reference_flips(game, color, move)
            game.play(color, move)
            for point in flips | ({move} if move else set()):
                assert game.cell(point) is color


# -- the opponent ---------------------------------------------------------------------


def test_genmove_takes_a_corner() -> None:
    game = Othello.from_diagram(
        """
        . O X . . . . .
        . . X . . . . .
        . . X O O . . .
        . . O X O O . .
        . . O O X O . .
        . . . O O O . .
        . . . . . . . .
        . . . . . . . .
        """
    )
    assert len(game.legal_moves()) == 17
    assert game.genmove(B) == Point(0, 0)
    assert game.to_diagram().startswith(".OX")  # genmove does not play


def test_genmove_passes_without_a_move() -> None:
    game = Othello.from_diagram("\n".join(["XO......"] + ["........"] * 7), to_move=W)
    assert game.genmove(W) is None


@pytest.mark.parametrize("color", [B, W])
def test_the_opponent_beats_a_random_player(color: Color) -> None:
    rng = random.Random(11)
    records = [play_vs_random(color, rng, depth=3) for _ in range(3)]
    assert [r.score for r in records] == [1.0, 1.0, 1.0], [r.result for r in records]


# -- the ruler through a real subprocess ------------------------------------------------


def test_ruler_commands_through_a_subprocess() -> None:
    with GtpClient(RULER, timeout=20) as ruler:
        for command in (
            "gogui-rules_game_id",
            "gogui-rules_board_size",
            "gogui-rules_board",
            "gogui-rules_side_to_move",
            "gogui-rules_legal_moves",
            "gogui-rules_final_result",
            "boardsize",
            "clear_board",
            "play",
            "undo",
            "genmove",
        ):
            assert ruler.known_command(command), command
        # Four commands a move (play, board, side, legal): no captures, no gfx (rulers.md).
        assert not ruler.known_command("gogui-rules_captured_count")
        assert not ruler.known_command("gogui-rules_board_gfx")
        assert ruler.send("gogui-rules_game_id") == "Othello"
        assert ruler.send("gogui-rules_board_size") == "8"
        rows = ruler.send("gogui-rules_board").strip().split("\n")
        assert rows[3:5] == [". . . X O . . .", ". . . O X . . ."] and len(rows) == 8
        assert ruler.send("gogui-rules_side_to_move") == "black"
        assert sorted(ruler.send("gogui-rules_legal_moves").split()) == ["C4", "D3", "E6", "F5"]
        with pytest.raises(GtpFailure, match="not your turn"):
            ruler.send("play", "w", "D3")
        with pytest.raises(GtpFailure, match="illegal move"):
            ruler.send("play", "b", "A1")
        with pytest.raises(GtpFailure, match="illegal move"):
            ruler.send("play", "b", "pass")
        ruler.send("play", "b", "D3")
        assert ruler.send("gogui-rules_side_to_move") == "white"
        assert sorted(ruler.send("gogui-rules_legal_moves").split()) == ["C3", "C5", "E3"]
        assert ruler.send("gogui-rules_final_result").split()[-1] == "?"
        ruler.send("undo")
        assert ruler.send("gogui-rules_side_to_move") == "black"
        with pytest.raises(GtpFailure, match="cannot undo"):
            ruler.send("undo")
        with pytest.raises(GtpFailure, match="unacceptable size"):
            ruler.send("boardsize", "7")
        ruler.send("boardsize", "10")
        assert ruler.send("gogui-rules_board_size") == "10"
        assert sorted(ruler.send("gogui-rules_legal_moves").split()) == ["D5", "E4", "F7", "G6"]
        vertex = ruler.send("genmove", "b")
        assert vertex in ("D5", "E4", "F7", "G6")
        assert ruler.send("gogui-rules_side_to_move") == "white"
        ruler.send("clear_board")
        assert ruler.send("gogui-rules_side_to_move") == "black"
        assert ruler.send("gogui-rules_board").count("X") == 2


def test_self_play_reaches_the_end_through_a_subprocess() -> None:
    with GtpClient([*RULER, "--size", "6", "--depth", "1"], timeout=20) as ruler:
        assert ruler.send("gogui-rules_board_size") == "6"
        moves = 0
        while legal := ruler.send("gogui-rules_legal_moves").split():
            side = ruler.send("gogui-rules_side_to_move")
            vertex = ruler.send("genmove", side)
            assert vertex in legal
            moves += 1
        board = ruler.send("gogui-rules_board")
        black, white = board.count("X"), board.count("O")
        result = ruler.send("gogui-rules_final_result")
        margin = black - white
        expected = f"B+{margin}" if margin > 0 else f"W+{-margin}" if margin < 0 else "0"
        assert result.split()[-1] == expected, result
        with pytest.raises(GtpFailure, match="game is over"):
            ruler.send("genmove", "b")
        ruler.send("undo")
        assert ruler.send("gogui-rules_legal_moves") != ""
        assert moves >= 20


def test_strict_answers_on_the_wire() -> None:
    completed = subprocess.run(
        [*RULER, "--size", "6"],
        input=b"1 gogui-rules_board\n2 gogui-rules_legal_moves\n3 play b F1\nquit\n",
        capture_output=True,
        timeout=20,
        check=True,
    )
    board = "\n".join([". . . . . ."] * 2 + [". . X O . .", ". . O X . ."] + [". . . . . ."] * 2)
    assert completed.stdout.decode() == (
        f"=1 \n{board}\n\n=2 D5 E4 B3 C2\n\n?3 illegal move\n\n= \n\n"
    )


def test_a_bad_size_on_the_command_line_is_refused() -> None:
    completed = subprocess.run(
        [*RULER, "--size", "7"], capture_output=True, timeout=20, check=False
    )
    assert completed.returncode == 2
    assert b"even square board" in completed.stderr


# -- against GRhino -------------------------------------------------------------------------


def grhino_rows(showboard: str) -> list[str]:
    """GRhino's showboard rows turned top first (it prints row 1 at the top)."""
    lines = [line.split() for line in showboard.strip().split("\n")]
    rows = [" ".join(words[1:]) for words in lines if words and words[0].isdigit()]
    assert len(rows) == 8, showboard
    return rows[::-1]


def forced_pass_prefix(passer: Color) -> list[str]:
    """Vertices of a seeded random game up to the first point where ``passer`` must pass."""
    for seed in range(500):
        rng, game = random.Random(seed), Othello()
        played: list[str] = []
        while legal := game.legal_moves():
            if legal == [None]:
                if game.to_move() is passer:
                    return played
                break
            move = rng.choice(legal)
            played.append(to_gtp(move, SIZE8))
            game.play(game.to_move(), move)
    raise AssertionError("no random game with a forced pass")


def drive_game(grhino: GtpClient, ruler: GtpClient, grhino_color: Color) -> dict[Color, int]:
    """Play to the end: GRhino's moves checked against the ruler's legal list, ours from
    the ruler's genmove; boards compared after every move. Returns passes by colour."""
    passes = {B: 0, W: 0}
    while legal := ruler.send("gogui-rules_legal_moves").split():
        side = Color.from_gtp(ruler.send("gogui-rules_side_to_move"))
        if side is grhino_color:
            vertex = grhino.send("genmove", side.to_gtp()).lower()
            assert vertex in [v.lower() for v in legal], (vertex, legal)
            ruler.send("play", side.to_gtp(), vertex)
        else:
            vertex = ruler.send("genmove", side.to_gtp())
            assert vertex in legal
            if vertex != "pass":  # GRhino refuses `play C pass` and sees the turn itself
                grhino.send("play", side.to_gtp(), vertex)
        assert (legal == ["pass"]) == (vertex == "pass")
        passes[side] += vertex == "pass"
        rows = ruler.send("gogui-rules_board").strip().split("\n")
        assert grhino_rows(grhino.send("showboard")) == rows
    return passes


def check_result(grhino: GtpClient, ruler: GtpClient) -> None:
    result = ruler.send("gogui-rules_final_result")
    board = ruler.send("gogui-rules_board")
    margin = board.count("X") - board.count("O")
    winner = "B+" if margin > 0 else "W+" if margin < 0 else "0"
    assert result.split()[-1].startswith(winner), result
    if "." not in board:  # GRhino gives empty points to the winner; a full board agrees
        assert grhino.send("final_score") == result.split()[-1]


@pytest.mark.parametrize("grhino_color", [B, W])
@pytest.mark.parametrize("grhino_passes", [False, True])
def test_a_full_game_against_grhino_refereed_by_the_ruler(
    grhino_color: Color, grhino_passes: bool
) -> None:
    """From the start (the engines may or may not pass), then from a random opening that
    reaches a forced pass for GRhino or for our side, played to the end."""
    if not GRHINO.exists():
        pytest.fail(f"GRhino missing at {GRHINO}: apt-get install grhino (see README)")
    passer = grhino_color if grhino_passes else grhino_color.opponent
    for prefix in ([], forced_pass_prefix(passer)):
        with (
            GtpClient([str(GRHINO), "--level", "1"], timeout=60) as grhino,
            GtpClient(RULER, timeout=60) as ruler,
        ):
            for number, vertex in enumerate(prefix):
                color = "b" if number % 2 == 0 else "w"  # no pass before the prefix ends
                ruler.send("play", color, vertex)
                grhino.send("play", color, vertex)
            if prefix:
                assert ruler.send("gogui-rules_legal_moves") == "pass"
            passes = drive_game(grhino, ruler, grhino_color)
            assert not prefix or passes[passer] >= 1
            check_result(grhino, ruler)
