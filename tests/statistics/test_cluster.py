"""gogui-statistics on a Dask cluster (issue 16): the same table as one local engine,
the report of a CLI run, a worker killed mid-run, a killed controller
(gogui_py.statistics.cluster)."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from gogui_py.cluster import start_local_cluster
from gogui_py.statistics.cluster import run_on_cluster
from gogui_py.statistics.runner import (
    StatisticsOptions,
    collect_games,
    parse_commands,
)
from gogui_py.tools.statistics import main
from tests.cluster.helpers import child_pids
from tests.statistics.conftest import gnugo_program, rows_without_times, write_games

ROOT = Path(__file__).resolve().parents[2]

COMMANDS = "estimate_score,showboard"
"""The commands at each position (GNU Go answers both the same way each time)."""


@pytest.fixture
def kill_prone_cluster() -> Iterator[str]:
    """A LocalCluster of 2 workers whose scheduler does not run a lost worker's task again
    by itself (``allowed-failures`` 0; its default, 3, does): the future fails with
    KilledWorker at the first loss, so the controller's own retry is what is tested.
    Yields the scheduler's address."""
    import dask

    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        cluster = start_local_cluster(2)
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


@pytest.mark.gnugo
def test_a_local_cluster_gives_the_table_of_one_local_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = write_games(tmp_path / "games", 5, 12)
    one, cluster = tmp_path / "one", tmp_path / "cluster"
    common = ["--program", gnugo_program(), "--commands", COMMANDS, "--final", "final_score"]
    assert main([*common, "--parallel", "1", "--output", str(one), "--quiet", *files]) == 0
    capsys.readouterr()
    assert main([*common, "--cluster", "local:2", "--output", str(cluster), *files]) == 0
    progress = capsys.readouterr().err.splitlines()
    # Progress on stderr, one line per game, in the order games finished.
    assert sorted(line.split("]")[0] for line in progress if line.startswith("[")) == [
        f"[{n}/5" for n in range(1, 6)
    ]
    expected = rows_without_times(one)
    assert len(expected) == 5 * (12 * 2 + 1)
    assert rows_without_times(cluster) == expected  # same rows, same order
    scores = [r for r in expected if r["command"] == "estimate_score"]
    assert all(r["answer"][:2] in ("B+", "W+") and r["value"] for r in scores)


