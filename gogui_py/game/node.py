"""Game tree nodes: a move, setup stones, the player to move, a comment and raw properties.

A :class:`Node` holds the SGF properties that the game model understands as
typed fields (``B``/``W`` as :attr:`Node.move`, ``AB``/``AW``/``AE`` as setup
points, ``PL``, ``C``) and every other property verbatim in :attr:`Node.props`
(canonical FF[4] identifiers mapped to raw, still SGF-escaped values, in file
order). The mapping between the two lives only in :mod:`gogui_py.game.sgf_io`.

Nodes are mutated only through :class:`gogui_py.game.tree.GameTree`, which
reports each change as a change record. Equality is identity.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from gogui_py.go import Board, Color, IllegalMoveError, Move, Point
from gogui_py.sgf.values import text_from_sgf


class Node:
    """One node of a game tree.

    Attributes:
        parent: the node above, None for the root (and for a deleted node).
        children: the variations below; ``children[0]`` continues the main variation.
        move: the move played in this node (``B``/``W``), None when there is none.
        add_black, add_white, add_empty: setup points (``AB``, ``AW``, ``AE``).
        player: the colour to play next, set by ``PL``; None when absent.
        comment: the unescaped text of ``C`` ("" when absent).
        props: every other SGF property: identifier -> raw escaped values, in file order.
    """

    __slots__ = (
        "add_black",
        "add_empty",
        "add_white",
        "children",
        "comment",
        "move",
        "parent",
        "player",
        "props",
    )

    def __init__(
        self,
        move: Move | None = None,
        *,
        add_black: tuple[Point, ...] = (),
        add_white: tuple[Point, ...] = (),
        add_empty: tuple[Point, ...] = (),
        player: Color | None = None,
        comment: str = "",
        props: dict[str, list[str]] | None = None,
    ) -> None:
        """A detached node (no parent, no children); attach it through GameTree."""
        self.parent: Node | None = None
        self.children: list[Node] = []
        self.move = move
        self.add_black = add_black
        self.add_white = add_white
        self.add_empty = add_empty
        self.player = player
        self.comment = comment
        self.props: dict[str, list[str]] = {} if props is None else props

    @property
    def is_root(self) -> bool:
        """True when the node has no parent."""
        return self.parent is None

    @property
    def has_setup(self) -> bool:
        """True when the node adds or removes stones (AB, AW or AE)."""
        return bool(self.add_black or self.add_white or self.add_empty)

    @property
    def depth(self) -> int:
        """Number of nodes above this one (the root has depth 0). O(depth), iterative."""
        depth = 0
        node = self.parent
        while node is not None:
            depth += 1
            node = node.parent
        return depth

    def ancestors(self) -> Iterator[Node]:
        """The nodes above this one, nearest first, up to the root. Lazy, iterative."""
        walk = self.parent
        while walk is not None:
            yield walk
            walk = walk.parent

    def path(self) -> list[Node]:
        """The nodes from the root down to this one, both included. O(depth)."""
        nodes = [self, *self.ancestors()]
        nodes.reverse()
        return nodes

    def child_index(self) -> int:
        """Index in the parent's children (0 = main variation); 0 for the root."""
        parent = self.parent
        if parent is None:
            return 0
        for index, child in enumerate(parent.children):
            if child is self:
                return index
        raise ValueError("node is not among its parent's children")

    def get_text(self, ident: str) -> str | None:
        """The unescaped text of the first value of property ``ident``; None when absent.

        ``"C"`` returns :attr:`comment` (None when empty). Other identifiers are
        looked up in :attr:`props` and decoded as SGF Text (FF[4] "Text").
        """
        if ident == "C":
            return self.comment or None
        values = self.props.get(ident)
        if not values:
            return None
        return text_from_sgf(values[0])

    def __repr__(self) -> str:
        parts = []
        if self.move is not None:
            parts.append(f"move={self.move.color.value}{tuple(self.move.point or ())}")
        if self.has_setup:
            parts.append(
                f"setup=+{len(self.add_black)}b+{len(self.add_white)}w-{len(self.add_empty)}"
            )
        if self.props:
            parts.append("props=" + ",".join(self.props))
        return f"<Node {' '.join(parts)}>" if parts else "<Node>"


def execute(board: Board, node: Node, plays_moves: bool = True) -> Board:
    """``board`` after ``node``: its setup (AB, AW, AE; points off the board skipped),
    then its move when ``plays_moves`` (Go; a ruler's game has its own rules). A move
    that is illegal or off the board (after an SZ change) is skipped, as at load time."""
    if node.has_setup:
        size = board.size
        board = board.with_setup(
            [p for p in node.add_black if size.contains(p)],
            [p for p in node.add_white if size.contains(p)],
            [p for p in node.add_empty if size.contains(p)],
        )
    move = node.move
    if move is not None and plays_moves:
        with contextlib.suppress(IllegalMoveError):
            board = board.play(move, check=False)
    return board
