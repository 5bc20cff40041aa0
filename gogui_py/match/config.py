"""The match file (TOML) -> :class:`MatchConfig` (match-runner.md "Games and ids").

A match file, every key but ``competitors`` optional::

    name = "GNU Go levels"          # default: the file's stem
    tournament = "playoff"          # or "allplayall"
    board_size = 9                  # 2..25
    komi = 7.5
    handicap = 0                    # 0 or 2..9 stones
    handicap_style = "fixed"        # fixed_handicap, or "free" (place/set_free_handicap)
    rules = "chinese"               # written to the records (RU); picks the ko rule
    move_limit = 1000               # moves (passes count); beyond: result Void
    games = 10                      # games per pairing (all-play-all: per pair)
    alternate = true                # swap colours every game
    scorer = "players"              # final_score from both engines, or "internal"
    record_games = true             # one SGF per game under games/ (void ones: void/)
    openings = ["a.sgf", "b.sgf"]   # main lines played before the engines move
    command_timeout = 30.0          # seconds for any GTP command but genmove
    move_timeout = 60.0             # seconds for a genmove without time settings
    close_timeout = 3.0             # quit/close/wait deadline, then kill
    ruler = "python -m gogui_py.programs.othello"  # other games: a ruler referees (below)
    ruler_cwd = "."                 # the ruler's working folder, relative to the match file

    [time]                          # optional; tracked by the runner
    main = 60.0                     # seconds
    overtime = "byoyomi"            # "none", "byoyomi" or "canadian"
    period = 5.0                    # seconds of one period
    periods = 3                     # byo-yomi periods
    stones = 0                      # Canadian moves per period
    loss_on_time = true             # over time: forfeit (else only recorded)

    [sprt]                          # optional: stop each pairing once decided (sprt module)
    elo0 = 0.0                      # H0: the first competitor is at most elo0 stronger
    elo1 = 10.0                     # H1: at least elo1 stronger (logistic Elo)
    alpha = 0.05                    # false-positive rate
    beta = 0.05                     # false-negative rate

    [[competitors]]
    label = "gnugo-l0"
    command = "/usr/games/gnugo --mode gtp --level 0"   # or a list of arguments
    cwd = "."                       # relative to the match file
    startup = ["level 0"]           # GTP commands sent after boardsize/komi
    scorer = true                   # trusted for final_score (Gomill is_reliable_scorer)

    [[matchups]]                    # playoff only; default: the first two competitors
    id = "0"                        # default: the matchup's index
    player_1 = "gnugo-l0"           # black in even games
    player_2 = "gnugo-l1"
    games = 10                      # default: the top-level games

Relative paths (``cwd``, ``ruler_cwd``, ``openings``, a command's first word when it
contains a slash) are resolved against the file's folder. Every problem raises
:class:`ConfigError` naming the key. Openings are read here (:func:`load_opening`):
with a handicap, one whose first move is Black's is refused (White moves first).

With ``ruler`` (a gogui-rules_* program, rulers.md) the match is of the ruler's game,
refereed by it (:mod:`gogui_py.match.ruler_game`): ``board_size`` is optional (absent:
the ruler's own size, kept as 0 here; given: sent to the ruler), the scorer is the
ruler (``scorer`` absent or ``"internal"``, match-runner.md "Scoring"), and ``komi``,
``handicap``, ``handicap_style``, ``rules`` and ``openings`` do not apply: giving one
is a :class:`ConfigError`.
"""

from __future__ import annotations

import math
import shlex
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from gogui_py.game.sgf_io import load_file
from gogui_py.go import BoardSize, handicap_points
from gogui_py.gtp.tcp import is_tcp_program
from gogui_py.match.ids import LETTERS, game_id, pair_id
from gogui_py.match.sprt import SprtSettings
from gogui_py.sgf import SgfError

Tournament = Literal["playoff", "allplayall"]
Scorer = Literal["players", "internal"]
HandicapStyle = Literal["fixed", "free"]
Opening = tuple[tuple[str, tuple[int, int] | None], ...]
"""Opening moves: (``"B"``/``"W"``, (x, y) or None for a pass), in playing order."""


