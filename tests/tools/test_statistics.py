"""gogui-statistics (issue 16): real engines over real SGF games.

A fake engine (tests/engines/match_engine.py: area count as final_score, deterministic)
gives exact tables; GNU Go runs estimate_score over corpus games.
"""

from __future__ import annotations

import csv
import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from gogui_py.gtp import find_gnugo
from gogui_py.statistics.runner import selected_positions
from gogui_py.tools.statistics import build_parser, main, options_from, unknown_commands
from tests.conftest import corpus_dir

ROOT = Path(__file__).resolve().parents[2]
MATCH_ENGINE = ROOT / "tests" / "engines" / "match_engine.py"

SHORT = "(;FF[4]GM[1]SZ[9]KM[6.5];B[cc];W[gg];B[cg];W[gc];B[ee])"
"""5 moves."""
LONG = (
    "(;FF[4]GM[1]SZ[9]KM[6.5];B[cc];W[gg];B[cg];W[gc];B[ee];W[dd];B[ec];W[ce]"
    ";B[fe];W[ef];B[dc];W[cd])"
)
"""12 moves."""


def _engine(*flags: str) -> str:
    return shlex.join([sys.executable, str(MATCH_ENGINE), *flags])


def _games(tmp_path: Path, *texts: str) -> list[str]:
    paths = []
    for number, text in enumerate(texts, start=1):
        path = tmp_path / f"game{number}.sgf"
        path.write_text(text)
        paths.append(str(path))
    return paths


def _rows(folder: Path) -> list[dict[str, str]]:
    with open(folder / "answers.csv", newline="") as file:
        return list(csv.DictReader(file))


def _run(*args: str) -> int:
    return main(list(args))


def test_numbering_forward_and_backward() -> None:
    assert selected_positions(5, 1, None, False) == [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)]
    assert selected_positions(5, 2, 3, False) == [(2, 1), (3, 2)]
    assert selected_positions(5, 1, 2, True) == [(2, 3), (1, 4)]
    assert selected_positions(0, 1, None, False) == []


def test_exact_table_csv_json_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = _games(tmp_path, SHORT, LONG)
    out = tmp_path / "report"
    status = _run(
        "--program", _engine(), "--commands", "final_score,name", "--final", "final_score",
        "--begin", "version", "--output", str(out), "--quiet", *files,
    )  # fmt: skip
    assert status == 0
    rows = _rows(out)
    moves = [r for r in rows if r["phase"] == "move"]
    assert len(moves) == (5 + 12) * 2  # positions x commands
    assert [r for r in rows if r["phase"] == "begin"] == [
        r for r in rows if r["command"] == "version"
    ]
    assert len([r for r in rows if r["phase"] == "final"]) == 2
    # Position 1 is the empty board (before move 1): area score 0 -> W+6.5 with komi.
    first = next(r for r in moves if r["move"] == "1" and r["command"] == "final_score")
    assert float(first["value"]) == -6.5
    second = next(r for r in moves if r["move"] == "2" and r["command"] == "final_score")
    assert float(second["value"]) == 81 - 6.5  # one black stone owns the board
    names = {r["answer"] for r in moves if r["command"] == "name"}
    assert names == {"MatchEngine"}
    document = json.loads((out / "answers.json").read_text())
    assert len(document["answers"]) == len(rows)
    assert [g["positions"] for g in document["games"]] == [5, 12]
    assert all(g["error"] == "" for g in document["games"])
    index = (out / "index.html").read_text()
    assert "Summary per move number" in index and "final_score" in index
    assert index.count("<tr>") > 12
    printed = capsys.readouterr().out
    assert "positions/s" in printed and "17 positions" in printed


def test_min_max_and_backward(tmp_path: Path) -> None:
    files = _games(tmp_path, SHORT, LONG)
    forward, backward = tmp_path / "f", tmp_path / "b"
    assert _run("--program", _engine(), "--commands", "final_score", "--min", "2",
                "--max", "4", "--output", str(forward), "--quiet", *files) == 0  # fmt: skip
    rows = _rows(forward)
    assert sorted({int(r["move"]) for r in rows}) == [2, 3, 4]
    assert len(rows) == 3 * 2
    full = tmp_path / "all"
    assert _run("--program", _engine(), "--commands", "final_score", "--output", str(full),
                "--quiet", *files) == 0  # fmt: skip
    assert _run("--program", _engine(), "--commands", "final_score", "--backward",
                "--max", "2", "--output", str(backward), "--quiet", *files) == 0  # fmt: skip
    back = _rows(backward)
    assert len(back) == 2 * 2
    by_forward = {(r["file"], int(r["move"])): r["answer"] for r in _rows(full)}
    for row in back:
        moves = 5 if row["file"].endswith("game1.sgf") else 12
        # Backward 1 = before the last move = forward number `moves`.
        assert row["answer"] == by_forward[(row["file"], moves + 1 - int(row["move"]))]


def test_parallel_gives_the_same_answers(tmp_path: Path) -> None:
    files = _games(tmp_path, SHORT, LONG, LONG, SHORT)
    one, two = tmp_path / "one", tmp_path / "two"
    for folder, parallel in ((one, "1"), (two, "2")):
        assert _run("--program", _engine(), "--commands", "final_score,name",
                    "--parallel", parallel, "--output", str(folder), "--quiet",
                    *files) == 0  # fmt: skip

    def strip(rows: list[dict[str, str]]) -> list[dict[str, str]]:
        return [{k: v for k, v in r.items() if k != "seconds"} for r in rows]

    assert strip(_rows(one)) == strip(_rows(two))
    assert len(_rows(one)) == (5 + 12 + 12 + 5) * 2


