"""A record of a ruler game opened with ``--ruler`` on the command line (QA defect of
session 24): the record's own ruler (attached when a record of another game than Go is
opened) and the command line's must not both start, nor kill each other (two "Ruler did
not start" dialogs, then a board without rules). Exactly one ruler starts: the command
line's; when it plays another game than the record's, the command line wins and the
status bar says so."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gogui_py.go import Color
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.rules.session import RulerSession
from tests.gui.helpers import show
from tests.gui.rules.test_rulers import bundled, play_click, position

WindowFactory = Callable[..., MainWindow]

OTHELLO = "(;FF[4]GM[2]SZ[8]GOGUIGAME[Othello];B[df];W[cd];B[fc];W[dg])"
"""Four moves of an Othello game (D3 C5 F6 D2): eight discs, Black to move."""
GOMOKU = "(;FF[4]GM[4]SZ[15]GOGUIGAME[Gomoku];B[hh];W[ih];B[hi])"


def ruler_children(module: str) -> list[int]:
    """Live child processes of this test running ``module`` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        state, parent = fields[0], int(fields[1])
        if parent == os.getpid() and state != "Z" and module.encode() in command:
            found.append(int(entry.name))
    return found


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The argv of every ruler started (:meth:`RulerSession.attach` calls)."""
    calls: list[list[str]] = []
    attach = RulerSession.attach

    def counting(self: RulerSession, argv: Sequence[str], *args: object, **kw: object) -> object:
        calls.append(list(argv))
        return attach(self, argv, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(RulerSession, "attach", counting)
    return calls


def open_with_ruler(
    qtbot: object, make_window: WindowFactory, record: Path, game: str
) -> tuple[MainWindow, list[tuple[str, str]]]:
    """The app's build path (parse_args, create_window) for ``record --ruler <game>
    --program ''``, shown, once the ruler is active; returns it and the ruler's dialogs."""
    warnings: list[tuple[str, str]] = []
    window = make_window(str(record), "--ruler", bundled(game), "--program", "")
    window.ruler.failed.connect(lambda title, text: warnings.append((title, text)))
    show(qtbot, window)
    qtbot.waitUntil(lambda: window.ruler.active, timeout=15000)  # type: ignore[attr-defined]
    return window, warnings


def stones(window: MainWindow, color: Color) -> int:
    return sum(1 for _point, c in window.board.snapshot().stones() if c == color)


def test_othello_record_with_its_ruler_on_the_command_line(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, started: list[list[str]]
) -> None:
    record = tmp_path / "othello.sgf"
    record.write_text(OTHELLO)
    window, warnings = open_with_ruler(qtbot, make_window, record, "othello")
    window.controller.to_end()
    at_end = position(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.board.snapshot().legal == frozenset(at_end.legal), timeout=5000
    )
    assert started == [bundled("othello").split()]  # one ruler: the command line's
    assert len(window.session.programs.programs) == 1  # --program '': no engine
    assert "ruler" not in window.session.programs.last  # no ruler was replaced
    if sys.platform.startswith("linux"):
        assert len(ruler_children("gogui_py.programs.othello")) == 1
    assert window.controller.game.tree.game_id == "Othello"
    assert window.controller.game.move_number() == 4
    assert len(window.board.snapshot().stones()) == 8
    assert window.position_label.text() == "Move 4 · W D2 · Othello · Black to move"
    # a legal move flips discs (Othello's rules, not a Go stone)
    black, white = stones(window, Color.BLACK), stones(window, Color.WHITE)
    play_click(qtbot, window, at_end.legal[0])
    position(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: stones(window, Color.BLACK) + stones(window, Color.WHITE) == 9, timeout=5000
    )
    assert stones(window, Color.BLACK) >= black + 2
    assert stones(window, Color.WHITE) <= white - 1
    assert warnings == []
    assert window.findChild(QMessageBox) is None


