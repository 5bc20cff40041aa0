"""The Edit menu, the annotation menu and the board tool bar."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMenu, QToolBar, QWidget

from gogui_py.game.annotations import MOVE_KINDS
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Color
from gogui_py.gui.editing.board_input import BoardInput, Tool
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.tree_view.menu_extras import tree_menu_extras

MOVE_ANNOTATIONS = (
    (translatable("Menu", "&Good Move (!)"), "TE", 1),
    (translatable("Menu", "&Very Good Move (!!)"), "TE", 2),
    (translatable("Menu", "&Bad Move (?)"), "BM", 1),
    (translatable("Menu", "Ve&ry Bad Move (??)"), "BM", 2),
    (translatable("Menu", "&Interesting Move (!?)"), "IT", 1),
    (translatable("Menu", "&Doubtful Move (?!)"), "DO", 1),
)
POSITION_ANNOTATIONS = (
    (translatable("Menu", "Good &for Black"), "GB", 1),
    (translatable("Menu", "Good for &White"), "GW", 1),
    (translatable("Menu", "&Even Position"), "DM", 1),
    (translatable("Menu", "&Unclear Position"), "UC", 1),
)

TOOL_NAMES = (
    translatable("Toolbar", "Play"),
    translatable("Toolbar", "Black Stone"),
    translatable("Toolbar", "White Stone"),
    translatable("Toolbar", "Circle"),
    translatable("Toolbar", "Square"),
    translatable("Toolbar", "Triangle"),
    translatable("Toolbar", "Cross"),
    translatable("Toolbar", "Select"),
    translatable("Toolbar", "Letter"),
    translatable("Toolbar", "Number"),
    translatable("Toolbar", "Label…"),
    translatable("Toolbar", "Arrow"),
    translatable("Toolbar", "Line"),
    translatable("Toolbar", "Dim"),
)
"""The labels of :class:`Tool` (its values), for pyside6-lupdate: the tool bar's texts."""
TOOL_ITEMS = {
    Tool.PLAY: translatable("Toolbar", "&Play"),
    Tool.SETUP_BLACK: translatable("Toolbar", "&Black Stone"),
    Tool.SETUP_WHITE: translatable("Toolbar", "&White Stone"),
    Tool.CIRCLE: translatable("Toolbar", "&Circle"),
    Tool.SQUARE: translatable("Toolbar", "&Square"),
    Tool.TRIANGLE: translatable("Toolbar", "&Triangle"),
    Tool.MARK: translatable("Toolbar", "Cr&oss"),
    Tool.SELECT: translatable("Toolbar", "S&elect"),
    Tool.LABEL_LETTER: translatable("Toolbar", "&Letter"),
    Tool.LABEL_NUMBER: translatable("Toolbar", "&Number"),
    Tool.LABEL_TEXT: translatable("Toolbar", "L&abel…"),
    Tool.ARROW: translatable("Toolbar", "A&rrow"),
    Tool.LINE: translatable("Toolbar", "L&ine"),
    Tool.DIM: translatable("Toolbar", "&Dim"),
}
"""The tools' action texts, with the mnemonics of the board's context menu (Board Tool);
the tool bar shows :data:`TOOL_NAMES` (no mnemonic, no CJK "(&X)" suffix)."""


@dataclass
class EditActions:
    """Actions enabled by state: undo/redo and the tool group."""

    undo: QAction
    redo: QAction
    tools: dict[Tool, QAction] = field(default_factory=dict)
    node_edits: list[QAction] = field(default_factory=list)
    move_annotations: list[QAction] = field(default_factory=list)
    """Edit > Annotate's move annotations (TE BM IT DO) and No Move Annotation."""
    menu: QMenu = field(default_factory=QMenu)
    """The Edit menu (the features add to it: :mod:`gogui_py.gui.window.features`)."""

    def update(self, game: Game, busy: bool) -> None:
        """Enable undo/redo with their labels; nothing edits while the engine thinks."""
        self.undo.setEnabled(game.can_undo and not busy)
        self.redo.setEnabled(game.can_redo and not busy)
        undo, redo = translate("Menu", "&Undo"), translate("Menu", "&Redo")
        self.undo.setText(f"{undo} {game.undo_label}" if game.can_undo else undo)
        self.redo.setText(f"{redo} {game.redo_label}" if game.can_redo else redo)
        for action in self.node_edits:
            action.setEnabled(not busy)
        # FF[4] "Move annotation": move properties, on a node with a move only (as GoGui
        # and Sabaki); one read from a file on another node can still be removed.
        node = game.current
        removable = any(kind in node.props for kind in MOVE_KINDS)
        for action in self.move_annotations:
            action.setEnabled(node.move is not None or (removable and action.data() is None))


