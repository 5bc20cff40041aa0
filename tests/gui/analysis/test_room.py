"""The Analyze dock with real programs: lists read at attach, commands run on the
displayed position, answers drawn, errors in the pane, Auto Run, stale answers dropped."""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from gogui_py.analysis.display import Display
from gogui_py.game.game import Game
from gogui_py.game.tree import GameTree
from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.analysis.catalog import AnalyzeCatalog
from gogui_py.gui.analysis.dock import AnalyzeDock
from gogui_py.gui.analysis.runner import AnalyzeRunner
from gogui_py.gui.programs.follow import engine_follow_request
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from tests.gui.helpers import fake_engine, gnugo_command

LIST = "\\n".join(
    [
        "plist/Stones/list_stones %c",
        "sboard/Labels/labels",
        "string/Echo/echo hello %s",
        "pstring/Where/where %p",
        "gfx/Broken/broken",
        "param/Settings/settings",
        "eplist/Stones To Keep/keep",
    ]
)


class Room:
    """ProgramSet + catalog + runner + dock, as the window wires them."""

    def __init__(self, qtbot: QtBot, game: Game) -> None:
        self.game = game
        self.programs = ProgramSet()
        self.catalog = AnalyzeCatalog(self.programs)
        self.dock = AnalyzeDock(self.catalog)
        qtbot.addWidget(self.dock)
        self.runner = AnalyzeRunner(lambda: self.game, self.bring, self.dock)
        self.dock.set_runner(self.runner)
        self.shown: list[Display | None] = []
        self.texts: list[tuple[str, bool]] = []
        self.runner.shown.connect(self.shown.append)
        self.runner.text.connect(lambda text, error: self.texts.append((text, error)))
        self.strings: list[str] = []
        self.dock.ask_string = self._ask_string  # type: ignore[method-assign,assignment]

    def _ask_string(self, _prompt: str) -> str | None:
        return self.strings.pop(0) if self.strings else None

    def bring(self, program: Program) -> None:
        found = engine_follow_request(self.game)
        assert found is not None
        program.handle.submit(found[0], lambda _r: None)

    def attach(self, qtbot: QtBot, command: str) -> Program:
        program = self.programs.attach(shlex.split(command), "engine")
        qtbot.waitUntil(lambda: self.catalog.commands_of(program) is not None, timeout=15000)
        return program

    def last_gfx(self) -> object:
        shown = [s for s in self.shown if s is not None]
        return shown[-1].gfx if shown else None


@pytest.fixture
def room(qtbot: QtBot) -> Iterator[Room]:
    made = Room(qtbot, Game(GameTree.new(BoardSize.square(9), 6.5)))
    yield made
    made.programs.shutdown()


def scripted(*answers: str) -> str:
    flags = [f"--answer=gogui-analyze_commands={LIST}"]
    flags += [f"--answer={answer}" for answer in answers]
    return fake_engine("scripted_engine.py", *(shlex.quote(f) for f in flags))


def test_a_listed_command_runs_on_the_position_and_its_points_are_marked(
    qtbot: QtBot, room: Room
) -> None:
    program = room.attach(qtbot, scripted("list_stones=A1 C3"))
    assert [c.label for c in room.catalog.commands_of(program).commands] == [  # type: ignore[union-attr]
        "Stones",
        "Labels",
        "Echo",
        "Where",
        "Broken",
        "Settings",
        "Stones To Keep",
    ]
    assert room.dock.commands.count() == 7
    room.dock.search.setText("stones")
    assert room.dock.commands.count() == 2  # Stones, Stones To Keep
    room.dock.search.setText("keep")
    assert room.dock.commands.count() == 1
    room.dock.search.setText("")
    assert room.dock.select_label("Stones")
    room.dock.run_selected()
    qtbot.waitUntil(lambda: room.last_gfx() is not None, timeout=10000)
    gfx = room.last_gfx()
    assert gfx.marks == ((Point(0, 8), "SQ"), (Point(2, 6), "SQ"))  # type: ignore[attr-defined]