class ConfigError(ValueError):
    """A match file that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class Competitor:
    """An engine taking part: ``label`` (unique), ``argv``, ``cwd``, ``startup`` GTP
    commands (each a full command line), ``scorer`` (trusted for final_score)."""

    label: str
    argv: tuple[str, ...]
    cwd: str | None = None
    startup: tuple[str, ...] = ()
    scorer: bool = True


@dataclass(frozen=True)
class TimeControl:
    """Time settings in seconds; ``overtime`` "none", "byoyomi" or "canadian"."""

    main: float
    overtime: Literal["none", "byoyomi", "canadian"] = "none"
    period: float = 0.0
    periods: int = 0
    stones: int = 0
    loss_on_time: bool = True


@dataclass(frozen=True)
class Pairing:
    """Two competitors meeting ``games`` times; ``first`` is black in even games."""

    id: str
    first: str
    second: str
    games: int

    def game_ids(self) -> list[str]:
        """The pairing's game ids in playing order (ids module)."""
        return [game_id(self.id, n, self.games) for n in range(self.games)]


@dataclass(frozen=True)
class MatchConfig:
    """A parsed match file (module docstring gives the keys and defaults)."""

    name: str
    competitors: tuple[Competitor, ...]
    pairings: tuple[Pairing, ...]
    tournament: Tournament = "playoff"
    board_size: int = 19
    komi: float = 7.5
    handicap: int = 0
    handicap_style: HandicapStyle = "fixed"
    rules: str = "chinese"
    move_limit: int = 1000
    alternate: bool = True
    scorer: Scorer = "players"
    record_games: bool = True
    openings: tuple[str, ...] = ()
    command_timeout: float = 30.0
    move_timeout: float = 60.0
    close_timeout: float = 3.0
    time: TimeControl | None = None
    sprt: SprtSettings | None = None
    """The SPRT run for every pairing (None: play all the games)."""
    ruler: tuple[str, ...] | None = None
    """argv of the ruler refereeing a game other than Go (None: Go, refereed here)."""
    ruler_cwd: str | None = None
    """The ruler's working folder (None: the runner's)."""

    def competitor(self, label: str) -> Competitor:
        """The competitor called ``label``. Raises KeyError."""
        for competitor in self.competitors:
            if competitor.label == label:
                return competitor
        raise KeyError(label)

    @property
    def total_games(self) -> int:
        """Games scheduled over all pairings."""
        return sum(p.games for p in self.pairings)


_TOP_KEYS = {
    "name", "tournament", "board_size", "komi", "handicap", "handicap_style", "rules",
    "move_limit", "games", "alternate", "scorer", "record_games", "openings",
    "command_timeout", "move_timeout", "close_timeout", "time", "competitors", "matchups",
    "sprt", "ruler", "ruler_cwd",
}  # fmt: skip

_NOT_FOR_RULERS = ("komi", "handicap", "handicap_style", "rules", "openings")
"""Go keys that a ruler game refuses (module docstring)."""


def load_config(path: str | Path) -> MatchConfig:
    """Read and check the match file at ``path``.

    Raises:
        ConfigError: unreadable file, TOML syntax error, unknown key, wrong type or value.
    """
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ConfigError(f"{path}: cannot read the match file: {error.strerror}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: the match file is not UTF-8") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: TOML syntax error: {error}") from None
    try:
        return parse_config(data, base=path.resolve().parent, default_name=path.stem)
    except ConfigError as error:
        raise ConfigError(f"{path}: {error}") from None


