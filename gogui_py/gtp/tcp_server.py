"""GTP over TCP, the server's side: a GTP engine served on a socket (``gogui-server``).

One client at a time. As GoGui's gogui-server does ("-loop: restart after connection
finished"), every client gets a fresh engine: it is started once the client has opened
the connection and ended when the client leaves, so nothing of one client's game leaks
into the next, and an engine that died is simply started again for the next client
(with ``loop``; without it the server ends after its first client, exit status 1 when
the engine died).

The server reads the client's lines as GTP commands (GTP v2 section 3.1 preprocessing,
section 2.x command structure ``[id] command_name [arguments]``) and writes only those
to the engine, one at a time, passing the engine's response back as it comes (so
streamed ``lz-analyze`` lines flow). What the server refuses never reaches the engine:

- a line that is not a GTP command (no command name, control characters, bytes that are
  not UTF-8) is answered ``?[id] not a GTP command`` as GTP answers any failed command;
  :data:`MAX_BAD_LINES` of them in a row, or a line over 1 MB, drop the client;
- with a token, the first line must be the token, else the connection is closed
  (the engine is not even started);
- a client that does not send its first line within ``open_timeout`` seconds
  (:data:`OPEN_TIMEOUT`), or stays silent longer than ``idle_timeout`` between commands
  (GoGui's ``-timeout``; default none: a person at a board may think for an hour), is
  dropped.

Before dropping a client the server says why, as a GTP failure without an id that
answers no command: ``? closing the connection: REASON`` (:data:`CLOSING`, then the
empty line), so a client can tell a drop from the end of a session (``gogui-client``
prints the reason; :class:`~gogui_py.gtp.tcp.TcpChannel` makes it the reason the
connection ended). Not in GoGui, whose server has no token and drops no one.

Empty lines and the comment ``# interrupt`` reach the engine only while a command is in
flight: they stop a stream (gtp.md "Streaming analysis") or interrupt a genmove
(gtp.md "GoGui extensions"); when the engine listed ``gogui-sigint`` but not
``gogui-interrupt``, ``# interrupt`` becomes SIGINT to it. An engine that dies while a
command is in flight gives the client ``? engine died ...`` (when its response had not
begun) and the connection is closed. The engine's stderr goes to the server's stderr.

A client that ends its side of the connection (``gogui-client`` at the end of its stdin,
``printf 'genmove b\n' | gogui-client ...``) is still owed the answers to the commands
it sent: they are relayed, a stream in flight being stopped first (nobody else would),
and the session ends after the last of them. An engine that stays silent
``idle_timeout`` seconds after the client left (:data:`LEFT_CLIENT_WAIT` without one)
is ended.
"""

from __future__ import annotations

import contextlib
import hmac
import queue
import re
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, TextIO

from gogui_py.gtp.channel import MAX_LINE_BYTES, ProcessChannel
from gogui_py.gtp.errors import GtpEngineDied
from gogui_py.gtp.protocol import MAX_ID
from gogui_py.gtp.tcp import CLOSING

OPEN_TIMEOUT: Final = 30.0
"""Seconds a new client has to send its first line (the token, or a command)."""

MAX_BAD_LINES: Final = 10
"""Lines in a row that are not GTP commands before the client is dropped."""

LEFT_CLIENT_WAIT: Final = 600.0
"""Seconds an engine has to answer a command after its client ended its side of the
connection, when the server has no ``idle_timeout``; then it is ended."""

_POLL: Final = 0.1
_NAME = re.compile(r"[A-Za-z][\w.+\-]*")
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


class _Closed:
    """Reader marker: the client closed the connection (or sent an overlong line)."""


_CLOSED: Final = _Closed()


@dataclass(frozen=True)
class ServerOptions:
    """How :class:`GtpServer` serves ``argv``; see the module docstring."""

    argv: tuple[str, ...]
    host: str = "127.0.0.1"
    port: int = 0
    loop: bool = False
    token: str | None = None
    open_timeout: float = OPEN_TIMEOUT
    idle_timeout: float | None = None


@dataclass(frozen=True)
class Command:
    """A client line that is a GTP command: ``line`` is what the engine gets."""

    id: str
    name: str
    line: str


@dataclass(frozen=True)
class BadLine:
    """A client line that is not a GTP command; ``id`` is echoed in the ``?`` answer."""

    id: str
    reason: str


