"""The default label of a competitor: the program behind gogui-display/gogui-adapter."""

from __future__ import annotations

import argparse
import sys

import pytest

from gogui_py.gui.display.app import _parser as display_parser
from gogui_py.match.cli import _quick_parser, quick_config
from gogui_py.match.labels import PROXY_VALUE_OPTIONS, program_label
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
        ([sys.executable, "-m", "gogui_py.programs.go"], "python3"),
        (["gogui-display", "--size", "9"], "engine"),
        ([], "engine"),
    ],
)
def test_the_label_is_the_program_behind_the_proxies(argv: list[str], label: str) -> None:
    if label == "python3":
        label = program_label([sys.executable])  # not a proxy: the interpreter's name
    assert program_label(argv) == label


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
