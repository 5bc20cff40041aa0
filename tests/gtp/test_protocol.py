"""Sans-IO tables: command formatting and response reading (gtp.md "Wire format")."""

from __future__ import annotations

import pytest

from gogui_py.gtp.errors import GtpArgumentError
from gogui_py.gtp.protocol import (
    Response,
    ResponseReader,
    StrayLine,
    format_command,
    parse_status_line,
)


@pytest.mark.parametrize(
    ("name", "args", "command_id", "expected"),
    [
        ("name", (), None, "name"),
        ("play", ("b", "D4"), None, "play b D4"),
        ("komi", ("6.5",), 7, "7 komi 6.5"),
        ("list_commands", (), 0, "0 list_commands"),
        ("play", ("w", "pass"), 2**31 - 1, "2147483647 play w pass"),
        ("gogui-setup", ("b", "C3", "w", "é"), None, "gogui-setup b C3 w é"),
    ],
)
def test_format_command(
    name: str, args: tuple[str, ...], command_id: int | None, expected: str
) -> None:
    assert format_command(name, args, command_id) == expected


@pytest.mark.parametrize(
    ("name", "args", "command_id"),
    [
        ("komi", ("6.5\nquit",), None),
        ("komi", ("6.5\rquit",), None),
        ("komi", ("6.5\x00",), None),
        ("komi", ("6.5 quit",), None),
        ("komi", ("6.5\tx",), None),
        ("komi", ("",), None),
        ("komi", ("6.5\u2028quit",), None),
        ("komi", ("6.5\x85quit",), None),
        ("play\nquit", (), None),
        ("", (), None),
        ("two words", (), None),
        ("# interrupt", (), None),
        ("name", (), -1),
        ("name", (), 2**31),
    ],
)
def test_format_command_refuses_unsafe_text(
    name: str, args: tuple[str, ...], command_id: int | None
) -> None:
    with pytest.raises(GtpArgumentError):
        format_command(name, args, command_id)


def test_argument_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="control character"):
        format_command("komi", ("6.5\nquit",))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("= D4", (True, None, "D4")),
        ("=12 D4", (True, 12, "D4")),
        ("=D4", (True, None, "D4")),
        ("=", (True, None, "")),
        ("= ", (True, None, "")),
        ("=3", (True, 3, "")),
        ("=3 ", (True, 3, "")),
        ("?5 illegal move", (False, 5, "illegal move")),
        ("? unknown command", (False, None, "unknown command")),
        ("=3D", (True, None, "3D")),
        ("=\t19", (True, None, "19")),
    ],
)
def test_parse_status_line(line: str, expected: tuple[bool, int | None, str]) -> None:
    assert parse_status_line(line) == expected


def test_parse_status_line_refuses_other_lines() -> None:
    with pytest.raises(ValueError, match="not a response"):
        parse_status_line("D4")


def feed_all(lines: list[str]) -> list[Response | StrayLine]:
    reader = ResponseReader()
    events = [reader.feed(line) for line in lines]
    return [e for e in events if e is not None]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["=1 D4", ""], [Response(True, 1, "D4", "=1 D4")]),
        (["=1 D4\r\n", "\r\n"], [Response(True, 1, "D4", "=1 D4")]),
        (["", "", "", "= x", "", "", ""], [Response(True, None, "x", "= x")]),
        (["=", "a", "b", ""], [Response(True, None, "a\nb", "=\na\nb")]),
        (
            ["= ", "   A B", " 1 . .", ""],
            [Response(True, None, "   A B\n 1 . .", "= \n   A B\n 1 . .")],
        ),
        (["=2 one", "two  ", ""], [Response(True, 2, "one\ntwo", "=2 one\ntwo  ")]),
        (["?3 bad", ""], [Response(False, 3, "bad", "?3 bad")]),
        (
            ["= a", "   ", "= b", ""],
            [Response(True, None, "a", "= a"), Response(True, None, "b", "= b")],
        ),
        (["debug", "=1 x", ""], [StrayLine("debug"), Response(True, 1, "x", "=1 x")]),
        (["# note", ""], [StrayLine("# note")]),
    ],
)
def test_response_reader(lines: list[str], expected: list[Response | StrayLine]) -> None:
    assert feed_all(lines) == expected


def test_response_reader_waits_for_the_empty_line() -> None:
    reader = ResponseReader()
    assert reader.feed("=1 D4") is None
    assert reader.in_response
    reader.reset()
    assert not reader.in_response
    assert reader.feed("=2 E5") is None
    assert reader.feed("") == Response(True, 2, "E5", "=2 E5")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("GNU Go", "GNU Go"),
        ("  two\nlines ", "two"),
        ("tab\tand\x07bell", "tab and bell"),
        ("x" * 10_000_000, "x" * 79 + "…"),
        ("\n" * 1000 + "  late  start \nsecond", "late start"),
        ("   \n  ", ""),
        ("", ""),
    ],
)
def test_one_line_keeps_program_text_short(text: str, expected: str) -> None:
    from gogui_py.gtp.protocol import one_line

    assert one_line(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("E5 please", '"E5 please"'),
        ("\x00nul\tTab\x7f\u200b", '"\\x00nul\\tTab\\x7f\\u200b"'),
        ("a\\x00b", '"a\\\\x00b"'),  # a literal backslash is not taken for an escape
        ("\ufffd\ufffd\u6b7b\u6d3b", '"\ufffd\ufffd\u6b7b\u6d3b"'),  # readable text kept
        ("two\nlines", '"two\\nlines"'),
        ("x" * 10_000_000, '"' + "x" * 60 + '…" (10,000,000 characters)'),
    ],
)
def test_quoted_text_escapes_and_cuts_a_program_answer(text: str, expected: str) -> None:
    from gogui_py.gtp.protocol import quoted_text

    assert quoted_text(text) == expected


def test_record_text_keeps_a_program_text_whole_or_cuts_it_with_a_note() -> None:
    from gogui_py.gtp.protocol import record_text

    assert record_text("  Engine 1.0\nseed 42\n\n") == "Engine 1.0\nseed 42"
    cut = record_text("d" * 10_000_000, limit=100)
    assert cut == "d" * 100 + "\n\u2026 [9,999,900 more characters]"


def test_a_blank_line_of_spaces_ends_a_response_and_long_lines_pass_whole() -> None:
    reader = ResponseReader()
    long_line = "v" * 3_000_000
    assert reader.feed("=7 " + long_line + "\r\n") is None
    assert reader.feed("   \t\n") == Response(True, 7, long_line, "=7 " + long_line)
