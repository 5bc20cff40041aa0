"""The ruler framework with a toy game, in process (the bundled rulers test it by subprocess)."""

from __future__ import annotations

import pytest

from gogui_py.go import Color, Point
from gogui_py.gtp.engine import GtpEngine
from gogui_py.programs.ruler import NOT_OVER, RulerGame, board_size_text, build_ruler_engine


class Row:
    """Toy game: fill cells on a W x H board; pass is legal; over when the board is full."""

    game_id = "Row"
    gm = 1
    hex = False

    def __init__(self) -> None:
        self.width = self.height = 3
        self.moves: list[tuple[Color, Point | None]] = []

    def reset(self, width: int, height: int) -> None:
        if not 2 <= width <= 5 or not 2 <= height <= 5:
            raise ValueError("unsupported size")
        self.width, self.height, self.moves = width, height, []

    def to_move(self) -> Color:
        return Color.WHITE if len(self.moves) % 2 else Color.BLACK

    def cell(self, point: Point) -> Color | None:
        return next((c for c, p in self.moves if p == point), None)

    def legal_moves(self) -> list[Point | None]:
        free: list[Point | None] = [
            Point(x, y)
            for y in range(self.height)
            for x in range(self.width)
            if self.cell(Point(x, y)) is None
        ]
        return [*free, None] if free else []

    def play(self, color: Color, point: Point | None) -> None:
        if point not in self.legal_moves() or color is not self.to_move():
            raise ValueError("illegal move")
        self.moves.append((color, point))

    def undo(self) -> None:
        if not self.moves:
            raise ValueError("nothing to undo")
        self.moves.pop()

    def result(self) -> str:
        return "Board full. 0"

    def captured(self) -> tuple[int, int] | None:
        return (len(self.moves), 0)

    def board_gfx(self) -> str | None:
        return "LABEL A1 a" if self.moves else ""

    def genmove(self, color: Color) -> Point | None:
        return self.legal_moves()[0]


def ask(engine: GtpEngine, line: str) -> str:
    response = engine.handle(line)
    assert response is not None and response.endswith("\n\n"), response
    return response[:-2]


@pytest.fixture
def engine() -> GtpEngine:
    game: RulerGame = Row()
    return build_ruler_engine(game, "Toy", "0.1")


def test_lists_the_ruler_commands(engine: GtpEngine) -> None:
    listed = ask(engine, "list_commands")[2:].split("\n")
    for command in (
        "gogui-rules_game_id",
        "gogui-rules_board_size",
        "gogui-rules_board",
        "gogui-rules_side_to_move",
        "gogui-rules_legal_moves",
        "gogui-rules_final_result",
        "gogui-rules_captured_count",
        "gogui-rules_board_gfx",
        "boardsize",
        "clear_board",
        "play",
        "undo",
        "genmove",
        "showboard",
    ):
        assert command in listed


def test_answers_and_moves(engine: GtpEngine) -> None:
    assert ask(engine, "gogui-rules_game_id") == "= Row"
    assert ask(engine, "gogui-rules_board_size") == "= 3"
    assert ask(engine, "1 play b A3") == "=1 "
    assert ask(engine, "gogui-rules_board") == "= \nX . .\n. . .\n. . ."
    assert ask(engine, "gogui-rules_side_to_move") == "= white"
    assert ask(engine, "play b B3") == "? illegal move: not your turn"
    assert ask(engine, "play w A3") == "? illegal move"
    assert ask(engine, "play w Z9") == "? invalid vertex"
    assert ask(engine, "play x A1") == "? invalid color"
    assert ask(engine, "gogui-rules_legal_moves") == "= B3 C3 A2 B2 C2 A1 B1 C1 pass"
    assert ask(engine, "gogui-rules_captured_count") == "= 1 0"
    assert ask(engine, "gogui-rules_board_gfx") == "= LABEL A1 a"
    assert ask(engine, "gogui-rules_final_result") == f"= {NOT_OVER}"
    assert ask(engine, "genmove w") == "= B3"
    assert ask(engine, "genmove w") == "? not your turn"
    assert ask(engine, "undo") == "= "
    assert ask(engine, "undo") == "= "
    assert ask(engine, "undo") == "? cannot undo"
    assert ask(engine, "gogui-rules_board_gfx") == "= "


def test_boardsize_clear_board_and_game_over(engine: GtpEngine) -> None:
    assert ask(engine, "boardsize 9") == "? unacceptable size"
    assert ask(engine, "boardsize 2 3") == "= "
    assert ask(engine, "gogui-rules_board_size") == "= 2 3"
    for color in "bwbwbw":
        assert ask(engine, f"genmove {color}").startswith("= ")
    assert ask(engine, "gogui-rules_legal_moves") == "= "
    assert ask(engine, "gogui-rules_final_result") == "= Board full. 0"
    assert ask(engine, "genmove b") == "? game is over"
    assert ask(engine, "showboard").startswith("= \n   A B\n 3 X O 3\n")
    assert ask(engine, "clear_board") == "= "
    assert ask(engine, "gogui-rules_board") == "= \n. .\n. .\n. ."


def test_board_size_text_for_hex() -> None:
    game = Row()
    game.hex = True
    assert board_size_text(game) == "3 hex"
    game.reset(4, 5)
    assert board_size_text(game) == "4 5 hex"


class Plain(Row):
    """The toy game without captures or gfx: both commands stay unlisted."""

    def captured(self) -> tuple[int, int] | None:
        return None

    def board_gfx(self) -> str | None:
        return None


def test_no_captures_and_no_gfx_are_not_listed() -> None:
    engine = build_ruler_engine(Plain(), "Plain", "0.1")
    listed = ask(engine, "list_commands")[2:].split("\n")
    assert "gogui-rules_legal_moves" in listed
    assert "gogui-rules_captured_count" not in listed
    assert "gogui-rules_board_gfx" not in listed
    assert ask(engine, "gogui-rules_board_gfx") == "? unknown command"
