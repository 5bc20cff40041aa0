"""The View menu and the navigation and file commands that go through dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from gogui_py.gui.board.view_model import ViewSettings
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.dialog_ops import DialogOps
from gogui_py.gui.window.actions import WindowActions
from gogui_py.gui.window.settings import Settings

VARIATION_CHOICES = (
    ("No Variations", "none"),
    ("Variations as Ghost Stones", "ghosts"),
    ("Variations as Letters", "letters"),
)
NUMBER_CHOICES = (("No Move Numbers", "none"), ("Last 10 Moves", "last"), ("All Moves", "all"))


def _add(menu: QMenu, text: str, slot: Callable[[], None], shortcut: str | None = None) -> QAction:
    action = menu.addAction(text)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _=False: slot())
    return action


def build_more_menus(
    window: QMainWindow,
    actions: WindowActions,
    controller: GameController,
    dialogs: DialogOps,
) -> list[QAction]:
    """Navigation extras in Go, file extras; returns the navigation actions (disabled while
    the engine thinks)."""
    go = actions.menus["go"]
    go.addSeparator()
    navigation = [
        _add(
            go,
            "Next Earlier Variation",
            lambda: controller.navigate(lambda g: g.next_earlier_variation()),
            "Ctrl+Down",
        ),
        _add(
            go,
            "Previous Earlier Variation",
            lambda: controller.navigate(lambda g: g.previous_earlier_variation()),
            "Ctrl+Up",
        ),
        _add(
            go,
            "Back to Main Line",
            lambda: controller.navigate(lambda g: g.back_to_main_line()),
            "Ctrl+M",
        ),
        _add(go, "Go to Move…", dialogs.go_to_move, "Ctrl+G"),
    ]
    go.addSeparator()
    navigation += [
        _add(
            go,
            "Find in Comments…",
            dialogs.find,
            QKeySequence(QKeySequence.StandardKey.Find).toString(),
        ),
        _add(go, "Find Next", lambda: dialogs.find_again(True), "F3"),
        _add(go, "Find Previous", lambda: dialogs.find_again(False), "Shift+F3"),
    ]
    extra = actions.menus["file_extra"]
    extra.setTitle("&More")
    _add(extra, "Select Game of Collection…", dialogs.select_game, "Ctrl+Shift+L")
    _add(extra, "Reopen with Encoding…", dialogs.reopen_with_encoding)
    _add(extra, "Show Repairs Made on Reading…", dialogs.show_warnings)
    return navigation


def build_view_menu(
    menu: QMenu,
    settings: Settings,
    docks: tuple[QDockWidget, QDockWidget],
    on_change: Callable[[ViewSettings], None],
) -> None:
    """Fill ``menu`` (View): coordinates, variations on the board, move numbers, game tree.

    The items change ``settings``; ``on_change`` and the items' checks follow every change
    of ``settings.view`` (from here or from Edit > Preferences)."""
    coordinates = menu.addAction("Coordinates")
    coordinates.setCheckable(True)
    coordinates.setChecked(settings.view.coordinates)
    coordinates.toggled.connect(lambda on: settings.update_view(coordinates=on))
    menu.addSeparator()
    choice_actions: list[tuple[QAction, str, str]] = []
    for choices, field, current in (
        (VARIATION_CHOICES, "variations", settings.view.variations),
        (NUMBER_CHOICES, "move_numbers", settings.view.move_numbers),
    ):
        group = QActionGroup(menu)
        for text, value in choices:
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(value == current)
            action.triggered.connect(
                lambda _=False, f=field, v=value: settings.update_view(**{f: v})
            )
            group.addAction(action)
            choice_actions.append((action, field, value))
        menu.addSeparator()

    def show(view: ViewSettings) -> None:
        coordinates.setChecked(view.coordinates)
        for action, field, value in choice_actions:
            action.setChecked(getattr(view, field) == value)

    settings.view_changed.connect(show)
    settings.view_changed.connect(on_change)
    for dock, text, shortcut in zip(
        docks, ("Game Tree", "GTP Shell"), ("Ctrl+T", "F9"), strict=True
    ):
        toggle = dock.toggleViewAction()
        toggle.setText(text)
        toggle.setShortcut(QKeySequence(shortcut))
        menu.addAction(toggle)
