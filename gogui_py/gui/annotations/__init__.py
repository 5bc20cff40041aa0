"""Move and position annotations shown (issue 15, Sabaki parity): Edit > Annotate checks
follow the current node. The board rings an annotated move in its colour
(:mod:`gogui_py.gui.board`), the game tree rings its node, the status line names it
(:meth:`gogui_py.gui.record.controller.GameController.describe_current`); the position
annotation and hotspot also head the comment in the side panel (:class:`PositionHeader`,
Sabaki's comment header)."""

from __future__ import annotations

from gogui_py.gui.annotations.checks import AnnotationChecks
from gogui_py.gui.annotations.position_header import PositionHeader
from gogui_py.gui.window.features import Features

__all__ = ["AnnotationChecks", "PositionHeader", "install"]


def install(features: Features) -> None:
    """Check the Edit > Annotate items of the current node's annotations, and head the
    side panel's comment with its position annotation; the checks are
    ``features.installed["annotations"]`` (an :class:`AnnotationChecks`), the header
    ``["annotations.header"]`` (a :class:`PositionHeader`)."""
    controller = features.parts.controller
    checks = AnnotationChecks(
        features.menu("edit"), lambda: controller.game.current, features.window
    )
    controller.changed.connect(checks.sync)
    controller.game_replaced.connect(checks.sync)
    features.installed["annotations"] = checks
    header = PositionHeader()
    features.parts.side_panel.add_comment_header(header)

    def show_header() -> None:
        header.show_node(controller.game.current)

    controller.changed.connect(show_header)
    controller.game_replaced.connect(show_header)
    show_header()
    features.installed["annotations.header"] = header
