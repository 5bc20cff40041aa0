"""Atomic writing of a shell log."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gogui_py.gui.shell.log_file import write_text_atomic


def test_writes_utf8_and_keeps_the_permissions(tmp_path: Path) -> None:
    target = tmp_path / "a.log"
    target.write_text("old")
    os.chmod(target, 0o600)
    write_text_atomic(target, "=1 caf\u00e9\n")
    assert target.read_bytes() == "=1 caf\u00e9\n".encode()
    assert target.stat().st_mode & 0o777 == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.log"]


def test_a_failure_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "a.log"
    target.mkdir()  # the rename over a folder fails
    with pytest.raises(OSError):
        write_text_atomic(target, "text")
    assert target.is_dir()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.log"]


def test_bad_characters_are_replaced_not_fatal(tmp_path: Path) -> None:
    target = tmp_path / "a.log"
    write_text_atomic(target, "bad \ud800 surrogate")
    assert target.read_text() == "bad ? surrogate"


def test_a_missing_folder_raises(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        write_text_atomic(tmp_path / "missing" / "a.log", "text")
