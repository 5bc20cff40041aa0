"""Running an analyze command on a program: wildcards filled by the natural interaction,
the program brought to the displayed position first, the answer parsed and shown
(analyze.md). Nothing here waits on a program: the command goes to the program's bridge
thread and the answer comes back as a signal; an answer for a position left meanwhile
is dropped (never drawn on another position); nothing is sent to a program that could
not be brought to the displayed position (it refused its board size, say).

An answer is awaited :attr:`AnalyzeRunner.timeout` seconds; a line that is no GTP
response is shown at once as an error (as GoGui) while the answer is still awaited, and
the failure at the timeout is shown whatever position is displayed by then.

Wildcards: ``%c`` the colour selector, ``%m`` the side to move, ``%p`` the next point
clicked on the board, ``%P`` the selected points of the current node (its ``SL``
markup), ``%s``/``%o`` a string asked, ``%r``/``%w`` a file chosen in a file dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.analysis import (
    AnalyzeCommand,
    AnalyzeType,
    Answer,
    AnswerError,
    FillError,
    ParamAnswer,
    PointListAnswer,
    param_line,
    parse_answer,
)
from gogui_py.analysis.display import Display, display_of
from gogui_py.game.game import Game
from gogui_py.go import BoardSize, Color, Point
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.gfx import Gfx, parse_gfx
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.follow import NotBrought, not_brought
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ENGINE_TIMEOUT, ProgramSet

LIVE_FRAME_MS = 16
"""Live gfx is drawn at most once per this many milliseconds (a frame)."""

ANALYZE_TIMEOUT = ENGINE_TIMEOUT
"""Seconds an analyze command's answer is awaited (then the program's queue goes on)."""


class _Invalid(QObject):
    """Carries the invalid response lines from a program's thread to the GUI thread."""

    line = Signal(str, str, str)  # program name, command label, the line


class Asker(Protocol):
    """The interaction that fills the wildcards a click cannot (dialogs, selections)."""

    def ask_string(self, prompt: str) -> str | None:
        """A string typed by the user; None when cancelled."""

    def ask_open_file(self, prompt: str) -> str | None:
        """A file to read; None when cancelled."""

    def ask_save_file(self, prompt: str) -> str | None:
        """A file to write; None when cancelled."""


@dataclass(frozen=True)
class _Run:
    program: Program
    command: AnalyzeCommand
    color: Color | None


