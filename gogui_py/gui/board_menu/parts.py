"""What the board menu uses of the window (:class:`gogui_py.gui.window.features.Features`),
as protocols: a room may not import the window package nor the other rooms (editing,
analysis)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from gogui_py.analysis import AnalyzeCommand, CommandList
from gogui_py.go import Color, Point
from gogui_py.gui.board.widget import BoardWidget
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.programs.program import Program
from gogui_py.gui.record.controller import GameController


class EditTools(Protocol):
    """The Edit actions: the board tools' actions (one exclusive group)."""

    @property
    def tools(self) -> Mapping[Any, QAction]: ...


class Catalog(Protocol):
    """The analyze commands of the attached programs."""

    def programs(self) -> list[Program]: ...
    def commands_of(self, program: Program) -> CommandList | None: ...


class Runner(Protocol):
    """Runs an analyze command; a ``%p`` one waits for :meth:`choose_point`."""

    def run(
        self, program: Program, command: AnalyzeCommand, color: Color | None = None
    ) -> None: ...
    def choose_point(self, point: Point) -> None: ...


class Room(Protocol):
    """The analysis room: its catalog, its runner, the Analyze dock's toggle."""

    @property
    def catalog(self) -> Catalog: ...
    @property
    def runner(self) -> Runner: ...
    @property
    def toggle(self) -> QAction: ...


class AnalysisLink(Protocol):
    """The window's link to the analysis room (built when the first program attaches)."""

    @property
    def built(self) -> bool: ...
    @property
    def room(self) -> Room: ...


class Parts(Protocol):
    """The window's parts the menu uses."""

    @property
    def controller(self) -> GameController: ...
    @property
    def session(self) -> PlaySession: ...
    @property
    def board(self) -> BoardWidget: ...
    @property
    def edit_actions(self) -> EditTools: ...
    @property
    def analysis_link(self) -> AnalysisLink: ...

    def show_message(self, text: str) -> None: ...


class Features(Protocol):
    """The features' view of the window (see the module)."""

    @property
    def parts(self) -> Parts: ...
    @property
    def window(self) -> QMainWindow: ...
    @property
    def installed(self) -> dict[str, object]: ...
