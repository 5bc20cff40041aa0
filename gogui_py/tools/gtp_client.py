"""``gogui-client``: a GTP engine served by ``gogui-server``, on stdin/stdout.

Lines typed (or piped) on stdin go to the server, the server's lines to stdout, so the
remote engine can be used wherever a local GTP program's command line is expected. With
a token (``--token`` or the environment variable ``GOGUI_GTP_TOKEN``), it is sent first.
At the end of stdin the sending side is closed and the rest of the answers is awaited.

Exit status 0 when the session ended normally, 2 (with a message on stderr) when the
server cannot be reached or closed the connection early: it dropped the client (it then
says why: ``? closing the connection: REASON``, e.g. a wrong token) or left commands
unanswered (its engine died).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import sys
import threading
from collections.abc import Sequence

from gogui_py.gtp.channel import feed_lines
from gogui_py.gtp.tcp import CLOSING, CONNECT_TIMEOUT, TOKEN_ENV
from gogui_py.gtp.tcp_server import Command, parse_client_line


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-client",
        description="Connect stdin/stdout to a GTP engine served by gogui-server.",
    )
    parser.add_argument("host")
    parser.add_argument("port", type=int)
    parser.add_argument(
        "--token", help=f"the server's shared token (or ${TOKEN_ENV}, which does not show in ps)"
    )
    return parser


class _Session:
    """What was sent and answered: commands written (in order), complete responses read.

    A command is a stdin line the server answers (a GTP command or a line it refuses:
    :func:`~gogui_py.gtp.tcp_server.parse_client_line` is not None); a response ends
    with the empty line after its ``=``/``?`` line (gtp.md "Wire format").
    """

    def __init__(self) -> None:
        self.commands: list[str] = []  # appended by the stdin thread only
        self.answered = 0
        self.quit = False  # a ``quit`` was answered with ``=``: the end is normal
        self.closing = ""  # the server's reason for dropping us
        self._first = ""
        self._buffer = bytearray()

    def sent(self, line: bytes) -> None:
        parsed = parse_client_line(line.rstrip(b"\n"))
        if parsed is not None:
            self.commands.append(parsed.name if isinstance(parsed, Command) else "")

    def received(self, chunk: bytes) -> None:
        self._buffer = feed_lines(self._buffer, chunk, self._line)

    def _line(self, line: str) -> None:
        line = line.rstrip("\r")
        if not self._first:
            self._first = line if line[:1] in ("=", "?") else ""
        elif not line.strip():
            self._ended(self._first)
            self._first = ""

    def _ended(self, first: str) -> None:
        if first.startswith(f"? {CLOSING}"):
            self.closing = first[2 + len(CLOSING) :].strip()
            return
        if self.answered < len(self.commands):
            self.quit = self.commands[self.answered] == "quit" and first.startswith("=")
        self.answered += 1

    def problem(self) -> str:
        """ "" when the server ended the session normally, else what to tell the user."""
        if self.closing:
            return f"the server closed the connection: {self.closing}"
        unanswered = len(self.commands) - self.answered
        if self.quit or unanswered <= 0:
            return ""
        return f"the server closed the connection; {unanswered} command(s) not answered"


def _pump_stdin(sock: socket.socket, session: _Session) -> None:
    """stdin to the socket, then half-close (thread)."""
    stdin = sys.stdin.buffer
    with contextlib.suppress(OSError, ValueError):
        for line in iter(stdin.readline, b""):
            session.sent(line)
            sock.sendall(line)
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_WR)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; the exit status: 0 when the session ended normally (stdin ended and
    every command was answered, or ``quit`` was), 2 with a message on stderr when the
    server cannot be reached or closed the connection early (it dropped us, saying why,
    or left commands unanswered)."""
    args = _parser().parse_args(argv)
    try:
        sock = socket.create_connection((args.host, args.port), timeout=CONNECT_TIMEOUT)
    except OSError as error:
        print(f"gogui-client: cannot connect to {args.host}:{args.port}: {error}", file=sys.stderr)
        return 2
    sock.settimeout(None)
    token = args.token or os.environ.get(TOKEN_ENV)
    session = _Session()
    error_text = ""
    with sock:
        if token:
            sock.sendall(token.encode("utf-8") + b"\n")
        threading.Thread(target=_pump_stdin, args=(sock, session), daemon=True).start()
        stdout = sys.stdout.buffer
        try:
            while chunk := sock.recv(1 << 16):
                session.received(chunk)
                stdout.write(chunk)
                stdout.flush()
        except OSError as error:
            error_text = f"connection to {args.host}:{args.port} lost: {error}"
    problem = session.problem() or error_text
    if problem:
        print(f"gogui-client: {problem}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
