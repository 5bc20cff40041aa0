"""Scheduling a match: tasks, parallel workers, the journal, void replays, halting.

match-runner.md "Void games" and "Records and reports". The controller alone owns
the match folder: workers run :func:`~gogui_py.match.play.play_game` and return a
:class:`~gogui_py.match.game.GameOutcome`; the controller writes the record, then the
journal line. Games run in a :class:`~gogui_py.match.pool.GamePool`: local worker
processes (:class:`~gogui_py.match.pool.LocalPool`) or a Dask cluster
(:class:`~gogui_py.match.cluster.ClusterPool`). Each play of a game has an attempt
number (1, then 2 after a void...), written with its journal line; a game id is
counted once (a second result for a counted id is ignored with a warning).

SPRT (``[sprt]`` in the match file, :mod:`~gogui_py.match.sprt`): after each counted
game the pairing's LLR is updated; once it crosses a bound the pairing is decided and
no new game of it is scheduled (games under way finish and are counted). A resumed run
finds the decision again from the journal.

Halting (ringmaster): the run stops early when the first game of a pairing is void,
or two games in a row of the same pairing are void; a stop request (``gogui-match
stop``) stops it too. Games under way are allowed to finish. A void game is played
again with the same id.
"""

from __future__ import annotations

import collections
import dataclasses
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from gogui_py.match.cluster import ClusterPool
from gogui_py.match.config import MatchConfig, Opening, load_opening
from gogui_py.match.game import GameOutcome, GameTask
from gogui_py.match.journal import Journal, MatchFolder, RunLock, read_journal
from gogui_py.match.player import EngineSpec
from gogui_py.match.pool import WORKER_LOST, GamePool, LocalPool
from gogui_py.match.sprt import SprtState, sprt_state

POLL_SECONDS = 0.25
"""How often the controller looks for a stop request while games run."""

ProgressCallback = Callable[["RunEvent"], None]


@dataclass(frozen=True)
class RunEvent:
    """What the progress display gets: ``kind`` "start" (the run), "begin" (a game was
    handed to a worker), "game" (counted), "void", "halt", "stop", "error", "sprt" (a
    pairing decided: ``text`` gives the decision and the LLR); with the
    ``outcome`` of a finished game and the counts so far; "warning" for a changed match
    file or journal problems."""

    kind: str
    text: str
    outcome: GameOutcome | None
    done: int
    total: int
    running: int


@dataclass
class RunSummary:
    """How a run ended: games counted in this run, void games, whether and why it halted,
    and ``sprt``: pairing id -> SPRT state at the end (pairings with an SPRT only)."""

    played: int = 0
    void: int = 0
    halted: str = ""
    stopped: bool = False
    outcomes: list[GameOutcome] = field(default_factory=list)
    sprt: dict[str, SprtState] = field(default_factory=dict)


def build_tasks(config: MatchConfig) -> list[GameTask]:
    """Every game of the match in playing order: game 0 of each pairing, then game 1...

    Colours: the pairing's first competitor is black in even games when ``alternate``
    (always otherwise). Openings: game n of a pairing uses opening ``n // 2`` (with
    alternation, so both sides play each opening) or ``n``, cycling.

    Raises:
        ConfigError: an opening that cannot be read.
    """
    openings = [load_opening(path, config.board_size, config.handicap) for path in config.openings]
    specs = {
        c.label: EngineSpec(c.label, c.argv, c.cwd, c.startup, c.scorer) for c in config.competitors
    }
    ruler = None
    if config.ruler is not None:
        ruler = EngineSpec("ruler", config.ruler, config.ruler_cwd, scorer=False)
    tasks: list[GameTask] = []
    longest = max((p.games for p in config.pairings), default=0)
    for number in range(longest):
        for pairing in config.pairings:
            if number >= pairing.games:
                continue
            first, second = specs[pairing.first], specs[pairing.second]
            swap = config.alternate and number % 2 == 1
            black, white = (second, first) if swap else (first, second)
            opening: Opening = ()
            if openings:
                index = number // 2 if config.alternate else number
                opening = openings[index % len(openings)]
            tasks.append(
                GameTask(
                    game_id=pairing.game_ids()[number],
                    pairing_id=pairing.id,
                    number=number,
                    black=black,
                    white=white,
                    size=config.board_size,
                    komi=config.komi,
                    handicap=config.handicap,
                    handicap_style=config.handicap_style,
                    rules=config.rules,
                    move_limit=config.move_limit,
                    scorer=config.scorer,
                    time=config.time,
                    opening=opening,
                    command_timeout=config.command_timeout,
                    move_timeout=config.move_timeout,
                    close_timeout=config.close_timeout,
                    ruler=ruler,
                )
            )
    return tasks