class AnalyzeRunner(QObject):
    """Runs analyze commands and reports what to show (module docstring).

    Signals:
        shown(object): a :class:`~gogui_py.analysis.display.Display` to draw, or None to
            clear the board's analysis markup.
        text(str, bool): text for the answer pane (the bool: it is an error).
        point_wanted(str): the next board click is the command's ``%p`` point (a prompt).
        params(object, str, object): a ``param`` command answered: the program, its filled
            command line and the :class:`~gogui_py.analysis.ParamAnswer` (a form edits it).
        running(bool): a command was sent / its answer (or error) arrived.
        waiting(str): the hint while an answer is awaited after an invalid line.
    """

    shown = Signal(object)
    text = Signal(str, bool)
    params = Signal(object, str, object)  # program, filled command line, ParamAnswer
    editing = Signal(str)  # an eplist is edited on the board (its label; "" when done)
    point_wanted = Signal(str)
    running = Signal(bool)
    waiting = Signal(str)

    def __init__(
        self,
        game: Callable[[], Game],
        bring: Callable[[Program], object],
        asker: Asker,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._bring = bring
        self._asker = asker
        self._generation = 0
        self._last: _Run | None = None
        self._waiting_point: _Run | None = None
        self._edited: tuple[_Run, list[Point]] | None = None  # an eplist and its points
        self._in_flight = 0
        self._live_text: str | None = None
        self._live_shown = False  # what is drawn is a program's live gfx
        self._live_ended = False  # end_live_gfx came and no command has drawn since
        self._live_timer = QTimer(self)
        self._live_timer.setSingleShot(True)
        self._live_timer.timeout.connect(self._draw_live)
        self.auto_run = False
        """Run the last command again after every change of the displayed position."""
        self.timeout = ANALYZE_TIMEOUT
        """Seconds an answer is awaited (:data:`ANALYZE_TIMEOUT`)."""
        self._invalid = _Invalid(self)
        self._invalid.line.connect(self._on_invalid_line)

    @property
    def last(self) -> tuple[Program, AnalyzeCommand] | None:
        """The program and command last run (None before the first)."""
        return None if self._last is None else (self._last.program, self._last.command)

    @property
    def wants_point(self) -> bool:
        """True while the next board click is taken for a ``%p`` wildcard."""
        return self._waiting_point is not None

    def run(self, program: Program, command: AnalyzeCommand, color: Color | None = None) -> None:
        """Run ``command`` on ``program`` (``color``: the ``%c`` colour, None = side to move).

        An ``eplist`` asks for its list (``command show``), which the user then edits on
        the board (:meth:`toggle_point`) and sends (:meth:`send_edited`).
        """
        self._waiting_point = None
        self.cancel_edit()
        run = _Run(program, command, color)
        if command.type is AnalyzeType.EPLIST:
            self._start_edit(run)
            return
        if command.needs_point:
            self._waiting_point = run
            self.point_wanted.emit(translate("Analysis", "{}: click a point").format(command.label))
            return
        self._send(run, None)

    def choose_point(self, point: Point) -> None:
        """The board click a ``%p`` wildcard waited for."""
        run, self._waiting_point = self._waiting_point, None
        if run is not None:
            self._send(run, point)

    def cancel_point(self) -> None:
        """Stop waiting for a ``%p`` click."""
        self._waiting_point = None

    def clear(self) -> None:
        """Clear the board's analysis markup; answers on their way are dropped."""
        self._generation += 1
        self._live_shown = False
        self.shown.emit(None)

    def position_changed(self) -> None:
        """The displayed position changed: what is shown is stale. With :attr:`auto_run`
        the last command runs again (an earlier answer still on its way is dropped)."""
        self.cancel_edit()
        self._generation += 1
        self._live_shown = False
        self.shown.emit(None)
        last = self._last
        if self.auto_run and last is not None and last.program.running:
            if last.command.needs_point:
                return  # a point-bound command is not re-run without a new click
            self._send(last, None)

    # -- eplist: a point list edited on the board --------------------------------------

    @property
    def is_editing(self) -> bool:
        """True while an ``eplist`` is edited: board clicks add and remove its points."""
        return self._edited is not None

    def _start_edit(self, run: _Run) -> None:
        game = self._game()
        try:
            line = run.command.show_line(game.tree.size, to_move=game.to_move(), color=run.color)
        except FillError as exc:
            self.text.emit(f"{run.command.label}: {exc}", True)
            return
        words, size = line.split(), game.tree.size
        ask = self._request(run, words, self._bring(run.program))

        def answered(result: object) -> None:
            if isinstance(result, NotBrought):
                self.text.emit(f"{run.command.label}: {result}", True)
                return
            try:
                parsed = parse_answer(AnalyzeType.PLIST, str(result), size)
            except AnswerError as exc:
                self.text.emit(f"{run.command.label}: {exc}", True)
                return
            assert isinstance(parsed, PointListAnswer)
            self._edited = (run, list(parsed.points))
            self.editing.emit(run.command.label)
            self._show_edited()

        run.program.handle.submit(
            ask, answered, lambda message: self.text.emit(f"{run.command.label}: {message}", True)
        )

    def toggle_point(self, point: Point) -> None:
        """Add ``point`` to the edited list, or take it out."""
        if self._edited is None:
            return
        points = self._edited[1]
        if point in points:
            points.remove(point)
        else:
            points.append(point)
        self._show_edited()

    def _show_edited(self) -> None:
        if self._edited is not None:
            marks = tuple((point, "SQ") for point in self._edited[1])
            label = self._edited[0].command.label
            status = f"{label}: click points to add or remove them, then Send"
            self.shown.emit(Display(Gfx(marks=marks) if marks else None, "", status))

    def send_edited(self) -> None:
        """Send the edited list: ``command <points>`` (analyze.md "eplist")."""
        if self._edited is None:
            return
        run, points = self._edited
        self.cancel_edit()
        game = self._game()
        try:
            line = run.command.fill(
                game.tree.size, to_move=game.to_move(), color=run.color, points=points
            )
        except FillError as exc:
            self.text.emit(f"{run.command.label}: {exc}", True)
            return
        words = line.split()

        def send(client: GtpClient, _sync: EngineSync) -> str:
            return client.send(words[0], *words[1:], interruptible=True)

        run.program.handle.submit(
            send,
            lambda _answer: self.text.emit(
                translate("Analysis", "{0}: {1} points sent").format(
                    run.command.label, len(points)
                ),
                False,
            ),
            lambda message: self.text.emit(f"{run.command.label}: {message}", True),
        )

    def cancel_edit(self) -> None:
        """Stop editing an ``eplist`` (nothing is sent)."""
        if self._edited is not None:
            self._edited = None
            self.editing.emit("")

    def set_param(self, program: Program, command_line: str, key: str, value: str) -> None:
        """Send ``command key value`` (analyze.md "param": each change is sent)."""
        try:
            line = param_line(command_line, key, value)
        except ValueError as exc:
            self.text.emit(str(exc), True)
            return
        words = line.split()

        def send(client: GtpClient, _sync: EngineSync) -> str:
            return client.send(words[0], *words[1:], interruptible=True)

        program.handle.submit(
            send,
            lambda _answer: self.text.emit(f"{key} = {value}", False),
            lambda message: self.text.emit(f"{key}: {message}", True),
        )

    # -- live gfx --------------------------------------------------------------------

    def follow_live_gfx(self, programs: ProgramSet) -> None:
        """Draw the live gfx of every program attached from now on."""
        programs.started.connect(self._follow_program_live_gfx)

    def _follow_program_live_gfx(self, program: Program) -> None:
        program.handle.live_gfx.connect(lambda text: self._program_live_gfx(program, text))

    def _program_live_gfx(self, program: Program, text: str) -> None:
        """Live gfx from ``program``: drawn, but for one that comes after
        :meth:`end_live_gfx` while the program runs nothing (its stderr is read apart
        from its answer, so a text written before the answer can arrive after it)."""
        if program.handle.busy:
            self._live_ended = False  # a command runs: what it draws is its own
        elif self._live_ended:
            return
        self.live_gfx(text)

    def live_gfx(self, text: str) -> None:
        """A program's live gfx text (analyze.md "Live gfx"): drawn at the next frame,
        only the latest of those that arrive meanwhile."""
        self._live_text = text
        if not self._live_timer.isActive():
            self._live_timer.start(LIVE_FRAME_MS)

    def _draw_live(self) -> None:
        text, self._live_text = self._live_text, None
        if text is None:
            return
        gfx = parse_gfx(text, self._game().tree.size)
        self._live_shown = True
        self.shown.emit(Display(None if gfx.is_empty() else gfx, gfx.text, gfx.text.strip()))

    def end_live_gfx(self) -> None:
        """The command that drew live gfx (a genmove) was answered, whatever the answer
        (a move, a pass, a resignation, an error): its live gfx is cleared, as GoGui
        redraws the board then; a live gfx still on its way is dropped."""
        self._live_timer.stop()
        self._live_text = None
        self._live_ended = True
        if self._live_shown:
            self._live_shown = False
            self.shown.emit(None)

    # -- sending ---------------------------------------------------------------------

    def _send(self, run: _Run, point: Point | None) -> None:
        game = self._game()
        line = self._fill(run, game, point)
        if line is None:
            return
        if not run.program.running:
            self.text.emit(
                translate("Analysis", "{} is not running").format(run.program.label), True
            )
            return
        self._last = run
        self._generation += 1
        generation = self._generation
        words = line.split()
        size, to_move = game.tree.size, game.to_move()
        point_color = game.board().get(point) if point is not None else None
        # queued first: the command meets the displayed position, or is not sent
        send = self._request(run, words, self._bring(run.program))

        def answered(result: object) -> None:
            self._done()
            if isinstance(result, NotBrought):
                self.text.emit(f"{run.command.label}: {result}", True)
            elif generation == self._generation:
                parsed = self._show(run, str(result), size, to_move, point_color)
                if isinstance(parsed, ParamAnswer):
                    self.params.emit(run.program, line, parsed)

        def failed(message: str) -> None:
            self._done()  # shown even for a position left: the program's trouble
            self.text.emit(f"{run.command.label}: {message}", True)

        if run.program.handle.submit(send, answered, failed):
            self._in_flight += 1
            self.running.emit(True)

    def _request(
        self, run: _Run, words: list[str], brought: object
    ) -> Callable[[GtpClient, EngineSync], str]:
        """The request sending ``words`` on ``run``'s program, unless it was not
        ``brought`` to the displayed position (then a :class:`NotBrought`); the lines
        that are no GTP response are reported meanwhile (:meth:`_on_invalid_line`)."""
        name = run.program.handle.name or run.program.label
        label, seconds, invalid = run.command.label, self.timeout, self._invalid

        def send(client: GtpClient, _sync: EngineSync) -> str:
            refused = not_brought(brought, name)
            if refused is not None:
                return refused
            client.on_invalid_line = lambda line: invalid.line.emit(name, label, line)
            try:
                return client.send(words[0], *words[1:], interruptible=True, timeout=seconds)
            finally:
                client.on_invalid_line = None

        return send

    def _on_invalid_line(self, program: str, label: str, line: str) -> None:
        text = translate("Analysis", "{0}: {1} sent an invalid response (no = or ?): {2}").format(
            label, program, line
        )
        self.text.emit(text, True)
        self.waiting.emit(
            translate("Analysis", "Waiting up to {} s for a valid answer…").format(
                f"{self.timeout:g}"
            )
        )

    def _fill(self, run: _Run, game: Game, point: Point | None) -> str | None:
        command = self._asked(run.command)
        if command is None:
            return None
        try:
            return run.command.fill(
                game.tree.size,
                to_move=game.to_move(),
                color=run.color,
                point=point,
                points=_selected_points(game) if run.command.needs_point_list else (),
                **command,
            )
        except FillError as exc:
            self.text.emit(f"{run.command.label}: {exc}", True)
            return None

    def _asked(self, command: AnalyzeCommand) -> dict[str, str | None] | None:
        """The values only a dialog gives; None when the user cancelled one."""
        values: dict[str, str | None] = {}
        asks = (
            ("string", command.needs_string, self._asker.ask_string),
            ("optional", command.needs_optional, self._asker.ask_string),
            ("file_open", command.needs_file_open, self._asker.ask_open_file),
            ("file_save", command.needs_file_save, self._asker.ask_save_file),
        )
        for key, needed, ask in asks:
            if needed:
                value = ask(command.label)
                if value is None:
                    return None
                values[key] = value
        return values

    def _done(self) -> None:
        self._in_flight = max(0, self._in_flight - 1)
        if not self._in_flight:
            self.running.emit(False)

    def _show(
        self, run: _Run, answer: str, size: BoardSize, to_move: Color, point_color: Color | None
    ) -> Answer | None:
        """Parse and show ``answer``; the parsed answer (None when it could not be read)."""
        command = run.command
        try:
            parsed = parse_answer(
                command,
                answer,
                size,
                to_move=to_move,
                color=run.color,
                point_color=point_color,
            )
        except AnswerError as exc:
            self.text.emit(f"{command.label}: {exc}\n{answer}", True)
            return None
        display: Display = display_of(parsed, command.type, command.label)
        self._live_shown = False  # the answer replaces the live gfx drawn meanwhile
        self.shown.emit(display)
        if display.text or command.is_unknown_type:
            self.text.emit(display.text or answer, False)
        return parsed


def _selected_points(game: Game) -> tuple[Point, ...]:
    """The points selected (``SL``) on the current node, for ``%P``."""
    from gogui_py.game.markup import markup_of  # noqa: PLC0415 - only for %P

    marks = markup_of(game.current, game.tree.size).marks
    return tuple(sorted((p for p, kind in marks.items() if kind == "SL"), key=_reading_order))


def _reading_order(point: Point) -> tuple[int, int]:
    return point.y, point.x
