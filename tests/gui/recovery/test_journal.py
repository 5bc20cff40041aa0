"""The window's recovery journal and the restore offer (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gogui_py.game.recovery import list_recoverable, read_recovery
from gogui_py.game.sgf_io import load_bytes, to_sgf
from gogui_py.go import Color, Move, Point
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.recovery.offer import RecoveryDialog, RecoveryOffer
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import MAX_STALL_MS, longest_stall
from tests.gui.recovery.conftest import journaled_header

WAIT_MS = 60_000


def _journal_matches(window: MainWindow) -> bool:
    header = journaled_header(window)
    game = window.controller.game
    return header is not None and header.current == [n.child_index() for n in game.path()[1:]]


def test_a_change_is_journaled_and_saving_removes_it(
    qtbot: object, make_window: WindowFactory, folder: Path, tmp_path: Path
) -> None:
    window = make_window("--program", "", "--size", "9")
    window.controller.play(Move(Color.BLACK, Point(4, 4)))
    window.controller.play(Move(Color.WHITE, Point(2, 2)))
    window.controller.back()  # the current node is journaled too
    qtbot.waitUntil(lambda: _journal_matches(window), timeout=WAIT_MS)  # type: ignore[attr-defined]
    header, _ = read_recovery(window.recovery.journal.path)
    assert header.moves == 1
    assert header.path is None
    window.files._save_to(tmp_path / "saved.sgf")
    window.recovery.journal.flush()
    assert list(folder.iterdir()) == []


def test_game_info_and_comments_are_journaled(
    qtbot: object, make_window: WindowFactory, folder: Path
) -> None:
    window = make_window("--program", "", "--size", "9")
    window.controller.name_player(Color.BLACK, "Ann")
    window.controller.edit(lambda game: game.set_comment(game.current, "a note"))
    qtbot.waitUntil(lambda: _journal_matches(window), timeout=WAIT_MS)  # type: ignore[attr-defined]
    _header, text = read_recovery(window.recovery.journal.path)
    assert "PB[Ann]" in text and "C[a note]" in text


def test_discard_on_close_removes_the_file(
    qtbot: object, make_window: WindowFactory, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("--program", "", "--size", "9")
    window.controller.play(Move(Color.BLACK, Point(4, 4)))
    qtbot.waitUntil(lambda: _journal_matches(window), timeout=WAIT_MS)  # type: ignore[attr-defined]
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: answers.pop(0))
    assert not window.close()  # Cancel: the work and its journal stay
    assert window.recovery.journal.path.exists()
    assert window.close()  # Discard
    assert not window.recovery.journal.path.exists()
    assert list(folder.iterdir()) == []


def test_a_big_record_is_journaled_without_stalling_the_window(
    qtbot: object, make_window: WindowFactory, folder: Path, tmp_path: Path
) -> None:
    from benchmarks.bench_sgf import generate  # a 60,000-node record

    path = tmp_path / "big.sgf"
    path.write_bytes(generate())
    window = make_window("--program", "", str(path))
    with longest_stall() as stall:
        window.controller.edit(lambda game: game.set_comment(game.current, "edited"))
        qtbot.waitUntil(lambda: _journal_matches(window), timeout=WAIT_MS)  # type: ignore[attr-defined]
        assert stall() < MAX_STALL_MS, f"GUI event loop stalled {stall():.0f} ms"
    _header, text = read_recovery(window.recovery.journal.path)
    assert sum(t.node_count() for t in load_bytes(text.encode()).games) == 60_000


def test_the_offer_restores_tree_current_node_and_engine_colours(
    qtbot: object, make_window: WindowFactory, folder: Path, tmp_path: Path
) -> None:
    # a window that "died": its lock let go as the kernel would
    first = make_window("--program", "", "--size", "9")
    for move in ("B E5", "W C3", "B G7", "W C7"):
        color, vertex = move.split()
        first.controller.play(Move(Color(color), _point(vertex)))
    first.controller.back(2)
    qtbot.waitUntil(lambda: _journal_matches(first), timeout=WAIT_MS)  # type: ignore[attr-defined]
    expected = to_sgf(first.controller.games)
    journal = first.recovery.journal.journal
    journal._lock.close()  # type: ignore[union-attr]
    journal._lock = None
    first.recovery.journal.journal = type(journal)(folder)  # it journals elsewhere from now on

    second = make_window("--program", "", "--size", "19")
    offer = second.recovery.offer_
    offer.start("ask")
    dialog = offer.dialog
    assert isinstance(dialog, RecoveryDialog)
    assert "Untitled" in dialog.list.item(0).text() and "2 moves" in dialog.list.item(0).text()
    dialog.restore_button.click()
    assert to_sgf(second.controller.games) == expected
    assert second.controller.game.move_number() == 2
    assert second.controller.modified
    assert "Untitled" in second.windowTitle()
    # the old file is gone; the window's own journal has the record
    qtbot.waitUntil(lambda: _journal_matches(second), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert not journal.path.exists()
    items, _ = list_recoverable(folder)
    assert items == []


def test_not_now_leaves_the_files_for_a_later_start(
    qtbot: object, make_window: WindowFactory, folder: Path
) -> None:
    first = make_window("--program", "", "--size", "9")
    first.controller.play(Move(Color.BLACK, Point(4, 4)))
    qtbot.waitUntil(lambda: _journal_matches(first), timeout=WAIT_MS)  # type: ignore[attr-defined]
    journal = first.recovery.journal.journal
    journal._lock.close()  # type: ignore[union-attr]
    journal._lock = None
    first.recovery.journal.journal = type(journal)(folder)
    offer = RecoveryOffer(first, first.controller, first.session, None, folder=folder)
    offer.start("ask")
    assert offer.dialog is not None
    offer.dialog.later_button.click()
    [item], _ = list_recoverable(folder)
    item.discard()


def _point(vertex: str) -> Point:
    from gogui_py.go import BoardSize
    from gogui_py.go.vertex import from_gtp

    point = from_gtp(vertex, BoardSize.square(9))
    assert point is not None
    return point
