"""What the analysis shows goes once it is stale (QA defects 3 and 4): an engine's live
gfx once its genmove is answered (a resignation too, which leaves the position as it
is), the streaming summary once its program is detached or the board shows another
position, a point prompt once the point was clicked."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.program import Program
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, show, wait_engine

LIVE_GFX_ENGINE = Path(__file__).with_name("live_gfx_engine.py")


def engine(window: MainWindow) -> Program:
    program = window.session.programs.primary()
    assert program is not None
    return program


def labels(window: MainWindow) -> tuple[object, ...]:
    gfx = window.board.snapshot().gfx
    return () if gfx is None else tuple(gfx.labels)


def test_live_gfx_goes_when_the_genmove_is_answered_with_a_resignation(
    qtbot: object, make_window: WindowFactory
) -> None:
    command = f"{sys.executable} {LIVE_GFX_ENGINE}"
    window = make_window("--program", command, "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    _ = window.analysis  # the room draws live gfx (built when a program attaches)
    received: list[str] = []
    engine(window).handle.live_gfx.connect(received.append)
    click(qtbot, window, "E5")  # White's genmove draws live gfx, then resigns
    root = window.controller.game.tree.root
    qtbot.waitUntil(lambda: root.props.get("RE") == ["B+R"], timeout=15000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=5000)  # type: ignore[attr-defined]
    assert received and "LABEL C3 thinking" in received[0]  # it did draw
    assert window.controller.game.move_number() == 1  # the position is the same
    assert labels(window) == ()  # but the live gfx went with the genmove
    assert "still thinking" not in window.statusBar().currentMessage()


def test_the_streaming_summary_goes_when_its_program_is_detached(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", fake_engine("lz_engine.py"), "--size", "19")
    show(qtbot, window)
    wait_engine(qtbot, window)
    room = window.analysis
    program = engine(window)
    qtbot.waitUntil(lambda: room.catalog.supported(program) is not None, timeout=15000)  # type: ignore[attr-defined]
    click(qtbot, window, "D4")
    click(qtbot, window, "Q16")
    QTest.keyClick(window, Qt.Key.Key_F4)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Best D4"), timeout=15000)  # type: ignore[attr-defined]
    window.session.detach_program(program)
    qtbot.waitUntil(lambda: not room.stream_toggle.isChecked(), timeout=5000)  # type: ignore[attr-defined]
    assert not bar.currentMessage().startswith("Best")
    controller = window.controller
    controller.navigate(lambda game: game.go_to(game.current.parent))  # type: ignore[arg-type]
    assert controller.game.move_number() == 1
    assert not bar.currentMessage().startswith("Best")


def test_a_point_prompt_goes_once_the_point_is_clicked_and_answered(
    qtbot: object, make_window: WindowFactory
) -> None:
    flags = [
        "--answer=gogui-analyze_commands=string/Eye Data/eye %p",
        "--answer=eye=black eye\\nmargins 0",
    ]
    command = fake_engine("scripted_engine.py", *(shlex.quote(f) for f in flags))
    window = make_window("--program", command, "--size", "9")
    show(qtbot, window)
    dock = window.analysis.widget
    qtbot.waitUntil(lambda: dock.select_label("Eye Data"), timeout=15000)  # type: ignore[attr-defined]
    dock.run_selected()
    bar = window.statusBar()
    assert bar.currentMessage() == "Eye Data: click a point"
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: "margins 0" in dock.answer.toPlainText(), timeout=15000)  # type: ignore[attr-defined]
    assert bar.currentMessage() != "Eye Data: click a point"
    assert window.controller.game.move_number() == 0  # the click was the command's
