"""The undo history of a game as plain JSON data, for the recovery file.

:func:`encode_history` turns the undo stack of :class:`~gogui_py.game.history.EditHistory`
into what undoing it does to the tree, newest step first, each operation naming its nodes
by their path from the root *at the moment it applies* (the tree as it is once the steps
above were undone). It does not touch the tree: a light overlay of the child lists stands
for the undone states. Nodes to put back (an undone deletion) are written out whole.

:func:`restore_history` reads that back on the tree loaded from the same recovery file:
it undoes the steps one by one through the :class:`~gogui_py.game.tree.GameTree`
primitives, keeps the records they make as the steps of a new history (inverted), then
replays everything forward, so the tree ends exactly as loaded and every node of the
history is a node of the tree (or one detached from it, as in the live history).

A step is ``{"label": str, "before": path, "after": path, "ops": [op, ...]}``; a path is
the child indices from the root written ``"0*298.1.0"`` (``"i*n"``: ``n`` times ``i``;
``""`` is the root; ``None`` where the node is not in the tree then). The operations:
``["d", path]`` detach the node, ``["i", parent, index, nodes]`` attach ``nodes`` (a
subtree, pre-order ``[[parent position or -1, state], ...]``) there, ``["m", path,
index]`` move the node among its siblings, ``["s", path, state]`` give the node ``state``
(:class:`~gogui_py.game.tree.NodeState` as a dict of its non-empty fields).

The redo stack is journaled the same way (:func:`encode_redo`): what redoing each step
does to the tree, the step redone next first, its paths taken once the steps before it
are redone; :func:`restore_history` takes it as ``redo``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from itertools import groupby
from typing import Any

from gogui_py.game.history import EditHistory, EditStep
from gogui_py.game.node import Node
from gogui_py.game.tree import (
    Change,
    GameTree,
    NodeAdded,
    NodeMoved,
    NodeRemoved,
    NodeState,
    PropertiesChanged,
)
from gogui_py.go import Color, Move, Point

MAX_STEPS = 100
"""Undo steps journaled at most (the newest ones)."""

MAX_NODES = 20_000
"""Nodes written out at most for undone deletions and property changes, in all; the steps
that would go past it are left out, with every older one."""


# -- paths and states -----------------------------------------------------------------


def path_text(path: Sequence[int]) -> str:
    """``[0, 0, 0, 1]`` as ``"0*3.1"`` (runs of one index are written ``"i*n"``)."""
    tokens = []
    for index, run in groupby(path):
        count = sum(1 for _ in run)
        tokens.append(f"{index}*{count}" if count > 1 else str(index))
    return ".".join(tokens)


def path_from_text(text: str) -> list[int]:
    """The inverse of :func:`path_text`. Raises ValueError on a malformed path."""
    path: list[int] = []
    for token in text.split(".") if text else ():
        index, _star, count = token.partition("*")
        value, repeat = int(index), int(count) if count else 1
        if value < 0 or repeat < 1:
            raise ValueError(f"bad path token {token!r}")
        path += [value] * repeat
    return path


def state_data(state: NodeState) -> dict[str, Any]:
    """``state`` as JSON data: only the fields that hold something."""
    data: dict[str, Any] = {}
    move = state.move
    if move is not None:
        data["m"] = [move.color.value] + ([] if move.point is None else list(move.point))
    for key, points in (("ab", state.add_black), ("aw", state.add_white), ("ae", state.add_empty)):
        if points:
            data[key] = [list(p) for p in points]
    if state.player is not None:
        data["pl"] = state.player.value
    if state.comment:
        data["c"] = state.comment
    if state.props:
        data["p"] = [[ident, list(values)] for ident, values in state.props]
    return data


def state_from_data(data: dict[str, Any]) -> NodeState:
    """The inverse of :func:`state_data`. Raises ValueError (or TypeError, KeyError) on bad
    data."""
    raw_move = data.get("m")
    move = None
    if raw_move is not None:
        point = Point(int(raw_move[1]), int(raw_move[2])) if len(raw_move) == 3 else None
        move = Move(Color(raw_move[0]), point)

    def points(key: str) -> tuple[Point, ...]:
        return tuple(Point(int(x), int(y)) for x, y in data.get(key, ()))

    player = data.get("pl")
    return NodeState(
        move,
        points("ab"),
        points("aw"),
        points("ae"),
        Color(player) if player is not None else None,
        str(data.get("c", "")),
        tuple((str(ident), tuple(str(v) for v in values)) for ident, values in data.get("p", ())),
    )


def _subtree_data(node: Node, overlay: _Overlay) -> list[list[Any]]:
    """``node`` and its descendants in pre-order, as they are in ``overlay``:
    ``[parent position or -1, state]``."""
    out: list[list[Any]] = []
    stack: list[tuple[Node, int]] = [(node, -1)]
    while stack:
        current, parent = stack.pop()
        position = len(out)
        out.append([parent, state_data(overlay.state(current))])
        stack.extend((child, position) for child in reversed(overlay.kids(current)))
    return out


def _subtree_from_data(data: Sequence[Sequence[Any]]) -> Node:
    nodes: list[Node] = []
    for parent, state_raw in data:
        state = state_from_data(state_raw)
        node = Node(
            state.move,
            add_black=state.add_black,
            add_white=state.add_white,
            add_empty=state.add_empty,
            player=state.player,
            comment=state.comment,
            props={ident: list(values) for ident, values in state.props} or None,
        )
        if parent >= 0:
            if parent >= len(nodes):
                raise ValueError("a node's parent comes after it")
            node.parent = nodes[parent]
            nodes[parent].children.append(node)
        elif nodes:
            raise ValueError("two roots in one subtree")
        nodes.append(node)
    if not nodes:
        raise ValueError("an empty subtree")
    return nodes[0]


# -- encoding ---------------------------------------------------------------------------


class _Overlay:
    """The tree as it is once some steps are undone: child lists and parents that differ
    from the live nodes'."""

    def __init__(self, root: Node) -> None:
        self.root = root
        self._children: dict[Node, list[Node]] = {}
        self._parent: dict[Node, Node | None] = {}
        self.states: dict[Node, NodeState] = {}
        self._known: dict[Node, tuple[int, ...]] = {root: ()}

    def state(self, node: Node) -> NodeState:
        state = self.states.get(node)
        return NodeState.of(node) if state is None else state

    def kids(self, node: Node) -> list[Node]:
        return self._children.get(node, node.children)

    def _own(self, node: Node) -> list[Node]:
        kids = self._children.get(node)
        if kids is None:
            kids = self._children[node] = list(node.children)
        return kids

    def up(self, node: Node) -> Node | None:
        return self._parent.get(node, node.parent)

    def path(self, node: Node | None) -> list[int] | None:
        """The node's path from the root, None when it is not in the tree. Paths found
        are remembered (a walk stops at a known ancestor) until a change moves them."""
        if node is None:
            return None
        known = self._known.get(node)
        if known is not None:
            return list(known)
        suffix: list[int] = []
        current = node
        while known is None:
            parent = self._parent.get(current, current.parent)
            if parent is None:
                return None
            kids = self._children.get(parent, parent.children)
            try:
                suffix.append(kids.index(current))  # identity: nodes have no __eq__
            except ValueError:
                return None
            current = parent
            known = self._known.get(current)
        suffix.reverse()
        result = known + tuple(suffix)
        self._known[node] = result
        return list(result)

    def _forget(self, parent: Node, index: int) -> None:
        """Children of ``parent`` from ``index`` on move: forget the paths through them."""
        above = self._known.get(parent)
        if above is None:
            above_list = self.path(parent)
            if above_list is None:
                return
            above = tuple(above_list)
        depth = len(above)
        stale = [
            node
            for node, path in self._known.items()
            if len(path) > depth and path[depth] >= index and path[:depth] == above
        ]
        for node in stale:
            del self._known[node]

    def detach(self, node: Node) -> None:
        parent = self.up(node)
        assert parent is not None
        kids = self._own(parent)
        index = kids.index(node)
        known = self._known.get(node)
        if known is not None:  # the parent's path comes with it (no walk to the root)
            self._known.setdefault(parent, known[:-1])
        self._forget(parent, index)
        del kids[index]
        self._parent[node] = None

    def attach(self, parent: Node, node: Node, index: int) -> None:
        kids = self._own(parent)
        index = max(0, min(index, len(kids)))
        self._forget(parent, index)
        kids.insert(index, node)
        self._parent[node] = parent

    def move(self, node: Node, index: int) -> None:
        parent = self.up(node)
        assert parent is not None
        self.detach(node)
        self.attach(parent, node, index)


