"""Board rules as tables of ASCII diagrams: captures, suicide, ko, setup, prisoners."""

from __future__ import annotations

import pytest

from gogui_py.go import Board, BoardSize, Color, IllegalMoveError, Move, Point
from gogui_py.go.diagram import from_diagram, to_diagram
from gogui_py.go.vertex import from_gtp, to_gtp


def parse_move(text: str, size: BoardSize) -> Move:
    """``"b C3"`` / ``"w pass"`` -> Move."""
    color, vertex = text.split()
    return Move(Color.from_gtp(color), from_gtp(vertex, size))


def play(board: Board, *moves: str, check: bool = True) -> Board:
    for text in moves:
        board = board.play(parse_move(text, board.size), check=check)
    return board


def dedent(text: str) -> str:
    return to_diagram(from_diagram(text))


def vertices(board: Board, points: tuple[Point, ...]) -> set[str]:
    return {to_gtp(p, board.size) for p in points}


CAPTURES = [
    pytest.param(
        """
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .
        """,
        ["b C2"],
        """
        . . . . .
        . . X . .
        . X . X .
        . . X . .
        . . . . .
        """,
        {"C3"},
        id="single-stone-centre",
    ),
    pytest.param(
        """
        O X . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        """,
        ["b A4"],
        """
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .
        """,
        {"A5"},
        id="corner",
    ),
    pytest.param(
        """
        . X O O X
        . . X . .
        . . . . .
        . . . . .
        . . . . .
        """,
        ["b D4"],
        """
        . X . . X
        . . X X .
        . . . . .
        . . . . .
        . . . . .
        """,
        {"C5", "D5"},
        id="two-stones-on-edge",
    ),
    pytest.param(
        """
        . X O X .
        X O . O X
        . X . X .
        . . . . .
        . . . . .
        """,
        ["b C4"],
        """
        . X . X .
        X . X . X
        . X . X .
        . . . . .
        . . . . .
        """,
        {"C5", "B4", "D4"},
        id="three-groups-at-once",
    ),
    pytest.param(
        """
        . O X . .
        O X . . .
        X . . . .
        . . . . .
        . . . . .
        """,
        ["b A5"],
        """
        X . X . .
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        """,
        {"B5", "A4"},
        id="capture-beats-suicide-in-corner",
    ),
    pytest.param(
        """
        . . . . .
        . X X X .
        X O O O X
        X O X O X
        X O . O X
        """,
        ["b C1"],
        """
        . . . . .
        . X X X .
        X . . . X
        X . X . X
        X . X . X
        """,
        {"B3", "C3", "D3", "B2", "D2", "B1", "D1"},
        id="big-group-with-eye-filled",
    ),
]


@pytest.mark.parametrize(("before", "moves", "after", "captured"), CAPTURES)
def test_captures(before: str, moves: list[str], after: str, captured: set[str]) -> None:
    board = play(from_diagram(before), *moves)
    assert to_diagram(board) == dedent(after)
    assert vertices(board, board.captured_last) == captured
    assert board.prisoners(Color.BLACK) == len(captured)
    assert board.prisoners(Color.WHITE) == 0


def test_move_without_capture_leaves_captured_last_empty() -> None:
    board = play(Board.empty(BoardSize.square(9)), "b E5", "w C3")
    assert board.captured_last == ()
    assert board.get(Point(4, 4)) is Color.BLACK
    assert board.get(Point(2, 6)) is Color.WHITE
    assert board.ko is None


SUICIDES = [
    pytest.param(
        """
        . X . . .
        X . . . .
        . . . . .
        """,
        "w A3",
        """
        . X . . .
        X . . . .
        . . . . .
        """,
        {"A3"},
        id="single-stone-corner",
    ),
    pytest.param(
        """
        O . X . .
        X X . . .
        . . . . .
        """,
        "w B3",
        """
        . . X . .
        X X . . .
        . . . . .
        """,
        {"A3", "B3"},
        id="two-stone-group",
    ),
    pytest.param(
        """
        . O X .
        O O X .
        X X . .
        . . . .
        """,
        "w A4",
        """
        . . X .
        . . X .
        X X . .
        . . . .
        """,
        {"A4", "B4", "A3", "B3"},
        id="filling-own-last-liberty",
    ),
]


@pytest.mark.parametrize(("before", "move", "after", "removed"), SUICIDES)
def test_suicide_refused_when_checked(
    before: str, move: str, after: str, removed: set[str]
) -> None:
    board = from_diagram(before)
    parsed = parse_move(move, board.size)
    assert board.legality(parsed) == "suicide"
    assert not board.is_legal(parsed)
    with pytest.raises(IllegalMoveError) as caught:
        board.play(parsed)
    assert caught.value.reason == "suicide"
    assert str(caught.value) == "Suicide is not allowed"


