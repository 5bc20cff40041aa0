"""Run GTP commands at the positions of SGF games, with ``parallel`` engines.

Positions are numbered as GoGui's gogui-statistics numbers them: in a game of M moves
(its main line), position N is the one where move N is about to be played, N = 1..M
(the commands run "before each move"; ``reg_genmove`` is compared with move N). With
``backward`` the same positions are numbered from the end: 1 is the position before
the last move, M the start. ``min_number``/``max_number`` select by that number. The
``begin`` commands run once at the start position of each game (number 0), the
``final`` ones once after the last move (number M + 1).

The engine is brought to each position by :class:`~gogui_py.gtp.sync.EngineSync` (the
same sync the board uses: boardsize/clear_board/komi once per game, then one ``play``
per position, ``undo`` or a replay when needed). A command the engine refuses is an
answer (``ok`` False); a command that changes the engine's board (``genmove``...) makes
the sync forget what the engine has. Every command has a timeout; an engine that dies,
hangs past its timeout or breaks the protocol costs the game it was in: the game is
reported failed with the answers it gave so far, the engine is restarted for the next
game, and the run goes on.
"""

from __future__ import annotations

import math
import os
import queue
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from gogui_py.game import GameInfo, load_file
from gogui_py.go import Move
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpArgumentError, GtpError, GtpFailure
from gogui_py.gtp.protocol import format_command
from gogui_py.gtp.sync import EngineSync, Position

DEFAULT_TIMEOUT = 60.0
"""Seconds each command (and each sync step) may take by default."""

STATE_CHANGING = frozenset(
    {
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "genmove",
        "undo",
        "gg-undo",
        "loadsgf",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "kgs-genmove_cleanup",
        "gogui-setup",
        "gogui-play_sequence",
    }
)
"""Commands after which the engine's board is no longer known to the sync."""

SCORE_COMMANDS = frozenset({"estimate_score", "final_score"})
"""Commands whose answer starts with a score (``B+3.5``): Black counts positive."""

Phase = str
"""``"begin"``, ``"move"`` or ``"final"``."""


@dataclass(frozen=True)
class Command:
    """One GTP command of a list: its name and arguments (the text as given in ``text``)."""

    name: str
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The command as one line (``countlib D4``)."""
        return " ".join((self.name, *self.args))


def parse_commands(text: str) -> tuple[Command, ...]:
    """A comma-separated command list (``"estimate_score,countlib D4"``).

    Raises:
        ValueError: for an empty entry or one that cannot be sent safely (control
            characters).
    """
    if not text.strip():
        return ()
    commands: list[Command] = []
    for part in text.split(","):
        words = part.split()
        if not words:
            raise ValueError(f"empty command in {text!r}")
        try:
            format_command(words[0], words[1:])
        except GtpArgumentError as error:
            raise ValueError(str(error)) from error
        commands.append(Command(words[0], tuple(words[1:])))
    return tuple(commands)


@dataclass(frozen=True)
class StatisticsOptions:
    """What to run and how (the command line of ``gogui-statistics``).

    ``parallel`` is the number of engines (threads) of a local run (0: one); with
    ``cluster`` (a Dask address, :mod:`gogui_py.statistics.cluster`) it caps the games
    submitted at once (0: two per worker thread of the cluster).
    """

    program: tuple[str, ...]
    commands: tuple[Command, ...]
    begin: tuple[Command, ...] = ()
    final: tuple[Command, ...] = ()
    min_number: int = 1
    max_number: int | None = None
    backward: bool = False
    timeout: float = DEFAULT_TIMEOUT
    parallel: int = 0
    cwd: str | None = None
    cluster: str | None = None


@dataclass(frozen=True)
class GameJob:
    """One game of a collection: its file, its number in the file (from 1), its main line
    as a sync target (``position``), or why it cannot be run (``error``)."""

    file: str
    game: int
    position: Position | None
    error: str = ""

    @property
    def moves(self) -> int:
        """Moves in the main line (0 when the game cannot be run)."""
        return 0 if self.position is None else len(self.position.moves)


@dataclass(frozen=True)
class Answer:
    """One command's answer at one position."""

    file: str
    game: int
    number: int
    phase: Phase
    command: str
    answer: str
    value: float | None
    seconds: float
    ok: bool


@dataclass
class GameResult:
    """What one game gave: its answers (in position order), the positions run, the time
    it took, and ``error`` ("" when the game ran to its end)."""

    job: GameJob
    answers: list[Answer] = field(default_factory=list)
    positions: int = 0
    seconds: float = 0.0
    error: str = ""


