"""The View menu and the navigation and file commands that go through dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from gogui_py.gui.board.view_model import ViewSettings
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.dialog_ops import DialogOps
from gogui_py.gui.window.actions import WindowActions
from gogui_py.gui.window.settings import Settings

VARIATION_CHOICES = (
    (translatable("Menu", "&No Variations"), "none"),
    (translatable("Menu", "Variations as &Ghost Stones"), "ghosts"),
    (translatable("Menu", "Variations as &Letters"), "letters"),
)
NUMBER_CHOICES = (
    (translatable("Menu", "No Move N&umbers"), "none"),
    (translatable("Menu", "Last &10 Moves"), "last"),
    (translatable("Menu", "&All Moves"), "all"),
)
"""View menu's choices: (English text, context ``Menu``; value)."""


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
    the engine thinks). Select Game of Collection and Show Repairs Made on Reading are
    enabled only when they apply (a collection; a file repaired when read and not saved
    since), as GoGui greys out inapplicable items: they follow every game or file shown."""
    go = actions.menus["go"]
    go.addSeparator()
    navigation = [
        _add(
            go,
            translate("Menu", "Ne&xt Earlier Variation"),
            lambda: controller.navigate(lambda g: g.next_earlier_variation()),
            "Ctrl+Down",
        ),
        _add(
            go,
            translate("Menu", "P&revious Earlier Variation"),
            lambda: controller.navigate(lambda g: g.previous_earlier_variation()),
            "Ctrl+Up",
        ),
        _add(
            go,
            translate("Menu", "B&ack to Main Line"),
            lambda: controller.navigate(lambda g: g.back_to_main_line()),
            "Ctrl+M",
        ),
        _add(go, translate("Menu", "Go to &Move…"), dialogs.go_to_move, "Ctrl+G"),
    ]
    go.addSeparator()
    navigation += [
        _add(
            go,
            translate("Menu", "F&ind in Comments…"),
            dialogs.find,
            QKeySequence(QKeySequence.StandardKey.Find).toString(),
        ),
        _add(go, translate("Menu", "Find Nex&t"), lambda: dialogs.find_again(True), "F3"),
        _add(
            go, translate("Menu", "Find Previo&us"), lambda: dialogs.find_again(False), "Shift+F3"
        ),
    ]
    extra = actions.menus["file_extra"]
    extra.setTitle(translate("Menu", "&More"))
    select = _add(
        extra, translate("Menu", "Select &Game of Collection…"), dialogs.select_game, "Ctrl+Shift+L"
    )
    reopen = _add(extra, translate("Menu", "Reopen with &Encoding…"), dialogs.reopen_with_encoding)
    repairs = _add(
        extra, translate("Menu", "Show &Repairs Made on Reading…"), dialogs.show_warnings
    )

    def follow_record() -> None:
        select.setEnabled(len(controller.games) > 1)
        repairs.setEnabled(bool(controller.warnings))
        reopen.setEnabled(controller.path is not None)  # a file to read again

    follow_record()
    controller.game_replaced.connect(follow_record)  # new game, file opened, game selected
    controller.changed.connect(follow_record)  # saved (under a new name; repairs gone)
    return navigation


def build_view_menu(
    menu: QMenu,
    settings: Settings,
    docks: tuple[QDockWidget, QDockWidget],
    on_change: Callable[[ViewSettings], None],
) -> None:
    """Fill ``menu`` (View): coordinates, last move marker, variations on the board, move
    numbers, game tree, GTP shell.

    The items change ``settings``; ``on_change`` and the items' checks follow every change
    of ``settings.view`` (from here or from Edit > Preferences)."""
    coordinates = menu.addAction(translate("Menu", "&Coordinates"))
    coordinates.setCheckable(True)
    coordinates.setChecked(settings.view.coordinates)
    coordinates.toggled.connect(lambda on: settings.update_view(coordinates=on))
    last_move = menu.addAction(translate("Menu", "Sho&w Last Move"))  # as Preferences
    last_move.setCheckable(True)
    last_move.setChecked(settings.view.last_move)
    last_move.toggled.connect(lambda on: settings.update_view(last_move=on))
    menu.addSeparator()
    choice_actions: list[tuple[QAction, str, str]] = []
    for choices, field, current in (
        (VARIATION_CHOICES, "variations", settings.view.variations),
        (NUMBER_CHOICES, "move_numbers", settings.view.move_numbers),
    ):
        group = QActionGroup(menu)
        for text, value in choices:
            action = menu.addAction(translate("Menu", text))
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
        last_move.setChecked(view.last_move)
        for action, field, value in choice_actions:
            action.setChecked(getattr(view, field) == value)

    settings.view_changed.connect(show)
    settings.view_changed.connect(on_change)
    for dock, text, shortcut in zip(
        docks,
        (translate("Menu", "Game &Tree"), translate("Menu", "GTP &Shell")),
        ("Ctrl+T", "F9"),
        strict=True,
    ):
        toggle = dock.toggleViewAction()
        toggle.setText(text)
        toggle.setShortcut(QKeySequence(shortcut))
        menu.addAction(toggle)
