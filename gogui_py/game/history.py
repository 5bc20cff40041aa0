"""Undo and redo of tree edits by replaying inverse change records.

An undo step is the list of change records one edit produced (see
:mod:`gogui_py.game.tree`). Undoing replays the inverse of each record in
reverse order: ``NodeAdded`` <-> ``NodeRemoved``, ``NodeMoved`` back to its old
index, ``PropertiesChanged`` back to its ``before`` state. Redoing replays the
records themselves. Node identity is kept: the nodes that come back are the
objects that went away, so views and caches keyed by node stay valid.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from gogui_py.game.node import Node
from gogui_py.game.tree import (
    Change,
    CurrentNodeChanged,
    GameTree,
    NodeAdded,
    NodeMoved,
    NodeRemoved,
    PropertiesChanged,
)

DEFAULT_LIMIT = 1000
"""Undo steps kept; the oldest are forgotten beyond this."""


@dataclass
class EditStep:
    """One undoable edit.

    Attributes:
        label: what the user sees ("Play D4", "Delete node", ...).
        changes: the tree records of the edit, in the order they happened
            (``CurrentNodeChanged`` records are not kept).
        merge_key: consecutive records with the same non-None key merge.
        before: the node to show after undoing (the current node before the edit).
        after: the node to show after redoing (the current node after the edit).
    """

    label: str
    changes: list[Change] = field(default_factory=list)
    merge_key: str | None = None
    before: Node | None = None
    after: Node | None = None


def _replay(tree: GameTree, change: Change) -> list[Change]:
    """Apply ``change`` again to ``tree``."""
    if isinstance(change, NodeAdded):
        return tree.insert(change.parent, change.node, change.index)
    if isinstance(change, NodeRemoved):
        return tree.delete(change.node)
    if isinstance(change, NodeMoved):
        return tree.move_variation(change.node, change.new_index)
    if isinstance(change, PropertiesChanged):
        return tree.set_state(change.node, change.after)
    return []


def _revert(tree: GameTree, change: Change) -> list[Change]:
    """Apply the inverse of ``change`` to ``tree``."""
    if isinstance(change, NodeAdded):
        return tree.delete(change.node)
    if isinstance(change, NodeRemoved):
        return tree.insert(change.parent, change.node, change.index)
    if isinstance(change, NodeMoved):
        return tree.move_variation(change.node, change.old_index)
    if isinstance(change, PropertiesChanged):
        return tree.set_state(change.node, change.before)
    return []


def _first_node(changes: Sequence[Change]) -> Node | None:
    for change in changes:
        if not isinstance(change, CurrentNodeChanged):
            return change.node
    return None


class EditHistory:
    """The undo and redo stacks of a game.

    :meth:`record` pushes a step and clears the redo stack; :meth:`undo` and
    :meth:`redo` move one step between the stacks and return the records they
    caused, followed by ``CurrentNodeChanged(node to show)``: the current node
    before the edit (undo) or after it (redo). That node may have been removed
    by a later edit made outside the history; callers check it is attached.

    The history also knows its *clean point*, the undo depth at which the tree was last
    saved or opened (:meth:`mark_clean`): :attr:`is_clean` is True while undo and redo
    keep the tree there, as in text editors. A new edit recorded below the clean point
    (after undoing past it) makes it unreachable until the next :meth:`mark_clean`.
    """

    def __init__(self, limit: int = DEFAULT_LIMIT) -> None:
        if limit < 1:
            raise ValueError("the undo limit must be positive")
        self.limit = limit
        self._undo: list[EditStep] = []
        self._redo: list[EditStep] = []
        self._can_merge = False
        self._group: list[EditStep] | None = None
        self._clean: int | None = 0
        self.serial = 0
        """Bumped by every step recorded, merged, undone or redone, and by :meth:`clear`
        and :meth:`restore`: a caller that sees it unchanged after a tree edit knows the
        edit went around the history (see :meth:`forget_clean`)."""

    @property
    def is_clean(self) -> bool:
        """True when the tree is at the clean point (saved or opened, :meth:`mark_clean`)."""
        return self._clean == len(self._undo) and not self._group

    def mark_clean(self) -> None:
        """Make the present state the clean point (the tree was saved). The next edit
        starts a new step: it never merges into the step before the save."""
        self._clean = len(self._undo)
        self._can_merge = False

    def forget_clean(self) -> None:
        """Make the clean point unreachable: the tree changed outside the history (or the
        history is not that of the saved tree), so no undo or redo gets back to it."""
        self._clean = None

    @contextmanager
    def grouped(self, label: str | None = None) -> Iterator[None]:
        """Every step recorded inside the ``with`` block is one undo step, named ``label``
        (default: the first step's, e.g. "Play F2" for an engine's move with its comment
        and player name). Nested blocks join the outermost one."""
        if self._group is not None:
            yield
            return
        self._group = []
        try:
            yield
        finally:
            steps, self._group = self._group, None
            if steps:
                changes: list[Change] = []
                for step in steps:
                    _merge_into(changes, step.changes)
                first, last = steps[0], steps[-1]
                self._push(EditStep(label or first.label, changes, None, first.before, last.after))

    def record(
        self,
        label: str,
        changes: Sequence[Change],
        *,
        merge_key: str | None = None,
        before: Node | None = None,
        after: Node | None = None,
    ) -> None:
        """Push one undo step for ``changes``; nothing when it holds no tree records.

        A step with the same non-None ``merge_key`` as the step on top of the undo
        stack (recorded just before, with no undo or redo in between) merges into
        it: undoing it undoes both. ``before`` / ``after`` are the current nodes
        before and after the edit (default: the first node the changes name, and
        the last ``CurrentNodeChanged`` node).
        """
        tree_changes: list[Change] = [c for c in changes if not isinstance(c, CurrentNodeChanged)]
        if not tree_changes:
            return
        moved = [c.node for c in changes if isinstance(c, CurrentNodeChanged)]
        if after is None:
            after = moved[-1] if moved else _first_node(tree_changes)
        if before is None:
            before = _first_node(tree_changes)
        self.serial += 1
        if self._group is not None:
            self._group.append(EditStep(label, tree_changes, None, before, after))
            return
        top = self._undo[-1] if self._undo else None
        if (
            merge_key is not None
            and self._can_merge
            and top is not None
            and top.merge_key == merge_key
        ):
            self._redo.clear()
            if self._clean is not None and self._clean >= len(self._undo):
                self._clean = None  # the state the clean point named is gone
            _merge_into(top.changes, tree_changes)
            top.after = after
            return
        self._push(EditStep(label, tree_changes, merge_key, before, after))

    def _push(self, step: EditStep) -> None:
        self._redo.clear()
        if self._clean is not None and self._clean > len(self._undo):
            self._clean = None  # the saved state was among the dropped redo steps
        self.serial += 1
        self._undo.append(step)
        if len(self._undo) > self.limit:
            del self._undo[0]
            if self._clean is not None:
                self._clean = self._clean - 1 if self._clean else None
        self._can_merge = True

    @property
    def can_undo(self) -> bool:
        """True when there is a step to undo."""
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        """True when there is a step to redo."""
        return bool(self._redo)

    @property
    def undo_steps(self) -> int:
        """Number of steps that can be undone."""
        return len(self._undo)

    @property
    def redo_steps(self) -> int:
        """Number of steps that can be redone."""
        return len(self._redo)

    @property
    def undo_label(self) -> str | None:
        """Label of the step :meth:`undo` would undo, None when none."""
        return self._undo[-1].label if self._undo else None

    @property
    def redo_label(self) -> str | None:
        """Label of the step :meth:`redo` would redo, None when none."""
        return self._redo[-1].label if self._redo else None

    def undo(self, tree: GameTree) -> list[Change]:
        """Undo the last step on ``tree``; ``[]`` when there is none.

        Raises:
            ValueError: when the tree was changed outside the history so that a
                record cannot be reverted (the step is dropped).
        """
        if not self._undo:
            return []
        step = self._undo.pop()
        self._can_merge = False
        self.serial += 1
        done: list[Change] = []
        for change in reversed(step.changes):
            done += _revert(tree, change)
        self._redo.append(step)
        if step.before is not None:
            done.append(CurrentNodeChanged(step.before))
        return done

    def redo(self, tree: GameTree) -> list[Change]:
        """Redo the last undone step on ``tree``; ``[]`` when there is none.

        Raises:
            ValueError: as :meth:`undo`.
        """
        if not self._redo:
            return []
        step = self._redo.pop()
        self._can_merge = False
        self.serial += 1
        done: list[Change] = []
        for change in step.changes:
            done += _replay(tree, change)
        self._undo.append(step)
        if step.after is not None:
            done.append(CurrentNodeChanged(step.after))
        return done

    @property
    def undo_stack(self) -> tuple[EditStep, ...]:
        """The steps that can be undone, oldest first (the last one is undone next)."""
        return tuple(self._undo)

    @property
    def redo_stack(self) -> tuple[EditStep, ...]:
        """The steps that can be redone, the last one redone next."""
        return tuple(self._redo)

    def restore(self, steps: Sequence[EditStep], redo: Sequence[EditStep] = ()) -> None:
        """Make ``steps`` (oldest first) the undo stack, the newest :attr:`limit` of them,
        and ``redo`` (the last one redone next) the redo stack: a history read back from a
        recovery file. The clean point is unreachable: the recovered tree was never saved."""
        self._undo = list(steps)[-self.limit :]
        self._redo = list(redo)
        self._can_merge = False
        self._group = None
        self._clean = None
        self.serial += 1

    def clear(self) -> None:
        """Forget every step. The present state stays clean when it was (an empty history
        at the clean point); otherwise the clean point becomes unreachable."""
        self._clean = 0 if self.is_clean else None
        self._undo.clear()
        self._redo.clear()
        self._can_merge = False
        self.serial += 1


def _merge_into(changes: list[Change], more: list[Change]) -> None:
    """Append ``more`` to ``changes``, folding property edits of the same node into one."""
    for change in more:
        last = changes[-1] if changes else None
        if (
            isinstance(change, PropertiesChanged)
            and isinstance(last, PropertiesChanged)
            and last.node is change.node
        ):
            changes[-1] = PropertiesChanged(change.node, last.before, change.after)
        else:
            changes.append(change)