def sgf_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files given, directories replaced by their ``*.sgf`` files (recursive, sorted).

    Raises:
        FileNotFoundError: for a path that does not exist.
    """
    files: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() == ".sgf"))
        elif path.exists():
            files.append(path)
        else:
            raise FileNotFoundError(f"no such file or directory: {path}")
    return files


def collect_games(paths: Iterable[str | os.PathLike[str]]) -> list[GameJob]:
    """Every game of every SGF file under ``paths``, in order; unreadable files and games
    that cannot be given to an engine (not Go, setup after the root) become jobs with an
    ``error`` (reported, not run).

    Raises:
        FileNotFoundError: for a path that does not exist.
    """
    jobs: list[GameJob] = []
    for path in sgf_files(paths):
        file = str(path)
        try:
            loaded = load_file(path)
        except (OSError, ValueError) as error:
            jobs.append(GameJob(file, 1, None, f"cannot read: {error}"))
            continue
        for number, tree in enumerate(loaded.games, start=1):
            line = tree.main_line()
            root = line[0]
            if not tree.is_go:
                jobs.append(GameJob(file, number, None, "not a Go game"))
            elif not tree.size.is_square:
                jobs.append(GameJob(file, number, None, f"board {tree.size} is not square"))
            elif root.add_empty or any(node.has_setup for node in line[1:]):
                jobs.append(GameJob(file, number, None, "setup stones after the start"))
            else:
                info = GameInfo.from_root(root)
                position = Position(
                    size=tree.size,
                    komi=info.komi,
                    setup_black=tuple(root.add_black),
                    setup_white=tuple(root.add_white),
                    moves=tuple(node.move for node in line if node.move is not None),
                    rules=info.rules,
                )
                jobs.append(GameJob(file, number, position, ""))
    return jobs


def selected_positions(
    moves: int, min_number: int, max_number: int | None, backward: bool
) -> list[tuple[int, int]]:
    """``(number, moves played before)`` of the selected positions of a game of ``moves``
    moves, in game order (module docstring: numbering)."""
    selected: list[tuple[int, int]] = []
    for played in range(moves):
        number = moves - played if backward else played + 1
        if number >= min_number and (max_number is None or number <= max_number):
            selected.append((number, played))
    return selected


def score_value(answer: str) -> float | None:
    """A score answer's first word as a number, Black positive: ``B+3.5`` -> 3.5,
    ``W+2 (upper bound...)`` -> -2.0, ``0`` -> 0.0; None for ``B+R`` and other words."""
    words = answer.split()
    if not words:
        return None
    word = words[0].upper()
    sign = 1.0
    if word[:2] in ("B+", "W+"):
        sign = 1.0 if word[0] == "B" else -1.0
        word = word[2:]
    try:
        return sign * float(word)
    except ValueError:
        return None


def numeric_value(command: Command, answer: str) -> float | None:
    """The number an answer stands for: a score for ``estimate_score``/``final_score``,
    else the answer itself when it is one number; None otherwise."""
    if command.name in SCORE_COMMANDS:
        return score_value(answer)
    words = answer.split()
    if len(words) != 1:
        return None
    try:
        value = float(words[0])
    except ValueError:
        return None
    return value if math.isfinite(value) else None


class _Engine:
    """One worker's engine: started when first needed, restarted after it failed."""

    def __init__(self, options: StatisticsOptions) -> None:
        self._options = options
        self._client: GtpClient | None = None
        self._sync: EngineSync | None = None
        self.last_cputime: float | None = None

    def get(self) -> tuple[GtpClient, EngineSync]:
        if self._client is None or self._sync is None or not self._client.is_alive:
            self.close()
            self._client = GtpClient(
                self._options.program, cwd=self._options.cwd, timeout=self._options.timeout
            )
            self._sync = EngineSync(self._client)
            self.last_cputime = None
        return self._client, self._sync

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
        self._client = None
        self._sync = None


