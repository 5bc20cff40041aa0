"""``gogui-match`` as users run it: kill -9 and resume, the lock, show/report/reset/stop,
and the gogui-twogtp-style quick flags. The CLI runs as a real subprocess where it matters.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gogui_py.match.cli import _quick_parser, main, quick_config
from gogui_py.match.config import ConfigError
from gogui_py.match.journal import RunLock, read_journal
from gogui_py.match.runner import match_folder_for
from tests.match.conftest import fake_argv, gnugo_argv, write_match

CLI = [sys.executable, "-m", "gogui_py.match"]
ROOT = Path(__file__).resolve().parents[2]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


@pytest.mark.gnugo
def test_kill_9_then_run_again_resumes_without_loss_or_double(tmp_path: Path) -> None:
    games = 4
    path = write_match(
        tmp_path, f"board_size = 9\ngames = {games}", [("l0", gnugo_argv(0)), ("l1", gnugo_argv(0))]
    )
    folder = match_folder_for(path)
    runner = subprocess.Popen(
        [*CLI, "run", str(path), "--quiet"],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while runner.poll() is None and not read_journal(folder.journal).games:
            time.sleep(0.02)
    finally:
        runner.send_signal(signal.SIGKILL)
        runner.wait()
    before = read_journal(folder.journal).games
    assert 1 <= len(before) <= games
    second = subprocess.run(
        [*CLI, "run", str(path), "--quiet"], env=_env(), capture_output=True, text=True, check=False
    )
    assert second.returncode == 0, second.stderr
    assert f"{games - len(before)} games played, 0 void in this run" in second.stdout
    after = read_journal(folder.journal)
    assert sorted(after.games) == [f"0_{n}" for n in range(games)]
    assert all(after.games[i] == before[i] for i in before)  # nothing replayed or lost
    assert len(list((folder.path / "games").glob("*.sgf"))) == games
    report = subprocess.run(
        [*CLI, "report", str(path)], env=_env(), capture_output=True, text=True, check=False
    )
    assert f"0: l0 vs l1  {games}/{games} games, 0 void" in report.stdout


def _descendants(pid: int) -> set[int]:
    """The live descendants of ``pid`` (from /proc)."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        parent = todo.pop()
        try:
            tasks = list(Path(f"/proc/{parent}/task").iterdir())
        except OSError:
            continue
        for task in tasks:
            try:
                children = {int(c) for c in (task / "children").read_text().split()}
            except OSError:
                continue
            todo += children - found
            found |= children
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_a_killed_runner_leaves_no_worker_playing_on(tmp_path: Path) -> None:
    # Two games held at their first genmove (--wait-for) in two worker processes; the
    # runner is killed (as the window's quit deadline does): the workers die with it,
    # and the engines end once their input is closed and their genmove returns.
    gate = tmp_path / "gate"
    held = fake_argv("--wait-for", str(gate))
    path = write_match(tmp_path, "board_size = 9\ngames = 4", [("a", held), ("b", held)])
    runner = subprocess.Popen(
        [*CLI, "run", str(path), "--quiet", "--parallel", "2"],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        playing = _descendants(runner.pid)
        while len(playing) < 6 and time.monotonic() < deadline:  # 2 workers, 4 engines
            time.sleep(0.02)
            playing = _descendants(runner.pid)
        workers = set(_children_of(runner.pid))
    finally:
        runner.send_signal(signal.SIGKILL)
        runner.wait()
    assert len(workers) == 2 and len(playing) == 6, "two games under way"
    gate.touch()  # the held genmoves answer into closed pipes
    deadline = time.monotonic() + 60
    while any(_alive(pid) for pid in playing) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [pid for pid in playing if _alive(pid)] == []


def _children_of(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def test_a_second_runner_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_match(tmp_path, "board_size = 9", [("a", fake_argv()), ("b", fake_argv())])
    folder = match_folder_for(path)
    with RunLock(folder):  # another runner holds the folder
        assert main(["run", str(path)]) == 3
        assert "a run is already going on" in capsys.readouterr().err
        assert main(["show", str(path)]) == 0  # show works during a run
        assert "m: running" in capsys.readouterr().out
        assert main(["reset", str(path)]) == 3
        assert main(["stop", str(path)]) == 0
        assert folder.stop_requested()
    assert main(["run", str(path), "--quiet"]) == 0  # a stale stop request is cleared
    assert "2 games played" in capsys.readouterr().out


def test_show_report_reset(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_match(
        tmp_path, "board_size = 9\ngames = 2", [("a", fake_argv()), ("b", fake_argv())]
    )
    assert main(["run", str(path)]) == 0
    err = capsys.readouterr().err
    assert "2/2 games" in err and "last: 0_1 b (B) vs a (W)" in err
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "m: not running" in out and "2/2 games counted, 0 void" in out
    assert main(["report", str(path)]) == 0
    out = capsys.readouterr().out
    assert "0: a vs b  2/2 games, 0 void" in out and "0_1" in out
    folder = match_folder_for(path)
    assert folder.report.read_text() == out
    assert main(["reset", str(path)]) == 0
    assert not folder.journal.exists() and not (folder.path / "games").exists()
    assert main(["show", str(path)]) == 0
    assert "0/2 games counted" in capsys.readouterr().out


def test_config_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("games = 0\n")
    assert main(["run", str(path)]) == 2
    assert "bad.toml: competitors: expected at least one" in capsys.readouterr().err


def test_quick_flags(tmp_path: Path) -> None:
    engine = " ".join(fake_argv())
    done = subprocess.run(
        [*CLI, "--black", engine, "--white", engine + " --pass-after 4", "--games", "2",
         "--size", "9", "--komi", "0.5", "--alternate", "--sgffile", str(tmp_path / "quick")],
        env=_env(), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "quick: 2 games played" in done.stdout
    # the report follows; the engines are named after their script, not "python"
    assert "0: match_engine-1 vs match_engine-2  2/2 games" in done.stdout
    records = sorted((tmp_path / "quick.match" / "games").iterdir())
    assert [r.name for r in records] == ["0_0.sgf", "0_1.sgf"]
    assert "KM[0.5]" in records[0].read_text() and "SZ[9]" in records[0].read_text()


def test_show_and_report_count_void_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The first game dies: void, and the run halts. The table says so, as the window's.
    dies = fake_argv("--die-at-move", "1")
    path = write_match(tmp_path, "board_size = 9\ngames = 2", [("a", dies), ("b", fake_argv())])
    assert main(["run", str(path), "--quiet"]) == 1
    assert "0 games played, 1 void in this run; halted" in capsys.readouterr().out
    assert main(["report", str(path)]) == 0
    out = capsys.readouterr().out
    assert "0: a vs b  0/2 games, 1 void" in out and "void 0_0:" in out
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert (
        "0/2 games counted, 1 void" in out
        and "0: a vs b: 0/2 (0-0, 0 jigo, 0 unknown, 1 void)" in out
    )


def test_gogui_twogtp_spellings(tmp_path: Path) -> None:
    engine = " ".join(fake_argv())
    prefix = str(tmp_path / "twogtp")
    done = subprocess.run(
        [*CLI, "-black", engine, "-white", engine + " --pass-after 4", "-games", "2",
         "-size", "9", "-komi", "0.5", "-alternate", "-sgffile", prefix, "-auto",
         "-threads", "2", "-maxmoves", "50", "-time", "5+30s/10"],
        env=_env(), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "0: match_engine-1 vs match_engine-2  2/2 games, 0 void" in done.stdout
    record = (tmp_path / "twogtp.match" / "games" / "0_0.sgf").read_text()
    assert "KM[0.5]" in record and "SZ[9]" in record
    again = subprocess.run(
        [*CLI, "-black", engine, "-white", engine, "-games", "2", "-size", "9",
         "-sgffile", prefix, "-force"],
        env=_env(), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert again.returncode == 0, again.stderr
    assert "2 games played" in again.stdout  # -force: the earlier games are forgotten


@pytest.mark.parametrize(
    ("flag", "advice"),
    [
        (["-referee", "gnugo --mode gtp"], "--scorer internal"),
        (["-verbose"], "gogui-adapter --log"),
        (["-observer", "x"], "gogui-display"),
        (["-xml"], "SGF"),
    ],
)
def test_gogui_twogtp_options_without_an_equivalent_are_refused_clearly(
    flag: list[str], advice: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as leaving:
        main(["-black", "a", "-white", "b", *flag])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    assert f"gogui-twogtp's {flag[0]} is not supported" in err and advice in err


def test_openings_folder_and_time_spec(tmp_path: Path) -> None:
    openings = tmp_path / "openings"
    openings.mkdir()
    for name in ("b.sgf", "a.sgf"):
        (openings / name).write_text("(;FF[4]SZ[9];B[ee])")
    options = _quick_parser().parse_args(
        ["-black", "a", "-white", "b", "-size", "9", "-openings", str(openings), "-time", "1",
         "-threads", "2", "-maxmoves", "50", "-auto"]
    )  # fmt: skip
    config = quick_config(options)
    assert options.parallel == 2 and config.move_limit == 50
    assert [Path(o).name for o in config.openings] == ["a.sgf", "b.sgf"]
    assert config.time is not None and config.time.main == 60.0
    options = _quick_parser().parse_args(["-black", "a", "-white", "b", "-time", "1+x/3"])
    with pytest.raises(ConfigError, match="--time: bad time"):
        quick_config(options)


@pytest.mark.parametrize("args", [["run", "--help"], ["--help"]])
def test_help_is_plain_text(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        main(args)
    assert leaving.value.code == 0
    out = capsys.readouterr().out
    assert "gogui-match" in out and "MATCH.toml" in out
    assert "``" not in out and ".md" not in out and ":mod:" not in out
