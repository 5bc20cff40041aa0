"""A blocking GTP client: one command in flight, every read with a timeout.

gtp.md "Wire format"; architecture.md "Threads". The client numbers its commands
(1, 2, ...). The late answer to a timed-out command is recognised by its id and
discarded, so it is never taken for the answer to the next one; an answer with any
other wrong id is :class:`GtpOutOfStep` at once. A response without id is accepted
(some programs never echo ids). A program whose parser takes the id of the first
command for its name (``1 name`` answered ``? unknown command: 1``; GoGui sends no
ids and such rulers exist) is recognised on that first answer: the command is sent
again without id, and so is every later one.
"""

from __future__ import annotations

import contextlib
import re
import signal
import threading
import time
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import Literal, NoReturn

from gogui_py.gtp.channel import EOF
from gogui_py.gtp.errors import GtpEngineDied, GtpError, GtpFailure, GtpOutOfStep, GtpTimeout
from gogui_py.gtp.protocol import (
    MAX_ID,
    Response,
    ResponseReader,
    StrayLine,
    format_command,
    one_line,
    parse_status_line,
)
from gogui_py.gtp.tcp import open_channel

TrafficKind = Literal["sent", "received", "stderr", "warning"]
TrafficCallback = Callable[[TrafficKind, str], None]
StderrCallback = Callable[[list[str]], None]
"""Receives stderr lines in batches (one per pipe read), oldest first."""

MAX_LATE_IDS = 1000
"""Ids of timed-out commands remembered for discarding their late answers."""

STREAM_BATCH = 0.012
"""Seconds between two batches of streamed lines (:meth:`GtpClient.stream`)."""

MAX_STREAM_DRAIN = 20_000
"""Most streamed lines taken at one wake-up (a batch is passed on after them)."""

QUIT_TIMEOUT = 1.0
"""Seconds :meth:`GtpClient.close` waits for the answer to ``quit``."""

STREAM_STOP_TIMEOUT = 10.0
"""Seconds a streaming command gets to end its response once asked to stop."""


class GtpStreamHung(GtpTimeout):
    """A streaming command (``lz-analyze``) did not end its response within ``seconds``
    of being asked to stop (gtp.md "Streaming analysis": the empty line closes it). The
    program hangs, and its output can no longer be matched to commands: the client has
    stopped it (closed, process killed)."""


