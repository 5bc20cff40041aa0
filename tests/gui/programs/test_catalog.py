"""Program lists: entries, list operations, defaults, built-in refresh, QSettings storage."""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gogui_py.gtp.client import GtpClient
from gogui_py.gui.programs import catalog
from gogui_py.gui.programs.catalog import (
    SETTINGS_KEYS,
    TITLE_MAX,
    ProgramEntry,
    ProgramList,
    builtin_default,
    builtin_entries,
    default_label,
    find_executable,
    title_for,
)

PY = sys.executable


def ini(tmp_path: Path, name: str = "settings.ini") -> QSettings:
    return QSettings(str(tmp_path / name), QSettings.Format.IniFormat)


def executable(path: Path) -> Path:
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(0o755)
    return path


@pytest.fixture
def fake_gnugo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """GNU Go "found" at a real executable file in tmp_path."""
    path = executable(tmp_path / "gnugo")
    monkeypatch.setattr(catalog, "find_gnugo", lambda: str(path))
    return path


@pytest.fixture
def no_gnugo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog, "find_gnugo", lambda: None)


# -- entries --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "argv"),
    [
        ("gnugo --mode gtp", ["gnugo", "--mode", "gtp"]),
        ('"/opt/my engine/run" -w "a b"', ["/opt/my engine/run", "-w", "a b"]),
        (r"/opt/my\ engine/run 'x y' z", ["/opt/my engine/run", "x y", "z"]),
        ("  leelaz   -g  ", ["leelaz", "-g"]),
        ("prog --komi=7.5 # not a comment", ["prog", "--komi=7.5", "#", "not", "a", "comment"]),
    ],
)
def test_argv_splits_like_a_shell(command: str, argv: list[str]) -> None:
    assert ProgramEntry("x", command).argv() == argv


def test_argv_expands_tilde_in_the_program_only() -> None:
    argv = ProgramEntry("x", "~/bin/engine ~/net.gz").argv()
    assert argv == [os.path.expanduser("~/bin/engine"), "~/net.gz"]
    assert not argv[0].startswith("~")


@pytest.mark.parametrize("command", ["", "   ", 'engine "unclosed', "engine 'x", "engine \\"])
def test_argv_refuses_empty_or_bad_command_lines(command: str) -> None:
    with pytest.raises(ValueError):
        ProgramEntry("x", command).argv()


def test_cwd_none_for_current_folder_and_expanded_otherwise() -> None:
    assert ProgramEntry("x", "e").cwd() is None
    assert ProgramEntry("x", "e", working_dir="~/engines").cwd() == os.path.expanduser("~/engines")


def test_with_identity_and_builtin_flag() -> None:
    entry = ProgramEntry("GNU Go", "gnugo", builtin_key="gnugo")
    assert entry.builtin and not ProgramEntry("a", "b").builtin
    named = entry.with_identity("GNU Go", "3.8")
    assert (named.name, named.version, named.label) == ("GNU Go", "3.8", "GNU Go")
    assert entry.name == "" and named.same_program(entry) and named != entry


def test_default_label_is_the_program_file_name() -> None:
    assert default_label('"/opt/my engine/leelaz" -g') == "leelaz"
    assert default_label("bad 'quote") == ""


@pytest.mark.parametrize(
    ("label", "name", "version", "title"),
    [
        ("GNU Go", "GNU Go", "3.8", "GNU Go 3.8"),
        ("GNU Go level 1", "GNU Go", "3.8", "GNU Go level 1 (GNU Go 3.8)"),
        ("Leela", "", "", "Leela"),
        ("leelaz", "Leela Zero", "0.17", "leelaz (Leela Zero 0.17)"),
        ("KataGo", "KataGo", "", "KataGo"),
        ("Fuego", "Fuego 1.1", "1.1", "Fuego 1.1"),  # version already in the name
        ("x", "Evil\nName\x1b[31m", "1\t2", "x (Evil Name [31m 1 2)"),
        ("", "Pachi", "12.84", "Pachi 12.84"),
        ("Pachi Distributed", "Pachi", "", "Pachi Distributed"),
    ],
)
def test_title_for(label: str, name: str, version: str, title: str) -> None:
    assert title_for(ProgramEntry(label, "e"), name, version) == title


