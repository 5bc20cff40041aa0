"""The default label of a competitor: the program behind gogui-display/gogui-adapter."""

from __future__ import annotations

import argparse
import sys

import pytest

from gogui_py.gui.display.app import _parser as display_parser
from gogui_py.match.cli import _quick_parser, quick_config
from gogui_py.match.labels import PROXY_VALUE_OPTIONS, name_suffixes, program_label
from gogui_py.tools.adapter import _parser as adapter_parser


@pytest.mark.parametrize(
    ("argv", "label"),
    [
        (["/usr/games/gnugo", "--mode", "gtp"], "gnugo"),
        (["gogui-display", "gnugo", "--mode", "gtp", "--level", "0"], "gnugo"),
        (["gogui-display", "--size", "9", "--keep-open", "/usr/games/gnugo", "--mode"], "gnugo"),
        (["/venv/bin/gogui-display", "--size=9", "gnugo --mode gtp --level 0"], "gnugo"),
        (["gogui-display", "--no-window", "--", "--odd-name", "x"], "--odd-name"),
        (["gogui-adapter", "--name", "Fuego", "--timeout", "5", "fuego", "--quiet"], "Fuego"),
        (["gogui-adapter", "--name=Fuego:1.1", "fuego"], "Fuego"),
        (["gogui-display", "gogui-adapter --name Pachi pachi"], "Pachi"),
        (["gogui-display", "gogui-adapter --size 9 leelaz -g"], "leelaz"),
        ([sys.executable, "-m", "gogui_py.gui.display", "--size", "9", "katago", "gtp"], "katago"),
        ([sys.executable, "-m", "gogui_py.tools.adapter", "./bin/engine.py"], "engine"),
        (["gogui-display", "--size", "9"], "engine"),
        ([], "engine"),
    ],
)
def test_the_label_is_the_program_behind_the_proxies(argv: list[str], label: str) -> None:
    assert program_label(argv) == label


@pytest.mark.parametrize(
    ("argv", "label"),
    [
        ([sys.executable, "-m", "gogui_py.programs.go"], "go"),
        (["python3", "-m", "gogui_py.programs.othello"], "othello"),
        (["/usr/bin/python3.11", "-u", "-X", "dev", "/bots/my_bot.py", "--fast"], "my_bot"),
        (["python", "-W", "ignore", "--", "bot.py"], "bot"),
        (["pypy3", "-mpkg.engine.__main__"], "engine"),
        (["env", "-i", "OMP_NUM_THREADS=1", "nice", "-n", "5", "python3", "bot.py"], "bot"),
        (["nice", "-10", "/usr/games/gnugo", "--mode", "gtp"], "gnugo"),
        (["uv", "run", "--with", "numpy", "--project=.", "engine.py"], "engine"),
        (["uv", "run", "python", "-m", "mybot"], "mybot"),
        (["gogui-display", "python3 -m gogui_py.programs.go"], "go"),
        (["python3", "-m", "gogui_py.tools.adapter", "--name", "Fuego", "fuego"], "Fuego"),
        (["python3", "-c", "print(1)"], "python3"),
        (["python3"], "python3"),
    ],
)
def test_the_label_sees_through_interpreters_and_launchers(argv: list[str], label: str) -> None:
    assert program_label(argv) == label


def test_quick_matches_label_python_engines_by_script_or_module() -> None:
    options = _quick_parser().parse_args(
        ["--black", "gnugo --mode gtp", "--white", "python3 -m gogui_py.programs.go"]
    )
    assert [c.label for c in quick_config(options).competitors] == ["gnugo", "go"]
    options = _quick_parser().parse_args(["--black", "python a.py", "--white", "python3 b.py"])
    assert [c.label for c in quick_config(options).competitors] == ["a", "b"]


def _value_options(parser: argparse.ArgumentParser) -> set[str]:
    return {
        name
        for action in parser._actions
        if action.option_strings and action.nargs != 0
        for name in action.option_strings
    }


def test_the_proxy_options_are_those_of_the_tools() -> None:
    """The table in labels.py follows the tools' parsers (an option added there that
    takes a value would make its value be taken for the program)."""
    assert _value_options(display_parser()) == PROXY_VALUE_OPTIONS["gogui-display"]
    assert _value_options(adapter_parser()) == PROXY_VALUE_OPTIONS["gogui-adapter"]


def test_quick_matches_label_a_displayed_engine_by_its_program() -> None:
    options = _quick_parser().parse_args(
        ["--black", "gogui-display --size 9 gnugo --mode gtp", "--white", "gnugo --mode gtp"]
    )
    config = quick_config(options)
    assert [c.label for c in config.competitors] == ["gnugo-1", "gnugo-2"]
    assert config.competitors[0].argv[0] == "gogui-display"  # the command is unchanged


GNUGO = ["/usr/games/gnugo", "--mode", "gtp"]


@pytest.mark.parametrize(
    ("programs", "suffixes"),
    [
        # one of each name: nothing appended
        ([("GNU Go 3.8", GNUGO), ("KataGo 1.15", ["katago", "gtp"])], ["", ""]),
        # the option a differing value is given to is shown with it
        (
            [("GNU Go 3.8", [*GNUGO, "--level", "1"]), ("GNU Go 3.8", [*GNUGO, "--level", "5"])],
            [" (--level 1)", " (--level 5)"],
        ),
        # words left out: the shorter command keeps the plain name
        ([("GNU Go 3.8", GNUGO), ("GNU Go 3.8", [*GNUGO, "--chinese-rules"])],
         ["", " (--chinese-rules)"]),
        # paths cut to their file names, also after --option=
        (
            [("KataGo", ["katago", "gtp", "-model", "/nets/b18.bin.gz"]),
             ("KataGo", ["katago", "gtp", "-model", "/nets/b40.bin.gz"]),
             ("KataGo", ["katago", "gtp", "--model=/nets/b6.bin.gz"])],
            [" (-model b18.bin.gz)", " (-model b40.bin.gz)", " (--model=b6.bin.gz)"],
        ),
        # the same command twice: numbered in attach order
        ([("GNU Go 3.8", GNUGO), ("Other", ["x"]), ("GNU Go 3.8", GNUGO)], ["", "", " #2"]),
        # a difference too long to read: numbered
        (
            [("E", ["e", "--config", "a" * 40]), ("E", ["e", "--config", "b" * 40]),
             ("E", ["e", "--config", "c" * 40])],
            ["", " #2", " #3"],
        ),
    ],
)  # fmt: skip
def test_name_suffixes_tell_programs_of_the_same_name_apart(
    programs: list[tuple[str, list[str]]], suffixes: list[str]
) -> None:
    assert name_suffixes(programs) == suffixes
    names = [name + suffix for (name, _), suffix in zip(programs, suffixes, strict=True)]
    assert len(set(names)) == len(names)
