"""Two different engines play each other in the window (issue 9): GNU Go against the
bundled Monte-Carlo engine with pause, delay and interrupt; a ruler game between GRhino
and the bundled Othello player, refereed by the Othello ruler."""

from __future__ import annotations

import sys

import pytest

from gogui_py.go import Color
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import gnugo_command, grhino_command, show


def mc_engine() -> str:
    """The bundled engine, bounded by playouts only (the same moves on a loaded machine)."""
    return f"{sys.executable} -m gogui_py.programs.go --playouts 60 --time 1000 --seed 1"


def wait_result(qtbot: object, window: MainWindow, timeout_ms: int = 120000) -> str:
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.info.result != "", timeout=timeout_ms
    )
    return window.controller.info.result


@pytest.mark.gnugo
def test_gnugo_against_the_bundled_engine_to_the_end(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--black", gnugo_command(), "--white", mc_engine(), "--size", "9")
    show(qtbot, window)
    black, white = window.session.programs.engines()
    assert black.colors == frozenset({Color.BLACK})
    assert white.colors == frozenset({Color.WHITE})
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() >= 6, timeout=60000
    )
    # Pause holds both engines; resume goes on with the next colour's engine.
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=30000)  # type: ignore[attr-defined]
    paused_at = window.controller.game.move_number()
    qtbot.wait(300)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == paused_at
    window.session.move_delay = 0.05
    window.pause_action.setChecked(False)
    result = wait_result(qtbot, window)
    assert result[:2] in ("B+", "W+") or result == "0"
    root = window.controller.game.tree.root
    assert root.props["PB"][0].startswith("GNU Go")
    assert root.props["PW"][0].startswith("gogui-py Go")
    # The bundled engine explains its moves (gomill-explain_last_move); GNU Go does not.
    game = window.controller.game
    nodes = game.path(game.current)[1:]
    white_comments = [
        n.comment for n in nodes if n.move is not None and n.move.color is Color.WHITE
    ]
    black_comments = [
        n.comment for n in nodes if n.move is not None and n.move.color is Color.BLACK
    ]
    assert any(c.startswith("White win rate") for c in white_comments)
    assert not any(black_comments)
    assert "gogui-py Go" in window.controller.info.game_comment  # its description, in GC
    assert "GNU Go" in window.windowTitle() and " vs " in window.windowTitle()


@pytest.mark.gnugo
def test_interrupt_reaches_the_engine_that_thinks(
    qtbot: object, make_window: WindowFactory
) -> None:
    slow = f"{sys.executable} -m gogui_py.programs.go --playouts 100000000 --time 60 --seed 2"
    window = make_window("--black", gnugo_command(), "--white", slow, "--size", "9")
    show(qtbot, window)
    thinking_white = lambda: (  # noqa: E731
        window.controller.game.move_number() == 1 and window.session.thinking
    )
    qtbot.waitUntil(thinking_white, timeout=30000)  # type: ignore[attr-defined]
    assert window.session.thinking_program is window.session.programs.player(Color.WHITE)
    window.pause_action.setChecked(True)  # no next move after the interrupted one
    window.session.interrupt()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 2, timeout=30000
    )
    assert window.controller.game.current.move.color is Color.WHITE  # type: ignore[union-attr]


def test_grhino_against_the_bundled_othello_player_refereed_by_the_ruler(
    qtbot: object, make_window: WindowFactory
) -> None:
    ruler = f"{sys.executable} -m gogui_py.programs.othello"
    window = make_window("--ruler", ruler, "--black", grhino_command(), "--white", ruler)
    show(qtbot, window)
    result = wait_result(qtbot, window)
    position = window.ruler.cached(window.controller.game)
    assert position is not None and position.game_over
    assert result == position.result.split()[-1]
    root = window.controller.game.tree.root
    assert "rhino" in root.props["PB"][0].lower()
    assert root.props["PW"][0].startswith("gogui-py Othello")
    assert window.controller.game.move_number() >= 20


def test_ruler_with_program_gives_the_engine_white(
    qtbot: object, make_window: WindowFactory
) -> None:
    """Fault 1 of issue 9: --ruler with --program and no --computer-*: the engine plays
    White, as the help and the README say."""
    ruler = f"{sys.executable} -m gogui_py.programs.othello"
    window = make_window("--ruler", ruler, "--program", grhino_command())
    show(qtbot, window)
    qtbot.waitUntil(lambda: window.ruler.active, timeout=10000)  # type: ignore[attr-defined]
    white = window.window_actions.computer[frozenset({Color.WHITE})]
    qtbot.waitUntil(white.isChecked, timeout=10000)  # type: ignore[attr-defined]
    assert window.session.computer == frozenset({Color.WHITE})