class _UnlocatableError(Exception):
    """A record names a node that is not where the history says (edited outside it)."""


def _encode_step(
    step: EditStep, overlay: _Overlay, budget: list[int], *, redo: bool = False
) -> dict[str, Any]:
    """The operations undoing ``step`` (redoing it with ``redo``), applied to ``overlay``
    as they are encoded.

    A record on a node outside the tree then (inside a removed subtree: "Delete node"
    takes the children off the node before the node goes) is kept in the overlay only:
    it is written out with the subtree when that is put back."""
    start = overlay.path(step.before if redo else step.after)
    ops: list[list[Any]] = []
    for change in step.changes if redo else reversed(step.changes):
        if isinstance(change, (NodeAdded, NodeRemoved)):
            if isinstance(change, NodeAdded) == redo:  # the node goes (back) in
                if overlay.up(change.node) is not None:
                    raise _UnlocatableError  # attached again outside the history
                parent = overlay.path(change.parent)
                if parent is not None:
                    nodes = _subtree_data(change.node, overlay)
                    budget[0] -= len(nodes)
                    ops.append(["i", path_text(parent), change.index, nodes])
                overlay.attach(change.parent, change.node, change.index)
                continue
            if overlay.up(change.node) is not change.parent:
                raise _UnlocatableError
            path = overlay.path(change.node)
            if path is not None:
                ops.append(["d", path_text(path)])
            overlay.detach(change.node)
        elif isinstance(change, NodeMoved):
            if overlay.up(change.node) is not change.parent:
                raise _UnlocatableError
            path = overlay.path(change.node)
            index = change.new_index if redo else change.old_index
            if path is not None:
                ops.append(["m", path_text(path), index])
            overlay.move(change.node, index)
        elif isinstance(change, PropertiesChanged):
            path = overlay.path(change.node)
            state = change.after if redo else change.before
            if path is not None:
                budget[0] -= 1
                ops.append(["s", path_text(path), state_data(state)])
            overlay.states[change.node] = state
    end = overlay.path(step.after if redo else step.before)
    before, after = (start, end) if redo else (end, start)
    return {
        "label": step.label,
        "before": None if before is None else path_text(before),
        "after": None if after is None else path_text(after),
        "ops": ops,
    }


