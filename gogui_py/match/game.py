"""One match game of Go between two engine processes: ``play_go_game(task) -> GameOutcome``.

:func:`play_go_game` is a pure function of a picklable :class:`GameTask`: it starts both
engines, plays, scores and closes them, and returns everything the controller needs
(result, record text, CPU times) without touching the match folder, so a process
pool or a cluster worker can run it.

Rules followed (match-runner.md, Gomill ringmaster seed 003):

- Set-up: ``boardsize``, ``clear_board``, ``komi``, the competitor's startup
  commands, time settings (``time_settings``/``kgs-time_settings``), handicap
  (``fixed_handicap`` to both, or ``place_free_handicap``/``set_free_handicap``),
  the opening moves. Any refusal or fault here: void.
- Play: ``genmove``, checked on our board, then ``play`` to the opponent; two passes
  in a row end the game, ``resign`` gives ``X+R``. Forfeits (``X+F``): a failure
  response to genmove, an ill-formed or illegal move, an opponent refusing a legal
  move (the refuser forfeits). Loss on time (``X+T``): over the time settings when
  ``loss_on_time``. Past ``move_limit`` moves: ``Void``.
- Ko (the task's ``rules``, :func:`gogui_py.go.superko.ko_rule`): simple ko always;
  positional superko for Chinese/area rules and Tromp-Taylor, situational superko
  for AGA and New Zealand rules (as on KGS and CGOS: a move repeating
  an earlier position is illegal, the mover forfeits). Under simple-ko rules
  (Japanese, Korean, unknown) a position recurring ``CYCLE_REPEATS`` times with the
  same player to move (triple ko and other cycles) ends the game without result,
  SGF ``Void`` (SGF FF[4] RE: "no result or suspended play"; Japanese rules
  article 12).
- A fault (start failure, death, protocol garbage, a hang past the timeout) voids
  the game unless the result is already established.
- After the result: ``quit``, close, wait with a deadline, then kill; exit status
  ignored.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from gogui_py.game.clock import Clock, Overtime, TimeSettings
from gogui_py.go import Board, BoardSize, Color, Move, Point, handicap_points
from gogui_py.go.superko import KoRule, PositionHistory, ko_rule
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp.errors import GtpFailure
from gogui_py.gtp.time_commands import GtpTimeSettings, TimeSync
from gogui_py.match.config import TimeControl
from gogui_py.match.player import EngineFault, EngineSpec, Player
from gogui_py.match.record import GameRecord, to_sgf
from gogui_py.match.scoring import Verdict, combine_scores, internal_score

FAULTED_CLOSE = 0.3
"""Seconds a faulted engine (hung, talking garbage) gets to exit before it is killed."""

TIME_GRACE = 1.0
"""Seconds a genmove may run past the player's time before the runner stops waiting."""

CYCLE_REPEATS = 3
"""Under simple-ko rules, the occurrence of a position (with the same player to move)
that ends the game without result: the cycle went round twice, neither side left it."""


@dataclass(frozen=True)
class GameTask:
    """Everything one game needs (picklable: plain values only).

    ``opening``: moves played before the engines move, as (``"B"``/``"W"``, (x, y) or
    None for a pass). Times are seconds. ``ruler``: the referee of a game other than Go
    (:mod:`gogui_py.match.ruler_game`; ``size`` 0 there means the ruler's own size).
    """

    game_id: str
    pairing_id: str
    number: int
    black: EngineSpec
    white: EngineSpec
    size: int = 19
    komi: float = 7.5
    handicap: int = 0
    handicap_style: str = "fixed"
    rules: str = ""
    move_limit: int = 1000
    scorer: str = "players"
    time: TimeControl | None = None
    opening: tuple[tuple[str, tuple[int, int] | None], ...] = ()
    command_timeout: float = 30.0
    move_timeout: float = 60.0
    close_timeout: float = 3.0
    ruler: EngineSpec | None = None


