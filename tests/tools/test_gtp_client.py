"""``gogui-client`` (gogui_py/tools/gtp_client.py) against a real ``gogui-server``: a
normal session exits 0; a server that drops the client (wrong token) or leaves commands
unanswered gives a message on stderr and exit status 2, as a refused port does."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from tests.gtp.tcp_helpers import served

ENGINES = Path(__file__).resolve().parents[1] / "engines"
MATCH_ENGINE = ENGINES / "match_engine.py"
SCRIPTED_ENGINE = ENGINES / "scripted_engine.py"
LZ_ENGINE = ENGINES / "lz_engine.py"


def _client(
    port: int, stdin: bytes, token: str | None = None
) -> subprocess.CompletedProcess[bytes]:
    env = {key: value for key, value in os.environ.items() if key != "GOGUI_GTP_TOKEN"}
    if token is not None:
        env["GOGUI_GTP_TOKEN"] = token
    return subprocess.run(
        [sys.executable, "-m", "gogui_py.tools.gtp_client", "127.0.0.1", str(port)],
        input=stdin,
        check=False,
        capture_output=True,
        timeout=60,
        env=env,
    )


def test_normal_session_exits_0_without_a_message() -> None:
    with served([sys.executable, str(MATCH_ENGINE)], "--token", "s3cret") as server:
        result = _client(server.port, b"1 name\n2 protocol_version\n", token="s3cret")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().startswith("=1 ")
    assert result.stdout.decode().endswith("=2 2\n\n")
    assert result.stderr == b""


def test_commands_piped_then_ended_are_answered_even_when_the_engine_is_slow() -> None:
    # gogui-client half-closes once its stdin ends, long before this answer comes:
    # the server still owes it (it once took the end of the client's bytes for a
    # client gone and ended the session unanswered on a loaded machine)
    slow = [sys.executable, str(SCRIPTED_ENGINE), "--delay", "name=1.5"]
    with served(slow) as server:
        result = _client(server.port, b"1 name\n2 protocol_version\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().startswith("=1 ")
    assert result.stdout.decode().endswith("=2 2\n\n")


def test_a_stream_in_flight_when_the_client_ends_its_side_is_stopped_and_ended() -> None:
    with served([sys.executable, str(LZ_ENGINE)]) as server:
        result = _client(server.port, b"boardsize 9\nlz-analyze b 10\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert out.startswith("= \n\n=") and out.endswith("\n\n"), out[:200]


def test_wrong_or_missing_token_is_reported_with_status_2() -> None:
    with served([sys.executable, str(MATCH_ENGINE)], "--token", "s3cret", "--loop") as server:
        for token in (None, "wrong"):
            result = _client(server.port, b"name\n", token=token)
            assert result.returncode == 2, token
            assert result.stderr.decode() == (
                "gogui-client: the server closed the connection: wrong or missing token\n"
            )
            assert result.stdout.decode() == "? closing the connection: wrong or missing token\n\n"


def test_quit_ends_the_session_normally_even_with_lines_after_it() -> None:
    with served([sys.executable, str(MATCH_ENGINE)]) as server:
        result = _client(server.port, b"quit\nname\n")
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""


def test_commands_left_unanswered_are_reported(tmp_path: Path) -> None:
    engine = tmp_path / "dies.py"  # answers name, then dies on the next command
    engine.write_text(
        "import sys\n"
        "for line in sys.stdin:\n"
        "    if 'name' not in line:\n"
        "        sys.exit(3)\n"
        "    print('= dies\\n', flush=True)\n"
    )
    with served([sys.executable, str(engine)]) as server:
        result = _client(server.port, b"1 name\n2 version\n3 name\n")
    assert result.returncode == 2
    assert "the server closed the connection; 1 command(s) not answered" in result.stderr.decode()


def test_refused_port_is_status_2_with_a_message() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound, not listening: refused
        result = _client(port, b"name\n")
    assert result.returncode == 2
    assert result.stderr.decode().startswith(f"gogui-client: cannot connect to 127.0.0.1:{port}")
