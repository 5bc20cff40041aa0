"""The GTP adapter: a filter in front of an engine that makes it a complete GTP engine.

GoGui's gogui-adapter and the adapter of ../shared/seeds/002_9918cb7983cd56fb.txt,
on our engine framework (:class:`gogui_py.gtp.engine.GtpEngine`). The adapter keeps
its own game (size, komi, setup stones, moves) and brings the engine to it through
:class:`gogui_py.gtp.sync.EngineSync` (gtp.md "Keeping an engine in sync"), on a
:class:`~gogui_py.tools.adapter_client.TranslatingClient` where every command has a
timeout. So it answers, whatever the engine lacks (GTP v2 section 6.3):

- ``undo``: by the engine's ``undo`` when it has it, else ``clear_board`` and a replay.
- ``loadsgf FILE [N]``: always by the adapter (as GoGui's): the file read with
  :func:`gogui_py.game.load_file`, its setup and main-line moves up to the position
  before move ``N`` sent as setup and ``play`` commands.
- ``fixed_handicap``, ``place_free_handicap`` (the engine's when it has it, else the
  fixed points then well spread ones), ``set_free_handicap``: handicap through setup
  (seed 002): the stones go to the engine by ``set_free_handicap``, ``gogui-setup`` or
  ``play`` commands.
- ``final_score``: the engine's, else area scoring by :func:`gogui_py.go.scoring.score`
  with the engine's ``final_status_list dead`` when it has it (all stones alive when
  not); ``final_status_list`` the engine's, else every stone alive.
- ``showboard`` (the engine's, else ours), ``gogui-adapter-showboard`` (always ours),
  ``gomill-describe_engine`` and ``gomill-explain_last_move`` (gtp.md "Gomill
  extensions"; ours: name, version and what the adapter emulates; ""), ``time_settings``
  / ``time_left`` / ``kgs-time_settings`` (accepted and ignored when the engine lacks them).
- ``list_commands`` / ``known_command``: the union of the above and the engine's other
  commands, which are passed through (after a sync) unless they change the engine's
  board behind the adapter's back (``gg-undo``, ``gogui-play_sequence``, other genmoves,
  streaming analysis: hidden).

Genmove answers are normalised (``PASS`` -> ``pass``, ``d4`` -> ``D4``, spaces).
The engine starts just in time: on the first command that needs it (seed 002);
``boardsize``, ``komi``, ``clear_board``, handicap, ``undo`` are answered at once and
sent when the engine must act. An engine that dies is started again on the next
command that needs it, and the game replayed. ``# interrupt`` is passed on to an
engine listing ``gogui-interrupt``.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import gogui_py
from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.handicap import handicap_points
from gogui_py.go.scoring import score
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.engine import (
    GtpCommandError,
    GtpEngine,
    format_payload,
    parse_int,
    require_args,
)
from gogui_py.gtp.engine_state import board_diagram, parse_color, parse_vertex, spread_handicap
from gogui_py.gtp.errors import GtpEngineDied, GtpError, GtpFailure
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.tools.adapter_client import TranslatingClient
from gogui_py.tools.adapter_position import board_of, sgf_position

__all__ = ["EMULABLE", "AdapterOptions", "GtpAdapter"]

EMULABLE = frozenset(
    {
        "undo",
        "loadsgf",
        "handicap",
        "place_free_handicap",
        "final_score",
        "final_status_list",
        "showboard",
        "time_settings",
        "time_left",
        "kgs-time_settings",
        "gomill-describe_engine",
        "gomill-explain_last_move",
    }
)
"""Names ``--emulate`` takes: answered by the adapter even when the engine has them
(``undo``, ``loadsgf`` and ``handicap`` are always the adapter's; accepted for clarity)."""

SCORE_COMMANDS = ("final_score", "final_status_list")
"""Hidden by ``--no-score`` (GoGui ``-noscore``)."""

HIDDEN = frozenset(
    {
        "gg-undo",
        "gogui-play_sequence",
        "gogui-setup",
        "gogui-setup_player",
        "loadxml",
        "kgs-genmove_cleanup",
        "gomill-genmove_ex",
        "gomill-savesgf",
        "lz-analyze",
        "kata-analyze",
        "lz-genmove_analyze",
        "kata-genmove_analyze",
        "gogui-sigint",
    }
)
"""Engine commands not passed through: they change the engine's board behind the
adapter's back, or stream (the adapter answers one response per command)."""

_SCORE = re.compile(r"([BW])\+(\d+(?:\.\d+)?)", re.IGNORECASE)


@dataclass(frozen=True)
class AdapterOptions:
    """The adapter's settings (GoGui's gogui-adapter option names where it has them).

    Attributes:
        argv: the engine's command line.
        size: board size at start (GoGui ``-size``).
        fill_passes: fill non-alternating moves with passes (``-fillpasses``).
        lowercase: send move commands in lower case (``-lowercase``).
        no_score: hide ``final_score`` and ``final_status_list`` (``-noscore``).
        resign: resign when the engine's ``estimate_score`` puts the side to move more
            than this many points behind (``-resign``); None: never.
        emulate: names from :data:`EMULABLE` answered by the adapter anyway.
        name: answer for ``name``; ``NAME:VERSION`` answers ``version`` too (``-name``).
        timeout: seconds for an ordinary command's answer.
        move_timeout: seconds for ``genmove`` and passed-through commands.
        verbose: the traffic with the engine goes to standard error (``-verbose``).
        gtpfile: commands sent to the engine after each start, before the game is
            synced (``-gtpfile``: settings; a board change is undone by the sync).
        log: a file the commands received and the answers given are appended to
            (``-log``).
    """

    argv: tuple[str, ...]
    size: int = 19
    fill_passes: bool = False
    lowercase: bool = False
    no_score: bool = False
    resign: float | None = None
    emulate: frozenset[str] = field(default_factory=frozenset)
    name: str | None = None
    timeout: float = 60.0
    move_timeout: float = 3600.0
    verbose: bool = False
    gtpfile: tuple[str, ...] = ()
    """Command lines sent to the engine each time it starts (``-gtpfile``)."""
    log: str | None = None
    """File the controller's GTP stream is appended to (``-log``)."""


class GtpAdapter(GtpEngine):
    """The adapter engine (module docstring). :meth:`close` ends the engine process."""

    def __init__(self, options: AdapterOptions) -> None:
        name, _, version = (options.name or "").partition(":")
        super().__init__(name, version)
        self.options = options
        self.position = Position(BoardSize.square(options.size), 0.0)
        """The adapter's game: what the engine is brought to before it must act."""
        self._client: TranslatingClient | None = None
        self._sync: EngineSync | None = None
        self._busy = False
        self.emulated = frozenset(options.emulate)
        handlers: dict[str, Callable[[list[str]], str]] = {
            "name": lambda args: self._identity(0),
            "version": lambda args: self._identity(1),
            "list_commands": lambda args: "\n".join(self.listed_commands()),
            "known_command": self._known,
            "quit": self._quit_adapter,
            "boardsize": self._boardsize,
            "clear_board": self._clear_board,
            "komi": self._komi,
            "play": self._play,
            "genmove": self._genmove,
            "undo": self._undo,
            "loadsgf": self._loadsgf,
            "fixed_handicap": self._fixed_handicap,
            "place_free_handicap": self._place_free_handicap,
            "set_free_handicap": self._set_free_handicap,
            "final_score": self._final_score,
            "final_status_list": self._final_status_list,
            "showboard": self._showboard,
            "gogui-adapter-showboard": lambda args: board_diagram(self.board()),
            "gomill-describe_engine": self._describe,
            "gomill-explain_last_move": self._explain,
            "time_settings": lambda args: self._time("time_settings", args),
            "time_left": lambda args: self._time("time_left", args),
            "kgs-time_settings": lambda args: self._time("kgs-time_settings", args),
            "gogui-interrupt": lambda args: "",
        }
        for command, handler in handlers.items():
            if options.no_score and command in SCORE_COMMANDS:
                continue
            self.register(command, _engine_errors(self, handler))

    # -- the engine process -----------------------------------------------------------

    def client(self) -> TranslatingClient:
        """The engine's client, started now when it is not running (just in time)."""
        if self._client is not None and not self._client.is_alive:
            self._drop_engine()
        if self._client is None:
            on_traffic = None
            if self.options.verbose:

                def on_traffic(kind: str, text: str) -> None:
                    print(f"gogui-adapter: {kind}: {text}", file=sys.stderr, flush=True)

            try:
                self._client = TranslatingClient(
                    self.options.argv,
                    lowercase=self.options.lowercase,
                    fill_passes=self.options.fill_passes,
                    timeout=self.options.timeout,
                    on_stderr=_pass_stderr,
                    on_traffic=on_traffic,
                )
            except GtpError as error:
                raise GtpCommandError(f"cannot start the engine: {error}") from None
            self._sync = EngineSync(self._client)
            for line in self.options.gtpfile:
                words = line.split()
                try:
                    self._client.send(words[0], *words[1:])
                except GtpFailure as error:
                    raise GtpCommandError(f"gtpfile: {line}: {error.message}") from None
        return self._client

    def engine_has(self, command: str) -> bool:
        """Whether the engine lists ``command`` (starts it)."""
        return self.client().known_command(command)

    def _native(self, command: str) -> bool:
        """The engine answers ``command``: it has it and ``--emulate`` does not take it."""
        return command not in self.emulated and self.engine_has(command)

    def synced(self, position: Position | None = None) -> TranslatingClient:
        """The client, with the engine brought to ``position`` (default: the game's)."""
        client = self.client()
        assert self._sync is not None
        self._sync.sync(position or self.position)
        return client

    def _drop_engine(self) -> None:
        """Forget a dead engine: the next command needing one starts it afresh."""
        client, self._client, self._sync = self._client, None, None
        if client is not None:
            client.close(timeout=1.0)

    def close(self) -> None:
        """End the engine process (quit, then the usual escalation)."""
        self._drop_engine()

    def interrupt(self) -> None:
        """Interrupt our command and pass ``# interrupt`` on to the engine when it takes it."""
        super().interrupt()
        client = self._client
        if self._busy and client is not None and client.can_interrupt:
            client.interrupt()

    def handle(
        self,
        line: str,
        write: Callable[[str], None] | None = None,
        stopped: Callable[[], bool] | None = None,
    ) -> str | None:
        """As :meth:`GtpEngine.handle`; a command the adapter does not answer itself goes
        to the engine (after a sync) when the engine lists it and it is not hidden. With
        ``log``, the line and the response are appended to that file."""
        if self.options.log is None:
            return self._handle(line, write, stopped)
        response = self._handle(line, write, stopped)
        with contextlib.suppress(OSError), open(self.options.log, "a", encoding="utf-8") as log:
            log.write(line if line.endswith("\n") else line + "\n")
            log.write(response or "")
        return response

    def _handle(
        self,
        line: str,
        write: Callable[[str], None] | None,
        stopped: Callable[[], bool] | None,
    ) -> str | None:
        self._busy = True
        try:
            words = line.split("#", 1)[0].split()
            command_id = words.pop(0) if words and words[0].isdigit() else ""
            if words and self.handler(words[0]) is None and self._passes(words[0]):
                try:
                    payload = _engine_errors(self, self._forward)(words)
                except GtpCommandError as error:
                    return f"?{command_id} {format_payload(error.message)}\n\n"
                return f"={command_id} {format_payload(payload)}\n\n"
            return super().handle(line, write, stopped)
        finally:
            self._busy = False

    def _passes(self, command: str) -> bool:
        if command in HIDDEN or "#" in command:
            return False
        if self.options.no_score and command in SCORE_COMMANDS:
            return False
        try:
            return self.engine_has(command)
        except (GtpCommandError, GtpError):
            return False

    def _forward(self, words: list[str]) -> str:
        client = self.synced()
        return client.send(words[0], *words[1:], timeout=self.options.move_timeout)

    # -- identity and command lists --------------------------------------------------

    def _identity(self, part: int) -> str:
        given = (self.name, self.version)[part]
        if self.options.name is not None:
            return given
        return self.client().name_and_version()[part]

    def listed_commands(self) -> list[str]:
        """The union: the adapter's commands, then the engine's passed-through ones."""
        own = self.commands
        if "gogui-interrupt" in own and not self.client().can_interrupt:
            own = [c for c in own if c != "gogui-interrupt"]
        engine = sorted(self.client().commands - set(own) - HIDDEN)
        if self.options.no_score:
            engine = [c for c in engine if c not in SCORE_COMMANDS]
        return own + engine

    def _known(self, args: list[str]) -> str:
        return "true" if args and args[0] in self.listed_commands() else "false"

    def _quit_adapter(self, args: list[str]) -> str:
        self.close()
        return self._quit_command(args)

    # -- the game ----------------------------------------------------------------------

    def board(self) -> Board:
        """The current position."""
        return board_of(self.position)

    def _empty(self) -> bool:
        position = self.position
        return not (position.moves or position.setup_black or position.setup_white)

    def _parse_vertex(self, text: str) -> Point | None:
        return parse_vertex(text, self.position.size)

    def _boardsize(self, args: list[str]) -> str:
        require_args(args, 1)
        size = parse_int(args[0], 1, 52, "board size")
        if not 2 <= size <= 25:
            raise GtpCommandError("unacceptable size")
        before = self.position
        self.position = Position(BoardSize.square(size), before.komi)
        if self._client is not None:  # running: let it refuse now (else when it must act)
            try:
                self.synced()
            except GtpFailure:
                self.position = before
                raise GtpCommandError("unacceptable size") from None
        return ""

    def _clear_board(self, args: list[str]) -> str:
        self.position = Position(self.position.size, self.position.komi)
        return ""

    def _komi(self, args: list[str]) -> str:
        require_args(args, 1)
        try:
            komi = float(args[0])
        except ValueError:
            raise GtpCommandError("komi not a float") from None
        self.position = replace(self.position, komi=komi)
        return ""

    def _play(self, args: list[str]) -> str:
        require_args(args, 2)
        move = Move(parse_color(args[0]), self._parse_vertex(args[1]))
        after = replace(self.position, moves=(*self.position.moves, move))
        self.client()
        assert self._sync is not None
        try:
            self._sync.play(move, after)
        except GtpFailure as error:
            raise GtpCommandError(error.message or "illegal move") from None
        self.position = after
        return ""

    def _genmove(self, args: list[str]) -> str:
        require_args(args, 1)
        color = parse_color(args[0])
        if self.options.resign is not None and self._should_resign(color):
            return "resign"
        self.client()
        assert self._sync is not None
        move = self._sync.genmove(color, self.position, timeout=self.options.move_timeout)
        if move is None:
            return "resign"
        self.position = replace(self.position, moves=(*self.position.moves, move))
        return to_gtp(move.point, self.position.size)

    def _should_resign(self, color: Color) -> bool:
        """``estimate_score`` puts ``color`` more than ``--resign`` points behind."""
        if not self.engine_has("estimate_score"):
            return False
        try:
            answer = self.synced().send("estimate_score")
        except GtpFailure:
            return False
        match = _SCORE.search(answer)
        if match is None:
            return False
        margin = float(match.group(2))
        lead = margin if Color.from_gtp(match.group(1)) is color else -margin
        threshold = abs(self.options.resign or 0.0)
        return lead < -threshold

    def _undo(self, args: list[str]) -> str:
        if not self.position.moves:
            raise GtpCommandError("cannot undo")
        self.position = replace(self.position, moves=self.position.moves[:-1])
        return ""

    def _loadsgf(self, args: list[str]) -> str:
        if len(args) not in (1, 2):
            raise GtpCommandError("syntax error")
        stop = parse_int(args[1], 1, 1 << 31, "move number") if len(args) == 2 else None
        loaded = sgf_position(args[0], stop)
        before = self.position
        self.position = loaded
        try:
            self.synced()
        except GtpFailure as error:
            self.position = before
            raise GtpCommandError(f"cannot load file: {error.message}") from None
        return ""

    # -- handicap (through setup) ------------------------------------------------------

    def _handicap_count(self, args: list[str]) -> int:
        require_args(args, 1)
        if not self._empty():
            raise GtpCommandError("board not empty")
        return parse_int(args[0], 2, self.position.size.area - 1, "number of stones")

    def _place(self, points: Sequence[Point]) -> str:
        self.position = replace(self.position, setup_black=tuple(points), setup_white=())
        return " ".join(to_gtp(p, self.position.size) for p in points)

    def _fixed_handicap(self, args: list[str]) -> str:
        count = self._handicap_count(args)
        try:
            return self._place(handicap_points(count, self.position.size))
        except ValueError:
            raise GtpCommandError("invalid number of stones") from None

    def _place_free_handicap(self, args: list[str]) -> str:
        count = self._handicap_count(args)
        if self._native("place_free_handicap"):
            answer = self.synced().send("place_free_handicap", str(count))
            points = [self._parse_vertex(word) for word in answer.split()]
            chosen = [p for p in points if p is not None]
            if len(chosen) != count or len(set(chosen)) != count:
                raise GtpCommandError(f"engine chose a bad handicap: {answer}")
            return self._place(chosen)
        return self._place(spread_handicap(self.position.size, count))

    def _set_free_handicap(self, args: list[str]) -> str:
        if not self._empty():
            raise GtpCommandError("board not empty")
        if not 2 <= len(args) < self.position.size.area:
            raise GtpCommandError("invalid number of stones")
        points = [self._parse_vertex(arg) for arg in args]
        chosen = [p for p in points if p is not None]
        if len(chosen) != len(points) or len(set(chosen)) != len(chosen):
            raise GtpCommandError("bad vertex list")
        self._place(chosen)
        return ""

    # -- scoring -----------------------------------------------------------------------

    def _final_score(self, args: list[str]) -> str:
        if self._native("final_score"):
            return self.synced().send("final_score")
        return score(self.board(), self.position.komi, self._dead()).result_string()

    def _dead(self) -> set[Point]:
        """The engine's dead stones (``final_status_list dead``), none without it."""
        if "final_status_list" in self.emulated or not self.engine_has("final_status_list"):
            return set()
        answer = self.synced().send("final_status_list", "dead")
        dead = {self._parse_vertex(word) for word in answer.split()}
        return {p for p in dead if p is not None}

    def _final_status_list(self, args: list[str]) -> str:
        require_args(args, 1)
        status = args[0].lower()
        if status not in ("dead", "alive", "seki"):
            raise GtpCommandError("syntax error")
        if self._native("final_status_list"):
            return self.synced().send("final_status_list", status)
        if status != "alive":
            return ""
        board, size = self.board(), self.position.size
        wanted = {p for p, _ in board.stones()}
        lines: list[str] = []
        while wanted:
            group = sorted(board.group(min(wanted)))
            wanted -= set(group)
            lines.append(" ".join(to_gtp(p, size) for p in group))
        return "\n".join(lines)

    # -- the rest ----------------------------------------------------------------------

    def _showboard(self, args: list[str]) -> str:
        if self._native("showboard"):
            return self.synced().send("showboard")
        return board_diagram(self.board())

    def _describe(self, args: list[str]) -> str:
        if self._native("gomill-describe_engine"):
            return self.client().send("gomill-describe_engine")
        name, version = self.client().name_and_version()
        missing = [
            c for c in ("undo", "loadsgf", "final_score", "fixed_handicap") if not self._native(c)
        ]
        emulated = ", ".join(missing) or "nothing"
        return (
            f"{name} {version}\n"
            f"through gogui-adapter (gogui-py {gogui_py.__version__}), emulating {emulated}"
        )

    def _explain(self, args: list[str]) -> str:
        if self._native("gomill-explain_last_move"):
            return self.client().send("gomill-explain_last_move")
        return ""

    def _time(self, command: str, args: list[str]) -> str:
        if self._native(command):
            return self.client().send(command, *args)
        return ""  # accepted: the engine plays without a clock


def _pass_stderr(lines: list[str]) -> None:
    """The engine's stderr goes to ours (live gfx reach the controller)."""
    try:
        sys.stderr.write("".join(f"{line}\n" for line in lines))
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _engine_errors(
    adapter: GtpAdapter, handler: Callable[[list[str]], str]
) -> Callable[[list[str]], str]:
    """``handler`` with engine errors answered as GTP failures (GTP v2 section 2.6): a
    refusal passes its message on; a timeout or a protocol error says so (the sync then
    starts afresh); a dead engine is dropped and started again when next needed."""

    def wrapped(args: list[str]) -> str:
        try:
            return handler(args)
        except GtpFailure as error:
            raise GtpCommandError(error.message or "failed") from None
        except GtpEngineDied as error:
            adapter.close()
            raise GtpCommandError(f"engine died: {error}") from None
        except GtpError as error:
            raise GtpCommandError(f"engine error: {error}") from None

    return wrapped
