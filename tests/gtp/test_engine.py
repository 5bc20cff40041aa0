"""The engine framework: in-process tables, then through a subprocess with GtpClient."""

from __future__ import annotations

import io

import pytest

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp import GtpClient, GtpFailure
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, clean_line, format_payload
from tests.gtp.conftest import random_argv


def make_engine() -> GtpEngine:
    engine = GtpEngine("Test", "0.1")

    def fail(args: list[str]) -> str:
        raise GtpCommandError("illegal move")

    def crash(args: list[str]) -> str:
        raise ZeroDivisionError("boom")

    engine.register("echo", " ".join)
    engine.register("board", lambda args: "\n  A B\n2 . .\n\n1 . .\n\n")
    engine.register("fail", fail)
    engine.register("crash", crash)
    return engine


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("name\n", "= Test\n\n"),
        ("7 version\n", "=7 0.1\n\n"),
        ("protocol_version", "= 2\n\n"),
        ("3 known_command echo", "=3 true\n\n"),
        ("known_command genmove", "= false\n\n"),
        ("echo", "= \n\n"),
        ("echo\ta  b\r\n", "= a b\n\n"),
        ("echo a # comment", "= a\n\n"),
        ("5 board", "=5 \n  A B\n2 . .\n \n1 . .\n\n"),
        ("4 fail", "?4 illegal move\n\n"),
        ("fail", "? illegal move\n\n"),
        ("crash", "? internal error: ZeroDivisionError('boom')\n\n"),
        ("9 genmove b", "?9 unknown command\n\n"),
        ("12", "?12 missing command\n\n"),
        ("# interrupt", None),
        ("   \n", None),
        ("e\x00cho x", "= x\n\n"),
    ],
)
def test_handle(line: str, expected: str | None) -> None:
    assert make_engine().handle(line) == expected


def test_list_commands_has_the_standard_set_first() -> None:
    listed = make_engine().handle("list_commands")
    assert listed is not None
    names = listed[2:].split()
    assert names[:6] == [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
    ]
    assert names[6:] == ["echo", "board", "fail", "crash"]


def test_register_refuses_bad_names() -> None:
    engine = GtpEngine("x", "1")
    for bad in ("", "two words", "a#b"):
        with pytest.raises(ValueError, match="bad command name"):
            engine.register(bad, lambda args: "")


def test_run_stops_at_quit_and_flushes_each_response() -> None:
    engine = make_engine()
    stdin = io.BytesIO(b"1 name\n\n# comment\n2 echo caf\xc3\xa9\n3 quit\n4 name\n")
    stdout = io.BytesIO()
    engine.run(stdin, stdout)
    assert stdout.getvalue() == "=1 Test\n\n=2 café\n\n=3 \n\n".encode()


def test_run_stops_at_end_of_file() -> None:
    stdout = io.BytesIO()
    make_engine().run(io.BytesIO(b"echo \xff\n"), stdout)
    assert stdout.getvalue() == "= \ufffd\n\n".encode()


@pytest.mark.parametrize(
    ("text", "expected"),
    [("", ""), ("  \n", ""), ("a\r\nb\n", "a\nb"), ("\nx\n\ny  ", "\nx\n \ny")],
)
def test_format_payload(text: str, expected: str) -> None:
    assert format_payload(text) == expected


def test_clean_line() -> None:
    assert clean_line("1\tplay b\x01 D4 # x\r\n") == "1 play b D4"


def test_random_engine_through_a_subprocess() -> None:
    size = BoardSize.square(9)
    with GtpClient(random_argv("--seed", "3"), timeout=10) as client:
        assert client.name_and_version() == ("Random", "1.0")
        assert {"genmove", "undo", "play", "boardsize"} <= client.commands
        client.send("boardsize", "9")
        client.send("clear_board")
        client.send("play", "b", "E5")
        with pytest.raises(GtpFailure, match="illegal move"):
            client.send("play", "w", "E5")
        moves: list[Move] = []
        color = Color.WHITE
        for _ in range(30):
            point = from_gtp(client.send("genmove", color.to_gtp()), size)
            moves.append(Move(color, point))
            color = color.opponent
        played = {m.point for m in moves if m.point is not None}
        assert len(played) >= 20
        assert Point(4, 4) not in played
        client.send("undo")
        assert client.send("list_stones", "b").split().count("E5") == 1
        assert client.send("final_score")[0] in "BW0"


def test_random_engine_captures_and_refuses_suicide_and_ko() -> None:
    def play(client: GtpClient, *moves: str) -> None:
        for move in moves:
            color, vertex = move.split()
            client.send("play", color, vertex)

    with GtpClient(random_argv(), timeout=10) as client:
        client.send("boardsize", "5")
        play(client, "w A1", "b B1", "b A2")
        assert client.send("list_stones", "w") == ""
        with pytest.raises(GtpFailure, match="illegal move"):
            client.send("play", "w", "A1")  # suicide: B1 and A2 keep liberties
        with pytest.raises(GtpFailure, match="illegal move"):
            client.send("play", "w", "B1")  # occupied
        client.send("clear_board")
        play(client, "b B3", "b A2", "b B1", "w C3", "w D2", "w C1", "w B2")
        play(client, "b C2")  # captures white B2: a ko
        assert "B2" not in client.send("list_stones", "w").split()
        with pytest.raises(GtpFailure, match="illegal move"):
            client.send("play", "w", "B2")  # immediate ko recapture
        play(client, "w E5", "b E4", "w B2")  # retaking after moves elsewhere is legal
        assert "C2" not in client.send("list_stones", "b").split()
        client.send("undo")
        assert "C2" in client.send("list_stones", "b").split()