def _add(
    menu: QMenu,
    text: str,
    operation: Callable[[], None],
    shortcut: str | QKeySequence.StandardKey | None = None,
) -> QAction:
    action = menu.addAction(text)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _=False: operation())
    return action


def build_edit_menu(
    window: QMainWindow,
    controller: GameController,
    board_input: BoardInput,
    game_info: Callable[[], None],
) -> EditActions:
    """Create the Edit menu and the tool bar; returns the stateful actions."""
    menu = window.menuBar().addMenu(translate("Menu", "&Edit"))
    key = QKeySequence.StandardKey

    def edit(operation: Callable[[Game], Sequence[object]]) -> Callable[[], None]:
        return _run_edit(controller, operation)

    actions = EditActions(
        undo=_add(menu, translate("Menu", "&Undo"), controller.undo, key.Undo),
        redo=_add(menu, translate("Menu", "&Redo"), controller.redo),
        menu=menu,
    )
    actions.redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    menu.addSeparator()
    for text, operation, shortcut in (
        (translate("Menu", "&Delete Node"), edit(lambda g: g.delete_node(g.current)), None),
        (translate("Menu", "&Truncate"), edit(lambda g: g.truncate(g.current)), "Ctrl+Delete"),
        (
            translate("Menu", "Truncate &Children"),
            edit(lambda g: g.truncate_children(g.current)),
            None,
        ),
        (
            translate("Menu", "&Make Main Variation"),
            edit(lambda g: g.make_main_variation(g.current)),
            None,
        ),
        (
            translate("Menu", "Move Var&iation Up"),
            edit(lambda g: g.move_variation(g.current, -1)),
            "Ctrl+Shift+Up",
        ),
        (
            translate("Menu", "Move Variation Do&wn"),
            edit(lambda g: g.move_variation(g.current, 1)),
            "Ctrl+Shift+Down",
        ),
        (
            translate("Menu", "&Keep Only Position"),
            edit(lambda g: g.keep_only_position(g.current)),
            None,
        ),
    ):
        actions.node_edits.append(_add(menu, text, operation, shortcut))
    menu.addSeparator()
    player = menu.addMenu(translate("Menu", "&Player to Move"))
    colors: tuple[tuple[str, Color | None], ...] = (
        (translate("Menu", "&Black"), Color.BLACK),
        (translate("Menu", "&White"), Color.WHITE),
        (translate("Menu", "&Not Set"), None),
    )
    for label, color in colors:
        _add(player, label, edit(_player_to_move(color)))
    actions.move_annotations = _build_annotations(
        menu.addMenu(translate("Menu", "&Annotate")), edit
    )
    menu.addSeparator()
    _add(menu, translate("Menu", "&Game Info…"), game_info, "Ctrl+I")
    _build_tool_bar(window, board_input, actions)
    return actions


def tree_context_menu(parent: QWidget, controller: GameController, node: Node) -> QMenu:
    """The game tree's context menu for ``node`` (edits apply to that node), then the
    features' entries for ``parent`` (:mod:`gogui_py.gui.tree_view.menu_extras`), each
    after a separator."""
    menu = QMenu(parent)
    _add(
        menu, translate("Menu", "&Go to Node"), lambda: controller.navigate(lambda g: g.go_to(node))
    )
    menu.addSeparator()
    operations: tuple[tuple[str, Callable[[Game], Sequence[object]]], ...] = (
        (translate("Menu", "&Make Main Variation"), lambda g: g.make_main_variation(node)),
        (translate("Menu", "Move Variation &Up"), lambda g: g.move_variation(node, -1)),
        (translate("Menu", "Move Variation Do&wn"), lambda g: g.move_variation(node, 1)),
        (translate("Menu", "&Truncate"), lambda g: g.truncate(node)),
        (children := translate("Menu", "Truncate &Children"), lambda g: g.truncate_children(node)),
        (translate("Menu", "&Delete Node"), lambda g: g.delete_node(node)),
    )
    for text, operation in operations:
        action = _add(menu, text, _run_edit(controller, operation))
        action.setEnabled(node.parent is not None or text == children)
    for extra in tree_menu_extras(parent):
        menu.addSeparator()
        extra(menu, node)
    return menu


