"""Menus, toolbar and keyboard shortcuts of the main window.

Actions only forward to the controller, the play session and the file operations; the
window enables or disables them through :meth:`WindowActions.update`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QStyle, QToolBar

from gogui_py.go import Color
from gogui_py.gui.i18n import translatable, translate, without_mnemonic
from gogui_py.gui.icons.palette import navigation_icon
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps

SP = QStyle.StandardPixmap

COMPUTER_CHOICES: tuple[tuple[str, frozenset[Color]], ...] = (
    (translatable("Menu", "&Black"), frozenset({Color.BLACK})),
    (translatable("Menu", "&White"), frozenset({Color.WHITE})),
    (translatable("Menu", "B&oth"), frozenset({Color.BLACK, Color.WHITE})),
    (translatable("Menu", "&None"), frozenset()),
)
"""Game > Computer Color: the menu's labels (English: see :mod:`gogui_py.gui.i18n`) and the
colours the engine plays."""
ENGINE_TITLE = translatable("Menu", "E&ngine")
"""The Engine menu's title (E is Edit's mnemonic)."""


@dataclass
class WindowActions:
    """The actions of one main window."""

    new_game: QAction
    open: QAction
    save: QAction
    save_as: QAction
    quit: QAction
    pass_move: QAction
    play_now: QAction
    navigation: list[QAction] = field(default_factory=list)
    computer: dict[frozenset[Color], QAction] = field(default_factory=dict)
    detach: QAction | None = None
    menus: dict[str, QMenu] = field(default_factory=dict)

    def update(self, session: PlaySession) -> None:
        """Enable actions for the current state (nothing moves while the engine thinks)."""
        idle = not session.thinking
        for action in (*self.navigation, self.pass_move, self.new_game, self.open):
            action.setEnabled(idle)
        has_engine = session.engine is not None
        self.play_now.setEnabled(idle and has_engine)
        for colors, action in self.computer.items():
            action.setChecked(colors == session.computer)


def _action(
    window: QMainWindow,
    text: str,
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    icon: SP | None = None,
) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if icon is not None:
        action.setIcon(window.style().standardIcon(icon))
    return action


def build_actions(
    window: QMainWindow,
    controller: GameController,
    session: PlaySession,
    files: FileOps,
    new_game_slot: Callable[[], None],
) -> WindowActions:
    """Create the menus and the toolbar of ``window``; returns the actions."""
    key = QKeySequence.StandardKey
    actions = WindowActions(
        new_game=_action(window, translate("Menu", "&New Game…"), key.New),
        open=_action(window, translate("Menu", "&Open…"), key.Open, SP.SP_DialogOpenButton),
        save=_action(window, translate("Menu", "&Save"), key.Save, SP.SP_DialogSaveButton),
        save_as=_action(window, translate("Menu", "Save &As…"), key.SaveAs),
        quit=_action(window, translate("Menu", "&Quit"), key.Quit),
        pass_move=_action(window, translate("Menu", "&Pass"), "F2"),
        play_now=_action(window, translate("Menu", "Computer Pl&ay"), "F5"),
    )
    actions.new_game.triggered.connect(new_game_slot)
    actions.open.triggered.connect(files.open_dialog)
    actions.save.triggered.connect(files.save)
    actions.save_as.triggered.connect(files.save_as)
    actions.quit.triggered.connect(window.close)
    actions.pass_move.triggered.connect(lambda: session.human_move(None))
    actions.play_now.triggered.connect(session.computer_move_now)

    file_menu = window.menuBar().addMenu(translate("Menu", "&File"))
    actions.menus["file"] = file_menu
    for action in (actions.new_game, actions.open, actions.save, actions.save_as):
        file_menu.addAction(action)
    file_menu.addSeparator()
    actions.menus["file_extra"] = file_menu.addMenu(translate("Menu", "&More"))
    file_menu.addSeparator()
    file_menu.addAction(actions.quit)
    _build_game_menu(window, session, actions)
    _build_navigation(window, controller, actions)
    actions.menus["engine"] = window.menuBar().addMenu(translate("Menu", ENGINE_TITLE))
    return actions


def _build_game_menu(window: QMainWindow, session: PlaySession, actions: WindowActions) -> None:
    game_menu = window.menuBar().addMenu(translate("Menu", "&Game"))
    actions.menus["game"] = game_menu
    game_menu.addAction(actions.pass_move)
    game_menu.addAction(actions.play_now)
    computer_menu = game_menu.addMenu(translate("Menu", "&Computer Color"))
    group = QActionGroup(window)
    for label, colors in COMPUTER_CHOICES:
        action = _action(window, translate("Menu", label))
        action.setCheckable(True)
        action.triggered.connect(lambda _=False, c=colors: session.set_computer(c))
        group.addAction(action)
        computer_menu.addAction(action)
        actions.computer[colors] = action


def _build_navigation(
    window: QMainWindow, controller: GameController, actions: WindowActions
) -> None:
    go_menu = window.menuBar().addMenu(translate("Menu", "G&o"))
    actions.menus["go"] = go_menu
    toolbar = QToolBar(translate("Toolbar", "Navigation"), window)
    toolbar.setObjectName("navigation")
    toolbar.setMovable(False)
    window.addToolBar(toolbar)
    navigation: tuple[tuple[str, str, str, Callable[[], None]], ...] = (
        (translate("Menu", "&Beginning"), "Home", "skip-backward", controller.to_start),
        (
            translate("Menu", "Backward &10"),
            "Shift+Left",
            "seek-backward",
            lambda: controller.back(10),
        ),
        (translate("Menu", "Back&ward"), "Left", "backward", controller.back),
        (translate("Menu", "&Forward"), "Right", "forward", controller.forward),
        (
            translate("Menu", "Forwar&d 10"),
            "Shift+Right",
            "seek-forward",
            lambda: controller.forward(10),
        ),
        (translate("Menu", "&End"), "End", "skip-forward", controller.to_end),
        (
            translate("Menu", "&Previous Variation"),
            "Up",
            "up",
            controller.previous_variation,
        ),
        (translate("Menu", "&Next Variation"), "Down", "down", controller.next_variation),
    )
    for text, shortcut, icon, slot in navigation:
        action = _action(window, text, shortcut)
        action.setIcon(navigation_icon(icon))  # drawn in the palette's colours (dark theme)
        action.setToolTip(f"{without_mnemonic(action.text())} ({shortcut})")
        action.triggered.connect(lambda _=False, s=slot: s())
        go_menu.addAction(action)
        toolbar.addAction(action)
        actions.navigation.append(action)
    toolbar.addSeparator()
    toolbar.addAction(actions.pass_move)
    toolbar.addAction(actions.play_now)


def order_menus(bar: QMenuBar, titles: tuple[str, ...]) -> None:
    """Put the menus of ``bar`` titled ``titles`` (English, context ``Menu``) first, in that
    order; the others after."""
    menus = {action.text(): action.menu() for action in bar.actions()}
    bar.clear()
    for title in titles:
        menu = menus.pop(translate("Menu", title))
        if isinstance(menu, QMenu):
            bar.addMenu(menu)
    for menu in menus.values():
        if isinstance(menu, QMenu):
            bar.addMenu(menu)


def insert_after(menu: QMenu, anchor: QAction | None, action: QAction) -> None:
    """Put ``action`` (a submenu's :meth:`~QMenu.menuAction` too) right after ``anchor`` in
    ``menu``; at the end when ``anchor`` is None, absent or last."""
    actions = menu.actions()
    index = actions.index(anchor) + 1 if anchor is not None and anchor in actions else len(actions)
    if index < len(actions):
        menu.insertAction(actions[index], action)
    else:
        menu.addAction(action)
