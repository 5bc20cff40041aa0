"""Board markup of a node (FF[4] "Markup properties"): typed view and canonical edits.

Reading (:func:`markup_of`) accepts what files contain: compressed point
lists in CR SQ TR MA SL DD, ``LB[point:text]``, ``AR``/``LN[point:point]``;
unreadable values and points off the board are left out of the view (they stay
raw in the node). Editing functions return the new raw values of the
properties they touch (``{ident: values or None}``) for
:meth:`gogui_py.game.tree.GameTree.set_properties`; a property an edit does not
touch keeps its raw values verbatim, a touched one is written canonically
(single points, in the order they were read, new ones last).

A point carries at most one of the marks CR, SQ, TR, MA, SL. DD (dimmed
points) inherits: a node shows the DD of the nearest node on its path that has
one, and ``DD[]`` clears it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Point
from gogui_py.sgf.values import (
    compose_from_sgf,
    compose_to_sgf,
    point_letters_from_sgf,
    point_letters_to_sgf,
    point_list_from_sgf,
    simpletext_from_sgf,
    text_to_sgf,
)

MARK_KINDS = ("CR", "SQ", "TR", "MA", "SL")
"""Point marks: circle, square, triangle, cross (X), selected."""

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

PropEdit = dict[str, list[str] | None]
"""New raw values per property identifier (None removes the property)."""


@dataclass(frozen=True)
class Markup:
    """What a node shows on the board besides stones.

    Attributes:
        marks: point -> one of :data:`MARK_KINDS`.
        labels: point -> label text (LB, unescaped).
        arrows: (start, end) pairs (AR), in file order.
        lines: (start, end) pairs (LN), in file order.
        dimmed: the effective dimmed points (DD, inherited from the path).
    """

    marks: Mapping[Point, str] = field(default_factory=dict)
    labels: Mapping[Point, str] = field(default_factory=dict)
    arrows: tuple[tuple[Point, Point], ...] = ()
    lines: tuple[tuple[Point, Point], ...] = ()
    dimmed: frozenset[Point] = frozenset()


# -- reading -----------------------------------------------------------------------


def _point(raw: str) -> Point | None:
    try:
        xy = point_letters_from_sgf(raw)
    except ValueError:
        return None
    return None if xy is None else Point(*xy)


def points_of(values: Iterable[str]) -> list[Point]:
    """Points of a (compressed) point list; unreadable values are skipped."""
    points: dict[Point, None] = {}
    for value in values:
        try:
            found = point_list_from_sgf([value])
        except ValueError:
            continue
        for xy in found:
            points[Point(*xy)] = None
    return list(points)


def labels_of(values: Iterable[str]) -> dict[Point, str]:
    """LB values -> point: text (the first label of a point wins)."""
    labels: dict[Point, str] = {}
    for value in values:
        try:
            where, text = compose_from_sgf(value)
        except ValueError:
            continue
        point = _point(where)
        if point is not None and point not in labels:
            labels[point] = simpletext_from_sgf(text)
    return labels


def pairs_of(values: Iterable[str]) -> list[tuple[Point, Point]]:
    """AR / LN values -> (start, end) point pairs; unreadable ones skipped."""
    pairs: list[tuple[Point, Point]] = []
    for value in values:
        try:
            first, second = compose_from_sgf(value)
        except ValueError:
            continue
        start, end = _point(first), _point(second)
        if start is not None and end is not None:
            pairs.append((start, end))
    return pairs


def dimmed_at(node: Node) -> frozenset[Point]:
    """The effective dimmed points at ``node``: DD of the nearest node on its path (O(depth))."""
    walk: Node | None = node
    while walk is not None:
        values = walk.props.get("DD")
        if values is not None:
            return frozenset(points_of(values))
        walk = walk.parent
    return frozenset()


def markup_of(node: Node, size: BoardSize | None = None) -> Markup:
    """The typed markup of ``node``; with ``size``, points off the board are left out."""

    def on(point: Point) -> bool:
        return size is None or size.contains(point)

    marks: dict[Point, str] = {}
    for kind in MARK_KINDS:
        for point in points_of(node.props.get(kind, ())):
            if on(point):
                marks.setdefault(point, kind)
    labels = {p: t for p, t in labels_of(node.props.get("LB", ())).items() if on(p)}
    arrows = tuple(p for p in pairs_of(node.props.get("AR", ())) if on(p[0]) and on(p[1]))
    lines = tuple(p for p in pairs_of(node.props.get("LN", ())) if on(p[0]) and on(p[1]))
    dimmed = frozenset(p for p in dimmed_at(node) if on(p))
    return Markup(marks, labels, arrows, lines, dimmed)


# -- editing -----------------------------------------------------------------------


def _letters(point: Point) -> str:
    return point_letters_to_sgf(point.x, point.y)


def _canonical(values: Iterable[str]) -> list[str]:
    """Point-list values as single points; unreadable values kept verbatim."""
    out: list[str] = []
    for value in values:
        try:
            expanded = point_list_from_sgf([value])
        except ValueError:
            out.append(value)
            continue
        out.extend(point_letters_to_sgf(x, y) for x, y in expanded)
    return out


def _without_point(values: Iterable[str], point: Point) -> list[str]:
    """Point-list values without ``point``, canonical."""
    letters = _letters(point)
    return [value for value in _canonical(values) if value != letters]


def set_mark(node: Node, point: Point, kind: str | None) -> PropEdit:
    """Edits giving ``point`` the mark ``kind`` (None: no mark), removing any other mark.

    Raises:
        ValueError: for a kind not in :data:`MARK_KINDS`.
    """
    if kind is not None and kind not in MARK_KINDS:
        raise ValueError(f"not a mark kind: {kind!r}")
    edit: PropEdit = {}
    for ident in MARK_KINDS:
        values = node.props.get(ident, [])
        has = point in points_of(values)
        if ident == kind and not has:
            edit[ident] = [*_canonical(values), _letters(point)]
        elif ident != kind and has:
            edit[ident] = _without_point(values, point) or None
    return edit


def mark_at(node: Node, point: Point) -> str | None:
    """The mark kind of ``point`` in ``node`` (the first of :data:`MARK_KINDS`), None if none."""
    for kind in MARK_KINDS:
        if point in points_of(node.props.get(kind, ())):
            return kind
    return None


def set_label(node: Node, point: Point, text: str | None) -> PropEdit:
    """Edits giving ``point`` the label ``text`` (None or "": no label)."""
    kept: list[str] = []
    for value in node.props.get("LB", []):
        try:
            where, _ = compose_from_sgf(value)
        except ValueError:
            kept.append(value)
            continue
        if _point(where) != point:
            kept.append(value)
    if text:
        kept.append(compose_to_sgf(_letters(point), text_to_sgf(text)))
    return {"LB": kept or None}


def next_label(node: Node, kind: Literal["letters", "numbers"]) -> str:
    """The first label not used in ``node``: A..Z then a..z, or 1, 2, ...

    Returns "" when all 52 letters are used.
    """
    used = set(labels_of(node.props.get("LB", ())).values())
    if kind == "numbers":
        number = 1
        while str(number) in used:
            number += 1
        return str(number)
    return next((letter for letter in _LETTERS if letter not in used), "")


def toggle_pair(node: Node, ident: str, start: Point, end: Point) -> PropEdit:
    """Edits adding the AR or LN ``start:end``, or removing it when present.

    A line (LN) has no direction: ``end:start`` counts as the same line.

    Raises:
        ValueError: when ``start == end`` (FF[4] forbids it) or ``ident`` is not AR/LN.
    """
    if ident not in ("AR", "LN"):
        raise ValueError(f"not an arrow or line property: {ident!r}")
    if start == end:
        raise ValueError("an arrow or line needs two different points")
    same = {(start, end)} if ident == "AR" else {(start, end), (end, start)}
    kept: list[str] = []
    removed = False
    for value in node.props.get(ident, []):
        pair = pairs_of([value])
        if pair and pair[0] in same:
            removed = True
        else:
            kept.append(value)
    if not removed:
        kept.append(compose_to_sgf(_letters(start), _letters(end)))
    return {ident: kept or None}


def toggle_dimmed(node: Node, point: Point) -> PropEdit:
    """Edits dimming ``point`` at ``node`` (or undimming it) and below, DD being inherited.

    The DD of ``node`` becomes the effective set with ``point`` toggled; it is
    removed when that equals what the parent's path gives, and written ``DD[]``
    when empty while an ancestor dims points.
    """
    inherited = dimmed_at(node.parent) if node.parent is not None else frozenset()
    current = dimmed_at(node)
    wanted = current ^ {point}
    if wanted == inherited:
        return {"DD": None}
    if not wanted:
        return {"DD": [""]}
    order = [p for p in points_of(node.props.get("DD", ())) if p in wanted]
    order += sorted(wanted.difference(order), key=lambda p: (p.y, p.x))
    return {"DD": [_letters(p) for p in order]}
