"""A game: a :class:`GameTree`, the current node, boards per node and the Go rules.

Boards are computed on demand by replaying moves (``Board.play(check=False)``,
as FF[4] "How to execute a move" requires for records) and setup from the
nearest cached ancestor; the cache is bounded (:class:`BoardCache`). New moves
entered by the user or an engine go through :meth:`Game.play` /
:meth:`Game.play_move`, which check legality with ``Board.play(check=True)``.

Every edit (moves, structure, setup, markup, annotations, comments, game
info) goes through the tree's primitive records and pushes one undo step on
:attr:`Game.history`; :meth:`Game.undo` / :meth:`Game.redo` replay them and
make current the node that was current before / after the edit. The editing
logic lives in :mod:`.editing`, :mod:`.markup`, :mod:`.annotations` and the
node searches in :mod:`.navigation`; this class binds them to the current node.

Games other than Go (GM other than 1) load and navigate, but their boards show
only setup stones until a ruler provides the rules.
"""

from __future__ import annotations

import re
from typing import Literal

import gogui_py.game.annotations as annotation_edits
import gogui_py.game.editing as tree_edits
import gogui_py.game.markup as markup_edits
import gogui_py.game.navigation as walks
from gogui_py.game.annotations import Annotations
from gogui_py.game.board_cache import BoardCache
from gogui_py.game.history import EditHistory
from gogui_py.game.info import GameInfo
from gogui_py.game.markup import Markup
from gogui_py.game.node import Node, execute
from gogui_py.game.time_record import time_left_changes
from gogui_py.game.tree import Change, CurrentNodeChanged, GameTree, NodeRemoved
from gogui_py.go import Color, Move, Point
from gogui_py.go.board import Board, IllegalMoveError
from gogui_py.go.vertex import to_gtp
from gogui_py.sgf.values import number_from_sgf


