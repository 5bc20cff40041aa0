"""Games on a Dask cluster: a LocalCluster of worker processes, one killed mid-match
(gogui_py.match.cluster; issue 12 "Scale")."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from gogui_py.cluster import ClusterError, start_local_cluster
from gogui_py.match.cli import main
from gogui_py.match.cluster import ClusterPool
from gogui_py.match.config import load_config
from gogui_py.match.journal import read_journal
from gogui_py.match.live import LiveGame, read_live
from gogui_py.match.runner import RunEvent, match_folder_for, run_match
from tests.cluster.helpers import child_pids, start_dask_process_helpers
from tests.match.conftest import fake_argv, gnugo_argv, write_match


@pytest.fixture(scope="module", autouse=True)
def dask_process_helpers() -> None:
    """Dask's process-wide helpers, started before the per-test leak check."""
    start_dask_process_helpers()


@pytest.mark.gnugo
def test_a_worker_killed_mid_match_loses_no_game_and_doubles_none(tmp_path: Path) -> None:
    import dask
    from distributed import Client

    games = 12
    path = write_match(
        tmp_path,
        f"board_size = 9\ngames = {games}",
        [("l0", gnugo_argv(0)), ("l1", gnugo_argv(1))],
    )
    config = load_config(path)
    folder = match_folder_for(path)
    # allowed-failures 0: the scheduler does not start the lost game again by itself
    # (its default, 3, replays it under the same key: counted once as well) but fails
    # its future with KilledWorker, so the runner's own void-and-replay path is tested.
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        cluster = start_local_cluster(3)
    client = Client(cluster)
    killed: list[str] = []  # the address of the worker killed mid-game
    try:
        pids: dict[str, int] = client.run(os.getpid)
        assert len(pids) == 3

        def kill_one_worker(event: RunEvent) -> None:
            if event.kind != "game" or killed or event.done < 3:
                return
            for address, pid in pids.items():
                if child_pids(pid):  # its engines are running: a game under way
                    os.kill(pid, signal.SIGKILL)
                    killed.append(address)
                    return

        summary = run_match(
            config, folder, on_event=kill_one_worker, cluster=cluster.scheduler_address
        )
    finally:
        client.close()
        cluster.close()
    assert killed, "no worker was busy to kill"
    assert (summary.played, summary.halted) == (games, "")
    state = read_journal(folder.journal)
    ids = [f"0_{n:02d}" for n in range(games)]
    assert sorted(state.games) == ids and not state.problems
    lines = folder.journal.read_text().splitlines()
    assert sum('"type":"game"' in line for line in lines) == games  # none counted twice
    # The killed worker's game is void ("worker lost", not a halting reason), and so is
    # the game queued behind it on that worker; each is played again with the same id
    # under attempt 2, and counted once.
    assert 1 <= len(state.voids) <= 2
    log = folder.log.read_text()
    for void in state.voids:
        assert void.reason == "worker lost: its worker died (Dask KilledWorker)"
        assert void.game_id in state.games
        assert f'"attempt":2,"outcome":{{"game_id":"{void.game_id}"' in "".join(lines)
        assert f"void: game {void.game_id} is void: worker lost" in log
    assert sorted(p.stem for p in (folder.path / "games").iterdir()) == ids


def test_an_embedded_local_cluster_is_started_and_closed(tmp_path: Path) -> None:
    path = write_match(
        tmp_path, "board_size = 9\ngames = 4", [("a", fake_argv()), ("b", fake_argv())]
    )
    summary = run_match(load_config(path), match_folder_for(path), cluster="local:2")
    assert (summary.played, summary.void) == (4, 0)


def test_cluster_games_show_as_live_boards_in_the_match_folder(tmp_path: Path) -> None:
    # The worker sends the live state; the controller writes live/ID.json. The game is
    # held at its first genmove (--wait-for) until the test has seen its live board.
    gate = tmp_path / "gate"
    path = write_match(
        tmp_path,
        "board_size = 9\ngames = 1",
        [("a", fake_argv("--wait-for", str(gate))), ("b", fake_argv("--wait-for", str(gate)))],
    )
    folder = match_folder_for(path)
    seen: list[LiveGame] = []

    def watch(event: RunEvent) -> None:
        if event.kind != "begin" or gate.exists():
            return
        try:
            deadline = time.monotonic() + 60
            while not seen and time.monotonic() < deadline:
                seen.extend(read_live(folder.path))
                time.sleep(0.02)
        finally:
            gate.touch()

    summary = run_match(load_config(path), folder, on_event=watch, cluster="local:1")
    assert (summary.played, summary.void) == (1, 0)
    assert [(g.game_id, {g.black, g.white}, g.size, g.cells) for g in seen] == [
        ("0_0", {"a", "b"}, 9, "0" * 81)
    ]
    assert read_live(folder.path) == []  # removed when the game ended


def test_an_unreachable_scheduler_is_an_error() -> None:
    with pytest.raises(ClusterError, match="cannot use the cluster"):
        ClusterPool("tcp://127.0.0.1:9", parallel=1)


def test_the_cli_reports_an_unreachable_scheduler(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_match(tmp_path, "games = 1", [("a", fake_argv()), ("b", fake_argv())])
    assert main(["run", str(path), "--cluster", "tcp://127.0.0.1:9", "--quiet"]) == 2
    assert "cannot use the cluster tcp://127.0.0.1:9" in capsys.readouterr().err
    assert not read_journal(match_folder_for(path).journal).games
