"""GTP over TCP (issue 16): gogui-server and gogui-client as real processes, GtpClient
over tcp://, hostile clients and a dying engine behind the server."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gogui_py.gtp import GtpClient, GtpEngineDied, GtpFailure
from gogui_py.gtp.tcp import is_tcp_program, parse_tcp_address
from gogui_py.gtp.tcp_server import BadLine, Command, parse_client_line
from tests.gtp.tcp_helpers import closed_by_peer, connect, gnugo_level0, read_response, served

MATCH_ENGINE = Path(__file__).resolve().parents[1] / "engines" / "match_engine.py"


def test_addresses() -> None:
    assert is_tcp_program(["tcp://host:5"]) and not is_tcp_program(["gnugo", "tcp://x:1"])
    assert parse_tcp_address("tcp://127.0.0.1:4000?token=s3") == parse_tcp_address(
        "TCP://127.0.0.1:4000?token=s3"
    )
    assert parse_tcp_address("tcp://[::1]:9").host == "::1"
    for bad in ("tcp://host", "tcp://:5", "tcp://h:99999"):
        with pytest.raises(ValueError):
            parse_tcp_address(bad)


def test_client_lines_are_parsed_as_gtp() -> None:
    assert parse_client_line(b"12 genmove\tb # c") == Command("12", "genmove", "12 genmove b")
    assert parse_client_line(b"  ") is None and parse_client_line(b"# hi") is None
    assert parse_client_line(b"\xff\xfe") == BadLine(
        "", "not a GTP command (bytes that are not UTF-8)"
    )
    assert isinstance(parse_client_line(b"name\x00quit"), BadLine)
    assert parse_client_line(b"7 ;rm") == BadLine("7", "not a GTP command")


def test_unreachable_server_is_engine_died() -> None:
    with pytest.raises(GtpEngineDied, match="cannot connect"):
        GtpClient(["tcp://127.0.0.1:1"], timeout=10)


@pytest.mark.gnugo
def test_gnugo_round_trip_through_client_tool() -> None:
    with served(gnugo_level0()) as server:
        result = subprocess.run(
            [sys.executable, "-m", "gogui_py.tools.gtp_client", "127.0.0.1", str(server.port)],
            input=b"1 name\n2 boardsize 9\n3 play b e5\n4 genmove w\nquit\n",
            capture_output=True,
            timeout=60,
            check=True,
        )
        assert server.process.wait(timeout=30) == 0  # no --loop: one client, then the end
    out = result.stdout.decode()
    assert out.startswith("=1 GNU Go\n\n=2 \n\n=3 \n\n=4 ") and out.endswith("= \n\n")


@pytest.mark.gnugo
def test_gtp_client_over_tcp_with_token_plays_gnugo() -> None:
    with served(gnugo_level0(), "--token", "s3cret") as server:
        with GtpClient([f"{server.url}?token=s3cret"], timeout=60) as client:
            assert client.pid is None
            assert client.name_and_version()[0] == "GNU Go"
            client.send("boardsize", "9")
            client.send("play", "b", "e5")
            assert client.send("genmove", "w").strip()
            assert "genmove" in client.commands
        assert server.process.wait(timeout=30) == 0


def test_wrong_token_closes_without_starting_the_engine(tmp_path: Path) -> None:
    log = tmp_path / "engine-started"
    argv = [sys.executable, "-c", f"open({str(log)!r}, 'w'); import sys; sys.stdin.read()"]
    with served(argv, "--token", "right", "--loop") as server:
        sock = connect(server.port)
        sock.sendall(b"wrong\nname\n")
        assert closed_by_peer(sock)
        sock.close()
        with GtpClient([server.url], timeout=30) as client, pytest.raises(GtpEngineDied):
            client.send("name")  # no token: "1 name" is taken for a wrong one
        assert not log.exists()


def test_a_dropped_client_is_told_why_and_the_channel_reports_it() -> None:
    with served([sys.executable, str(MATCH_ENGINE)], "--token", "right", "--loop") as server:
        sock = connect(server.port)
        sock.sendall(b"wrong\n")
        assert read_response(sock) == "? closing the connection: wrong or missing token\n\n"
        assert closed_by_peer(sock)
        sock.close()
        client = GtpClient([f"{server.url}?token=wrong"], timeout=30)
        with client, pytest.raises(GtpEngineDied) as died:
            client.send("name")
        assert died.value.stderr_tail.endswith(": closing the connection: wrong or missing token")


def test_garbage_lines_are_refused_and_never_reach_the_engine() -> None:
    with served([sys.executable, str(MATCH_ENGINE)], "--loop") as server:
        sock = connect(server.port)
        sock.sendall(b"1 name\n")
        assert read_response(sock).startswith("=1")
        sock.sendall(b"\x00\x01garbage\xff\n")
        assert read_response(sock) == "? not a GTP command (bytes that are not UTF-8)\n\n"
        sock.sendall(b"5 !!!\n")
        assert read_response(sock) == "?5 not a GTP command\n\n"
        sock.sendall(b"6 protocol_version\n")
        assert read_response(sock) == "=6 2\n\n"  # the engine is fine and in step
        sock.sendall(b"%\n" * 10)  # ten refused lines in a row: dropped
        assert closed_by_peer(sock)
        sock.close()


def test_silent_client_is_dropped_after_the_open_timeout() -> None:
    with served([sys.executable, str(MATCH_ENGINE)], "--loop", "--open-timeout", "1") as server:
        silent = connect(server.port)
        started = time.monotonic()
        assert closed_by_peer(silent, deadline=60)
        assert time.monotonic() - started >= 0.9
        silent.close()
        with GtpClient([server.url], timeout=60) as client:  # the next one is served
            assert client.send("protocol_version") == "2"


def test_idle_client_is_dropped_after_the_timeout() -> None:
    with served([sys.executable, str(MATCH_ENGINE)], "--timeout", "1") as server:
        with GtpClient([server.url], timeout=60) as client:
            client.send("name")
            time.sleep(1.5)  # longer than --timeout: the server closes
            with pytest.raises(GtpEngineDied):
                client.send("name")
        assert server.process.wait(timeout=30) == 0


def test_dying_engine_gives_a_failure_then_the_end() -> None:
    argv = [sys.executable, str(MATCH_ENGINE), "--die-at-move", "2"]
    with served(argv) as server:
        sock = connect(server.port)
        sock.sendall(b"1 boardsize 9\n2 clear_board\n3 play b a1\n4 genmove w\n")
        answers = ""
        while not answers.endswith("\n\n") or answers.count("\n\n") < 4:
            chunk = sock.recv(4096).decode()
            if not chunk:
                break
            answers += chunk
        assert answers.endswith("?4 engine died (exit code 3)\n\n"), answers
        assert closed_by_peer(sock)
        sock.close()
        assert server.process.wait(timeout=30) == 1  # no --loop: the server ends


def test_loop_serves_a_fresh_engine_to_each_client() -> None:
    with served([sys.executable, str(MATCH_ENGINE), "--die-at-move", "2"], "--loop") as server:
        with GtpClient([server.url], timeout=60) as first:
            first.send("boardsize", "9")
            first.send("play", "b", "a1")
            with pytest.raises(GtpFailure, match="engine died"):
                first.send("genmove", "w")  # a "?" answer, then the connection is closed
            with pytest.raises(GtpEngineDied):
                first.send("name")
        with GtpClient([server.url], timeout=60) as second:
            second.send("boardsize", "9")
            assert second.send("genmove", "b").strip()  # fresh: move 1 again
        assert server.process.poll() is None


def test_a_stream_flows_and_stops_over_tcp() -> None:
    engine = Path(__file__).resolve().parents[1] / "engines" / "lz_engine.py"
    with served([sys.executable, str(engine)]) as server, GtpClient([server.url]) as gtp:
        lines: list[str] = []
        stop = threading.Event()

        def collect(batch: list[str]) -> None:
            lines.extend(batch)
            if len(lines) >= 5:
                stop.set()  # the client sends an empty line: the server passes it on

        gtp.stream("lz-analyze", "b", "2", on_lines=collect, stop=stop)
        assert len(lines) >= 5 and lines[-1].startswith("info move")
        assert gtp.send("name") == "LeelaLike"  # in step after the stream


SIGINT_ENGINE = """
import signal, sys, time
signal.signal(signal.SIGINT, signal.SIG_IGN)  # an interrupt counts only while thinking
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    id, name = (words[0], words[1]) if words[0].isdigit() else ("", words[0])
    out = ""
    if name == "list_commands":
        out = "gogui-sigint\\ngenmove\\nquit"
    elif name == "genmove":
        signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            time.sleep(60)
            out = "late"
        except KeyboardInterrupt:
            out = "interrupted"
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    print(f"={id} {out}\\n", flush=True)
    if name == "quit":
        break
"""


def test_interrupt_crosses_the_network_as_sigint_to_the_engine() -> None:
    argv = [sys.executable, "-c", SIGINT_ENGINE]
    with served(argv) as server, GtpClient([server.url], timeout=120) as gtp:
        assert "gogui-sigint" in gtp.commands and gtp.can_interrupt
        done = threading.Event()

        def keep_interrupting() -> None:  # until the genmove is in flight at the server
            while not done.wait(0.3):
                gtp.interrupt()

        thread = threading.Thread(target=keep_interrupting)
        thread.start()
        try:
            assert gtp.send("genmove", "b") == "interrupted"
        finally:
            done.set()
            thread.join()
