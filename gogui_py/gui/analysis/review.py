"""Analyze Game (issue 11): the analyzer streams each node of the current line in turn,
up to a visit budget, in the background; results go to the per-node store the board and
the win-rate graph read, so the window stays usable and shows each result as it comes.
Cancel stops at once; running it again resumes (nodes analysed to the budget are skipped).
What "Write Analysis to Record" puts in comments is
:func:`gogui_py.analysis.annotate.analysis_line` (:mod:`gogui_py.gui.analysis.write_dialog`).

Each node is one request on the program's bridge thread: sync to that node's position,
``lz-``/``kata-analyze``, parse the newest line of each batch there (cheap), stop when the
best move has the budget's visits. Nothing changes the record until the user writes it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, MutableMapping

from PySide6.QtCore import QObject, Signal

from gogui_py.analysis import AnalysisParser, AnalysisUpdate
from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.analysis.streaming import NoAnalysis, no_analysis_text, stream_analysis
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.positions import UnsyncablePositionError, engine_position
from gogui_py.gui.programs.program import Program

DEFAULT_VISITS = 100
"""Visits of the best move per node (the issue's "100 playouts a move")."""
__all__ = ["DEFAULT_VISITS", "GameReview"]


class GameReview(QObject):
    """Analyses the nodes of a line one by one (module docstring).

    Signals:
        progress(int, int): nodes done, nodes in all.
        analysed(object): a node's result was stored.
        finished(str): the review ended (a message: done, cancelled, failed).
    """

    progress = Signal(int, int)
    analysed = Signal(object)
    finished = Signal(str)

    def __init__(
        self,
        game: Callable[[], Game],
        results: MutableMapping[Node, AnalysisUpdate],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._results = results
        self._queue: list[Node] = []
        self._total = 0
        self._request = 0  # the number of the request under way
        self._program: Program | None = None
        self._stop: threading.Event | None = None
        self.visits = DEFAULT_VISITS

    @property
    def running(self) -> bool:
        return self._program is not None

    def start(self, program: Program, nodes: list[Node]) -> None:
        """Analyse ``nodes`` (in order) with ``program``; those already analysed to the
        budget are skipped (so a second start resumes a cancelled review)."""
        self.cancel()
        todo = [n for n in nodes if not self._done(n)]
        self._queue = todo
        self._total = len(nodes)
        self._program = program
        self.progress.emit(self._total - len(todo), self._total)
        self._next()

    def cancel(self) -> None:
        """Stop now; what was analysed stays."""
        if self._stop is not None:
            self._stop.set()
        if self._program is not None:
            self._program = None
            self._queue = []
            self.finished.emit(translate("Analysis", "Analyze Game cancelled"))

    def _done(self, node: Node) -> bool:
        found = self._results.get(node)
        return (
            found is not None
            and bool(found.candidates)
            and (found.candidates[0].visits >= self.visits)
        )

    def _next(self) -> None:
        program = self._program
        if program is None:
            return
        if not self._queue:
            self._program = None
            self.finished.emit(
                translate("Analysis", "Analyze Game done: {} positions").format(self._total)
            )
            return
        node = self._queue.pop(0)
        self._request += 1
        request = self._request  # a request of a cancelled review is not followed up
        try:
            position = engine_position(self._game(), node)
        except UnsyncablePositionError:
            self._after(request, node, None)
            return
        stop = self._stop = threading.Event()
        budget, size = self.visits, position.size
        color = self._game().to_move(node)
        name = program.handle.name or program.label

        def run(client: GtpClient, sync: EngineSync) -> AnalysisUpdate | NoAnalysis | None:
            sync.sync(position)
            parsers: list[AnalysisParser] = []
            latest: list[AnalysisUpdate] = []

            def lines(batch: list[str]) -> None:
                update = parsers[0].feed_latest(batch)
                if update is not None:
                    latest[:] = [update]
                    if update.candidates and update.candidates[0].visits >= budget:
                        stop.set()

            streamed = stream_analysis(
                client, size, color, stop, on_parser=parsers.append, on_lines=lines, ownership=False
            )
            if not streamed:
                return NoAnalysis(no_analysis_text(name))
            return latest[0] if latest else None

        def failed(message: str) -> None:
            if self._program is program and request == self._request:
                self._program = None
                self._queue = []
                self.finished.emit(
                    translate("Analysis", "Analyze Game stopped: {}").format(message)
                )

        def done(update: object) -> None:
            if isinstance(update, NoAnalysis):
                failed(str(update))
            else:
                self._after(request, node, update)

        program.handle.submit(run, done, failed)

    def _after(self, request: int, node: Node, update: object) -> None:
        if isinstance(update, AnalysisUpdate) and update.candidates:
            self._results[node] = update  # kept even when cancelled meanwhile
            self.analysed.emit(node)
        if self._program is None or request != self._request:
            return  # cancelled meanwhile (and maybe started again: that run goes on)
        self.progress.emit(self._total - len(self._queue), self._total)
        self._next()