def parse_client_line(raw: bytes) -> Command | BadLine | None:
    """Classify one line from a client (without its LF); None for a line with nothing to
    do (empty, or only a comment: GTP v2 section 3.1)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return BadLine("", "not a GTP command (bytes that are not UTF-8)")
    text = text.removesuffix("\r")
    body = text.split("#", 1)[0]
    if _CONTROL.search(body):
        return BadLine("", "not a GTP command (control characters)")
    words = body.replace("\t", " ").split()
    if not words:
        return None
    command_id = ""
    if words[0].isdigit():
        command_id = words.pop(0)
        if int(command_id) > MAX_ID:
            return BadLine("", "not a GTP command (id out of range)")
    if not words or not _NAME.fullmatch(words[0]):
        return BadLine(command_id, "not a GTP command")
    return Command(command_id, words[0].lower(), " ".join([command_id, *words]).strip())


class _ClientReader:
    """Reads a client's socket on a thread: command lines into a queue; empty lines and
    comments straight to the engine while a command is in flight (``forward``)."""

    def __init__(self, sock: socket.socket, label: str) -> None:
        self.lines: queue.SimpleQueue[bytes | _Closed] = queue.SimpleQueue()
        self.forward: Callable[[str], None] | None = None
        self.gone = threading.Event()
        self._socket = sock
        self._thread = threading.Thread(target=self._run, name=f"gtp-server-{label}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        buffer = bytearray()
        try:
            while True:
                chunk = self._socket.recv(1 << 16)
                if not chunk:
                    break
                buffer += chunk
                *lines, rest = buffer.split(b"\n")
                buffer = bytearray(rest)
                for line in lines:
                    self._take(bytes(line))
                if len(buffer) > MAX_LINE_BYTES:
                    break
        except OSError:
            pass
        self.gone.set()
        self.lines.put(_CLOSED)

    def _take(self, line: bytes) -> None:
        forward = self.forward
        stripped = line.strip()
        if not stripped or stripped.startswith(b"#"):
            if forward is not None:  # a command is in flight: stop a stream, interrupt
                forward(stripped.decode("utf-8", errors="replace"))
            return
        self.lines.put(line)

    def join(self) -> None:
        self._thread.join(timeout=5.0)


class GtpServer:
    """Listens on ``options.host:options.port`` (port 0: any free port, see :attr:`port`).

    Raises:
        OSError: the address cannot be bound.
    """

    def __init__(self, options: ServerOptions, log: TextIO | None = None) -> None:
        self.options = options
        self._log = log if log is not None else sys.stderr
        self._listener = socket.create_server((options.host, options.port), backlog=1)
        self._stopped = False

    @property
    def port(self) -> int:
        """The port listened on (the one the system chose when asked for 0)."""
        return int(self._listener.getsockname()[1])

    def say(self, text: str) -> None:
        """A line for the server's log (stderr)."""
        print(f"gogui-server: {text}", file=self._log, flush=True)

    def serve(self) -> int:
        """Serve clients until the first finished one (or forever with ``loop``).

        Returns:
            0, or 1 when the (last) engine died or could not start.
        """
        status = 0
        try:
            while not self._stopped:
                try:
                    sock, peer = self._listener.accept()
                except OSError:
                    break
                with sock:
                    opened, status = _Session(self, sock, f"{peer[0]}:{peer[1]}").run()
                if opened and not self.options.loop:
                    break
        finally:
            self._listener.close()
        return status

    def stop(self) -> None:
        """Stop accepting (from another thread or a signal handler)."""
        self._stopped = True
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self._listener.close()


