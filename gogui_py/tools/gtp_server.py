"""``gogui-server``: serve a GTP engine on a TCP socket (:mod:`gogui_py.gtp.tcp_server`).

GoGui's option names where it has them (``--port``, ``--loop``, ``--timeout``). Prints
``gogui-server: listening on HOST:PORT`` on stdout once bound (``--port 0`` binds a free
port: a script reads it from there).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from gogui_py.gtp.tcp import TOKEN_ENV
from gogui_py.gtp.tcp_server import OPEN_TIMEOUT, ServerOptions, serve
from gogui_py.tools.program_args import add_program, parse_with_program


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-server",
        description="Serve a GTP engine on a TCP socket, one client at a time; every "
        "client gets a fresh engine (as GoGui's gogui-server). Connect with "
        "gogui-client, or give the board, gogui-match or gogui-regress the engine "
        "tcp://HOST:PORT.",
    )
    parser.add_argument("--port", type=int, default=0, help="TCP port (default 0: any free)")
    parser.add_argument(
        "--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)"
    )
    parser.add_argument(
        "--loop", action="store_true", help="serve the next client after one leaves"
    )
    parser.add_argument(
        "--token",
        help=f"shared token, the first line a client must send (or ${TOKEN_ENV}, which "
        "does not show in ps)",
    )
    parser.add_argument(
        "--open-timeout",
        type=float,
        default=OPEN_TIMEOUT,
        metavar="S",
        help=f"seconds a client has to send its first line (default {OPEN_TIMEOUT:g})",
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=0.0,
        metavar="S",
        help="drop a client silent this many seconds between commands (default 0: never)",
    )
    add_program(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; the exit status (1 when the engine died or could not start)."""
    args = parse_with_program(_parser(), sys.argv[1:] if argv is None else argv)
    program = args.program
    options = ServerOptions(
        argv=tuple(program),
        host=args.bind,
        port=args.port,
        loop=args.loop,
        token=args.token or os.environ.get(TOKEN_ENV) or None,
        open_timeout=args.open_timeout,
        idle_timeout=args.timeout or None,
    )

    def listening(port: int) -> None:
        print(f"gogui-server: listening on {args.bind}:{port}", flush=True)

    try:
        return serve(options, listening)
    except OSError as error:
        print(f"gogui-server: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