class _GameRun:
    """The commands of one game on one engine."""

    def __init__(self, job: GameJob, options: StatisticsOptions, engine: _Engine) -> None:
        self.job = job
        self.options = options
        self.engine = engine
        self.result = GameResult(job)

    def run(self) -> GameResult:
        position = self.job.position
        assert position is not None
        client, sync = self.engine.get()
        start = replace(position, moves=())
        sync.sync(start)
        for command in self.options.begin:
            self._ask(client, sync, command, number=0, phase="begin", next_move=None)
        moves = len(position.moves)
        selected = selected_positions(
            moves, self.options.min_number, self.options.max_number, self.options.backward
        )
        for number, played in selected:
            sync.sync(replace(position, moves=position.moves[:played]))
            for command in self.options.commands:
                self._ask(
                    client,
                    sync,
                    command,
                    number=number,
                    phase="move",
                    next_move=position.moves[played],
                )
            self.result.positions += 1
        if self.options.final:
            sync.sync(position)
            for command in self.options.final:
                self._ask(client, sync, command, number=moves + 1, phase="final", next_move=None)
        return self.result

    def _ask(
        self,
        client: GtpClient,
        sync: EngineSync,
        command: Command,
        *,
        number: int,
        phase: Phase,
        next_move: Move | None,
    ) -> None:
        args = command.args
        if command.name == "reg_genmove" and not args and next_move is not None:
            args = (next_move.color.to_gtp(),)
        started = time.perf_counter()
        try:
            text = client.send(command.name, *args, timeout=self.options.timeout)
            ok = True
        except GtpFailure as failure:
            text, ok = failure.message, False
        finally:
            if command.name in STATE_CHANGING:
                sync.invalidate()
        seconds = time.perf_counter() - started
        value = numeric_value(command, text) if ok else None
        if ok and command.name == "reg_genmove" and next_move is not None:
            value = self._same_move(text, next_move)
        elif ok and command.name == "cputime" and value is not None:
            last = self.engine.last_cputime
            self.engine.last_cputime = value
            value = None if last is None else value - last
        job = self.job
        self.result.answers.append(
            Answer(job.file, job.game, number, phase, command.text, text, value, seconds, ok)
        )

    def _same_move(self, text: str, move: Move) -> float:
        assert self.job.position is not None
        try:
            point = from_gtp(text.strip(), self.job.position.size)
        except ValueError:
            return 0.0
        return 1.0 if point == move.point else 0.0


def run_game(job: GameJob, options: StatisticsOptions, engine: _Engine) -> GameResult:
    """Run one game; never raises for the engine's sake (the error is in the result)."""
    started = time.perf_counter()
    if job.position is None:
        return GameResult(job, error=job.error)
    game = _GameRun(job, options, engine)
    try:
        result = game.run()
    except GtpArgumentError as error:
        result = game.result
        result.error = str(error)
    except GtpError as error:
        # Died, hung past the timeout, broke the protocol, or refused a sync step: the
        # engine's state is unknown; a fresh one takes the next game.
        engine.close()
        result = game.result
        result.error = f"{type(error).__name__}: {error}"
    result.seconds = time.perf_counter() - started
    result.answers.sort(key=_answer_order)
    return result


def run_one_game(job: GameJob, options: StatisticsOptions) -> GameResult:
    """Run one game with an engine of its own, closed before returning (a cluster's
    task: picklable, and leaves no engine behind on the worker); never raises for the
    engine's sake, as :func:`run_game`."""
    engine = _Engine(options)
    try:
        return run_game(job, options, engine)
    finally:
        engine.close()


_PHASE_ORDER = {"begin": 0, "move": 1, "final": 2}


def _answer_order(answer: Answer) -> tuple[int, int]:
    return (_PHASE_ORDER.get(answer.phase, 1), answer.number)


Progress = Callable[[GameResult, int, int], None]
"""Called after each game with its result, the games done and the games in all."""


def run_statistics(
    jobs: Sequence[GameJob],
    options: StatisticsOptions,
    progress: Progress | None = None,
) -> list[GameResult]:
    """Run every job with ``options.parallel`` engines (threads, one engine process and
    one game at a time each); the results in the order of ``jobs``.

    Engines are closed before returning, also on KeyboardInterrupt.
    """
    workers = max(1, min(options.parallel, len(jobs)))
    pending: queue.SimpleQueue[int] = queue.SimpleQueue()
    for index in range(len(jobs)):
        pending.put(index)
    results: list[GameResult | None] = [None] * len(jobs)
    lock = threading.Lock()
    stop = threading.Event()
    done = 0
    engines = [_Engine(options) for _ in range(workers)]

    def work(engine: _Engine) -> None:
        nonlocal done
        try:
            while not stop.is_set():
                try:
                    index = pending.get_nowait()
                except queue.Empty:
                    return
                result = run_game(jobs[index], options, engine)
                with lock:
                    results[index] = result
                    done += 1
                    count = done
                if progress is not None:
                    progress(result, count, len(jobs))
        finally:
            engine.close()

    threads = [
        threading.Thread(target=work, args=(engine,), name=f"statistics-{n}", daemon=True)
        for n, engine in enumerate(engines)
    ]
    for thread in threads:
        thread.start()
    try:
        for thread in threads:
            while thread.is_alive():
                thread.join(0.2)
    finally:
        stop.set()
        for engine in engines:
            engine.close()
        for thread in threads:
            thread.join(5.0)
    return [
        r if r is not None else GameResult(jobs[i], error="not run") for i, r in enumerate(results)
    ]