class _Session:
    """One client: open, start an engine, relay commands, end both."""

    def __init__(self, server: GtpServer, sock: socket.socket, label: str) -> None:
        self._server = server
        self._options = server.options
        self._socket = sock
        self._label = label
        self._reader = _ClientReader(sock, label)
        self._engine: ProcessChannel | None = None
        self._sigint = False

    def run(self) -> tuple[bool, int]:
        """(whether the client opened the connection, exit status for the server)."""
        self._server.say(f"connection from {self._label}")
        try:
            first = self._open()
            if first is None:
                return False, 0
            return True, self._serve(first)
        finally:
            if self._engine is not None:
                self._engine.close()
            with contextlib.suppress(OSError):
                self._socket.shutdown(socket.SHUT_RDWR)
            self._reader.join()
            self._server.say(f"{self._label} disconnected")

    def _open(self) -> bytes | None:
        """The first command line (b"" when the token was it), or None: client dropped."""
        try:
            first = self._reader.lines.get(timeout=self._options.open_timeout)
        except queue.Empty:
            self._drop(f"no first line within {self._options.open_timeout:g} s")
            return None
        if isinstance(first, _Closed):
            return None
        token = self._options.token
        if token:
            if not hmac.compare_digest(first.strip(), token.encode("utf-8")):
                self._drop("wrong or missing token")
                return None
            return b""
        return first

    def _start_engine(self) -> str:
        """Start a fresh engine; "" or why it could not start."""
        try:
            self._engine = ProcessChannel(self._options.argv, on_stderr=self._engine_stderr)
        except GtpEngineDied as error:
            self._server.say(f"engine could not start: {error.stderr_tail}")
            return error.stderr_tail or "engine could not start"
        return ""

    def _engine_stderr(self, lines: list[str]) -> None:
        for line in lines:
            print(line, file=sys.stderr, flush=True)

    def _drop(self, reason: str) -> None:
        """Log the drop and tell the client why (``? closing the connection: ...``)."""
        self._server.say(f"{self._label} dropped: {reason}")
        self._send(f"? {CLOSING}{reason}\n\n")

    def _send(self, text: str) -> bool:
        try:
            self._socket.sendall(text.encode("utf-8"))
        except OSError:
            return False
        return True

    def _serve(self, first: bytes) -> int:
        failure = self._start_engine()
        bad = 0
        pending: bytes | _Closed | None = first or None
        while True:
            if pending is None:
                try:
                    pending = self._reader.lines.get(timeout=self._options.idle_timeout)
                except queue.Empty:
                    self._drop(f"silent for {self._options.idle_timeout:g} s")
                    return 0
            item, pending = pending, None
            if isinstance(item, _Closed):
                return 0
            parsed = parse_client_line(item)
            if parsed is None:
                continue
            if isinstance(parsed, BadLine):
                bad += 1
                self._send(f"?{parsed.id} {parsed.reason}\n\n")
                if bad >= MAX_BAD_LINES:
                    self._drop(f"{bad} lines in a row that are not GTP commands")
                    return 0
                continue
            bad = 0
            if failure:
                self._send(f"?{parsed.id} engine could not start: {failure}\n\n")
                return 1
            result = self._run_command(parsed)
            if result is not None:
                return result

    def _run_command(self, command: Command) -> int | None:
        """Relay one command and its response; None to go on, else the session's end."""
        engine = self._engine
        assert engine is not None
        self._reader.forward = self._forward
        try:
            engine.write_line(command.line, command.name)
        except GtpEngineDied:
            return self._engine_died(command, begun=False)
        begun = False
        lines: list[str] = []
        left_at: float | None = None
        while True:
            line = engine.read_line(_POLL)
            if line is None:
                if left_at is None and self._reader.gone.is_set():
                    left_at = self._client_left()
                limit = self._options.idle_timeout or LEFT_CLIENT_WAIT
                if left_at is not None and time.monotonic() > left_at + limit:
                    return 0  # the client left and the engine stays silent: it is ended
                continue
            if not isinstance(line, str):
                self._reader.forward = None
                return self._engine_died(command, begun)
            line = line.removesuffix("\r")
            if not begun and not line.strip():
                continue
            begun = begun or line[:1] in ("=", "?")
            if not self._send(line + "\n"):
                return 0
            if begun and not line.strip():
                break
            lines.append(line)
        self._reader.forward = None
        if command.name == "list_commands":
            names = set(" ".join(lines).split())
            self._sigint = "gogui-sigint" in names and "gogui-interrupt" not in names
        if command.name == "quit":
            return 0
        return None

    def _client_left(self) -> float:
        """The client ended its side mid-command (reader thread saw the end of its bytes):
        the answer is still owed, since ``gogui-client`` half-closes after its last
        command (a client that closed for good makes the sending fail). An empty line
        ends a stream the command may be (nobody would stop it else); returns the time."""
        self._forward("")
        return time.monotonic()

    def _forward(self, line: str) -> None:
        """An empty line or a comment while a command runs (reader thread)."""
        engine = self._engine
        if engine is None:
            return
        if line.startswith("#") and line[1:].strip().lower() == "interrupt" and self._sigint:
            engine.send_signal(signal.SIGINT)
            return
        with contextlib.suppress(GtpEngineDied):
            engine.write_line(line, "# interrupt" if line else "")

    def _engine_died(self, command: Command, begun: bool) -> int:
        engine = self._engine
        assert engine is not None
        error = engine.died(command.line)
        self._server.say(f"engine died: {error}")
        if not begun:
            self._send(f"?{command.id} engine died (exit code {error.exit_code})\n\n")
        return 1


def _terminate(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # unwinds the session: the engine is ended


def serve(options: ServerOptions, on_listening: Callable[[int], None] | None = None) -> int:
    """Bind, report the port to ``on_listening``, serve; the exit status (see
    :meth:`GtpServer.serve`). SIGTERM stops it cleanly (the engine is ended)."""
    server = GtpServer(options)
    if on_listening is not None:
        on_listening(server.port)
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        return server.serve()
    finally:
        signal.signal(signal.SIGTERM, previous)
