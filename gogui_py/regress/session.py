"""One engine process running lines of one ``.tst`` file, and the file's shared tally.

What is sent (GoGui's gogui-regress, ``Regress.runTest``): the engine starts with the
file's folder as working directory (so ``loadsgf games/x.sgf 29`` finds its record);
the file's first engine is asked ``name`` and ``version``; then the engine gets the
lines of the segments it is given (segments.py; the whole file for a serial run) in
order: every unnumbered command, and the numbered ones ``select`` accepts (a test not
selected is not sent). Every command has a timeout (:class:`~gogui_py.gtp.client.GtpClient`);
the answers are judged by :mod:`~gogui_py.regress.expect`.

When the engine fails (docs/regress.md "When the engine fails"): a test whose command
kills the engine, outlasts the timeout, or gets an answer the client cannot place
(out of step) is an ERROR; the engine is closed (``quit`` with a short deadline, then
SIGTERM, then SIGKILL to its process group) and started again at the next command.
The new engine is first sent what rebuilds the dead one's state
(:class:`~gogui_py.regress.board_commands.ReplayLog`: the settings, the last
``loadsgf`` and the board commands after it), so the next test runs on its own
position. The same log, taken at a segment's start, is what an engine is sent before
a segment of the file it has not run the start of (segments.py). When the failure is
on an unnumbered board command, or the rebuild fails, the position is lost: the tests
up to the next ``loadsgf``, ``boardsize`` or ``clear_board`` are ERRORs without being
sent. After :data:`MAX_FAILED_STARTS` failed starts in a row (counted per file, over
all its engines) the file gives up.

Lines that are not GTP (a debug line on stdout) are logged as warnings, as gtp.md
"Wire format" asks; an engine that sends only such lines times out like any other.
"""

from __future__ import annotations

import dataclasses
import re
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from gogui_py.gtp.client import GtpClient, TrafficKind
from gogui_py.gtp.errors import (
    GtpArgumentError,
    GtpEngineDied,
    GtpError,
    GtpFailure,
    GtpTimeout,
)
from gogui_py.regress.board_commands import PositionTracker, ReplayLog, kind_of
from gogui_py.regress.expect import judge
from gogui_py.regress.model import FileResult, Outcome, RegressTest, TestResult
from gogui_py.regress.segments import Segment, catch_up, log_of, replayed
from gogui_py.regress.suite import Suite, SuiteLine

Select = Callable[[RegressTest], bool]
OnResult = Callable[[TestResult], None]
OnTraffic = Callable[[str, str], None]
"""Receives (file as given, log line) for every line of GTP traffic (``--verbose``)."""

CLOSE_SECONDS = 2.0
"""Seconds a healthy engine gets to answer ``quit`` and exit when it is done."""

KILL_GRACE = 0.5
"""Seconds a failed (or cancelled) engine gets before SIGTERM, then SIGKILL."""

MAX_FAILED_STARTS = 3
"""Failed starts (or rebuilds) in a row after which the rest of a file is given up."""

MAX_LOG_LINES = 2000
"""Lines of GTP log kept per test; the rest is counted, not kept."""

MAX_LOG_LINE_CHARS = 2000
"""Longer log lines are cut."""

_PREFIX: dict[TrafficKind, str] = {"sent": "> ", "received": "< ", "stderr": "! ", "warning": "~ "}
_INVALID_LINE = "invalid response line ignored"
"""Start of the client's warning for a line outside any response (client.py)."""


@dataclasses.dataclass(frozen=True)
class Options:
    """What the caller of run_file/run_files asked for (runner.py documents each)."""

    timeout: float
    select: Select | None
    on_result: OnResult | None
    cancel: threading.Event | None
    setup: tuple[str, ...]
    on_traffic: OnTraffic | None

    def selected(self, test: RegressTest) -> bool:
        """True when ``test`` is to be sent."""
        return self.select is None or self.select(test)

    def cancelled(self) -> bool:
        """True once the cancel event is set."""
        return self.cancel is not None and self.cancel.is_set()


@dataclasses.dataclass
class _Answer:
    """What came of one command.

    Attributes:
        text: the response text (without ``=``/``?``), "" on an error.
        failed: the engine answered ``?``.
        error: why there is no answer ("" when there is one).
        broken: the engine failed (died, hung, out of step) and must be restarted.
    """

    text: str = ""
    failed: bool = False
    error: str = ""
    broken: bool = False


