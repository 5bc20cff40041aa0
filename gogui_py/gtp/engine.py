"""A small framework for writing GTP programs in Python (engine side of GTP v2).

Usage::

    engine = GtpEngine("My engine", "1.0")
    engine.register("genmove", lambda args: "D4")
    engine.run(sys.stdin.buffer, sys.stdout.buffer)

Input handling follows GTP v2 section 3.1 (the reference preprocessing): control
characters other than tab and LF are removed, tabs become spaces, everything
after ``#`` is dropped, and empty lines are ignored. Responses are
``=[id] payload\\n\\n`` or ``?[id] message\\n\\n``, flushed at once.

Interruption (GoGui's ``gogui-interrupt``, ../shared/specs/gtp.md "GoGui
extensions"): :meth:`GtpEngine.run` reads standard input on a thread, so a
``# interrupt`` line arriving while a command runs sets
:attr:`GtpEngine.interrupted`, which long-running handlers poll. The state
adapter that turns a move generator into a full engine is in
:mod:`gogui_py.gtp.engine_state`.

Streaming commands (Leela Zero's ``lz-analyze``, ../shared/specs/gtp.md
"Streaming analysis"): a handler registered with
:meth:`GtpEngine.register_streaming` writes lines through a
:class:`ResponseStream` while it runs. The response opens with ``=[id]`` on a
line of its own, carries the streamed lines, then the handler's final text,
and ends with the empty line. The stream reports :attr:`ResponseStream.stopped`
as soon as anything arrives on standard input (a command, an empty line, a
comment) or the command is interrupted; the next command is then executed as
usual. :class:`LiveGfx` writes live graphics to standard error (analyze.md
"Live gfx": ``gogui-gfx:`` blocks ended by an empty line).
"""

from __future__ import annotations

import os
import queue
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from types import FrameType
from typing import BinaryIO, TextIO

Handler = Callable[[list[str]], str]
"""A command handler: takes the arguments, returns the payload (may span lines)."""

StreamingHandler = Callable[[list[str], "ResponseStream"], str]
"""A streaming command handler: takes the arguments and the stream to write lines to,
returns the final text (after the streamed lines; may be empty)."""

INTERRUPT_LINE = "# interrupt"
"""The comment line GoGui sends to interrupt a command (gtp.md "GoGui extensions")."""


class GtpCommandError(Exception):
    """Raised by a handler to answer ``? message``."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def clean_line(raw: str) -> str:
    """Preprocess one input line (GTP v2 section 3.1); returns "" for nothing to do."""
    text = raw.split("#", 1)[0].replace("\t", " ")
    return "".join(ch for ch in text if ch >= " " and ch != "\x7f").strip()


def format_payload(text: str) -> str:
    """Make ``text`` safe inside a response: no CR, no empty line (it would end it).

    Trailing whitespace and blank lines at the end are removed; an empty line after
    the first becomes a line holding one space (the first line follows ``"= "``).
    """
    if not text.strip():
        return ""
    first, *rest = text.replace("\r", "").rstrip().split("\n")
    return "\n".join([first.rstrip()] + [line.rstrip() or " " for line in rest])


class ResponseStream:
    """The output of a streaming command while it runs (see the module docstring).

    Args:
        write: takes the text to send (whole lines, each ending with LF).
        stopped: returns True once the command should end (input arrived, interrupt).
        command_id: the command's id ("" for none), echoed on the opening ``=`` line.
    """

    def __init__(
        self, write: Callable[[str], None], stopped: Callable[[], bool], command_id: str = ""
    ) -> None:
        self._write = write
        self._stopped = stopped
        self.command_id = command_id
        self.started = False
        """True once the opening ``=[id]`` line was sent (an error can no longer be a ``?``)."""

    @property
    def stopped(self) -> bool:
        """True once anything arrived on standard input or the command was interrupted."""
        return self._stopped()

    def start(self) -> None:
        """Send the opening ``=[id]`` line now (done by the first :meth:`write` anyway)."""
        if not self.started:
            self.started = True
            self._write(f"={self.command_id}\n")

    def write(self, text: str) -> None:
        """Send ``text`` as one or more lines of the response (empty lines are dropped:
        an empty line would end the response)."""
        self.start()
        lines = [line.rstrip() for line in text.replace("\r", "").split("\n")]
        body = "".join(f"{line}\n" for line in lines if line)
        if body:
            self._write(body)

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``, less when the stream stops; returns :attr:`stopped`."""
        deadline = time.monotonic() + seconds
        while not self.stopped:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            time.sleep(min(left, 0.01))
        return True


