"""gogui-adapter's --gtpfile, --log and --config (and gogui_py/tools/config_file.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gogui_py.gtp import find_gnugo
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.tools.adapter import parse_options
from gogui_py.tools.config_file import ConfigError, expand_config

ROOT = Path(__file__).resolve().parents[2]
MINIMAL = f"{sys.executable} {ROOT / 'tests' / 'engines' / 'minimal_engine.py'}"


def adapter(*flags: str, engine: str = MINIMAL) -> GtpClient:
    argv = [sys.executable, "-m", "gogui_py.tools.adapter", *flags, engine]
    return GtpClient(argv, cwd=str(ROOT), timeout=30.0)


def test_gtpfile_reaches_the_engine_when_it_starts(tmp_path: Path) -> None:
    gnugo = find_gnugo()
    if gnugo is None:
        pytest.fail("GNU Go not found: install it as the README's test set-up does")
    commands = tmp_path / "start.gtp"
    commands.write_text("# settings for the engine\n\nset_random_seed 4242\n")
    with adapter("--gtpfile", str(commands), engine=f"{gnugo} --mode gtp --level 0") as gtp:
        assert gtp.send("get_random_seed") == "4242"
    with adapter(engine=f"{gnugo} --mode gtp --level 0") as gtp:
        assert gtp.send("get_random_seed") != "4242"


def test_a_refused_gtpfile_command_is_an_error(tmp_path: Path) -> None:
    commands = tmp_path / "bad.gtp"
    commands.write_text("no_such_command\n")
    with (
        adapter("--gtpfile", str(commands)) as gtp,
        pytest.raises(GtpFailure, match="gtpfile: no_such_command"),
    ):
        gtp.send("genmove", "b")


def test_log_holds_the_gtp_stream(tmp_path: Path) -> None:
    log = tmp_path / "adapter.log"
    with adapter("--log", str(log)) as gtp:
        gtp.send("boardsize", "9")
        gtp.send("play", "b", "e5")
        move = gtp.send("genmove", "w")
    text = log.read_text()
    # the commands as received (with the client's ids), each followed by its answer
    assert "boardsize 9\n=1 \n\n" in text and "play b e5\n=2 \n\n" in text
    assert f"genmove w\n=3 {move}\n\n" in text and text.endswith("quit\n=4 \n\n")


def test_config_file_options(tmp_path: Path) -> None:
    config = tmp_path / "adapter.conf"
    config.write_text('# my adapter\n--name "Bot Name:2.0"\n\n--size 9\n--lowercase\n')
    options = parse_options(["--config", str(config), MINIMAL])
    assert options.name == "Bot Name:2.0" and options.size == 9 and options.lowercase
    later = parse_options(["--config", str(config), "--size", "13", MINIMAL])
    assert later.size == 13  # the command line after --config wins
    with adapter("--config", str(config)) as gtp:
        assert gtp.name_and_version() == ("Bot Name", "2.0")


def test_expand_config_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        expand_config(["--config", str(tmp_path / "missing")])
    with pytest.raises(ConfigError, match="needs a file"):
        expand_config(["--config"])
    loop = tmp_path / "loop.conf"
    loop.write_text(f"--config {loop}\n")
    with pytest.raises(ConfigError, match="inside a config file"):
        expand_config([f"--config={loop}"])
    assert expand_config(["a", "--", "--config", "x"]) == ["a", "--", "--config", "x"]
    with pytest.raises(SystemExit):
        parse_options(["--gtpfile", str(tmp_path / "missing"), MINIMAL])
