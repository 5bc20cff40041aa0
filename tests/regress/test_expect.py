"""Expected answers: reading ``#?`` lines, judging answers, naming vertices (expect.py)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.regress.expect import (
    answer_matches,
    expected_text,
    judge,
    outcome_label,
    parse_expectation,
    vertices_in,
)
from gogui_py.regress.model import Expectation, Outcome, RegressTest, TestResult
from tests.conftest import examples


def expectation(text: str) -> Expectation:
    parsed = parse_expectation(text)
    assert parsed is not None
    return parsed


@pytest.mark.parametrize(
    ("text", "pattern", "negated", "known", "ignored"),
    [
        (" [E16]", "E16", False, False, False),
        (" [C15|D15|B13]*", "C15|D15|B13", False, True, False),
        (" [!C15]", "C15", True, False, False),
        (" [!C15|D15]*", "C15|D15", True, True, False),
        ("[W\\+100.5]", "W\\+100.5", False, False, False),
        (" [ E16 ] ", "E16", False, False, False),  # GoGui trims inside the brackets
        (" [E16] *", "E16", False, True, False),  # regress.pl allows blanks before *
        (" [E16]&", "E16", False, False, True),  # regress.pl: logged, not judged
        (" [E16]*&", "E16", False, True, True),
        (" [[a-z]+]", "[a-z]+", False, False, False),  # the last ] closes
    ],
)
def test_expectations_are_read_as_gogui_and_gnu_go_do(
    text: str, pattern: str, negated: bool, known: bool, ignored: bool
) -> None:
    parsed = expectation(text)
    assert (parsed.pattern, parsed.negated, parsed.known_failure, parsed.ignored) == (
        pattern,
        negated,
        known,
        ignored,
    )
    assert parsed.problem == ""
    assert parsed.text == f"#?{text}"


def test_an_empty_expectation_is_none() -> None:
    assert parse_expectation("") is None
    assert parse_expectation("   ") is None


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (" E16", "no opening bracket"),
        (" [E16", "no closing bracket"),
        (" E16]*", "no opening bracket"),
        (" [E16] x", "only '*' or '&'"),
        (" [C15(]", "bad regular expression"),
    ],
)
def test_malformed_expectations_carry_their_problem(text: str, problem: str) -> None:
    parsed = expectation(text)
    assert problem in parsed.problem
    assert judge(parsed, "E16", failed=False) is Outcome.ERROR


def test_the_pattern_must_match_the_whole_answer() -> None:
    e16 = expectation(" [E16]")
    assert answer_matches(e16, "E16", failed=False)
    assert not answer_matches(e16, "E161", failed=False)
    assert not answer_matches(e16, "XE16", failed=False)
    assert answer_matches(e16, "  E16 \n", failed=False)  # surrounding blanks ignored


def test_alternatives_regexes_and_multiline_answers() -> None:
    assert answer_matches(expectation(" [C15|D15]"), "D15", failed=False)
    assert not answer_matches(expectation(" [C15|D15]"), "C15 D15", failed=False)
    assert answer_matches(expectation(" [W\\+3[0-9]\\.5]"), "W+32.5", failed=False)
    assert not answer_matches(expectation(" [W\\+100.5]"), "B+100.5", failed=False)
    # DOTALL and MULTILINE, as GoGui compiles its patterns: . crosses lines
    assert answer_matches(expectation(" [1 .*]"), "1 A1\nB2", failed=False)
    assert answer_matches(expectation(" [^A1$.*]"), "A1\nB2", failed=False)


def test_matching_is_case_sensitive() -> None:
    assert not answer_matches(expectation(" [E16]"), "e16", failed=False)


def test_negation() -> None:
    refused = expectation(" [!C15|D15]")
    assert answer_matches(refused, "E16", failed=False)
    assert not answer_matches(refused, "C15", failed=False)


def test_a_failed_command_never_passes_even_negated() -> None:
    """GoGui's rule: the ``?`` answer is not compared at all."""
    assert not answer_matches(expectation(" [!C15]"), "unknown command", failed=True)
    assert not answer_matches(expectation(" [.*]"), "", failed=True)
    assert judge(expectation(" [!C15]"), "unknown command", failed=True) is Outcome.FAIL
    assert judge(expectation(" [!C15]*"), "x", failed=True) is Outcome.KNOWN_FAIL


