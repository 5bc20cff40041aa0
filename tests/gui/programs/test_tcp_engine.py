"""The board plays GNU Go served by gogui-server at tcp://127.0.0.1:PORT (issue 16)."""

from __future__ import annotations

import pytest

from gogui_py.go import Color
from gogui_py.go.vertex import to_gtp
from gogui_py.gui.programs.list_dialog import check_command
from tests.gtp.tcp_helpers import gnugo_level0, served
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show, wait_engine


@pytest.mark.gnugo
def test_board_plays_a_game_against_an_engine_over_tcp(
    qtbot: object, make_window: WindowFactory
) -> None:
    with served(gnugo_level0()) as server:
        window = make_window("--program", server.url, "--size", "9", "--computer-white")
        show(qtbot, window)
        wait_engine(qtbot, window)
        game = window.controller.game
        for number in (2, 4, 6):
            board = game.board()
            empty = next(p for p in board.size.points() if board.get(p) is None)
            click(qtbot, window, to_gtp(empty, board.size))
            qtbot.waitUntil(  # type: ignore[attr-defined]
                lambda n=number: game.move_number() == n, timeout=60000
            )
            white = game.current.move
            assert white is not None and white.color is Color.WHITE
        assert window.controller.info.player_white.startswith("GNU Go")
        window.session.shutdown()  # quit over the socket: the server's one client ends
        assert server.process.wait(timeout=30) == 0


def test_program_list_accepts_a_tcp_address() -> None:
    check = check_command("tcp://example.org:4000?token=x")
    assert check.valid and check.message == "Connects to tcp://example.org:4000"
    assert not check_command("tcp://example.org").valid
