"""View > Board Orientation (issue 15, Sabaki's flip, rotate and transpose): the board is
shown in any of the eight symmetries of the square (:mod:`gogui_py.go.symmetry`), for
display only (the position and the record keep their points; clicks, the keyboard cursor,
marks and coordinates follow, :meth:`~gogui_py.gui.board.widget.BoardWidget.set_symmetry`).

Each entry composes a step with the orientation shown; Reset goes back to the normal view.
A non-square board takes the mirrors and the half turn only, a Hex board the half turn
only, a board with removed points none (the entries that would not apply are disabled).
The orientation lasts for the session (as GoGui keeps its view options) and is not stored
in the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gogui_py.go.symmetry import (
    FLIP_HORIZONTAL,
    FLIP_VERTICAL,
    IDENTITY,
    ROTATE_180,
    ROTATE_CLOCKWISE,
    ROTATE_COUNTERCLOCKWISE,
    TRANSPOSE,
    Symmetry,
)
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.window.features import Features

__all__ = ["Orientation", "describe", "install"]

STEPS = (
    (translatable("Menu", "Flip &Horizontally"), FLIP_HORIZONTAL),
    (translatable("Menu", "Flip &Vertically"), FLIP_VERTICAL),
    (translatable("Menu", "Rotate &Clockwise"), ROTATE_CLOCKWISE),
    (translatable("Menu", "Rotate C&ounterclockwise"), ROTATE_COUNTERCLOCKWISE),
    (translatable("Menu", "Rotate &180°"), ROTATE_180),
    (translatable("Menu", "&Transpose"), TRANSPOSE),
)
"""The menu's steps: (English text, context ``Menu``; the symmetry composed)."""

_NAMES = {
    IDENTITY: translatable("Menu", "normal"),
    FLIP_HORIZONTAL: translatable("Menu", "flipped horizontally"),
    FLIP_VERTICAL: translatable("Menu", "flipped vertically"),
    ROTATE_CLOCKWISE: translatable("Menu", "rotated clockwise"),
    ROTATE_COUNTERCLOCKWISE: translatable("Menu", "rotated counterclockwise"),
    ROTATE_180: translatable("Menu", "rotated 180°"),
    TRANSPOSE: translatable("Menu", "transposed"),
    Symmetry(True, True, True): translatable("Menu", "transposed on the other diagonal"),
}


def describe(symmetry: Symmetry) -> str:
    """``rotated clockwise``: how a board shown with ``symmetry`` looks (translated)."""
    return translate("Menu", _NAMES[symmetry])


class Orientation:
    """The Board Orientation submenu of ``view`` and the orientation of ``board``.

    Attributes:
        menu: the submenu.
        steps: its step actions, in :data:`STEPS` order.
        reset: the Reset Orientation action.
    """

    def __init__(self, board: BoardWidget, view: QMenu, message: Callable[[str], None]) -> None:
        self._board = board
        self._message = message
        self.menu = view.addMenu(translate("Menu", "Board &Orientation"))
        self.steps: list[QAction] = []
        for text, step in STEPS:
            action = self.menu.addAction(translate("Menu", text))
            action.triggered.connect(lambda _=False, s=step: self.turn(s))
            self.steps.append(action)
        self.menu.addSeparator()
        self.reset = self.menu.addAction(translate("Menu", "&Reset Orientation"))
        self.reset.triggered.connect(lambda _=False: self.set(IDENTITY))
        self.menu.aboutToShow.connect(self.update_actions)

    def shown(self) -> Symmetry:
        """The orientation the board is shown in (the identity where none applies)."""
        return self._board.geometry_now().shown_symmetry

    def applies(self, symmetry: Symmetry) -> bool:
        """True when the board shown now can be shown with ``symmetry``."""
        return replace(self._board.geometry_now(), symmetry=symmetry).shown_symmetry == symmetry

    def turn(self, step: Symmetry) -> None:
        """Compose ``step`` with the orientation shown (nothing when it does not apply)."""
        wanted = self.shown().then(step)
        if not self.applies(wanted):
            self._message(translate("Menu", "This board cannot be shown that way"))
            return
        self.set(wanted)

    def set(self, symmetry: Symmetry) -> None:
        """Show the board with ``symmetry`` and say so."""
        self._board.set_symmetry(symmetry)
        self._message(
            translate("Menu", "Board orientation: {name}").format(name=describe(symmetry))
        )

    def update_actions(self) -> None:
        """Enable the steps that apply to the board shown, Reset when it is turned."""
        shown = self.shown()
        for action, (_, step) in zip(self.steps, STEPS, strict=True):
            action.setEnabled(self.applies(shown.then(step)))
        self.reset.setEnabled(not self._board.symmetry().is_identity)


def install(features: Features) -> None:
    """Add View > Board Orientation (``features.installed["orientation"]`` is the
    :class:`Orientation`)."""
    parts = features.parts
    features.installed["orientation"] = Orientation(
        parts.board, features.menu("view"), parts.show_message
    )
