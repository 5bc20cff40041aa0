"""GTP over TCP, the controller's side: a channel to an engine served on a socket.

A program given as ``tcp://HOST:PORT`` (or ``tcp://HOST:PORT?token=SECRET``) instead of
a command line is not started: :func:`open_channel` connects to it, and
:class:`~gogui_py.gtp.client.GtpClient` talks to it over :class:`TcpChannel` exactly as
over a process's pipes (gtp.md "Wire format": one command a line, responses ended by an
empty line), with the same timeouts and errors: :class:`GtpEngineDied` when the
connection cannot be made or drops, :class:`GtpTimeout` from the client's reads.

The server's side is :mod:`gogui_py.gtp.tcp_server` (``gogui-server``). When the server
wants a token, it is the first line the client sends; it comes from the URL's ``token``
query or else from the environment variable :data:`TOKEN_ENV` (which does not show in
``ps``). There is no process: ``pid`` is None, and an interrupt (SIGINT on a local
program) is sent as the GTP comment ``# interrupt``, which the server turns into the
engine's own interrupt (gtp.md "GoGui extensions": gogui-interrupt, gogui-sigint).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol
from urllib.parse import parse_qs, urlsplit

from gogui_py.gtp.channel import EOF, ProcessChannel, _Eof, feed_lines
from gogui_py.gtp.errors import GtpEngineDied

SCHEME: Final = "tcp://"
TOKEN_ENV: Final = "GOGUI_GTP_TOKEN"
"""Environment variable holding the shared token (client and server)."""

CLOSING: Final = "closing the connection: "
"""Start of the failure text (``? closing the connection: REASON``) a server sends
before it drops a client (:mod:`gogui_py.gtp.tcp_server`)."""

CONNECT_TIMEOUT: Final = 10.0
"""Seconds to wait for the connection to a server."""

_READ_CHUNK: Final = 1 << 16


class Channel(Protocol):
    """What :class:`~gogui_py.gtp.client.GtpClient` needs of a transport: a program's
    pipes (:class:`ProcessChannel`) or a socket (:class:`TcpChannel`)."""

    @property
    def pid(self) -> int | None: ...

    @property
    def is_alive(self) -> bool: ...

    @property
    def exit_code(self) -> int | None: ...

    def stderr_tail(self) -> str: ...

    def write_line(self, line: str, command: str) -> None: ...

    def read_line(self, timeout: float) -> str | _Eof | None: ...

    def died(self, command: str, wait: float = 1.0) -> GtpEngineDied: ...

    def send_signal(self, signum: int = signal.SIGINT) -> None: ...

    def close(self, timeout: float = 2.0) -> int | None: ...


@dataclass(frozen=True)
class TcpAddress:
    """A parsed ``tcp://HOST:PORT[?token=T]``; ``token`` None when the URL has none."""

    host: str
    port: int
    token: str | None = None


def is_tcp_program(argv: Sequence[str]) -> bool:
    """True when ``argv`` is a single ``tcp://...`` word: an engine to connect to."""
    return len(argv) == 1 and argv[0].strip().lower().startswith(SCHEME)


def parse_tcp_address(text: str) -> TcpAddress:
    """``tcp://HOST:PORT`` (IPv6 as ``[::1]``), optionally ``?token=T``.

    Raises:
        ValueError: no host, no port or a port outside 1..65535.
    """
    parts = urlsplit(text.strip())
    if parts.scheme.lower() != "tcp" or not parts.hostname:
        raise ValueError(f"not a tcp://HOST:PORT address: {text!r}")
    try:
        port = parts.port
    except ValueError as error:
        raise ValueError(f"bad port in {text!r}") from error
    if port is None or port == 0:
        raise ValueError(f"no port in {text!r}")
    tokens = parse_qs(parts.query).get("token")
    return TcpAddress(parts.hostname, port, tokens[0] if tokens else None)


def open_channel(
    argv: Sequence[str],
    *,
    cwd: str | None = None,
    on_stderr: Callable[[list[str]], None] | None = None,
) -> Channel:
    """The one place where a program's command line becomes a running program: a
    ``tcp://`` address connects (:class:`TcpChannel`), anything else starts a process
    (:class:`ProcessChannel`).

    Raises:
        GtpEngineDied: the program cannot be started or the server not reached.
    """
    if is_tcp_program(argv):
        try:
            address = parse_tcp_address(argv[0])
        except ValueError as error:
            raise GtpEngineDied("", None, str(error)) from None
        return TcpChannel(address)
    return ProcessChannel(argv, cwd=cwd, on_stderr=on_stderr)


