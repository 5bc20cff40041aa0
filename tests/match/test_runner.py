"""Running matches: scheduling, records, void replays, halting, resuming, parallel games.

match-runner.md "Void games" and "Records and reports"; real engines as subprocesses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game.sgf_io import load_file
from gogui_py.match.config import load_config
from gogui_py.match.journal import read_journal
from gogui_py.match.results import tally
from gogui_py.match.runner import RunEvent, build_tasks, match_folder_for, run_match
from tests.match.conftest import fake_argv, gnugo_argv, write_match


@pytest.mark.gnugo
def test_gnugo_level_0_against_level_1(tmp_path: Path) -> None:
    path = write_match(
        tmp_path,
        'board_size = 9\nkomi = 7.5\ngames = 2\nrules = "chinese"',
        [("l0", gnugo_argv(0)), ("l1", gnugo_argv(1))],
    )
    config = load_config(path)
    folder = match_folder_for(path)
    events: list[RunEvent] = []
    summary = run_match(config, folder, on_event=events.append)
    assert (summary.played, summary.void, summary.halted) == (2, 0, "")
    assert [e.kind for e in events].count("game") == 2 and events[-1].done == 2
    state = read_journal(folder.journal)
    assert list(state.games) == ["0_0", "0_1"]
    first, second = state.games["0_0"], state.games["0_1"]
    assert (first.black, first.white, second.black, second.white) == ("l0", "l1", "l1", "l0")
    (stats,) = tally(config.pairings, state.games.values())
    assert stats.games == 2 and stats.wins + stats.losses + stats.jigo + stats.unknown == 2
    for outcome in (first, second):
        assert outcome.result[:2] in ("B+", "W+")  # both scored and agreed on the winner
        assert "final_score l0" in outcome.reason and "final_score l1" in outcome.reason
        tree = load_file(folder.record(outcome.game_id, void=False)).games[0]
        info = tree.info
        assert tree.size.width == 9 and len(tree.main_line()) == outcome.moves + 1
        text = folder.record(outcome.game_id, void=False).read_text()
        assert f"GN[{outcome.game_id}]" in text and f"RE[{outcome.result}]" in text
        assert "GNU Go" in tree.root.comment and info is not None
    assert (folder.path / "events.log").read_text().count("start:") == 1


def test_first_game_void_halts_the_run(tmp_path: Path) -> None:
    path = write_match(
        tmp_path,
        "board_size = 9\ngames = 4",
        [("a", fake_argv()), ("b", fake_argv("--fail", "boardsize"))],
    )
    folder = match_folder_for(path)
    summary = run_match(load_config(path), folder)
    assert (summary.played, summary.void) == (0, 1)
    assert "first game of pairing 0 (0_0) is void" in summary.halted
    state = read_journal(folder.journal)
    assert not state.games and [v.game_id for v in state.voids] == ["0_0"]
    log = folder.log.read_text()
    assert "void: game 0_0 is void" in log and "b: refused boardsize" in log and "halt:" in log
    assert not list((folder.path / "void").iterdir())  # no move played: no record


def test_two_voids_in_a_row_halt_and_void_games_are_replayed(tmp_path: Path) -> None:
    # b dies generating move 3, which it does only as black (games 1, 3...).
    path = write_match(
        tmp_path,
        "board_size = 9\ngames = 4",
        [("a", fake_argv()), ("b", fake_argv("--die-at-move", "3"))],
    )
    folder = match_folder_for(path)
    summary = run_match(load_config(path), folder)
    assert (summary.played, summary.void) == (1, 2)
    assert "two games in a row of pairing 0" in summary.halted
    state = read_journal(folder.journal)
    assert list(state.games) == ["0_0"]
    assert [v.game_id for v in state.voids] == ["0_1", "0_1"]  # replayed with the same id
    void_record = folder.record("0_1", void=True).read_text()
    assert "Void game: b: " in void_record and "GN[0_1]" in void_record


def test_resume_plays_only_the_missing_games(tmp_path: Path) -> None:
    path = write_match(
        tmp_path, "board_size = 9\ngames = 3", [("a", fake_argv()), ("b", fake_argv())]
    )
    config = load_config(path)
    folder = match_folder_for(path)
    assert run_match(config, folder, max_games=1).played == 1
    again = run_match(config, folder)
    assert [o.game_id for o in again.outcomes] == ["0_1", "0_2"]
    assert list(read_journal(folder.journal).games) == ["0_0", "0_1", "0_2"]
    assert run_match(config, folder).played == 0
    path.write_text(path.read_text().replace("board_size = 9", "board_size = 9\nkomi = 0.5"))
    events: list[RunEvent] = []
    run_match(load_config(path), folder, on_event=events.append)
    assert any(e.kind == "warning" and "match file changed" in e.text for e in events)


def test_parallel_games_in_worker_processes(tmp_path: Path) -> None:
    path = write_match(
        tmp_path,
        'board_size = 9\ngames = 2\ntournament = "allplayall"',
        [("a", fake_argv()), ("b", fake_argv("--pass-after", "4")), ("c", fake_argv())],
    )
    config = load_config(path)
    folder = match_folder_for(path)
    summary = run_match(config, folder, parallel=2)
    assert (summary.played, summary.void) == (6, 0)
    ids = sorted(read_journal(folder.journal).games)
    assert ids == ["AvB_0", "AvB_1", "AvC_0", "AvC_1", "BvC_0", "BvC_1"]
    assert sorted(p.name for p in (folder.path / "games").iterdir()) == [f"{i}.sgf" for i in ids]


def test_openings_alternate_colours(tmp_path: Path) -> None:
    opening = tmp_path / "o.sgf"
    opening.write_text("(;GM[1]FF[4]SZ[9]AB[ee];W[cc];B[gg])")
    path = write_match(
        tmp_path,
        f'board_size = 9\ngames = 4\nopenings = ["{opening}"]',
        [("a", fake_argv()), ("b", fake_argv())],
    )
    config = load_config(path)
    tasks = build_tasks(config)
    assert tasks[0].opening == (("B", (4, 4)), ("W", (2, 2)), ("B", (6, 6)))
    assert [t.black.label for t in tasks] == ["a", "b", "a", "b"]
    folder = match_folder_for(path)
    run_match(config, folder, max_games=1)
    record = folder.record("0_0", void=False).read_text()
    assert ";B[ee]C[opening];W[cc]C[opening];B[gg]C[opening];W[" in record.replace("\n", "")


def test_a_stop_request_lets_the_game_under_way_finish(tmp_path: Path) -> None:
    path = write_match(
        tmp_path, "board_size = 9\ngames = 4", [("a", fake_argv()), ("b", fake_argv())]
    )
    folder = match_folder_for(path)

    def stop_after_the_first(event: RunEvent) -> None:
        if event.kind == "begin":
            folder.request_stop()  # as `gogui-match stop` does from another process

    summary = run_match(load_config(path), folder, on_event=stop_after_the_first)
    assert summary.stopped and summary.played == 1 and not folder.stop_requested()
    assert "stop: stop requested" in folder.log.read_text()