def parse_config(data: Mapping[str, Any], *, base: Path, default_name: str) -> MatchConfig:
    """Check a decoded match file; relative paths are taken against ``base``.

    Raises:
        ConfigError: as :func:`load_config` (without the file name).
    """
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise ConfigError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(_TOP_KEYS))})")
    r = _Reader(data, "")
    tournament = r.choice("tournament", ("playoff", "allplayall"), "playoff")
    competitors = _competitors(data.get("competitors"), base)
    games = r.integer("games", 2, low=1)
    alternate = r.boolean("alternate", True)
    if tournament == "playoff":
        pairings = _matchups(data.get("matchups"), competitors, games)
    else:
        if "matchups" in data:
            raise ConfigError("'matchups' is for playoffs; an all-play-all pairs everyone")
        if len(competitors) > len(LETTERS):
            raise ConfigError(f"an all-play-all has at most {len(LETTERS)} competitors")
        pairings = tuple(
            Pairing(pair_id(i, j), competitors[i].label, competitors[j].label, games)
            for i in range(len(competitors))
            for j in range(i + 1, len(competitors))
        )
    ruler, ruler_cwd = _ruler(data, base)
    if ruler is not None:
        for key in _NOT_FOR_RULERS:
            if key in data:
                raise ConfigError(f"{key}: does not apply to a game refereed by a ruler")
        if data.get("scorer", "internal") != "internal":
            raise ConfigError('scorer: the ruler scores its game (use "internal" or leave it out)')
    if ruler is None:
        size = r.integer("board_size", 19, low=2, high=25)
    else:  # 0: the ruler's own size
        size = r.integer("board_size", 0, low=1, high=52) if "board_size" in data else 0
    handicap = r.integer("handicap", 0, low=0, high=9)
    if handicap == 1:
        raise ConfigError("handicap: 1 stone is not a handicap (use 0 or 2..9)")
    handicap_style = r.choice("handicap_style", ("fixed", "free"), "fixed")
    if handicap and handicap_style == "fixed":
        try:  # GTP fixed_handicap: 7x7 and even sizes take at most 4 stones
            handicap_points(handicap, BoardSize.square(size))
        except ValueError as exc:
            raise ConfigError(f"handicap: {exc}") from None
    openings = tuple(
        str((base / o).resolve()) for o in r.strings("openings", ()) if o
    )  # fmt: skip
    for opening in openings:
        if not Path(opening).is_file():
            raise ConfigError(f"openings: no such file {opening}")
        load_opening(opening, size, handicap)  # refuses one that does not fit
    return MatchConfig(
        name=r.string("name", default_name),
        competitors=competitors,
        pairings=pairings,
        tournament=tournament,  # type: ignore[arg-type]
        board_size=size,
        komi=r.number("komi", 7.5),
        handicap=handicap,
        handicap_style=handicap_style,  # type: ignore[arg-type]
        rules=r.string("rules", "chinese" if ruler is None else ""),
        move_limit=r.integer("move_limit", 1000, low=1),
        alternate=alternate,
        scorer=r.choice(  # type: ignore[arg-type]
            "scorer", ("players", "internal"), "players" if ruler is None else "internal"
        ),
        record_games=r.boolean("record_games", True),
        openings=openings,
        command_timeout=r.number("command_timeout", 30.0, positive=True),
        move_timeout=r.number("move_timeout", 60.0, positive=True),
        close_timeout=r.number("close_timeout", 3.0, positive=True),
        time=_time(data.get("time")),
        sprt=parse_sprt(data.get("sprt")),
        ruler=ruler,
        ruler_cwd=ruler_cwd,
    )


def _ruler(data: Mapping[str, Any], base: Path) -> tuple[tuple[str, ...] | None, str | None]:
    """``ruler`` (argv, a relative program path taken against ``base``) and ``ruler_cwd``.

    Raises:
        ConfigError: a bad command, ``ruler_cwd`` without ``ruler`` or not a folder.
    """
    if "ruler" not in data:
        if "ruler_cwd" in data:
            raise ConfigError("ruler_cwd: given without a ruler")
        return None, None
    argv = split_command(data["ruler"], "ruler")
    if "/" in argv[0] and not Path(argv[0]).is_absolute() and not is_tcp_program(argv):
        argv = (str((base / argv[0]).resolve()), *argv[1:])
    cwd = None
    if "ruler_cwd" in data:
        cwd = str((base / _Reader(data, "").string("ruler_cwd")).resolve())
        if not Path(cwd).is_dir():
            raise ConfigError(f"ruler_cwd: no such folder {cwd}")
    return argv, cwd


class _Reader:
    """Typed access to one TOML table, errors naming ``prefix.key``."""

    def __init__(self, table: Mapping[str, Any], prefix: str) -> None:
        self.table = table
        self.prefix = prefix

    def where(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def string(self, key: str, default: str | None = None) -> str:
        value = self.table.get(key, default)
        if value is None:
            raise ConfigError(f"{self.where(key)}: missing")
        if not isinstance(value, str):
            raise ConfigError(f"{self.where(key)}: expected a string, got {value!r}")
        return value

    def choice(self, key: str, allowed: Sequence[str], default: str) -> str:
        value = self.string(key, default)
        if value not in allowed:
            raise ConfigError(f"{self.where(key)}: {value!r} is not one of {', '.join(allowed)}")
        return value

    def boolean(self, key: str, default: bool) -> bool:
        value = self.table.get(key, default)
        if not isinstance(value, bool):
            raise ConfigError(f"{self.where(key)}: expected true or false, got {value!r}")
        return value

    def integer(self, key: str, default: int, *, low: int, high: int | None = None) -> int:
        value = self.table.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError(f"{self.where(key)}: expected an integer, got {value!r}")
        if value < low or (high is not None and value > high):
            bounds = f">= {low}" if high is None else f"{low}..{high}"
            raise ConfigError(f"{self.where(key)}: {value} is out of range ({bounds})")
        return value

    def number(self, key: str, default: float, *, positive: bool = False) -> float:
        value = self.table.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ConfigError(f"{self.where(key)}: expected a number, got {value!r}")
        if not math.isfinite(value):
            raise ConfigError(f"{self.where(key)}: must be finite")
        if positive and value <= 0:
            raise ConfigError(f"{self.where(key)}: must be > 0, got {value}")
        return float(value)

    def strings(self, key: str, default: Sequence[str]) -> list[str]:
        value = self.table.get(key, list(default))
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"{self.where(key)}: expected a list of strings")
        return value