class FileTally:
    """One file's results while its segments run, on one engine or several at once.

    Thread-safe: every engine of the file reports here. :meth:`result` gives the
    :class:`FileResult` with the results in file order and the other errors in line
    order (the file's reading problems and the engine's refusals merged; the set-up
    commands, line 0, first), whatever order they came in.
    """

    def __init__(self, suite: Suite) -> None:
        self.suite = suite
        self._lock = threading.Lock()
        self._results: list[TestResult] = []
        self._notes: list[tuple[int, str]] = []
        self._engine_seconds = 0.0
        self._restarts = 0
        self._first = float("inf")
        self._last = float("-inf")
        self._first_start_claimed = False
        self._failed_starts = 0
        self.identified = False
        self.engine_name = ""
        self.engine_version = ""

    def add(self, result: TestResult) -> None:
        """Keep one test's result."""
        with self._lock:
            self._results.append(result)

    def note(self, line: int, text: str) -> None:
        """Keep an other error (``line``: its 1-based line, 0 for the set-up commands)."""
        with self._lock:
            self._notes.append((line, text))

    def engine_time(self, seconds: float) -> None:
        """Add ``seconds`` spent waiting for one of the file's engines."""
        with self._lock:
            self._engine_seconds += seconds

    def restarted(self) -> None:
        """Count an engine started again after it failed."""
        with self._lock:
            self._restarts += 1

    def active(self, started: float, ended: float) -> None:
        """Note that an engine worked on the file from ``started`` to ``ended``
        (``time.monotonic()`` seconds): the file's wall time is from the first such
        start to the last end."""
        with self._lock:
            self._first = min(self._first, started)
            self._last = max(self._last, ended)

    def claim_first_start(self) -> bool:
        """True for the first engine start of the file (its set-up failures are noted
        then), False afterwards."""
        with self._lock:
            first, self._first_start_claimed = not self._first_start_claimed, True
            return first

    def start_failed(self) -> None:
        """Count a failed start (or rebuild) of one of the file's engines."""
        with self._lock:
            self._failed_starts += 1

    def answered(self) -> None:
        """An engine answered a command of the file: the failed starts in a row end."""
        with self._lock:
            self._failed_starts = 0

    def given_up(self) -> bool:
        """True after :data:`MAX_FAILED_STARTS` failed starts in a row."""
        with self._lock:
            return self._failed_starts >= MAX_FAILED_STARTS

    def result(self, *, cancelled: bool) -> FileResult:
        """The file's result so far. ``seconds``: from the first engine work on the file
        to the last (its engines closed); ``engine_seconds``: summed over its engines."""
        with self._lock:
            results = sorted(self._results, key=lambda result: result.test.line)
            problems = [(_line_of(text), text) for text in self.suite.problems]
            # sorted() is stable: the file's reading problems before the notes of a line
            notes = [text for _, text in sorted([*problems, *self._notes], key=lambda n: n[0])]
            seconds = max(self._last - self._first, 0.0)
            return FileResult(
                self.suite.path,
                results=results,
                seconds=seconds,
                engine_seconds=self._engine_seconds,
                restarts=self._restarts,
                other_errors=notes,
                engine_name=self.engine_name,
                engine_version=self.engine_version,
                cancelled=cancelled,
            )


def _line_of(problem: str) -> int:
    """The line number of a ``line N: ...`` text (0 when it names none)."""
    found = re.match(r"line (\d+):", problem)
    return int(found.group(1)) if found else 0


