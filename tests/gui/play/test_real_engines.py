"""Real GTP programs through the real window: GNU Go games to the end, Leela Zero's death.

GNU Go (``gnugo --level 1``) plays full 9x9 games, against a scripted human and
against itself; Leela Zero runs with a tiny random network written by a fixture
(tests/fixtures/leela_network.py) and aborts on an assertion when asked to move
after two passes (../shared/specs/engines-here.md): a real engine death. A missing
program FAILS the test with the README's set-up command, it never skips.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gogui_py.go import Color, Move, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.gui.main_window import MainWindow
from tests.engines.random_engine import is_own_eye
from tests.fixtures.leela_network import leelaz_path, tiny_network  # noqa: F401  (a fixture)
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import (
    MAX_STALL_MS,
    click,
    gnugo_command,
    longest_stall,
    show,
    wait_engine,
    warning_text,
)

RESULT = re.compile(r"^(0|[BW]\+(R|T|F|\d+(\.\d+)?))$")
"""An SGF RE value of a finished game."""


def wait_until(qtbot: object, predicate: object, timeout_ms: int) -> None:
    qtbot.waitUntil(predicate, timeout=timeout_ms)  # type: ignore[attr-defined]


def human_choice(window: MainWindow, order: list[Point]) -> Point | None:
    """The first point of ``order`` where the side to move may play without filling
    its own eye; None (pass) when there is none or the engine has just passed."""
    game = window.controller.game
    last = game.last_move()
    if last is not None and last.is_pass:
        return None
    board, color = game.board(), game.to_move()
    for point in order:
        free = board.get(point) is None and not is_own_eye(board, color, point)
        if free and board.is_legal(Move(color, point)):
            return point
    return None


def human_plays(qtbot: object, window: MainWindow, point: Point | None) -> None:
    """Click ``point`` (or Pass); wait until the engine has answered or the game ended."""
    controller = window.controller
    before = controller.game.move_number()
    if point is None:
        window.window_actions.pass_move.trigger()
    else:
        click(qtbot, window, to_gtp(point, controller.game.tree.size))
    game = controller.game
    wait_until(
        qtbot,
        lambda: (
            not window.session.thinking
            and (game.move_number() >= before + 2 or game.is_game_over() or controller.info.result)
        ),
        20000,
    )


def confirm_scoring(qtbot: object, window: MainWindow) -> None:
    """After two passes with a person playing: wait for the engine's proposal, click Done."""
    scoring = window.scoring
    wait_until(qtbot, lambda: scoring.active and not scoring.engine_pending, 20000)
    assert scoring.engine_score is not None  # the engine's final_score arrived
    done = window.scoring_panel.findChild(QPushButton, "done")
    assert isinstance(done, QPushButton) and done.isVisible()
    qtbot.mouseClick(done, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not scoring.active


def assert_finished(window: MainWindow, tmp_path: Path) -> None:
    """The game ended with a result, and the result is in the saved SGF."""
    controller = window.controller
    result = controller.info.result
    assert RESULT.match(result), f"no proper result: {result!r}"
    if not result.endswith("+R"):
        assert controller.game.is_game_over()
    path = tmp_path / "game.sgf"
    controller.save_file(path)
    assert f"RE[{result}]" in path.read_text(encoding="utf-8")


def test_gnugo_full_9x9_game_against_a_scripted_human(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(
        "--program", gnugo_command(), "--size", "9", "--komi", "6.5", "--computer-white"
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    game = window.controller.game
    order = list(game.tree.size.points())
    random.Random(4).shuffle(order)
    with longest_stall() as stall:
        for _ in range(150):
            if window.controller.info.result or game.is_game_over():
                break
            human_plays(qtbot, window, human_choice(window, order))
        if not window.controller.info.result:  # not a resignation: count
            confirm_scoring(qtbot, window)
        assert stall() < MAX_STALL_MS
    assert_finished(window, tmp_path)
    moves = game.moves_to()
    assert len(moves) >= 10
    assert all(m.color is (Color.BLACK if i % 2 == 0 else Color.WHITE) for i, m in enumerate(moves))
    assert window.controller.info.player_white.startswith("GNU Go")


def test_gnugo_plays_itself_a_full_9x9_game(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(
        "--program", gnugo_command(), "--size", "9", "--komi", "6.5", "--computer-both"
    )
    show(qtbot, window)
    with longest_stall() as stall:
        wait_until(qtbot, lambda: window.controller.info.result != "", 60000)
        assert stall() < MAX_STALL_MS
    assert_finished(window, tmp_path)
    assert len(window.controller.game.moves_to()) >= 20
    assert not window.session.thinking


def test_leela_zero_plays_then_dies_after_two_passes(
    qtbot: object,
    make_window: WindowFactory,
    tiny_network: Path,  # noqa: F811
) -> None:
    program = f"{leelaz_path()} --cpu-only -w {tiny_network} --gtp --noponder -v 50 -t 1"
    window = make_window("--program", program, "--size", "19", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    engine = window.session.engine
    assert engine is not None and engine.name == "Leela Zero"
    game = window.controller.game
    with longest_stall() as stall:
        for count, vertex in ((2, "D4"), (4, "Q16")):
            click(qtbot, window, vertex)
            wait_until(
                qtbot,
                lambda n=count: game.move_number() == n and not window.session.thinking,
                20000,
            )
        assert game.move_number() == 4 and game.board().count(Color.WHITE) == 2
        played = game.moves_to()
        for _ in range(3):  # pass until the game is over (or Leela Zero died already)
            if game.is_game_over() or window.session.engine is None:
                break
            window.window_actions.pass_move.trigger()
            wait_until(qtbot, lambda: not window.session.thinking, 20000)
        if window.session.engine is not None:
            assert game.is_game_over()
            confirm_scoring(qtbot, window)
            assert RESULT.match(window.controller.info.result)
        for _ in range(3):  # Computer Play after two passes: genmove aborts Leela Zero
            if window.session.engine is None:
                break
            window.window_actions.play_now.trigger()
            wait_until(qtbot, lambda: not window.session.thinking, 20000)
        wait_until(qtbot, lambda: warning_text(window) != "", 20000)
        assert stall() < MAX_STALL_MS
    text = warning_text(window)
    assert "died" in text and "record is intact" in text
    assert window.session.engine is None and not window.session.thinking
    moves = game.moves_to()
    assert moves[:4] == played  # the record is intact: nothing lost, nothing bogus
    assert all(m.is_pass for m in moves[4:]) and len(moves) <= 7
    wait_until(qtbot, lambda: not engine.is_running, 5000)


def test_byo_yomi_goes_to_leela_zero_as_kgs_time_settings(
    qtbot: object,
    make_window: WindowFactory,
    tiny_network: Path,  # noqa: F811
) -> None:
    """Fault 13 of issue 9: byo-yomi 5 x 30 s after 10 min reaches an engine that lists
    kgs-time_settings exactly (Leela Zero), not as Canadian ``time_settings 600 30 1``
    (GNU Go 3.8 lists no kgs-time_settings: it gets that approximation, the GTP v2 one;
    tests/gtp/test_time_commands.py)."""
    from gogui_py.game.clock import TimeSettings
    from gogui_py.go import BoardSize
    from gogui_py.gui.dialogs.new_game import NewGameSettings

    program = f"{leelaz_path()} --cpu-only -w {tiny_network} --gtp --noponder -v 50 -t 1"
    window = make_window("--program", program, "--size", "19", "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.start_new_game(
        NewGameSettings(
            BoardSize.square(19),
            7.5,
            frozenset({Color.WHITE}),
            time=TimeSettings.byo_yomi(600, 5, 30),
        )
    )
    click(qtbot, window, "D4")
    game = window.controller.game
    wait_until(qtbot, lambda: game.move_number() == 2 and not window.session.thinking, 30000)
    page = window.shell.page("engine")
    assert page is not None
    wait_until(
        qtbot,
        lambda: (
            "kgs-time_settings byoyomi 600 30 5" in page.log_text()
            and re.search(r"time_left w 5\d\d 0", page.log_text()) is not None
        ),
        10000,
    )
    assert "time_settings 600 30 1" not in page.log_text()
