"""The match window's pure parts: the match file it writes, the journal tail, the
progress per pairing (Elo history, SPRT)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gogui_py.gui.match.journal_tail import JournalTail
from gogui_py.gui.match.progress import MatchProgress
from gogui_py.gui.match.spec import (
    Entrant,
    MatchChoices,
    check_text,
    entry_label,
    match_toml,
    unique_labels,
)
from gogui_py.match.config import ConfigError
from gogui_py.match.game import GameOutcome
from gogui_py.match.journal import Journal


def outcome(number: int, winner: str | None, *, void: bool = False) -> GameOutcome:
    black, white = ("a", "b") if number % 2 == 0 else ("b", "a")
    result = "" if void else ("?" if winner is None else f"{'B' if winner == black else 'W'}+R")
    return GameOutcome(
        game_id=f"0_{number}",
        pairing_id="0",
        number=number,
        black=black,
        white=white,
        void=void,
        result=result,
        winner=winner,
        reason="",
        moves=10,
    )


def choices(**extra: object) -> MatchChoices:
    entrants = (Entrant("a", ("gnugo", "--mode", "gtp")), Entrant("b", ("gnu go",), "/tmp"))
    return MatchChoices('my "match"', entrants, games=4, **extra)  # type: ignore[arg-type]


def test_the_written_file_is_what_the_runner_reads(tmp_path: Path) -> None:
    text = match_toml(choices(komi=6.0, alternate=False, sprt=(0.0, 20.0, 0.05, 0.1)))
    config = check_text(text, tmp_path / "m.toml")
    assert config.name == 'my "match"'
    assert config.komi == 6.0
    assert [p.games for p in config.pairings] == [4]
    assert not config.alternate
    assert config.competitors[1].argv == ("gnu go",)
    assert config.competitors[1].cwd == "/tmp"
    assert config.sprt is not None
    assert (config.sprt.elo0, config.sprt.elo1, config.sprt.beta) == (0.0, 20.0, 0.1)
    three = MatchChoices("t", (*choices().entrants, Entrant("c", ("x",))))
    assert check_text(match_toml(three), tmp_path / "t.toml").tournament == "allplayall"


def test_a_file_the_runner_refuses_is_reported(tmp_path: Path) -> None:
    bad = MatchChoices("m", (Entrant("a", ("x",)), Entrant("a", ("y",))))
    with pytest.raises(ConfigError, match="used twice"):
        check_text(match_toml(bad), tmp_path / "m.toml")


def test_labels_are_made_unique_and_valid() -> None:
    assert unique_labels(["GNU Go", "GNU Go", "a/b", " "]) == [
        "GNU-Go",
        "GNU-Go-2",
        "a-b",
        "engine",
    ]


def test_the_tail_reads_only_new_lines_and_waits_for_a_torn_one(tmp_path: Path) -> None:
    path = tmp_path / "state.jsonl"
    tail = JournalTail(path, chunk=400)
    assert tail.poll().entries == []  # no journal yet
    journal = Journal(path)
    journal.append("run", event="start")
    journal.append("game", outcome(0, "a"))
    journal.append("void", outcome(1, None, void=True))
    journal.append("game", outcome(1, "b"))
    journal.append("game", outcome(1, "a"))  # a counted id counts once
    journal.close()
    entries = []
    read = tail.poll()
    entries += read.entries
    while read.more:  # a small chunk: several polls
        read = tail.poll()
        entries += read.entries
    assert [(kind, o.game_id, o.winner) for kind, o in entries] == [
        ("game", "0_0", "a"), ("void", "0_1", None), ("game", "0_1", "b"),
    ]  # fmt: skip
    with path.open("ab") as file:
        file.write(json.dumps({"type": "game", "outcome": outcome(2, "a").to_json()}).encode()[:30])
    assert tail.poll().entries == []  # torn: waits
    path.write_text("")  # reset
    assert tail.poll().reset


def test_progress_keeps_the_elo_history_and_the_sprt(tmp_path: Path) -> None:
    text = match_toml(choices(sprt=(-10.0, 10.0, 0.05, 0.05)))
    progress = MatchProgress(check_text(text, tmp_path / "m.toml"))
    progress.add("void", outcome(0, None, void=True))
    for number, winner in enumerate(["a", "a", None, "b"]):
        progress.add("game", outcome(number, winner))
    progress.update_sprt()
    stats = progress.stats[0]
    assert (stats.wins, stats.losses, stats.unknown, stats.void) == (2, 1, 1, 1)
    assert [p.games for p in progress.history["0"]] == [1, 2, 3, 4]
    assert progress.history["0"][0].elo == float("inf")
    assert progress.history["0"][-1].elo == pytest.approx(stats.elo()[0])  # type: ignore[index]
    assert stats.sprt is not None and stats.sprt.llr > 0
    assert progress.complete  # 4 of 4 games
    progress.clear()
    assert progress.counted == 0 and not progress.complete


def test_a_default_label_names_the_program_behind_gogui_display() -> None:
    displayed = ("/usr/bin/gogui-display", "--size", "9", "/usr/games/gnugo", "--mode", "gtp")
    assert entry_label("gogui-display", displayed) == "gnugo"  # the list's default label
    assert entry_label("", displayed) == "gnugo"
    assert entry_label("GNU Go shown", displayed) == "GNU Go shown"  # the user's own
    assert entry_label("gnugo", ("/usr/games/gnugo", "--mode", "gtp")) == "gnugo"
    labels = [entry_label("gogui-display", displayed), entry_label("gnugo", ("gnugo",))]
    assert unique_labels(labels) == ["gnugo", "gnugo-2"]
