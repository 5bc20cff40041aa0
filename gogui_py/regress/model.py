"""The data of a regression run: tests read from a ``.tst`` file and their results.

Shared by the runner, its reports and the Tools > Regression Tests window; no I/O here.
Outcomes follow GNU Go's regression scripts (../shared/seeds/001_fa864b992e2ddc30.txt
section 20.4; GNU Go's regress.awk) and GoGui's gogui-regress: a test whose expected
answer carries a trailing ``*`` is a known failure, and when it passes it is an
unexpected pass ("PASSED" in GNU Go's output).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Outcome(StrEnum):
    """What one numbered test came to."""

    PASS = "pass"
    FAIL = "FAIL"  # unexpected failure: the answer does not match, no ``*``
    KNOWN_FAIL = "known failure"  # does not match, and ``*`` says it is known not to
    UNEXPECTED_PASS = "PASSED"  # matches although ``*`` marks it a known failure
    ERROR = "error"  # the engine died, hung past the timeout, or spoke garbage

    @property
    def unexpected(self) -> bool:
        """True for what should make a CI run fail (FAIL, PASSED, error)."""
        return self in (Outcome.FAIL, Outcome.UNEXPECTED_PASS, Outcome.ERROR)


@dataclass(frozen=True)
class Expectation:
    """The ``#?`` line after a numbered command.

    Attributes:
        pattern: the text between the brackets, without a leading ``!``: a regular
            expression matched against the whole answer (alternatives with ``|``).
        negated: ``[!...]``: the test passes when the answer does NOT match.
        known_failure: a trailing ``*`` after the closing bracket.
        text: the line as written (``#? [C15|D15]*``), for reports.
        ignored: ``[...]&`` (GNU Go's regress.pl): the answer is logged, never compared
            with the pattern; the test passes when the engine answers ``=``, and is a
            FAIL (known failure under ``*``) when it answers ``? message`` (expect.py).
        problem: why the line cannot be used (no brackets, a bad regular expression);
            "" when it can. A test with a problem is still sent, and its outcome is
            ERROR with this message (suite.py reads the line, expect.py judges).
    """

    pattern: str
    negated: bool
    known_failure: bool
    text: str
    ignored: bool = False
    problem: str = ""


@dataclass(frozen=True)
class Position:
    """Where a test's position comes from: the last ``loadsgf`` before it.

    Attributes:
        sgf: the record's path as written in the ``.tst`` file (relative to its folder).
        move: the move number given to loadsgf (None: the whole main line). GNU Go's
            loadsgf stops *before* that move: ``loadsgf x.sgf 29`` is the position
            after move 28, move 29 to play (checked against GNU Go 3.8's showboard).
        commands: board-changing commands sent after that loadsgf and before the test
            (``play b C3``, ``boardsize 9``...), in order, as sent; after a run, a
            ``genmove`` that answered a vertex is written as the ``play`` it made.
        stop_at: loadsgf's third argument when it is a vertex instead of a number
            (GNU Go: replay up to the first move at that point, not included); None
            otherwise.
    """

    sgf: str
    move: int | None
    commands: tuple[str, ...] = ()
    stop_at: str | None = None


@dataclass(frozen=True)
class RegressTest:
    """One numbered command with its expectation.

    Attributes:
        file: the ``.tst`` file's path as given to the runner.
        number: the command's id (``10`` in ``10 reg_genmove white``).
        command: the command without its id (``reg_genmove white``).
        expectation: the parsed ``#?`` line; None when the numbered command has none
            (or an empty ``#?``): GoGui's rule then, the test passes when the engine
            answers ``=`` and is a FAIL when it answers ``?``.
        line: 1-based line of the command in the file.
        comments: the ``#`` and ``#>`` comment lines just before the command, for reports.
        position: the position the test runs on, when a loadsgf set it up.
    """

    file: str
    number: int
    command: str
    expectation: Expectation | None
    line: int
    comments: tuple[str, ...] = ()
    position: Position | None = None

    @property
    def key(self) -> str:
        """``FILE:NUMBER`` (``tactics.tst:3``), the name used by ``--filter`` and reports."""
        return f"{self.file.rsplit('/', 1)[-1]}:{self.number}"


@dataclass(frozen=True)
class TestResult:
    """The outcome of one numbered test.

    Attributes:
        test: the test.
        outcome: pass, FAIL, known failure, PASSED or error.
        answer: the engine's answer text without ``=``/``?`` and id (``C15``); for a
            GTP failure, ``?`` followed by the message (the README says how it matches).
        seconds: wall time of the command (float seconds).
        gtp_log: the GTP exchange since the previous numbered test: ``> `` sent,
            ``< `` received, ``! `` the engine's stderr, ``~ `` warnings (a line that
            is not GTP); at most runner.MAX_LOG_LINES lines.
        error: for ERROR, what went wrong (``the engine died (exit code 3): ...``,
            ``no answer within 60 s``, ``not run: ...``, the ``#?`` line's problem).
    """

    __test__ = False  # not a pytest class

    test: RegressTest
    outcome: Outcome
    answer: str
    seconds: float
    gtp_log: tuple[str, ...] = ()
    error: str = ""


@dataclass
class FileResult:
    """All results of one ``.tst`` file, in file order.

    Attributes:
        file: the path as given.
        results: one per numbered test run.
        seconds: wall time of the whole file, engine start included; with
            ``run_files(parallel > 1)``, from the moment an engine began its first
            segment to the moment the last of its engines was closed, while other files
            ran too (docs/regress.md "Running in parallel").
        engine_seconds: time spent waiting for answers (the rest is the runner's),
            summed over the file's engines: it may exceed ``seconds`` in parallel.
        restarts: how many times the engine was restarted after an error.
        other_errors: what went wrong outside the numbered tests, as ``line N: ...``
            texts: unnumbered commands the engine refused (``?``) or died on, lines
            of the file that could not be read (GoGui's "Error" column). They are
            reported, and do not change the exit status (GoGui's rule).
        engine_name: the engine's ``name`` answer ("" when it has none).
        engine_version: the engine's ``version`` answer ("" when it has none).
        cancelled: the run was cancelled before the end of the file.
    """

    file: str
    results: list[TestResult] = field(default_factory=list)
    seconds: float = 0.0
    engine_seconds: float = 0.0
    restarts: int = 0
    other_errors: list[str] = field(default_factory=list)
    engine_name: str = ""
    engine_version: str = ""
    cancelled: bool = False

    def count(self, outcome: Outcome) -> int:
        """Number of results with ``outcome``."""
        return sum(1 for result in self.results if result.outcome is outcome)
