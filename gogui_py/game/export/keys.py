"""Short keys for labels too long to write on a point (the text diagrams' legends).

A label (SGF ``LB``) of any length is allowed, but a diagram point holds one to three
characters. :func:`label_keys` keeps the labels that fit and gives the others a key
(``a``, ``b``, ... then ``aa``, ``ab``, ...) that the writer puts on the point and lists
under the diagram (``"a: ko threat"``), as Go books do.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from itertools import count, product
from string import ascii_lowercase

from gogui_py.go import Point


def label_keys(
    labels: Sequence[tuple[Point, str]], *, fits: int, reserved: Collection[str] = ()
) -> tuple[dict[Point, str], list[tuple[str, str]]]:
    """The text written on each labelled point, and the keys to list under the diagram.

    Args:
        labels: ``(point, label)`` in diagram order.
        fits: the most characters a point holds; a label (stripped of surrounding
            blanks) that is longer, empty, has a line break or is in ``reserved``
            gets a key.
        reserved: texts that mean something else on this diagram (stone and mark
            symbols, move numbers); never used as a label in place nor as a key.

    Returns:
        ``(shown, keyed)``: ``shown`` maps every point of ``labels`` to its text on the
        board; ``keyed`` is ``(key, full label)`` for the labels given a key, in order.
    """
    kept: dict[Point, str] = {}
    for point, text in labels:
        short = text.strip()
        if short and len(short) <= fits and "\n" not in short and short not in reserved:
            kept[point] = short
    taken = set(reserved) | set(kept.values())
    keys = (key for key in _keys() if key not in taken)
    shown = dict(kept)
    keyed: list[tuple[str, str]] = []
    for point, text in labels:
        if point not in kept:
            key = next(keys)
            shown[point] = key
            keyed.append((key, " ".join(text.split())))
    return shown, keyed


def _keys() -> Iterator[str]:
    """``a`` ... ``z``, ``aa``, ``ab`` ... without end."""
    for length in count(1):
        for letters in product(ascii_lowercase, repeat=length):
            yield "".join(letters)
