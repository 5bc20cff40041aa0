"""Restoring after a crash: Edit > Undo goes on, clocks come back halted, several
records and a collection come back whole (pytest-qt, offscreen)."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from gogui_py.game.recovery import FORMAT_VERSION, Journal, list_recoverable, read_recovery
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.go import Color, Move, Point
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.recovery.offer import RecoveryDialog
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine
from tests.gui.recovery.conftest import journaled_header

WAIT_MS = 60_000
TIMED = b"(;FF[4]GM[1]SZ[9]KM[6.5]TM[600]OT[3x30 byo-yomi];B[ee];W[cc])"
COLLECTION = b"(;FF[4]GM[1]SZ[9]GN[one];B[ee])(;FF[4]GM[1]SZ[9]GN[two])(;FF[4]GM[1]SZ[9]GN[three])"


def _journaled(window: MainWindow) -> bool:
    """The recovery file holds the record as it is now, with its undo and redo history."""
    header = journaled_header(window)
    if header is None:
        return False
    history, key = window.controller.game.history, str(window.controller.game_index)
    return (len(header.undo.get(key, [])), len(header.redo.get(key, []))) == (
        history.undo_steps,
        history.redo_steps,
    )


def _die(window: MainWindow, qtbot: Any, folder: Path) -> Path:
    """Wait for ``window``'s journal, then let its lock go as the kernel does for a killed
    process; the window journals to another folder from then on. The file's path."""
    qtbot.waitUntil(lambda: _journaled(window), timeout=WAIT_MS)
    window.recovery.journal.flush()
    journal = window.recovery.journal.journal
    assert journal._lock is not None
    journal._lock.close()
    journal._lock = None
    window.recovery.journal.journal = Journal(folder.parent / "elsewhere")
    return journal.path


def _undo_text(window: MainWindow) -> str:
    window.edit_actions.update(window.controller.game, window.session.thinking)
    action = window.edit_actions.undo
    return action.text() if action.isEnabled() else ""


def _redo_text(window: MainWindow) -> str:
    """Edit > Redo as the user sees it, "" when disabled."""
    window.edit_actions.update(window.controller.game, window.session.thinking)
    action = window.edit_actions.redo
    return action.text() if action.isEnabled() else ""


def _play(window: MainWindow, *moves: str) -> None:
    for move in moves:
        color, x, y = move.split()
        assert window.controller.play(Move(Color(color), Point(int(x), int(y))))


def _edit(window: MainWindow) -> None:
    """Moves, a comment, a deleted variation, marks: a few kinds of undo step."""
    _play(window, "B 4 4", "W 2 2", "B 6 6")
    window.controller.back()
    _play(window, "B 2 6")  # a variation
    window.controller.edit(lambda game: game.set_comment(game.current, "lost?"))
    window.controller.edit(lambda game: game.set_mark(Point(1, 1), "TR"))
    window.controller.back()
    window.controller.edit(lambda game: game.truncate(game.current.children[0]))


def test_edit_undo_steps_back_through_the_edits_made_before_the_crash(
    qtbot: Any, make_window: WindowFactory, folder: Path
) -> None:
    first = make_window("--program", "", "--size", "9")
    _edit(first)
    _die(first, qtbot, folder)
    second = make_window("--program", "", "--size", "19")
    second.recovery.offer("all")
    assert to_sgf(second.controller.games) == to_sgf(first.controller.games)
    steps = first.controller.game.history.undo_steps
    assert steps == 7 and second.controller.game.history.undo_steps == steps
    for _ in range(steps):
        shown = _undo_text(first)
        assert shown.startswith("&Undo ") and _undo_text(second) == shown  # the same label
        first.edit_actions.undo.trigger()
        second.edit_actions.undo.trigger()
        assert to_sgf(second.controller.games) == to_sgf(first.controller.games)
        assert second.controller.game.current.move == first.controller.game.current.move
    assert _undo_text(second) == ""  # back to the empty board, nothing more to undo
    assert second.controller.game.tree.root.children == []