@dataclass(frozen=True)
class GameOutcome:
    """What a game produced.

    Attributes:
        void: a software failure stopped the game (not counted; replayed).
        result: SGF RE (``B+3.5``, ``W+R``, ``B+F``, ``W+T``, ``B+``, ``0``, ``?``,
            ``Void`` for the move limit); "" for a void game.
        winner: the winner's label, None for a draw, an unknown result or a void game.
        reason: how it ended, in words (the void reason for a void game).
        moves: moves in the record (opening included).
        cpu: label -> CPU seconds (None when unknown).
        sgf: the record text; "" for a void game without moves.
        started: epoch seconds; seconds: wall-clock duration.
    """

    game_id: str
    pairing_id: str
    number: int
    black: str
    white: str
    void: bool
    result: str
    winner: str | None
    reason: str
    moves: int
    cpu: dict[str, float | None] = field(default_factory=dict)
    sgf: str = ""
    started: float = 0.0
    seconds: float = 0.0
    warnings: tuple[str, ...] = ()

    def to_json(self, *, with_sgf: bool = False) -> dict[str, Any]:
        """A JSON-ready dict (the SGF left out unless ``with_sgf``)."""
        data = asdict(self)
        data["warnings"] = list(self.warnings)
        if not with_sgf:
            data.pop("sgf")
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> GameOutcome:
        """Inverse of :meth:`to_json`. Raises KeyError/TypeError for a malformed dict."""
        values = dict(data)
        values["warnings"] = tuple(values.get("warnings", ()))
        return GameOutcome(**values)


