"""A Kogo-size record (60,000 nodes) in the real window: stepping and editing stay live.

The tree is benchmarks/bench_sgf.py's (the shape of Kogo's Joseki Dictionary, whose
licence forbids shipping it). Stepping runs from the event loop, a user's key press at
a time, while the suite's stall meter ticks; the fine figures (issue 10: no gap over
50 ms) come from benchmarks/bench_stalls.py, which runs this test with the report on.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction

from benchmarks.bench_sgf import generate
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.game.variation_layout import TreeLayout
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import MAX_STALL_MS, longest_stall

VARIATIONS = 200


@pytest.fixture(scope="module")
def kogo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("kogo") / "kogo-scale.sgf"
    path.write_bytes(generate())
    return path


def forward_action(window: MainWindow) -> QAction:
    return next(a for a in window.window_actions.navigation if a.text() == "&Forward")


def run_from_event_loop(qtbot: object, steps: list[Callable[[], None]]) -> None:
    """Run ``steps`` one per event-loop turn (as key presses arrive), then return."""
    pending = list(reversed(steps))
    timer = QTimer()
    timer.setInterval(0)

    def next_step() -> None:
        if pending:
            pending.pop()()
        else:
            timer.stop()

    timer.timeout.connect(next_step)
    timer.start()
    qtbot.waitUntil(lambda: not pending, timeout=120_000)  # type: ignore[attr-defined]
    timer.stop()


def test_stepping_the_main_line_and_random_variations_never_stalls(
    qtbot: object, make_window: WindowFactory, kogo_file: Path
) -> None:
    window = make_window("--program", "", str(kogo_file))
    window.resize(1200, 900)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    controller = window.controller
    root = controller.game.tree.root
    starts = [n for n in controller.game.tree.iter_nodes() if n.parent and n.child_index() > 0]
    rng = random.Random(10)
    forward = forward_action(window)
    visited: list[Node] = []
    steps: list[Callable[[], None]] = []

    def step() -> None:
        forward.trigger()
        visited.append(controller.game.current)

    def click(node: Node) -> None:
        window.tree_view.node_clicked.emit(node)  # what a click on the node reports
        visited.append(controller.game.current)

    def walk_from(node: Node) -> None:
        steps.append(lambda: click(node))
        depth = 0
        while node.children:
            node = node.children[0]
            depth += 1
        steps.extend([step] * depth)

    walk_from(root)
    for start in rng.sample(starts, VARIATIONS):
        walk_from(start)
    with longest_stall() as stall:
        run_from_event_loop(qtbot, steps)
    assert len(visited) == len(steps)
    assert visited[-1].children == [] and visited[-1] is controller.game.current
    assert window.tree_view.layout_ is not None
    assert window.board.snapshot().size == controller.game.tree.size
    assert stall() < MAX_STALL_MS


def test_editing_the_big_tree_updates_the_tree_view_like_a_fresh_layout(
    qtbot: object, make_window: WindowFactory, kogo_file: Path
) -> None:
    window = make_window("--program", "", str(kogo_file))
    window.show()
    controller = window.controller
    game = controller.game
    rng = random.Random(4)
    nodes = list(game.tree.iter_nodes())
    layout = window.tree_view.layout_
    for node in rng.sample(nodes[1:], 5):  # delete, then make a variation main
        if node.parent is not None:
            controller.edit(partial(Game.delete_node, node=node))
    off_main = [n for n in game.tree.iter_nodes() if n.parent and n.child_index() > 0]
    for node in rng.sample(off_main, 3):
        controller.edit(partial(Game.make_main_variation, node=node))
    assert window.tree_view.layout_ is layout, "the layout was computed again, not updated"
    fresh = TreeLayout.compute(game.tree.root)
    assert dict(layout.iter_positions()) == dict(fresh.iter_positions())  # type: ignore[union-attr]
    controller.undo()  # the last edit undone: updated again
    assert dict(layout.iter_positions()) == dict(  # type: ignore[union-attr]
        TreeLayout.compute(game.tree.root).iter_positions()
    )
