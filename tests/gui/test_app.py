"""The command line, and the PySide6 pin (6.12.0 crashes CPython 3.11 after a few
thousand paint calls: "none_dealloc")."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

from gogui_py.go import Color
from gogui_py.gui.app import parse_args

ROOT = Path(__file__).resolve().parents[2]


def test_help_lists_the_options_without_a_display() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run(
        [sys.executable, "-m", "gogui_py.gui.app", "--help"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=30,
    ).stdout
    for option in (
        "--program CMD",
        "--computer-black",
        "--computer-white",
        "--computer-both",
        "--computer-none",
        "--size N",
        "--komi K",
        "--black CMD",
        "--white CMD",
        "--ruler CMD",
        "file",
    ):
        assert option in out


def test_parse_args() -> None:
    options = parse_args(
        [
            "game.sgf",
            "--program",
            "gnugo --mode gtp",
            "--computer-both",
            "--size",
            "13",
            "--komi",
            "6.5",
        ]
    )
    assert options.file == "game.sgf"
    assert options.program == ["gnugo", "--mode", "gtp"]
    assert options.computer == frozenset({Color.BLACK, Color.WHITE})
    assert (options.size, options.komi) == (13, 6.5)
    assert parse_args(["--program", ""]).program == []
    assert parse_args([]).program is None


def test_black_and_white_engines_on_the_command_line() -> None:
    options = parse_args(["--black", "gnugo --mode gtp --level 1", "--white", "'my engine' -x"])
    assert options.black == ["gnugo", "--mode", "gtp", "--level", "1"]
    assert options.white == ["my engine", "-x"]
    assert options.program is None
    assert parse_args([]).black is None and parse_args([]).white is None
    for bad in (["--black", ""], ["--white", "'unclosed"]):
        with pytest.raises(SystemExit):
            parse_args(bad)


def test_pyside6_pin_excludes_the_crashing_release() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    requirements = [Requirement(r) for r in project["project"]["dependencies"]]
    pyside = next(r for r in requirements if r.name.lower() == "pyside6-essentials")
    assert Version("6.12.0") not in pyside.specifier
    assert Version("6.8.0") in pyside.specifier
    assert Version(version("PySide6-Essentials")) in pyside.specifier
    assert Version(version("PySide6-Essentials")) < Version("6.12")