class GtpClient:
    """Drive one GTP program over its stdin/stdout.

    Args:
        argv: program and arguments, or the one word ``tcp://HOST:PORT[?token=T]`` for an
            engine served over TCP (:mod:`~gogui_py.gtp.tcp`: connected, not started).
        cwd: working directory for the program.
        on_traffic: called with ("sent", command line), ("received", response as
            received), ("warning", text) from the thread calling :meth:`send`, and
            with ("stderr", line) from the stderr reader thread (unless ``on_stderr``
            is given). Must be cheap.
        on_stderr: when given, receives the stderr lines instead of ``on_traffic``,
            a batch per pipe read, from the stderr reader thread (what a flooding
            program needs: see :class:`~gogui_py.gtp.channel.ProcessChannel`).
        timeout: default seconds for a response.
        numbered: send command ids (GTP v2 section 2.4 makes them optional). False for
            programs that do not parse ids (a toy engine behind gogui-adapter): each
            answer is still paired with its command, one command being in flight at
            a time.

    Raises:
        GtpEngineDied: when the program cannot be started.
    """

    def __init__(
        self,
        argv: Sequence[str],
        *,
        cwd: str | None = None,
        on_traffic: TrafficCallback | None = None,
        on_stderr: StderrCallback | None = None,
        timeout: float = 30.0,
        numbered: bool = True,
    ) -> None:
        self._on_traffic = on_traffic
        self._timeout = timeout
        if on_stderr is None and on_traffic is not None:
            on_stderr = self._traffic_stderr
        self._channel = open_channel(argv, cwd=cwd, on_stderr=on_stderr)  # or tcp://
        self._lock = threading.Lock()
        self._reader = ResponseReader()
        self._next_id = 1
        self._commands: frozenset[str] | None = None
        self._known: dict[str, bool] = {}
        self._name_version: tuple[str, str] | None = None
        self._closed = False
        self._sent = 0
        self._interrupt_armed = False
        self._numbered = numbered
        """False when asked so, or once the program took an id for a command name
        (module docstring)."""
        self._ids_parsed = True
        """False once the program took an id for a command name: no id is sent, not
        even one given to :meth:`send`."""
        self._answered = False
        """A numbered command was answered (a program that took it did parse ids)."""
        self._late_ids: set[int] = set()
        """Ids of commands that timed out: their late answers are discarded."""
        self.commands_failure: str | None = None
        """Why ``list_commands`` failed (its ``?`` message), None when it did not."""
        self.on_invalid_line: Callable[[str], None] | None = None
        """Called (on the thread calling :meth:`send`) with each line read while an
        answer is awaited that is no GTP response (no ``=`` or ``?``): the client goes
        on waiting for the answer, as GoGui's GtpClient (its InvalidResponseCallback
        shows such lines at once: some programs write debug output to stdout)."""

    def _traffic_stderr(self, lines: list[str]) -> None:
        if self._on_traffic is not None:
            for line in lines:
                self._on_traffic("stderr", line)

    def _traffic(self, kind: TrafficKind, text: str) -> None:
        if self._on_traffic is not None:
            self._on_traffic(kind, text)

    def note(self, text: str) -> None:
        """Put ``text`` in the log of this program's traffic (the GTP shell) as a
        warning: something the controller chose not to send, for example."""
        self._traffic("warning", text)

    # -- properties ---------------------------------------------------------------

    @property
    def pid(self) -> int | None:
        """The program's process id; None for an engine reached over TCP (tcp://)."""
        return self._channel.pid

    @property
    def is_alive(self) -> bool:
        """True while the program runs and its stdout is open, and close() was not called."""
        return not self._closed and self._channel.is_alive

    @property
    def known_commands(self) -> frozenset[str] | None:
        """The cached ``list_commands`` names, or None when not asked yet (no I/O)."""
        return self._commands

    @property
    def commands(self) -> frozenset[str]:
        """Names from ``list_commands`` (sent once, cached); empty when it fails."""
        if self._commands is None:
            try:
                text = self.send("list_commands")
            except GtpFailure as exc:
                self.commands_failure = exc.message or "failed"
                self._commands = frozenset()
            else:
                self._commands = frozenset(w for w in text.split() if w)
        return self._commands

    def known_command(self, name: str) -> bool:
        """Whether the program supports ``name``.

        From ``list_commands`` (cached); when that list is empty (the command failed
        or answered nothing), asks ``known_command name`` once per name.
        """
        if self.commands:
            return name in self.commands
        if name not in self._known:
            try:
                answer = self.send("known_command", name)
            except GtpFailure:
                answer = "false"
            self._known[name] = answer.strip().lower() == "true"
        return self._known[name]

    @property
    def commands_sent(self) -> int:
        """How many commands were written to the program so far (benchmarks read it)."""
        return self._sent

    def name_and_version(self) -> tuple[str, str]:
        """(``name``, ``version``) answers, cached; a part is "" when the command fails."""
        if self._name_version is None:
            parts: list[str] = []
            for command in ("name", "version"):
                try:
                    parts.append(one_line(self.send(command)))
                except GtpFailure:
                    parts.append("")
            self._name_version = (parts[0], parts[1])
        return self._name_version

    # -- commands -----------------------------------------------------------------

    def send(
        self,
        command: str,
        *args: str,
        timeout: float | None = None,
        interruptible: bool = False,
        command_id: int | None = None,
    ) -> str:
        """Send ``command args...`` and return the response text.

        ``interruptible``: a long command (genmove) that an :meth:`arm_interrupt` made
        before it was sent interrupts as soon as it is sent.

        ``command_id``: the id to number the command with instead of the client's own
        (a regression test's number, as gogui-regress sends it), also when the client
        numbers nothing else; like the client's own ids it is checked against the
        answer's and dropped once the program took an id for a command name.

        The text has no status character, id or terminating empty line; a multi-line
        payload keeps its lines (joined by ``"\\n"``). Thread-safe: one command is
        in flight at a time, others wait for the lock.

        Raises:
            GtpArgumentError: an unsafe name or argument (nothing is sent).
            GtpFailure: the program answered ``? message``.
            GtpTimeout: no complete matching response within ``timeout`` seconds
                (default: the client's); the program keeps running.
            GtpEngineDied: the program closed its output (at once, not after the
                timeout) or its input pipe broke, or close() was called.
        """
        seconds = self._timeout if timeout is None else timeout
        with self._lock:
            label = format_command(command, args)  # GtpArgumentError: not sent
            if command_id is None or not self._ids_parsed:
                command_id = self._take_id()
            response = self._exchange(label, command_id, seconds, interruptible)
            if command_id is not None and not self._answered and _names_id(response, command_id):
                self._numbered = self._ids_parsed = False
                self._traffic(
                    "warning",
                    f"the program took the id {command_id} for a command name: "
                    "commands are sent without ids from now on",
                )
                response = self._exchange(label, None, seconds, interruptible)
            self._answered = self._answered or command_id is not None
        if not response.success:
            raise GtpFailure(label, response.text)
        return response.text

    def _take_id(self) -> int | None:
        """The next command id (None once the program is talked to without ids)."""
        if not self._numbered:
            return None
        command_id = self._next_id
        self._next_id = 1 if command_id >= MAX_ID else command_id + 1
        return command_id

    def _exchange(
        self, label: str, command_id: int | None, seconds: float, interruptible: bool
    ) -> Response:
        """Write one command (numbered ``command_id``) and read its response (lock held)."""
        line = label if command_id is None else f"{command_id} {label}"
        if self._closed:
            raise GtpEngineDied(label, self._channel.exit_code, self._channel.stderr_tail())
        self._traffic("sent", line)
        self._channel.write_line(line, label)
        self._sent += 1
        if interruptible and self._interrupt_armed and self.can_interrupt:
            self._deliver_interrupt()
        return self._read_response(label, command_id, seconds)

    def _read_response(self, label: str, command_id: int | None, seconds: float) -> Response:
        deadline = time.monotonic() + seconds
        while True:
            line = self._channel.read_line(deadline - time.monotonic())
            if line is None:
                if command_id is not None:
                    if len(self._late_ids) >= MAX_LATE_IDS:
                        self._late_ids.clear()  # a program that never answers: forget
                    self._late_ids.add(command_id)
                raise GtpTimeout(label, seconds)
            if line is EOF:
                self._reader.reset()
                raise self._channel.died(label)
            assert isinstance(line, str)
            event = self._reader.feed(line)
            if event is None:
                continue
            if isinstance(event, StrayLine):
                self._traffic("warning", f"invalid response line ignored: {event.line}")
                if self.on_invalid_line is not None:
                    self.on_invalid_line(event.line)
                continue
            if event.id is not None and command_id is not None and event.id != command_id:
                self._traffic("received", event.raw)
                if event.id not in self._late_ids:
                    raise GtpOutOfStep(label, event.id, command_id)
                self._late_ids.discard(event.id)
                self._traffic(
                    "warning",
                    f"response with id {event.id} (expected {command_id}) ignored: "
                    "the late answer to a command that timed out",
                )
                continue
            self._traffic("received", event.raw)
            return event

    def stream(
        self,
        command: str,
        *args: str,
        on_lines: Callable[[list[str]], None],
        stop: threading.Event,
        timeout: float | None = None,
        batch_seconds: float = STREAM_BATCH,
        stop_timeout: float = STREAM_STOP_TIMEOUT,
    ) -> None:
        """Send a streaming command (``lz-analyze``, ``kata-analyze``: gtp.md "Streaming
        analysis") and pass its payload lines to ``on_lines`` in batches (at most one
        per ``batch_seconds``, oldest first) until the program ends the response itself
        or ``stop`` is set (from any thread): then an empty line is sent, which ends the
        stream, and the response's closing empty line is read.

        Raises:
            GtpFailure: the program refused the command (``? message``).
            GtpTimeout: no first line within ``timeout`` (default: the client's).
            GtpStreamHung: no end of the response within ``stop_timeout`` seconds after
                the stop: the program hangs and the client is closed (the program killed).
            GtpEngineDied: the program closed its output.
        """
        seconds = self._timeout if timeout is None else timeout
        with self._lock:
            label = format_command(command, args)
            command_id = self._take_id()
            line = label if command_id is None else f"{command_id} {label}"
            if self._closed:
                raise GtpEngineDied(label, self._channel.exit_code, self._channel.stderr_tail())
            self._traffic("sent", line)
            self._channel.write_line(line, label)
            self._sent += 1
            first = self._stream_first(label, seconds)
            self._stream_lines(label, first, on_lines, stop, (stop_timeout, batch_seconds))

    def _stream_first(self, label: str, seconds: float) -> str:
        """The first payload of a streaming response ("" when its status line has none)."""
        deadline = time.monotonic() + seconds
        while True:
            line = self._channel.read_line(deadline - time.monotonic())
            if line is None:
                raise GtpTimeout(label, seconds)
            if not isinstance(line, str):
                raise self._channel.died(label)
            if not line.strip():
                continue
            try:
                success, _id, text = parse_status_line(line)
            except ValueError:
                self._traffic("warning", f"invalid response line ignored: {line}")
                continue
            self._traffic("received", line)
            if success:
                return text
            rest = [text]
            while True:
                more = self._channel.read_line(max(0.0, deadline - time.monotonic()))
                if not isinstance(more, str) or not more.strip():
                    break
                rest.append(more)
            raise GtpFailure(label, "\n".join(rest).strip())

    def _stream_lines(
        self,
        label: str,
        first: str,
        on_lines: Callable[[list[str]], None],
        stop: threading.Event,
        seconds_batch: tuple[float, float],
    ) -> None:
        """Read payload lines up to the response's closing empty line (module docstring)."""
        seconds, batch_seconds = seconds_batch
        pending = [first] if first else []
        flushed = time.monotonic()
        deadline = float("inf")
        while True:
            if deadline == float("inf") and stop.is_set():
                self._traffic("sent", "")
                self._channel.write_line("", label)  # anything ends the stream
                deadline = time.monotonic() + seconds
            if deadline == float("inf"):
                # Streaming: sleep to the end of the batch (or the stop), then take every
                # line come meanwhile: one wake-up a batch, not one a line (issue 11: at
                # 5,000 lines a second this thread used 5 % of a core, now 1 %).
                stop.wait(max(0.0, flushed + batch_seconds - time.monotonic()))
                wait = 0.0
            else:
                wait = min(batch_seconds, max(0.0, deadline - time.monotonic()))
            arrived = False
            for _ in range(MAX_STREAM_DRAIN):
                line = self._channel.read_line(wait)
                wait = 0.0
                if line is None:
                    break
                if not isinstance(line, str):
                    raise self._channel.died(label)
                if not line.strip():
                    if pending:
                        on_lines(pending)
                    return
                pending.append(line)
                arrived = True
            now = time.monotonic()
            if not arrived and now > deadline:
                self._stop_hung(label, seconds)
            if pending and now - flushed >= batch_seconds:
                self._traffic("received", f"{pending[-1]}  [{len(pending)} lines]")
                on_lines(pending)
                pending = []
                flushed = now

    def _stop_hung(self, label: str, seconds: float) -> NoReturn:
        """A stream that never ended after its stop: close the program (lock held)."""
        self._traffic(
            "warning",
            f"no end of '{label}' within {seconds:g} s after it was asked to stop: "
            "the program hangs and is stopped",
        )
        self._closed = True
        self._channel.close(QUIT_TIMEOUT)
        raise GtpStreamHung(label, seconds)

    def interrupt(self) -> None:
        """Ask the program to stop thinking; callable from any thread while send() waits.

        Sends the comment ``# interrupt`` when the program listed
        ``gogui-interrupt`` (gtp.md "GoGui extensions"), else SIGINT to its pid. The
        command list must already be known (read :attr:`commands` before starting a
        long command); otherwise SIGINT is used.
        """
        if self._closed:
            return
        self._deliver_interrupt()

    def arm_interrupt(self, armed: bool = True) -> None:
        """Interrupt the next interruptible command as soon as it is sent (any thread): the
        user asked the engine to stop thinking before its genmove was even sent (while
        the sync commands before it ran). ``armed=False`` disarms."""
        self._interrupt_armed = armed

    @property
    def can_interrupt(self) -> bool:
        """The program listed gogui-interrupt or gogui-sigint (from the cached list: never
        sends; False before it is known). An armed interrupt is delivered only then:
        SIGINT ends a program that does not expect it."""
        commands = self._commands or frozenset()
        return "gogui-interrupt" in commands or "gogui-sigint" in commands

    def _deliver_interrupt(self) -> None:
        if self._commands is not None and "gogui-interrupt" in self._commands:
            try:
                self._traffic("sent", "# interrupt")
                self._channel.write_line("# interrupt", "# interrupt")
            except GtpError:
                pass
        else:
            self._channel.send_signal(signal.SIGINT)

    def close(self, timeout: float = 2.0) -> None:
        """End the program: ``quit`` (short timeout), close pipes, wait, terminate, kill.

        Idempotent; joins the reader threads. Callable from any thread: when another
        thread's command is in flight, ``quit`` is skipped and that command fails
        with GtpEngineDied once the program is gone.
        """
        if self._closed:
            return
        if self._lock.acquire(timeout=0.05):
            try:
                if not self._closed and self._channel.is_alive:
                    with contextlib.suppress(GtpError):
                        self._send_quit(min(QUIT_TIMEOUT, timeout))
                self._closed = True
            finally:
                self._lock.release()
        self._closed = True
        self._channel.close(timeout)

    def _send_quit(self, seconds: float) -> None:
        self._exchange("quit", self._take_id(), seconds, interruptible=False)

    def __enter__(self) -> GtpClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def _names_id(response: Response, command_id: int) -> bool:
    """True when ``response`` says the program took ``command_id`` for a command name: an
    unnumbered failure naming the id (``? unknown command: 1``, ``? unknown command '1'``)."""
    if response.success or response.id is not None:
        return False
    return re.search(rf"(?<![\w.]){command_id}(?![\w.])", response.text) is not None
