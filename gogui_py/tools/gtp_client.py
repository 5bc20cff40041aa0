"""``gogui-client``: a GTP engine served by ``gogui-server``, on stdin/stdout.

Lines typed (or piped) on stdin go to the server, the server's lines to stdout, so the
remote engine can be used wherever a local GTP program's command line is expected. With
a token (``--token`` or the environment variable ``GOGUI_GTP_TOKEN``), it is sent first.
At the end of stdin the sending side is closed and the rest of the answers is awaited.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import sys
import threading
from collections.abc import Sequence

from gogui_py.gtp.tcp import CONNECT_TIMEOUT, TOKEN_ENV


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


def _pump_stdin(sock: socket.socket) -> None:
    """stdin to the socket, then half-close (thread)."""
    stdin = sys.stdin.buffer
    with contextlib.suppress(OSError, ValueError):
        for line in iter(stdin.readline, b""):
            sock.sendall(line)
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_WR)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: 0 when the server closed the connection, 2 when it cannot be reached."""
    args = _parser().parse_args(argv)
    try:
        sock = socket.create_connection((args.host, args.port), timeout=CONNECT_TIMEOUT)
    except OSError as error:
        print(f"gogui-client: cannot connect to {args.host}:{args.port}: {error}", file=sys.stderr)
        return 2
    sock.settimeout(None)
    token = args.token or os.environ.get(TOKEN_ENV)
    with sock:
        if token:
            sock.sendall(token.encode("utf-8") + b"\n")
        threading.Thread(target=_pump_stdin, args=(sock,), daemon=True).start()
        stdout = sys.stdout.buffer
        with contextlib.suppress(OSError):
            while chunk := sock.recv(1 << 16):
                stdout.write(chunk)
                stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