def fingerprint(tasks: list[GameTask]) -> str:
    """A short digest of what the games are (ids, colours, commands, board, komi...):
    a resumed run whose file changed that would be warned about."""
    text = json.dumps([dataclasses.asdict(t) for t in tasks], sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class _Halting:
    """The halting rules, counted over this run's finished games per pairing."""

    def __init__(self, counted: set[str]) -> None:
        self.finished_before = set(counted)  # pairings with a counted game already
        self.seen: set[str] = set()
        self.voids_in_row: collections.Counter[str] = collections.Counter()

    def record(self, outcome: GameOutcome) -> str:
        """Note a finished game; the halting reason, or ""."""
        pairing = outcome.pairing_id
        if outcome.void and outcome.reason.startswith(WORKER_LOST):
            return ""  # the worker's fault, not the engines'
        first = pairing not in self.seen and pairing not in self.finished_before
        self.seen.add(pairing)
        if not outcome.void:
            self.voids_in_row[pairing] = 0
            return ""
        self.voids_in_row[pairing] += 1
        if first:
            return f"the first game of pairing {pairing} ({outcome.game_id}) is void"
        if self.voids_in_row[pairing] >= 2:
            return f"two games in a row of pairing {pairing} are void"
        return ""


def run_match(
    config: MatchConfig,
    folder: MatchFolder,
    *,
    parallel: int | None = None,
    on_event: ProgressCallback | None = None,
    max_games: int | None = None,
    cluster: str | None = None,
) -> RunSummary:
    """Play the games the journal does not have yet (resuming a stopped or killed run).

    Args:
        parallel: games at once (1 or None: one worker thread; N: N worker processes;
            with a cluster, None: as many as the cluster has worker threads).
        on_event: progress callback, called on this thread.
        max_games: stop after that many counted games in this run (None: all).
        cluster: a Dask scheduler address, ``local`` or ``local:N`` (cluster module);
            None: local workers.

    Raises:
        MatchLocked: another runner holds the folder.
        ConfigError: an opening that cannot be read.
        ClusterError: the cluster cannot be reached or started.
        OSError: the folder or journal cannot be written.
    """
    tasks = build_tasks(config)
    with RunLock(folder):
        folder.clear_stop()
        state = read_journal(folder.journal)
        journal = Journal(folder.journal)
        try:
            run = _Run(config, folder, journal, tasks, state.games, on_event, state.voids)
            digest = fingerprint(tasks)
            if state.fingerprint and state.fingerprint != digest and state.games:
                run.emit(
                    "warning",
                    "the match file changed since the last run: the games already "
                    "played were played under the old settings",
                )
            for problem in state.problems:
                run.emit("warning", f"journal: {problem}")
            if cluster is not None:
                pool: GamePool = ClusterPool(cluster, parallel, str(folder.path))
            else:
                pool = LocalPool(parallel or 1, str(folder.path))
            return run.go(pool, max_games, digest)
        finally:
            journal.close()


class _Run:
    def __init__(  # noqa: PLR0917 (a private helper built in one place)
        self,
        config: MatchConfig,
        folder: MatchFolder,
        journal: Journal,
        tasks: list[GameTask],
        counted: dict[str, GameOutcome],
        on_event: ProgressCallback | None,
        voids: list[GameOutcome],
    ) -> None:
        self.config = config
        self.folder = folder
        self.journal = journal
        self.total = len(tasks)
        self.counted = dict(counted)
        self.pending = collections.deque(t for t in tasks if t.game_id not in counted)
        self.on_event = on_event
        self.halting = _Halting({o.pairing_id for o in counted.values()})
        self.summary = RunSummary()
        self.running = 0
        self.attempts: collections.Counter[str] = collections.Counter(v.game_id for v in voids)
        self.sprt: dict[str, SprtState] = {}
        self.decided: set[str] = set()
        if config.sprt is not None:
            for pairing in config.pairings:
                games = [o for o in counted.values() if o.pairing_id == pairing.id]
                state = sprt_state(config.sprt, pairing.first, games)
                self.sprt[pairing.id] = state
                if state.decision:
                    self.decided.add(pairing.id)

    def emit(self, kind: str, text: str, outcome: GameOutcome | None = None) -> None:
        if kind in ("void", "halt", "stop", "start", "error", "warning", "sprt"):
            self.folder.log_event(f"{kind}: {text}")
        if self.on_event is not None:
            done = len(self.counted)
            self.on_event(RunEvent(kind, text, outcome, done, self.total, self.running))

    def go(self, pool: GamePool, max_games: int | None, digest: str) -> RunSummary:
        self.emit("start", f"{len(self.pending)} of {self.total} games to play")
        self.journal.append("run", event="start", pending=len(self.pending), fingerprint=digest)
        for pairing in sorted(self.decided):
            self.emit("sprt", f"pairing {pairing}: {self.sprt[pairing].describe()}")
        try:
            while True:
                if not self._should_stop(max_games):
                    self._schedule(pool, max_games)
                self.running = pool.running()
                if not self.running:
                    break
                for task, outcome in pool.wait(POLL_SECONDS):
                    self.running = pool.running()
                    self._finish(task, outcome)
        finally:
            pool.close()
        self.summary.sprt = dict(self.sprt)
        self.journal.append(
            "run", event="end", halted=self.summary.halted, stopped=self.summary.stopped
        )
        return self.summary

    def _schedule(self, pool: GamePool, max_games: int | None) -> None:
        capacity = pool.capacity()
        while self.pending and pool.running() < capacity:
            if max_games is not None and self.summary.played + pool.running() >= max_games:
                break
            task = self.pending.popleft()
            if task.pairing_id in self.decided:
                continue  # SPRT decided: no new games of this pairing
            self.attempts[task.game_id] += 1
            pool.submit(task, self.attempts[task.game_id])
            self.running = pool.running()
            self.emit("begin", f"{task.game_id} {task.black.label} (B) vs {task.white.label} (W)")

    def _should_stop(self, max_games: int | None) -> bool:
        if self.summary.halted:
            return True
        if not self.summary.stopped and self.folder.stop_requested():
            self.summary.stopped = True
            self.folder.clear_stop()
            self.emit("stop", "stop requested: letting the games under way finish")
        return self.summary.stopped or (max_games is not None and self.summary.played >= max_games)

    def _finish(self, task: GameTask, outcome: GameOutcome) -> None:
        if outcome.game_id in self.counted:
            self.emit("warning", f"a second result for game {outcome.game_id} ignored")
            return
        attempt = self.attempts[outcome.game_id]
        if self.config.record_games:
            try:
                self.folder.write_record(outcome)
            except OSError as error:
                self.emit("error", f"cannot write the record of {outcome.game_id}: {error}")
        if outcome.void:
            self.journal.append("void", outcome, attempt=attempt)
            self.summary.void += 1
            self.pending.appendleft(task)  # replayed with the same id
            self.emit("void", f"game {outcome.game_id} is void: {outcome.reason}", outcome)
        else:
            self.journal.append("game", outcome, attempt=attempt)
            self.counted[outcome.game_id] = outcome
            self.summary.played += 1
            self.summary.outcomes.append(outcome)
            self.emit("game", f"{outcome.game_id} {outcome.result}", outcome)
            self._update_sprt(outcome.pairing_id)
        reason = self.halting.record(outcome)
        if reason and not self.summary.halted:
            self.summary.halted = reason
            self.emit("halt", f"run halted: {reason}")

    def _update_sprt(self, pairing_id: str) -> None:
        settings = self.config.sprt
        if settings is None:
            return
        pairing = next(p for p in self.config.pairings if p.id == pairing_id)
        games = [o for o in self.counted.values() if o.pairing_id == pairing_id]
        state = sprt_state(settings, pairing.first, games)
        self.sprt[pairing_id] = state
        if state.decision and pairing_id not in self.decided:
            self.decided.add(pairing_id)
            self.emit("sprt", f"pairing {pairing_id} decided: {state.describe()}")


def match_folder_for(config_path: str | Path) -> MatchFolder:
    """The folder of the match file ``NAME.toml``: ``NAME.match`` beside it."""
    path = Path(config_path)
    return MatchFolder(path.with_name(path.stem + ".match"))
