"""A test's position replayed with our own core (position.py), checked against GNU Go."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui_py.go import Board, BoardSize, Color, Move, Point, from_diagram, to_diagram
from gogui_py.gtp import GtpClient
from gogui_py.regress.expect import parse_expectation
from gogui_py.regress.model import Outcome, Position, RegressTest, TestResult
from gogui_py.regress.position import (
    ANSWER_COLOR,
    CELL,
    EXPECTED_COLOR,
    REFUSED_COLOR,
    PositionError,
    board_at,
    board_svg,
    result_svg,
)
from gogui_py.regress.suite import parse_suite
from tests.conftest import corpus_dir
from tests.regress.conftest import gnugo_regress_argv

RECORD = "(;SZ[5]AB[aa];B[bb];W[cc];B[dd];W[ee];B[])"
"""Setup, then moves 1 (B B4) to 5 (B pass)."""


def diagram(position: Position, folder: Path) -> str:
    return to_diagram(board_at(position, folder).board)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "r.sgf").write_text(RECORD)
    return tmp_path


def test_loadsgf_stops_before_the_numbered_move(folder: Path) -> None:
    """GNU Go's loadsgf N: moves 1 to N-1 are played (setup always)."""
    assert diagram(Position("r.sgf", 1), folder) == to_diagram(
        from_diagram("X . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .")
    )
    assert diagram(Position("r.sgf", 3), folder) == to_diagram(
        from_diagram("X . . . .\n. X . . .\n. . O . .\n. . . . .\n. . . . .")
    )
    whole = diagram(Position("r.sgf", None), folder)
    assert whole == diagram(Position("r.sgf", 99), folder)
    assert whole.count("X") == 3 and whole.count("O") == 2


def test_loadsgf_with_a_vertex_stops_before_the_first_move_there(folder: Path) -> None:
    # dd is D2 on 5x5: moves 1 and 2 played
    assert diagram(Position("r.sgf", None, (), "D2"), folder) == diagram(
        Position("r.sgf", 3), folder
    )


def test_board_commands_after_the_record(folder: Path) -> None:
    moved = board_at(Position("r.sgf", 2, ("play w E1", "black A5", "undo")), folder)
    assert moved.board.get(Point(4, 4)) is Color.WHITE
    assert moved.board.get(Point(0, 0)) is Color.BLACK  # the setup stone, A5 was undone
    assert moved.notes == ()
    cleared = board_at(Position("r.sgf", None, ("clear_board", "play b C3")), folder).board
    assert [p for p, _ in cleared.stones()] == [Point(2, 2)]
    resized = board_at(Position("r.sgf", None, ("boardsize 9", "fixed_handicap 2")), folder).board
    assert resized.size == BoardSize(9, 9) and resized.count(Color.BLACK) == 2
    free = board_at(Position("r.sgf", None, ("clear_board", "set_free_handicap A1 B2")), folder)
    assert free.board.count(Color.BLACK) == 2


def test_commands_that_cannot_be_drawn_are_noted(folder: Path) -> None:
    drawn = board_at(Position("r.sgf", None, ("genmove b", "play b Z9", "gg-undo 9")), folder)
    assert len(drawn.notes) == 2
    assert drawn.notes[0].startswith("genmove b: not drawn")
    assert drawn.notes[1].startswith("play b Z9:")


def test_a_missing_record(tmp_path: Path) -> None:
    with pytest.raises(PositionError, match=r"cannot read nothing\.sgf"):
        board_at(Position("nothing.sgf", None), tmp_path)


def _elements(svg: str, tag: str, **attributes: str) -> list[ET.Element]:
    """The ``tag`` elements of ``svg`` (well-formed XML) whose attributes match."""
    root = ET.fromstring(svg)
    return [
        e
        for e in root.iter(f"{{http://www.w3.org/2000/svg}}{tag}")
        if all(e.get(k.replace("_", "-")) == v for k, v in attributes.items())
    ]


def _texts(svg: str, **attributes: str) -> list[str]:
    return [e.text or "" for e in _elements(svg, "text", **attributes)]