class _Ended(Exception):  # noqa: N818 (control flow: the result is established)
    """The result is established (forfeit, resignation, time, move limit)."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.note)
        self.verdict = verdict


MoveCallback = Callable[[Board, int, Move], None]
"""Called after each generated move: the board, the moves so far, the move
(:mod:`gogui_py.match.live` writes the position for the window's live boards)."""


def play_go_game(task: GameTask, on_move: MoveCallback | None = None) -> GameOutcome:
    """Play the Go game ``task`` describes (module docstring; any game, a ruler's too:
    :func:`gogui_py.match.play.play_game`). Never raises for engine trouble: a fault
    makes a void outcome. ``on_move`` must not raise."""
    return _Game(task, on_move).run()


def _setup_sender(player: Player) -> Callable[[str, list[str]], str]:
    """``send`` for a TimeSync: the time settings are set-up commands of ``player`` (a
    refusal voids); a refused ``time_left`` is a plain GtpFailure (the game goes on)."""

    def send(name: str, args: list[str]) -> str:
        if name == "time_left":
            return player.send(name, *args)
        return player.setup(name, *args)

    return send


def _time_settings(control: TimeControl) -> TimeSettings:
    if control.overtime == "byoyomi":
        return TimeSettings.byo_yomi(control.main, control.periods, control.period)
    if control.overtime == "canadian":
        return TimeSettings.canadian(control.main, control.stones, control.period)
    return TimeSettings.absolute(control.main)


class _Game:
    def __init__(self, task: GameTask, on_move: MoveCallback | None = None) -> None:
        self.task = task
        self.on_move = on_move
        self.size = BoardSize.square(task.size)
        self.board = Board.empty(self.size)
        self.players: dict[Color, Player] = {}
        self.faulted: set[Color] = set()
        self.record = GameRecord(
            task.game_id,
            task.size,
            task.komi,
            task.black.label,
            task.white.label,
            rules=task.rules,
            date=time.strftime("%Y-%m-%d"),
            time=None if task.time is None else _time_settings(task.time),
        )
        self.clock = None if self.record.time is None else Clock(self.record.time)
        self.syncs: dict[Color, TimeSync] = {}
        self.generated = 0
        self.history = PositionHistory(ko_rule(task.rules), self.board, Color.BLACK)
        self.warnings: list[str] = []
        """The game's own warnings (the engines' come from their players)."""

    def label(self, color: Color) -> str:
        return self.task.black.label if color is Color.BLACK else self.task.white.label

    def run(self) -> GameOutcome:
        started, t0 = time.time(), time.monotonic()
        verdict: Verdict | None = None
        void_reason = ""
        try:
            try:
                self._start()
                self._setup()
                verdict = self._play()
            except _Ended as ended:
                verdict = ended.verdict
            except EngineFault as fault:
                void_reason = str(fault)
                self.faulted.update(c for c, p in self.players.items() if p.label == fault.label)
            cpu, descriptions = self._describe()
        finally:
            self._close()
        warnings = (*self.warnings, *(w for p in self.players.values() for w in p.warnings))
        self.record.root_comment = "\n".join(descriptions)
        if verdict is None:
            self.record.end_comment = f"Void game: {void_reason}"
            winner = None
            result, reason = "", void_reason
        else:
            self.record.result = verdict.result
            cpu_text = ", ".join(
                f"{who} {s:.2f} s" if s is not None else f"{who} ?" for who, s in cpu.items()
            )
            self.record.end_comment = f"{verdict.note}\nCPU time: {cpu_text}".strip()
            winner = None if verdict.winner is None else self.label(verdict.winner)
            result, reason = verdict.result, verdict.note
        keep_record = verdict is not None or self.record.moves
        return GameOutcome(
            game_id=self.task.game_id,
            pairing_id=self.task.pairing_id,
            number=self.task.number,
            black=self.task.black.label,
            white=self.task.white.label,
            void=verdict is None,
            result=result,
            winner=winner,
            reason=reason,
            moves=len(self.record.moves),
            cpu=cpu,
            sgf=to_sgf(self.record) if keep_record else "",
            started=started,
            seconds=time.monotonic() - t0,
            warnings=warnings,
        )

    # -- set-up -----------------------------------------------------------------

    def _start(self) -> None:
        for color, spec in ((Color.BLACK, self.task.black), (Color.WHITE, self.task.white)):
            self.players[color] = Player(spec, self.task.command_timeout)

    def _setup(self) -> None:
        task = self.task
        for player in self.players.values():
            player.setup("boardsize", str(task.size))
            player.setup("clear_board")
            player.setup("komi", f"{task.komi:g}")
            player.startup(player.spec.startup)
        self._setup_time()
        if task.handicap:
            self._handicap()
        first = Color.WHITE if task.handicap else Color.BLACK
        self.history = PositionHistory(self.history.rule, self.board, first)
        for color_text, xy in task.opening:
            move = Move(Color(color_text), None if xy is None else Point(*xy))
            reason = self._illegal(move)
            if reason:
                vertex = to_gtp(move.point, self.size)  # e.g. "illegal opening move B G7"
                text = f"illegal opening move {move.color.value} {vertex} ({reason})"
                raise EngineFault("opening", "setup", text)
            for player in self.players.values():
                player.setup("play", move.color.to_gtp(), to_gtp(move.point, self.size))
            self.board = self.board.play(move, check=False)
            self.history.add(self.board, move.color.opponent)
            self.record.add_move(move, "opening")

    def _setup_time(self) -> None:
        """Time settings to both engines (set-up commands: a refusal voids)."""
        if self.task.time is None:
            return
        control = self.task.time
        settings = GtpTimeSettings(
            control.main, control.overtime, control.period, control.periods, control.stones
        )
        for color, player in self.players.items():
            sync = TimeSync(_setup_sender(player), player.knows)
            sync.update(settings)
            self.syncs[color] = sync

    def _handicap(self) -> None:
        count = self.task.handicap
        black, white = self.players[Color.BLACK], self.players[Color.WHITE]
        if self.task.handicap_style == "fixed":
            try:
                points = handicap_points(count, self.size)
            except ValueError as error:
                raise EngineFault("match", "setup", str(error)) from None
            for player in (black, white):
                answer = player.setup("fixed_handicap", str(count))
                if answer.strip() and set(self._vertices(player, answer)) != set(points):
                    raise EngineFault(player.label, "setup", f"fixed_handicap placed {answer}")
        else:
            answer = black.setup("place_free_handicap", str(count))
            points = self._vertices(black, answer)
            if len(set(points)) != count:
                raise EngineFault(black.label, "setup", f"place_free_handicap gave {answer!r}")
            white.setup("set_free_handicap", *(to_gtp(p, self.size) for p in points))
        self.board = self.board.with_setup(black=points)
        self.record.handicap_stones = list(points)

    def _vertices(self, player: Player, text: str) -> list[Point]:
        points: list[Point] = []
        for word in text.split():
            try:
                point = from_gtp(word, self.size)
            except ValueError:
                point = None
            if point is None:
                raise EngineFault(player.label, "protocol", f"bad handicap vertex {word!r}")
            points.append(point)
        return points

    # -- play -------------------------------------------------------------------

    def _first_color(self) -> Color:
        if self.task.opening:
            return Color(self.task.opening[-1][0]).opponent
        return Color.WHITE if self.task.handicap else Color.BLACK

    def _play(self) -> Verdict:
        color = self._first_color()
        passes = 0
        while True:
            if len(self.record.moves) >= self.task.move_limit:
                raise _Ended(Verdict(None, "Void", f"move limit {self.task.move_limit} reached"))
            move = self._generate(color)
            passes = passes + 1 if move.point is None else 0
            if passes >= 2:
                return self._score()
            color = color.opponent

    def _genmove_timeout(self, color: Color) -> float:
        if self.clock is None or self.task.time is None:
            return self.task.move_timeout
        state = self.clock.state(color)
        settings = self.clock.settings
        total = state.main_left
        if settings.overtime is Overtime.BYO_YOMI:
            total += state.period_left + settings.period_time * max(0, state.periods_left - 1)
        elif settings.overtime is Overtime.CANADIAN:
            total += state.period_left
        return max(0.5, total + TIME_GRACE)

    def _forfeit(self, loser: Color, how: str, why: str) -> _Ended:
        winner = loser.opponent
        note = f"{self.label(loser)} ({loser.name_lower}) forfeits: {why}"
        return _Ended(Verdict(winner, f"{winner.value}+{how}", note))

    def _genmove(self, color: Color) -> tuple[str, Point | None]:
        """``genmove`` to ``color``'s engine with its clock (``time_left`` first, loss on
        time after): the move's word (lower case) and point (None: pass).

        Raises:
            _Ended: a forfeit (failure response, ill-formed move, time) or resignation.
            EngineFault: the engine's fault.
        """
        player = self.players[color]
        if self.clock is not None:
            left = self.clock.time_left(color, time.monotonic())
            with contextlib.suppress(GtpFailure):
                self.syncs[color].send_time_left(color, left.seconds, left.stones, left.periods)
            self.clock.start(color, time.monotonic())
        try:
            answer = player.send("genmove", color.to_gtp(), timeout=self._genmove_timeout(color))
        except GtpFailure as failure:
            why = f"failure response to genmove ({failure.message})"
            raise self._forfeit(color, "F", why) from None
        except EngineFault as fault:
            if fault.kind == "timeout" and self.clock is not None and self._loses_on_time():
                self.faulted.add(color)
                raise self._forfeit(color, "T", "out of time (no move)") from None
            raise
        if self.clock is not None:
            self.clock.stop(time.monotonic())
            if self.clock.state(color).lost and self._loses_on_time():
                raise self._forfeit(color, "T", "out of time")
        word = answer.strip().lower()
        if word == "resign":
            winner = color.opponent
            note = f"{self.label(color)} ({color.name_lower}) resigned"
            raise _Ended(Verdict(winner, f"{winner.value}+R", note))
        try:
            return word, from_gtp(word, self.size)
        except ValueError:
            raise self._forfeit(color, "F", f"ill-formed move {answer.strip()[:40]!r}") from None

    def _illegal(self, move: Move) -> str:
        """Why ``move`` is illegal on the current board ("" when legal): the simple-ko
        board's reason (``occupied``, ``suicide``, ``ko``, ``off board``) or the
        superko rule's name (``positional superko``/``situational superko``)."""
        if move.point is None:
            return ""
        reason = self.board.legality(move)
        if reason is not None:
            return reason
        if self.history.rule is not KoRule.SIMPLE:
            after = self.board.play(move, check=False)
            if self.history.repeats(after, move.color):
                return str(self.history.rule.value)
        return ""

    def _generate(self, color: Color) -> Move:
        player, opponent = self.players[color], self.players[color.opponent]
        word, point = self._genmove(color)
        move = Move(color, point)
        reason = self._illegal(move)
        if reason:
            raise self._forfeit(color, "F", f"illegal move {word.upper()} ({reason})")
        comment = self._explain(player)
        self.board = self.board.play(move, check=False)
        occurrences = self.history.add(self.board, color.opponent)
        self.record.add_move(move, comment)
        self.generated += 1
        if self.on_move is not None:
            self.on_move(self.board, len(self.record.moves), move)
        try:
            opponent.send("play", color.to_gtp(), to_gtp(point, self.size))
        except GtpFailure as failure:
            raise self._forfeit(
                color.opponent, "F", f"refused the legal move {word.upper()} ({failure.message})"
            ) from None
        if occurrences >= CYCLE_REPEATS:
            note = (
                f"no result: the position after {word.upper()} occurred {occurrences} times"
                f" (a repeating cycle under {self.history.rule.value} rules)"
            )
            raise _Ended(Verdict(None, "Void", note))
        return move

    def _loses_on_time(self) -> bool:
        return self.task.time is not None and self.task.time.loss_on_time

    @staticmethod
    def _explain(player: Player) -> str:
        if not player.knows("gomill-explain_last_move"):
            return ""
        try:
            return player.send("gomill-explain_last_move").strip()
        except GtpFailure:
            return ""

    # -- scoring -----------------------------------------------------------------

    def _score(self) -> Verdict:
        if self.task.scorer == "internal":
            return internal_score(self.board, self.task.komi, self._dead_stones())
        answers: list[tuple[str, str | None]] = []
        for color, player in self.players.items():
            who = f"{player.label} ({color.name_lower})"
            text: str | None = None
            if player.spec.scorer and player.knows("final_score"):
                with contextlib.suppress(GtpFailure):
                    text = player.send("final_score").strip()
            answers.append((who, text))
        return combine_scores(answers)

    def _dead_stones(self) -> list[Point]:
        for player in self.players.values():
            if not player.spec.scorer or not player.knows("final_status_list"):
                continue
            try:
                text = player.send("final_status_list", "dead")
            except GtpFailure:
                continue
            return self._vertices(player, text)
        return []

    # -- after the game ------------------------------------------------------------

    def _close(self) -> None:
        """Close both engines at once; a faulted one gets a short deadline (it will not
        answer ``quit``)."""
        threads = []
        for color, player in self.players.items():
            deadline = self.task.close_timeout
            if color in self.faulted:
                deadline = min(deadline, FAULTED_CLOSE)
            thread = threading.Thread(target=player.close, args=(deadline,), name="match-close")
            thread.start()
            threads.append(thread)
        for thread in threads:
            thread.join()

    def _describe(self) -> tuple[dict[str, float | None], list[str]]:
        """CPU times and descriptions of the engines that can still answer (never raises)."""
        cpu: dict[str, float | None] = {}
        lines: list[str] = [f"Game {self.task.game_id}"]
        for color in (Color.BLACK, Color.WHITE):
            player = self.players.get(color)
            label = self.label(color)
            if player is None or color in self.faulted or not player.client.is_alive:
                cpu[label] = None
                continue
            cpu[label] = player.cpu_time()
            description = player.describe()
            lines.append(f"{color.name_lower.capitalize()} {label}: {description}")
        return cpu, lines