@pytest.mark.gnugo
def test_the_cli_writes_the_report_of_a_cluster_run(tmp_path: Path) -> None:
    files = write_games(tmp_path / "games", 3, 8)
    out = tmp_path / "report"
    result = subprocess.run(
        [sys.executable, "-m", "gogui_py.tools.statistics", "--program", gnugo_program(),
         "--commands", COMMANDS, "--cluster", "local:2", "--output", str(out), *files],
        cwd=ROOT, capture_output=True, text=True, timeout=180, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "3 games (0 failed), 24 positions" in result.stdout
    assert sum(line.startswith("[") for line in result.stderr.splitlines()) == 3
    document = json.loads((out / "answers.json").read_text())
    assert document["cluster"] == "local:2"
    assert [(Path(g["file"]).name, g["positions"], g["error"]) for g in document["games"]] == [
        (Path(f).name, 8, "") for f in files
    ]
    assert len(rows_without_times(out)) == 3 * 8 * 2 == len(document["answers"])
    index = (out / "index.html").read_text()
    assert "Dask cluster local:2" in index and "Summary per move number" in index


def _options(program: str, cluster: str) -> StatisticsOptions:
    return StatisticsOptions(
        program=tuple(shlex.split(program)),
        commands=parse_commands("estimate_score"),
        cluster=cluster,
    )


def _gated(gate: Path) -> str:
    """GNU Go started once ``gate`` exists: until then each game's engine (a shell
    waiting for the file) holds its game under way, so a test finds workers mid-game
    without racing games that take a tenth of a second."""
    script = 'while [ ! -e "$0" ]; do sleep 0.02; done; exec "$@"'
    return shlex.join(["sh", "-c", script, str(gate), *shlex.split(gnugo_program())])


def _wait_for(predicate: Callable[[], object], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate() and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.mark.gnugo
def test_a_worker_killed_mid_game_loses_no_game(tmp_path: Path, kill_prone_cluster: str) -> None:
    from distributed import Client

    jobs = collect_games(write_games(tmp_path / "games", 6, 20))
    gate = tmp_path / "gate"
    client = Client(kill_prone_cluster)
    pids: list[int] = list(client.run(os.getpid).values())
    client.close()
    assert len(pids) == 2
    killed: list[int] = []

    def kill_a_worker_mid_game() -> None:
        try:  # both workers hold a game (its engine waits at the gate): kill one
            _wait_for(lambda: all(child_pids(pid) for pid in pids))
            if all(child_pids(pid) for pid in pids):
                os.kill(pids[0], signal.SIGKILL)
                killed.append(pids[0])
        finally:
            gate.touch()

    reported: list[str] = []
    killer = threading.Thread(target=kill_a_worker_mid_game, name="kill-a-worker")
    killer.start()
    try:
        results = run_on_cluster(
            jobs,
            _options(_gated(gate), kill_prone_cluster),
            lambda result, done, total: reported.append(Path(result.job.file).name),
        )
    finally:
        gate.touch()
        killer.join()
    assert killed, "the workers were not both in a game"
    # Every game once, in the order of the jobs, complete: the lost one was run again.
    assert sorted(reported) == [f"game{n:02d}.sgf" for n in range(1, 7)]
    assert [r.job for r in results] == jobs
    assert [(r.positions, r.error) for r in results] == [(20, "")] * 6
    assert all(len(r.answers) == 20 for r in results)


def test_a_game_whose_worker_is_lost_twice_is_reported_failed(
    tmp_path: Path, kill_prone_cluster: str
) -> None:
    # The "engine" kills the worker that starts it (its parent), on every attempt.
    jobs = collect_games(write_games(tmp_path / "games", 1, 4))
    killer = f"sh -c 'test $PPID -ne {os.getpid()} && kill -9 $PPID'"
    results = run_on_cluster(jobs, _options(killer, kill_prone_cluster))
    assert len(results) == 1
    assert results[0].error.startswith("worker lost: ")
    assert "KilledWorker" in results[0].error
    assert results[0].answers == []


def _marked(mark: str, word: str = "") -> list[int]:
    """PIDs of the processes whose environment holds ``mark`` (and whose command line
    holds ``word``)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                environ = (entry / "environ").read_bytes()
                cmdline = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if mark.encode() in environ and word.encode() in cmdline:
                found.append(int(entry.name))
    return found


@pytest.mark.gnugo
def test_a_killed_controller_leaves_no_worker_or_engine_running(tmp_path: Path) -> None:
    files = write_games(tmp_path / "games", 4, 10)
    gate = tmp_path / "gate"
    value = f"{os.getpid()}-{time.monotonic_ns()}"
    mark = f"GOGUI_STATISTICS_TEST={value}"
    process = subprocess.Popen(
        [sys.executable, "-m", "gogui_py.tools.statistics", "--program", _gated(gate),
         "--commands", "estimate_score", "--cluster", "local:2",
         "--output", str(tmp_path / "out"), "--quiet", *files],
        cwd=ROOT, env={**os.environ, "GOGUI_STATISTICS_TEST": value},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:  # both workers in a game: their engines wait at the gate
        _wait_for(lambda: len(_marked(mark, str(gate))) >= 2, 90)
        assert len(_marked(mark, str(gate))) >= 2, "the workers did not start their games"
    finally:
        process.kill()
        process.wait(timeout=30)
    # The workers end with the controller; their engines, let through the gate, find
    # their input closed and end too. Nothing of the run is left.
    gate.touch()
    _wait_for(lambda: not _marked(mark), 60)
    assert _marked(mark) == []
    assert not (tmp_path / "out").exists()
