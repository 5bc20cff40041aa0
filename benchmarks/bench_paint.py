"""Board paint speed: cached rendering of a full 19x19 board against naive gradients.

Prints, for 361 stones on a 1000 x 1000 px board (issue #2 target: <= 3 ms):
- median ms of ``BoardWidget.repaint()`` (warm caches), plain and with a move
  number on every stone plus markup of every kind (issue #3: still <= 3 ms),
  repainting the same snapshot and a new one (number positions laid out again),
- median ms of a one-move change (``set_snapshot`` + event processing: partial repaint),
- median ms of the same paint routine into a QImage (warm caches),
- first paint with cold caches (background and stone pixmaps rendered),
- the naive cost of drawing every stone with radial gradients each time.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_paint.py [--dpr 2]``
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import time
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.painter import paint_board
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache, paint_stone
from gogui_py.gui.board.widget import BoardWidget

SIDE = 1000
WINDOW = QColor(236, 236, 236)


def full_board() -> BoardSnapshot:
    """361 stones in a checkerboard-ish pattern, a last move and a mark."""
    size = BoardSize.square(19)
    stones = {
        point: Color.BLACK if (point.x * 7 + point.y * 3) % 2 else Color.WHITE
        for point in size.points()
    }
    snapshot = BoardSnapshot.from_stones(size, stones)
    return BoardSnapshot(snapshot.size, snapshot.cells, last_move=Point(3, 15))


def with_overlays(snapshot: BoardSnapshot) -> BoardSnapshot:
    """``snapshot`` with a move number (1-361) on every stone and some markup of every kind."""
    points = snapshot.size.points()
    return dataclasses.replace(
        snapshot,
        numbers=tuple((point, index + 1) for index, point in enumerate(points)),
        marks=((Point(15, 3), "TR"), (Point(16, 3), "CR"), (Point(2, 2), "SL")),
        labels=((Point(9, 9), "A"),),
        arrows=((Point(0, 0), Point(6, 6)),),
        lines=((Point(18, 0), Point(12, 6)),),
        dimmed=frozenset({Point(9, 12), Point(10, 12)}),
        highlighted=frozenset({Point(3, 3), Point(15, 15)}),
    )


def median_ms(action: Callable[[], object], runs: int) -> float:
    """Median wall time of ``action`` in milliseconds over ``runs`` runs (after 3 warm-ups)."""
    for _ in range(3):
        action()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def new_image(dpr: float) -> QImage:
    """A QImage of SIDE x SIDE logical pixels at device pixel ratio ``dpr``."""
    image = QImage(round(SIDE * dpr), round(SIDE * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    return image


def paint_into_image(
    image: QImage, snapshot: BoardSnapshot, background: BackgroundCache, stones: StoneCache
) -> None:
    """One full paint of ``snapshot`` into ``image`` through the widget's routine."""
    dpr = image.devicePixelRatio()
    geometry = BoardGeometry(snapshot.size, SIDE, SIDE)
    painter = QPainter(image)
    paint_board(
        painter, geometry, snapshot, background=background, stones=stones, dpr=dpr, window=WINDOW
    )
    painter.end()


def naive_ms(image: QImage, snapshot: BoardSnapshot) -> float:
    """Milliseconds to draw every stone of ``snapshot`` with gradients (no cache)."""
    geometry = BoardGeometry(snapshot.size, SIDE, SIDE)
    radius = geometry.stone_diameter() / 2

    def draw() -> None:
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for point, color in snapshot.stones():
            x, y = geometry.center(point)
            paint_stone(painter, color, QPointF(x, y), radius)
        painter.end()

    return median_ms(draw, 10)


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1)")
    parser.add_argument("--runs", type=int, default=200)
    options = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    snapshot = full_board()

    image = new_image(options.dpr)
    background, stones = BackgroundCache(), StoneCache()
    start = time.perf_counter()
    paint_into_image(image, snapshot, background, stones)
    cold = (time.perf_counter() - start) * 1000
    warm = median_ms(lambda: paint_into_image(image, snapshot, background, stones), options.runs)
    naive = naive_ms(image, snapshot)

    widget = BoardWidget()
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    widget.resize(SIDE, SIDE)
    widget.set_snapshot(snapshot)
    widget.show()
    app.processEvents()
    repaint = median_ms(widget.repaint, options.runs)
    numbered = with_overlays(snapshot)
    widget.set_snapshot(numbered)
    app.processEvents()
    repaint_numbers = median_ms(widget.repaint, options.runs)
    renumbered = dataclasses.replace(numbered, numbers=numbered.numbers[:-1])
    alternate = iter(range(1 << 30))

    def new_numbers() -> None:
        widget.set_snapshot(renumbered if next(alternate) % 2 else numbered)
        widget.repaint()

    repaint_new_numbers = median_ms(new_numbers, options.runs)
    widget.set_snapshot(snapshot)
    app.processEvents()
    one_move = BoardSnapshot(snapshot.size, b"\x00" + snapshot.cells[1:], last_move=Point(0, 0))
    flip = iter(range(1 << 30))

    def play_one_move() -> None:
        widget.set_snapshot(one_move if next(flip) % 2 else snapshot)
        app.processEvents()

    move_update = median_ms(play_one_move, options.runs)
    widget_dpr = widget.devicePixelRatioF()
    widget.close()

    print(f"19x19, 361 stones, {SIDE}x{SIDE} px, dpr {options.dpr:g}")
    print(
        f"  widget.repaint() median        {repaint:7.2f} ms   (target <= 3 ms; dpr {widget_dpr:g})"
    )
    print(
        f"  repaint, 361 move numbers      {repaint_numbers:7.2f} ms   (target <= 3 ms; + markup)"
    )
    print(f"  same, numbers laid out again   {repaint_new_numbers:7.2f} ms   (a new snapshot)")
    print(f"  one move: set_snapshot + paint {move_update:7.2f} ms   (partial update)")
    print(f"  paint_board into QImage median {warm:7.2f} ms")
    print(f"  first paint, cold caches       {cold:7.2f} ms")
    print(f"  naive gradients, 361 stones    {naive:7.2f} ms   ({naive / 361 * 1000:.0f} us/stone)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