@pytest.mark.parametrize(("before", "move", "after", "removed"), SUICIDES)
def test_suicide_executed_unchecked(before: str, move: str, after: str, removed: set[str]) -> None:
    board = play(from_diagram(before), move, check=False)
    assert to_diagram(board) == dedent(after)
    assert vertices(board, board.captured_last) == removed
    assert board.prisoners(Color.BLACK) == len(removed)
    assert board.prisoners(Color.WHITE) == 0


KO = """
    . . . . .
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    """


def test_ko_capture_sets_the_forbidden_retake() -> None:
    board = play(from_diagram(KO), "b C3")
    assert vertices(board, board.captured_last) == {"B3"}
    assert board.ko == Move(Color.WHITE, Point(1, 2))
    assert board.legality(Move(Color.WHITE, Point(1, 2))) == "ko"
    # Black may fill the ko point itself; only White's retake is forbidden.
    assert board.is_legal(Move(Color.BLACK, Point(1, 2)))


def test_immediate_ko_retake_refused() -> None:
    board = play(from_diagram(KO), "b C3")
    with pytest.raises(IllegalMoveError) as caught:
        play(board, "w B3")
    assert caught.value.reason == "ko"
    assert str(caught.value) == "Ko: retake not allowed yet"


def test_ko_retake_allowed_after_moves_elsewhere() -> None:
    board = play(from_diagram(KO), "b C3", "w E1", "b A1")
    assert board.ko is None
    board = play(board, "w B3")
    assert vertices(board, board.captured_last) == {"C3"}
    assert board.ko == Move(Color.BLACK, Point(2, 2))
    assert to_diagram(board) == dedent(
        """
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        X . . . O
        """
    )


def test_ko_not_checked_when_replaying() -> None:
    board = play(from_diagram(KO), "b C3", "w B3", check=False)
    assert board.get(Point(2, 2)) is None
    assert board.get(Point(1, 2)) is Color.WHITE


def test_pass_clears_ko() -> None:
    board = play(from_diagram(KO), "b C3")
    passed = play(board, "w pass")
    assert passed.ko is None
    assert passed.cells == board.cells
    assert passed.captured_last == ()
    assert passed.prisoners(Color.BLACK) == 1
    assert passed.is_legal(Move(Color.WHITE, Point(1, 2)))


SNAPBACK = """
    . . . . .
    . . . . .
    X X . . .
    O O X . .
    . . X . .
    """


def test_snapback_is_not_ko() -> None:
    board = play(from_diagram(SNAPBACK), "b A1", "w B1")
    assert vertices(board, board.captured_last) == {"A1"}
    assert board.ko is None
    board = play(board, "b A1")
    assert vertices(board, board.captured_last) == {"A2", "B2", "B1"}
    assert board.ko is None
    assert to_diagram(board) == dedent(
        """
        . . . . .
        . . . . .
        X X . . .
        . . X . .
        X . X . .
        """
    )
    assert board.prisoners(Color.BLACK) == 3
    assert board.prisoners(Color.WHITE) == 1


def test_occupied_refused() -> None:
    board = play(Board.empty(BoardSize.square(19)), "b D4")
    for color in Color:
        move = Move(color, Point(3, 15))
        assert board.legality(move) == "occupied"
        with pytest.raises(IllegalMoveError) as caught:
            board.play(move)
        assert caught.value.reason == "occupied"
        assert str(caught.value) == "Point D4 is occupied"


def test_occupied_overwritten_unchecked() -> None:
    board = play(Board.empty(BoardSize.square(5)), "b C3", "w C3", check=False)
    assert board.get(Point(2, 2)) is Color.WHITE
    assert board.count(Color.BLACK) == 0
    assert board.prisoners(Color.WHITE) == 0


@pytest.mark.parametrize("point", [Point(5, 0), Point(0, 5), Point(-1, 2), Point(2, -1)])
@pytest.mark.parametrize("check", [True, False])
def test_off_board_refused(point: Point, check: bool) -> None:
    board = Board.empty(BoardSize.square(5))
    move = Move(Color.BLACK, point)
    assert board.legality(move) == "off board"
    with pytest.raises(IllegalMoveError) as caught:
        board.play(move, check=check)
    assert caught.value.reason == "off board"
    assert "off the 5x5 board" in str(caught.value)


def test_illegal_move_error_is_a_value_error() -> None:
    assert issubclass(IllegalMoveError, ValueError)


def test_play_never_changes_the_receiver() -> None:
    before = from_diagram(KO)
    cells = before.cells
    play(before, "b C3")
    assert before.cells == cells
    assert before.ko is None


