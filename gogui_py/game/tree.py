"""The game tree: a root node, the board size, and every mutation as change records.

Every change to a tree goes through :class:`GameTree`; each mutating method
returns the list of change records it caused (empty when nothing changed), so
views update from records rather than by re-reading the whole tree. Walks are
iterative: trees 10,000 levels deep or with 60,000 nodes are fine.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from gogui_py.game.info import GameInfo, komi_to_sgf
from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.sgf.values import number_from_sgf, text_from_sgf, text_to_sgf

DEFAULT_SIZE = BoardSize(19, 19)
GO = 1
"""SGF GM value of Go."""

GAME_ID_PROPERTY = "GOGUIGAME"
"""Private root property holding the game id of the ruler a game was played with
(``gogui-rules_game_id``, rulers.md "What gogui-py MUST do": records name their game)."""
TYPED_IDENTS = frozenset({"B", "W", "AB", "AW", "AE", "PL", "C"})
"""Properties kept as typed Node fields; set_property refuses them."""


@dataclass(frozen=True)
class NodeState:
    """A frozen snapshot of everything a node holds besides its links.

    ``props`` is :attr:`Node.props` as ``((ident, (raw values...)), ...)`` in
    insertion order, so restoring a state gives the same SGF text back.
    """

    move: Move | None
    add_black: tuple[Point, ...]
    add_white: tuple[Point, ...]
    add_empty: tuple[Point, ...]
    player: Color | None
    comment: str
    props: tuple[tuple[str, tuple[str, ...]], ...]

    @staticmethod
    def of(node: Node) -> NodeState:
        """The current state of ``node``."""
        return NodeState(
            node.move,
            node.add_black,
            node.add_white,
            node.add_empty,
            node.player,
            node.comment,
            tuple((ident, tuple(values)) for ident, values in node.props.items()),
        )

    def prop(self, ident: str) -> tuple[str, ...] | None:
        """The raw values of property ``ident``, None when absent."""
        for key, values in self.props:
            if key == ident:
                return values
        return None


@dataclass(frozen=True)
class NodeAdded:
    """``node`` (with its subtree) was attached to ``parent.children[index]``."""

    node: Node
    parent: Node
    index: int


@dataclass(frozen=True)
class NodeRemoved:
    """``node`` (with its subtree) was removed from ``parent.children[index]``."""

    parent: Node
    node: Node
    index: int


@dataclass(frozen=True)
class NodeMoved:
    """``node`` moved among the children of ``parent`` from ``old_index`` to ``new_index``."""

    parent: Node
    node: Node
    old_index: int
    new_index: int


@dataclass(frozen=True)
class PropertiesChanged:
    """Move, setup, player, comment or properties of ``node`` went from ``before`` to ``after``."""

    node: Node
    before: NodeState
    after: NodeState


@dataclass(frozen=True)
class CurrentNodeChanged:
    """The current node of a Game is now ``node``."""

    node: Node


Change = NodeAdded | NodeRemoved | NodeMoved | PropertiesChanged | CurrentNodeChanged


def size_from_sgf(raw: str) -> BoardSize:
    """Board size from an SZ value: ``"19"`` or rectangular ``"19:11"`` (columns:rows).

    Raises:
        ValueError: for a malformed value or a size outside 1..52.
    """
    if ":" in raw:  # number_from_sgf: spaces, line breaks and soft line breaks tolerated
        width_text, height_text = raw.split(":", 1)
        return BoardSize.of(number_from_sgf(width_text), number_from_sgf(height_text))
    return BoardSize.square(number_from_sgf(raw))


def size_to_sgf(size: BoardSize) -> str:
    """SZ value for ``size``: ``"19"`` or ``"19:11"``."""
    if size.is_square:
        return str(size.width)
    return f"{size.width}:{size.height}"


class GameTree:
    """A game tree with its board size and game type.

    Attributes:
        root: the root node (game-info properties live in ``root.props``).
        size: the board size (from SZ; 19x19 when absent).
        game_number: the SGF GM value (1 = Go).
        revision: incremented by every mutation (used to track "modified").
        position_revision: incremented by mutations that change positions of
            existing nodes (setup, size, game type); board caches use it.
    """

    def __init__(
        self, root: Node | None = None, size: BoardSize = DEFAULT_SIZE, game_number: int = GO
    ) -> None:
        self.root = Node() if root is None else root
        self.size = size
        self.game_number = game_number
        self.revision = 0
        self.position_revision = 0
        self._removed_from: dict[Node, Node] = {}

    @staticmethod
    def new(size: BoardSize = DEFAULT_SIZE, komi: float = 0.0) -> GameTree:
        """An empty Go game: the root has FF[4], GM[1], SZ, KM and CA[UTF-8]."""
        root = Node(
            props={
                "FF": ["4"],
                "GM": ["1"],
                "SZ": [size_to_sgf(size)],
                "KM": [komi_to_sgf(komi)],
                "CA": ["UTF-8"],
            }
        )
        return GameTree(root, size, GO)

    @property
    def game_id(self) -> str:
        """The ruler's game id stored in the root (:data:`GAME_ID_PROPERTY`), "" when none."""
        values = self.root.props.get(GAME_ID_PROPERTY)
        return text_from_sgf(values[0]).strip() if values else ""

    @property
    def is_go(self) -> bool:
        """True for Go: GM[1] or GM absent, and no other game id stored by a ruler game."""
        return self.game_number == GO and self.game_id.lower() in ("", "go")

    @property
    def info(self) -> GameInfo:
        """The game info of the root (a fresh copy; change it with :meth:`set_info`)."""
        return GameInfo.from_root(self.root)

    # -- queries ----------------------------------------------------------------

    def main_line(self) -> list[Node]:
        """The root followed by first children down to the end of the main variation."""
        nodes = [self.root]
        node = self.root
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def iter_nodes(self) -> Iterator[Node]:
        """Every node in depth-first pre-order (main variations first), iteratively."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def node_count(self) -> int:
        """Number of nodes in the tree, root included."""
        count = 0
        stack = [self.root]
        while stack:
            node = stack.pop()
            count += 1
            stack.extend(node.children)
        return count

    def contains(self, node: Node) -> bool:
        """True when ``node`` is attached below (or is) this tree's root."""
        current: Node | None = node
        while current is not None:
            if current is self.root:
                return True
            current = current.parent
        return False

    # -- mutations --------------------------------------------------------------

    def _touch(self, position: bool = False) -> None:
        self.revision += 1
        if position:
            self.position_revision += 1

    def add_move(self, parent: Node, move: Move) -> tuple[Node, list[Change]]:
        """The child of ``parent`` playing ``move``: an existing one, else a new last child.

        Returns the child and ``[NodeAdded(child, parent, index)]`` when it was
        created, ``[]`` when an existing child with the same move was followed.
        No legality check.
        """
        for child in parent.children:
            if child.move == move:
                return child, []
        child = Node(move)
        return child, self.insert(parent, child)

    def insert(self, parent: Node, node: Node, index: int | None = None) -> list[Change]:
        """Attach detached ``node`` (with its subtree) under ``parent`` at ``index``.

        ``index`` None appends. Used to undo :meth:`delete`. Re-attaching a node
        where it was removed from, or attaching a new leaf, keeps cached boards
        valid; attaching a node somewhere else changes the positions of its
        subtree (:attr:`position_revision`).

        Raises:
            ValueError: when ``node`` already has a parent or is this tree's root.
        """
        if node.parent is not None or node is self.root:
            raise ValueError("node is already attached")
        if index is None:
            index = len(parent.children)
        index = max(0, min(index, len(parent.children)))
        old_parent = self._removed_from.pop(node, None)
        moved = old_parent is not parent and (old_parent is not None or bool(node.children))
        parent.children.insert(index, node)
        node.parent = parent
        self._touch(position=moved)
        return [NodeAdded(node, parent, index)]

    def delete(self, node: Node) -> list[Change]:
        """Remove ``node`` and its subtree; the node keeps its children, loses its parent.

        Raises:
            ValueError: for the root or a node that is not attached.
        """
        parent = node.parent
        if parent is None:
            raise ValueError("the root node cannot be deleted")
        index = node.child_index()
        del parent.children[index]
        node.parent = None
        self._removed_from[node] = parent
        self._touch()
        return [NodeRemoved(parent, node, index)]

    def move_variation(self, node: Node, index: int) -> list[Change]:
        """Move ``node`` to position ``index`` among its siblings (0 makes it the main one).

        ``index`` is clamped to the siblings. Returns ``[NodeMoved(...)]``, or
        ``[]`` when the node is already there.

        Raises:
            ValueError: for the root.
        """
        parent = node.parent
        if parent is None:
            raise ValueError("the root node has no siblings")
        index = max(0, min(index, len(parent.children) - 1))
        old_index = node.child_index()
        if old_index == index:
            return []
        del parent.children[old_index]
        parent.children.insert(index, node)
        self._touch()
        return [NodeMoved(parent, node, old_index, index)]

    def set_state(self, node: Node, state: NodeState) -> list[Change]:
        """Give ``node`` everything recorded in ``state`` (the primitive of every property edit).

        Returns ``[PropertiesChanged(node, before, state)]``, or ``[]`` when the
        node already holds ``state``. A changed move or setup, and SZ or GM on the
        root, change positions (:attr:`position_revision`); a bad SZ or GM value on
        the root is kept raw and read as 19x19 / Go, as when loading.
        """
        before = NodeState.of(node)
        if before == state:
            return []
        node.move = state.move
        node.add_black, node.add_white, node.add_empty = (
            state.add_black,
            state.add_white,
            state.add_empty,
        )
        node.player = state.player
        node.comment = state.comment
        node.props = {ident: list(values) for ident, values in state.props}
        position = (before.move, before.add_black, before.add_white, before.add_empty) != (
            state.move,
            state.add_black,
            state.add_white,
            state.add_empty,
        )
        if node is self.root:
            for ident in ("SZ", "GM"):
                values = state.prop(ident)
                if values != before.prop(ident):
                    position = True
                    self._set_root_value(ident, list(values) if values else None)
        self._touch(position)
        return [PropertiesChanged(node, before, state)]

    def _edit(self, node: Node, **fields: object) -> list[Change]:
        """Set typed fields of ``node`` (names of NodeState fields) through :meth:`set_state`."""
        return self.set_state(node, dataclasses.replace(NodeState.of(node), **fields))  # type: ignore[arg-type]

    def set_comment(self, node: Node, text: str) -> list[Change]:
        """Set the comment (C) of ``node``; "" removes it."""
        return self._edit(node, comment=text)

    def set_info(self, info: GameInfo) -> list[Change]:
        """Write game info into the root (see :meth:`GameInfo.apply_to`)."""
        scratch = Node(props={ident: list(values) for ident, values in self.root.props.items()})
        if not info.apply_to(scratch):
            return []
        props = tuple((ident, tuple(values)) for ident, values in scratch.props.items())
        return self._edit(self.root, props=props)

    def set_setup(
        self,
        node: Node,
        black: Sequence[Point] = (),
        white: Sequence[Point] = (),
        empty: Sequence[Point] = (),
    ) -> list[Change]:
        """Replace the setup stones (AB, AW, AE) of ``node``.

        Raises:
            ValueError: for a point off the board.
        """
        for point in (*black, *white, *empty):
            if not self.size.contains(point):
                raise ValueError(f"point {tuple(point)} is off the {self.size} board")
        return self._edit(
            node, add_black=tuple(black), add_white=tuple(white), add_empty=tuple(empty)
        )

    def set_player(self, node: Node, player: Color | None) -> list[Change]:
        """Set (or with None remove) the colour to play (PL) at ``node``."""
        return self._edit(node, player=player)

    def set_property(self, node: Node, ident: str, values: list[str] | None) -> list[Change]:
        """Set raw SGF values of property ``ident`` of ``node``; None or [] removes it.

        Values are raw (escaped; use :func:`gogui_py.sgf.values.text_to_sgf`). A
        property already present keeps its place in :attr:`Node.props`; a new one
        goes last. Setting SZ or GM on the root also changes :attr:`size` /
        :attr:`game_number`.

        Raises:
            ValueError: for an identifier that is not upper-case letters (FF[4] PropIdent), for
                B, W, AB, AW, AE, PL and C (use add_move, set_setup, set_player,
                set_comment), and for a bad SZ or GM value on the root.
        """
        return self.set_properties(node, {ident: values})

    def set_properties(self, node: Node, changes: dict[str, list[str] | None]) -> list[Change]:
        """Set several raw properties of ``node`` at once (one record); see :meth:`set_property`.

        Raises:
            ValueError: as :meth:`set_property`.
        """
        props = dict(node.props)
        for ident, values in changes.items():
            if not (ident.isascii() and ident.isalpha() and ident.isupper()):
                raise ValueError(f"not an SGF property identifier: {ident!r}")
            if ident in TYPED_IDENTS:
                raise ValueError(f"property {ident} is a typed field of the node")
            if node is self.root and ident in ("SZ", "GM") and values:
                self._check_root_value(ident, values[0])
            if values:
                props[ident] = list(values)
            else:
                props.pop(ident, None)
        state = tuple((ident, tuple(values)) for ident, values in props.items())
        return self._edit(node, props=state)

    @staticmethod
    def _check_root_value(ident: str, raw: str) -> None:
        if ident == "SZ":
            size_from_sgf(raw)
        else:
            int(raw)

    def _set_root_value(self, ident: str, values: list[str] | None) -> None:
        """Follow a new SZ / GM value of the root; a bad value reads as 19x19 / Go."""
        try:
            if ident == "SZ":
                self.size = size_from_sgf(values[0]) if values else DEFAULT_SIZE
            else:
                self.game_number = int(values[0]) if values else GO
        except ValueError:
            if ident == "SZ":
                self.size = DEFAULT_SIZE
            else:
                self.game_number = GO

    def set_text(self, node: Node, ident: str, text: str | None) -> list[Change]:
        """Set property ``ident`` to SGF Text ``text`` (escaped here); None or "" removes it."""
        if ident == "C":
            return self.set_comment(node, text or "")
        if text and node.props.get(ident) and text_from_sgf(node.props[ident][0]) == text:
            return []
        return self.set_property(node, ident, [text_to_sgf(text)] if text else None)
