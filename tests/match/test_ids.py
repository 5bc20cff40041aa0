"""Game ids as ringmaster makes them (match-runner.md "Games and ids")."""

from __future__ import annotations

import pytest

from gogui_py.match.config import Pairing
from gogui_py.match.ids import competitor_letter, game_id, number_width, pair_id, split_game_id


@pytest.mark.parametrize(
    ("total", "number", "expected"),
    [
        (1, 0, "0_0"),
        (10, 0, "0_0"),
        (10, 9, "0_9"),
        (11, 0, "0_00"),
        (1000, 0, "0_000"),
        (1000, 999, "0_999"),
        (1001, 7, "0_0007"),
        (None, 12, "0_12"),
    ],
)
def test_playoff_ids_pad_to_the_last_number(total: int | None, number: int, expected: str) -> None:
    assert game_id("0", number, total) == expected


def test_all_play_all_ids_use_letters() -> None:
    assert pair_id(0, 1) == "AvB"
    assert pair_id(2, 25) == "CvZ"
    assert game_id(pair_id(0, 1), 0, 4) == "AvB_0"
    with pytest.raises(ValueError, match="at most 26"):
        competitor_letter(26)


def test_pairing_ids_and_round_trip() -> None:
    ids = Pairing("x", "a", "b", 12).game_ids()
    assert ids[0] == "x_00" and ids[-1] == "x_11"
    assert split_game_id("AvB_07") == ("AvB", 7)
    assert number_width(100) == 2
    with pytest.raises(ValueError):
        game_id("0", 10, 10)
    with pytest.raises(ValueError):
        split_game_id("nonumber")
