"""The Hex ruler: rules by diagram tables in process, the GTP program through real subprocesses."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

import pytest

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.programs.hex import HexGame

ARGV = [sys.executable, "-m", "gogui_py.programs.hex"]


def vertex(game: HexGame, text: str) -> Point:
    point = from_gtp(text, BoardSize(game.width, game.height))
    assert point is not None
    return point


# -- rules ---------------------------------------------------------------------------------

# Diagrams: top row first. Black (X) joins top and bottom, White (O) left and right.
CONNECTIONS = [
    pytest.param("X . .\nX . .\nX O O", Color.BLACK, id="black-straight-column"),
    pytest.param(". . X\n. X .\nX . .", Color.BLACK, id="black-up-right-diagonal-is-adjacent"),
    pytest.param("X . .\n. X .\n. . X", None, id="black-down-right-diagonal-is-not-adjacent"),
    pytest.param("O O O\n. X .\nX X .", Color.WHITE, id="white-top-row"),
    pytest.param("X . .\n. O O\nO X .", Color.WHITE, id="white-through-the-slant"),
    pytest.param("O . .\n. O .\n. X O", None, id="white-wrong-diagonal"),
    pytest.param(
        "\n".join(
            [
                ". X . . . .",
                ". X . X X X",
                ". X . X . X",
                ". X X X O X",
                "O O O O . X",
                "O O O O O X",
            ]
        ),
        Color.BLACK,
        id="black-winding-path-going-up-again",
    ),
    pytest.param(
        "\n".join(
            [
                "O O O X X .",
                "X X O X . .",
                "X . O O O O",
                "X X X X X .",
                ". . . . X .",
                ". . . . . .",
            ]
        ),
        Color.WHITE,
        id="white-winding-path",
    ),
    pytest.param(
        "\n".join(
            [
                "O O O X X .",
                "X X O X . .",
                "X . O O . O",
                "X X X X X .",
                ". . . . X .",
                ". . . . . .",
            ]
        ),
        None,
        id="white-winding-path-with-a-gap",
    ),
]


@pytest.mark.parametrize(("diagram", "winner"), CONNECTIONS)
def test_connection_table(diagram: str, winner: Color | None) -> None:
    game = HexGame.from_diagram(diagram)
    assert game.winner is winner
    assert (game.legal_moves() == []) is (winner is not None)
    if winner is None:
        assert game.board_gfx() == ""
    else:
        assert game.result().split()[-1] == f"{winner.value}+"
        assert game.board_gfx().startswith("COLOR green ")


def test_a_move_that_connects_ends_the_game_and_undo_reopens_it() -> None:
    game = HexGame.from_diagram("X . .\n. O .\nX O .")
    assert game.to_move() is Color.BLACK
    game.play(Color.BLACK, vertex(game, "A2"))
    assert game.winner is Color.BLACK
    assert game.legal_moves() == []
    assert game.result() == "Black wins by connecting top and bottom. B+"
    assert game.board_gfx() == "COLOR green A3 A2 A1\nTEXT Black wins by connecting top and bottom."
    with pytest.raises(ValueError, match="illegal move"):
        game.play(Color.WHITE, vertex(game, "C1"))
    game.undo()
    assert game.winner is None and len(game.legal_moves()) == 5
    game = HexGame.from_diagram(". . . .\nO O . O\n. X X .\nX . X .")
    game.play(Color.WHITE, vertex(game, "C3"))
    assert game.result() == "White wins by connecting left and right. W+"


def test_illegal_moves_are_refused() -> None:
    game = HexGame(3)
    game.play(Color.BLACK, Point(1, 1))
    for color, point in [
        (Color.WHITE, Point(1, 1)),  # occupied
        (Color.WHITE, None),  # no passes in Hex
        (Color.BLACK, Point(0, 0)),  # not Black's turn
        (Color.WHITE, Point(3, 0)),  # off the board
    ]:
        with pytest.raises(ValueError, match="illegal move"):
            game.play(color, point)
    game.undo()
    with pytest.raises(ValueError):
        game.undo()
    for width, height in [(1, 1), (20, 20), (5, 6)]:
        with pytest.raises(ValueError):
            game.reset(width, height)


# -- the opponent --------------------------------------------------------------------------

# (diagram, expected genmove of the side to move)
OPPONENT = [
    pytest.param(
        ". . X . O\n. . X . .\n. O . . .\nO . X O .\n. . X . .", "C3", id="black-takes-its-win"
    ),
    pytest.param(
        ". . X . .\n. . X . .\n. . . . .\n. O X O .\n. O X . .", "C3", id="white-blocks-black"
    ),
    pytest.param(
        ". . . . .\nO O . O O\n. X . X .\n. . X . .\nX . . . .", "C4", id="black-blocks-white"
    ),
    pytest.param(
        ". . . . X\nO O . O O\nX . . X .\n. . X . .\nX . . . .", "C4", id="white-takes-its-win"
    ),
]


@pytest.mark.parametrize(("diagram", "expected"), OPPONENT)
def test_opponent_wins_or_blocks_in_one(diagram: str, expected: str) -> None:
    game = HexGame.from_diagram(diagram)
    color = game.to_move()
    assert to_gtp(game.genmove(color), BoardSize(game.width, game.height)) == expected


def genmove_game(size: int) -> Iterator[HexGame]:
    game = HexGame(size)
    while game.legal_moves():
        color = game.to_move()
        move = game.genmove(color)
        assert move in game.legal_moves()
        game.play(color, move)
        yield game


def test_opponent_prefers_the_centre_on_an_empty_board() -> None:
    assert HexGame().genmove(Color.BLACK) == Point(5, 5)


@pytest.mark.parametrize("size", [2, 3, 7, 11])
def test_genmove_against_itself_always_ends_with_a_winner(size: int) -> None:
    game = list(genmove_game(size))[-1]
    assert game.winner is not None
    assert game.result().endswith(f"{game.winner.value}+")


# -- the GTP program -----------------------------------------------------------------------


class Received:
    """Raw responses as the client received them."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, kind: str, text: str) -> None:
        if kind == "received":
            self.texts.append(text)


