"""Reading ``.tst`` regression files (GNU Go's format; seed 001 section 20.4).

A file is GTP commands, one a line, with comments. The rules, GoGui's
gogui-regress (``Regress.handleLine``) first, GNU Go's scripts where GoGui is silent:

- Each line is trimmed; tabs count as blanks. An empty line is nothing.
- A line starting with ``#?`` is the expected answer of the numbered command on the
  line *just before it* (expect.py reads it). After anything else (an unnumbered
  command, a comment, an empty line) it is a malformed line: reported with its line
  number, and the rest of the file is read as usual (GoGui stops there).
- Any other line starting with ``#`` is a comment (``#>`` lines too, GNU Go's notes
  for its HTML pages): kept, for reports, with the next numbered test.
- Anything else is a command. Text after a ``#`` is a comment (GTP: "everything
  following a hash sign up to the end of the line"). A command whose first word is
  a number is a test, numbered by it: ``10 reg_genmove white``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from gogui_py.regress.board_commands import PositionTracker
from gogui_py.regress.expect import parse_expectation
from gogui_py.regress.model import Expectation, RegressTest

_TEST_NUMBER = re.compile(r"[0-9]+")


class SuiteError(Exception):
    """A ``.tst`` file that cannot be read at all (missing, unreadable, a folder).

    Attributes:
        path: the file as given.
        line: 1-based line of the problem, 0 when it concerns the whole file.
        column: 1-based column, 0 when it concerns a whole line or file.
        message: what is wrong.
    """

    def __init__(self, path: str | os.PathLike[str], line: int, column: int, message: str) -> None:
        where = f"{os.fspath(path)}:{line}:{column}" if line else os.fspath(path)
        super().__init__(f"{where}: {message}")
        self.path = os.fspath(path)
        self.line = line
        self.column = column
        self.message = message


@dataclass(frozen=True)
class SuiteLine:
    """One command of a ``.tst`` file.

    Attributes:
        line: 1-based line number.
        command: the command without its number and comment (``reg_genmove white``),
            words separated by one blank.
        test: the test, when the command is numbered; None for a plain command.
    """

    line: int
    command: str
    test: RegressTest | None = None


@dataclass
class Suite:
    """A parsed ``.tst`` file.

    Attributes:
        path: the file as given.
        lines: every command, numbered or not, in file order.
        problems: lines that could not be used, as ``line N: message`` texts.
    """

    path: str
    lines: list[SuiteLine] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def tests(self) -> list[RegressTest]:
        """The numbered tests, in file order."""
        return [line.test for line in self.lines if line.test is not None]


def read_suite(path: str | Path) -> Suite:
    """Read and parse the ``.tst`` file at ``path`` (UTF-8; Latin-1 when not UTF-8).

    Raises:
        SuiteError: when the file cannot be read.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise SuiteError(path, 0, 0, error.strerror or str(error)) from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_text(text.removeprefix("\ufeff"), os.fspath(path))


def parse_suite(path: str | Path) -> list[RegressTest]:
    """The numbered tests of the ``.tst`` file at ``path``, in file order.

    Malformed ``#?`` lines do not stop the reading: a test's own malformed line is in
    its ``expectation.problem``; a stray one is only in :attr:`Suite.problems`
    (:func:`read_suite` gives those).

    Raises:
        SuiteError: when the file cannot be read.
    """
    return read_suite(path).tests


@dataclass
class _Pending:
    """A numbered command whose ``#?`` line may come next."""

    line: int
    number: int
    command: str
    comments: tuple[str, ...]


class _Parser:
    def __init__(self, path: str) -> None:
        self.suite = Suite(path)
        self.tracker = PositionTracker()
        self.comments: list[str] = []
        self.pending: _Pending | None = None
        self.previous_was_command = False
        self.numbers: dict[int, int] = {}

    def problem(self, line: int, message: str) -> None:
        self.suite.problems.append(f"line {line}: {message}")

    def finish_pending(self, expectation: Expectation | None) -> None:
        pending = self.pending
        if pending is None:
            return
        self.pending = None
        test = RegressTest(
            file=self.suite.path,
            number=pending.number,
            command=pending.command,
            expectation=expectation,
            line=pending.line,
            comments=pending.comments,
            position=self.tracker.position,
        )
        self.suite.lines.append(SuiteLine(pending.line, pending.command, test))
        self.tracker.sent(pending.command)

    def expected(self, number: int, rest: str) -> None:
        if self.pending is not None:
            self.finish_pending(parse_expectation(rest))
        elif self.previous_was_command:
            self.problem(number, "an expected answer after an unnumbered command (ignored)")
        else:
            self.problem(number, "an expected answer without a numbered command just before it")
        self.previous_was_command = False

    def command(self, number: int, text: str) -> None:
        words = text.split("#", 1)[0].split()
        if _TEST_NUMBER.fullmatch(words[0]):
            if len(words) == 1:
                self.problem(number, f"a test number without a command: {text!r}")
                return
            test_number = int(words[0])
            first = self.numbers.setdefault(test_number, number)
            if first != number:
                self.problem(number, f"test number {test_number} again (first at line {first})")
            self.pending = _Pending(number, test_number, " ".join(words[1:]), tuple(self.comments))
            self.comments = []
            self.previous_was_command = False
            return
        command = " ".join(words)
        self.suite.lines.append(SuiteLine(number, command))
        self.tracker.sent(command)
        self.previous_was_command = True

    def line(self, number: int, raw: str) -> None:
        text = raw.strip().replace("\t", " ")
        if text.startswith("#?"):
            self.expected(number, text[2:])
            return
        self.finish_pending(None)
        if not text:
            self.previous_was_command = False
        elif text.startswith("#"):
            self.comments.append(text)
            self.previous_was_command = False
        elif text.split("#", 1)[0].strip():
            self.command(number, text)


def parse_text(text: str, path: str = "<text>") -> Suite:
    """Parse the text of a ``.tst`` file (module docstring); ``path`` names it in the
    tests and problems. Never raises."""
    parser = _Parser(path)
    for number, raw in enumerate(text.split("\n"), start=1):
        parser.line(number, raw.rstrip("\r"))
    parser.finish_pending(None)
    return parser.suite
