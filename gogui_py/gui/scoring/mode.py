"""Scoring mode after two passes: mark dead stones, see the count, confirm a result.

:class:`ScoringMode` holds a :class:`~gogui_py.game.scoring_state.ScoringState`
while the user clicks groups dead or alive. When an engine is attached it is
asked, on its own thread (architecture note, "Threads"), for
``final_status_list dead`` (the proposal) and ``final_score`` (for comparison),
after :meth:`EngineSync.sync` brings it to the game's position; both are optional
and a failure only leaves a note. :meth:`ScoringMode.confirm` reports the result
under the chosen rules through ``finished``; the caller writes it to RE.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.game.scoring_state import (
    Rules,
    ScoringState,
    compare_with_engine,
    parse_vertices,
)
from gogui_py.go import Color, Point
from gogui_py.gtp.errors import GtpFailure
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.positions import UnsyncablePositionError, engine_position

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient
    from gogui_py.gui.programs.bridge import EngineHandle, Request

ENGINE_TIMEOUT = 120.0
"""Seconds an engine may take for ``final_status_list`` or ``final_score``."""

_TERRITORY_MARK = {Color.BLACK: "TB", Color.WHITE: "TW"}


@dataclass(frozen=True)
class EngineOpinion:
    """What an engine said about the final position.

    Attributes:
        dead: points from ``final_status_list dead``; None when not asked or failed.
        final_score: the ``final_score`` answer (stripped); None when not asked or failed.
        notes: why something is missing, for the user.
    """

    dead: frozenset[Point] | None
    final_score: str | None
    notes: tuple[str, ...] = ()


def ask_engine(position: Position) -> Request:
    """A bridge-thread request: sync to ``position``, then ask for dead stones and the score.

    Each command is sent only when the engine lists it; a GTP failure or a bad
    answer of one becomes a note. Timeouts and a dead engine raise (GtpError)
    and reach the ``on_error`` callback of :meth:`EngineHandle.submit`.
    """

    def request(client: GtpClient, sync: EngineSync) -> EngineOpinion:
        knows_status = client.known_command("final_status_list")
        knows_score = client.known_command("final_score")
        notes: list[str] = []
        if not knows_status:
            notes.append(
                translate("Scoring", "does not know final_status_list: no dead stones proposed")
            )
        if not knows_score:
            notes.append(translate("Scoring", "does not know final_score"))
        if not (knows_status or knows_score):
            return EngineOpinion(None, None, tuple(notes))
        sync.sync(position)
        dead: frozenset[Point] | None = None
        answer: str | None = None
        if knows_status:
            try:
                text = client.send("final_status_list", "dead", timeout=ENGINE_TIMEOUT)
                dead = parse_vertices(text, position.size)
            except GtpFailure as exc:
                notes.append(
                    translate("Scoring", "final_status_list failed: {}").format(exc.message)
                )
            except ValueError as exc:
                notes.append(translate("Scoring", "final_status_list: bad answer ({})").format(exc))
        if knows_score:
            try:
                answer = client.send("final_score", timeout=ENGINE_TIMEOUT).strip()
            except GtpFailure as exc:
                notes.append(translate("Scoring", "final_score failed: {}").format(exc.message))
        return EngineOpinion(dead, answer, tuple(notes))

    return request


class ScoringMode(QObject):
    """Runs scoring mode for one game at a time (GUI thread).

    Signals:
        changed(): the dead stones, the rules, the engine's answers or the notes changed.
        finished(object): the mode ended (after a last ``changed``): the RE value
            (``str``) on :meth:`confirm`, ``None`` on :meth:`cancel`.
    """

    changed = Signal()
    finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: ScoringState | None = None
        self._rules: Rules = "area"
        self._generation = 0
        self._touched = False
        self._engine_name: str | None = None
        self._engine_pending = False
        self._engine_score: str | None = None
        self._notes: list[str] = []

    # -- reading ------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """True between :meth:`start` and :meth:`confirm` / :meth:`cancel`."""
        return self._state is not None

    @property
    def state(self) -> ScoringState | None:
        """The current dead stones and count; None when the mode is not active."""
        return self._state

    @property
    def rules(self) -> Rules:
        """The rules whose result :meth:`confirm` reports."""
        return self._rules

    @property
    def engine_name(self) -> str | None:
        """Name of the engine asked, None when no engine was given."""
        return self._engine_name

    @property
    def engine_pending(self) -> bool:
        """True while the engine has not answered yet."""
        return self._engine_pending

    @property
    def engine_score(self) -> str | None:
        """The engine's ``final_score`` answer, when it gave one."""
        return self._engine_score

    @property
    def notes(self) -> tuple[str, ...]:
        """Messages for the user (missing commands, failures, ignored proposal)."""
        return tuple(self._notes)

    def result(self) -> str | None:
        """The RE value under the chosen rules, None when not active."""
        return None if self._state is None else self._state.result(self._rules)

    def engine_comparison(self) -> str | None:
        """``"GNU Go says B+2.5 — agrees"`` etc., None until the engine gave a score."""
        if self._state is None or self._engine_score is None or self._engine_name is None:
            return None
        return compare_with_engine(self._engine_name, self._engine_score, self._state, self._rules)

    # -- the mode -----------------------------------------------------------------

    def start(self, game: Game, engine: EngineHandle | None = None, rules: Rules = "area") -> None:
        """Enter scoring mode on the current node of ``game`` (any earlier mode is dropped).

        No stones are dead at first. When ``engine`` runs, it is asked for its
        dead stones and score in a request on its thread; they arrive later
        (``changed``). The proposal is applied only if the user has not clicked yet.
        """
        self._generation += 1
        board = game.board()
        komi = GameInfo.from_root(game.tree.root).komi
        self._state = ScoringState(board, komi)
        self._rules = rules
        self._touched = False
        self._engine_score = None
        self._engine_pending = False
        self._notes = []
        self._engine_name = None if engine is None else engine.name
        if engine is not None:
            self._ask(game, engine)
        self.changed.emit()

    def _ask(self, game: Game, engine: EngineHandle) -> None:
        name = engine.name
        if not engine.is_running:
            self._notes.append(translate("Scoring", "{} is not running: no proposal").format(name))
            return
        try:
            position = engine_position(game)
        except UnsyncablePositionError as exc:
            self._notes.append(translate("Scoring", "{0} not asked: {1}").format(name, exc))
            return
        generation = self._generation
        self._engine_pending = True

        def done(result: object) -> None:
            if generation == self._generation and isinstance(result, EngineOpinion):
                self._on_opinion(name, result)

        def failed(message: str) -> None:
            if generation == self._generation:
                self._engine_pending = False
                self._notes.append(
                    translate("Scoring", "{0}: {1}; no proposal").format(name, message)
                )
                self.changed.emit()

        engine.submit(ask_engine(position), done, failed)

    def _on_opinion(self, name: str, opinion: EngineOpinion) -> None:
        self._engine_pending = False
        self._notes += [f"{name} {note}" for note in opinion.notes]
        self._engine_score = opinion.final_score
        state = self._state
        if state is not None and opinion.dead is not None:
            if self._touched:
                self._notes.append(
                    translate(
                        "Scoring", "{}'s dead stones arrived after your marking: not applied"
                    ).format(name)
                )
            else:
                self._state = state.with_dead(opinion.dead)
        self.changed.emit()

    def click(self, point: Point) -> bool:
        """Toggle the group at ``point`` dead/alive; True when something changed."""
        state = self._state
        if state is None or not state.board.size.contains(point):
            return False
        toggled = state.toggle(point)
        if toggled is state:
            return False
        self._state = toggled
        self._touched = True
        self.changed.emit()
        return True

    def set_rules(self, rules: Rules) -> None:
        """Choose the rules whose result :meth:`confirm` reports."""
        if rules != self._rules:
            self._rules = rules
            self.changed.emit()

    def confirm(self) -> None:
        """End the mode and emit ``finished`` with the result under the chosen rules."""
        result = self.result()
        if result is None:
            return
        self._end()
        self.finished.emit(result)

    def cancel(self) -> None:
        """End the mode without a result: ``finished(None)``."""
        if self._state is None:
            return
        self._end()
        self.finished.emit(None)

    def _end(self) -> None:
        self._generation += 1
        self._state = None
        self._engine_pending = False
        self.changed.emit()

    # -- drawing ------------------------------------------------------------------

    def snapshot(self, base: BoardSnapshot) -> BoardSnapshot:
        """``base`` with dead stones dimmed and territory as TB/TW marks.

        The node's own TB/TW markup is replaced by the count's; dead stones'
        points carry the other side's territory mark; no hover stone, no
        variation ghosts. Returns ``base`` unchanged when the mode is not active.
        """
        state = self._state
        if state is None:
            return base
        marks = [(p, kind) for p, kind in base.marks if kind not in ("TB", "TW")]
        marks += [(p, _TERRITORY_MARK[c]) for p, c in state.territory().items()]
        return replace(
            base,
            to_move=None,
            ghosts=(),
            marks=tuple(marks),
            dimmed=base.dimmed | state.dead,
        )