def test_ruler_commands_through_a_subprocess() -> None:
    received = Received()
    with GtpClient(ARGV, timeout=10, on_traffic=received) as client:
        for command in ("gogui-rules_game_id", "gogui-rules_side_to_move", "genmove", "undo"):
            assert client.known_command(command)
        assert not client.known_command("gogui-rules_captured_count")
        assert client.send("gogui-rules_game_id") == "Hex"
        assert client.send("gogui-rules_board_size") == "11 hex"
        assert client.send("gogui-rules_side_to_move") == "black"
        assert len(client.send("gogui-rules_legal_moves").split()) == 121
        assert client.send("gogui-rules_final_result") == "The game is not over. ?"
        assert client.send("gogui-rules_board_gfx") == ""
        client.send("boardsize", "3")
        assert client.send("gogui-rules_board_size") == "3 hex"
        client.send("play", "b", "B2")
        board = client.send("gogui-rules_board")
        assert re.fullmatch(r"=\d+ \n\. \. \.\n\. X \.\n\. \. \.", received.texts[-1])
        assert board.split() == [".", ".", ".", ".", "X", ".", ".", ".", "."]
        assert client.send("gogui-rules_side_to_move") == "white"
        assert client.send("gogui-rules_legal_moves") == "A3 B3 C3 A2 C2 A1 B1 C1"
        for args, message in [
            (("w", "B2"), "illegal move"),
            (("w", "pass"), "illegal move"),
            (("b", "A1"), "illegal move: not your turn"),
            (("w", "D1"), "invalid vertex"),
        ]:
            with pytest.raises(GtpFailure) as failure:
                client.send("play", *args)
            assert failure.value.message == message
            assert re.fullmatch(rf"\?\d+ {message}", received.texts[-1])
        for size in ("1", "20"):
            with pytest.raises(GtpFailure, match="unacceptable size"):
                client.send("boardsize", size)
        client.send("undo")
        assert client.send("gogui-rules_board").split() == ["."] * 9
        client.send("play", "b", "A1")
        client.send("clear_board")
        assert client.send("gogui-rules_side_to_move") == "black"
        with pytest.raises(GtpFailure, match="cannot undo"):
            client.send("undo")


def test_full_game_genmove_against_genmove_through_a_subprocess() -> None:
    with GtpClient([*ARGV, "--size", "7"], timeout=10) as client:
        assert client.send("gogui-rules_board_size") == "7 hex"
        moves = 0
        while client.send("gogui-rules_legal_moves"):
            color = client.send("gogui-rules_side_to_move")
            move = client.send("genmove", color)
            assert move.lower() != "pass"
            moves += 1
        assert 7 <= moves <= 49
        result = client.send("gogui-rules_final_result")
        assert result.split()[-1] in ("B+", "W+")
        assert client.send("gogui-rules_board_gfx").startswith("COLOR green ")
        with pytest.raises(GtpFailure, match="game is over"):
            client.send("genmove", "b")
        client.send("undo")  # the winning stone comes off: the game goes on
        assert client.send("gogui-rules_legal_moves") != ""
        assert client.send("gogui-rules_board_gfx") == ""
