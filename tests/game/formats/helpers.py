"""Sample records (tests/fixtures/records) and what tests read of a loaded record."""

from __future__ import annotations

from pathlib import Path

from gogui_py.game import GameTree
from gogui_py.go.vertex import to_gtp

RECORDS = Path(__file__).resolve().parents[2] / "fixtures" / "records"
"""Sample GIB, NGF and UGF files written from the format descriptions (see the readers)."""


def moves(tree: GameTree) -> list[str]:
    """The main line as ``"B Q16"`` / ``"W pass"`` strings."""
    found = []
    for node in tree.main_line()[1:]:
        assert node.move is not None
        found.append(f"{node.move.color.value} {to_gtp(node.move.point, tree.size)}")
    return found


def setup(tree: GameTree) -> set[str]:
    """The root's black setup stones as GTP vertices."""
    return {to_gtp(point, tree.size) for point in tree.root.add_black}
