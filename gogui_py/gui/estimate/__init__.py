"""Game > Estimate Score (issue 15, as Sabaki's and KaTrain's estimate): while checked, the
board shows who owns each point of the current position as GoGui shows territory (small
black and white squares, dead stones faded) and the status bar the result it gives,
"Estimate: B+3.5" (area, komi from the game info). No engine is asked: the estimate is
:func:`gogui_py.programs.ownership.playout_estimate` (random playouts for the dead stones
and the ownership, Bouzy's map for the rest; benchmarks/bench_estimate.py compares it
with Bouzy alone), only for Go (not a ruler's game).

It takes 50-300 ms, so it runs on a worker thread of the view's own QThreadPool: the
status bar says "Estimating…" until it arrives; a new position (navigation, a move) or
turning the item off cancels the running estimate (polled between playouts) and drops
its result. Closing the window cancels it and waits for the worker.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, QRunnable, QThreadPool, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel

from gogui_py.go import Board, BoardSize, Color
from gogui_py.go.estimate import Estimate
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.i18n import translate
from gogui_py.gui.window.features import Features
from gogui_py.programs.ownership import EstimateCancelledError, playout_estimate

SHORTCUT = "Ctrl+Shift+E"
_MARK = {Color.BLACK: "TB", Color.WHITE: "TW"}
Key = tuple[BoardSize, bytes, float, Color]
"""What an estimate depends on: size, cells, komi, side to move."""


class _Relay(QObject):
    """Carries a worker's result to the GUI thread (queued: it lives there)."""

    done = Signal(int, object)  # generation, Estimate


class _Job(QRunnable):
    """One estimate on a pool thread; gives up when ``current()`` is no longer its
    generation."""

    def __init__(
        self,
        relay: _Relay,
        generation: int,
        current: Callable[[], int],
        work: Callable[..., Estimate],
    ) -> None:
        super().__init__()
        self._relay = relay
        self._generation = generation
        self._current = current
        self._work = work

    def run(self) -> None:
        try:
            found = self._work(lambda: self._current() != self._generation)
        except EstimateCancelledError:
            return
        with contextlib.suppress(RuntimeError):  # the window went away meanwhile
            self._relay.done.emit(self._generation, found)


class EstimateView(QObject):
    """The Estimate Score item, the board decorator and the status-bar label.

    Attributes:
        action: Game > Estimate Score (checkable).
        label: the status-bar text, shown while the estimate is.
        shown: the estimate drawn last (``None`` while off, not Go, or computing).
        pool: the worker thread (one) the estimates run on.
    """

    def __init__(self, features: Features) -> None:
        super().__init__(features.window)
        self._parts = features.parts
        self.action = QAction(translate("Menu", "&Estimate Score"), features.window)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setStatusTip(
            translate("Menu", "Show who owns each point and the result, without an engine")
        )
        self.action.toggled.connect(lambda _on: self._parts.refresh())
        features.menu("game").addAction(self.action)
        self.label = QLabel()
        self.label.setObjectName("estimate_label")
        self.label.hide()
        features.window.statusBar().addPermanentWidget(self.label)
        self.shown: Estimate | None = None
        self._key: Key | None = None
        self._pending: Key | None = None
        self._generation = 0
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._arrived)
        features.window.installEventFilter(self)
        features.decorators.append(self.decorate)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the window's close: cancel the running estimate and wait for the worker."""
        if event.type() == QEvent.Type.Close:
            self.cancel()
            self.pool.waitForDone(5000)
        return False

    def cancel(self) -> None:
        """Drop the estimate being computed (its worker stops at the next playout)."""
        self._generation += 1
        self._pending = None

    def decorate(self, snapshot: BoardSnapshot) -> BoardSnapshot:
        """``snapshot`` with the estimate's territory marks (replacing the node's TB/TW)
        and its dead stones dimmed, while the item is checked and the game is Go; starts
        the estimate of a new position (shown once it arrives)."""
        game = self._parts.controller.game
        is_go = game.tree.is_go and self._parts.session.ruler_game() is None
        self.action.setEnabled(is_go)
        if not (is_go and self.action.isChecked()):
            self.cancel()
            self.shown = None
            self.label.hide()
            return snapshot
        board = game.board()
        if board.size != snapshot.size:
            return snapshot
        komi = game.tree.info.komi
        key = (board.size, board.cells, komi, game.to_move())
        if self.shown is None or key != self._key:
            self.shown = None
            if key != self._pending:
                self._start(key, board)
            self.label.setText(translate("Estimate", "Estimating…"))
            self.label.setToolTip("")
            self.label.show()
            return snapshot
        return self._drawn(snapshot, self.shown)

    def _start(self, key: Key, board: Board) -> None:
        self.cancel()
        self._pending = key
        _size, _cells, komi, to_move = key

        def work(cancelled: Callable[[], bool]) -> Estimate:
            return playout_estimate(board, komi, to_move, cancelled=cancelled)

        self.pool.start(_Job(self._relay, self._generation, lambda: self._generation, work))

    @Slot(int, object)
    def _arrived(self, generation: int, found: Estimate) -> None:
        """A worker's estimate: shown when it is the current position's, else dropped."""
        if generation != self._generation or self._pending is None:
            return
        self._key, self._pending = self._pending, None
        self.shown = found
        self._parts.refresh()

    def _drawn(self, snapshot: BoardSnapshot, found: Estimate) -> BoardSnapshot:
        marks = [(p, kind) for p, kind in snapshot.marks if kind not in ("TB", "TW")]
        marks += [(p, _MARK[color]) for p, color in found.owner.items()]
        text = translate("Estimate", "Estimate: {result}").format(result=found.result_string())
        self.label.setText(text)
        self.label.setToolTip(
            translate("Estimate", "Black {black}, White {white}, komi {komi} (area)").format(
                black=found.black, white=found.white, komi=f"{found.komi:g}"
            )
        )
        self.label.show()
        return replace(snapshot, marks=tuple(marks), dimmed=snapshot.dimmed | found.dead)


def install(features: Features) -> None:
    """Add Game > Estimate Score to the window of ``features``."""
    features.installed["estimate"] = EstimateView(features)
