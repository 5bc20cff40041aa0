"""Matches of other games, refereed by a ruler: the New Match dialog's referee choice,
the live boards drawn as the game is, and a real Othello match (GRhino level 1 against
the bundled Othello program, the bundled Othello ruler as referee) opened in the main
window."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.match.builder import MatchBuilder
from gogui_py.gui.match.live_boards import LiveBoards, live_snapshot
from gogui_py.gui.match.spec import check_text, match_toml
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList, builtin_entries
from gogui_py.match.live import LiveGame
from tests.gui.conftest import WindowFactory
from tests.gui.match.conftest import RUN_MS, close_match_window, gnugo_programs

RHINO = "/usr/games/gtp-rhino --level 1"


def othello_programs() -> ProgramList:
    """GRhino level 1 and the bundled Othello program (a ruler that also plays)."""
    return ProgramList(
        "engine",
        [
            ProgramEntry("grhino", RHINO),
            ProgramEntry("othello player", f"{sys.executable} -m gogui_py.programs.othello"),
        ],
    )


def rulers() -> ProgramList:
    return ProgramList("ruler", builtin_entries("ruler"))


def live_game(game: str, width: int, height: int, *, hex_board: bool = False) -> LiveGame:
    cells = "1" + "0" * (width * height - 2) + "2"
    return LiveGame("0_0", "0", "a", "b", width, 2, cells, (0, 0), height, game, hex_board)


def test_a_ruler_disables_the_go_fields_and_is_written(qtbot: object, tmp_path: Path) -> None:
    dialog = MatchBuilder(gnugo_programs(), str(tmp_path), None, rulers())
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    labels = [dialog.ruler.itemText(i) for i in range(dialog.ruler.count())]
    assert labels[0] == "None (Go)"
    assert [e.label for e in dialog.rulers] == ["Othello", "Gomoku", "Renju", "Hex"]
    assert dialog.komi.isEnabled() and dialog.scorer.isEnabled()
    dialog.board_size.setValue(13)
    dialog.set_checked(["gnugo one", "gnugo two"])
    dialog.set_ruler("Hex")
    assert not dialog.komi.isEnabled() and not dialog.scorer.isEnabled()
    assert dialog.scorer.currentText() == "The ruler"
    assert dialog.board_size.value() == 0
    assert dialog.board_size.text() == "Ruler's default"
    data = tomllib.loads(_text(dialog))
    assert data["ruler"][-2:] == ["-m", "gogui_py.programs.hex"]
    for key in ("komi", "scorer", "board_size", "ruler_cwd"):
        assert key not in data
    dialog.board_size.setValue(11)
    assert tomllib.loads(_text(dialog))["board_size"] == 11
    dialog.set_ruler(None)  # back to Go: the Go size comes back
    assert dialog.komi.isEnabled() and dialog.board_size.value() == 13
    assert dialog.scorer.count() == 2 and dialog.scorer.currentData() == "players"
    data = tomllib.loads(_text(dialog))
    assert "ruler" not in data and data["komi"] == 7.5 and data["board_size"] == 13
    dialog.set_ruler("Othello")
    dialog.accept()
    assert dialog.path == tmp_path / "match.toml"
    written = tomllib.loads(dialog.path.read_text(encoding="utf-8"))
    assert written["ruler"][-1] == "gogui_py.programs.othello" and "komi" not in written


def _text(dialog: MatchBuilder) -> str:
    text = match_toml(dialog.choices())
    check_text(text, dialog.target())  # the runner's own parser takes it
    return text


def test_live_boards_have_the_look_and_shape_of_the_game(qtbot: object) -> None:
    assert live_snapshot(live_game("", 9, 9)).style == "go"
    assert live_snapshot(live_game("Othello", 8, 8)).style == "cells"
    assert live_snapshot(live_game("Gomoku", 15, 15)).style == "grid"
    hex_board = live_snapshot(live_game("Hex", 11, 11, hex_board=True))
    assert hex_board.style == "hex"
    wide = live_snapshot(live_game("Gomoku", 10, 6))
    assert (wide.size.width, wide.size.height) == (10, 6)
    assert wide.cells[0] == 1 and wide.cells[-1] == 2
    boards = LiveBoards()
    qtbot.addWidget(boards)  # type: ignore[attr-defined]
    boards.show_games([live_game("Renju", 7, 5)])
    shown = boards.boards["0_0"]
    assert shown.board.snapshot().size.height == 5
    assert shown.board.width() > shown.board.height()  # the rectangle keeps its shape
    assert "Renju" in shown.caption.text()


def test_othello_match_built_run_followed_and_opened(
    qtbot: object, tmp_path: Path, make_window: WindowFactory
) -> None:
    main = make_window("--size", "19")
    main.engine_menu.programs = othello_programs()
    main.rules_menu.programs = rulers()
    window = main.matches.show()
    seen: list[BoardSnapshot] = []
    show_games = window.live.show_games

    def recording(games: list[LiveGame]) -> None:
        show_games(games)
        seen.extend(board.board.snapshot() for board in window.live.boards.values())

    window.live.show_games = recording  # type: ignore[method-assign, assignment]
    try:
        dialog = window.new_match()
        dialog.folder.setText(str(tmp_path))
        dialog.name.setText("othello")
        dialog.set_ruler("Othello")
        assert not dialog.komi.isEnabled()
        dialog.games.setValue(2)
        dialog.set_checked(["grhino", "othello player"])
        dialog.accept()
        assert window.config is not None and window.config.ruler is not None
        assert window.config.board_size == 0  # the ruler's own
        window.start_action.trigger()
        qtbot.waitUntil(lambda: not window.runner.running, timeout=RUN_MS)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: window.follower.progress.counted == 2, timeout=RUN_MS)  # type: ignore[union-attr, attr-defined]
        assert window.table.cell_text(0, "Games") == "2/2"
        assert window.table.cell_text(0, "Pairing") == "0: grhino vs othello-player"
        assert seen, "no live board during the run"
        assert all(s.style == "cells" and s.size.width == 8 for s in seen)
        assert window.games.tree.topLevelItemCount() == 2
        window.games.select("0_1")
        window.games.open_button.click()
        record = tmp_path / "othello.match" / "games" / "0_1.sgf"
        assert main.controller.path == record
        tree = main.controller.game.tree
        assert tree.game_id == "Othello" and tree.size.width == 8 and tree.root.children
        # the main window attaches the Othello ruler for the record and draws its look
        ruled = lambda: main.ruler.active and main.ruler.game_id == "Othello"  # noqa: E731
        qtbot.waitUntil(ruled, timeout=RUN_MS)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: main.board.snapshot().style == "cells", timeout=RUN_MS)  # type: ignore[attr-defined]
    finally:
        close_match_window(window)
