"""The gogui-display window (gogui_py/gui/display) fed by a real proxy in front of GNU Go."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from pytestqt.qtbot import QtBot

from gogui_py.go import Color, Point
from gogui_py.gtp import find_gnugo
from gogui_py.gtp.channel import ProcessChannel
from gogui_py.gui.display.window import DisplayWindow
from gogui_py.tools.display_proxy import GtpProxy
from tests.tools.pipes import ask


@dataclass
class Wired:
    window: DisplayWindow
    proxy: GtpProxy
    fd_in: int
    fd_out: int

    def ask(self, command: str) -> str:
        """Send ``command`` as a controller would; its answer (read off the GUI thread's
        back: the proxy threads do the work, the window updates through signals)."""
        return ask(self.fd_in, self.fd_out, command)


def wire(qtbot: QtBot, keep_open: bool) -> Iterator[Wired]:
    gnugo = find_gnugo()
    if gnugo is None:
        pytest.fail("GNU Go not found: install it as the README's test set-up does")
    to_r, to_w = os.pipe()
    from_r, from_w = os.pipe()
    window = DisplayWindow(keep_open=keep_open)
    qtbot.addWidget(window)
    proxy = GtpProxy(
        ProcessChannel([gnugo, "--mode", "gtp", "--level", "0", "--seed", "1"]),
        read=lambda: os.read(to_r, 4096),
        write=lambda data: os.write(from_w, data),
        on_view=window.bridge.post,
        on_end=window.bridge.end,
    )
    window.show()
    proxy.start()
    try:
        yield Wired(window, proxy, to_w, from_r)
    finally:
        proxy.close()
        for fd in (to_r, to_w, from_r, from_w):
            with contextlib.suppress(OSError):
                os.close(fd)


@pytest.fixture
def wired(qtbot: QtBot) -> Iterator[Wired]:
    yield from wire(qtbot, keep_open=False)


@pytest.fixture
def wired_open(qtbot: QtBot) -> Iterator[Wired]:
    yield from wire(qtbot, keep_open=True)


def test_the_board_shows_play_and_genmove(qtbot: QtBot, wired: Wired) -> None:
    window = wired.window
    qtbot.waitUntil(lambda: window.windowTitle() == "gogui-display - GNU Go", timeout=20000)
    assert wired.ask("boardsize 9") == "= \n\n"
    wired.ask("clear_board")
    wired.ask("komi 6.5")
    wired.ask("play b e5")
    reply = wired.ask("genmove w").split()[1]
    qtbot.waitUntil(lambda: len(window.board.snapshot().stones()) == 2, timeout=20000)
    snapshot = window.board.snapshot()
    assert snapshot.size.width == 9
    assert snapshot.color_at(Point(4, 4)) is Color.BLACK
    white = [p for p, c in snapshot.stones() if c is Color.WHITE]
    assert len(white) == 1 and snapshot.last_move == white[0]
    text = window.status.text()
    assert "Move 2" in text and "Komi 6.5" in text and f"genmove: W {reply}" in text
    assert "Black to play" in text
    wired.ask("undo")
    qtbot.waitUntil(lambda: len(window.board.snapshot().stones()) == 1, timeout=20000)
    wired.ask("quit")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=20000)  # the stream ended
    assert wired.proxy.wait(20)


def test_keep_open_stays_with_the_stream_closed(qtbot: QtBot, wired_open: Wired) -> None:
    window = wired_open.window
    wired_open.ask("boardsize 9")
    os.close(wired_open.fd_in)  # end of input: the proxy quits the engine
    qtbot.waitUntil(lambda: window.stream_closed, timeout=20000)
    assert window.isVisible()
    assert "GTP stream was closed" in window.status.text()