def _run_edit(
    controller: GameController, operation: Callable[[Game], Sequence[object]]
) -> Callable[[], None]:
    def run() -> None:
        controller.edit(operation)

    return run


def _player_to_move(color: Color | None) -> Callable[[Game], Sequence[object]]:
    return lambda game: game.set_player_to_move(color)


def _move_annotation(kind: str | None, emphasis: int) -> Callable[[Game], Sequence[object]]:
    return lambda game: game.set_move_annotation(kind, emphasis)


def _position_annotation(kind: str | None, emphasis: int) -> Callable[[Game], Sequence[object]]:
    return lambda game: game.set_position_annotation(kind, emphasis)


def _build_annotations(
    menu: QMenu, edit: Callable[[Callable[[Game], Sequence[object]]], Callable[[], None]]
) -> list[QAction]:
    """Fill Edit > Annotate; returns the move annotation actions, No Move Annotation
    (the one without data) last."""
    moves: list[QAction] = []
    for text, kind, emphasis in MOVE_ANNOTATIONS:
        action = _add(menu, translate("Menu", text), edit(_move_annotation(kind, emphasis)))
        action.setData((kind, emphasis))  # checked on the annotated node (gui.annotations)
        moves.append(action)
    text = translate("Menu", "&No Move Annotation")
    moves.append(_add(menu, text, edit(lambda g: g.set_move_annotation(None))))
    menu.addSeparator()
    for text, kind, emphasis in POSITION_ANNOTATIONS:
        action = _add(menu, translate("Menu", text), edit(_position_annotation(kind, emphasis)))
        action.setData((kind, emphasis))
    _add(
        menu,
        translate("Menu", "No &Position Annotation"),
        edit(lambda g: g.set_position_annotation(None)),
    )
    menu.addSeparator()
    _add(menu, translate("Menu", "&Hotspot"), edit(lambda g: g.set_hotspot(1))).setData(("HO", 1))
    _add(menu, translate("Menu", "No Hotspo&t"), edit(lambda g: g.set_hotspot(None)))
    menu.addSeparator()
    _add(menu, translate("Menu", "Position Va&lue…"), lambda: _ask_value(menu, edit))
    _add(menu, translate("Menu", "N&o Position Value"), edit(lambda g: g.set_value(None)))
    return moves


def _ask_value(
    parent: QWidget, edit: Callable[[Callable[[Game], Sequence[object]]], Callable[[], None]]
) -> None:
    """V: the estimated score of the position (positive = good for Black), SGF real."""
    value, ok = QInputDialog.getDouble(
        parent,
        translate("Menu", "Position Value"),
        translate("Menu", "Value (positive: good for Black):"),
        0.0,
        -1000.0,
        1000.0,
        1,
    )
    if ok:
        edit(lambda g: g.set_value(value))()


def _build_tool_bar(window: QMainWindow, board_input: BoardInput, actions: EditActions) -> None:
    toolbar = QToolBar(translate("Toolbar", "Tools"), window)
    toolbar.setObjectName("tools")
    toolbar.setMovable(False)
    window.addToolBar(toolbar)
    group = QActionGroup(window)
    group.setExclusive(True)
    for tool in Tool:
        action = QAction(translate("Toolbar", TOOL_ITEMS[tool]), window)
        action.setCheckable(True)
        action.setChecked(tool is board_input.tool)
        # The tool bar shows the plain name: a CJK "(&P)" suffix would stay as "(P)".
        name = translate("Toolbar", tool.value)
        action.setIconText(name)
        action.setToolTip(translate("Toolbar", "Board tool: {}").format(name))
        action.triggered.connect(lambda _=False, t=tool: board_input.set_tool(t))
        group.addAction(action)
        toolbar.addAction(action)
        actions.tools[tool] = action
        if tool is Tool.SETUP_WHITE or tool is Tool.SELECT:
            toolbar.addSeparator()
    board_input.tool_changed.connect(lambda tool: actions.tools[tool].setChecked(True))