def test_the_image_marks_expected_refused_and_answered_points() -> None:
    board = Board.empty(BoardSize(9, 9)).play(Move(Color.BLACK, Point(2, 6)))
    svg = board_svg(board, expected=["C3", "Z99"], refused=["D4"], answered=["E5"], title="t <1>")
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg") and root.get("width") == str(4 * CELL + CELL * 8)
    # one stone, C3 (x 2, y 6), under a green square; Z99 is off the board
    assert len(_elements(svg, "circle", fill="#111")) == 1
    assert not _elements(svg, "circle", fill="#fafafa")
    (square,) = _elements(svg, "rect", stroke=EXPECTED_COLOR)
    side = float(square.get("width", "0"))
    centre = (float(square.get("x", "0")) + side / 2, float(square.get("y", "0")) + side / 2)
    assert centre == (2 * CELL + 2 * CELL, 2 * CELL + 6 * CELL)
    # a red cross on D4 (x 3, y 5), the answer's "A" on E5 (x 4, y 4)
    (cross,) = _elements(svg, "path", stroke=REFUSED_COLOR)
    assert cross.get("d", "").startswith(f"M{5 * CELL - CELL / 4:.1f},{7 * CELL - CELL / 4:.1f}")
    (answer,) = _elements(svg, "text", fill=ANSWER_COLOR, x=str(6 * CELL))
    assert answer.text == "A"
    assert _texts(svg, text_anchor="start") == [
        "expected: C3 Z99",
        "not expected: D4",
        "answer: E5",
    ]
    assert _texts(svg, text_anchor="start", fill=REFUSED_COLOR) == ["not expected: D4"]
    assert "<title>t &lt;1&gt;</title>" in svg


def test_result_image_of_a_negated_expectation(folder: Path) -> None:
    test = RegressTest(
        str(folder / "t.tst"),
        1,
        "reg_genmove w",
        parse_expectation(" [!B4]"),
        1,
        (),
        Position("r.sgf", 3),
    )
    svg = result_svg(TestResult(test, Outcome.FAIL, "B4", 0.1), folder)
    assert "not expected: B4" in svg and "answer: B4" in svg
    # moves 1 and 2 played, setup included: two black stones and a white one
    assert len(_elements(svg, "circle", fill="#111")) == 2
    assert len(_elements(svg, "circle", fill="#fafafa")) == 1
    # B4 holds a black stone: the cross and the "A" are both drawn on it
    assert len(_elements(svg, "path", stroke=REFUSED_COLOR)) == 1
    assert [e.text for e in _elements(svg, "text", fill=ANSWER_COLOR)] == ["A", "answer: B4"]
    failed = result_svg(TestResult(test, Outcome.FAIL, "? unknown command", 0.1), folder)
    assert "answer:" not in failed
    with pytest.raises(PositionError):
        result_svg(TestResult(RegressTest("t.tst", 2, "x", None, 1), Outcome.PASS, "", 0.1), folder)


def _showboard_stones(text: str) -> tuple[int, dict[Point, Color]]:
    rows = [line.split() for line in text.splitlines() if line.strip()[:1].isdigit()]
    size = len(rows)
    stones: dict[Point, Color] = {}
    for words in rows:
        row = int(words[0])
        for x, cell in enumerate(words[1 : size + 1]):
            if cell in ("X", "O"):
                stones[Point(x, size - row)] = Color.BLACK if cell == "X" else Color.WHITE
    return size, stones


@pytest.mark.gnugo
def test_every_corpus_position_is_the_one_gnu_go_loads() -> None:
    """loadsgf FILE N in GNU Go 3.8 (showboard) == our replay, for all 41 corpus tests."""
    folder = corpus_dir("regress")
    with GtpClient(gnugo_regress_argv(), cwd=str(folder)) as gnugo:
        for name in ("joseki", "tactics", "score"):
            for test in parse_suite(folder / f"{name}.tst"):
                position = test.position
                assert position is not None
                gnugo.send(
                    "loadsgf", position.sgf, *([str(position.move)] if position.move else [])
                )
                size, stones = _showboard_stones(gnugo.send("showboard"))
                board = board_at(position, folder).board
                assert board.size == BoardSize(size, size), test.key
                assert dict(board.stones()) == stones, test.key
