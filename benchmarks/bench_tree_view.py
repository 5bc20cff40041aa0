"""Game-tree view speed on a Kogo-scale tree: layout time and paint time per scroll frame.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_tree_view.py
[--width 800 --height 600 --step 72]``

The tree is the file of ``benchmarks/bench_sgf.py`` (60,000 nodes, about 14,000
variations, 10,000 comments). Prints:
- the layout time (best of 5) and ``set_game`` (layout + scroll ranges + first track);
- scroll frames: the view scrolled down the whole tree in ``--step`` pixel steps,
  at the left, middle and right, each frame = scroll + the paint of the exposed
  strip (what a user's scrolling costs): max and 95th percentile in ms
  (issue 3 target: no frame over 16 ms), as wall-clock time and as CPU time of
  the GUI thread (which other processes on a busy machine do not inflate);
- full repaints of the whole viewport at every 10th position (after a jump or a
  resize): max and 95th percentile;
- ``set_current`` to a far node (track + scroll + full repaint).
"""

from __future__ import annotations

import sys as _sys
from pathlib import Path as _Path

_sys.path.insert(0, str(_Path(__file__).resolve().parents[1]))

import argparse
import os
import statistics
import time
from collections.abc import Callable


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def _report(name: str, times: list[float]) -> None:
    over = sum(t > 16.0 for t in times)
    print(
        f"{name:<38} {len(times):5d} frames  median {statistics.median(times):6.2f} ms  "
        f"p95 {_percentile(times, 0.95):6.2f} ms  max {max(times):6.2f} ms  over 16 ms: {over}"
    )


class _Frames:
    """Wall-clock and CPU (this thread) milliseconds of each timed frame."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def time(self, action: Callable[[], object]) -> None:
        wall, cpu = time.perf_counter(), time.thread_time()
        action()
        self.cpu.append((time.thread_time() - cpu) * 1000)
        self.wall.append((time.perf_counter() - wall) * 1000)

    def report(self, name: str) -> None:
        _report(name + ", wall", self.wall)
        _report(name + ", CPU", self.cpu)


def _timed_ms(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--width", type=int, default=800)
    parser.add_argument("--height", type=int, default=600)
    parser.add_argument("--step", type=int, default=72, help="pixels per scroll frame")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_sgf import generate
    from gogui_py.game.game import Game
    from gogui_py.game.sgf_io import load_bytes
    from gogui_py.game.variation_layout import TreeLayout
    from gogui_py.gui.tree_view import GameTreeView

    app = QApplication.instance() or QApplication([])
    tree = load_bytes(generate()).games[0]
    game = Game(tree)
    variations = sum(max(0, len(n.children) - 1) for n in tree.iter_nodes())
    layout_ms = min(_timed_ms(lambda: TreeLayout.compute(tree.root)) for _ in range(5))
    layout = TreeLayout.compute(tree.root)
    columns, rows = layout.size
    print(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    print(f"tree: {len(layout)} nodes, {variations} variations; grid {columns} x {rows} cells")
    print(f"{'layout (TreeLayout.compute)':<34} {layout_ms:8.1f} ms (best of 5)")

    view = GameTreeView()
    view.resize(args.width, args.height)
    view.show()
    app.processEvents()
    print(f"{'set_game':<34} {_timed_ms(lambda: view.set_game(game)):8.1f} ms")
    app.processEvents()
    hbar, vbar = view.horizontalScrollBar(), view.verticalScrollBar()
    scroll = _Frames()
    full = _Frames()
    for x in (0, hbar.maximum() // 2, hbar.maximum()):
        hbar.setValue(x)
        vbar.setValue(0)
        app.processEvents()
        for index, y in enumerate(range(0, vbar.maximum() + args.step, args.step)):

            def frame(y: int = y) -> None:
                vbar.setValue(y)
                app.processEvents()

            scroll.time(frame)
            if index % 10 == 0:
                full.time(view.viewport().repaint)
    scroll.report(f"scroll frame ({args.step} px step)")
    full.report(f"full repaint ({args.width}x{args.height})")

    far = max(tree.iter_nodes(), key=lambda n: sum(layout.position(n)))

    def jump() -> None:
        view.set_current(far)
        view.viewport().repaint()

    print(f"{'set_current far node + repaint':<34} {_timed_ms(jump):8.2f} ms")
    view.close()


if __name__ == "__main__":
    main()
