"""gogui_py.go.superko: ko rules by rule-set name, whole-board repetition of a triple ko."""

from __future__ import annotations

import pytest

from gogui_py.go import Board, BoardSize, Color, Move
from gogui_py.go.superko import KoRule, PositionHistory, ko_rule
from gogui_py.go.vertex import from_gtp

SIZE = BoardSize.square(9)

# Three kos on the left of a 9x9 board (rows 1-3, 4-6, 7-9). In each, Black owns
# B(r+2) A(r+1) B(r), White C(r+2) D(r+1) C(r); the ko is a White stone at B(r+1)
# (Black may take it at C(r+1)) or a Black stone at C(r+1) (White takes it at B(r+1)).
# Start: White stones in the lower two kos, a Black stone in the top one.
TRIPLE_KO_BLACK = ("B3", "A2", "B1", "B6", "A5", "B4", "B9", "A8", "B7", "C8")
TRIPLE_KO_WHITE = ("C3", "D2", "C1", "C6", "D5", "C4", "C9", "D8", "C7", "B2", "B5")
TRIPLE_KO_OPENING: tuple[tuple[str, str], ...] = tuple(
    (color, vertex)
    for index in range(len(TRIPLE_KO_WHITE))
    for color, vertex in (
        ("W", TRIPLE_KO_WHITE[index]),
        ("B", TRIPLE_KO_BLACK[index] if index < len(TRIPLE_KO_BLACK) else ""),
    )
    if vertex
)
"""Alternating moves from White to White building the triple ko; Black is to move."""

CYCLE_BLACK = ("C2", "C5", "C8")
CYCLE_WHITE = ("B8", "B2", "B5")
"""One turn of the cycle: B C2, W B8, B C5, W B2, B C8, W B5 (each takes a ko: every
move is legal under simple ko; W B5 recreates the starting position)."""


def move(color: str, vertex: str) -> Move:
    return Move(Color(color), from_gtp(vertex, SIZE))


def triple_ko() -> Board:
    board = Board.empty(SIZE)
    for color, vertex in TRIPLE_KO_OPENING:
        board = board.play(move(color, vertex))
    return board


def cycle_moves() -> list[Move]:
    moves: list[Move] = []
    for black, white in zip(CYCLE_BLACK, CYCLE_WHITE, strict=True):
        moves += [move("B", black), move("W", white)]
    return moves


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        ("chinese", KoRule.POSITIONAL),
        ("Chinese", KoRule.POSITIONAL),
        ("area", KoRule.POSITIONAL),
        ("tromp-taylor", KoRule.POSITIONAL),
        ("Tromp Taylor", KoRule.POSITIONAL),
        ("GOE", KoRule.POSITIONAL),
        ("AGA", KoRule.SITUATIONAL),
        ("New Zealand", KoRule.SITUATIONAL),
        ("new_zealand", KoRule.SITUATIONAL),
        ("japanese", KoRule.SIMPLE),
        ("Korean", KoRule.SIMPLE),
        ("territory", KoRule.SIMPLE),
        ("", KoRule.SIMPLE),
        ("house rules", KoRule.SIMPLE),
    ],
)
def test_ko_rule_of_a_rules_name(rules: str, expected: KoRule) -> None:
    assert ko_rule(rules) is expected


def test_the_triple_ko_is_legal_under_simple_ko_and_returns_to_the_start() -> None:
    start = triple_ko()
    assert start.count(Color.BLACK) == 10 and start.count(Color.WHITE) == 11
    board = start
    for played in cycle_moves():
        assert board.is_legal(played), played
        board = board.play(played)
        assert len(board.captured_last) == 1  # each move takes a ko
    assert board.cells == start.cells


@pytest.mark.parametrize("rule", [KoRule.POSITIONAL, KoRule.SITUATIONAL])
def test_superko_forbids_only_the_move_that_recreates_the_start(rule: KoRule) -> None:
    board = triple_ko()
    history = PositionHistory(rule, board, Color.BLACK)
    verdicts = []
    for played in cycle_moves():
        after = board.play(played)
        verdicts.append(history.repeats(after, played.color))
        board = after
        history.add(board, played.color.opponent)
    assert verdicts == [False] * 5 + [True]  # W B5, the sixth move


def test_simple_ko_counts_the_cycle() -> None:
    board = triple_ko()
    history = PositionHistory(KoRule.SIMPLE, board, Color.BLACK)
    counts = []
    for played in cycle_moves() * 2:
        after = board.play(played)
        assert not history.repeats(after, played.color)
        board = after
        counts.append(history.add(board, played.color.opponent))
    assert counts == [1] * 5 + [2] + [2] * 5 + [3]
    assert history.occurrences(triple_ko(), Color.BLACK) == 3
    assert history.occurrences(triple_ko(), Color.WHITE) == 0


def test_positional_and_situational_differ_on_the_player_to_move() -> None:
    start = triple_ko()
    after_black = start.play(move("B", "C2"))  # White to move on it
    positional = PositionHistory(KoRule.POSITIONAL, start, Color.BLACK)
    situational = PositionHistory(KoRule.SITUATIONAL, start, Color.BLACK)
    for history in (positional, situational):
        history.add(after_black, Color.WHITE)
    # A White move giving the same stones leaves Black to move: a new situation.
    assert positional.repeats(after_black, Color.WHITE)
    assert not situational.repeats(after_black, Color.WHITE)
    assert situational.repeats(after_black, Color.BLACK)


def test_a_pass_repeats_the_stones_but_adds_a_situation() -> None:
    start = triple_ko()
    history = PositionHistory(KoRule.SITUATIONAL, start, Color.BLACK)
    assert history.add(start.play(Move(Color.BLACK, None)), Color.WHITE) == 1
    assert history.occurrences(start, Color.WHITE) == 1
