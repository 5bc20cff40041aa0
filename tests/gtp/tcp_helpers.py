"""A ``gogui-server`` run as a real subprocess on a free port, for the TCP tests."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pytest

from gogui_py.gtp import find_gnugo


def gnugo_level0() -> list[str]:
    """GNU Go at level 0; FAILS when absent (the README's test set-up installs it)."""
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go not found: install it as the README's test set-up does")
    return [path, "--mode", "gtp", "--quiet", "--level", "0"]


@dataclass
class Served:
    """A running server: its process and port."""

    process: subprocess.Popen[bytes]
    port: int

    @property
    def url(self) -> str:
        return f"tcp://127.0.0.1:{self.port}"


@contextlib.contextmanager
def served(argv: Sequence[str], *flags: str) -> Iterator[Served]:
    """``gogui-server --port 0 FLAGS -- ARGV``; the port read from its stdout (no race);
    SIGTERM and reaped at the end."""
    process = subprocess.Popen(
        [sys.executable, "-m", "gogui_py.tools.gtp_server", "--port", "0", *flags, "--", *argv],
        stdout=subprocess.PIPE,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline().decode()
        assert "listening on" in line, line
        yield Served(process, int(line.rsplit(":", 1)[1]))
    finally:
        if process.poll() is None:
            process.terminate()
        process.wait(timeout=30)
        if process.stdout is not None:
            process.stdout.close()


def connect(port: int) -> socket.socket:
    """A raw client socket (60 s read timeout: never lean on timing)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    return sock


def read_response(sock: socket.socket) -> str:
    """Bytes up to the first empty line (a GTP response), or what came before EOF."""
    data = b""
    while b"\n\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            break
        data += chunk
    return data.decode()


def closed_by_peer(sock: socket.socket, deadline: float = 60.0) -> bool:
    """True when the server closes ``sock`` within ``deadline`` seconds (data discarded)."""
    sock.settimeout(deadline)
    end = time.monotonic() + deadline
    with contextlib.suppress(ConnectionResetError):
        while time.monotonic() < end:
            if not sock.recv(4096):
                return True
        return False
    return True
