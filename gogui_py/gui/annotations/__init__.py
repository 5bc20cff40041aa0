"""Move and position annotations shown (issue 15, Sabaki parity): Edit > Annotate checks
follow the current node. The board rings an annotated move in its colour
(:mod:`gogui_py.gui.board`), the game tree rings its node, the status line names it
(:meth:`gogui_py.gui.record.controller.GameController.describe_current`)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.gui.annotations.checks import AnnotationChecks
from gogui_py.gui.record.controller import GameController

__all__ = ["AnnotationChecks", "install"]


class _Parts(Protocol):
    @property
    def controller(self) -> GameController: ...


class _Features(Protocol):
    """What :func:`install` uses of :class:`gogui_py.gui.window.features.Features`."""

    @property
    def parts(self) -> _Parts: ...

    @property
    def window(self) -> QMainWindow: ...

    @property
    def installed(self) -> dict[str, object]: ...

    def menu(self, key: str) -> QMenu: ...


def install(features: _Features) -> None:
    """Check the Edit > Annotate items of the current node's annotations; the checks are
    ``features.installed["annotations"]`` (an :class:`AnnotationChecks`)."""
    controller = features.parts.controller
    checks = AnnotationChecks(
        features.menu("edit"), lambda: controller.game.current, features.window
    )
    controller.changed.connect(checks.sync)
    controller.game_replaced.connect(checks.sync)
    features.installed["annotations"] = checks