def test_edit_redo_gives_back_the_edits_undone_before_the_crash(
    qtbot: Any, make_window: WindowFactory, folder: Path
) -> None:
    first = make_window("--program", "", "--size", "9")
    _edit(first)
    first.edit_actions.undo.trigger()  # the truncation
    first.edit_actions.undo.trigger()  # the mark
    assert _redo_text(first) == "&Redo Mark"
    _die(first, qtbot, folder)
    second = make_window("--program", "", "--size", "19")
    assert _redo_text(second) == ""
    second.recovery.offer("all")
    assert to_sgf(second.controller.games) == to_sgf(first.controller.games)
    assert second.controller.game.history.redo_steps == 2
    assert second.controller.game.history.undo_steps == 5
    for label in ("Mark", "Truncate"):
        assert _redo_text(second) == _redo_text(first) == f"&Redo {label}"
        first.edit_actions.redo.trigger()
        second.edit_actions.redo.trigger()
        assert to_sgf(second.controller.games) == to_sgf(first.controller.games)
        assert second.controller.game.current.move == first.controller.game.current.move
    assert _redo_text(second) == "" and _undo_text(second) == _undo_text(first)
    second.edit_actions.undo.trigger()  # and back again: the truncation was redone
    first.edit_actions.undo.trigger()
    assert to_sgf(second.controller.games) == to_sgf(first.controller.games)


