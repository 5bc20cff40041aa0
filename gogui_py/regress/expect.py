"""Expected answers: reading a ``#?`` line, judging an answer, naming its vertices.

The rules, in the order of authority (docs/regress.md, README "How answers are matched"):

- GoGui's gogui-regress (``Regress.handleTest``): the text after ``#?`` is trimmed; a
  trailing ``*`` marks a known failure; the rest must be ``[...]``; the text between
  the brackets is trimmed, and a leading ``!`` negates it. The pattern is a regular
  expression (Java's ``Pattern`` with MULTILINE and DOTALL there, Python's ``re`` with
  ``re.M | re.S`` here) that must match the *whole* answer (``matches()``; GNU Go's
  regress.awk anchors it with ``^...$`` the same way), case-sensitively. The answer is
  the response text without ``=``, id and surrounding whitespace, all its lines. A
  command that fails (``? message``) never passes, negated pattern or not: its test is
  a FAIL, or a known failure under ``*``.
- GNU Go's regress.pl, where GoGui is silent: blanks are allowed between ``]`` and
  ``*``, and a trailing ``&`` means "log the answer, do not judge it". GoGui does not
  know ``&``; its nearest rule is the numbered command without a pattern, and that is
  how an ``&`` test is judged: it passes when the engine answers ``=`` (whatever the
  answer), and a failed command (``? message``) is a FAIL (a known failure under
  ``*``) - the "never passes" rule above holds here too. Reports mark such a pass
  "not judged" (:func:`not_judged`).

Outcomes (GNU Go's regress.awk; :class:`~gogui_py.regress.model.Outcome`): a match is
a pass, or PASSED (unexpected pass) under ``*``; no match is a FAIL, or a known
failure under ``*``.
"""

from __future__ import annotations

import functools
import re

from gogui_py.regress.model import Expectation, Outcome, TestResult

_BRACKETS = re.compile(r"\[(?P<body>.*)\](?P<marks>[\s*&]*)", re.S)
"""``[body]`` followed by any of blanks, ``*`` (known failure) and ``&`` (ignored)."""

_VERTEX = re.compile(r"(?<![A-Za-z0-9_.\\])([A-HJ-Za-hj-z]{1,2})([1-9][0-9]?)(?![0-9A-Za-z_.])")
"""A GTP vertex (gtp.md "Vertices and colours": letters without I, row from 1) standing
alone: not inside a word or a number (``W+32.5``), not after a backslash (``\\d``)."""

MAX_ANSWER_CHARS = 1_000_000
"""Longer answers are judged on their first million characters (a flood is a FAIL
anyway; a backtracking pattern must not run for minutes on it)."""


def parse_expectation(text: str) -> Expectation | None:
    """Read the text after ``#?`` (``" [C15|D15]*"``) into an :class:`Expectation`.

    Returns:
        None for an empty text (GoGui: the test has no pattern); otherwise an
        Expectation whose ``problem`` is non-empty when the text is malformed (no
        brackets, or a regular expression Python cannot compile). Never raises.
    """
    written = f"#?{text}"
    body_text = text.strip()
    if not body_text:
        return None
    found = _BRACKETS.fullmatch(body_text)
    if found is None:
        star = body_text.endswith("*")
        if not body_text.startswith("["):
            problem = "the expected answer has no opening bracket"
        elif "]" not in body_text:
            problem = "the expected answer has no closing bracket"
        else:
            problem = "only '*' or '&' may follow the closing bracket"
        return Expectation(body_text, False, star, written, problem=problem)
    marks = found.group("marks")
    body = found.group("body").strip()
    negated = body.startswith("!")
    pattern = body[1:] if negated else body
    problem = ""
    try:
        _compiled(pattern)
    except re.error as error:
        problem = f"bad regular expression {pattern!r}: {error}"
    return Expectation(
        pattern,
        negated,
        known_failure="*" in marks,
        text=written,
        ignored="&" in marks,
        problem=problem,
    )


@functools.lru_cache(maxsize=4096)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.M | re.S)


def answer_matches(expectation: Expectation, answer: str, failed: bool) -> bool:
    """Whether ``answer`` satisfies ``expectation`` (module docstring).

    Args:
        expectation: a usable expectation (``problem`` empty).
        answer: the response text (without ``=``/``?`` and id); surrounding
            whitespace is ignored.
        failed: the engine answered ``?``: never a match (GoGui's rule).

    Raises:
        re.error: when the pattern does not compile (``problem`` was not empty).
    """
    if failed:
        return False
    text = answer.strip()[:MAX_ANSWER_CHARS]
    found = _compiled(expectation.pattern).fullmatch(text) is not None
    return found != expectation.negated


def judge(expectation: Expectation | None, answer: str, failed: bool) -> Outcome:
    """The outcome of a numbered test the engine answered (not an engine error).

    Args:
        expectation: the test's ``#?`` line; None when it has none.
        answer: the response text without ``=``/``?`` and id.
        failed: the engine answered ``? message``.

    Returns:
        PASS or FAIL without an expectation (pass on ``=``; GoGui counts a failed
        numbered command without pattern as "unexpected FAIL"); ERROR when the
        expectation has a problem; for an ignored (``&``) one, PASS on ``=`` and on
        ``?`` FAIL, or known failure under ``*``; otherwise pass, FAIL, known failure
        or PASSED as the answer matches and ``*`` says.
    """
    if expectation is None:
        return Outcome.FAIL if failed else Outcome.PASS
    if expectation.problem:
        return Outcome.ERROR
    if expectation.ignored:
        if not failed:
            return Outcome.PASS
        return Outcome.KNOWN_FAIL if expectation.known_failure else Outcome.FAIL
    matched = answer_matches(expectation, answer, failed)
    if expectation.known_failure:
        return Outcome.UNEXPECTED_PASS if matched else Outcome.KNOWN_FAIL
    return Outcome.PASS if matched else Outcome.FAIL


def not_judged(result: TestResult) -> bool:
    """True for a pass whose answer was not compared with a pattern: an ``&`` test the
    engine answered with ``=`` (module docstring). Reports show it as such."""
    expectation = result.test.expectation
    return (
        result.outcome is Outcome.PASS
        and expectation is not None
        and expectation.ignored
        and not expectation.problem
    )


def outcome_label(result: TestResult) -> str:
    """The outcome as reports show it: its value, ``pass (not judged)`` for an ``&``
    test that passed."""
    return f"{result.outcome.value} (not judged)" if not_judged(result) else result.outcome.value


def expected_text(expectation: Expectation | None) -> str:
    """The expectation as GNU Go's scripts print it after "Correct": the bracket's
    content with its ``!`` (``!C15|D15``); "" without an expectation."""
    if expectation is None:
        return ""
    if expectation.problem:
        return expectation.text.removeprefix("#?").strip()
    return ("!" if expectation.negated else "") + expectation.pattern


def vertices_in(text: str) -> list[str]:
    """The GTP vertices named in an expected pattern or an answer, for the board.

    Returns:
        Uppercase vertices in order of first appearance, without repeats:
        ``vertices_in("[C15|d15|!C15]")`` is ``["C15", "D15"]``; ``pass`` is not a
        vertex, nor is anything inside a word or a number (``W+32.5`` names none).
    """
    seen: dict[str, None] = {}
    for letters, row in _VERTEX.findall(text):
        seen.setdefault(f"{letters.upper()}{row}", None)
    return list(seen)