class LiveGfx:
    """Live graphics on standard error while a command runs (analyze.md "gfx commands":
    a bare ``gogui-gfx:`` line opens a block of gfx commands that ends at an empty line;
    the controller clears the markup before drawing each block).

    Args:
        min_interval: seconds between two blocks at least (:meth:`show` skips earlier ones).
        stream: where to write (default: ``sys.stderr`` at the time of writing).
    """

    def __init__(self, min_interval: float = 0.2, stream: TextIO | None = None) -> None:
        self.min_interval = min_interval
        self._stream = stream
        self._last = -1e18
        self._lock = threading.Lock()
        self.blocks = 0
        """Blocks written so far."""

    def due(self) -> bool:
        """True when :meth:`show` would write now (``min_interval`` has passed)."""
        return time.monotonic() - self._last >= self.min_interval

    def show(self, commands: Sequence[str], *, force: bool = False) -> bool:
        """Write ``commands`` (gfx command lines) as one block, unless the last block is
        less than ``min_interval`` old and not ``force``; returns True when written."""
        with self._lock:
            if not force and not self.due():
                return False
            self._last = time.monotonic()
            body = "".join(f"{line.strip()}\n" for line in commands if line.strip())
            self._emit(f"gogui-gfx:\n{body}\n")
            self.blocks += 1
            return True

    def clear(self) -> None:
        """Remove the live markup (one ``gogui-gfx: CLEAR`` line)."""
        with self._lock:
            self._emit("gogui-gfx: CLEAR\n")

    def _emit(self, text: str) -> None:
        stream = self._stream if self._stream is not None else sys.stderr
        try:
            stream.write(text)
            stream.flush()
        except (OSError, ValueError):  # a closed stderr must not end the command
            pass


