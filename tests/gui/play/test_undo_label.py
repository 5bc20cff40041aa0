"""Edit > Undo names the step it undoes right after an engine's move (the move, its
comment and the player's name are one step, recorded after the move's own redraw)."""

from __future__ import annotations

from gogui_py.go.vertex import to_gtp
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, gnugo_command, show, wait_engine


def test_undo_names_gnugo_move_after_it_played(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", gnugo_command(), "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    controller = window.controller
    click(qtbot, window, "E5")
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: controller.game.move_number() == 2 and not window.session.thinking,
        timeout=30000,
    )
    reply = controller.game.current.move
    assert reply is not None
    name = (
        "Pass" if reply.point is None else f"Play {to_gtp(reply.point, controller.game.tree.size)}"
    )
    assert window.edit_actions.undo.text() == f"&Undo {name}"
    window.edit_actions.undo.trigger()
    assert controller.game.move_number() == 1
    assert window.edit_actions.undo.text() == "&Undo Play E5"
    assert window.edit_actions.redo.text() == f"&Redo {name}"
