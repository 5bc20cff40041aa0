"""Streaming analysis (F4): ``lz-analyze``/``kata-analyze`` of the displayed position by
the analyzer (or the engine), candidates drawn at most once per frame, every result kept
per node for the session (gtp.md "Streaming analysis").

The stream runs as one request on the program's bridge thread (:meth:`GtpClient.stream`);
its lines come back through a queued signal and only the newest of a frame is parsed
(:meth:`AnalysisParser.feed_latest`). Anything else sent to the program stops the stream
first (the handle's stop hook), so a ``genmove`` is never stuck behind it; a new
position stops it and starts another. A line for a position left meanwhile is dropped.
Analysis Settings (:mod:`~gogui_py.gui.analysis.settings`) give the interval asked of
the program and the limits: a visit limit, or a time limit counted from the start of the
stream of a position (a QTimer, never a wait), pauses the analysis and what it found stays
shown; pondering ignores both.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from gogui_py.analysis import (
    AnalysisParser,
    AnalysisUpdate,
    Candidate,
    analyze_command,
    streaming_dialect,
)
from gogui_py.analysis.display import Display
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.client import STREAM_STOP_TIMEOUT, GtpClient
from gogui_py.gtp.gfx import Gfx
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.analysis.settings import INTERVAL_CS, AnalysisSettings
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.follow import NotBrought, not_brought
from gogui_py.gui.programs.program import Program

FRAME_MS = 16
OWNERSHIP_SHOWN = 0.2
"""Ownership below this (in magnitude) is not drawn: a quiet map of what is settled."""
BEST_FILL = "#30c0ff"
OTHER_FILL = "#a8dcf0"


class _Lines(QObject):
    """Carries a stream's parser and lines from the bridge thread to the GUI thread."""

    began = Signal(int, object)  # stream number, its AnalysisParser
    arrived = Signal(int, list)  # stream number, lines


def no_analysis_text(program: str) -> str:
    """Why ``program`` cannot stream analysis, and how to choose one that can."""
    return translate(
        "Analysis",
        "{} has no lz-analyze or kata-analyze: attach Leela Zero or KataGo, or choose "
        "an analyzer with the Analyzer toggle (magnifier) in the program strip",
    ).format(program)


class NoAnalysis(str):
    """A request's result: the program lists neither streaming command (the text says
    so: :func:`no_analysis_text`)."""


def stream_analysis(
    client: GtpClient,
    size: BoardSize,
    color: Color,
    stop: threading.Event,
    *,
    on_parser: Callable[[AnalysisParser], None],
    on_lines: Callable[[list[str]], None],
    ownership: bool = True,
    interval: int = INTERVAL_CS,
    stop_timeout: float = STREAM_STOP_TIMEOUT,
) -> bool:
    """On a program's thread: stream ``lz-``/``kata-analyze`` of its position for
    ``color``, a line every ``interval`` centiseconds, until ``stop``
    (:meth:`GtpClient.stream`); ``on_parser`` first gets the parser for the dialect the
    program speaks (KataGo's preferred), ``on_lines`` the batches. ``ownership``: ask
    KataGo for it. False when the program has neither.

    Raises:
        GtpStreamHung: the program did not end the stream within ``stop_timeout``
            seconds of the stop (it is closed), and the other errors of
            :meth:`GtpClient.stream`."""
    dialect = streaming_dialect(client.commands)
    if dialect is None:
        return False
    on_parser(AnalysisParser(size, dialect))
    command = analyze_command(dialect, interval, color, ownership=ownership and dialect == "kata")
    client.stream(
        command.name, *command.args, on_lines=on_lines, stop=stop, stop_timeout=stop_timeout
    )
    return True


LABELS = ("winrate", "score", "loss")
"""What a candidate is labelled with: its win rate (%), its score lead (KataGo; the win
rate when unknown), or what it loses against the best move (win-rate points, as OGS)."""


def candidate_label(candidate: Candidate, best: Candidate, kind: str) -> str:
    """The label of ``candidate`` (see :data:`LABELS`)."""
    if kind == "score" and candidate.score_lead is not None:
        return f"{candidate.score_lead:+.1f}"
    if kind == "loss":
        loss = (best.winrate - candidate.winrate) * 100
        return "0" if candidate is best or loss < 0.5 else f"-{loss:.0f}"
    return f"{round(candidate.winrate * 100)}"


