"""File > Open Recent: what the menu lists after opening and saving, pruning, Clear Menu,
and opening an entry (with the unsaved-changes question)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.recent import RecentFiles
from gogui_py.gui.recent.menu import SETTINGS_KEY
from tests.gui.conftest import WindowFactory

RECORD = "(;FF[4]GM[1]SZ[9];B[cc];W[gg])"


@pytest.fixture(autouse=True)
def no_recent_files() -> Iterator[None]:
    """Each test starts and ends with an empty list (the settings are shared by the run)."""
    QSettings().remove(SETTINGS_KEY)
    yield
    QSettings().remove(SETTINGS_KEY)


def recent_of(window: MainWindow) -> RecentFiles:
    recent = window.features.installed["recent"]
    assert isinstance(recent, RecentFiles)
    return recent


def shown(recent: RecentFiles) -> list[tuple[str, str]]:
    """The menu's file entries as the user sees them: (text, full path)."""
    return [(a.text(), str(a.data())) for a in recent.entries()]


def records(tmp_path: Path, *names: str) -> list[Path]:
    paths = [tmp_path / name for name in names]
    for path in paths:
        path.write_text(RECORD)
    return paths


def test_menu_follows_open_and_is_reached_by_mnemonic(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", "")
    recent = recent_of(window)
    file_menu = window.window_actions.menus["file"]
    titles = [a.text() for a in file_menu.actions()]
    assert titles.index("Open &Recent") == titles.index("&Open…") + 1
    assert [a.text() for a in recent.menu.actions() if a.text()] == [
        "No Recent Files",
        "&Clear Menu",
    ]
    assert not any(a.isEnabled() for a in recent.menu.actions() if not a.isSeparator())
    mnemonics = [t[t.index("&") + 1].lower() for t in titles if "&" in t.replace("&&", "")]
    assert mnemonics.count("r") == 1  # Alt+F, R opens it
    first, second = records(tmp_path, "first.sgf", "second.sgf")
    assert window.files.open_path(first)
    assert window.files.open_path(second)
    assert shown(recent) == [("&1 second.sgf", str(second)), ("&2 first.sgf", str(first))]
    assert window.files.open_path(first)  # opened again: first again
    assert [path for _text, path in shown(recent)] == [str(first), str(second)]


def test_saving_adds_the_file_and_save_as_the_new_name(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", "")
    recent = recent_of(window)
    target = tmp_path / "saved.sgf"
    window.controller.save_file(target)  # what File > Save As does once named
    assert shown(recent) == [("&1 saved.sgf", str(target))]
    renamed = tmp_path / "renamed.sgf"
    window.controller.save_file(renamed)  # unmodified: only the path changes
    assert [path for _text, path in shown(recent)] == [str(renamed), str(target)]


def test_missing_files_are_pruned_and_clear_menu_empties(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", "")
    recent = recent_of(window)
    one, two, three = records(tmp_path, "one.sgf", "two.sgf", "three.sgf")
    for path in (one, two, three):
        assert window.files.open_path(path)
    two.unlink()
    recent.menu.aboutToShow.emit()  # what opening the menu does
    assert [path for _text, path in shown(recent)] == [str(three), str(one)]
    assert QSettings().value(SETTINGS_KEY) == [str(three), str(one)]  # pruned in the store
    clear = next(a for a in recent.menu.actions() if a.text() == "&Clear Menu")
    assert clear.isEnabled()
    clear.trigger()
    assert shown(recent) == []
    assert QSettings().value(SETTINGS_KEY) is None


def test_ten_most_recent_kept(make_window: WindowFactory, tmp_path: Path) -> None:
    window = make_window("--program", "")
    recent = recent_of(window)
    paths = records(tmp_path, *(f"g{n:02d}.sgf" for n in range(12)))
    for path in paths:
        assert window.files.open_path(path)
    texts = [text for text, _path in shown(recent)]
    assert texts[0] == "&1 g11.sgf" and texts[-1] == "1&0 g02.sgf" and len(texts) == 10


def test_entry_opens_its_file_after_asking_about_unsaved_work(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("--program", "")
    recent = recent_of(window)
    (old,) = records(tmp_path, "old.sgf")
    assert window.files.open_path(old)
    window.controller.new_game(BoardSize.square(13), 6.5)
    assert window.controller.play(Move(Color.BLACK, Point(3, 3)))
    assert window.controller.modified
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    asked: list[str] = []

    def question(*args: object, **_kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    entry = recent.entries()[0]
    entry.trigger()  # Cancel: the new game stays
    assert window.controller.path is None
    entry.trigger()  # Discard: the recent file opens
    assert window.controller.path == old
    assert len(asked) == 2 and "unsaved" in asked[0]
    assert window.board.snapshot().size.width == 9