def _encode_steps(
    steps: Sequence[EditStep],
    tree: GameTree,
    encode: Callable[[EditStep, _Overlay, list[int]], dict[str, Any]],
    max_steps: int,
    max_nodes: int,
) -> list[dict[str, Any]]:
    """``steps`` (the first one applied first) encoded one after the other on an overlay
    of ``tree``, up to the limits or the first step that cannot be located."""
    overlay = _Overlay(tree.root)
    budget = [max_nodes]
    out: list[dict[str, Any]] = []
    for step in steps[:max_steps] if max_steps > 0 else ():
        try:
            data = encode(step, overlay, budget)
        except _UnlocatableError:
            break
        if budget[0] < 0 or not data["ops"]:  # too big, or outside the tree (edited there)
            break
        out.append(data)
    return out


def encode_redo(
    history: EditHistory,
    tree: GameTree,
    *,
    max_steps: int = MAX_STEPS,
    max_nodes: int = MAX_NODES,
) -> list[dict[str, Any]]:
    """The redo stack of ``history`` (on ``tree``, as it is now) as JSON data, the step
    redone next first, in the format of :func:`encode_history` (ops that redo the step),
    with the same limits. Reads the tree without changing it (GUI thread)."""
    steps = history.redo_stack[::-1]
    return _encode_steps(steps, tree, partial(_encode_step, redo=True), max_steps, max_nodes)


def encode_history(
    history: EditHistory,
    tree: GameTree,
    *,
    max_steps: int = MAX_STEPS,
    max_nodes: int = MAX_NODES,
) -> list[dict[str, Any]]:
    """The undo stack of ``history`` (on ``tree``, as it is now) as JSON data, newest step
    first (see the module documentation): at most ``max_steps`` steps and ``max_nodes``
    nodes written out; a step that cannot be located (the tree was edited outside the
    history) ends the list. Reads the tree without changing it (GUI thread)."""
    steps = history.undo_stack[::-1]
    return _encode_steps(steps, tree, _encode_step, max_steps, max_nodes)


# -- restoring ----------------------------------------------------------------------------


def _node_at(tree: GameTree, text: str) -> Node:
    node = tree.root
    for index in path_from_text(text):
        if not 0 <= index < len(node.children):
            raise ValueError(f"no node at path {text!r}")
        node = node.children[index]
    return node