def test_restoring_parses_the_recovery_file_once(
    qtbot: Any, make_window: WindowFactory, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = make_window("--program", "", "--size", "9")
    _edit(first)
    _die(first, qtbot, folder)
    parsed: list[int] = []
    parse = load_bytes

    def counting(data: bytes, *args: Any, **kwargs: Any) -> Any:
        parsed.append(len(data))
        return parse(data, *args, **kwargs)

    monkeypatch.setattr("gogui_py.game.recovery.load_bytes", counting)
    second = make_window("--program", "", "--size", "19")
    second.recovery.offer("all")  # checked when listed, restored from that same parse
    assert len(parsed) == 1
    assert to_sgf(second.controller.games) == to_sgf(first.controller.games)
    assert second.controller.game.move_number() == first.controller.game.move_number()
    assert _undo_text(second) == _undo_text(first) != ""


def test_a_journal_without_undo_history_still_restores(
    qtbot: Any, make_window: WindowFactory, folder: Path
) -> None:
    first = make_window("--program", "", "--size", "9")
    _play(first, "B 4 4", "W 2 2")
    path = _die(first, qtbot, folder)
    lines = path.read_text().split("\n", 1)  # as an older gogui-py wrote it: version 1
    header = lines[0].replace(f'"version":{FORMAT_VERSION}', '"version":1')
    header = header[: header.index(',"undo"')] + header[header.index(',"version"') :]
    path.write_text(header + "\n" + lines[1])
    second = make_window("--program", "", "--size", "19")
    second.recovery.offer("all")
    assert to_sgf(second.controller.games) == to_sgf(first.controller.games)
    assert _undo_text(second) == "" and second.controller.modified


def test_a_running_clock_comes_back_with_its_times_and_halted(
    qtbot: Any, make_window: WindowFactory, folder: Path, tmp_path: Path
) -> None:
    record = tmp_path / "timed.sgf"
    record.write_bytes(TIMED)
    first = make_window("--program", "", str(record))
    first.controller.to_end()
    clock = first.game_clock.clock
    assert clock is not None and clock.running is Color.BLACK  # Black's clock runs
    clock.restore(Color.BLACK, 17.5, 2)  # Black in byo-yomi: 2 periods, 17.5 s of one
    clock.restore(Color.WHITE, 300.0, None)
    _play(first, "B 6 6")  # a move in time: a new period; White's clock runs
    again = first.game_clock.clock
    assert again is clock and again.running is Color.WHITE
    path = _die(first, qtbot, folder)
    header, _ = read_recovery(path)
    saved = {c.color: (c.seconds, c.stones) for c in header.clocks}
    assert saved["B"] == (30.0, 2)
    assert 0 < saved["W"][0] <= 300.0 and saved["W"][1] is None

    second = make_window("--program", "")
    messages: list[str] = []
    second.recovery.offer_._message = messages.append
    second.recovery.offer(str(path))
    restored = second.game_clock.clock
    assert restored is not None and restored.settings == clock.settings
    assert restored.running is None and second.game_clock.halted  # nobody is charged
    later = time.monotonic() + 5.0  # halted: five seconds later the times are the same
    for color in (Color.BLACK, Color.WHITE):
        left = restored.state(color, later).recorded(restored.settings)
        assert left == pytest.approx(saved[color.value])
    assert "clock halted" in messages[-1]
    second.game_clock.resume()  # Game > Clock > Resume: White (to move) runs again
    assert restored.running is Color.WHITE


def test_two_dead_instances_are_both_offered_and_restored(
    qtbot: Any,
    make_window: WindowFactory,
    folder: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = tmp_path / "three.sgf"
    record.write_bytes(COLLECTION)
    one = make_window("--program", "", str(record))
    one.controller.select_game(0)
    _play(one, "W 2 2")  # an edit in game 1 ...
    one.controller.select_game(2)
    _play(one, "B 3 3", "W 5 5")  # ... and two in game 3, shown at the crash
    first_path = _die(one, qtbot, folder)
    two = make_window("--program", "", "--size", "9")
    _play(two, "B 0 0")
    second_path = _die(two, qtbot, folder)

    spawned: list[list[str]] = []

    class FakePopen:
        def __init__(self, argv: list[str], **_kwargs: object) -> None:
            spawned.append(argv)

    monkeypatch.setattr(subprocess, "Popen", FakePopen)  # as offer.py calls it
    window = make_window("--program", "", "--size", "19")
    offer = window.recovery.offer_
    offer.start("ask")
    dialog = offer.dialog
    assert isinstance(dialog, RecoveryDialog) and dialog.list.count() == 2
    rows = [dialog.list.item(i).text() for i in range(2)]
    assert any("three.sgf" in row for row in rows) and any("Untitled" in row for row in rows)
    dialog.restore_button.click()
    # the newest here, the other in a new gogui-py window started with --recover FILE
    [argv] = spawned
    here, there = (two, first_path) if argv[-1] == str(first_path) else (one, second_path)
    assert argv[-2:] == ["--recover", str(there)]
    assert to_sgf(window.controller.games) == to_sgf(here.controller.games)

    other = make_window("--program", "", "--size", "19")  # what the new window does
    other.recovery.offer(argv[-1])
    dead = one if here is two else two
    assert to_sgf(other.controller.games) == to_sgf(dead.controller.games)
    restored = window if dead is two else other
    controller = restored.controller
    assert len(controller.games) == 3 and controller.game_index == 2
    assert controller.path == record and controller.game.move_number() == 2
    assert _undo_text(restored) == "&Undo Play F4"
    restored.edit_actions.undo.trigger()
    assert controller.game.move_number() == 1
    controller.select_game(0)  # game 1 kept its undo too
    assert _undo_text(restored) == "&Undo Play C7"
    restored.edit_actions.undo.trigger()
    assert controller.game.tree.main_line()[-1].move == Move(Color.BLACK, Point(4, 4))
    items, _ = list_recoverable(folder)
    assert [item.path for item in items] == []  # both files were taken over


def test_ending_the_pause_of_a_restored_engine_game_runs_its_clock(
    qtbot: Any, make_window: WindowFactory, folder: Path, tmp_path: Path
) -> None:
    record = tmp_path / "timed.sgf"
    record.write_bytes(TIMED)
    engine = fake_engine("random_engine.py", "--seed", "3")
    first = make_window("--program", engine, "--computer-none", str(record))
    first.controller.to_end()
    _play(first, "B 6 6")  # unsaved: journaled with its engine and clock
    path = _die(first, qtbot, folder)
    second = make_window("--program", "", "--computer-none")
    second.recovery.offer(str(path))
    qtbot.waitUntil(lambda: second.session.engine is not None, timeout=WAIT_MS)
    clock = second.game_clock.clock
    assert clock is not None and clock.running is None and second.game_clock.halted
    assert second.pause_action.isChecked()  # the restored engine game waits
    second.pause_action.setChecked(False)  # Game > Pause (F6) again: the game goes on
    assert not second.game_clock.halted and clock.running is Color.WHITE
    second.pause_action.setChecked(True)  # a later pause leaves the clock as before
    second.pause_action.setChecked(False)
    assert clock.running is Color.WHITE
