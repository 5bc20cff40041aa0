"""GtpClient against tests/engines/scripted_engine.py run as a real subprocess."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

import pytest

from gogui_py.gtp import (
    GtpArgumentError,
    GtpClient,
    GtpEngineDied,
    GtpFailure,
    GtpTimeout,
    default_gnugo_argv,
    find_gnugo,
)
from gogui_py.gtp.errors import GtpOutOfStep
from tests.gtp.conftest import ENGINES, Traffic, scripted_argv


def test_simple_command_and_ids(traffic: Traffic) -> None:
    with GtpClient(scripted_argv(), on_traffic=traffic, timeout=10) as client:
        assert client.send("name") == "Scripted"
        assert client.send("echo", "hello", "world") == "hello world"
        assert client.name_and_version() == ("Scripted", "1.0")
    assert traffic.of("sent")[:2] == ["1 name", "2 echo hello world"]
    assert traffic.of("received")[:2] == ["=1 Scripted", "=2 hello world"]
    assert traffic.of("sent")[-1].endswith("quit")


def test_engine_without_ids_and_without_space() -> None:
    with GtpClient(scripted_argv("--no-ids", "--no-space"), timeout=10) as client:
        assert client.send("name") == "Scripted"
        assert client.send("echo", "D4") == "D4"


def test_multi_line_answer() -> None:
    argv = scripted_argv("--answer", "showboard=\\n   A B\\n 2 . . 2\\n 1 X . 1")
    with GtpClient(argv, timeout=10) as client:
        assert client.send("showboard") == "   A B\n 2 . . 2\n 1 X . 1"
        assert client.send("name") == "Scripted"


def test_crlf_and_extra_blank_lines() -> None:
    argv = scripted_argv("--crlf", "--extra-blank", "--answer", "list=a\\nb")
    with GtpClient(argv, timeout=10) as client:
        for _ in range(3):
            assert client.send("list") == "a\nb"
            assert client.send("name") == "Scripted"


def test_failure_response() -> None:
    with GtpClient(scripted_argv("--fail", "play=illegal move"), timeout=10) as client:
        with pytest.raises(GtpFailure) as caught:
            client.send("play", "b", "D4")
        assert caught.value.message == "illegal move"
        assert caught.value.command == "play b D4"
        assert client.send("name") == "Scripted"


def test_stray_line_is_a_warning(traffic: Traffic) -> None:
    argv = scripted_argv("--stray-before", "genmove", "--answer", "genmove=D4")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        assert client.send("genmove", "b") == "D4"
    assert traffic.of("warning") == ["invalid response line ignored: DEBUG: thinking about genmove"]


def test_hang_times_out_and_next_command_gets_its_own_answer(traffic: Traffic) -> None:
    argv = scripted_argv("--delay", "genmove=4", "--answer", "genmove=D4")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        start = time.monotonic()
        with pytest.raises(GtpTimeout) as caught:
            client.send("genmove", "b", timeout=0.3)
        elapsed = time.monotonic() - start
        assert 0.3 <= elapsed < 3.0  # cut by the timeout, not by the answer after 4 s
        assert caught.value.seconds == 0.3
        assert client.is_alive
        # The late "=1 D4" arrives first and must be discarded by id.
        assert client.send("echo", "E5") == "E5"
    assert any("id 1 (expected 2)" in w for w in traffic.of("warning"))


def test_hang_forever_then_close_kills() -> None:
    client = GtpClient(scripted_argv("--hang", "genmove"), timeout=10)
    with pytest.raises(GtpTimeout):
        client.send("genmove", "b", timeout=0.2)
    start = time.monotonic()
    client.close(timeout=0.3)
    assert time.monotonic() - start < 8.0  # quit unanswered for 0.3 s: killed, not waited for
    assert not client.is_alive
    client.close()  # idempotent
    with pytest.raises(GtpEngineDied):
        client.send("name")


def test_eof_mid_answer_raises_engine_died_at_once() -> None:
    argv = scripted_argv("--eof-mid", "genmove", "--exit-code", "7")
    with GtpClient(argv, timeout=30) as client:
        start = time.monotonic()
        with pytest.raises(GtpEngineDied) as caught:
            client.send("genmove", "b")
        assert time.monotonic() - start < 10.0  # at once, not after the 30 s timeout
        assert caught.value.exit_code == 7
        assert caught.value.command == "genmove b"
        assert not client.is_alive
        with pytest.raises(GtpEngineDied):
            client.send("name")


def test_engine_died_carries_stderr_tail() -> None:
    code = "import sys; sys.stderr.write('x' * 5000 + 'fatal: no weights\\n'); sys.exit(2)"
    with (
        GtpClient([sys.executable, "-c", code], timeout=10) as client,
        pytest.raises(GtpEngineDied) as caught,
    ):
        client.send("name")
    assert caught.value.exit_code == 2
    assert caught.value.stderr_tail.endswith("fatal: no weights\n")
    assert 2000 <= len(caught.value.stderr_tail) <= 2100
    assert "fatal: no weights" in str(caught.value)


def test_bad_bytes_become_replacement_characters() -> None:
    with GtpClient(scripted_argv("--bad-bytes", "name"), timeout=10) as client:
        assert client.send("name") == "caf\ufffd \ufffd\ufffd ok"
        assert client.send("echo", "ok") == "ok"


def test_stderr_flood_does_not_stall_commands(traffic: Traffic) -> None:
    argv = scripted_argv("--stderr-flood", "flood=20")
    # A reader that let stderr block stdout would deadlock the engine on a full pipe, and
    # the command would meet its 60 s timeout; the bounds below only leave load its margin.
    with GtpClient(argv, on_traffic=traffic, timeout=60) as client:
        start = time.monotonic()
        assert client.send("flood") == ""
        flood_seconds = time.monotonic() - start
        start = time.monotonic()
        assert client.send("name") == "Scripted"
        assert time.monotonic() - start < 10.0
    assert flood_seconds < 40.0
    assert len(traffic.of("stderr")) == 200_000
    assert traffic.of("stderr")[0] == "x" * 99


def test_stderr_flood_without_callback_keeps_only_a_tail() -> None:
    argv = scripted_argv("--stderr-flood", "flood=20", "--eof-mid", "die")
    with GtpClient(argv, timeout=30) as client:
        assert client.send("flood") == ""
        with pytest.raises(GtpEngineDied) as caught:
            client.send("die")
    assert len(caught.value.stderr_tail) <= 2048


def test_argument_injection_is_refused_and_nothing_sent(traffic: Traffic) -> None:
    with GtpClient(scripted_argv(), on_traffic=traffic, timeout=10) as client:
        with pytest.raises(GtpArgumentError):
            client.send("komi", "6.5\nquit")
        with pytest.raises(GtpArgumentError):
            client.send("komi 6.5")
        assert client.send("echo", "still-alive") == "still-alive"
        assert client.is_alive
    sent = traffic.of("sent")
    assert not any("6.5" in line for line in sent)
    assert sent[0] == "1 echo still-alive"


def test_commands_and_known_command(traffic: Traffic) -> None:
    argv = scripted_argv("--answer", "gogui-interrupt=")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        assert "gogui-interrupt" in client.commands
        assert client.known_command("echo")
        assert not client.known_command("genmove")
        assert client.known_command("name")
    assert traffic.sent_commands().count("list_commands") == 1


def test_known_command_falls_back_when_list_commands_fails(traffic: Traffic) -> None:
    argv = scripted_argv("--fail", "list_commands=no", "--answer", "known_command=true")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        assert client.commands == frozenset()
        assert client.known_command("genmove")
        assert client.known_command("genmove")
    assert traffic.sent_commands().count("known_command genmove") == 1


def test_name_and_version_when_unsupported() -> None:
    argv = scripted_argv("--fail", "name=unknown command", "--fail", "version=unknown command")
    with GtpClient(argv, timeout=10) as client:
        assert client.name_and_version() == ("", "")


def test_cannot_start_is_engine_died() -> None:
    with pytest.raises(GtpEngineDied) as caught:
        GtpClient(["/nonexistent/engine-binary"])
    assert caught.value.exit_code is None
    assert "/nonexistent/engine-binary" in caught.value.stderr_tail


def test_interrupt_by_comment_reaches_the_engine(traffic: Traffic) -> None:
    argv = scripted_argv("--answer", "gogui-interrupt=", "--delay", "genmove=0.5")
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        assert "gogui-interrupt" in client.commands
        timer = threading.Timer(0.1, client.interrupt)
        timer.start()
        client.send("genmove", "b")
        timer.join()
    assert "# interrupt" in traffic.of("sent")


def test_interrupt_by_sigint() -> None:
    code = (
        "import sys, time\n"
        "sys.stdin.readline()\n"
        "try:\n"
        "    time.sleep(5); print('=1 late\\n', flush=True)\n"
        "except KeyboardInterrupt:\n"
        "    print('=1 interrupted\\n', flush=True)\n"
        "print('=' + sys.stdin.readline().split()[0] + '\\n', flush=True)\n"
    )
    with GtpClient([sys.executable, "-c", code], timeout=10) as client:
        timer = threading.Timer(0.5, client.interrupt)
        timer.start()
        start = time.monotonic()
        assert client.send("genmove", "b") == "interrupted"
        assert time.monotonic() - start < 3.0
        timer.join()


def test_close_from_another_thread_ends_a_waiting_command() -> None:
    client = GtpClient(scripted_argv("--hang", "genmove"), timeout=30)
    timer = threading.Timer(0.3, lambda: client.close(timeout=0.3))
    timer.start()
    start = time.monotonic()
    with pytest.raises(GtpEngineDied):
        client.send("genmove", "b")
    assert time.monotonic() - start < 5.0
    timer.join()
    client.close()


def test_pid_is_the_engine_process() -> None:
    with GtpClient(scripted_argv(), timeout=10) as client:
        assert client.pid is not None
        os.kill(client.pid, 0)
        assert client.is_alive
        os.kill(client.pid, signal.SIGKILL)
        with pytest.raises(GtpEngineDied) as caught:
            client.send("name")
        assert caught.value.exit_code == -signal.SIGKILL


def test_find_gnugo_looks_in_usr_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(ENGINES))
    path = find_gnugo()
    assert path is not None, "GNU Go must be installed (README test set-up: apt-get install gnugo)"
    assert path in ("/usr/games/gnugo", "/usr/local/games/gnugo")
    argv = default_gnugo_argv(level=3)
    assert argv == [path, "--mode", "gtp", "--quiet", "--level", "3"]


def test_an_answer_numbered_for_another_command_is_an_error_at_once(traffic: Traffic) -> None:
    argv = scripted_argv("--wrong-id", "genmove", "--answer", "genmove=D4")
    with GtpClient(argv, on_traffic=traffic, timeout=30) as client:
        start = time.monotonic()
        with pytest.raises(GtpOutOfStep) as caught:
            client.send("genmove", "b")
        assert time.monotonic() - start < 10.0  # at once, not after the 30 s timeout
        assert (caught.value.got, caught.value.expected) == (8, 1)
        assert "numbered 8" in str(caught.value) and "1 was expected" in str(caught.value)


def test_a_program_taking_ids_for_command_names_is_talked_to_without_ids(
    traffic: Traffic,
) -> None:
    argv = [sys.executable, str(ENGINES / "quirky_ruler.py"), "--ids-as-commands"]
    with GtpClient(argv, on_traffic=traffic, timeout=10) as client:
        assert client.send("name") != ""
        assert "gogui-rules_board" in client.commands
        assert client.send("gogui-rules_side_to_move").lower() == "black"
    sent = traffic.of("sent")
    assert sent[:2] == ["1 name", "name"]  # the first once with its id, then again without
    assert all(not line[0].isdigit() for line in sent[1:])
    assert any("took the id 1 for a command name" in w for w in traffic.of("warning"))