@pytest.mark.parametrize(
    ("text", "answer", "outcome"),
    [
        (" [E16]", "E16", Outcome.PASS),
        (" [E16]", "F16", Outcome.FAIL),
        (" [E16]*", "F16", Outcome.KNOWN_FAIL),
        (" [E16]*", "E16", Outcome.UNEXPECTED_PASS),
        (" [E16]&", "F16", Outcome.PASS),
    ],
)
def test_outcomes(text: str, answer: str, outcome: Outcome) -> None:
    assert judge(expectation(text), answer, failed=False) is outcome


def test_an_ignored_test_that_fails_is_not_a_pass() -> None:
    """docs/regress.md: a ``? message`` never passes, ``&`` or not."""
    assert judge(expectation(" [E16]&"), "unknown command", failed=True) is Outcome.FAIL
    assert judge(expectation(" [!E16]&"), "x", failed=True) is Outcome.FAIL
    assert judge(expectation(" [E16]*&"), "x", failed=True) is Outcome.KNOWN_FAIL
    assert judge(expectation(" [E16]*&"), "F16", failed=False) is Outcome.PASS


def test_an_ignored_pass_is_labelled_not_judged() -> None:
    def result(text: str | None, outcome: Outcome) -> TestResult:
        parsed = None if text is None else expectation(text)
        return TestResult(RegressTest("t.tst", 1, "echo x", parsed, 1), outcome, "x", 0.1)

    assert outcome_label(result(" [E16]&", Outcome.PASS)) == "pass (not judged)"
    assert outcome_label(result(" [E16]&", Outcome.FAIL)) == "FAIL"
    assert outcome_label(result(" [E16]", Outcome.PASS)) == "pass"
    assert outcome_label(result(None, Outcome.PASS)) == "pass"


def test_without_expectation_gogui_counts_success_and_failure() -> None:
    assert judge(None, "anything", failed=False) is Outcome.PASS
    assert judge(None, "unknown command", failed=True) is Outcome.FAIL


def test_expected_text_is_what_gnu_go_prints_after_correct() -> None:
    assert expected_text(expectation(" [!C15|D15]*")) == "!C15|D15"
    assert expected_text(None) == ""
    assert expected_text(expectation(" E16")) == "E16"


@pytest.mark.parametrize(
    ("text", "vertices"),
    [
        ("[C15|D15|B13|B11|B14]*", ["C15", "D15", "B13", "B11", "B14"]),
        ("[!c15|D15|C15]", ["C15", "D15"]),
        ("W+32.5", []),
        ("[W\\+100.5]", []),
        ("B+53.5", []),
        ("pass", []),
        ("1 T19 A1", ["T19", "A1"]),
        ("AA26 I5 E0", ["AA26"]),  # I is no column, row 0 is no row
        ("[\\d15]", []),
        ("ALIVE", []),
    ],
)
def test_vertices_named_in_patterns_and_answers(text: str, vertices: list[str]) -> None:
    assert vertices_in(text) == vertices


SIZE = BoardSize(19, 19)
points = st.builds(Point, st.integers(0, 18), st.integers(0, 18))


@settings(max_examples=examples(100))
@given(st.lists(points, max_size=8), st.sampled_from(["|", " ", "\n", ")|("]))
def test_vertices_of_a_joined_list_come_back_in_order(found: list[Point], separator: str) -> None:
    vertices = [to_gtp(point, SIZE) for point in found]
    expected = list(dict.fromkeys(vertices))
    assert vertices_in(separator.join(vertices)) == expected
    assert vertices_in(separator.join(v.lower() for v in vertices)) == expected


@settings(max_examples=examples(100))
@given(st.lists(st.from_regex(r"[A-HJ-T](1[0-9]|[1-9])", fullmatch=True), min_size=1, max_size=5))
def test_an_alternatives_pattern_matches_exactly_its_members(words: list[str]) -> None:
    pattern = expectation(f" [{'|'.join(words)}]")
    for word in words:
        assert judge(pattern, word, failed=False) is Outcome.PASS
        assert judge(pattern, word + "x", failed=False) is Outcome.FAIL
        assert judge(pattern, "x" + word, failed=False) is Outcome.FAIL
    negated = expectation(f" [!{'|'.join(words)}]*")
    for word in words:
        assert judge(negated, word, failed=False) is Outcome.KNOWN_FAIL


@settings(max_examples=examples(100))
@given(st.text(max_size=40))
def test_reading_any_line_never_raises(text: str) -> None:
    parsed = parse_expectation(text)
    if parsed is not None and not parsed.problem:
        re.compile(parsed.pattern)
        judge(parsed, text, failed=False)