def test_title_for_falls_back_to_stored_identity_and_is_bounded() -> None:
    entry = ProgramEntry("GNU Go", "gnugo", name="GNU Go", version="3.8")
    assert title_for(entry, "", "") == "GNU Go 3.8"
    long = title_for(ProgramEntry("e", "e"), "Engine", "v" * 500)
    assert len(long) == TITLE_MAX and long.endswith("…")


def test_find_executable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    program = executable(bin_dir / "engine")
    (bin_dir / "notes.txt").write_text("not a program")
    monkeypatch.setenv("PATH", str(bin_dir))
    assert find_executable("engine") == str(program)
    assert find_executable("notes.txt") is None
    assert find_executable("missing") is None
    assert find_executable(str(program)) == str(program)
    assert find_executable("./engine", str(bin_dir)) == str(bin_dir / "./engine")
    assert find_executable("bin/engine", str(tmp_path)) == str(tmp_path / "bin/engine")
    assert find_executable("./notes.txt", str(bin_dir)) is None
    monkeypatch.chdir(bin_dir)
    assert find_executable("./engine") is not None


# -- list operations ----------------------------------------------------------------


def sample_list() -> ProgramList:
    return ProgramList(
        "engine",
        [
            ProgramEntry("Built", "b", builtin_key="gogui-py-go"),
            ProgramEntry("A", "a"),
            ProgramEntry("B", "b -x"),
        ],
    )


def labels(program_list: ProgramList) -> list[str]:
    return [entry.label for entry in program_list]


def test_add_replace_remove_move() -> None:
    plist = sample_list()
    assert plist.add(ProgramEntry("C", "c")) == 3
    assert labels(plist) == ["Built", "A", "B", "C"]
    plist.replace(1, ProgramEntry("A2", "a2"))
    assert plist[1] == ProgramEntry("A2", "a2")
    assert plist.remove(2) == ProgramEntry("B", "b -x")
    assert labels(plist) == ["Built", "A2", "C"]
    assert plist.move_up(2) == 1 and labels(plist) == ["Built", "C", "A2"]
    assert plist.move_down(0) == 1 and labels(plist) == ["C", "Built", "A2"]
    assert plist.move_up(0) == 0 and plist.move_down(2) == 2
    assert labels(plist) == ["C", "Built", "A2"]


def test_builtins_cannot_be_removed_and_stay_builtin_when_replaced() -> None:
    plist = sample_list()
    with pytest.raises(ValueError, match="built in"):
        plist.remove(0)
    plist.replace(0, ProgramEntry("Renamed", "b --level 3"))
    assert plist[0].builtin_key == "gogui-py-go" and plist[0].label == "Renamed"
    assert len(plist) == 3


def test_bad_index_and_kind_are_refused() -> None:
    plist = sample_list()
    for operation in (plist.remove, plist.move_up, plist.move_down, plist.__getitem__):
        with pytest.raises(IndexError):
            operation(7)
    with pytest.raises(IndexError):
        plist.replace(-1, ProgramEntry("x", "x"))
    with pytest.raises(ValueError):
        plist.add(ProgramEntry("Othello", "o", kind="ruler"))
    with pytest.raises(ValueError):
        ProgramList("referee", [])  # type: ignore[arg-type]


def test_copy_is_independent() -> None:
    plist = sample_list()
    other = plist.copy()
    other.add(ProgramEntry("New", "new"))
    assert len(plist) == 3 and len(other) == 4 and plist != other
    assert plist == sample_list()


def test_update_identity_finds_the_entry_even_after_edits() -> None:
    plist = sample_list()
    attached = plist[2]
    plist.move_up(2)
    updated = plist.update_identity(attached, "Bee", "2.0")
    assert updated is not None and plist[1] == updated
    assert (plist[1].name, plist[1].version) == ("Bee", "2.0")
    assert plist.update_identity(ProgramEntry("gone", "gone"), "n", "v") is None


# -- defaults -------------------------------------------------------------------------


def test_engine_defaults_with_gnugo(fake_gnugo: Path) -> None:
    entries = builtin_entries("engine")
    assert [e.label for e in entries] == ["GNU Go", "gogui-py MC engine"]
    assert entries[0].argv() == [str(fake_gnugo), "--mode", "gtp", "--quiet", "--level", "10"]
    assert entries[1].argv() == [PY, "-m", "gogui_py.programs.go"]
    assert all(e.builtin and e.kind == "engine" and e.working_dir == "" for e in entries)
    assert ProgramList.defaults("engine").entries == tuple(entries)


