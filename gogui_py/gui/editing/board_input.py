"""What a click on the board means: play, edit setup stones, or put markup (tool modes).

GoGui and Sabaki both have such modes: the default plays moves; setup tools place
and remove stones (AB/AW/AE); markup tools toggle marks, labels, arrows, lines and
dimmed points on the current node. Every edit goes through the controller, which
records one undo step per click.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from gogui_py.game.game import Game
from gogui_py.go import Color, Point
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController


class Tool(enum.Enum):
    """Board tools; ``value`` is the label shown in the tool bar."""

    PLAY = "Play"
    SETUP_BLACK = "Black Stone"
    SETUP_WHITE = "White Stone"
    CIRCLE = "Circle"
    SQUARE = "Square"
    TRIANGLE = "Triangle"
    MARK = "Cross"
    SELECT = "Select"
    LABEL_LETTER = "Letter"
    LABEL_NUMBER = "Number"
    LABEL_TEXT = "Label…"
    ARROW = "Arrow"
    LINE = "Line"
    DIM = "Dim"


MARK_KINDS = {
    Tool.CIRCLE: "CR",
    Tool.SQUARE: "SQ",
    Tool.TRIANGLE: "TR",
    Tool.MARK: "MA",
    Tool.SELECT: "SL",
}

DRAG_TOOLS = frozenset({Tool.ARROW, Tool.LINE})


class BoardInput(QObject):
    """Routes board clicks and drags according to the selected tool."""

    tool_changed = Signal(object)  # Tool
    handicap_placed = Signal()

    def __init__(
        self,
        controller: GameController,
        session: PlaySession,
        ask_text: Callable[[str, str], str | None],
    ) -> None:
        """``ask_text(prompt, default)`` asks the user for a label; None = cancelled."""
        super().__init__()
        self._controller = controller
        self._session = session
        self._ask_text = ask_text
        self.tool = Tool.PLAY
        self.handicap_left = 0
        """Handicap stones the user still has to place (free placement)."""

    def set_tool(self, tool: Tool) -> None:
        """Select ``tool``."""
        if tool is not self.tool:
            self.tool = tool
            self.tool_changed.emit(tool)

    def expect_handicap(self, count: int) -> None:
        """Let the user place ``count`` handicap stones on the empty board."""
        self.handicap_left = count
        self.set_tool(Tool.SETUP_BLACK)
        self._controller.message.emit(
            translate("Editing", "Click {} points for the handicap stones").format(count)
        )

    def _place_handicap_stone(self, point: Point) -> None:
        game = self._controller.game
        root = game.tree.root
        if game.current is not root or game.board().get(point) is not None:
            return
        self._controller.edit(lambda g: g.set_setup_stone(point, Color.BLACK))
        self.handicap_left -= 1
        if self.handicap_left > 0:
            left = self.handicap_left
            text = (
                translate("Editing", "1 more handicap stone")
                if left == 1
                else translate("Editing", "{} more handicap stones").format(left)
            )
            self._controller.message.emit(text)
            return
        self._controller.place_handicap(root.add_black)
        self.set_tool(Tool.PLAY)
        self._controller.message.emit(translate("Editing", "Handicap placed: White to play"))
        self.handicap_placed.emit()

    def click(self, point: Point) -> None:
        """The user clicked ``point`` with the current tool."""
        tool = self.tool
        if self.handicap_left > 0 and tool is Tool.SETUP_BLACK:
            self._place_handicap_stone(point)
            return
        if tool is Tool.PLAY:
            self._session.human_move(point)
        elif self._session.thinking:
            self._controller.message.emit(translate("Editing", "The computer is thinking"))
        elif tool in (Tool.SETUP_BLACK, Tool.SETUP_WHITE) and self._session.ruler_game():
            # The ruler knows positions by their moves only (gogui-rules_setup not used).
            self._controller.message.emit(
                translate("Editing", "Setup stones cannot be sent to the ruler")
            )
        elif tool in (Tool.SETUP_BLACK, Tool.SETUP_WHITE):
            color = Color.BLACK if tool is Tool.SETUP_BLACK else Color.WHITE
            self._controller.edit(lambda game: _toggle_setup(game, point, color))
        elif tool in MARK_KINDS:
            kind = MARK_KINDS[tool]
            self._controller.edit(lambda game: game.toggle_mark(point, kind))
        elif tool in (Tool.LABEL_LETTER, Tool.LABEL_NUMBER):
            kind = "letters" if tool is Tool.LABEL_LETTER else "numbers"
            self._controller.edit(lambda game: _toggle_label(game, point, kind))
        elif tool is Tool.LABEL_TEXT:
            self.edit_label(point)
        elif tool is Tool.DIM:
            self._controller.edit(lambda game: game.toggle_dimmed(point))
        elif tool in DRAG_TOOLS:
            self._controller.message.emit(
                translate("Editing", "Drag from one point to another to draw an arrow")
                if tool is Tool.ARROW
                else translate("Editing", "Drag from one point to another to draw a line")
            )

    def edit_label(self, point: Point, ask: Callable[[str, str], str | None] | None = None) -> None:
        """Ask the text of the label at ``point`` (the current one to edit; empty removes
        it) with ``ask(prompt, current)`` (default: the window's) and set it, on one line."""
        current = self._controller.game.markup().labels.get(point, "")
        text = (ask or self._ask_text)(
            translate("Editing", "Label at {}:").format(self._controller.vertex(point)), current
        )
        if text is None:
            return
        text = " ".join(text.split())  # one line, no control characters
        self._controller.edit(lambda game: game.set_label(point, text or None))

    def drag(self, start: Point, end: Point) -> None:
        """The user dragged from ``start`` to ``end``."""
        if self._session.thinking:
            return
        if self.tool is Tool.ARROW:
            self._controller.edit(lambda game: game.toggle_arrow(start, end))
        elif self.tool is Tool.LINE:
            self._controller.edit(lambda game: game.toggle_line(start, end))


def _toggle_setup(game: Game, point: Point, color: Color) -> list[object]:
    current = game.board().get(point)
    return list(game.set_setup_stone(point, None if current is color else color))


def _toggle_label(game: Game, point: Point, kind: str) -> list[object]:
    if point in game.markup().labels:
        return list(game.set_label(point, None))
    label = game.next_label("letters") if kind == "letters" else game.next_label("numbers")
    return list(game.set_label(point, label))
