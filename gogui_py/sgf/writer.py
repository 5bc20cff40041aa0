"""Raw game trees -> SGF text (the caller encodes it, as UTF-8).

Values are written verbatim between ``[`` and ``]``: they must already be
escaped (:func:`gogui_py.sgf.values.text_to_sgf`). Lines are wrapped near
:data:`LINE_WIDTH` columns, only between nodes, properties or values, never
inside a value. A node with one child continues the sequence; a node with
several children writes each as a variation ``(...)`` on a new line. The walk
uses an explicit stack, so any depth writes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gogui_py.sgf.tree import RawNode

LINE_WIDTH = 78
_IDENT = re.compile(r"[A-Z]+")
# Escaped value content: no bare "]", every "\\" followed by a character.
_ESCAPED = re.compile(r"[^\\\]]*+(?:\\.[^\\\]]*+)*+", re.S)  # possessive: no backtracking stack
_OPEN = "("
_CLOSE = ")"


def write(games: Sequence[RawNode]) -> str:
    """SGF text of a collection: one game tree per root, each on its own line(s).

    Returns:
        The text, ending with a newline ("" for no games).

    Raises:
        ValueError: a property identifier is not upper-case letters A-Z, a
            property has no value, or a value is not escaped (a bare ``]``,
            or a ``\\`` at its end).
    """
    out = _Output()
    for game in games:
        stack: list[RawNode | str] = [_CLOSE, game, _OPEN]
        while stack:
            item = stack.pop()
            if item is _OPEN:
                out.open_tree()
            elif item is _CLOSE:
                out.put(_CLOSE)
            else:
                assert isinstance(item, RawNode)
                _write_node(out, item)
                children = item.children
                if len(children) == 1:
                    stack.append(children[0])
                else:
                    for child in reversed(children):
                        stack += (_CLOSE, child, _OPEN)
        out.newline()
    return "".join(out.parts)


class _Output:
    """Pieces of text and the current column, for line wrapping."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.column = 0

    def put(self, piece: str) -> None:
        """Append a piece that must stay on one line; wrap before it if needed."""
        if self.column and self.column + len(piece) > LINE_WIDTH:
            self.parts.append("\n")
            self.column = 0
        self.parts.append(piece)
        newline = piece.rfind("\n")
        self.column = self.column + len(piece) if newline < 0 else len(piece) - newline - 1

    def open_tree(self) -> None:
        """Every game tree and variation starts on a new line."""
        self.newline()
        self.put(_OPEN)

    def newline(self) -> None:
        if self.column:
            self.parts.append("\n")
            self.column = 0


def _write_node(out: _Output, node: RawNode) -> None:
    first = True
    for ident, values in node.properties.items():
        if _IDENT.fullmatch(ident) is None:
            raise ValueError(f"invalid SGF property identifier {ident!r}")
        if not values:
            raise ValueError(f"property {ident} has no value")
        for index, value in enumerate(values):
            if _ESCAPED.fullmatch(value) is None:
                raise ValueError(f"value of {ident} is not escaped: {value!r}")
            piece = f"[{value}]"
            if index == 0:
                piece = ident + piece
                if first:
                    piece = ";" + piece
                    first = False
            out.put(piece)
    if first:
        out.put(";")
