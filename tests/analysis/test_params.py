"""The parameter tools' pure part: which commands are asked, snapshots from answers, the
GTP file (written, read back, and fed to a real engine as its input)."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from gogui_py.analysis import parse_analyze_commands
from gogui_py.analysis.params import (
    QueryResult,
    build_snapshot,
    param_commands,
    param_file_text,
    query_lines,
    read_param_file,
)
from gogui_py.go import BoardSize, Color

ENGINE = Path(__file__).resolve().parents[1] / "engines" / "param_engine.py"

LIST = parse_analyze_commands(
    "\n".join(
        [
            "param/Search/param_search",
            "param/Style %m/param_style %m",
            "param/Colour %c/param_colour %c",
            "param/Ask/param_ask %s",
            "param/Where/param_where %p",
            "param/Load/param_load %r",
            "param/Optional/param_opt %o",
            "string/Pid/pid",
            "none/Clear/param_clear",
        ]
    )
)

SEARCH = "[bool] ponder 0\n[list/fast/normal/strong] level normal\n[string] tag a b\nmax_nodes 1000"


def test_only_param_commands_that_need_no_user_input_are_asked() -> None:
    assert [c.label for c in param_commands(LIST.commands)] == ["Search", "Style %m", "Colour %c"]
    assert query_lines(LIST.commands, BoardSize.square(9), Color.WHITE) == [
        ("Search", "param_search"),
        ("Style %m", "param_style w"),
        ("Colour %c", "param_colour w"),
    ]


def test_a_snapshot_counts_values_and_commands_and_keeps_failures() -> None:
    snapshot = build_snapshot(
        "Param 1.0",
        [
            QueryResult("Search", "param_search", SEARCH),
            QueryResult("Style %m", "param_style b", "[Style]\n[list/calm/wild] mood calm\n"),
            QueryResult("Broken", "param_broken", "[bool key 1"),
            QueryResult("Refused", "param_refused", None, "param_refused: no"),
        ],
    )
    assert (snapshot.value_count, snapshot.command_count) == (5, 2)
    assert snapshot.summary() == "5 values from 2 commands; 2 commands failed: Broken, Refused"
    assert snapshot.failures[1] == ("Refused", "param_refused: no")
    assert snapshot.lines() == [
        "param_search ponder 0",
        "param_search level normal",
        "param_search tag a b",
        "param_search max_nodes 1000",
        "param_style b mood calm",
    ]
    one = build_snapshot("P", [QueryResult("Search", "param_search", "max_nodes 1")])
    assert one.summary() == "1 value from 1 command"


def test_the_file_has_a_comment_header_then_one_line_per_value() -> None:
    snapshot = build_snapshot("Param 1.0", [QueryResult("Search", "param_search", SEARCH)])
    saved = datetime(2026, 11, 25, 19, 30, 5, tzinfo=UTC)
    text = param_file_text(snapshot, saved=saved)
    lines = text.splitlines()
    assert lines[:3] == [
        "# Parameters of Param 1.0",
        "# Saved by gogui-py on 2026-11-25 19:30:05+00:00",
        "# 4 values from 1 command; send this file to the program as GTP input",
    ]
    assert lines[3:] == snapshot.lines()
    assert text.endswith("\n")
    assert read_param_file(text + "\n  # a comment\nkomi 6.5 # and a tail\n") == [
        *snapshot.lines(),
        "komi 6.5",
    ]


def test_the_file_is_gtp_input_a_real_engine_takes(tmp_path: Path) -> None:
    changed = "[bool] ponder 1\n[list/fast/normal/strong] level strong\nmax_nodes 77"
    snapshot = build_snapshot(
        "Param 1.0",
        [
            QueryResult("Search", "param_search", changed),
            QueryResult("Style %m", "param_style w", "[list/calm/wild] mood wild"),
        ],
    )
    file = tmp_path / "param.gtp"
    file.write_text(
        param_file_text(snapshot, saved=datetime.now(UTC)) + "param_search\nparam_style w\n"
    )
    with file.open("rb") as stdin:
        done = subprocess.run(
            [sys.executable, str(ENGINE)], stdin=stdin, capture_output=True, timeout=60, check=True
        )
    answers = done.stdout.decode().split("\n\n")
    assert all(a.startswith("=") for a in answers[:4])  # every value taken
    assert answers[4].splitlines() == [
        "= [bool] ponder 1",
        "[list/fast/normal/strong] level strong",
        "[string] tag plain",  # not in the file: unchanged
        "max_nodes 77",
    ]
    assert answers[5] == "= [list/calm/wild] mood wild"
