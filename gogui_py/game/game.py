"""A game: a :class:`GameTree`, the current node, boards per node and the Go rules.

Boards are computed on demand by replaying moves (``Board.play(check=False)``,
as FF[4] "How to execute a move" requires for records) and setup from the
nearest cached ancestor; the cache is bounded (:class:`BoardCache`). New moves
entered by the user or an engine go through :meth:`Game.play` /
:meth:`Game.play_move`, which check legality with ``Board.play(check=True)``.

Games other than Go (GM other than 1) load and navigate, but their boards show
only setup stones until a ruler provides the rules.
"""

from __future__ import annotations

import contextlib

from gogui_py.game.board_cache import BoardCache
from gogui_py.game.node import Node
from gogui_py.game.tree import Change, CurrentNodeChanged, GameTree
from gogui_py.go import Color, Move, Point
from gogui_py.go.board import Board, IllegalMoveError
from gogui_py.sgf.values import number_from_sgf


class Game:
    """A game tree plus the current node.

    Navigation and play methods return change records (``CurrentNodeChanged``
    last when the current node moved); they return ``[]`` when nothing changed.
    """

    def __init__(self, tree: GameTree, cache: BoardCache | None = None) -> None:
        self.tree = tree
        self.current: Node = tree.root
        self.cache = BoardCache() if cache is None else cache
        self._cache_revision = tree.position_revision
        self._saved_revision = tree.revision
        self._force_modified = False

    # -- modified flag ----------------------------------------------------------

    @property
    def modified(self) -> bool:
        """True when the tree changed since creation or the last :meth:`mark_saved`."""
        return self._force_modified or self.tree.revision != self._saved_revision

    @modified.setter
    def modified(self, value: bool) -> None:
        if value:
            self._force_modified = True
        else:
            self.mark_saved()

    def mark_saved(self) -> None:
        """Clear :attr:`modified` (after the tree was saved)."""
        self._saved_revision = self.tree.revision
        self._force_modified = False

    # -- positions --------------------------------------------------------------

    def board(self, node: Node | None = None) -> Board:
        """The position after ``node`` (default: the current node).

        Replays from the nearest cached ancestor, at most the distance to the
        last checkpoint on a path already visited. Moves that cannot be
        executed (off the board) and setup points off the board are skipped.
        """
        node = self.current if node is None else node
        if self._cache_revision != self.tree.position_revision:
            self.cache.clear()
            self._cache_revision = self.tree.position_revision
        chain: list[Node] = []
        walk: Node | None = node
        found: tuple[Board, int] | None = None
        while walk is not None:
            found = self.cache.get(walk)
            if found is not None:
                break
            chain.append(walk)
            walk = walk.parent
        board, depth = (Board.empty(self.tree.size), -1) if found is None else found
        for step in reversed(chain):
            depth += 1
            board = self._execute(board, step)
            self.cache.offer_checkpoint(step, board, depth)
        if chain:
            self.cache.put(node, board, depth)
        return board

    def _execute(self, board: Board, node: Node) -> Board:
        """Apply the setup, then the move, of ``node`` to ``board``."""
        if node.has_setup:
            size = board.size
            board = board.with_setup(
                [p for p in node.add_black if size.contains(p)],
                [p for p in node.add_white if size.contains(p)],
                [p for p in node.add_empty if size.contains(p)],
            )
        move = node.move
        if move is not None and self.tree.is_go:
            # A move off the board (after an SZ change) is skipped, as at load time.
            with contextlib.suppress(IllegalMoveError):
                board = board.play(move, check=False)
        return board

    def to_move(self, node: Node | None = None) -> Color:
        """The colour to play after ``node``.

        PL of the nearest node on the path that has PL or a move; else the
        opponent of that move; with neither on the path, White when the root
        has HA >= 2 and black setup stones (handicap), else Black.
        """
        walk: Node | None = self.current if node is None else node
        has_black_setup = False
        while walk is not None:
            if walk.player is not None:
                return walk.player
            if walk.move is not None:
                return walk.move.color.opponent
            has_black_setup = has_black_setup or bool(walk.add_black)
            walk = walk.parent
        if has_black_setup and self.handicap() >= 2:
            return Color.WHITE
        return Color.BLACK

    def handicap(self) -> int:
        """HA of the root (0 when absent or bad)."""
        values = self.tree.root.props.get("HA")
        if not values:
            return 0
        try:
            return number_from_sgf(values[0])
        except ValueError:
            return 0

    def path(self, node: Node | None = None) -> list[Node]:
        """The nodes from the root down to ``node`` (default: current), both included."""
        walk: Node | None = self.current if node is None else node
        nodes: list[Node] = []
        while walk is not None:
            nodes.append(walk)
            walk = walk.parent
        nodes.reverse()
        return nodes

    def moves_to(self, node: Node | None = None) -> list[Move]:
        """The moves on the path from the root to ``node`` (default: current), in order."""
        return [n.move for n in self.path(node) if n.move is not None]

    def move_number(self, node: Node | None = None) -> int:
        """Number of moves (passes included) on the path from the root to ``node``."""
        walk: Node | None = self.current if node is None else node
        count = 0
        while walk is not None:
            if walk.move is not None:
                count += 1
            walk = walk.parent
        return count

    def last_move(self, node: Node | None = None) -> Move | None:
        """The move of ``node`` (default: current), None when it has none."""
        return (self.current if node is None else node).move

    def is_game_over(self, node: Node | None = None) -> bool:
        """True when the last two moves on the path to ``node`` are passes."""
        walk: Node | None = self.current if node is None else node
        passes = 0
        while walk is not None and passes < 2:
            move = walk.move
            if move is not None:
                if not move.is_pass:
                    return False
                passes += 1
            walk = walk.parent
        return passes == 2

    def setup_at_root(self) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
        """The root's black and white setup stones (handicap or problem position)."""
        root = self.tree.root
        return root.add_black, root.add_white

    # -- playing ----------------------------------------------------------------

    def play(self, point: Point | None) -> list[Change]:
        """The side to move plays at ``point`` (None = pass); see :meth:`play_move`."""
        return self.play_move(Move(self.to_move(), point))

    def play_move(self, move: Move) -> list[Change]:
        """Play ``move`` from the current node and make its node current.

        An existing child with the same move is followed, else a child is added.

        Raises:
            IllegalMoveError: for an occupied point, suicide, simple ko or a
                point off the board; the tree and the current node are unchanged.
                Games other than Go check only "off board" (no ruler yet).
        """
        if self.tree.is_go:
            self.board().play(move, check=True)
        elif move.point is not None and not self.tree.size.contains(move.point):
            raise IllegalMoveError("off board", move, self.tree.size)
        node, changes = self.tree.add_move(self.current, move)
        self.current = node
        return [*changes, CurrentNodeChanged(node)]

    def delete(self, node: Node) -> list[Change]:
        """Delete ``node`` and its subtree; the parent becomes current if current was inside.

        Raises:
            ValueError: for the root.
        """
        inside = False
        walk: Node | None = self.current
        while walk is not None:
            if walk is node:
                inside = True
                break
            walk = walk.parent
        parent = node.parent
        changes = self.tree.delete(node)
        if inside and parent is not None:
            self.current = parent
            changes.append(CurrentNodeChanged(parent))
        return changes

    # -- navigation -------------------------------------------------------------

    def go_to(self, node: Node) -> list[Change]:
        """Make ``node`` current."""
        if node is self.current:
            return []
        self.current = node
        return [CurrentNodeChanged(node)]

    def forward(self, n: int = 1) -> list[Change]:
        """Go ``n`` nodes down along first children, stopping at the end of the variation."""
        node = self.current
        for _ in range(n):
            if not node.children:
                break
            node = node.children[0]
        return self.go_to(node)

    def back(self, n: int = 1) -> list[Change]:
        """Go ``n`` nodes up, stopping at the root."""
        node = self.current
        for _ in range(n):
            if node.parent is None:
                break
            node = node.parent
        return self.go_to(node)

    def to_start(self) -> list[Change]:
        """Go to the root."""
        return self.go_to(self.tree.root)

    def to_end(self) -> list[Change]:
        """Go to the end of the current variation (first children from current)."""
        node = self.current
        while node.children:
            node = node.children[0]
        return self.go_to(node)

    def next_variation(self) -> list[Change]:
        """Go to the next sibling of the current node (GoGui: Down); [] when none."""
        return self._sibling(1)

    def previous_variation(self) -> list[Change]:
        """Go to the previous sibling of the current node (GoGui: Up); [] when none."""
        return self._sibling(-1)

    def _sibling(self, step: int) -> list[Change]:
        parent = self.current.parent
        if parent is None:
            return []
        index = self.current.child_index() + step
        if not 0 <= index < len(parent.children):
            return []
        return self.go_to(parent.children[index])