class TcpChannel:
    """A connection to an engine served by ``gogui-server``, line-oriented and
    thread-safe like :class:`ProcessChannel`; a reader thread drains the socket.

    Raises:
        GtpEngineDied: the connection cannot be made (``stderr_tail`` says why).
    """

    def __init__(self, address: TcpAddress, connect_timeout: float = CONNECT_TIMEOUT) -> None:
        self.address = address
        self._label = f"{address.host}:{address.port}"
        try:
            self._socket = socket.create_connection(
                (address.host, address.port), timeout=connect_timeout
            )
        except OSError as error:
            raise GtpEngineDied("", None, f"cannot connect to {self._label}: {error}") from None
        self._socket.settimeout(None)
        self._lines: queue.SimpleQueue[str | _Eof] = queue.SimpleQueue()
        self._write_lock = threading.Lock()
        self._eof = False
        self._closed = False
        self._reason = ""
        self._closing = False
        token = address.token if address.token is not None else os.environ.get(TOKEN_ENV)
        if token:
            try:
                self._socket.sendall(token.encode("utf-8") + b"\n")
            except OSError as error:
                self._socket.close()
                raise GtpEngineDied("", None, f"{self._label}: {error}") from None
        self._reader = threading.Thread(
            target=self._read, name=f"gtp-tcp-{self._label}", daemon=True
        )
        self._reader.start()

    @property
    def pid(self) -> int | None:
        """None: the engine is not a process of ours."""
        return None

    @property
    def is_alive(self) -> bool:
        """True while the connection is open in both directions."""
        return not self._eof and not self._closed

    @property
    def exit_code(self) -> int | None:
        """None: a remote engine's exit status is not known."""
        return None

    def stderr_tail(self) -> str:
        """Why the connection ended, when known (a remote engine's stderr stays remote)."""
        return self._reason

    def _read(self) -> None:
        buffer = bytearray()
        try:
            while True:
                chunk = self._socket.recv(_READ_CHUNK)
                if not chunk:
                    break
                buffer = feed_lines(buffer, chunk, self._take)
        except OSError as error:
            self._reason = f"connection to {self._label} lost: {error}"
        if buffer:
            self._lines.put(buffer.decode("utf-8", errors="replace"))
        if not self._reason:
            self._reason = f"connection closed by {self._label}"
        self._lines.put(EOF)

    def _take(self, line: str) -> None:
        """A line from the server; its ``? closing the connection: ...`` (sent before it
        drops us, :mod:`~gogui_py.gtp.tcp_server`) is the reason, not a response."""
        if self._closing or line.startswith(f"? {CLOSING}"):
            self._closing = True  # its closing empty line is dropped too
            self._reason = self._reason or f"{self._label}: {line[2:].strip()}"
            return
        self._lines.put(line)

    def write_line(self, line: str, command: str) -> None:
        """Send ``line`` plus ``"\\n"`` (UTF-8); safe from any thread.

        Raises:
            GtpEngineDied: the connection is closed or broken.
        """
        data = line.encode("utf-8") + b"\n"
        with self._write_lock:
            if self._closed:
                raise self.died(command)
            try:
                self._socket.sendall(data)
            except OSError as error:
                self._reason = f"connection to {self._label} lost: {error}"
                raise self.died(command) from error

    def read_line(self, timeout: float) -> str | _Eof | None:
        """Next line from the server (without line end), :data:`EOF`, or None after
        ``timeout`` seconds; after EOF every call returns EOF at once."""
        if self._eof:
            return EOF
        try:
            item = self._lines.get(timeout=max(timeout, 0.0))
        except queue.Empty:
            return None
        if isinstance(item, _Eof):
            self._eof = True
        return item

    def died(self, command: str, wait: float = 1.0) -> GtpEngineDied:
        """A :class:`GtpEngineDied` for ``command`` saying how the connection ended."""
        self._eof = True
        self._reader.join(timeout=wait)
        return GtpEngineDied(command, None, self._reason or f"connection to {self._label} closed")

    def send_signal(self, signum: int = signal.SIGINT) -> None:
        """An interrupt: the comment ``# interrupt`` (the server interrupts its engine);
        other signals cannot cross the network and are ignored."""
        if signum == signal.SIGINT and not self._closed:
            with contextlib.suppress(GtpEngineDied):
                self.write_line("# interrupt", "# interrupt")

    def close(self, timeout: float = 2.0) -> int | None:
        """Close the connection (the server then ends its engine) and join the reader.
        Idempotent; always None (no exit status)."""
        with self._write_lock:
            self._closed = True
        with contextlib.suppress(OSError):
            self._socket.shutdown(socket.SHUT_RDWR)
        self._reader.join(timeout=max(timeout, 0.1) + 5.0)
        self._socket.close()
        self._eof = True
        return None