class EngineSession:
    """One engine process (started again when it fails) running segments of one file,
    in file order; see the module docstring.

    Args:
        argv: the engine's command line (already resolved, runner.resolve_program).
        tally: the file's tally, where results, errors and times go.
        options: the run's options.
    """

    def __init__(self, argv: Sequence[str], tally: FileTally, options: Options) -> None:
        self._argv = list(argv)
        self.tally = tally
        self._path = tally.suite.path
        self._options = options
        self._folder = str(Path(self._path).resolve().parent)
        self._client: GtpClient | None = None
        self._starts = 0
        self._lost = ""
        self._replay = ReplayLog()
        self._tracker = PositionTracker()
        self._log: list[str] = []
        self._log_dropped = 0
        self._log_lock = threading.Lock()
        self._invalid_lines = 0
        self._fresh = False
        """True from an engine's start until its first answer: a failure then is a
        failed start (counted towards MAX_FAILED_STARTS)."""
        self._settings_had = 0
        """How many of the file's settings the running engine has had (segments.py)."""

    # -- the run ------------------------------------------------------------------------

    def run(self, segment: Segment) -> bool:
        """Run the lines of ``segment``; False when cancelled before its end.

        A running engine that served an earlier segment of the file is first sent the
        settings it has not had (and, before a ``clear_board``, the board size); no
        running engine: the next line starts one, and it gets the whole prefix.
        """
        self._replay = log_of(segment.prefix)
        self._tracker = PositionTracker()
        self._tracker.position = segment.position
        self._lost = ""
        if self._client is not None and not self._catch_up(catch_up(segment, self._settings_had)):
            return False
        for line in segment.lines:
            if self._options.cancelled():
                return False
            if line.test is None:
                self._command(line)
            elif self._options.selected(line.test) and not self._test(line.test):
                return False
        self._settings_had = segment.settings_after
        return True

    def abort(self) -> None:
        """Close the running engine at once (any thread; the cancel watcher): the
        command in flight fails."""
        client = self._client
        if client is not None:
            client.close(KILL_GRACE)  # idempotent

    def close(self, seconds: float = CLOSE_SECONDS) -> None:
        """Close the engine (``quit``, then after ``seconds`` SIGTERM, then SIGKILL)."""
        client, self._client = self._client, None
        if client is not None:
            started = time.monotonic()
            client.close(seconds)
            ended = time.monotonic()
            self.tally.engine_time(ended - started)
            self.tally.active(started, ended)

    def _catch_up(self, commands: Sequence[str]) -> bool:
        """Send ``commands`` to the running engine before a segment; False when
        cancelled meanwhile. A failure closes the engine: the segment's first line then
        starts a new one, which is sent the whole prefix."""
        for command in commands:
            answer = self._send(command)
            if answer.broken:
                if self._options.cancelled():
                    return False
                self._broken()
                return True
            self.tally.answered()
        return True

    def _command(self, line: SuiteLine) -> None:
        """Send an unnumbered command (file-level notes for what goes wrong)."""
        kind = kind_of(line.command)
        if kind in ("size", "clear"):
            self._lost = ""
        elif self._lost and kind == "move":
            return  # a move on a lost position: the tests after it are not run anyway
        why = self._engine()
        if why:
            self._note(line, why)
            if kind != "setting":
                self._lost = why
            return
        answer = self._send(line.command)
        if answer.broken and self._options.cancelled():
            return
        if answer.error:
            self._note(line, answer.error)
            if answer.broken:
                self._broken()
                if kind in ("size", "clear", "move"):
                    self._lost = f"`{line.command}` (line {line.line}) failed: {answer.error}"
        elif answer.failed:
            self._note(line, f"? {answer.text}".rstrip())
        else:
            self.tally.answered()
            self._replay.sent(line.command, answer.text)
            self._tracker.sent(line.command, answer.text)

    def _test(self, test: RegressTest) -> bool:
        """Send a numbered test and report its result; False when cancelled meanwhile."""
        if self._lost:
            self._report(test, Outcome.ERROR, "", 0.0, f"not run: {self._lost}")
            return True
        why = self._engine()
        if why:
            self._lost = why
            self._report(test, Outcome.ERROR, "", 0.0, f"not run: {why}")
            return True
        started = time.monotonic()
        answer = self._send(test.command, test.number)
        seconds = time.monotonic() - started
        if answer.broken and self._options.cancelled():
            return False
        if answer.error:
            if answer.broken:
                self._broken()
            self._report(test, Outcome.ERROR, "", seconds, answer.error)
            return True
        self.tally.answered()
        text = f"? {answer.text}".rstrip() if answer.failed else answer.text
        outcome = judge(test.expectation, answer.text, answer.failed)
        problem = test.expectation.problem if test.expectation is not None else ""
        self._report(test, outcome, text, seconds, problem)
        if not answer.failed and replayed(SuiteLine(test.line, test.command, test)):
            self._replay.sent(test.command, answer.text)
            self._tracker.sent(test.command, answer.text)
        return True

    def _report(
        self, test: RegressTest, outcome: Outcome, answer: str, seconds: float, error: str
    ) -> None:
        position = self._tracker.position
        if position != test.position and position is not None:
            test = dataclasses.replace(test, position=position)
        with self._log_lock:
            log, self._log = self._log, []
            if self._log_dropped:
                log.append(f"~ ... {self._log_dropped} more lines not kept")
                self._log_dropped = 0
        result = TestResult(test, outcome, answer, seconds, tuple(log), error)
        self.tally.add(result)
        if self._options.on_result is not None:
            self._options.on_result(result)

    def _note(self, line: SuiteLine, message: str) -> None:
        self.tally.note(line.line, f"line {line.line}: {line.command}: {message}")

    # -- the engine ---------------------------------------------------------------------

    def _engine(self) -> str:
        """Start the engine when none runs, and rebuild its state; "" when it is ready,
        else why it is not."""
        if self._client is not None:
            return ""
        if self.tally.given_up():
            return f"the engine failed {MAX_FAILED_STARTS} times in a row: the file is given up"
        started = time.monotonic()
        try:
            self._client = GtpClient(
                self._argv,
                cwd=self._folder,
                on_traffic=self._traffic,
                timeout=self._options.timeout,
                numbered=False,  # the ids are ours: _send
            )
        except GtpEngineDied as error:
            self.tally.start_failed()
            return f"the engine could not be started: {error.stderr_tail.strip() or error}"
        finally:
            self.tally.engine_time(time.monotonic() - started)
        self._starts += 1
        self._fresh = True
        if self._starts > 1:
            self.tally.restarted()
        first = self.tally.claim_first_start()
        identify = ["name", "version"] if not self.tally.identified else []
        for index, command in enumerate(identify + self._replay.commands()):
            answer = self._send(command)
            if answer.broken:
                self._kill()
                self.tally.start_failed()
                return f"the engine failed on `{command}` after its start: {answer.error}"
            if index < len(identify):
                text = "" if answer.failed else answer.text.strip()
                if command == "name":
                    self.tally.engine_name = text
                else:
                    self.tally.engine_version = text
                    self.tally.identified = True
            elif answer.failed and first and command in self._options.setup:
                self.tally.note(0, f"setup: {command}: ? {answer.text}".rstrip())
        return ""

    def _send(self, command: str, number: int | None = None) -> _Answer:
        """One command to the running engine; never raises a GTP error.

        A test's command is sent with the test's number as its GTP id (GoGui and GNU Go's
        scripts send the line as written: the logs then show ``> 20 reg_genmove black``
        for test 20): the client checks the answer's id and drops the ids for an engine
        that takes one for a command name (:meth:`GtpClient.send`'s ``command_id``).
        Other commands are sent without id: no number of the runner's own can be
        mistaken for a test's.
        """
        client = self._client
        assert client is not None
        words = command.split()
        self._invalid_lines = 0
        started = time.monotonic()
        try:
            text = client.send(words[0], *words[1:], command_id=number)
            self._fresh = False
            return _Answer(text)
        except GtpFailure as failure:
            self._fresh = False
            return _Answer(failure.message, failed=True)
        except GtpArgumentError as error:
            return _Answer(error=f"cannot be sent: {error}")
        except GtpTimeout as error:
            garbage = self._invalid_lines
            extra = f" ({garbage} lines that are not GTP came instead)" if garbage else ""
            return _Answer(error=f"no answer within {error.seconds:g} s{extra}", broken=True)
        except GtpEngineDied as error:
            status = "" if error.exit_code is None else f" (exit code {error.exit_code})"
            tail = error.stderr_tail.strip().splitlines()[-1:] if error.stderr_tail else []
            detail = f": {tail[0][:200]}" if tail else ""
            return _Answer(error=f"the engine died{status}{detail}", broken=True)
        except GtpError as error:
            return _Answer(error=f"protocol error: {error}", broken=True)
        finally:
            self.tally.engine_time(time.monotonic() - started)

    def _traffic(self, kind: TrafficKind, text: str) -> None:
        """The client's traffic callback (the sending thread; stderr: its reader)."""
        if kind == "warning" and text.startswith(_INVALID_LINE):
            self._invalid_lines += 1
        prefix = _PREFIX[kind]
        lines = [prefix + part[:MAX_LOG_LINE_CHARS] for part in text.split("\n")]
        with self._log_lock:
            room = MAX_LOG_LINES - len(self._log)
            self._log.extend(lines[: max(room, 0)])
            self._log_dropped += max(len(lines) - max(room, 0), 0)
        if self._options.on_traffic is not None:
            for line in lines:
                self._options.on_traffic(self._path, line)

    def _broken(self) -> None:
        """The engine failed on a command of the file: close it; a failure before its
        first answer counts as a failed start."""
        if self._fresh:
            self.tally.start_failed()
        self._kill()

    def _kill(self) -> None:
        """Close a failed engine: short deadline, then SIGTERM, then SIGKILL."""
        self.close(KILL_GRACE)
