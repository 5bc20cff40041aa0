"""Which typed commands change the engine state; splitting a typed line."""

from __future__ import annotations

import pytest

from gogui_py.gui.shell.commands import changes_state, command_name, split_command_line


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("play b D4", True),
        ("play white pass", True),
        ("undo", True),
        ("boardsize 19", True),
        ("clear_board", True),
        ("komi 6.5", True),
        ("fixed_handicap 4", True),
        ("place_free_handicap 3", True),
        ("set_free_handicap D4 Q16", True),
        ("loadsgf game.sgf 12", True),
        ("gg-undo 2", True),
        ("gogui-play_sequence b D4 w Q16", True),
        ("gogui-setup b D4 w Q16", True),
        ("gogui-setup_player w", True),
        ("genmove b", True),
        ("kgs-genmove_cleanup w", True),
        ("time_settings 300 30 5", True),
        ("kgs-time_settings byoyomi 300 30 5", True),
        ("gomill-genmove_ex b claim", True),
        ("12 play b D4", True),  # with an id
        ("  play   b D4  ", True),  # surrounding blanks
        ("PLAY b D4", True),  # case-insensitive: better a warning too many
        ("reg_genmove b", False),  # generates without playing
        ("name", False),
        ("version", False),
        ("list_commands", False),
        ("showboard", False),
        ("final_score", False),
        ("final_status_list dead", False),
        ("estimate_score", False),
        ("gomill-explain_last_move", False),
        ("gogui-analyze_commands", False),
        ("time_left b 30 0", False),  # sent again before every genmove anyway
        ("player", False),  # a prefix of play is another command
        ("playground", False),
        ("# play b D4", False),  # a comment
        ("", False),
        ("   ", False),
        ("42", False),  # an id alone
    ],
)
def test_changes_state_table(line: str, expected: bool) -> None:
    assert changes_state(line) is expected


def test_split_command_line_drops_the_id_and_keeps_case() -> None:
    assert split_command_line("7 Play b\tD4") == ("Play", ["b", "D4"])
    assert split_command_line("name") == ("name", [])


@pytest.mark.parametrize("line", ["", "  ", "12", "# a comment", "3 #x"])
def test_split_command_line_refuses_non_commands(line: str) -> None:
    with pytest.raises(ValueError, match=r"empty|comment"):
        split_command_line(line)


def test_command_name() -> None:
    assert command_name("3 gg-undo 2") == "gg-undo"
    assert command_name("#") == ""
