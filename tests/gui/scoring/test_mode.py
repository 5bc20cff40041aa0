"""ScoringMode and ScoringPanel: clicking groups, the board picture, and real engines.

The GNU Go tests FAIL (never skip) when GNU Go is missing: the README's test
set-up installs it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from gogui_py.game.game import Game
from gogui_py.game.sgf_io import load_bytes
from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.gnugo import find_gnugo
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.view_model import ViewSettings, snapshot_for
from gogui_py.gui.programs.bridge import EngineHandle
from gogui_py.gui.programs.positions import engine_position
from gogui_py.gui.scoring.mode import ScoringMode
from gogui_py.gui.scoring.panel import ScoringPanel
from tests.game.test_scoring_state import NINE_SGF

SIZE = BoardSize.square(9)
SCRIPTED = Path(__file__).resolve().parents[2] / "engines" / "scripted_engine.py"


def pt(vertex: str) -> Point:
    point = from_gtp(vertex, SIZE)
    assert point is not None
    return point


def button(panel: ScoringPanel, name: str) -> QAbstractButton:
    found = panel.findChild(QAbstractButton, name)
    assert isinstance(found, QAbstractButton), name
    return found


def pts(*vertices: str) -> frozenset[Point]:
    points = {from_gtp(v, SIZE) for v in vertices}
    return frozenset(p for p in points if p is not None)


def nine_game() -> Game:
    game = Game(load_bytes(NINE_SGF.encode()).games[0])
    game.to_end()
    return game


@pytest.fixture
def start_engine(qtbot: Any) -> Iterator[Callable[..., EngineHandle]]:
    """Start GTP programs through EngineHandle; they are closed (and waited for) afterwards."""
    handles: list[EngineHandle] = []

    def start(argv: list[str], label: str) -> EngineHandle:
        handle = EngineHandle(argv, label)
        handles.append(handle)
        qtbot.waitUntil(lambda: handle.is_running, timeout=10000)
        return handle

    yield start
    for handle in handles:
        assert handle.wait_closed(), f"{handle.label} did not close"


def gnugo_argv() -> list[str]:
    path = find_gnugo()
    if path is None:
        pytest.fail("GNU Go is not installed: run the README's test set-up (./gogui.sh test)")
    return [path, "--mode", "gtp", "--level", "1", "--quiet"]


def scripted_argv(*flags: str) -> list[str]:
    return [sys.executable, str(SCRIPTED), *flags]


def wait_answer(qtbot: Any, mode: ScoringMode) -> None:
    qtbot.waitUntil(lambda: not mode.engine_pending, timeout=20000)


def ask_directly(qtbot: Any, engine: EngineHandle, game: Game) -> tuple[str, str]:
    """GNU Go's own answers to final_status_list dead and final_score, via a request."""
    position = engine_position(game)
    answers: list[tuple[str, str]] = []

    def request(client: GtpClient, sync: EngineSync) -> tuple[str, str]:
        sync.sync(position)
        return client.send("final_status_list", "dead"), client.send("final_score")

    engine.submit(request, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    return answers[0]


# -- without an engine -------------------------------------------------------------


def test_clicks_toggle_groups_and_the_snapshot_shows_dead_stones_and_territory(
    qtbot: Any,
) -> None:
    game = nine_game()
    mode = ScoringMode()
    with qtbot.waitSignal(mode.changed):
        mode.start(game, None, "territory")
    assert mode.active and mode.state is not None and mode.state.dead == frozenset()
    assert mode.notes == () and not mode.engine_pending
    with qtbot.waitSignal(mode.changed):
        assert mode.click(pt("B6"))
    assert mode.state.dead == pts("B7", "B6")
    assert not mode.click(pt("C5"))  # empty
    assert not mode.click(Point(9, 9))
    mode.click(pt("G3"))
    base = snapshot_for(game, ViewSettings())
    shown = mode.snapshot(base)
    assert shown.dimmed == pts("B7", "B6", "G3")
    marks = dict(shown.marks)
    assert marks[pt("B7")] == "TB"
    assert marks[pt("G3")] == "TW"
    assert marks[pt("A1")] == "TB"
    assert pt("E5") not in marks  # a living stone
    assert sum(1 for kind in marks.values() if kind == "TB") == 36
    assert sum(1 for kind in marks.values() if kind == "TW") == 27
    assert shown.to_move is None and shown.cells == base.cells
    with qtbot.waitSignal(mode.finished) as blocker:
        mode.confirm()
    assert blocker.args == ["B+3.5"]
    assert not mode.active and mode.snapshot(base) is base


def test_cancel_finishes_with_none_and_rules_choose_the_result(qtbot: Any) -> None:
    mode = ScoringMode()
    mode.start(nine_game())
    mode.click(pt("B6"))
    mode.click(pt("G3"))
    assert mode.rules == "area" and mode.result() == "B+2.5"
    mode.set_rules("territory")
    assert mode.result() == "B+3.5"
    with qtbot.waitSignal(mode.finished) as blocker:
        mode.cancel()
    assert blocker.args == [None]
    assert mode.result() is None


def test_panel_shows_both_counts_and_its_buttons_drive_the_mode(qtbot: Any) -> None:
    mode = ScoringMode()
    panel = ScoringPanel(mode)
    qtbot.addWidget(panel)
    mode.start(nine_game())
    assert panel.text("black_area") == "10"  # nothing dead: 10 stones, no territory
    mode.click(pt("B6"))
    mode.click(pt("G3"))
    assert [panel.text(n) for n in ("black_area", "black_territory", "black_prisoners")] == [
        "45",
        "36",
        "2",
    ]
    assert [panel.text(n) for n in ("white_area", "white_territory", "white_dead")] == [
        "36",
        "27",
        "2",
    ]
    assert panel.text("komi") == "6.5"
    assert panel.text("area_result") == "B+2.5"
    assert panel.text("territory_result") == "B+3.5"
    assert panel.text("result") == "Result: B+2.5"
    button(panel, "rules_territory").click()
    assert mode.rules == "territory" and panel.text("result") == "Result: B+3.5"
    with qtbot.waitSignal(mode.finished) as blocker:
        qtbot.mouseClick(button(panel, "done"), Qt.MouseButton.LeftButton)
    assert blocker.args == ["B+3.5"]
    assert not button(panel, "done").isEnabled()


# -- with engines ------------------------------------------------------------------


@pytest.mark.gnugo
def test_gnugo_proposes_its_dead_stones_and_its_score_is_shown(
    qtbot: Any, start_engine: Callable[..., EngineHandle], tmp_path: Path
) -> None:
    engine = start_engine(gnugo_argv(), "GNU Go")
    game = nine_game()
    mode = ScoringMode()
    panel = ScoringPanel(mode)
    qtbot.addWidget(panel)
    mode.start(game, engine, "area")
    assert mode.engine_pending and "Asking GNU Go" in panel.text("engine")
    wait_answer(qtbot, mode)
    dead_text, score_text = ask_directly(qtbot, engine, game)
    assert mode.state is not None
    assert mode.state.dead == pts(*dead_text.split()) == pts("B7", "B6", "G3")
    assert mode.engine_score == score_text.strip()
    assert f"GNU Go says {score_text.strip()}" in panel.text("engine")
    assert mode.notes == ()
    # GNU Go 3.8 says B+2.5: area scoring agrees; territory (B+3.5) differs.
    if score_text.strip() == "B+2.5":
        assert panel.text("engine") == "GNU Go says B+2.5 — agrees"
    button(panel, "rules_territory").click()
    panel.grab().save(str(tmp_path / "scoring_panel.png"))
    assert (tmp_path / "scoring_panel.png").stat().st_size > 1000
    with qtbot.waitSignal(mode.finished) as blocker:
        qtbot.mouseClick(button(panel, "done"), Qt.MouseButton.LeftButton)
    assert blocker.args == ["B+3.5"]


def test_an_engine_without_final_status_list_gives_a_note_and_no_proposal(
    qtbot: Any, start_engine: Callable[..., EngineHandle]
) -> None:
    engine = start_engine(scripted_argv(), "Scripted")
    mode = ScoringMode()
    mode.start(nine_game(), engine)
    wait_answer(qtbot, mode)
    assert mode.state is not None and mode.state.dead == frozenset()
    assert mode.engine_score is None and mode.engine_comparison() is None
    assert mode.notes == (
        "Scripted does not know final_status_list: no dead stones proposed",
        "Scripted does not know final_score",
    )


def test_failures_and_bad_answers_become_notes(
    qtbot: Any, start_engine: Callable[..., EngineHandle]
) -> None:
    engine = start_engine(
        scripted_argv(
            "--answer=final_status_list=B7 Z99",
            "--answer=final_score=",
            "--fail=final_score=cannot score",
        ),
        "Scripted",
    )
    mode = ScoringMode()
    mode.start(nine_game(), engine)
    wait_answer(qtbot, mode)
    assert mode.state is not None and mode.state.dead == frozenset()
    assert len(mode.notes) == 2
    assert mode.notes[0].startswith("Scripted final_status_list: bad answer")
    assert mode.notes[1] == "Scripted final_score failed: cannot score"


def test_a_late_proposal_never_overrides_the_user_or_a_cancelled_mode(
    qtbot: Any, start_engine: Callable[..., EngineHandle]
) -> None:
    engine = start_engine(
        scripted_argv(
            "--answer=final_status_list=B7 B6\\nG3",
            "--delay=final_status_list=0.5",
            "--answer=final_score=W+1",
        ),
        "Scripted",
    )
    mode = ScoringMode()
    mode.start(nine_game(), engine)
    mode.click(pt("E5"))  # the user marks first
    wait_answer(qtbot, mode)
    assert mode.state is not None and mode.state.dead == pts(*(f"E{r}" for r in range(1, 10)))
    assert mode.notes == ("Scripted's dead stones arrived after your marking: not applied",)
    assert mode.engine_comparison() == "Scripted says W+1 — differs"
    # Cancelled while the engine thinks: its answer is dropped.
    mode.start(nine_game(), engine)
    mode.cancel()
    changes: list[None] = []
    mode.changed.connect(lambda: changes.append(None))
    done: list[object] = []
    engine.submit(lambda client, sync: client.send("name"), done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    assert changes == [] and mode.state is None


def test_a_proposal_arrives_for_a_stopped_engine_as_a_note(qtbot: Any) -> None:
    mode = ScoringMode()
    engine = EngineHandle(scripted_argv(), "Scripted")
    try:
        mode.start(nine_game(), engine)  # not started yet
        assert mode.notes == ("Scripted is not running: no proposal",)
        assert not mode.engine_pending
    finally:
        qtbot.waitUntil(lambda: engine.is_running, timeout=10000)
        assert engine.wait_closed()


def test_snapshot_replaces_the_nodes_own_territory_marks(qtbot: Any) -> None:
    mode = ScoringMode()
    mode.start(nine_game())
    base = BoardSnapshot(
        SIZE,
        mode.state.board.cells if mode.state is not None else b"",
        marks=((Point(0, 0), "TW"), (Point(0, 1), "CR")),
    )
    marks = dict(mode.snapshot(base).marks)
    assert marks[Point(0, 1)] == "CR"
    assert Point(0, 0) not in marks  # nothing dead yet: A9's region is dame
