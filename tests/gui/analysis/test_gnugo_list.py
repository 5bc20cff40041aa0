"""Every command of GoGui's built-in GNU Go list run on GNU Go 3.8 and its answer drawn
(issue 11: "GNU Go's built-in analyze list: each command run and drawn")."""

from __future__ import annotations

from functools import partial

import pytest
from pytestqt.qtbot import QtBot

from gogui_py.analysis import AnalyzeType
from gogui_py.go import Color, Point
from tests.gui.analysis.test_room import Room, room  # noqa: F401  (a fixture)
from tests.gui.helpers import gnugo_command

SKIPPED_TYPES = {AnalyzeType.NONE}  # state-changing utilities (clear_cache, level ...)
# GNU Go 3.8 ends an empty all_move_values answer without its closing empty line (a GTP
# violation): the client waits for it until its timeout, then reports the error.
SKIPPED_COMMANDS = {"all_move_values"}
C7, G3, C6, F4 = Point(2, 2), Point(6, 6), Point(2, 3), Point(5, 5)


@pytest.mark.gnugo
def test_every_builtin_gnugo_command_answers_and_is_drawn(qtbot: QtBot, room: Room) -> None:  # noqa: F811
    program = room.attach(qtbot, gnugo_command())
    listed = room.catalog.commands_of(program)
    assert listed is not None and len(listed.commands) > 50
    for point in (C7, G3, C6, F4):
        room.game.play(point)
    answered: dict[str, list[str]] = {}  # label -> its errors
    for command in listed.commands:
        if command.type in SKIPPED_TYPES or command.name in SKIPPED_COMMANDS:
            continue
        if command.needs_string or command.needs_optional:
            continue
        if command.needs_file_open or command.needs_file_save:
            continue
        # %P, the selected points: two strings of one colour, or of both for a semeai
        # (GNU Go aborts on an assertion when given a semeai of one colour).
        other = G3 if "semeai" in command.name else C6
        room.game.set_mark(C7, "SL")
        room.game.set_mark(G3, "SL" if other is G3 else None)
        room.game.set_mark(C6, "SL" if other is C6 else None)
        before = (len(room.shown), len(room.texts))
        room.runner.run(program, command, Color.BLACK)
        if room.runner.wants_point:
            room.runner.choose_point(C7)
        if room.runner.is_editing:
            room.runner.cancel_edit()
            continue
        qtbot.waitUntil(partial(_changed, room, before), timeout=20000)
        qtbot.wait(20)
        answered[command.label] = [t for t, error in room.texts[before[1] :] if error]
    assert len(answered) > 70
    drawn = sum(1 for errors in answered.values() if not errors)
    assert drawn > 55, answered
    for label, errors in answered.items():
        found = listed.by_label(label)
        assert found is not None
        for text in errors:
            # Only GNU Go's own refusals ("Label: name args: why"); never a wildcard left
            # unfilled or an answer we could not read.
            assert text.startswith(f"{label}: {found.name}"), text


def _changed(room: Room, before: tuple[int, int]) -> bool:  # noqa: F811
    """An answer drawn, a text, or an error in the pane since ``before``."""
    return (len(room.shown), len(room.texts)) != before