class GtpEngine:
    """A GTP program: register handlers, then :meth:`run` the command loop.

    ``protocol_version``, ``name``, ``version``, ``known_command``,
    ``list_commands`` and ``quit`` are registered already; a later
    :meth:`register` with the same name replaces them. Handlers run on the
    thread calling :meth:`run`; a long handler polls :attr:`interrupted`.
    """

    def __init__(self, name: str, version: str) -> None:
        self.name = name
        self.version = version
        self._handlers: dict[str, Handler] = {}
        self._quit = False
        self._interrupt = threading.Event()
        self._pending_lock = threading.Lock()
        self._pending = 0  # commands read and not answered yet
        self._streaming: dict[str, StreamingHandler] = {}
        self._lines_read = 0  # input lines read, empty and comment lines included
        self.register("protocol_version", lambda args: "2")
        self.register("name", lambda args: self.name)
        self.register("version", lambda args: self.version)
        self.register("known_command", self._known_command)
        self.register("list_commands", lambda args: "\n".join(self._handlers))
        self.register("quit", self._quit_command)

    @property
    def commands(self) -> list[str]:
        """Registered command names, in registration order."""
        return list(self._handlers)

    @property
    def interrupted(self) -> bool:
        """True once the command being executed was interrupted (``# interrupt``, SIGINT,
        or the controller closing standard input); cleared when that command is answered."""
        return self._interrupt.is_set()

    def register(self, command: str, handler: Handler) -> None:
        """Answer ``command`` with ``handler(args)``.

        Raises:
            ValueError: for a name that is empty or holds whitespace or ``#``.
        """
        if not command or any(ch.isspace() or ch == "#" for ch in command):
            raise ValueError(f"bad command name {command!r}")
        self._handlers[command] = handler
        self._streaming.pop(command, None)

    def register_streaming(self, command: str, handler: StreamingHandler) -> None:
        """Answer ``command`` by streaming: ``handler(args, stream)`` writes lines with
        :meth:`ResponseStream.write` until :attr:`ResponseStream.stopped`, then returns
        the final text (module docstring). A :class:`GtpCommandError` raised before the
        first line is written answers ``? message``; later, it just ends the response.

        Raises:
            ValueError: as :meth:`register`.
        """

        def not_streamed(args: list[str]) -> str:  # listed; called only by handler()
            return handler(args, ResponseStream(lambda text: None, lambda: True))

        self.register(command, not_streamed)
        self._streaming[command] = handler

    def handler(self, command: str) -> Handler | None:
        """The handler answering ``command`` (None when not registered): lets a handler
        call another command's, e.g. a streaming genmove calling ``genmove``'s."""
        return self._handlers.get(command)

    def unregister(self, command: str) -> None:
        """Stop answering ``command`` (it leaves list_commands). KeyError when not registered."""
        del self._handlers[command]
        self._streaming.pop(command, None)

    def enable_interrupt(self, *, sigint: bool = False) -> None:
        """List ``gogui-interrupt`` (and ``gogui-sigint``, answering this process's pid).

        Call it when some handler polls :attr:`interrupted`; the controller then
        interrupts with the ``# interrupt`` comment line (gtp.md "GoGui extensions").
        """
        self.register("gogui-interrupt", lambda args: "")
        if sigint:
            self.register("gogui-sigint", lambda args: str(os.getpid()))

    def interrupt(self) -> None:
        """Interrupt the command running or waiting to run; nothing when idle. Thread-safe."""
        with self._pending_lock:
            if self._pending:
                self._interrupt.set()

    def _known_command(self, args: list[str]) -> str:
        return "true" if args and args[0] in self._handlers else "false"

    def _quit_command(self, args: list[str]) -> str:
        self._quit = True
        return ""

    def handle(
        self,
        line: str,
        write: Callable[[str], None] | None = None,
        stopped: Callable[[], bool] | None = None,
    ) -> str | None:
        """Execute one input line; return the full response text, or None for no response.

        The response includes the status character, the echoed id and the
        terminating empty line (``"=3 D4\\n\\n"``). A streaming command sends its
        lines through ``write`` as they come and returns the rest of its response
        (the empty line at least); without ``write`` it returns the whole response.
        ``stopped`` tells a streaming command to end (default: stop at once).
        A handler raising anything but :class:`GtpCommandError` (a bug) is answered
        ``? internal error: ERROR`` on one line (``ERROR``: the exception's repr), and
        the full traceback goes to standard error, which controllers show (GoGui's
        and this board's GTP shell; gomill's gtp_engine does the same).
        """
        words = clean_line(line).split()
        if not words:
            return None
        command_id = ""
        if words[0].isdigit():
            command_id = words.pop(0)
            if not words:
                return f"?{command_id} missing command\n\n"
        name, args = words[0], words[1:]
        streaming = self._streaming.get(name)
        if streaming is not None:
            return self._stream(streaming, args, command_id, write, stopped, line=line)
        handler = self._handlers.get(name)
        if handler is None:
            return f"?{command_id} unknown command\n\n"
        try:
            payload = handler(args)
        except GtpCommandError as error:
            return f"?{command_id} {format_payload(error.message)}\n\n"
        except Exception as error:  # a bug in a handler must not kill the engine
            self._report_bug(line, error)
            return f"?{command_id} internal error: {_one_line(repr(error))}\n\n"
        return f"={command_id} {format_payload(payload)}\n\n"

    def _report_bug(self, line: str, error: BaseException) -> None:
        """Write the traceback of a handler's exception to standard error (which the
        board shows in its GTP shell; gomill's gtp_engine does the same)."""
        text = "".join(traceback.format_exception(error))
        try:
            sys.stderr.write(f"{self.name}: internal error in {clean_line(line)!r}:\n{text}")
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):  # a closed stderr: nothing to do
            pass

    def _stream(
        self,
        handler: StreamingHandler,
        args: list[str],
        command_id: str,
        write: Callable[[str], None] | None,
        stopped: Callable[[], bool] | None,
        *,
        line: str = "",
    ) -> str:
        """Run a streaming handler: ``=[id]`` line, streamed lines, final text, empty line."""
        collected: list[str] = []
        stream = ResponseStream(
            collected.append if write is None else write, stopped or (lambda: True), command_id
        )
        try:
            final = handler(args, stream)
        except Exception as error:
            if isinstance(error, GtpCommandError):
                if not stream.started:
                    return f"?{command_id} {format_payload(error.message)}\n\n"
                print(f"{self.name}: streaming command failed: {error.message}", file=sys.stderr)
            else:
                self._report_bug(line, error)
                if not stream.started:
                    return f"?{command_id} internal error: {_one_line(repr(error))}\n\n"
            final = ""
        stream.write(final)
        return "".join(collected) + "\n"

    def run(self, stdin: BinaryIO, stdout: BinaryIO) -> None:
        """Read commands from ``stdin`` until ``quit`` or end of file; answer on ``stdout``.

        Input is decoded as UTF-8 with replacement; every response is flushed.
        A reader thread keeps reading while a command runs: ``# interrupt``
        lines and end of file then set :attr:`interrupted`, and any line stops
        a streaming command.
        """
        self._quit = False
        lines: queue.Queue[tuple[int, str] | None] = queue.Queue()
        reader = threading.Thread(
            target=self._read_input, args=(stdin, lines), name="gtp-engine-input", daemon=True
        )
        reader.start()

        def write(text: str) -> None:
            stdout.write(text.encode("utf-8"))
            stdout.flush()

        while not self._quit:
            item = lines.get()
            if item is None:
                break
            number, line = item

            def stopped(number: int = number) -> bool:
                return self._lines_read > number or self._interrupt.is_set()

            response = self.handle(line, write, stopped)
            with self._pending_lock:
                self._pending -= 1
                self._interrupt.clear()
            if response is not None:
                write(response)

    def _read_input(self, stdin: BinaryIO, lines: queue.Queue[tuple[int, str] | None]) -> None:
        """Reader thread: queue command lines with their number, act on ``# interrupt``
        at once, count every line (a streaming command stops at the next one)."""
        for raw in _input_lines(stdin):
            text = raw.decode("utf-8", errors="replace")
            with self._pending_lock:
                self._lines_read += 1
                number = self._lines_read
            if not clean_line(text):
                if text.strip() == INTERRUPT_LINE:
                    self.interrupt()
                continue
            with self._pending_lock:
                self._pending += 1
            lines.put((number, text))
        with self._pending_lock:
            self._lines_read += 1
        self.interrupt()
        lines.put(None)

    def main(self) -> None:
        """Run on the process's standard input and output.

        SIGINT interrupts the running command instead of ending the program.
        When the controller goes away (broken stdout pipe), the engine stops quietly.
        """

        def on_sigint(signum: int, frame: FrameType | None) -> None:
            self.interrupt()

        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, on_sigint)
        try:
            self.run(sys.stdin.buffer, sys.stdout.buffer)
        except BrokenPipeError:
            # Python would report the unflushed response again at exit.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())


