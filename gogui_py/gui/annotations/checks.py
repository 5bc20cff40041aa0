"""Edit > Annotate follows the current node: its move annotation, position annotation and
hotspot are checked (SGF FF[4] "Move annotation", "Node annotation" properties)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gogui_py.game.annotations import MOVE_KINDS, POSITION_KINDS, Annotations, annotations_of
from gogui_py.game.node import Node


def annotation_actions(menu: QMenu) -> list[QAction]:
    """The actions under ``menu`` (and its submenus) whose data is an annotation
    ``(kind, emphasis)``: BM TE DO IT, GB GW DM UC, or ``("HO", 1)``."""
    found: list[QAction] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += annotation_actions(sub)
            continue
        data = action.data()
        if (
            isinstance(data, tuple)
            and len(data) == 2
            and data[0] in (*MOVE_KINDS, *POSITION_KINDS, "HO")
        ):
            found.append(action)
    return found


def is_checked(notes: Annotations, kind: str, emphasis: int) -> bool:
    """Whether the annotation ``(kind, emphasis)`` is the node's (``notes``)."""
    if kind == "HO":
        return notes.hotspot is not None
    if kind in ("DO", "IT"):
        return notes.move is not None and notes.move[0] == kind
    return (kind, emphasis) in (notes.move, notes.position)


class AnnotationChecks(QObject):
    """Checks the annotation actions of ``menu`` for the node ``current()`` returns, on
    :meth:`sync` (each change of the game, and before the menu shows)."""

    def __init__(self, menu: QMenu, current: Callable[[], Node], parent: QObject) -> None:
        super().__init__(parent)
        self._current = current
        self.actions = annotation_actions(menu)
        for action in self.actions:
            action.setCheckable(True)
            action.triggered.connect(lambda _=False: self.sync())
        menus = {action.parent() for action in self.actions}
        for owner in menus:
            if isinstance(owner, QMenu):
                owner.aboutToShow.connect(self.sync)
        self.sync()

    def sync(self) -> None:
        """Check the actions of the current node's annotations, uncheck the others."""
        notes = annotations_of(self._current())
        for action in self.actions:
            kind, emphasis = action.data()
            action.setChecked(is_checked(notes, kind, emphasis))