def test_engine_defaults_without_gnugo(no_gnugo: None) -> None:
    entries = builtin_entries("engine")
    assert [e.label for e in entries] == ["gogui-py MC engine"]
    assert entries[0].builtin_key == "gogui-py-go"


def test_ruler_defaults() -> None:
    entries = builtin_entries("ruler")
    assert [e.label for e in entries] == ["Othello", "Gomoku", "Renju", "Hex"]
    for entry in entries:
        assert entry.kind == "ruler" and entry.builtin
        assert entry.argv() == [PY, "-m", f"gogui_py.programs.{entry.label.lower()}"]


def test_builtin_default_of_an_entry(no_gnugo: None) -> None:
    stale = ProgramEntry("Mine", "/old/python -m x", builtin_key="gogui-py-go")
    default = builtin_default(stale)
    assert default is not None and default.argv() == [PY, "-m", "gogui_py.programs.go"]
    assert builtin_default(ProgramEntry("GNU Go", "gnugo", builtin_key="gnugo")) is None
    assert builtin_default(ProgramEntry("user", "u")) is None


def test_bundled_engine_default_runs_and_identity_is_recorded(no_gnugo: None) -> None:
    plist = ProgramList.defaults("engine")
    entry = plist[0]
    with GtpClient(entry.argv(), cwd=entry.cwd(), timeout=20) as client:
        name, version = client.name_and_version()
    assert name and version
    updated = plist.update_identity(entry, name, version)
    assert updated is not None and title_for(updated, name, version).startswith(
        "gogui-py MC engine"
    )


# -- built-in refresh ---------------------------------------------------------------


def test_stale_interpreter_is_refreshed_and_arguments_kept(no_gnugo: None) -> None:
    stored = ProgramList(
        "engine",
        [
            ProgramEntry("Leela", "leelaz -g"),
            ProgramEntry(
                "My MC",
                "/gone/venv/bin/python -m gogui_py.programs.go --seed 3",
                working_dir="/tmp",
                name="gogui-py Go",
                version="0.0.1",
                builtin_key="gogui-py-go",
            ),
        ],
    )
    fresh = stored.with_builtins()
    assert labels(fresh) == ["Leela", "My MC"]
    assert fresh[1].argv() == [PY, "-m", "gogui_py.programs.go", "--seed", "3"]
    assert fresh[1].working_dir == "/tmp" and fresh[1].name == "" and fresh[1].version == ""
    assert fresh[0] == stored[0]
    assert fresh.with_builtins() == fresh  # nothing left to refresh


def test_gnugo_comes_and_goes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog, "find_gnugo", lambda: None)
    stored = ProgramList("engine", [ProgramEntry("A", "a")]).with_builtins()
    assert labels(stored) == ["A", "gogui-py MC engine"]
    gnugo = executable(tmp_path / "gnugo")
    monkeypatch.setattr(catalog, "find_gnugo", lambda: str(gnugo))
    stored.replace(1, ProgramEntry("MC", stored[1].command))
    with_gnugo = stored.with_builtins()
    assert labels(with_gnugo) == ["A", "MC", "GNU Go"]
    with_gnugo.replace(2, ProgramEntry("GNU Go 1", f"{gnugo} --mode gtp --level 1"))
    monkeypatch.setattr(catalog, "find_gnugo", lambda: "/usr/local/bin/gnugo")
    moved = with_gnugo.with_builtins()
    assert moved[2].argv() == ["/usr/local/bin/gnugo", "--mode", "gtp", "--level", "1"]
    assert moved[2].label == "GNU Go 1"
    monkeypatch.setattr(catalog, "find_gnugo", lambda: None)
    assert labels(moved.with_builtins()) == ["A", "MC"]


def test_duplicate_and_unknown_builtins_are_dropped(no_gnugo: None) -> None:
    stored = ProgramList(
        "engine",
        [
            ProgramEntry(
                "one", f"{shlex.quote(PY)} -m gogui_py.programs.go", builtin_key="gogui-py-go"
            ),
            ProgramEntry("two", "x", builtin_key="gogui-py-go"),
            ProgramEntry("old", "x", builtin_key="retired-engine"),
        ],
    )
    assert labels(stored.with_builtins()) == ["one"]


