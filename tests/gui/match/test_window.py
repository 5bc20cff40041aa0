"""The match window with real GNU Go level-0 games on 9x9: build, run, follow, stop,
resume, open a finished game in the main window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gogui_py.gui.match.spec import Entrant, MatchChoices, match_toml
from gogui_py.gui.match.window import MatchWindow
from gogui_py.match.journal import read_journal
from gogui_py.match.live import live_folder
from tests.gui.conftest import WindowFactory
from tests.gui.match.conftest import RUN_MS, close_match_window, gnugo_level0, gnugo_programs


def build_match(window: MatchWindow, folder: Path, games: int, *, sprt: bool = False) -> None:
    """New Match: both programs, 9x9, ``games`` games (an SPRT), accepted."""
    dialog = window.new_match()
    dialog.sprt.setChecked(sprt)
    dialog.folder.setText(str(folder))
    dialog.name.setText("levels")
    dialog.board_size.setValue(9)
    dialog.games.setValue(games)
    dialog.set_checked(["gnugo one", "gnugo two"])
    dialog.accept()
    assert window.match_file == folder / "levels.toml"


def wait_finished(qtbot: object, window: MatchWindow) -> None:
    qtbot.waitUntil(lambda: not window.runner.running, timeout=RUN_MS)  # type: ignore[attr-defined]


def test_build_run_and_open_a_game_in_the_main_board(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--size", "19")
    main.engine_menu.programs = gnugo_programs()
    window = main.matches.show()
    try:
        build_match(window, tmp_path, games=2, sprt=True)
        assert window.config is not None and window.config.sprt is not None
        assert window.start_action.isEnabled()
        window.start_action.trigger()
        assert window.runner.running
        wait_finished(qtbot, window)
        qtbot.waitUntil(lambda: window.follower.progress.counted == 2, timeout=RUN_MS)  # type: ignore[union-attr, attr-defined]
        table = window.table
        assert table.cell_text(0, "Games") == "2/2"
        assert table.cell_text(0, "Pairing") == "0: gnugo-one vs gnugo-two"
        counts = [int(table.cell_text(0, c)) for c in ("Wins", "Losses", "Jigo", "Unknown")]
        assert sum(counts) == 2
        assert table.cell_text(0, "Elo")  # two decided games (GNU Go scores them)
        assert window.table.cell_text(0, "SPRT").startswith("LLR ")
        assert not window.table.isColumnHidden(9)
        points = window.plot.points("0")
        assert [x for x, _ in points] == [1.0, 2.0]
        assert window.games.tree.topLevelItemCount() == 2
        assert not window.start_action.isEnabled()  # complete
        assert "2/2 games" in window.status.text()
        # one click on Open: the main board shows the record
        window.games.select("0_1")
        window.games.open_button.click()
        record = tmp_path / "levels.match" / "games" / "0_1.sgf"
        assert main.controller.path == record
        assert main.controller.game.tree.size.width == 9
        assert main.controller.game.tree.root.children  # the moves of the record
    finally:
        close_match_window(window)


def test_stop_then_resume_finishes_the_remaining_games(
    qtbot: object, match_window: tuple[MatchWindow, list[Path]], tmp_path: Path
) -> None:
    window, opened = match_window
    command = tuple(gnugo_level0().split())
    choices = MatchChoices("long", (Entrant("a", command), Entrant("b", command)), games=10)
    path = tmp_path / "long.toml"
    path.write_text(match_toml(choices), encoding="utf-8")
    assert window.load(path)
    seen_live: list[int] = []
    window.follower.live_changed.connect(lambda games: seen_live.append(len(games)))  # type: ignore[union-attr]
    window.start()
    qtbot.waitUntil(lambda: window.follower.progress.counted >= 1, timeout=RUN_MS)  # type: ignore[union-attr, attr-defined]
    window.stop_action.trigger()
    assert window.runner.stopping
    assert window.stop_action.text() == "&Kill"
    wait_finished(qtbot, window)
    window.follower.poll()  # type: ignore[union-attr]
    done = window.follower.progress.counted  # type: ignore[union-attr]
    assert 1 <= done < 10
    assert window.start_action.text() == "&Resume"
    assert not window.live.boards  # nothing under way once the runner ended
    window.start_action.trigger()
    wait_finished(qtbot, window)
    qtbot.waitUntil(lambda: window.follower.progress.counted == 10, timeout=RUN_MS)  # type: ignore[union-attr, attr-defined]
    state = read_journal(tmp_path / "long.match" / "state.jsonl")
    assert window.config is not None
    assert sorted(state.games) == window.config.pairings[0].game_ids()  # each once
    assert window.table.cell_text(0, "Games") == "10/10"
    assert window.table.isColumnHidden(9)  # no SPRT in this match
    assert len(window.plot.points("0")) == 10
    assert max(seen_live) >= 1  # games under way were shown as boards
    assert not list(live_folder(tmp_path / "long.match").glob("*.json"))
    # a double click opens a game (the main window's open path)
    item = window.games.tree.topLevelItem(9)
    assert item is not None
    window.games.tree.itemDoubleClicked.emit(item, 0)
    assert opened == [tmp_path / "long.match" / "games" / f"{item.text(0)}.sgf"]


def test_closing_the_window_asks_then_stops_the_run(
    qtbot: object,
    match_window: tuple[MatchWindow, list[Path]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, _opened = match_window
    build_match(window, tmp_path, games=40)
    window.start()
    asked: list[str] = []

    def answer(_parent: object, _title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes if len(asked) > 1 else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.close()
    assert window.isVisible()  # "No": the window stays, the match goes on
    assert window.runner.running
    assert window.stop_action.text() == "S&top"  # not stopping
    window.close()
    assert not window.isVisible()
    assert window.stop_action.text() == "&Kill"  # "Yes": stopping; the games under way finish
    wait_finished(qtbot, window)
    window.follower.poll()  # type: ignore[union-attr]
    assert window.follower.progress.counted < 40  # type: ignore[union-attr]


def test_two_games_at_once_show_as_two_boards_and_quitting_ends_the_runner(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--size", "9")
    main.engine_menu.programs = gnugo_programs()
    window = main.matches.show()
    try:
        dialog = window.new_match()
        dialog.folder.setText(str(tmp_path))
        dialog.games.setValue(40)
        dialog.parallel_box.setValue(2)
        dialog.set_checked(["gnugo one", "gnugo two"])
        dialog.accept()
        assert window.parallel.value() == 2
        window.start()
        qtbot.waitUntil(lambda: len(window.live.boards) == 2, timeout=RUN_MS)  # type: ignore[attr-defined]
        for board in window.live.boards.values():
            assert board.board.snapshot().size.width == 9
            assert not board.board.is_interactive()
        main.matches.shutdown()  # what closing the main window does
        assert not window.runner.running
    finally:
        close_match_window(window)
