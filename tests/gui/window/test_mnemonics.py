"""Menus reachable from the keyboard (issue 14): every item of every menu of the completed
main window, submenus and context menus too, has exactly one mnemonic (``&`` and a letter
or digit; ``&&`` is a plain ``&``), unique within its menu, in English (GoGui's menus all
have them), and in every language of :data:`gogui_py.gui.i18n.TRANSLATED` (its ``.qm``
loaded as the app loads it): a translation keeps its item's one mnemonic (CJK: a "(&X)"
suffix; German and French: a letter of the translated words) and the letters stay unique.

Entries made from data follow their own scheme:

- File > Open Recent numbers its files ``&1``..``&9`` (:func:`gogui_py.gui.recent.
  recent_list.menu_labels`): they are checked like the fixed items; "No Recent Files"
  stands in for that list (disabled) and has none.
- The program list (Engine > Attach NAME), the ruler list (Game > Rules > Play NAME), the
  detached engines (Engine > Reattach Program), the bookmarks (Go > Bookmarks) and the
  analyze commands (board menu > Analyze Here) show names the user or a program chose:
  they have no mnemonic, and an ``&`` of the data is escaped (``&&``) so that it never
  takes one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.go import Point
from gogui_py.gui import i18n
from gogui_py.gui.board_menu.menu import BoardMenu
from gogui_py.gui.bookmarks import BookmarksMenu
from gogui_py.gui.bookmarks.store import save_bookmarks
from gogui_py.gui.editing.edit_actions import tree_context_menu
from gogui_py.gui.i18n import translate
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.recent.menu import RecentFiles
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, show, wait_engine

MNEMONIC = re.compile(r"&(.)")
RECORD = "(;GM[1]FF[4]SZ[9];B[cc];W[gg](;B[ce])(;B[ee]))"


def mnemonics(text: str) -> list[str]:
    """The characters after a single ``&`` in ``text`` (``&&`` is a plain ``&``)."""
    return MNEMONIC.findall(text.replace("&&", ""))


def problems(menu: QMenu, where: str, from_data: frozenset[str]) -> Iterator[str]:
    """What breaks the rule in ``menu`` and its submenus; ``from_data``: texts of entries
    made from data (no mnemonic allowed)."""
    menu.aboutToShow.emit()  # menus filled on show
    seen: dict[str, str] = {}
    for action in menu.actions():
        if action.isSeparator():
            continue
        text = action.text()
        keys = mnemonics(text)
        if text in from_data:
            if keys:
                yield f"{where} > {text!r}: an entry from data takes a mnemonic"
        elif len(keys) != 1 or not keys[0].isalnum():
            yield f"{where} > {text!r}: {len(keys)} mnemonics {keys}"
        elif keys[0].lower() in seen:
            yield f"{where} > {text!r}: '{keys[0]}' is also {seen[keys[0].lower()]!r}'s"
        else:
            seen[keys[0].lower()] = text
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from problems(sub, f"{where} > {text}", from_data)


def menu_bar_problems(window: QMainWindow, from_data: frozenset[str]) -> list[str]:
    """:func:`problems` of every menu of the menu bar, the titles unique too."""
    found: list[str] = []
    titles: dict[str, str] = {}
    for action in window.menuBar().actions():
        keys = mnemonics(action.text())
        if len(keys) != 1 or keys[0].lower() in titles:
            found.append(f"menu bar: {action.text()!r}")
        else:
            titles[keys[0].lower()] = action.text()
        sub = action.menu()
        assert isinstance(sub, QMenu)
        found += problems(sub, action.text(), from_data)
    return found


def entries_from_data(window: MainWindow) -> frozenset[str]:
    """The texts of the window's menu entries made from data (see the module's doc)."""
    texts = {translate("Menu", "No Recent Files")}
    texts |= {
        translate("Menu", "Attach {}").format(entry.label.replace("&", "&&"))
        for entry in window.engine_menu.programs
    }
    texts |= {
        translate("Menu", "Play {}").format(entry.label.replace("&", "&&"))
        for entry in window.rules_menu.programs
    }
    bookmarks = window.features.installed["bookmarks"]
    assert isinstance(bookmarks, BookmarksMenu)
    texts |= {b.name.replace("&", "&&") for b in bookmarks.bookmarks}
    return frozenset(texts)


def _window(qtbot: object, make_window: WindowFactory, tmp_path: Path) -> MainWindow:
    """A completed window with an engine attached and a record opened from a file (an
    Open Recent entry, a bookmark with an ``&`` in its name)."""
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    window = make_window("--program", fake_engine("gfx_engine.py"), str(path))
    show(qtbot, window)
    wait_engine(qtbot, window)
    bookmarks = window.features.installed["bookmarks"]
    assert isinstance(bookmarks, BookmarksMenu)
    assert bookmarks.add_here("R&D") is not None
    return window


def test_every_menu_item_has_one_mnemonic_unique_in_its_menu(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(qtbot, make_window, tmp_path)
    try:
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles[:4] == ["&File", "&Edit", "&View", "G&o"]
        engine = window.engine_menu
        assert engine.detach.isEnabled()  # the Engine menu as with an engine
        recent = window.features.installed["recent"]
        assert isinstance(recent, RecentFiles)
        assert [a.text() for a in recent.entries()] == ["&1 game.sgf"]
        assert menu_bar_problems(window, entries_from_data(window)) == []
    finally:
        save_bookmarks(QSettings(), [])


def test_context_menus_have_mnemonics(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(qtbot, make_window, tmp_path)
    try:
        board_menu = window.features.installed["board_menu"]
        assert isinstance(board_menu, BoardMenu)
        menu = board_menu.build(Point(4, 4))
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert "&Play Here" in texts
        assert list(problems(menu, "board menu", entries_from_data(window))) == []
        node = window.controller.game.tree.root.children[0]
        tree_menu = tree_context_menu(window, window.controller, node)
        texts = [a.text() for a in tree_menu.actions() if not a.isSeparator()]
        assert "&Go to Node" in texts and "&Hide Subtree" in texts  # the features' too
        assert list(problems(tree_menu, "tree menu", frozenset())) == []
    finally:
        save_bookmarks(QSettings(), [])


def context_menu_problems(window: MainWindow) -> list[str]:
    """:func:`problems` of the board's and the game tree's context menus."""
    board_menu = window.features.installed["board_menu"]
    assert isinstance(board_menu, BoardMenu)
    found = list(problems(board_menu.build(Point(4, 4)), "board menu", entries_from_data(window)))
    node = window.controller.game.tree.root.children[0]
    tree_menu = tree_context_menu(window, window.controller, node)
    return found + list(problems(tree_menu, "tree menu", frozenset()))


@pytest.fixture(params=i18n.TRANSLATED)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The application in one translated language (its .qm installed), English after."""
    app = QCoreApplication.instance()
    assert isinstance(app, QCoreApplication)
    assert i18n.install(app, request.param)
    yield str(request.param)
    i18n.install(app, "en")


