"""Reading ``.tst`` files (suite.py) and the board commands they carry (board_commands.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.regress.board_commands import PositionTracker, ReplayLog, as_played, kind_of
from gogui_py.regress.model import Position
from gogui_py.regress.suite import SuiteError, parse_suite, parse_text, read_suite
from tests.conftest import corpus_dir, examples

SUITE = """\
# A header comment
boardsize 19
loadsgf games/x.sgf 29
10 reg_genmove white
#? [E16]

# This is in part an atari_atari problem.
#> a note for GNU Go's HTML pages
loadsgf games/y.sgf
play b C3
20 reg_genmove black   # an inline comment
#? [!C15|D15]*
30\tfinal_score
#? [W\\+3.5]&
40 name
"""


def test_tests_commands_expectations_and_lines() -> None:
    suite = parse_text(SUITE, "dir/s.tst")
    assert [(t.number, t.command, t.line) for t in suite.tests] == [
        (10, "reg_genmove white", 4),
        (20, "reg_genmove black", 11),
        (30, "final_score", 13),
        (40, "name", 15),
    ]
    ten, twenty, thirty, forty = suite.tests
    assert ten.expectation is not None and ten.expectation.pattern == "E16"
    assert twenty.expectation is not None and twenty.expectation.negated
    assert twenty.expectation.known_failure
    assert thirty.expectation is not None and thirty.expectation.ignored
    assert forty.expectation is None
    assert ten.key == "s.tst:10" and ten.file == "dir/s.tst"
    assert suite.problems == []


def test_unnumbered_commands_are_kept_in_order_without_comments() -> None:
    suite = parse_text(SUITE)
    plain = [line.command for line in suite.lines if line.test is None]
    assert plain == ["boardsize 19", "loadsgf games/x.sgf 29", "loadsgf games/y.sgf", "play b C3"]


def test_comments_go_with_the_next_test() -> None:
    ten, twenty, thirty, _ = parse_text(SUITE).tests
    assert ten.comments == ("# A header comment",)
    assert twenty.comments == (
        "# This is in part an atari_atari problem.",
        "#> a note for GNU Go's HTML pages",
    )
    assert thirty.comments == ()


def test_each_test_knows_its_position() -> None:
    ten, twenty, thirty, _ = parse_text(SUITE).tests
    assert ten.position == Position("games/x.sgf", 29)
    assert twenty.position == Position("games/y.sgf", None, ("play b C3",))
    assert thirty.position == twenty.position  # reg_genmove plays nothing


def test_a_loadsgf_with_a_vertex_stops_at_it() -> None:
    (test,) = parse_text("loadsgf a.sgf c3\n1 showboard\n").tests
    assert test.position == Position("a.sgf", None, (), "C3")


def test_no_position_before_any_loadsgf() -> None:
    (test,) = parse_text("boardsize 9\nplay b C3\n1 showboard\n").tests
    assert test.position is None


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("# comment\n#? [E16]\n", "line 2: an expected answer without a numbered command"),
        ("1 name\n\n#? [E16]\n", "line 3: an expected answer without a numbered command"),
        ("boardsize 9\n#? [E16]\n", "line 2: an expected answer after an unnumbered command"),
        ("10\n", "line 1: a test number without a command"),
        ("1 name\n1 version\n", "line 2: test number 1 again (first at line 1)"),
    ],
)
def test_malformed_lines_are_reported_with_their_line(text: str, problem: str) -> None:
    suite = parse_text(text + "5 name\n#? [x]\n")
    assert len(suite.problems) == 1 and suite.problems[0].startswith(problem)
    assert suite.tests[-1].number == 5  # the rest is read


def test_a_tests_own_malformed_line_is_in_its_expectation() -> None:
    (test, after) = parse_text("1 name\n#? E16\n2 version\n#? [1.0]\n").tests
    assert test.expectation is not None and "no opening bracket" in test.expectation.problem
    assert after.expectation is not None and after.expectation.problem == ""


def test_commented_out_tests_stay_comments() -> None:
    """score.tst's first test is commented out, its ``#?`` written ``##?``."""
    suite = parse_text("#1 final_score\n##? [W\\+141.5]\n2 final_score\n#? [x]\n")
    assert [t.number for t in suite.tests] == [2]
    assert suite.problems == []


