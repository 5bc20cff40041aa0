"""The referee's ko rule in real games: superko forfeits, no-result cycles (game.py "Ko").

Both engines are tests/match/move_list_engine.py run as subprocesses, starting from a
triple ko built by the game's opening moves (tests/go/test_superko.py): Black takes
C2, C5, C8 in turn, White B8, B2, B5. White's B5 is legal under simple ko but
recreates the starting position.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from gogui_py.go import BoardSize
from gogui_py.go.vertex import from_gtp
from gogui_py.match.game import CYCLE_REPEATS, GameOutcome, GameTask
from gogui_py.match.play import play_game
from gogui_py.match.player import EngineSpec
from tests.go.test_superko import CYCLE_BLACK, CYCLE_WHITE, TRIPLE_KO_OPENING
from tests.match.conftest import fake

ENGINE = Path(__file__).resolve().parent / "move_list_engine.py"


def move_list(label: str, *vertices: str) -> EngineSpec:
    return EngineSpec(label, (sys.executable, str(ENGINE), *vertices))


def opening() -> tuple[tuple[str, tuple[int, int] | None], ...]:
    size = BoardSize.square(9)
    result = []
    for color, vertex in TRIPLE_KO_OPENING:
        point = from_gtp(vertex, size)
        result.append((color, None if point is None else (point.x, point.y)))
    return tuple(result)


def triple_ko_game(rules: str, **changes: object) -> GameOutcome:
    task = GameTask(
        "0_0",
        "0",
        0,
        move_list("b", *CYCLE_BLACK),
        move_list("w", *CYCLE_WHITE),
        size=9,
        komi=6.5,
        rules=rules,
        opening=opening(),
        command_timeout=10.0,
        move_timeout=10.0,
        close_timeout=2.0,
    )
    return play_game(dataclasses.replace(task, **changes))  # type: ignore[arg-type]


OPENING_MOVES = len(TRIPLE_KO_OPENING)


@pytest.mark.parametrize(
    ("rules", "name"),
    [("chinese", "positional superko"), ("New Zealand", "situational superko")],
)
def test_a_move_repeating_a_position_forfeits_under_superko(rules: str, name: str) -> None:
    outcome = triple_ko_game(rules)
    assert (outcome.void, outcome.result, outcome.winner) == (False, "B+F", "b")
    assert outcome.reason == f"w (white) forfeits: illegal move B5 ({name})"
    assert outcome.moves == OPENING_MOVES + 5  # the forfeited sixth move is not recorded
    assert "RE[B+F]" in outcome.sgf and f"illegal move B5 ({name})" in outcome.sgf


def test_a_cycle_has_no_result_under_japanese_rules() -> None:
    outcome = triple_ko_game("japanese")
    assert (outcome.void, outcome.result, outcome.winner) == (False, "Void", None)
    assert "no result" in outcome.reason and f"occurred {CYCLE_REPEATS} times" in outcome.reason
    # The start recurs after every sixth move: the third time after twelve moves.
    assert outcome.moves == OPENING_MOVES + 6 * (CYCLE_REPEATS - 1)
    assert "RE[Void]" in outcome.sgf and "RU[japanese]" in outcome.sgf


def test_the_cycle_runs_to_the_move_limit_when_it_comes_first() -> None:
    outcome = triple_ko_game("japanese", move_limit=OPENING_MOVES + 8)
    assert (outcome.result, outcome.moves) == ("Void", OPENING_MOVES + 8)
    assert "move limit" in outcome.reason


def test_ordinary_games_are_unchanged_under_superko() -> None:
    outcome = play_game(
        GameTask("0_0", "0", 0, fake("a"), fake("b"), size=9, komi=6.5, rules="tromp-taylor")
    )
    assert not outcome.void and outcome.result.startswith(("B+", "W+"))
    assert outcome.moves == 8  # 6 stones then two passes (test_game.py)


def test_an_opening_breaking_superko_voids_the_game() -> None:
    size = BoardSize.square(9)
    cycle = []
    for black, white in zip(CYCLE_BLACK, CYCLE_WHITE, strict=True):
        for color, vertex in (("B", black), ("W", white)):
            point = from_gtp(vertex, size)
            assert point is not None
            cycle.append((color, (point.x, point.y)))
    japanese = triple_ko_game("japanese", opening=opening() + tuple(cycle), move_limit=40)
    assert not japanese.void  # legal under simple ko: the engines play on
    chinese = triple_ko_game("chinese", opening=opening() + tuple(cycle))
    assert chinese.void and "illegal opening move" in chinese.reason
    assert "positional superko" in chinese.reason