def test_every_language_keeps_one_mnemonic_unique_in_each_menu(
    language: str, qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(qtbot, make_window, tmp_path)
    try:
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles[0] == translate("Menu", "&File") != "&File"  # the language shows
        found = menu_bar_problems(window, entries_from_data(window))
        assert found + context_menu_problems(window) == []
        # The tool bar shows the tools' names without a mnemonic (no CJK "(P)" left).
        shown = [action.iconText() for action in window.edit_actions.tools.values()]
        assert shown[0] == translate("Toolbar", "Play") != "Play"
        assert [text for text in shown if "&" in text or re.search(r"\(\w\)", text)] == []
    finally:
        save_bookmarks(QSettings(), [])


def test_the_check_finds_missing_and_shared_mnemonics(qtbot: object) -> None:
    menu = QMenu()
    menu.addAction("&Open")
    menu.addAction("&Other")  # O again
    menu.addAction("Plain")  # none
    menu.addAction("&Two && &Keys")  # two
    sub = menu.addMenu("&Sub")
    sub.addAction("Nested")
    menu.addAction("Data && Co")  # from data: fine
    menu.addAction("R&D")  # from data with its & unescaped
    found = list(problems(menu, "m", frozenset({"Data && Co", "R&D"})))
    assert found == [
        "m > '&Other': 'O' is also '&Open''s",
        "m > 'Plain': 0 mnemonics []",
        "m > '&Two && &Keys': 2 mnemonics ['T', 'K']",
        "m > &Sub > 'Nested': 0 mnemonics []",
        "m > 'R&D': an entry from data takes a mnemonic",
    ]
    assert mnemonics("Save &As…") == ["A"] and mnemonics("R&&D") == []
