"""Where a ``.tst`` file splits for a parallel run, and what each segment needs first
(gogui_py/regress/segments.py; docs/regress.md "Running in parallel")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gogui_py.regress.model import Position, RegressTest
from gogui_py.regress.segments import Segment, catch_up, split
from gogui_py.regress.suite import parse_text, read_suite
from tests.conftest import corpus_dir


def cut(
    text: str, *, select: Callable[[RegressTest], bool] | None = None, setup: tuple[str, ...] = ()
) -> list[Segment]:
    return split(parse_text(text, "t.tst"), 0, select=select, setup=setup)


def commands(segment: Segment) -> list[str]:
    return [line.command for line in segment.lines]


def test_a_segment_starts_at_each_loadsgf_and_empty_ones_join_the_next() -> None:
    segments = cut(
        "komi 5.5\nloadsgf a.sgf\n1 reg_genmove b\nloadsgf b.sgf\n"
        "loadsgf c.sgf 20\n2 reg_genmove w\nlevel 3\nloadsgf d.sgf\n"
    )
    assert [commands(s) for s in segments] == [
        ["komi 5.5", "loadsgf a.sgf", "reg_genmove b"],
        ["loadsgf b.sgf", "loadsgf c.sgf 20", "reg_genmove w", "level 3", "loadsgf d.sgf"],
    ]
    assert [s.prefix for s in segments] == [(), ("komi 5.5",)]
    assert [(s.settings_before, s.settings_after) for s in segments] == [(0, 1), (1, 2)]
    assert [s.tests for s in segments] == [1, 1]
    assert [(s.file, s.index) for s in segments] == [(0, 0), (0, 1)]


def test_boardsize_and_clear_board_start_segments_and_clear_board_keeps_the_size() -> None:
    segments = cut(
        "boardsize 9\nclear_board\nplay b E5\n1 genmove w\n"
        "clear_board\nfixed_handicap 2\n2 reg_genmove w\n"
        "boardsize 13\n3 reg_genmove b\n"
    )
    assert [commands(s)[0] for s in segments] == ["boardsize 9", "clear_board", "boardsize 13"]
    assert [s.prefix for s in segments] == [(), ("boardsize 9",), ()]


def test_a_numbered_board_command_keeps_the_tests_after_it_together() -> None:
    """Rule 2: numbered commands never start a segment; a clear_board after a numbered
    boardsize keeps that size, so it does not start one either."""
    segments = cut(
        "loadsgf a.sgf\n1 play b C3\n2 reg_genmove w\n3 undo\n4 reg_genmove b\n"
        "5 boardsize 13\nclear_board\n6 reg_genmove b\n"
        "7 loadsgf b.sgf\n8 reg_genmove w\n"
        "boardsize 9\nclear_board\n9 reg_genmove b\n"
    )
    assert [[line.test.number for line in s.lines if line.test] for s in segments] == [
        [1, 2, 3, 4, 5, 6, 7, 8],
        [9],
    ]


def test_settings_before_a_segment_reach_it_numbered_komi_included() -> None:
    segments = cut(
        "level 1\nloadsgf a.sgf\n1 komi 7.5\n2 final_score\nset_random_seed 4\n"
        "loadsgf b.sgf\n3 final_score\nshowboard\nloadsgf c.sgf\n4 final_score\n",
        setup=("time_settings 0 1 1",),
    )
    assert [s.prefix for s in segments] == [
        ("time_settings 0 1 1",),
        ("time_settings 0 1 1", "level 1", "komi 7.5", "set_random_seed 4"),
        ("time_settings 0 1 1", "level 1", "komi 7.5", "set_random_seed 4"),
    ]
    assert [s.settings_after for s in segments] == [4, 4, 4]


def test_an_engine_that_ran_earlier_segments_gets_only_what_it_has_not_had() -> None:
    segments = cut(
        "komi 1\nboardsize 9\nclear_board\n1 reg_genmove b\nkomi 2\n"
        "clear_board\n2 reg_genmove b\nlevel 5\nclear_board\n3 reg_genmove b\n"
    )
    assert [s.prefix for s in segments] == [
        (),
        ("komi 1", "boardsize 9", "komi 2"),
        ("komi 1", "boardsize 9", "komi 2", "level 5"),
    ]
    assert catch_up(segments[1], segments[0].settings_after) == ["boardsize 9"]
    assert catch_up(segments[2], segments[0].settings_after) == ["boardsize 9", "level 5"]
    assert catch_up(segments[2], 0) == list(segments[2].prefix)


def test_the_position_before_a_segment() -> None:
    segments = cut("loadsgf a.sgf 10\nplay b C3\n1 attack C3\nclear_board\n2 attack C3\n")
    assert [s.prefix for s in segments] == [(), ("loadsgf a.sgf 10",)]
    assert segments[1].position == Position("a.sgf", 10, ("play b C3",))
    assert segments[0].position is None


def test_tests_not_selected_do_not_make_a_segment() -> None:
    text = "".join(f"loadsgf s{n}.sgf\n{n} final_score\n" for n in range(1, 7))

    def even(test: RegressTest) -> bool:
        return test.number % 2 == 0

    segments = cut(text, select=even)
    assert [s.tests for s in segments] == [1, 1, 1]
    assert [commands(s)[0] for s in segments] == [
        "loadsgf s1.sgf",
        "loadsgf s3.sgf",
        "loadsgf s5.sgf",
    ]
    nothing = cut(text, select=lambda test: False)
    assert len(nothing) == 1 and list(nothing[0].lines) == parse_text(text, "t.tst").lines


def test_an_empty_file_has_no_segment() -> None:
    assert cut("# nothing\n") == []


@pytest.mark.parametrize(
    ("name", "count"), [("joseki.tst", 7), ("tactics.tst", 5), ("score.tst", 29)]
)
def test_the_corpus_splits_at_every_loadsgf(name: str, count: int) -> None:
    suite = read_suite(corpus_dir("regress") / name)
    segments = split(suite, 0)
    assert len(segments) == count
    assert [line for s in segments for line in s.lines] == suite.lines
    assert all(s.tests == 1 and s.prefix == () for s in segments)