def split_command(command: object, where: str) -> tuple[str, ...]:
    """A command line (a string split like a shell does, or a list) -> argv.

    Raises:
        ConfigError: empty, malformed quoting, or not a string/list of strings.
    """
    if isinstance(command, str):
        try:
            argv = shlex.split(command)
        except ValueError as error:
            raise ConfigError(f"{where}: cannot split the command line: {error}") from None
    elif isinstance(command, list) and all(isinstance(a, str) for a in command):
        argv = list(command)
    else:
        raise ConfigError(f"{where}: expected a command line string or a list of strings")
    if not argv or not argv[0]:
        raise ConfigError(f"{where}: empty command")
    return tuple(argv)


def _table(table: object, name: str, keys: set[str]) -> _Reader:
    """A reader of one ``[[name]]`` table allowing only ``keys``.

    Raises:
        ConfigError: not a table, or an unknown key.
    """
    if not isinstance(table, dict):
        raise ConfigError(f"{name}: expected a table")
    unknown = sorted(set(table) - keys)
    if unknown:
        raise ConfigError(f"{name}.{unknown[0]}: unknown key")
    return _Reader(table, f"{name}.")


_COMPETITOR_KEYS = {"label", "command", "cwd", "startup", "scorer"}


def _competitors(value: object, base: Path) -> tuple[Competitor, ...]:
    if not isinstance(value, list) or not value:
        raise ConfigError("competitors: expected at least one [[competitors]] table")
    result: list[Competitor] = []
    for index, table in enumerate(value):
        r = _table(table, f"competitors[{index}]", _COMPETITOR_KEYS)
        where = r.prefix
        label = r.string("label")
        if not label or any(c.isspace() for c in label) or "/" in label:
            raise ConfigError(f"{where}label: {label!r} must be non-empty, no spaces or '/'")
        if any(c.label == label for c in result):
            raise ConfigError(f"{where}label: {label!r} is used twice")
        if "command" not in table:
            raise ConfigError(f"{where}command: missing")
        argv = split_command(table["command"], f"{where}command")
        if "/" in argv[0] and not Path(argv[0]).is_absolute() and not is_tcp_program(argv):
            argv = (str((base / argv[0]).resolve()), *argv[1:])
        cwd = table.get("cwd")
        if cwd is not None:
            cwd = str((base / r.string("cwd")).resolve())
            if not Path(cwd).is_dir():
                raise ConfigError(f"{where}cwd: no such folder {cwd}")
        startup = tuple(r.strings("startup", ()))
        if any(not s.strip() or "\n" in s or "\r" in s for s in startup):
            raise ConfigError(f"{where}startup: commands must be single non-empty lines")
        result.append(Competitor(label, argv, cwd, startup, r.boolean("scorer", True)))
    return tuple(result)


_MATCHUP_KEYS = {"id", "player_1", "player_2", "games"}


def _matchups(value: object, competitors: Sequence[Competitor], games: int) -> tuple[Pairing, ...]:
    labels = {c.label for c in competitors}
    if value is None:
        if len(competitors) < 2:
            raise ConfigError("competitors: a playoff needs two competitors")
        return (Pairing("0", competitors[0].label, competitors[1].label, games),)
    if not isinstance(value, list) or not value:
        raise ConfigError("matchups: expected [[matchups]] tables")
    result: list[Pairing] = []
    for index, table in enumerate(value):
        r = _table(table, f"matchups[{index}]", _MATCHUP_KEYS)
        where = r.prefix
        matchup_id = r.string("id", str(index))
        if not matchup_id or not all(c.isalnum() or c in "-." for c in matchup_id):
            raise ConfigError(f"{where}id: {matchup_id!r} must be letters, digits, '-' or '.'")
        if any(p.id == matchup_id for p in result):
            raise ConfigError(f"{where}id: {matchup_id!r} is used twice")
        first, second = r.string("player_1"), r.string("player_2")
        for key, label in (("player_1", first), ("player_2", second)):
            if label not in labels:
                raise ConfigError(f"{where}{key}: no competitor labelled {label!r}")
        if first == second:
            raise ConfigError(f"{where}player_2: a competitor cannot play itself")
        result.append(Pairing(matchup_id, first, second, r.integer("games", games, low=1)))
    return tuple(result)


