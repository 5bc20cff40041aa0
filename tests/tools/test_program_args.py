"""The engine's command line of gogui-server, -adapter, -display and -terminal: every
word from the first positional on is the engine's, in three forms (bare words, one
quoted string as in GoGui, after ``--``), as parsed and as real processes run it."""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from gogui_py.gtp.client import GtpClient
from gogui_py.tools import adapter, gtp_server, terminal
from gogui_py.tools.program_args import parse_with_program
from tests.gtp.tcp_helpers import Served
from tests.tools.pipes import run_tool

ROOT = Path(__file__).resolve().parents[2]
MINIMAL = str(ROOT / "tests" / "engines" / "minimal_engine.py")
ENGINE = [sys.executable, MINIMAL, "--estimate", "W+40"]  # an option no tool has
QUOTED = f"{sys.executable} {MINIMAL} --estimate W+40"
FORMS = {"bare": ENGINE, "quoted": [QUOTED], "dashes": ["--", *ENGINE]}


def _display_parser() -> argparse.ArgumentParser:
    from gogui_py.gui.display import app

    return app._parser()


PARSERS: dict[str, Callable[[], argparse.ArgumentParser]] = {
    "gogui-server": gtp_server._parser,
    "gogui-adapter": adapter._parser,
    "gogui-display": _display_parser,
    "gogui-terminal": terminal._parser,
}
OPTION = {
    "gogui-server": ["--port", "5"],
    "gogui-adapter": ["--size", "9"],
    "gogui-display": ["--size", "9"],
    "gogui-terminal": ["--size", "9"],
}


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("tool", PARSERS)
def test_every_form_gives_the_engine_its_words(tool: str, form: str) -> None:
    args = parse_with_program(PARSERS[tool](), [*OPTION[tool], *FORMS[form]])
    assert args.program == ENGINE
    assert str(getattr(args, OPTION[tool][0][2:])) == OPTION[tool][1]


@pytest.mark.parametrize("tool", PARSERS)
def test_options_after_a_quoted_command_line_stay_the_tools(tool: str) -> None:
    args = parse_with_program(PARSERS[tool](), [QUOTED, *OPTION[tool]])
    assert args.program == ENGINE
    assert str(getattr(args, OPTION[tool][0][2:])) == OPTION[tool][1]


def test_a_missing_program_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_with_program(gtp_server._parser(), ["--port", "5"])
    assert exit_info.value.code == 2
    assert "PROGRAM" in capsys.readouterr().err


@pytest.mark.parametrize("tool", PARSERS)
def test_help_tells_the_three_forms(tool: str) -> None:
    text = PARSERS[tool]().format_help()
    assert "PROGRAM [ARG ...]" in text
    assert "-- gnugo --mode gtp" in " ".join(text.split())


def _estimate_known(client: GtpClient) -> None:
    assert client.send("known_command", "estimate_score") == "true"


@pytest.mark.parametrize("form", FORMS)
def test_server_runs_each_form(form: str) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "gogui_py.tools.gtp_server", "--port", "0", *FORMS[form]],
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline().decode()
        assert "listening on" in line, line
        served = Served(process, int(line.rsplit(":", 1)[1]))
        with GtpClient([served.url], timeout=30.0) as client:
            _estimate_known(client)
    finally:
        process.terminate()
        process.wait(timeout=30)
        assert process.stdout is not None
        process.stdout.close()


@pytest.fixture(params=list(FORMS))
def form(request: pytest.FixtureRequest) -> Iterator[str]:
    yield str(request.param)


@pytest.mark.parametrize(
    "module", ["gogui_py.tools.adapter", "gogui_py.gui.display.app"], ids=["adapter", "display"]
)
def test_proxies_run_each_form(module: str, form: str) -> None:
    flags = ["--no-window"] if module.endswith("app") else []
    argv = [sys.executable, "-m", module, *flags, "--size", "9", *FORMS[form]]
    with GtpClient(argv, cwd=str(ROOT), timeout=30.0) as client:
        _estimate_known(client)


def test_terminal_runs_each_form(form: str) -> None:
    args = ["--size", "9", *FORMS[form]]
    done = run_tool("gogui_py.tools.terminal", args, "estimate_score\nquit\n")
    assert "= W+40" in done.stdout