# -- persistence ----------------------------------------------------------------------


def tricky_list() -> ProgramList:
    plist = ProgramList.defaults("engine")
    plist.add(
        ProgramEntry(
            'Leela, "zero" = 0.17; [x]',
            '"/opt/my engine/leelaz" -g -w "net, v2.gz" --noponder',
            working_dir="/opt/my engine",
            name="Leela Zero",
            version="0.17",
        )
    )
    plist.add(ProgramEntry("囲碁 engine\\", "igo --mode=gtp", working_dir="~/碁"))
    plist.move_up(len(plist) - 1)
    return plist


@pytest.mark.parametrize("have_gnugo", [True, False])
def test_round_trip_through_an_ini_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, have_gnugo: bool
) -> None:
    if have_gnugo:
        gnugo = executable(tmp_path / "gnugo")
        monkeypatch.setattr(catalog, "find_gnugo", lambda: str(gnugo))
    else:
        monkeypatch.setattr(catalog, "find_gnugo", lambda: None)
    plist = tricky_list()
    settings = ini(tmp_path)
    plist.save(settings)
    rulers = ProgramList.defaults("ruler")
    rulers.move_down(0)
    rulers.save(settings)
    settings.sync()
    assert settings.status() == QSettings.Status.NoError
    reread = ini(tmp_path)
    assert ProgramList.load(reread, "engine") == plist
    assert labels(ProgramList.load(reread, "ruler")) == ["Gomoku", "Othello", "Renju", "Hex"]


def test_missing_settings_give_the_defaults(tmp_path: Path, no_gnugo: None) -> None:
    settings = ini(tmp_path)
    assert ProgramList.load(settings, "engine") == ProgramList.defaults("engine")
    assert ProgramList.load(settings, "ruler") == ProgramList.defaults("ruler")


@pytest.mark.parametrize(
    "value",
    ["not json at all", '{"label": "x"}', "42", "", "[", "null", 17, ["a", "b"]],
)
def test_corrupt_values_give_the_defaults(
    tmp_path: Path, no_gnugo: None, value: object, caplog: pytest.LogCaptureFixture
) -> None:
    settings = ini(tmp_path)
    settings.setValue(SETTINGS_KEYS["engine"], value)
    ProgramList.defaults("ruler").save(settings)
    settings.sync()
    loaded = ProgramList.load(ini(tmp_path), "engine")
    assert loaded == ProgramList.defaults("engine")
    assert "corrupt" in caplog.text
    assert len(ProgramList.load(ini(tmp_path), "ruler")) == 4  # the other kind unaffected


def test_corrupt_elements_are_skipped_and_the_rest_kept(tmp_path: Path, no_gnugo: None) -> None:
    good = {"label": "Leela", "command": "leelaz -g", "working_dir": "", "name": "", "version": ""}
    data = [
        "a string",
        None,
        {"label": 3, "command": "x"},
        {"label": "empty command", "command": "  "},
        {"label": "unparsable", "command": "engine 'oops"},
        good,
        {"command": "/usr/bin/pachi -t 5"},  # no label: the file name
        {"label": "broken built-in", "command": "'", "builtin_key": "gogui-py-go"},
        {"label": "extra keys", "command": "gtp", "colour": "blue"},
    ]
    settings = ini(tmp_path)
    settings.setValue(SETTINGS_KEYS["engine"], json.dumps(data))
    loaded = ProgramList.load(settings, "engine")
    assert labels(loaded) == ["Leela", "pachi", "broken built-in", "extra keys"]
    assert loaded[2].argv() == [PY, "-m", "gogui_py.programs.go"]


def test_corrupt_ini_text_gives_the_defaults(tmp_path: Path, no_gnugo: None) -> None:
    path = tmp_path / "broken.ini"
    path.write_bytes(b'[programs]\nengines=1, 2, @ByteArray(\xff\xfe\nrulers=[{"label\n\x00\x01')
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    assert ProgramList.load(settings, "engine") == ProgramList.defaults("engine")
    assert ProgramList.load(settings, "ruler") == ProgramList.defaults("ruler")
