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
"""

from __future__ import annotations

import os
import queue
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import BinaryIO

Handler = Callable[[list[str]], str]
"""A command handler: takes the arguments, returns the payload (may span lines)."""

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

    def unregister(self, command: str) -> None:
        """Stop answering ``command`` (it leaves list_commands). KeyError when not registered."""
        del self._handlers[command]

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

    def handle(self, line: str) -> str | None:
        """Execute one input line; return the full response text, or None for no response.

        The response includes the status character, the echoed id and the
        terminating empty line (``"=3 D4\\n\\n"``).
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
        handler = self._handlers.get(name)
        if handler is None:
            return f"?{command_id} unknown command\n\n"
        try:
            payload = handler(args)
        except GtpCommandError as error:
            return f"?{command_id} {format_payload(error.message)}\n\n"
        except Exception as error:  # a bug in a handler must not kill the engine
            return f"?{command_id} internal error: {format_payload(repr(error))}\n\n"
        return f"={command_id} {format_payload(payload)}\n\n"

    def run(self, stdin: BinaryIO, stdout: BinaryIO) -> None:
        """Read commands from ``stdin`` until ``quit`` or end of file; answer on ``stdout``.

        Input is decoded as UTF-8 with replacement; every response is flushed.
        A reader thread keeps reading while a command runs: ``# interrupt``
        lines and end of file then set :attr:`interrupted`.
        """
        self._quit = False
        lines: queue.Queue[str | None] = queue.Queue()
        reader = threading.Thread(
            target=self._read_input, args=(stdin, lines), name="gtp-engine-input", daemon=True
        )
        reader.start()
        while not self._quit:
            line = lines.get()
            if line is None:
                break
            response = self.handle(line)
            with self._pending_lock:
                self._pending -= 1
                self._interrupt.clear()
            if response is not None:
                stdout.write(response.encode("utf-8"))
                stdout.flush()

    def _read_input(self, stdin: BinaryIO, lines: queue.Queue[str | None]) -> None:
        """Reader thread: queue command lines, act on ``# interrupt`` at once."""
        for raw in _input_lines(stdin):
            text = raw.decode("utf-8", errors="replace")
            if not clean_line(text):
                if text.strip() == INTERRUPT_LINE:
                    self.interrupt()
                continue
            with self._pending_lock:
                self._pending += 1
            lines.put(text)
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