def test_wildcards_ask_a_string_and_wait_for_a_point(qtbot: QtBot, room: Room) -> None:
    room.attach(qtbot, scripted("echo=hello you", "where=C3 is here"))
    room.strings.append("you")
    room.dock.select_label("Echo")
    room.dock.run_selected()
    qtbot.waitUntil(lambda: ("hello you", False) in room.texts, timeout=10000)
    room.dock.select_label("Where")
    room.dock.run_selected()
    assert room.runner.wants_point and "click a point" in room.dock.hint.text()
    room.runner.choose_point(Point(2, 6))
    qtbot.waitUntil(lambda: room.last_gfx() is not None, timeout=10000)
    assert room.last_gfx().marks == ((Point(2, 6), "SQ"),)  # type: ignore[attr-defined]
    assert ("C3 is here", False) in room.texts


def test_a_failing_or_garbled_answer_is_shown_in_the_pane_not_a_dialog(
    qtbot: QtBot, room: Room
) -> None:
    program = room.attach(qtbot, scripted("labels=x y"))
    room.dock.select_label("Labels")  # an sboard of 2 cells on a 9x9 board
    room.dock.run_selected()
    qtbot.waitUntil(lambda: any(error for _, error in room.texts), timeout=10000)
    assert "Labels" in room.dock.answer.toPlainText()
    room.texts.clear()
    broken = room.catalog.commands_of(program).by_label("Broken")  # type: ignore[union-attr]
    assert broken is not None
    room.runner.run(program, broken)
    qtbot.waitUntil(lambda: bool(room.shown), timeout=10000)  # gfx never fails: empty


def test_auto_run_runs_again_after_a_move_and_drops_the_stale_answer(
    qtbot: QtBot, room: Room
) -> None:
    room.attach(qtbot, scripted("list_stones=A1"))
    room.dock.auto_run.setChecked(True)
    room.dock.select_label("Stones")
    room.dock.run_selected()
    room.game.play(Point(4, 4))  # before the answer: the first one is for the old position
    room.runner.position_changed()
    qtbot.waitUntil(lambda: len([s for s in room.shown if s is not None]) == 1, timeout=10000)
    qtbot.wait(200)
    assert len([s for s in room.shown if s is not None]) == 1, "the stale answer was drawn"
    assert room.runner.last is not None


@pytest.mark.gnugo
def test_gnu_go_gets_the_builtin_list_and_its_influence_is_drawn(qtbot: QtBot, room: Room) -> None:
    program = room.attach(qtbot, gnugo_command())
    listed = room.catalog.commands_of(program)
    assert listed is not None and listed.source != "program"
    labels = [c.label for c in listed.commands]
    assert any("Influence" in label for label in labels)
    room.game.play(Point(2, 2))
    room.game.play(Point(6, 6))
    dragon = next(c for c in listed.commands if c.type.name == "DBOARD")
    room.runner.run(program, dragon, Color.BLACK)
    qtbot.waitUntil(lambda: room.last_gfx() is not None, timeout=20000)
    assert room.last_gfx().influence  # type: ignore[attr-defined]


