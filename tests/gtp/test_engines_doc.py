"""docs/engines.md: its example programs run, as written, as real GTP subprocesses.

Every fenced block whose first line is ``# file: NAME`` is written to NAME (without
that line) in a temporary folder; the engine and the ruler are then driven through
GtpClient, and the regression file through gogui-regress. A doc example that does not
run is a defect.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gogui_py.gtp import GtpClient, GtpFailure
from gogui_py.regress.model import Outcome
from gogui_py.regress.runner import run_file

DOC = Path(__file__).resolve().parents[2] / "docs" / "engines.md"
BLOCK = re.compile(r"^```[a-z]*\n# file: (?P<name>\S+)\n(?P<body>.*?)^```$", re.M | re.S)


def doc_files() -> dict[str, str]:
    """NAME -> content of the ``# file: NAME`` blocks of docs/engines.md."""
    return {found["name"]: found["body"] for found in BLOCK.finditer(DOC.read_text("utf-8"))}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name, body in doc_files().items():
        (tmp_path / name).write_text(body, encoding="utf-8")
    return tmp_path


def test_the_doc_has_its_examples() -> None:
    assert set(doc_files()) == {"greedy_engine.py", "tictactoe_ruler.py", "greedy.tst", "five.sgf"}


def test_the_doc_is_linked_from_the_readme() -> None:
    readme = (DOC.parents[1] / "README.md").read_text("utf-8")
    assert "(docs/engines.md)" in readme


def engine_argv(folder: Path, *flags: str) -> list[str]:
    return [sys.executable, str(folder / "greedy_engine.py"), "--seed", "1", *flags]


def test_the_go_engine_plays_captures_and_loads_sgf(folder: Path) -> None:
    with GtpClient(engine_argv(folder), cwd=str(folder), timeout=30) as engine:
        assert engine.name_and_version() == ("Greedy", "1.0")
        for command in ("loadsgf", "gogui-interrupt", "greedy-stones", "gomill-explain_last_move"):
            assert engine.known_command(command)
        engine.send("boardsize", "5")
        for move in ("b B3", "b C4", "b D3", "w C3"):
            engine.send("play", *move.split())
        assert engine.send("genmove", "b") == "C2"  # the capture
        assert engine.send("gomill-explain_last_move") == "value 14"  # 1 capture, 4 liberties
        assert engine.send("greedy-stones") == "4 0"
        with pytest.raises(GtpFailure, match="no arguments expected"):
            engine.send("greedy-stones", "x")
        engine.send("loadsgf", "five.sgf", "3")
        assert engine.send("greedy-stones") == "1 1"
        engine.send("boardsize", "2")
        engine.send("play", "b", "A1")
        engine.send("play", "b", "B2")
        assert engine.send("genmove", "b") == "pass"  # nothing left but its own eyes
        assert engine.send("genmove", "w") == "pass"  # suicide both: illegal


def test_the_go_engine_stops_thinking_when_interrupted(folder: Path) -> None:
    """--delay 1: a 9 x 9 move would take over a minute; the interrupt ends it at once."""
    with GtpClient(engine_argv(folder, "--delay", "1", "--think", "300"), timeout=60) as engine:
        engine.send("boardsize", "9")
        assert "gogui-interrupt" in engine.commands  # read before a long command
        assert engine.can_interrupt
        engine.arm_interrupt()
        started = time.monotonic()
        answer = engine.send("genmove", "b", interruptible=True, timeout=60)
        assert re.fullmatch(r"[A-HJ][1-9]", answer)
        assert time.monotonic() - started < 45  # 81 candidates x 1 s without it


def test_the_regression_file_passes(folder: Path) -> None:
    result = run_file(engine_argv(folder), folder / "greedy.tst")
    assert [(r.test.number, r.outcome) for r in result.results] == [
        (10, Outcome.PASS),
        (20, Outcome.PASS),
        (30, Outcome.PASS),
        (40, Outcome.PASS),
    ]
    assert result.other_errors == []


def ruler_argv(folder: Path, *flags: str) -> list[str]:
    return [sys.executable, str(folder / "tictactoe_ruler.py"), *flags]


def test_the_ruler_referees_a_game(folder: Path) -> None:
    with GtpClient(ruler_argv(folder), timeout=30) as ruler:
        assert ruler.send("gogui-rules_game_id") == "Tictactoe"
        assert ruler.send("gogui-rules_board_size") == "3"
        legal = "A3 B3 C3 A2 B2 C2 A1 B1 C1"
        assert ruler.send("gogui-rules_legal_moves") == legal
        ruler.send("play", "b", "B2")
        with pytest.raises(GtpFailure):
            ruler.send("play", "w", "B2")
        assert ruler.send("genmove", "w") in legal.split()
        for _ in range(7):
            if not ruler.send("gogui-rules_legal_moves"):
                break
            ruler.send("genmove", ruler.send("gogui-rules_side_to_move"))
        assert ruler.send("gogui-rules_legal_moves") == ""
        final = ruler.send("gogui-rules_final_result")
        assert re.fullmatch(r"Black wins\. B\+|White wins\. W\+|Draw\. 0", final)
        ruler.send("undo")
        assert ruler.send("gogui-rules_legal_moves") != ""
        ruler.send("clear_board")
        for move in ("b A3", "w A1", "b B3", "w B1", "b C3"):
            ruler.send("play", *move.split())
        assert ruler.send("gogui-rules_final_result") == "Black wins. B+"
        assert ruler.send("gogui-rules_board") == "X X X\n. . .\nO O ."


def test_the_ruler_usage_names_the_file_run(folder: Path) -> None:
    """run_ruler's usage line names the program as started (sys.argv[0])."""
    done = subprocess.run(
        ruler_argv(folder, "--help"), capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.startswith("usage: tictactoe_ruler.py")
    refused = subprocess.run(
        ruler_argv(folder, "--size", "4"), check=False, capture_output=True, text=True, timeout=60
    )
    assert refused.returncode == 2
    assert "tictactoe_ruler.py: error: tic-tac-toe is played on 3 x 3" in refused.stderr
