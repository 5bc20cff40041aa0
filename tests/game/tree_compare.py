"""Node-by-node comparison of game trees (iterative: deep trees are fine)."""

from __future__ import annotations

from gogui_py.game.node import Node
from gogui_py.game.tree import GameTree

WRITER_ROOT_PROPS = frozenset({"FF", "CA", "AP", "GM", "SZ"})
"""Root properties that to_sgf sets itself; compared through size and game_number."""


def node_summary(node: Node, *, ignore: frozenset[str] = frozenset()) -> tuple[object, ...]:
    """What a node holds: move, setup, player, comment and raw properties."""
    props = {k: v for k, v in node.props.items() if k not in ignore}
    return (
        node.move,
        node.add_black,
        node.add_white,
        node.add_empty,
        node.player,
        node.comment,
        props,
        len(node.children),
    )


def tree_differences(a: GameTree, b: GameTree, limit: int = 5) -> list[str]:
    """Differences between two trees (at most ``limit``), [] when they hold the same."""
    problems: list[str] = []
    if (a.size, a.game_number) != (b.size, b.game_number):
        problems.append(f"size/game {a.size},{a.game_number} != {b.size},{b.game_number}")
    stack: list[tuple[Node, Node, str]] = [(a.root, b.root, "root")]
    while stack and len(problems) < limit:
        x, y, where = stack.pop()
        ignore = WRITER_ROOT_PROPS if x.parent is None else frozenset()
        sx, sy = node_summary(x, ignore=ignore), node_summary(y, ignore=ignore)
        if sx != sy:
            problems.append(f"{where}: {sx!r} != {sy!r}")
            continue
        for index, (cx, cy) in enumerate(zip(x.children, y.children, strict=True)):
            if cx.parent is not x or cy.parent is not y:
                problems.append(f"{where}/{index}: wrong parent link")
            stack.append((cx, cy, f"{where}/{index}"))
    return problems


def assert_same_trees(a: list[GameTree], b: list[GameTree]) -> None:
    """Fail with the first differences unless both lists hold the same trees."""
    assert len(a) == len(b), f"{len(a)} trees != {len(b)} trees"
    for index, (x, y) in enumerate(zip(a, b, strict=True)):
        problems = tree_differences(x, y)
        assert not problems, f"tree {index}: " + "; ".join(problems)
