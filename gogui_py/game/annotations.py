"""Move and position annotations of a node (FF[4] "Move annotation", "Node annotation").

Move annotations: BM (bad move) and TE (tesuji) take a Double (1 normal,
2 emphasized); DO (doubtful) and IT (interesting) take none (written ``DO[]``).
Position annotations: GB, GW (good for Black/White), DM (even), UC (unclear),
each a Double. HO (hotspot) is a Double and V (value) a Real. A node carries
at most one move annotation and one position annotation; editing functions
return raw property edits for :meth:`gogui_py.game.tree.GameTree.set_properties`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gogui_py.game.node import Node
from gogui_py.sgf.values import real_from_sgf

MOVE_KINDS = ("BM", "TE", "DO", "IT")
"""Move annotations; DO and IT carry no value."""

POSITION_KINDS = ("GB", "GW", "DM", "UC")
"""Position annotations, each with a Double."""

_NO_VALUE = frozenset({"DO", "IT"})

PropEdit = dict[str, list[str] | None]
"""New raw values per property identifier (None removes the property)."""


@dataclass(frozen=True)
class Annotations:
    """The annotations of one node.

    Attributes:
        move: (kind, emphasis) with kind in :data:`MOVE_KINDS`, emphasis 1 or 2
            (1 for DO and IT), None when absent.
        position: (kind, emphasis) with kind in :data:`POSITION_KINDS`.
        hotspot: HO emphasis 1 or 2, None when absent.
        value: V, None when absent or unreadable.
    """

    move: tuple[str, int] | None = None
    position: tuple[str, int] | None = None
    hotspot: int | None = None
    value: float | None = None


MOVE_SYMBOLS: dict[tuple[str, int], str] = {
    ("TE", 1): "!",
    ("TE", 2): "!!",
    ("BM", 1): "?",
    ("BM", 2): "??",
    ("IT", 1): "!?",
    ("DO", 1): "?!",
}
"""The chess-style sign of a move annotation, by (kind, emphasis)."""

MOVE_RGB: dict[str, tuple[int, int, int]] = {
    "BM": (240, 35, 17),
    "DO": (146, 39, 143),
    "IT": (72, 134, 213),
    "TE": (89, 168, 15),
}
"""The colour (red, green, blue 0-255) showing a move annotation: Sabaki's game-tree node
colours (src/components/sidebars/GameGraph.js): bad move red, doubtful purple,
interesting blue, good move (tesuji) green."""


def move_symbol(move: tuple[str, int]) -> str:
    """The sign of the move annotation ``(kind, emphasis)``: ``("BM", 2)`` -> ``"??"``;
    DO and IT ignore the emphasis; an unknown kind gives ``""``."""
    kind, emphasis = move
    if kind in _NO_VALUE:
        emphasis = 1
    return MOVE_SYMBOLS.get((kind, 2 if emphasis == 2 else 1), "")


def _double(values: list[str]) -> int:
    """A Double value: 2 when the first value says "2", else 1 (tolerant)."""
    return 2 if values and values[0].strip() == "2" else 1


def _first(node: Node, kinds: tuple[str, ...]) -> tuple[str, int] | None:
    for kind in kinds:
        values = node.props.get(kind)
        if values is not None:
            return kind, 1 if kind in _NO_VALUE else _double(values)
    return None


def move_annotation(node: Node) -> tuple[str, int] | None:
    """The move annotation ``(kind, emphasis)`` of ``node`` alone (cheap: for drawing
    every node of a tree), None when it has none."""
    return _first(node, MOVE_KINDS)


def annotations_of(node: Node) -> Annotations:
    """The annotations of ``node`` (the first kind present wins when a file has several)."""
    hotspot_values = node.props.get("HO")
    hotspot = None if hotspot_values is None else _double(hotspot_values)
    value: float | None = None
    value_values = node.props.get("V")
    if value_values:
        try:
            value = real_from_sgf(value_values[0])
        except ValueError:
            value = None
    return Annotations(_first(node, MOVE_KINDS), _first(node, POSITION_KINDS), hotspot, value)


def _check_emphasis(emphasis: int) -> None:
    if emphasis not in (1, 2):
        raise ValueError(f"emphasis must be 1 or 2, not {emphasis!r}")


def _set_one(node: Node, kinds: tuple[str, ...], kind: str | None, emphasis: int) -> PropEdit:
    if kind is not None and kind not in kinds:
        raise ValueError(f"not one of {', '.join(kinds)}: {kind!r}")
    _check_emphasis(emphasis)
    edit: PropEdit = {k: None for k in kinds if k in node.props and k != kind}
    if kind is not None:
        edit[kind] = [""] if kind in _NO_VALUE else [str(emphasis)]
    return edit


def set_move_annotation(node: Node, kind: str | None, emphasis: int = 1) -> PropEdit:
    """Edits giving ``node`` the move annotation ``kind`` (None removes it).

    Raises:
        ValueError: for a kind not in :data:`MOVE_KINDS` or an emphasis not 1 or 2.
    """
    return _set_one(node, MOVE_KINDS, kind, emphasis)


def set_position_annotation(node: Node, kind: str | None, emphasis: int = 1) -> PropEdit:
    """Edits giving ``node`` the position annotation ``kind`` (None removes it).

    Raises:
        ValueError: for a kind not in :data:`POSITION_KINDS` or an emphasis not 1 or 2.
    """
    return _set_one(node, POSITION_KINDS, kind, emphasis)


def set_hotspot(emphasis: int | None) -> PropEdit:
    """Edits setting HO to ``emphasis`` (None removes it).

    Raises:
        ValueError: for an emphasis not 1 or 2.
    """
    if emphasis is None:
        return {"HO": None}
    _check_emphasis(emphasis)
    return {"HO": [str(emphasis)]}


def real_to_sgf(value: float) -> str:
    """A Real value: ``0.5`` -> ``"0.5"``, ``3.0`` -> ``"3"``.

    Raises:
        ValueError: for infinities and NaN.
    """
    if not math.isfinite(value):
        raise ValueError(f"not a finite value: {value!r}")
    if value.is_integer():
        return str(int(value))
    text = repr(value)
    if "e" in text or "E" in text:
        text = f"{value:.12f}".rstrip("0").rstrip(".")
    return text


def set_value(value: float | None) -> PropEdit:
    """Edits setting V to ``value`` (None removes it).

    Raises:
        ValueError: for infinities and NaN.
    """
    return {"V": None if value is None else [real_to_sgf(value)]}