def test_a_dying_engine_costs_only_its_game(tmp_path: Path) -> None:
    files = _games(tmp_path, SHORT, LONG, SHORT)
    out = tmp_path / "report"
    # genmove of move 8 kills the engine: only the 12-move game reaches it.
    status = _run("--program", _engine("--die-at-move", "8"), "--commands",
                  "final_score,genmove b", "--output", str(out), "--quiet",
                  *files)  # fmt: skip
    assert status == 2
    document = json.loads((out / "answers.json").read_text())
    games = document["games"]
    assert games[0]["error"] == "" and games[2]["error"] == ""
    assert "EngineDied" in games[1]["error"]
    assert games[0]["positions"] == games[2]["positions"] == 5
    assert games[1]["positions"] == 7  # positions 1..7 answered, 8 killed it


def test_a_hanging_engine_times_out_and_the_run_goes_on(tmp_path: Path) -> None:
    files = _games(tmp_path, LONG, SHORT)
    out = tmp_path / "report"
    status = _run("--program", _engine("--hang-at-move", "3"), "--commands", "genmove b",
                  "--timeout", "1", "--output", str(out), "--quiet", *files)  # fmt: skip
    assert status == 2
    games = json.loads((out / "answers.json").read_text())["games"]
    assert "Timeout" in games[0]["error"] and "Timeout" in games[1]["error"]
    assert games[0]["positions"] == games[1]["positions"] == 2


def test_usage_errors(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    assert _run("--program", _engine(), "--commands", "name", str(tmp_path / "empty")) == 1
    assert _run("--program", _engine(), "--commands", "name", str(tmp_path / "missing")) == 1
    files = _games(tmp_path, SHORT)
    assert _run("--program", _engine(), "--commands", "name", "--min", "3", "--max", "2",
                *files) == 1  # fmt: skip


@pytest.mark.gnugo
def test_gnugo_estimate_score_over_the_corpus(tmp_path: Path) -> None:
    gnugo = find_gnugo()
    if gnugo is None:
        pytest.skip("GNU Go is not installed")
    files = [
        corpus_dir("gogui", "statistics-game-1.sgf"),
        corpus_dir("gnugo", "CrazyStone1.sgf"),
    ]
    out = tmp_path / "report"
    program = shlex.join([str(gnugo), "--mode", "gtp", "--quiet", "--level", "0"])
    result = subprocess.run(
        [sys.executable, "-m", "gogui_py.tools.statistics", "--program", program,
         "--commands", "estimate_score,showboard", "--final", "final_score", "--max", "10",
         "--parallel", "2", "--output", str(out), *map(str, files)],
        cwd=ROOT, capture_output=True, text=True, timeout=100, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "positions/s" in result.stdout
    rows = _rows(out)
    moves = [r for r in rows if r["phase"] == "move"]
    assert len(moves) == (3 + 10) * 2
    scores = [r for r in moves if r["command"] == "estimate_score"]
    assert all(r["value"] != "" for r in scores)
    assert all(r["answer"][:2] in ("B+", "W+") or r["answer"] == "0" for r in scores)
    boards = [r for r in moves if r["command"] == "showboard"]
    assert all(" A B C D E F G H J" in r["answer"] for r in boards)
    assert len([r for r in rows if r["phase"] == "final"]) == 2
    index = (out / "index.html").read_text()
    assert "Summary per move number" in index and "estimate_score" in index


def test_a_command_the_program_does_not_know_is_refused_up_front(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """GoGui's gogui-statistics checks the commands before running: exit 2, nothing run."""
    files = _games(tmp_path, SHORT)
    out = tmp_path / "report"
    status = _run("--program", _engine(), "--commands", "final_score,nosuch", "--final",
                  "alsonot", "--output", str(out), "--quiet", *files)  # fmt: skip
    assert status == 2
    captured = capsys.readouterr()
    assert "does not know the commands nosuch, alsonot" in captured.err
    assert captured.out == "" and not out.exists()


def test_failed_answers_are_counted_in_the_printed_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = _games(tmp_path, SHORT)
    status = _run("--program", _engine("--fail", "showboard"), "--commands",
                  "final_score,showboard", "--output", str(tmp_path / "r"), "--quiet",
                  *files)  # fmt: skip
    assert status == 0
    printed = capsys.readouterr().out
    assert "failed answers: 5 (showboard 5)" in printed


def test_no_failed_answers_is_said_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = _games(tmp_path, SHORT)
    assert _run("--program", _engine(), "--commands", "final_score",
                "--output", str(tmp_path / "r"), "--quiet", *files) == 0  # fmt: skip
    assert "failed answers: 0" in capsys.readouterr().out


NO_LIST_ENGINE = """
import sys
for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    if words[0] == "quit":
        print("=\\n", flush=True)
        break
    if words[0].isdigit():
        words = words[1:]
    if words[0] == "known_command":
        known = words[1] in ("name", "final_score")
        print("= " + ("true" if known else "false") + "\\n", flush=True)
    else:
        print("? unknown command\\n", flush=True)
"""


def test_without_list_commands_known_command_decides(tmp_path: Path) -> None:
    engine = tmp_path / "no_list.py"
    engine.write_text(NO_LIST_ENGINE, encoding="utf-8")
    options = options_from(
        build_parser().parse_args(
            ["--program", _engine_script(engine), "--commands", "name,nosuch", "--final",
             "final_score", "x.sgf"]
        )
    )  # fmt: skip
    assert unknown_commands(options) == ["nosuch"]


def _engine_script(path: Path) -> str:
    return shlex.join([sys.executable, str(path)])