_TIME_KEYS = {"main", "overtime", "period", "periods", "stones", "loss_on_time"}


def _time(value: object) -> TimeControl | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ConfigError("time: expected a table")
    unknown = sorted(set(value) - _TIME_KEYS)
    if unknown:
        raise ConfigError(f"time.{unknown[0]}: unknown key")
    r = _Reader(value, "time.")
    overtime = r.choice("overtime", ("none", "byoyomi", "canadian"), "none")
    main = r.number("main", 0.0)
    period = r.number("period", 0.0)
    periods = r.integer("periods", 0, low=0)
    stones = r.integer("stones", 0, low=0)
    if main < 0 or period < 0:
        raise ConfigError("time: times must be >= 0")
    if overtime == "none" and main <= 0:
        raise ConfigError("time.main: absolute time needs main > 0")
    if overtime == "byoyomi" and (period <= 0 or periods < 1):
        raise ConfigError("time: byo-yomi needs period > 0 and periods >= 1")
    if overtime == "canadian" and (period <= 0 or stones < 1):
        raise ConfigError("time: Canadian overtime needs period > 0 and stones >= 1")
    return TimeControl(
        main,
        overtime,  # type: ignore[arg-type]
        period if overtime != "none" else 0.0,
        periods if overtime == "byoyomi" else 0,
        stones if overtime == "canadian" else 0,
        r.boolean("loss_on_time", True),
    )


_SPRT_KEYS = {"elo0", "elo1", "alpha", "beta"}


def parse_sprt(value: object) -> SprtSettings | None:
    """The ``[sprt]`` table (None when absent): ``elo0`` and ``elo1`` required,
    ``alpha`` and ``beta`` 0.05 by default.

    Raises:
        ConfigError: not a table, an unknown or missing key, or values the test cannot
            use (elo0 >= elo1, alpha or beta outside (0, 1), alpha + beta >= 1).
    """
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ConfigError("sprt: expected a table")
    unknown = sorted(set(value) - _SPRT_KEYS)
    if unknown:
        raise ConfigError(f"sprt.{unknown[0]}: unknown key")
    for key in ("elo0", "elo1"):
        if key not in value:
            raise ConfigError(f"sprt.{key}: missing")
    r = _Reader(value, "sprt.")
    try:
        return SprtSettings(
            r.number("elo0", 0.0), r.number("elo1", 0.0), r.number("alpha", 0.05),
            r.number("beta", 0.05),
        )  # fmt: skip
    except ValueError as error:
        raise ConfigError(str(error)) from None


def load_opening(path: str, size: int, handicap: int = 0) -> Opening:
    """The main line of the SGF file ``path`` as opening moves: the root's AB/AW stones
    (played as moves, black first) then the moves.

    With a ``handicap``, White moves first after the handicap stones (the game starts
    as after GTP ``fixed_handicap``/``set_free_handicap``), so an opening whose first
    move is Black's does not fit (Black would get extra stones): it is refused.

    Raises:
        ConfigError: unreadable file, a board size other than ``size``, or an opening
            starting with Black in a handicap match.
    """
    try:
        result = load_file(path)
    except (OSError, SgfError) as error:
        raise ConfigError(f"openings: cannot read {path}: {error}") from None
    if not result.games:
        raise ConfigError(f"openings: no game in {path}")
    tree = result.games[0]
    if tree.size.width != size or tree.size.height != size:
        raise ConfigError(f"openings: {path} is {tree.size}, the match is {size}x{size}")
    moves: list[tuple[str, tuple[int, int] | None]] = []
    for node in tree.main_line():
        moves += [("B", (p.x, p.y)) for p in node.add_black]
        moves += [("W", (p.x, p.y)) for p in node.add_white]
        if node.move is not None:
            point = node.move.point
            moves.append((node.move.color.value, None if point is None else (point.x, point.y)))
    if handicap and moves and moves[0][0] == "B":
        raise ConfigError(
            f"openings: {path} starts with a Black move (or Black setup stones), but with "
            f"handicap = {handicap} White moves first after the handicap stones"
        )
    return tuple(moves)
