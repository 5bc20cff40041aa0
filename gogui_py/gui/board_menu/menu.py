"""The board's context menu (issue 15, as GoGui's and Sabaki's): a right click on a point,
or the Menu key or Shift+F10 at the keyboard cursor, offers

* Play Here: the move of the side to move at that point (as a click with the Play tool);
* Board Tool: the tool bar's tools (:class:`~gogui_py.gui.editing.board_input.Tool`);
* Add Label…: a label on that point (the current label edited, empty removes it);
* Analyze Here: the attached programs' analyze commands that take a point (``%p``,
  analyze.md "Wildcards"), run at that point; shown when there are such commands;
* Copy Vertex Name: the point's GTP vertex (``D4``) to the clipboard.

While the engine thinks every entry but Copy Vertex Name is disabled.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from gogui_py.analysis import AnalyzeCommand
from gogui_py.go import Point
from gogui_py.gui.board.keyboard import vertex_text
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.program import Program
from gogui_py.gui.window.features import Features


def ask_label(parent: QWidget, prompt: str, current: str) -> str | None:
    """Ask for a label's text (``current`` to edit); None when cancelled."""
    text, ok = QInputDialog.getText(parent, translate("Menu", "Add Label"), prompt, text=current)
    return text if ok else None


class BoardMenu:
    """Builds and shows the board's context menu (see the module).

    Attributes:
        ask_label: asks a label's text, ``(parent, prompt, current) -> text or None``
            (tests replace it).
        menu: the menu last shown (kept alive while it is open).
    """

    def __init__(self, features: Features) -> None:
        self._features = features
        self.ask_label: Callable[[QWidget, str, str], str | None] = ask_label
        self.menu: QMenu | None = None

    def show(self, point: Point, position: QPoint) -> None:
        """Open the menu for ``point`` at global ``position`` (does not block)."""
        if self.menu is not None:
            self.menu.deleteLater()
        self.menu = self.build(point)
        self.menu.popup(position)

    def build(self, point: Point) -> QMenu:
        """The menu for ``point`` (not shown): its actions are the entries."""
        parts = self._features.parts
        idle = not parts.session.thinking
        menu = QMenu(self._features.window)
        vertex = self._vertex(point)
        play = self._add(menu, translate("Menu", "&Play Here"), lambda: self._play(point))
        play.setEnabled(idle and parts.board.snapshot().is_empty(point))
        menu.addSeparator()
        tools = menu.addMenu(translate("Menu", "Board &Tool"))
        for action in parts.edit_actions.tools.values():
            tools.addAction(action)
        tools.menuAction().setEnabled(idle)
        label = self._add(menu, translate("Menu", "Add &Label…"), lambda: self._label(point))
        label.setEnabled(idle)
        commands = self._point_commands()
        if commands:
            analyze = menu.addMenu(translate("Menu", "&Analyze Here"))
            several = len({program.key for program, _ in commands}) > 1
            for program, command in commands:
                text = f"{program.label}: {command.label}" if several else command.label
                self._add(analyze, text.replace("&", "&&"), self._analyze(program, command, point))
            analyze.menuAction().setEnabled(idle)
        menu.addSeparator()
        self._add(
            menu,
            translate("Menu", "&Copy Vertex Name ({vertex})").format(vertex=vertex),
            lambda: self._copy(point),
        )
        return menu

    @staticmethod
    def _add(menu: QMenu, text: str, operation: Callable[[], None]) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(lambda _=False: operation())
        return action

    def _vertex(self, point: Point) -> str:
        return vertex_text(point, self._features.parts.board.snapshot().size)

    def _play(self, point: Point) -> None:
        """Play Here: the side to move plays ``point`` whatever the board tool."""
        self._features.parts.session.human_move(point)

    def _label(self, point: Point) -> None:
        window = self._features.window
        self._features.parts.board_input.edit_label(
            point, lambda prompt, current: self.ask_label(window, prompt, current)
        )

    def _copy(self, point: Point) -> None:
        vertex = self._vertex(point)
        QGuiApplication.clipboard().setText(vertex)
        self._features.parts.show_message(
            translate("Menu", "Copied {vertex}").format(vertex=vertex)
        )

    def _point_commands(self) -> list[tuple[Program, AnalyzeCommand]]:
        """The attached programs' analyze commands that take one point (``%p``)."""
        link = self._features.parts.analysis_link
        if not link.built:
            return []
        catalog = link.room.catalog
        found: list[tuple[Program, AnalyzeCommand]] = []
        for program in catalog.programs():
            listed = catalog.commands_of(program)
            if listed is not None:
                found += [(program, c) for c in listed.commands if c.needs_point]
        return found

    def _analyze(
        self, program: Program, command: AnalyzeCommand, point: Point
    ) -> Callable[[], None]:
        def run() -> None:
            room = self._features.parts.analysis_link.room
            if command.type.is_text:
                room.toggle.setChecked(True)  # the answer shows in the Analyze dock
            room.runner.run(program, command)
            room.runner.choose_point(point)

        return run
