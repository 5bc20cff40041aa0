"""Move and position annotations shown (issue 15, Sabaki parity): Edit > Annotate checks
follow the current node. The board rings an annotated move in its colour
(:mod:`gogui_py.gui.board`), the game tree rings its node, the status line names it
(:meth:`gogui_py.gui.record.controller.GameController.describe_current`)."""

from __future__ import annotations

from gogui_py.gui.annotations.checks import AnnotationChecks
from gogui_py.gui.window.features import Features

__all__ = ["AnnotationChecks", "install"]


def install(features: Features) -> None:
    """Check the Edit > Annotate items of the current node's annotations; the checks are
    ``features.installed["annotations"]`` (an :class:`AnnotationChecks`)."""
    controller = features.parts.controller
    checks = AnnotationChecks(
        features.menu("edit"), lambda: controller.game.current, features.window
    )
    controller.changed.connect(checks.sync)
    controller.game_replaced.connect(checks.sync)
    features.installed["annotations"] = checks
