"""Streaming analysis with a real streaming program (tests/engines/lz_engine.py): candidates
drawn, results kept per node, a genmove never stuck behind the stream, the visit limit,
and a flood of 5,000 lines a second that never stalls the GUI."""

from __future__ import annotations

import shlex
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gogui_py.analysis.display import Display
from gogui_py.game.game import Game
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Point
from gogui_py.gui.analysis.settings import AnalysisSettings
from gogui_py.gui.analysis.streaming import BEST_FILL, StreamingAnalysis
from gogui_py.gui.programs.follow import engine_follow_request
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from tests.fixtures.leela_network import leelaz_path, tiny_network  # noqa: F401  (a fixture)
from tests.gui.helpers import MAX_STALL_MS, fake_engine, longest_stall

D4 = Point(3, 15)


class Rig:
    def __init__(self, qtbot: QtBot, *flags: str) -> None:
        self.game = Game(GameTree.new(BoardSize.square(19), 7.5))
        self.programs = ProgramSet()
        self.analysis = StreamingAnalysis(lambda: self.game, self.bring)
        self.shown: list[Display | None] = []
        self.states: list[str] = []
        self.analysis.shown.connect(self.shown.append)
        self.analysis.state.connect(self.states.append)
        command = shlex.split(fake_engine("lz_engine.py", *flags))
        self.program = self.programs.attach(command, "engine")
        qtbot.waitUntil(lambda: self.program.running, timeout=15000)

    def bring(self, program: Program) -> None:
        found = engine_follow_request(self.game)
        assert found is not None
        program.handle.submit(found[0], lambda _r: None)

    def drawn(self) -> list[Display]:
        return [d for d in self.shown if d is not None]


@pytest.fixture
def rig(qtbot: QtBot) -> Iterator[Rig]:
    made = Rig(qtbot)
    yield made
    made.analysis.stop()
    made.programs.shutdown()