def _optional_node(tree: GameTree, text: object) -> Node | None:
    if not isinstance(text, str):
        return None
    try:
        return _node_at(tree, text)
    except ValueError:
        return None


def _apply(tree: GameTree, op: Sequence[Any]) -> list[Change]:
    kind = op[0]
    if kind == "d":
        node = _node_at(tree, op[1])
        if node is tree.root:
            raise ValueError("the root cannot be detached")
        return tree.delete(node)
    if kind == "i":
        parent = _node_at(tree, op[1])
        index = int(op[2])
        if not 0 <= index <= len(parent.children):
            raise ValueError(f"no place {index} under {op[1]!r}")
        return tree.insert(parent, _subtree_from_data(op[3]), index)
    if kind == "m":
        node = _node_at(tree, op[1])
        if node is tree.root:
            raise ValueError("the root has no siblings")
        return tree.move_variation(node, int(op[2]))
    if kind == "s":
        return tree.set_state(_node_at(tree, op[1]), state_from_data(op[2]))
    raise ValueError(f"unknown operation {kind!r}")


def _inverse(change: Change) -> Change:
    if isinstance(change, NodeAdded):
        return NodeRemoved(change.parent, change.node, change.index)
    if isinstance(change, NodeRemoved):
        return NodeAdded(change.node, change.parent, change.index)
    if isinstance(change, NodeMoved):
        return NodeMoved(change.parent, change.node, change.new_index, change.old_index)
    if isinstance(change, PropertiesChanged):
        return PropertiesChanged(change.node, change.after, change.before)
    return change


def _do(tree: GameTree, change: Change) -> None:
    """Apply record ``change`` (as redoing it would)."""
    if isinstance(change, NodeAdded):
        tree.insert(change.parent, change.node, change.index)
    elif isinstance(change, NodeRemoved):
        tree.delete(change.node)
    elif isinstance(change, NodeMoved):
        tree.move_variation(change.node, change.new_index)
    elif isinstance(change, PropertiesChanged):
        tree.set_state(change.node, change.after)


def _read_steps(tree: GameTree, data: Any, *, undo: bool) -> list[EditStep]:
    """The steps journaled as ``data`` (undo steps when ``undo``, else redo steps), in the
    order they apply, rebuilt by applying their operations to ``tree`` one after the other
    and then taking everything back (the tree ends as it began). The first step that
    cannot be applied ends the list."""
    steps: list[EditStep] = []
    applied: list[Change] = []
    try:
        for item in data if isinstance(data, list) else ():
            if not isinstance(item, dict) or not isinstance(item.get("ops"), list):
                break
            done = len(applied)
            first = _optional_node(tree, item.get("after" if undo else "before"))
            try:
                for op in item["ops"]:
                    applied += _apply(tree, op)
            except (ValueError, TypeError, KeyError, IndexError, AttributeError):
                for change in reversed(applied[done:]):  # this step only: back to the last good one
                    _do(tree, _inverse(change))
                del applied[done:]
                break
            then = _optional_node(tree, item.get("before" if undo else "after"))
            records = applied[done:]
            label = str(item.get("label", ""))
            if records and undo:  # ``records`` undid the step: the step is their inverse
                steps.append(
                    EditStep(label, [_inverse(c) for c in reversed(records)], None, then, first)
                )
            elif records:
                steps.append(EditStep(label, list(records), None, first, then))
    finally:
        for change in reversed(applied):  # back again: the tree as loaded
            _do(tree, _inverse(change))
    return steps


def restore_history(
    tree: GameTree, data: Any, history: EditHistory | None = None, redo: Any = None
) -> EditHistory:
    """The history journaled as ``data`` (:func:`encode_history` of the tree ``tree`` was
    loaded from) and ``redo`` (:func:`encode_redo` of it, None: nothing to redo), rebuilt
    on ``tree``; ``history`` (default: a new one) receives it.

    Steps that cannot be read back (a bad or foreign journal) are left out with every
    older one (every later one to redo): the history then holds the newer steps only, or
    none. The tree is left as it was (same nodes, same content).
    """
    history = EditHistory() if history is None else history
    undo_steps = _read_steps(tree, data, undo=True)
    redo_steps = _read_steps(tree, redo, undo=False)
    history.restore(undo_steps[::-1], redo_steps[::-1])
    return history