def test_crlf_and_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "w.tst"
    path.write_bytes(b"\xef\xbb\xbf1 name\r\n#? [x]\r\n")
    (test,) = parse_suite(path)
    assert test.command == "name" and test.expectation is not None
    assert test.expectation.pattern == "x"


def test_latin1_files_are_read(tmp_path: Path) -> None:
    path = tmp_path / "l.tst"
    path.write_bytes("# Müller\n1 name\n".encode("latin-1"))
    (test,) = parse_suite(path)
    assert test.comments == ("# Müller",)


def test_an_unreadable_file_raises_suite_error(tmp_path: Path) -> None:
    with pytest.raises(SuiteError) as raised:
        parse_suite(tmp_path / "missing.tst")
    assert raised.value.path.endswith("missing.tst") and raised.value.line == 0
    with pytest.raises(SuiteError):
        parse_suite(tmp_path)  # a folder


def test_the_corpus_suites() -> None:
    folder = corpus_dir("regress")
    counts = {
        name: len(parse_suite(folder / f"{name}.tst")) for name in ("joseki", "tactics", "score")
    }
    assert counts == {"joseki": 7, "tactics": 5, "score": 29}
    for name in ("joseki", "tactics", "score"):
        suite = read_suite(folder / f"{name}.tst")
        assert suite.problems == []
        for test in suite.tests:
            assert test.position is not None
            assert (folder / test.position.sgf).is_file()


@settings(max_examples=examples(100))
@given(st.lists(st.text(alphabet=st.sampled_from("0123 #?[]!*&ab\t\r"), max_size=12), max_size=12))
def test_any_text_parses_without_raising(lines: list[str]) -> None:
    suite = parse_text("\n".join(lines))
    numbers = [test.line for test in suite.tests]
    assert numbers == sorted(numbers)


# -- board commands ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "kind"),
    [
        ("loadsgf x.sgf", "size"),
        ("boardsize 9", "size"),
        ("clear_board", "clear"),
        ("play b C3", "move"),
        ("genmove w", "move"),
        ("reg_genmove w", "setting"),
        ("komi 6.5", "setting"),
        ("showboard", "query"),
    ],
)
def test_kinds_of_commands(command: str, kind: str) -> None:
    assert kind_of(command) == kind


def test_generated_moves_are_replayed_as_played() -> None:
    assert as_played("genmove b", "C3") == "play b C3"
    assert as_played("genmove_white", "pass") == "play w pass"
    assert as_played("genmove b", "resign") is None
    assert as_played("genmove b", None) is None
    assert as_played("place_free_handicap 2", "D4 Q16") == "set_free_handicap D4 Q16"
    assert as_played("play b C3", "") == "play b C3"


def test_the_replay_keeps_settings_and_the_last_position() -> None:
    log = ReplayLog()
    for command, answer in [
        ("komi 0.5", ""),
        ("loadsgf a.sgf 3", "black"),
        ("play b C3", ""),
        ("showboard", "..."),
        ("level 5", ""),
        ("loadsgf b.sgf", "white"),
        ("genmove w", "D4"),
        ("clear_board", ""),
        ("play b E5", ""),
    ]:
        log.sent(command, answer)
    assert log.commands() == ["komi 0.5", "level 5", "loadsgf b.sgf", "clear_board", "play b E5"]


def test_the_tracker_records_moves_as_played() -> None:
    tracker = PositionTracker()
    tracker.sent("play b C3", "")  # before any loadsgf: no position
    assert tracker.position is None
    tracker.sent("loadsgf a.sgf 12", "black")
    tracker.sent("genmove b", "Q16")
    tracker.sent("komi 5", "")
    assert tracker.position == Position("a.sgf", 12, ("play b Q16",))