def test_user_file_adds_commands(
    qtbot: QtBot, room: Room, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOGUI_PY_ANALYZE_DIR", str(tmp_path))
    (tmp_path / "scripted.analyze-commands").write_text("string/Mine/echo mine\n")
    program = room.attach(qtbot, scripted())
    assert room.catalog.commands_of(program).by_label("Mine") is not None  # type: ignore[union-attr]


def test_live_gfx_on_stderr_is_drawn_while_a_genmove_runs(qtbot: QtBot, room: Room) -> None:
    room.runner.follow_live_gfx(room.programs)
    program = room.programs.attach(
        shlex.split(fake_engine("gfx_engine.py", "--lines", "2000")), "engine"
    )
    qtbot.waitUntil(lambda: program.running, timeout=15000)
    program.handle.submit(lambda client, _sync: client.send("genmove", "b"), lambda _r: None)
    qtbot.waitUntil(
        lambda: any(s is not None and s.text == "thinking done" for s in room.shown),
        timeout=15000,
    )
    final = next(s for s in reversed(room.shown) if s is not None)
    assert final.gfx is not None and final.gfx.marks == ((Point(1, 7), "CR"),)
    # 2,001 gfx texts arrived; drawn at most once per frame, not once each.
    assert len(room.shown) < 200


def test_a_param_command_gives_a_form_whose_changes_are_sent(qtbot: QtBot, room: Room) -> None:
    program = room.attach(
        qtbot, scripted("settings=[bool] ponder 1\\n[list/fast/slow] mode fast\\nlevel 3")
    )
    room.dock.select_label("Settings")
    room.dock.run_selected()
    qtbot.waitUntil(lambda: len(room.dock.params.fields) == 3, timeout=10000)
    fields = room.dock.params.fields
    assert isinstance(fields["ponder"], QCheckBox) and fields["ponder"].isChecked()
    assert isinstance(fields["mode"], QComboBox) and fields["mode"].currentText() == "fast"
    assert isinstance(fields["level"], QLineEdit) and fields["level"].text() == "3"
    program.handle.take_traffic()
    fields["ponder"].setChecked(False)
    fields["mode"].activated.emit(1)
    qtbot.waitUntil(lambda: ("mode = slow", False) in room.texts, timeout=10000)
    sent = [text for kind, text in program.handle.take_traffic() if kind == "sent"]
    assert any(line.endswith("settings ponder 0") for line in sent)
    assert any(line.endswith("settings mode slow") for line in sent)


def test_an_eplist_is_edited_on_the_board_then_sent(qtbot: QtBot, room: Room) -> None:
    program = room.attach(qtbot, scripted("keep=A1 B2"))
    room.dock.select_label("Stones To Keep")
    room.dock.run_selected()  # asks "keep show"
    qtbot.waitUntil(lambda: room.runner.is_editing, timeout=10000)
    assert room.dock.send_points.isVisibleTo(room.dock)
    assert room.last_gfx().marks == ((Point(0, 8), "SQ"), (Point(1, 7), "SQ"))  # type: ignore[attr-defined]
    room.runner.toggle_point(Point(1, 7))  # B2 out
    room.runner.toggle_point(Point(2, 6))  # C3 in
    assert room.last_gfx().marks == ((Point(0, 8), "SQ"), (Point(2, 6), "SQ"))  # type: ignore[attr-defined]
    program.handle.take_traffic()
    room.dock.send_points.click()
    qtbot.waitUntil(lambda: ("Stones To Keep: 2 points sent", False) in room.texts, timeout=10000)
    sent = [text for kind, text in program.handle.take_traffic() if kind == "sent"]
    assert any(line.endswith("keep A1 C3") for line in sent)
    assert not room.runner.is_editing and not room.dock.send_points.isVisibleTo(room.dock)


def test_commands_run_are_listed_first_as_recent(qtbot: QtBot, room: Room) -> None:
    room.attach(qtbot, scripted("list_stones=A1", "labels=" + "\\\\n".join(['"" "" ""'] * 9)))
    for label in ("Stones", "Labels"):
        assert room.dock.select_label(label)
        room.dock.run_selected()
    texts = [room.dock.commands.item(row).text() for row in range(room.dock.commands.count())]
    assert texts[:2] == ["↻ Labels", "↻ Stones"] and len(texts) == 7 + 2
    assert room.dock.selected_command() is not None
    assert room.dock.selected_command().label == "Labels"  # type: ignore[union-attr]
    room.dock.search.setText("sto")  # searching lists each command once
    assert [room.dock.commands.item(r).text() for r in range(room.dock.commands.count())] == [
        "Stones",
        "Stones To Keep",
    ]
