"""The state journal and the run lock (gogui_py.match.journal)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.match.game import GameOutcome
from gogui_py.match.journal import Journal, MatchFolder, MatchLocked, RunLock, read_journal


def outcome(game_id: str, *, void: bool = False) -> GameOutcome:
    return GameOutcome(game_id, "0", int(game_id[2:]), "a", "b", void, "B+1", "a", "", 9)


def test_lines_round_trip_and_a_game_counts_once(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "state.jsonl")
    journal.append("run", event="start")
    journal.append("game", outcome("0_0"))
    journal.append("void", outcome("0_1", void=True))
    journal.append("game", outcome("0_1"))
    journal.append("game", outcome("0_0"))  # a duplicate is never counted twice
    journal.close()
    state = read_journal(tmp_path / "state.jsonl")
    assert list(state.games) == ["0_0", "0_1"]
    assert [v.game_id for v in state.voids] == ["0_1"]
    assert state.games["0_0"] == outcome("0_0") and not state.problems


def test_a_torn_last_line_is_ignored_then_cut(tmp_path: Path) -> None:
    path = tmp_path / "state.jsonl"
    journal = Journal(path)
    journal.append("game", outcome("0_0"))
    journal.close()
    with path.open("ab") as file:
        file.write(b'{"type":"game","outcome":{"game_id":"0_1"')  # killed mid-write
    state = read_journal(path)
    assert list(state.games) == ["0_0"] and "torn" in state.problems[0]
    journal = Journal(path)
    journal.append("game", outcome("0_2"))
    journal.close()
    state = read_journal(path)
    assert list(state.games) == ["0_0", "0_2"] and not state.problems


def test_unreadable_lines_are_skipped(tmp_path: Path) -> None:
    path = tmp_path / "state.jsonl"
    path.write_text('not json\n{"type":"game","outcome":{"bad":1}}\n')
    state = read_journal(path)
    assert not state.games and len(state.problems) == 2
    assert read_journal(tmp_path / "absent.jsonl").games == {}


def test_the_lock_refuses_a_second_runner(tmp_path: Path) -> None:
    folder = MatchFolder(tmp_path / "m.match")
    assert not folder.is_running()
    with RunLock(folder):
        assert folder.is_running()
        with pytest.raises(MatchLocked, match="a run is already going on"), RunLock(folder):
            pass
    assert not folder.is_running()
    with RunLock(folder):  # free again
        pass


def test_stop_requests(tmp_path: Path) -> None:
    folder = MatchFolder(tmp_path / "m.match")
    assert not folder.stop_requested()
    folder.request_stop()
    assert folder.stop_requested()
    folder.clear_stop()
    assert not folder.stop_requested()