def test_rectangular_board_captures_and_geometry() -> None:
    board = from_diagram(
        """
        . O X . . . .
        . . . . . . .
        """
    )
    assert board.size == BoardSize(7, 2)
    board = play(board, "b B1", "w G1", "b A2")
    assert to_diagram(board) == dedent(
        """
        X . X . . . .
        . X . . . . O
        """
    )
    assert board.prisoners(Color.BLACK) == 1
    tall = Board.empty(BoardSize.of(2, 52))
    tall = play(tall, "b A1", "w B52")
    assert tall.get(Point(0, 51)) is Color.BLACK
    assert tall.get(Point(1, 0)) is Color.WHITE


def test_one_by_one_board_only_passes() -> None:
    board = Board.empty(BoardSize.square(1))
    assert board.legality(Move(Color.BLACK, Point(0, 0))) == "suicide"
    assert board.play(Move.pass_(Color.BLACK)).cells == b"\x00"


def test_one_by_two_board_capture_makes_ko() -> None:
    board = play(Board.empty(BoardSize(1, 2)), "b A2", "w A1")
    assert board.cells == b"\x00\x02"
    assert board.ko == Move(Color.BLACK, Point(0, 0))


def test_with_setup_adds_and_removes_without_captures() -> None:
    board = play(from_diagram(KO), "b C3")
    setup = board.with_setup(
        black=[Point(0, 0)], white=[Point(4, 4), Point(1, 2)], empty=[Point(1, 1)]
    )
    assert to_diagram(setup) == dedent(
        """
        X . . . .
        . . O . .
        X O X O .
        . X O . .
        . . . . O
        """
    )
    assert setup.ko is None
    assert setup.captured_last == ()
    assert setup.prisoners(Color.BLACK) == 1
    # A stone without liberties may be set up; it stays on the board.
    surrounded = from_diagram(". X\nX .").with_setup(white=[Point(0, 0)])
    assert surrounded.get(Point(0, 0)) is Color.WHITE
    assert surrounded.liberties(Point(0, 0)) == 0
    with pytest.raises(ValueError, match="off"):
        board.with_setup(black=[Point(9, 9)])


def test_prisoners_accumulate_for_both_colours() -> None:
    board = play(from_diagram(KO), "b C3", "w E1", "b A1", "w B3", "b E5", "w D5")
    assert board.prisoners(Color.BLACK) == 1
    assert board.prisoners(Color.WHITE) == 1
    board = play(board, "b pass", "w pass")
    assert board.prisoners(Color.BLACK) == 1
    assert board.prisoners(Color.WHITE) == 1


def test_stones_count_group_liberties() -> None:
    board = from_diagram(
        """
        X X . O
        X . O O
        . . . .
        """
    )
    assert list(board.stones()) == [
        (Point(0, 0), Color.BLACK),
        (Point(1, 0), Color.BLACK),
        (Point(3, 0), Color.WHITE),
        (Point(0, 1), Color.BLACK),
        (Point(2, 1), Color.WHITE),
        (Point(3, 1), Color.WHITE),
    ]
    assert board.count(Color.BLACK) == 3
    assert board.count(Color.WHITE) == 3
    assert board.group(Point(0, 0)) == {Point(0, 0), Point(1, 0), Point(0, 1)}
    assert board.group(Point(2, 1)) == {Point(3, 0), Point(2, 1), Point(3, 1)}
    assert board.group(Point(1, 1)) == frozenset()
    assert board.liberties(Point(1, 0)) == 3  # C3, B2, A1
    assert board.liberties(Point(3, 1)) == 4  # C3, B2, C1, D1
    assert board.liberties(Point(1, 1)) == 0
    with pytest.raises(ValueError, match="off"):
        board.get(Point(4, 0))


def test_equality_and_hash() -> None:
    size = BoardSize.square(9)
    first = play(Board.empty(size), "b C3", "w G7")
    second = play(Board.empty(size), "b C3", "w G7")
    assert first == second
    assert hash(first) == hash(second)
    assert len({first, second}) == 1
    assert first != Board.empty(size)
    assert first != play(Board.empty(size), "b C3", "w G6")
    ko = play(from_diagram(KO), "b C3")
    assert ko != play(ko, "w pass")  # same stones, ko differs
    assert Board.empty(BoardSize(3, 2)) != Board.empty(BoardSize(2, 3))


def test_board_attributes_are_read_only() -> None:
    board = Board.empty(BoardSize.square(3))
    with pytest.raises(AttributeError):
        board.cells = b"\x01" * 9  # type: ignore[misc]


def test_empty_board_size_validated() -> None:
    with pytest.raises(ValueError, match="out of range"):
        Board.empty(BoardSize(0, 5))
    with pytest.raises(ValueError, match="out of range"):
        Board.empty(BoardSize(53, 5))