def _input_lines(stdin: BinaryIO) -> Iterator[bytes]:
    """Lines of ``stdin`` (with their LF), read with os.read when it has a descriptor.

    Reading the descriptor directly keeps the reader thread from holding the
    buffered stdin lock, which would make a daemon thread block interpreter exit.
    """
    try:
        fd = stdin.fileno()
    except (OSError, ValueError, AttributeError):
        yield from iter(stdin.readline, b"")
        return
    pending = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            if pending:
                yield pending
            return
        pending += chunk
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            yield line + b"\n"


def _one_line(text: str) -> str:
    """``text`` on one line (an internal error's answer is one line; the traceback goes
    to standard error)."""
    return " ".join(text.split()) or "?"


def parse_int(text: str, low: int, high: int, what: str) -> int:
    """Parse an integer argument in ``low..high``.

    Raises:
        GtpCommandError: with a GTP-style message when it is not one.
    """
    try:
        value = int(text)
    except ValueError:
        raise GtpCommandError(f"{what} not an integer") from None
    if not low <= value <= high:
        raise GtpCommandError(f"{what} out of range")
    return value


def require_args(args: list[str], count: int) -> None:
    """Raise GtpCommandError("syntax error") unless there are exactly ``count`` arguments."""
    if len(args) != count:
        raise GtpCommandError("syntax error")