class Game:
    """A game tree plus the current node.

    Navigation, play and edit methods return change records (``CurrentNodeChanged``
    last when the current node moved); they return ``[]`` when nothing changed.
    Every edit that changes the tree records one undo step in :attr:`history`.
    """

    def __init__(self, tree: GameTree, cache: BoardCache | None = None) -> None:
        self.tree = tree
        self.current: Node = tree.root
        self.cache = BoardCache() if cache is None else cache
        self.history = EditHistory()
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
        plays_moves = self.tree.is_go  # once, not per replayed node (a root property read)
        for step in reversed(chain):
            depth += 1
            board = execute(board, step, plays_moves)
            self.cache.offer_checkpoint(step, board, depth)
        if chain:
            self.cache.put(node, board, depth)
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
        return (self.current if node is None else node).path()

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
        before = self.current
        node, changes = self.tree.add_move(before, move)
        self.current = node
        changes.append(CurrentNodeChanged(node))
        if move.point is None:
            label = "Pass"
        elif self.tree.size.contains(move.point):
            label = f"Play {to_gtp(move.point, self.tree.size)}"
        else:
            label = "Play"
        self.history.record(label, changes, before=before, after=node)
        return changes

    def delete(self, node: Node) -> list[Change]:
        """Same as :meth:`truncate` (kept for older callers)."""
        return self.truncate(node)

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

    def next_earlier_variation(self) -> list[Change]:
        """Go to the next sibling of the nearest node of the path (current first) with one."""
        target = walks.earlier_variation(self.current, 1)
        return [] if target is None else self.go_to(target)

    def previous_earlier_variation(self) -> list[Change]:
        """Go to the previous sibling of the nearest node of the path with one."""
        target = walks.earlier_variation(self.current, -1)
        return [] if target is None else self.go_to(target)

    def back_to_main_line(self) -> list[Change]:
        """Go to the deepest node of the current path that is on the main line."""
        return self.go_to(walks.main_line_node(self.current))

    def go_to_move(self, n: int) -> list[Change]:
        """Go to the node playing move ``n`` on the current variation (0: the root).

        The variation is the path to the current node continued by first
        children; ``[]`` when it has fewer than ``n`` moves.
        """
        target = walks.node_with_move_number(self.current, n)
        return [] if target is None else self.go_to(target)

    def find_comment(self, pattern: re.Pattern[str], forward: bool = True) -> Node | None:
        """The next node after (or before) the current one whose comment matches ``pattern``.

        Document order (pre-order), wrapping round the tree and ending with the
        current node; None when no comment matches. Does not move.
        """
        return walks.find_comment(self.current, pattern, forward)

    def variations(self, node: Node | None = None) -> list[Node]:
        """The children of ``node`` (default: current), main variation first."""
        return list((self.current if node is None else node).children)

    # -- undo and redo ------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """True when there is an edit to undo."""
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        """True when there is an undone edit to redo."""
        return self.history.can_redo

    @property
    def undo_label(self) -> str | None:
        """What :meth:`undo` would undo ("Play D4", "Delete node" ...), None when nothing."""
        return self.history.undo_label

    @property
    def redo_label(self) -> str | None:
        """What :meth:`redo` would redo, None when nothing."""
        return self.history.redo_label

    def undo(self) -> list[Change]:
        """Undo the last edit; the current node becomes the one current before it."""
        return self._settle(self.history.undo(self.tree))

    def redo(self) -> list[Change]:
        """Redo the last undone edit; the current node becomes the one current after it."""
        return self._settle(self.history.redo(self.tree))

    def _settle(self, changes: list[Change]) -> list[Change]:
        """Strip the history's target record and move to it (or its nearest surviving ancestor)."""
        target = self.current
        records: list[Change] = []
        removed_from: dict[Node, Node] = {}
        for change in changes:
            if isinstance(change, CurrentNodeChanged):
                target = change.node
                continue
            if isinstance(change, NodeRemoved):
                removed_from[change.node] = change.parent
            records.append(change)
        while True:
            top = target
            while top.parent is not None:
                top = top.parent
            if top is self.tree.root:
                break
            target = removed_from.get(top, self.tree.root)
        if target is not self.current:
            self.current = target
            records.append(CurrentNodeChanged(target))
        return records

    # -- editing ------------------------------------------------------------------

    def _record(
        self, label: str, changes: list[Change], *, before: Node, merge_key: str | None = None
    ) -> list[Change]:
        self.history.record(label, changes, merge_key=merge_key, before=before, after=self.current)
        return changes

    def _move_off(self, removed: Node, changes: list[Change]) -> list[Change]:
        """After ``removed`` was taken out: leave it if current was inside, for its parent."""
        walk: Node | None = self.current
        while walk is not None and walk is not removed:
            walk = walk.parent
        parent = next((c.parent for c in changes if isinstance(c, NodeRemoved)), None)
        if walk is removed and parent is not None:
            self.current = parent
            changes.append(CurrentNodeChanged(parent))
        return changes

    def delete_node(self, node: Node) -> list[Change]:
        """Remove only ``node``; its children take its place in the parent.

        The parent becomes current when ``node`` was current. Raises ValueError
        for the root.
        """
        before = self.current
        changes = tree_edits.delete_node(self.tree, node)
        if self.current is node:
            changes = self._move_off(node, changes)
        return self._record("Delete node", changes, before=before)

    def truncate(self, node: Node) -> list[Change]:
        """Remove ``node`` and its subtree (GoGui "Truncate"); the parent becomes current
        when the current node was inside. Raises ValueError for the root.
        """
        before = self.current
        changes = self._move_off(node, tree_edits.truncate(self.tree, node))
        return self._record("Truncate", changes, before=before)

    def truncate_children(self, node: Node) -> list[Change]:
        """Remove all children of ``node``; ``node`` becomes current if current was below."""
        before = self.current
        below = self.current is not node and node in self.path()
        changes = tree_edits.truncate_children(self.tree, node)
        if changes and below:
            changes += self.go_to(node)
        return self._record("Truncate children", changes, before=before)

    def make_main_variation(self, node: Node) -> list[Change]:
        """Reorder the children of every ancestor of ``node`` so it lies on the main line."""
        changes = tree_edits.make_main_variation(self.tree, node)
        return self._record("Make main variation", changes, before=self.current)

    def move_variation(self, node: Node, step: int) -> list[Change]:
        """Move ``node`` among its siblings: ``step`` -1 up (towards 0), +1 down; [] at the ends."""
        changes = tree_edits.move_variation(self.tree, node, step)
        label = "Move variation up" if step < 0 else "Move variation down"
        return self._record(label, changes, before=self.current)

    def keep_only_position(self, node: Node | None = None) -> list[Change]:
        """Make the tree a single root with the position at ``node`` (default: current).

        The root keeps its game info, gets AB/AW = the stones at ``node`` and
        PL = the side to move there, and becomes current. Undoable.
        """
        node = self.current if node is None else node
        before = self.current
        board, to_move = self.board(node), self.to_move(node)
        changes = tree_edits.keep_only_position(self.tree, board, to_move)
        changes += self.go_to(self.tree.root)
        return self._record("Keep only position", changes, before=before)

    def delete_side_variations(self) -> list[Change]:
        """Keep only the variation through the current node (the path to it continued by
        first children; GoGui's "Delete Side Variations"); one undo step."""
        changes = tree_edits.delete_side_variations(self.tree, self.current)
        return self._record("Delete side variations", changes, before=self.current)

    def set_times_left(self, times: dict[Color, tuple[float, int | None]]) -> list[Change]:
        """Record each colour's (seconds, overtime count or None in main time) as BL/WL and
        OB/OW at the current node (GoGui's Set Time Left); one undo step. Raises ValueError
        for a time that is not finite."""
        edit: dict[str, list[str] | None] = {}
        for color, (seconds, stones) in times.items():
            edit |= time_left_changes(color, seconds, stones)
        return self._props("Time left", edit)

    def set_setup_stone(self, point: Point, color: Color | None) -> list[Change]:
        """Make ``point`` ``color`` (None: empty) by setup at the current node.

        A node with a move gets a new last child first (setup nodes carry no
        move), which becomes current. AB/AW/AE are relative to the parent's
        board and never redundant; the root edits its own setup.

        Raises:
            ValueError: for a point off the board.
        """
        if not self.tree.size.contains(point):
            raise ValueError(f"point {tuple(point)} is off the {self.tree.size} board")
        before = node = self.current
        changes: list[Change] = []
        if node.move is not None:
            if self.board(node).get(point) is color:
                return []
            node, changes = self._new_setup_node()
        parent_board = (
            Board.empty(self.tree.size) if node.parent is None else self.board(node.parent)
        )
        black, white, empty = tree_edits.setup_after(node, parent_board, point, color)
        changes += self.tree.set_setup(node, black, white, empty)
        return self._record("Setup stone", changes, before=before)

    def set_player_to_move(self, color: Color | None) -> list[Change]:
        """Set (None: remove) PL, the colour to play, at the current node.

        PL is a setup property, which FF[4] does not mix with a move in one node: on a
        node with a move, a colour other than the one to play there goes into a new
        last child (made current), as :meth:`set_setup_stone` does; the same colour
        changes nothing. One undo step.
        """
        before = node = self.current
        changes: list[Change] = []
        if node.move is not None and color is not None:
            if self.to_move(node) is color:
                return []
            node, changes = self._new_setup_node()
        changes += self.tree.set_player(node, color)
        return self._record("Player to move", changes, before=before)

    def _new_setup_node(self) -> tuple[Node, list[Change]]:
        """A new empty last child of the current node (for setup after a move), made
        current; with the changes of adding it and going there."""
        node = Node()
        changes = self.tree.insert(self.current, node)
        changes += self.go_to(node)
        return node, changes

    def _props(self, label: str, edit: dict[str, list[str] | None]) -> list[Change]:
        changes = self.tree.set_properties(self.current, edit) if edit else []
        return self._record(label, changes, before=self.current)

    def set_mark(self, point: Point, kind: str | None) -> list[Change]:
        """Mark ``point`` at the current node with ``kind`` in CR SQ TR MA SL (None: unmark).

        A point carries one mark; any other is removed. Raises ValueError for a bad kind.
        """
        return self._props("Mark", markup_edits.set_mark(self.current, point, kind))

    def toggle_mark(self, point: Point, kind: str) -> list[Change]:
        """Set mark ``kind`` at ``point`` when it has none or another, else remove it."""
        present = markup_edits.mark_at(self.current, point)
        return self.set_mark(point, None if present == kind else kind)

    def set_label(self, point: Point, text: str | None) -> list[Change]:
        """Label ``point`` with ``text`` (LB) at the current node; None or "" removes it."""
        return self._props("Label", markup_edits.set_label(self.current, point, text))

    def next_label(self, kind: Literal["letters", "numbers"]) -> str:
        """The first label unused at the current node: A..Z, a..z ("" if all used) or 1, 2..."""
        return markup_edits.next_label(self.current, kind)

    def toggle_arrow(self, start: Point, end: Point) -> list[Change]:
        """Add or remove the arrow (AR) from ``start`` to ``end``; ValueError when equal."""
        return self._props("Arrow", markup_edits.toggle_pair(self.current, "AR", start, end))

    def toggle_line(self, start: Point, end: Point) -> list[Change]:
        """Add or remove the line (LN) between ``start`` and ``end``; ValueError when equal."""
        return self._props("Line", markup_edits.toggle_pair(self.current, "LN", start, end))

    def toggle_dimmed(self, point: Point) -> list[Change]:
        """Dim or undim ``point`` from the current node down (DD is inherited)."""
        return self._props("Dim", markup_edits.toggle_dimmed(self.current, point))

    def set_move_annotation(self, kind: str | None, emphasis: int = 1) -> list[Change]:
        """Set BM/TE (emphasis 1|2), DO or IT at the current node; None removes it.

        Raises:
            ValueError: setting one on a node without a move (FF[4]: they are move
                properties, "Move annotation"), or a bad kind.
        """
        return self.set_move_annotation_at(self.current, kind, emphasis)

    def set_move_annotation_at(
        self, node: Node, kind: str | None, emphasis: int = 1
    ) -> list[Change]:
        """As :meth:`set_move_annotation`, at ``node`` (Analyze Game marks a mistake)."""
        if kind is not None and node.move is None:
            raise ValueError("a move annotation needs a node with a move")
        edit = annotation_edits.set_move_annotation(node, kind, emphasis)
        changes = self.tree.set_properties(node, edit) if edit else []
        return self._record("Move annotation", changes, before=node)

    def set_position_annotation(self, kind: str | None, emphasis: int = 1) -> list[Change]:
        """Set GB/GW/DM/UC (emphasis 1|2) at the current node; None removes it."""
        edit = annotation_edits.set_position_annotation(self.current, kind, emphasis)
        return self._props("Position annotation", edit)

    def set_hotspot(self, emphasis: int | None) -> list[Change]:
        """Set HO (1|2) at the current node; None removes it."""
        return self._props("Hotspot", annotation_edits.set_hotspot(emphasis))

    def set_value(self, value: float | None) -> list[Change]:
        """Set V (the value of the position) at the current node; None removes it."""
        return self._props("Value", annotation_edits.set_value(value))

    def set_comment(self, node: Node, text: str) -> list[Change]:
        """Set the comment of ``node``; consecutive edits of one node make one undo step."""
        changes = self.tree.set_comment(node, text)
        merge_key = f"comment:{id(node)}"
        self.history.record("Comment", changes, merge_key=merge_key, before=node, after=node)
        return changes

    def set_info(self, info: GameInfo) -> list[Change]:
        """Write game info into the root (PB PW KM ...)."""
        return self._record("Game info", self.tree.set_info(info), before=self.current)

    # -- typed views ----------------------------------------------------------------

    def markup(self, node: Node | None = None) -> Markup:
        """The markup of ``node`` (default: current); points off the board are left out."""
        return markup_edits.markup_of(self.current if node is None else node, self.tree.size)

    def annotations(self, node: Node | None = None) -> Annotations:
        """The move and position annotations of ``node`` (default: current)."""
        return annotation_edits.annotations_of(self.current if node is None else node)
