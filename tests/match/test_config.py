"""The match file: defaults, pairings, and clear errors (gogui_py.match.config)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gogui_py.match.config import ConfigError, load_config
from tests.match.conftest import fake_argv, write_match

TWO = [("a", fake_argv()), ("b", fake_argv("--pass-after", "2"))]


def test_defaults_make_one_playoff_pairing(tmp_path: Path) -> None:
    config = load_config(write_match(tmp_path, "board_size = 9\ngames = 3", TWO))
    assert config.name == "m"
    assert config.board_size == 9 and config.komi == 7.5 and config.alternate
    assert [(p.id, p.first, p.second, p.games) for p in config.pairings] == [("0", "a", "b", 3)]
    assert config.pairings[0].game_ids() == ["0_0", "0_1", "0_2"]
    assert config.competitor("b").argv[-1] == "2"
    assert config.time is None and config.scorer == "players"


def test_all_play_all_pairs_everyone(tmp_path: Path) -> None:
    three = [*TWO, ("c", fake_argv())]
    config = load_config(write_match(tmp_path, 'tournament = "allplayall"\ngames = 2', three))
    assert [p.id for p in config.pairings] == ["AvB", "AvC", "BvC"]
    assert config.pairings[2].game_ids() == ["BvC_0", "BvC_1"]
    assert config.total_games == 6


def test_matchups_time_and_command_strings(tmp_path: Path) -> None:
    body = """
games = 4
[time]
main = 10
overtime = "byoyomi"
period = 2
periods = 3
[[matchups]]
id = "lv"
player_1 = "b"
player_2 = "a"
games = 20
"""
    path = write_match(tmp_path, body, TWO)
    path.write_text(
        path.read_text()
        + '[[competitors]]\nlabel = "g"\ncommand = "gnugo --mode gtp --level 0"\n'
        + 'startup = ["level 1"]\n'
    )
    config = load_config(path)
    assert config.pairings[0].game_ids()[-1] == "lv_19"
    assert config.competitor("g").argv == ("gnugo", "--mode", "gtp", "--level", "0")
    assert config.competitor("g").startup == ("level 1",)
    assert config.time is not None and config.time.periods == 3 and config.time.stones == 0


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("colour = 1", "unknown key 'colour'"),
        ("board_size = 40", "board_size: 40 is out of range"),
        ('komi = "6.5"', "komi: expected a number"),
        ("games = 0", "games: 0 is out of range"),
        ('scorer = "referee"', "scorer: 'referee' is not one of players, internal"),
        ("handicap = 1", "handicap: 1 stone"),
        ("board_size = 7\nhandicap = 5", "handicap: a fixed handicap on 7x7 is 2 to 4 stones"),
        ("board_size = 8\nhandicap = 5", "handicap: a fixed handicap on 8x8 is 2 to 4 stones"),
        ("board_size = 5\nhandicap = 2", "handicap: no fixed handicap placement on 5x5"),
        ("[time]\nmain = 0", "time.main: absolute time needs main > 0"),
        ('[time]\noverride = "x"\nmain = 1', "time.override: unknown key"),
        ('[[matchups]]\nplayer_1 = "a"\nplayer_2 = "z"', "matchups[0].player_2: no competitor"),
        ('[[matchups]]\nplayer_1 = "a"\nplayer_2 = "a"', "cannot play itself"),
        ('openings = ["missing.sgf"]', "openings: no such file"),
    ],
)
def test_errors_name_the_key(tmp_path: Path, body: str, message: str) -> None:
    path = write_match(tmp_path, body, TWO)
    with pytest.raises(ConfigError, match="m.toml: .*" + re.escape(message)):
        load_config(path)


def test_competitor_errors(tmp_path: Path) -> None:
    same = [("a", fake_argv()), ("a", fake_argv())]
    with pytest.raises(ConfigError, match=r"competitors\[1\].label: 'a' is used twice"):
        load_config(write_match(tmp_path, "", same))
    with pytest.raises(ConfigError, match="a playoff needs two competitors"):
        load_config(write_match(tmp_path, "", same[:1]))
    with pytest.raises(ConfigError, match="competitors: expected at least one"):
        load_config(write_match(tmp_path, "", []))
    path = tmp_path / "bad.toml"
    path.write_text('[[competitors]]\nlabel = "x"\ncommand = ""\n')
    with pytest.raises(ConfigError, match=r"competitors\[0\].command: empty command"):
        load_config(path)


def test_file_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the match file"):
        load_config(tmp_path / "absent.toml")
    path = tmp_path / "syntax.toml"
    path.write_text("games = = 2\n")
    with pytest.raises(ConfigError, match=r"syntax\.toml: TOML syntax error"):
        load_config(path)


def test_a_handicap_match_refuses_an_opening_black_starts(tmp_path: Path) -> None:
    black_first = tmp_path / "black.sgf"
    black_first.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cd];B[fg])")
    setup_first = tmp_path / "setup.sgf"
    setup_first.write_text("(;GM[1]FF[4]SZ[9]AB[cg][gc];W[cd])")  # stones as Black moves
    white_first = tmp_path / "white.sgf"
    white_first.write_text("(;GM[1]FF[4]SZ[9];W[cd];B[ee])")
    for opening in (black_first, setup_first):
        body = f'board_size = 9\nhandicap = 2\nopenings = ["{opening}"]'
        with pytest.raises(ConfigError) as error:
            load_config(write_match(tmp_path, body, TWO))
        assert str(error.value) == (
            f"{tmp_path / 'm.toml'}: openings: {opening} starts with a Black move (or Black "
            "setup stones), but with handicap = 2 White moves first after the handicap stones"
        )
        even = load_config(write_match(tmp_path, f'board_size = 9\nopenings = ["{opening}"]', TWO))
        assert even.openings == (str(opening),)  # without a handicap it fits
    body = f'board_size = 9\nhandicap = 2\nopenings = ["{white_first}"]'
    assert load_config(write_match(tmp_path, body, TWO)).handicap == 2