def candidates_gfx(
    update: AnalysisUpdate, ownership_for: Color | None = None, label: str = "winrate"
) -> Gfx:
    """The candidates as field colours (the best one brighter) labelled as ``label``
    says (:data:`LABELS`); with ``ownership_for`` (the side to move, whose view KataGo's
    ``ownership`` takes) also the ownership as a quiet heat map (gfx influence, Black +)."""
    influence: tuple[tuple[Point, float], ...] = ()
    owned = update.ownership if ownership_for is not None else None
    if owned:
        sign = 1.0 if ownership_for is Color.BLACK else -1.0
        width = update.size.width
        influence = tuple(
            (Point(index % width, index // width), sign * value)
            for index, value in enumerate(owned)
            if abs(value) >= OWNERSHIP_SHOWN
        )
    labels = []
    fills = []
    best = update.candidates[0] if update.candidates else None
    for index, candidate in enumerate(update.candidates):
        if candidate.move is None or best is None:
            continue
        labels.append((candidate.move, candidate_label(candidate, best, label)))
        fills.append((candidate.move, BEST_FILL if index == 0 else OTHER_FILL))
    return Gfx(labels=tuple(labels), fills=tuple(fills), influence=influence)


def summary(update: AnalysisUpdate) -> str:
    """``Best D4 52.3 % (120 visits)`` for the status bar ("" without candidates)."""
    if not update.candidates:
        return ""
    best = update.candidates[0]
    move = to_gtp(best.move, best.size)
    return translate("Analysis", "Best {0} {1:.1f} % ({2} visits)").format(
        move, best.winrate * 100, best.visits
    )


class StreamingAnalysis(QObject):
    """Streaming analysis of the displayed position (module docstring).

    Signals:
        shown(object): a :class:`Display` of the candidates, or None to clear.
        state(str): a status message (started, paused at the limit, failed).
        failed(str): the analysis stopped for good (it is off): the program could not
            be brought to the displayed position (nothing was sent for it), or it has
            no streaming command; the text names the program and the reason.
    """

    shown = Signal(object)
    state = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        game: Callable[[], Game],
        bring: Callable[[Program], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._bring = bring
        self._program: Program | None = None
        self._stop: threading.Event | None = None
        self._number = 0
        self._node: Node | None = None
        self._parser: AnalysisParser | None = None
        self._pending: list[str] = []
        self.results: dict[Node, AnalysisUpdate] = {}
        """The last update of every node analysed this session."""
        self.label = "winrate"
        """What candidates are labelled with (:data:`LABELS`)."""
        self.show_ownership = False
        """Draw KataGo's ownership as a heat map (asked of kata-analyze always)."""
        self.settings = AnalysisSettings()
        """Interval and limits (:meth:`set_settings` applies them to a running analysis)."""
        self.stop_timeout = STREAM_STOP_TIMEOUT
        """Seconds a stream gets to end once asked to stop; a program that takes longer
        hangs and is stopped (:class:`~gogui_py.gtp.client.GtpStreamHung`)."""
        self._sink = _Lines(self)
        self._sink.began.connect(self._on_began)
        self._sink.arrived.connect(self._on_lines)
        self._drawn = 0.0  # time.monotonic() of the last draw
        self._frame = QTimer(self)
        self._frame.setSingleShot(True)
        self._frame.timeout.connect(self._draw)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.timeout.connect(self._on_limit_timeout)

    @property
    def program(self) -> Program | None:
        """The program analysing (None when the analysis is off)."""
        return self._program

    @property
    def active(self) -> bool:
        """True while analysis is on (a stream runs or is paused at the limit)."""
        return self._program is not None

    def start(self, program: Program) -> None:
        """Analyse with ``program`` from now on, beginning with the displayed position."""
        self.stop()
        self._program = program
        self._node = None
        self.position_shown(self._game().current)

    def stop(self) -> None:
        """Stop analysing; results stay stored (and shown until the position changes)."""
        self._end_stream()
        self._program = None

    def set_settings(self, settings: AnalysisSettings) -> None:
        """Use ``settings`` from now on: a running or paused analysis starts again on the
        displayed position with them."""
        self.settings = settings
        if self._program is not None:
            self._node = None
            self.position_shown(self._game().current)

    def position_shown(self, node: Node) -> None:
        """The board shows ``node``: show its stored result at once, analyse it anew."""
        if node is self._node:
            return
        self._node = node
        stored = self.results.get(node)
        self.shown.emit(None if stored is None else self._display(stored))
        if self._program is not None:
            self._end_stream()
            self._begin(self._program, node)

    def _begin(self, program: Program, node: Node) -> None:
        game = self._game()
        stop = threading.Event()
        self._stop = stop
        self._number += 1
        number = self._number
        self._parser = None
        size = game.tree.size
        color = game.to_move()
        sink = self._sink
        interval, stop_timeout = self.settings.interval_cs, self.stop_timeout
        name = program.handle.name or program.label
        brought = self._bring(program)  # queued first: the stream meets the position

        def run(client: GtpClient, _sync: EngineSync) -> str:
            refused = not_brought(brought, name)
            if refused is not None:
                return refused  # analysis of another position is never sent
            streamed = stream_analysis(
                client,
                size,
                color,
                stop,
                on_parser=lambda parser: sink.began.emit(number, parser),
                on_lines=lambda lines: sink.arrived.emit(number, lines),
                interval=interval,
                stop_timeout=stop_timeout,
            )
            return "" if streamed else NoAnalysis(no_analysis_text(name))

        def ended(message: object) -> None:
            if number != self._number:
                return
            if isinstance(message, NotBrought | NoAnalysis):
                self.stop()
                self.failed.emit(str(message))
            elif message:
                self.state.emit(str(message))

        def failed(message: str) -> None:
            if number == self._number:
                self.state.emit(translate("Analysis", "Analysis: {}").format(message))

        program.handle.submit(run, ended, failed)
        program.handle.stream_stop = stop

    def _end_stream(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._number += 1  # lines still on their way are dropped
        self._pending = []
        self._limit.stop()

    def _on_began(self, number: int, parser: AnalysisParser) -> None:
        if number == self._number:
            self._parser = parser
            seconds = self.settings.seconds_reached
            if seconds:
                self._limit.start(seconds * 1000)

    def _on_limit_timeout(self) -> None:
        if self._stop is not None:
            self._end_stream()
            self.state.emit(
                translate("Analysis", "Analysis paused after {} s").format(
                    self.settings.seconds_reached
                )
            )

    def _on_lines(self, number: int, lines: list[str]) -> None:
        if number != self._number:
            return
        self._pending.extend(lines)
        if not self._frame.isActive():  # at most one draw a frame, and no later than that
            since = (time.monotonic() - self._drawn) * 1000
            self._frame.start(max(0, FRAME_MS - int(since)))

    def _draw(self) -> None:
        self._drawn = time.monotonic()
        lines, self._pending = self._pending, []
        parser, node = self._parser, self._node
        if not lines or parser is None or node is None:
            return
        update = parser.feed_latest(lines)
        if update is None:
            return
        self.results[node] = update
        self.shown.emit(self._display(update))
        best = update.candidates[0].visits if update.candidates else 0
        limit = self.settings.visits_reached
        if limit and best >= limit and self._stop is not None:
            self._end_stream()
            self.state.emit(translate("Analysis", "Analysis paused at {} visits").format(best))

    def display_of(self, update: AnalysisUpdate) -> Display:
        """The candidates of ``update`` as shown (fields, win-rate labels, summary)."""
        return self._display(update)

    def _display(self, update: AnalysisUpdate) -> Display:
        text = summary(update)
        owner = self._game().to_move() if self.show_ownership else None
        return Display(candidates_gfx(update, owner, self.label), text, text)

    def set_label(self, kind: str) -> None:
        """Label candidates with ``kind`` (:data:`LABELS`), redrawn at once."""
        self.label = kind
        self._redraw()

    def set_show_ownership(self, on: bool) -> None:
        """Show or hide the ownership heat map (redrawn from the stored result)."""
        self.show_ownership = on
        self._redraw()

    def _redraw(self) -> None:
        node = self._node
        stored = self.results.get(node) if node is not None else None
        if stored is not None:
            self.shown.emit(self._display(stored))

    def hovered(self, point: Point | None) -> Display | None:
        """What to show while the mouse is over ``point``: the principal variation of
        the candidate there as numbered ghost stones (from the side to move), with its
        win rate and visits; None when there is no candidate there (show the candidates)."""
        node = self._node
        update = self.results.get(node) if node is not None else None
        if update is None or point is None:
            return None
        found = next((c for c in update.candidates if c.move == point), None)
        if found is None:
            return None
        color = self._game().to_move()
        stones: dict[Point, tuple[Color, int]] = {}
        for number, move in enumerate(found.pv, start=1):
            if move is not None:
                stones.pop(move, None)
                stones[move] = (color, number)
            color = color.opponent
        gfx = Gfx(variation=tuple((p, c, n) for p, (c, n) in stones.items()))
        vertex = to_gtp(point, found.size)
        text = f"{vertex}: {found.winrate * 100:.1f} % ({found.visits} visits)"
        return Display(gfx, text, text)