def test_candidates_are_drawn_and_kept_per_node(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.start(rig.program)
    qtbot.waitUntil(lambda: bool(rig.drawn()), timeout=10000)
    display = rig.drawn()[-1]
    assert display.gfx is not None and (D4, BEST_FILL) in display.gfx.fills
    assert (D4, "52") in display.gfx.labels and display.status.startswith("Best D4 52.3 %")
    root = rig.game.current
    rig.game.play(Point(9, 9))
    rig.analysis.position_shown(rig.game.current)
    assert rig.shown[-1] is None  # nothing known yet of the new position
    qtbot.waitUntil(lambda: rig.game.current in rig.analysis.results, timeout=10000)
    rig.game.go_to(root)
    count = len(rig.shown)
    rig.analysis.position_shown(root)  # shown at once from the stored result
    assert len(rig.shown) == count + 1 and rig.shown[-1] is not None
    assert root in rig.analysis.results


def test_a_command_sent_while_streaming_stops_the_stream_first(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.start(rig.program)
    qtbot.waitUntil(lambda: bool(rig.drawn()), timeout=10000)
    answers: list[object] = []
    rig.program.handle.submit(lambda client, _sync: client.send("genmove", "b"), answers.append)
    qtbot.waitUntil(lambda: answers == ["pass"], timeout=10000)


def test_the_visit_limit_pauses_and_the_result_stays(qtbot: QtBot, rig: Rig) -> None:
    rig.analysis.settings = AnalysisSettings(visit_limit=30)
    rig.analysis.start(rig.program)
    qtbot.waitUntil(lambda: any("paused" in s for s in rig.states), timeout=10000)
    visits = rig.analysis.results[rig.game.current].candidates[0].visits
    assert visits >= 30
    qtbot.wait(300)
    assert rig.analysis.results[rig.game.current].candidates[0].visits == visits
    assert rig.drawn()[-1].gfx is not None


def test_a_flood_of_lines_never_stalls_the_gui(qtbot: QtBot) -> None:
    flood = Rig(qtbot, "--flood", "5000")
    try:
        with longest_stall() as stall:
            started = time.monotonic()
            flood.analysis.start(flood.program)
            qtbot.waitUntil(lambda: len(flood.drawn()) >= 20, timeout=20000)
            qtbot.wait(500)
            elapsed_ms = (time.monotonic() - started) * 1000
        # Drawn at most once per frame (16 ms), however many lines arrived.
        assert len(flood.shown) <= elapsed_ms / 16 + 2
        assert stall() < MAX_STALL_MS
    finally:
        flood.analysis.stop()
        flood.programs.shutdown()


def test_leela_zero_streams_is_stopped_and_resumes_on_a_new_position(
    qtbot: QtBot,
    tiny_network: Path,  # noqa: F811
) -> None:
    """Leela Zero 0.17 with the fixture's tiny random network (engines-here.md)."""
    game = Game(GameTree.new(BoardSize.square(19), 7.5))
    programs = ProgramSet()
    shown: list[Display | None] = []

    def bring(program: Program) -> None:
        found = engine_follow_request(game)
        assert found is not None
        program.handle.submit(found[0], lambda _r: None)

    analysis = StreamingAnalysis(lambda: game, bring)
    analysis.shown.connect(shown.append)
    argv = [leelaz_path(), "--cpu-only", "-w", str(tiny_network), "--gtp", "--noponder"]
    program = programs.attach([*argv, "-v", "50", "-t", "1"], "leela")
    try:
        qtbot.waitUntil(lambda: program.running, timeout=30000)
        analysis.start(program)
        qtbot.waitUntil(lambda: game.current in analysis.results, timeout=30000)
        first = analysis.results[game.current]
        assert first.candidates and all(0 <= c.winrate <= 1 for c in first.candidates)
        assert any(d is not None and d.gfx is not None for d in shown)
        names: list[object] = []  # a command while streaming: the stream stops first
        program.handle.submit(lambda client, _sync: client.send("name"), names.append)
        qtbot.waitUntil(lambda: names == ["Leela Zero"], timeout=15000)
        game.play(Point(3, 3))  # a new position: analysed again
        analysis.position_shown(game.current)
        qtbot.waitUntil(lambda: game.current in analysis.results, timeout=30000)
        assert analysis.results[game.current] is not first
    finally:
        analysis.stop()
        programs.shutdown()


def test_kata_analyze_ownership_is_a_heat_map_for_blacks_view(qtbot: QtBot) -> None:
    rig = Rig(qtbot, "--kata")
    try:
        rig.analysis.start(rig.program)
        qtbot.waitUntil(lambda: bool(rig.drawn()), timeout=10000)
        update = rig.analysis.results[rig.game.current]
        assert update.candidates[0].score_lead == 1.5 and update.ownership is not None
        assert not rig.drawn()[-1].gfx.influence  # type: ignore[union-attr]
        rig.analysis.set_show_ownership(True)
        influence = dict(rig.drawn()[-1].gfx.influence)  # type: ignore[union-attr]
        assert influence[Point(0, 0)] == 0.8 and influence[Point(18, 18)] == -0.8
        assert Point(9, 4) not in influence  # 0: nothing drawn
        rig.game.play(Point(3, 3))  # White to move: White's +0.8 on the left is Black's -0.8
        rig.analysis.position_shown(rig.game.current)
        qtbot.waitUntil(lambda: rig.game.current in rig.analysis.results, timeout=10000)
        qtbot.waitUntil(lambda: bool(rig.drawn()[-1].gfx.influence), timeout=10000)  # type: ignore[union-attr]
        assert dict(rig.drawn()[-1].gfx.influence)[Point(0, 0)] == -0.8  # type: ignore[union-attr]
    finally:
        rig.analysis.stop()
        rig.programs.shutdown()


def test_candidates_can_show_score_lead_or_loss_against_the_best(qtbot: QtBot) -> None:
    rig = Rig(qtbot, "--kata")
    try:
        rig.analysis.start(rig.program)
        qtbot.waitUntil(lambda: bool(rig.drawn()), timeout=10000)
        q16 = Point(15, 3)
        assert dict(rig.drawn()[-1].gfx.labels) == {D4: "52", q16: "48"}  # type: ignore[union-attr]
        rig.analysis.set_label("score")
        assert dict(rig.drawn()[-1].gfx.labels) == {D4: "+1.5", q16: "-0.5"}  # type: ignore[union-attr]
        rig.analysis.set_label("loss")
        assert dict(rig.drawn()[-1].gfx.labels) == {D4: "0", q16: "-4"}  # type: ignore[union-attr]
    finally:
        rig.analysis.stop()
        rig.programs.shutdown()
