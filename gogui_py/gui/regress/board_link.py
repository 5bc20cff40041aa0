"""A test's position in the main window's board, with its expected points and the answer.

The record named by the test's last ``loadsgf`` (relative to the ``.tst`` file's folder)
is opened through the window's own open route (which asks before dropping unsaved work,
as File > Open does). GTP's ``loadsgf FILE N`` sets up the position *before* move N is
played (../shared/specs/gtp.md; the GTP 2 draft, section 6.3.2), so the board goes to
move N - 1 of the main line (the whole main line without N; before the first move at
a vertex for ``loadsgf FILE C3``). The test's later moves (``play b C3``, ``undo``, and
after a run the ``genmove`` answers written as plays) are then made on the board (a
variation when the record goes otherwise); other board commands (``clear_board``,
``fixed_handicap``...) are named in the status line, not applied. Last, the markup of
:mod:`gogui_py.gui.regress.marks` is shown over the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from gogui_py.analysis.display import Display
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Color, Move
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gui.i18n import translate
from gogui_py.gui.regress.marks import display_for
from gogui_py.regress.model import Position, RegressTest, TestResult

if TYPE_CHECKING:
    from gogui_py.gui.play.session import PlaySession
    from gogui_py.gui.record.controller import GameController
    from gogui_py.gui.record.file_ops import FileOps

ShowMarks = Callable[[Display | None], None]
"""Draws a display over the main board (None clears it); its status goes to the status bar."""


class BoardHost(Protocol):
    """What the test position needs of the main window."""

    @property
    def controller(self) -> GameController: ...

    @property
    def files(self) -> FileOps: ...

    @property
    def session(self) -> PlaySession: ...

    def show_message(self, text: str) -> None:
        """A transient status-bar message."""

    def raise_(self) -> None:
        """Bring the window to the front."""

    def activateWindow(self) -> None:
        """Give the window the keyboard focus."""


def record_path(test: RegressTest) -> Path | None:
    """The record of ``test``'s position (None: no loadsgf before it)."""
    if test.position is None:
        return None
    return Path(test.file).parent / test.position.sgf


def _loaded_node(game: Game, position: Position) -> Node:
    """The main-line node loadsgf stops at: before move ``position.move``, or before the
    first move at ``position.stop_at``; the end of the main line for neither (or a record
    too short)."""
    line = game.tree.main_line()
    size = game.tree.size
    moves = 0
    for index, node in enumerate(line):
        move = node.move
        if move is None:
            continue
        moves += 1
        if position.move is not None and moves == position.move:
            return line[index - 1]
        stop_at = position.stop_at
        if stop_at is not None and move.point is not None and to_gtp(move.point, size) == stop_at:
            return line[index - 1]
    return line[-1]


def _play_commands(controller: GameController, commands: Sequence[str]) -> list[str]:
    """Apply the moves among ``commands`` (``play``, GTP 1's ``black``/``white``,
    ``undo``, ``gg-undo N``) on the board; return the commands left unapplied.

    A move the record has is followed; another one becomes a variation."""
    skipped: list[str] = []
    for command in commands:
        words = command.lower().split()
        name, args = words[0], words[1:]
        if name in ("black", "white"):
            name, args = "play", [name, *args]
        if name == "play" and len(args) == 2:
            before = controller.game.current
            try:
                move = Move(Color.from_gtp(args[0]), from_gtp(args[1], controller.game.tree.size))
            except ValueError:
                skipped.append(command)
                continue
            controller.edit(partial(Game.play_move, move=move))
            if controller.game.current is not before:
                continue
        elif name in ("undo", "gg-undo") and all(a.isdigit() for a in args) and len(args) <= 1:
            steps = int(args[0]) if args else 1
            controller.navigate(partial(Game.back, n=steps))
            continue
        skipped.append(command)
    return skipped


def show_test(
    host: BoardHost, show_marks: ShowMarks, test: RegressTest, result: TestResult | None
) -> str:
    """Show ``test``'s position and markup in ``host``'s board (module docstring).

    Returns:
        "" when shown; else why not (no position, the engine is thinking, the user kept
        the unsaved game, the record cannot be opened), also shown in ``host``'s status
        bar.
    """
    path = record_path(test)
    position = test.position
    if path is None or position is None:
        why = translate("Regress", "{} sets up no position from a record (no loadsgf)").format(
            test.key
        )
    elif host.session.thinking:
        why = translate("Regress", "The engine is thinking; show the test when it has moved")
    elif not host.files.open_path(path):
        why = translate("Regress", "{0}: {1} not opened").format(test.key, path.name)
    else:
        why = ""
    if why or position is None:
        host.show_message(why)
        return why
    controller = host.controller
    controller.navigate(lambda game: game.go_to(_loaded_node(game, position)))
    skipped = _play_commands(controller, position.commands)
    display = display_for(test, result, controller.game.tree.size)
    if skipped:
        note = translate("Regress", " · not shown: {}").format("; ".join(skipped))
        display = Display(display.gfx, display.text + note, display.status + note)
    show_marks(display)
    host.raise_()
    host.activateWindow()
    return ""
