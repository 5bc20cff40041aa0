"""``python -m gogui_py.analysis`` against real programs: GNU Go and the bundled Go engine."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gogui_py.analysis.__main__ import answer_to_json
from gogui_py.analysis.answers import parse_answer
from gogui_py.analysis.commands import AnalyzeType
from gogui_py.go import BoardSize
from gogui_py.gtp import find_gnugo

BUNDLED = [sys.executable, "-m", "gogui_py.programs.go"]
TIMEOUT = 60


def gnugo() -> list[str]:
    """GNU Go at level 1; FAILS (not skips) when absent: the README's test set-up installs it."""
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go is not installed: install it as the README's test set-up does")
    return [path, "--mode", "gtp", "--level", "1", "--quiet"]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gogui_py.analysis", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )


def run_json(*args: str) -> dict[str, Any]:
    done = cli("run", *args)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.mark.gnugo
def test_gnugo_gets_the_builtin_list_filtered_by_its_commands() -> None:
    done = cli("commands", "--timeout", "20", *gnugo())
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].endswith("analyze commands from built-in GNU Go list")
    assert "dboard/Influence White/initial_influence white influence_regions" in lines
    assert "hpstring/Dragon Status/dragon_status" in lines
    assert "varpo/Owl Attack/owl_attack %p" in lines
    assert not any("gogui_sigint" in line for line in lines)  # GNU Go does not list it


@pytest.mark.gnugo
def test_gnugo_dragon_status_influence_and_stones() -> None:
    position = ["--size", "9", "--play", "b", "E5", "--play", "w", "C3"]
    status = run_json(*position, *gnugo(), "--", "Dragon Status")
    assert status["command"] == "dragon_status" and status["type"] == "hpstring"
    assert status["answer"]["kind"] == "text"
    assert set(status["answer"]["points"]) == {"E5", "C3"}
    assert "alive" in status["answer"]["text"]

    influence = run_json(*position, *gnugo(), "--", "Influence White")
    rows = influence["answer"]["rows"]
    assert len(rows) == 9 and all(len(row) == 9 for row in rows)
    assert all(-1.0 <= value <= 1.0 for row in rows for value in row)
    assert rows[6][2] > 0 and rows[4][4] < 0  # near C3 (white) and at E5 (black)

    stones = run_json(*position, "--color", "w", *gnugo(), "--", "list stones")
    assert stones["command"] == "list_stones w"
    assert stones["answer"] == {"kind": "points", "points": ["C3"]}

    history = run_json(*position, *gnugo(), "--", "Move History")
    assert history["answer"]["moves"] == [["w", "C3"], ["b", "E5"]]


@pytest.mark.gnugo
def test_gnugo_errors_exit_1_with_a_message() -> None:
    unknown = cli("run", *gnugo(), "--", "No Such Label")
    assert unknown.returncode == 1 and "no analyze command labelled" in unknown.stderr
    missing = cli("run", *gnugo(), "--", "Worm Data")
    assert missing.returncode == 1 and "needs a point (%p)" in missing.stderr
    refused = cli("run", "--point", "E5", *gnugo(), "--", "string/Bad/no_such_command %p")
    assert refused.returncode == 1 and "no_such_command E5: ?" in refused.stderr


def test_bundled_engine_lists_its_commands_and_takes_a_user_file(tmp_path: Path) -> None:
    done = cli("commands", *BUNDLED)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "# 3 analyze commands from program"
    assert "gfx/Ownership/gogui-ownership %m" in lines
    user = tmp_path / "go.analyze"
    user.write_text("plist/Stones/list_stones %c\nbroken line\n", "utf-8")
    done = cli("commands", "--user-file", str(user), *BUNDLED)
    assert done.stdout.splitlines()[1:] == [*lines[1:], "plist/Stones/list_stones %c"]
    assert "warning:" in done.stderr and "expected type/label/command" in done.stderr


def test_bundled_engine_runs_a_definition_and_a_user_label(tmp_path: Path) -> None:
    moves = ["--size", "9", "--play", "b", "E5", "--play", "w", "D4", "--play", "b", "C3"]
    black = run_json(*moves, "--color", "b", *BUNDLED, "--", "plist/Stones/list_stones %c")
    assert black["command"] == "list_stones b"
    assert sorted(black["answer"]["points"]) == ["C3", "E5"]
    user = tmp_path / "go.analyze"
    user.write_text("plist/White Stones/list_stones white\n", "utf-8")
    white = run_json(*moves, "--user-file", str(user), *BUNDLED, "--", "White Stones")
    assert white["answer"] == {"kind": "points", "points": ["D4"]}
    text = run_json(*BUNDLED, "--", "string/Name/name")
    assert text["answer"] == {"kind": "text", "text": "gogui-py Go", "points": []}


def test_usage_errors_exit_2_and_a_missing_program_1() -> None:
    assert cli("run", *BUNDLED).returncode == 2  # no "--"
    assert cli("commands").returncode == 2
    assert cli("bogus").returncode == 2
    missing = cli("commands", "/nonexistent/program")
    assert missing.returncode == 1 and "error:" in missing.stderr


def test_every_answer_kind_becomes_json() -> None:
    three = BoardSize.square(3)
    texts = {
        AnalyzeType.NONE: "x",
        AnalyzeType.PSTRING: "A1 is dead",
        AnalyzeType.PLIST: "A1 C3",
        AnalyzeType.PSPAIRS: "B2 5",
        AnalyzeType.BWBOARD: "b w -\n- - -\n- - w",
        AnalyzeType.DBOARD: "1 0 0\n0 0 0\n0 0 -1",
        AnalyzeType.PARAM: "[list/a/b] k a",
        AnalyzeType.VARB: "A1 B1 pass",
        AnalyzeType.GFX: "LABEL A1 x\nCOLOR red B2\nINFLUENCE C3 -1\nVAR w A2\nSQUARE A3\nTEXT t",
    }
    results = {k: answer_to_json(parse_answer(k, t, three), three) for k, t in texts.items()}
    assert json.loads(json.dumps(results[AnalyzeType.GFX])) == {
        "kind": "gfx",
        "marks": [["A3", "SQ"]],
        "labels": [["A1", "x"]],
        "fills": [["B2", "#ff0000"]],
        "influence": [["C3", -1.0]],
        "variation": [["A2", "w", 1]],
        "text": "t",
    }
    assert results[AnalyzeType.NONE] == {"kind": "raw", "text": "x"}
    assert results[AnalyzeType.PSTRING]["points"] == ["A1"]
    assert results[AnalyzeType.PSPAIRS] == {"kind": "labels", "pairs": [["B2", "5"]]}
    assert results[AnalyzeType.BWBOARD]["rows"][0] == ["b", "w", None]
    assert results[AnalyzeType.PARAM]["params"][0]["choices"] == ["a", "b"]
    assert results[AnalyzeType.VARB]["moves"] == [["b", "A1"], ["w", "B1"], ["b", "pass"]]