def test_gomoku_record_with_its_ruler_on_the_command_line(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, started: list[list[str]]
) -> None:
    record = tmp_path / "gomoku.sgf"
    record.write_text(GOMOKU)
    window, warnings = open_with_ruler(qtbot, make_window, record, "gomoku")
    window.controller.to_end()
    at_end = position(qtbot, window)
    assert started == [bundled("gomoku").split()]
    assert "ruler" not in window.session.programs.last
    if sys.platform.startswith("linux"):
        assert len(ruler_children("gogui_py.programs.gomoku")) == 1
    assert window.position_label.text() == "Move 3 · B H7 · Gomoku · White to move"
    assert len(at_end.legal) == 15 * 15 - 3
    play_click(qtbot, window, at_end.legal[0])
    assert window.controller.game.move_number() == 4
    assert warnings == []
    assert window.findChild(QMessageBox) is None


def test_ruler_of_another_game_on_the_command_line_wins(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, started: list[list[str]]
) -> None:
    """An Othello record with ``--ruler`` Gomoku: the Gomoku ruler alone starts, a new
    Gomoku game replaces the (unmodified) record, and the status bar says why."""
    record = tmp_path / "othello.sgf"
    record.write_text(OTHELLO)
    window, warnings = open_with_ruler(qtbot, make_window, record, "gomoku")
    position(qtbot, window)
    assert started == [bundled("gomoku").split()]
    assert "ruler" not in window.session.programs.last
    assert window.controller.game.tree.game_id == "Gomoku"
    assert window.controller.game.move_number() == 0
    assert window.board.snapshot().size.width == 15
    assert (
        window.statusBar().currentMessage()
        == "The record is a game of Othello: a new game of Gomoku starts"
    )
    assert record.read_text() == OTHELLO  # the file is untouched
    assert warnings == []
    assert window.findChild(QMessageBox) is None


def test_main_build_path_attaches_one_ruler(
    qtbot: object, tmp_path: Path, started: list[list[str]]
) -> None:
    """The same through ``main``'s own path: the window of the first frame (the record
    opened before the rules menu exists), then the deferred set-up with the programs."""
    from gogui_py.gui import app
    from gogui_py.gui.startup.guard import ErrorReporter

    record = tmp_path / "othello.sgf"
    record.write_text(OTHELLO)
    options = app.parse_args(
        [str(record), "--ruler", bundled("othello"), "--program", "", "--recover", "none"]
    )
    window = app._build_for_main(options, ErrorReporter())
    try:
        show(qtbot, window)
        app._after_first_paint(window, options, lambda: None)
        window.ruler.failed.connect(lambda title, _text: pytest.fail(title))
        qtbot.waitUntil(lambda: window.ruler.active, timeout=15000)  # type: ignore[attr-defined]
        window.controller.to_end()
        at_end = position(qtbot, window)
        assert started == [bundled("othello").split()]
        assert "ruler" not in window.session.programs.last
        assert len(at_end.legal) > 0 and len(window.board.snapshot().stones()) == 8
        assert window.findChild(QMessageBox) is None
    finally:
        window.controller._set_modified(False)
        window.session.shutdown()
        window.ruler.shutdown()
        window.close()
        window.deleteLater()


def test_a_ruler_replaced_while_it_starts_says_nothing(
    qtbot: object, make_window: WindowFactory
) -> None:
    """A ruler slow to start (it never answers ``name``) replaced by Play Gomoku: the
    first is killed without a "Ruler did not start" dialog, and its failed start does not
    detach the second (the second half of the QA defect)."""
    window = make_window("--program", "")
    warnings: list[str] = []
    window.ruler.failed.connect(lambda title, _text: warnings.append(title))
    show(qtbot, window)
    slow = "import time; time.sleep(60)"
    window.rules_menu.attach([sys.executable, "-c", slow], "slow")
    qtbot.waitUntil(lambda: bool(ruler_children(slow)), timeout=10000)  # type: ignore[attr-defined]
    window.rules_menu.attach(bundled("gomoku").split(), "gomoku")
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: not window.session.programs._closing, timeout=10000
    )  # the slow one was killed and its thread ended: its failed start was reported
    position(qtbot, window, timeout=15000)
    assert not ruler_children(slow)
    assert window.ruler.game_id == "Gomoku"
    assert window.ruler.active and window.controller.game.tree.game_id == "Gomoku"
    assert warnings == []
    assert window.findChild(QMessageBox) is None
