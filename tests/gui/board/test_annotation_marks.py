"""Move annotations on the board: the snapshot names the annotated move, the painter
rings its stone and colours its last-move dot (Sabaki's colours)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from gogui_py.game.game import Game
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.snapshot import BoardSnapshot, changed_points
from gogui_py.gui.board.view_model import ViewSettings, snapshot_for
from tests.gui.board.test_rendering import pixel, render

E5 = Point(4, 4)


def _game(kind: str | None = "BM") -> Game:
    game = Game(GameTree.new(BoardSize(9, 9)))
    game.play(E5)
    if kind is not None:
        game.set_move_annotation(kind)
    return game


def test_snapshot_names_the_annotated_move() -> None:
    assert snapshot_for(_game("BM"), ViewSettings()).annotation == (E5, "BM")
    assert snapshot_for(_game("IT"), ViewSettings()).annotation == (E5, "IT")
    assert snapshot_for(_game(None), ViewSettings()).annotation is None
    # shown without the last-move dot too
    off = ViewSettings(last_move=False)
    assert snapshot_for(_game("TE"), off).annotation == (E5, "TE")


def test_a_pass_or_the_root_has_no_board_annotation() -> None:
    game = _game(None)
    game.play(None)
    game.set_move_annotation("BM")
    assert snapshot_for(game, ViewSettings()).annotation is None
    game.to_start()
    assert snapshot_for(game, ViewSettings()).annotation is None


def test_changed_points_include_the_annotated_point() -> None:
    size = BoardSize.square(9)
    plain = BoardSnapshot.from_stones(size, {E5: Color.BLACK})
    marked = BoardSnapshot(size, plain.cells, annotation=(E5, "BM"))
    assert changed_points(plain, marked) == {E5}


def _reddish(color: QColor) -> bool:
    return color.red() > 180 and color.green() < 90 and color.blue() < 90


def _greenish(color: QColor) -> bool:
    return color.green() > 120 and color.red() < 130 and color.blue() < 80


def test_annotated_stone_gets_a_ring_and_a_coloured_dot(qtbot: QtBot) -> None:
    size = BoardSize.square(9)
    stones = BoardSnapshot.from_stones(size, {E5: Color.WHITE})
    plain = BoardSnapshot(size, stones.cells, last_move=E5)
    bad = BoardSnapshot(size, stones.cells, last_move=E5, annotation=(E5, "BM"))
    good = BoardSnapshot(size, stones.cells, annotation=(E5, "TE"))  # no last-move dot
    image, geometry = render(plain)
    ring = (geometry.stone_diameter() / 2 - max(1.5, geometry.cell * 0.09) / 2) / geometry.cell
    assert not _reddish(pixel(image, geometry, E5))  # GoGui's dot on white: dark
    assert not _reddish(pixel(image, geometry, E5, ring, 0))
    image, geometry = render(bad)
    assert _reddish(pixel(image, geometry, E5))  # the dot
    assert _reddish(pixel(image, geometry, E5, ring, 0))  # the ring
    assert _reddish(pixel(image, geometry, E5, 0, -ring))
    image, geometry = render(good)
    assert _greenish(pixel(image, geometry, E5, -ring, 0))
    assert pixel(image, geometry, E5).lightness() > 200  # no dot: the white stone
