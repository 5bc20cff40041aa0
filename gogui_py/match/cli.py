"""``gogui-match``: run, show, report, reset and stop matches (match-runner.md).

Usage::

    gogui-match run MATCH.toml [--parallel N] [--cluster ADDRESS] [--max-games N] [--quiet]
    gogui-match show MATCH.toml        # progress so far (works during a run)
    gogui-match report MATCH.toml      # results table, also written to report.txt
    gogui-match reset MATCH.toml       # forget every game (refused during a run)
    gogui-match stop MATCH.toml        # the run stops after the games under way
    gogui-match --black CMD --white CMD [--games N] [--size N] [--komi K]
                [--alternate] [--sgffile PREFIX] [--openings PATH] [--time SPEC]
                [--force] [--parallel N] [--cluster ADDRESS] [--move-limit N]
                [--sprt elo0=E0 elo1=E1 [alpha=A] [beta=B]]      # gogui-twogtp style
                [--ruler CMD]       # another game, refereed by a gogui-rules_* program

The quick form takes gogui-twogtp's own spellings too (``-black CMD -games 2 -auto``...,
:mod:`gogui_py.match.twogtp`); its options without an equivalent are usage errors.

``--cluster tcp://HOST:8786`` plays each game as a task on a Dask cluster,
``--cluster local[:N]`` on an embedded LocalCluster of N worker processes
(:mod:`gogui_py.match.cluster`); ``--parallel`` then caps the games at once (default:
the cluster's worker threads).

The match folder is ``MATCH.match`` beside the file (``PREFIX.match`` for the quick
form, default ``gogui-match.match``). Exit status: 0 done, 1 halted or stopped, 2 a
usage or match-file error, 3 another run holds the folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from gogui_py import __version__
from gogui_py.cluster import ClusterError
from gogui_py.match.config import (
    ConfigError,
    MatchConfig,
    load_config,
    parse_config,
    split_command,
)
from gogui_py.match.journal import JournalState, MatchFolder, MatchLocked, read_journal
from gogui_py.match.labels import program_label
from gogui_py.match.results import PairingStats, format_table, tally
from gogui_py.match.runner import RunEvent, match_folder_for, run_match
from gogui_py.match.twogtp import UNSUPPORTED, opening_files, time_table

ACTIONS = ("run", "show", "report", "reset", "stop")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``gogui-match`` console script; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] in ACTIONS:
            return _action(args)
        return _quick(args)
    except (ConfigError, ClusterError) as error:
        print(f"gogui-match: {error}", file=sys.stderr)
        return 2
    except MatchLocked as error:
        print(f"gogui-match: {error}", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("\ngogui-match: interrupted; `run` again resumes", file=sys.stderr)
        return 1


ACTIONS_EPILOG = """\
actions:
  run      play the games not played yet (resumes an interrupted run)
  show     the progress so far, also while a run is going on
  report   the results table, also written to report.txt in the match folder
  reset    forget every game (refused while a run is going on)
  stop     the run stops after the games under way

The match folder is MATCH.match beside the file. Exit status: 0 done, 1 halted or
stopped, 2 a usage or match-file error, 3 another run holds the folder."""


def _action(args: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="gogui-match",
        description="Run, show, report, reset or stop the match a match file (TOML) describes.",
        epilog=ACTIONS_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("action", choices=ACTIONS, metavar="ACTION", help="see below")
    parser.add_argument("match", metavar="MATCH.toml", help="the match file")
    parser.add_argument("--parallel", type=int, metavar="N", help="games at once")
    parser.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)
    parser.add_argument("--max-games", type=int, metavar="N", help="stop after N games")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    options = parser.parse_args(args)
    config = load_config(options.match)
    folder = match_folder_for(options.match)
    if options.action == "run":
        return _run(config, folder, options, options.max_games)
    if options.action == "show":
        print(_show(config, folder))
        return 0
    if options.action == "report":
        return _report(config, folder)
    if options.action == "stop":
        if not folder.is_running():
            print(f"{config.name}: not running")
            return 0
        folder.request_stop()
        print(f"{config.name}: stop requested; the games under way will finish")
        return 0
    return _reset(config, folder)


CLUSTER_HELP = "a Dask scheduler tcp://HOST:8786, or local[:N] for an embedded LocalCluster"


def sprt_settings(words: Sequence[str]) -> dict[str, float]:
    """``elo0=0 elo1=5 alpha=0.05 beta=0.05`` (cutechess-cli's -sprt form, also comma
    separated) -> a ``[sprt]`` table.

    Raises:
        ConfigError: a word that is not KEY=NUMBER.
    """
    table: dict[str, float] = {}
    for word in (w for item in words for w in item.split(",") if w):
        key, sep, value = word.partition("=")
        try:
            table[key.strip()] = float(value)
        except ValueError:
            sep = ""
        if not sep:
            raise ConfigError(f"--sprt: expected KEY=NUMBER, got {word!r}")
    return table


class _Unsupported(argparse.Action):
    """A gogui-twogtp option without an equivalent: a usage error saying what instead."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        name = (option_string or self.dest).lstrip("-")
        parser.error(f"gogui-twogtp's -{name} is not supported: {self.const}")


QUICK_EPILOG = """\
gogui-twogtp's spellings work too: -black -white -games -size -komi -alternate
-sgffile -openings -time -force -threads (--parallel) -maxmoves (--move-limit) -auto
(nothing to do) -help -version. Not supported: -referee -observer -verbose
-debugtocomment -xml -analyze -compare -config.

Everything goes to the folder PREFIX.match; the same command again resumes."""


def _quick_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-match",
        description="Play a quick match between two GTP engines (gogui-twogtp style).\n"
        "Match files: gogui-match run|show|report|reset|stop MATCH.toml (--help there).",
        epilog=QUICK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add = parser.add_argument
    add("--black", "-black", required=True, metavar="CMD", help="command of the first engine")
    add("--white", "-white", required=True, metavar="CMD", help="command of the second engine")
    add("--games", "-games", type=int, default=1, metavar="N", help="number of games (default 1)")
    add("--size", "-size", type=int, metavar="N", help="board size (default 19; a ruler's own)")
    add("--komi", "-komi", type=float, metavar="K", help="komi (default 7.5; not with --ruler)")
    add("--ruler", metavar="CMD", help="another game: the gogui-rules_* program refereeing it")
    add("--alternate", "-alternate", action="store_true", help="swap colours every game")
    add(
        "--sgffile", "-sgffile", default="gogui-match", metavar="PREFIX", help="folder PREFIX.match"
    )
    add("--openings", "-openings", metavar="PATH", help="an SGF file, or a folder of them")
    add("--time", "-time", metavar="SPEC", help="MAIN[+OVERTIME/MOVES], minutes (30s: seconds)")
    add("--force", "-force", action="store_true", help="forget the folder's earlier games")
    add("--parallel", "-threads", type=int, metavar="N", help="games at once (default 1)")
    add("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)
    add("--sprt", nargs="+", metavar="KEY=VALUE", help="elo0=E0 elo1=E1 [alpha=A] [beta=B]")
    add("--move-limit", "-maxmoves", type=int, default=1000, metavar="N", help="moves before Void")
    add("--scorer", choices=("players", "internal"), help="default: players (a ruler: itself)")
    add("--quiet", action="store_true", help="no progress line")
    add("-auto", action="store_true", help=argparse.SUPPRESS)  # always automatic
    add("-help", action="help", help=argparse.SUPPRESS)
    add("--version", "-version", action="version", version=f"gogui-match {__version__}")
    for name, (metavar, instead) in UNSUPPORTED.items():
        nargs = 1 if metavar else 0
        add(
            f"-{name}",
            f"--{name}",
            action=_Unsupported,
            nargs=nargs,
            const=instead,
            help=argparse.SUPPRESS,
        )
    return parser


def _labels(black: tuple[str, ...], white: tuple[str, ...]) -> tuple[str, str]:
    first = program_label(black, "black")
    second = program_label(white, "white")
    if first == second:
        return f"{first}-1", f"{second}-2"
    return first, second


def quick_config(options: argparse.Namespace) -> MatchConfig:
    """The match the quick flags describe (labels from the program names).

    Raises:
        ConfigError: a bad command line or value.
    """
    black = split_command(options.black, "--black")
    white = split_command(options.white, "--white")
    first, second = _labels(black, white)
    data: dict[str, Any] = {
        "games": options.games,
        "alternate": options.alternate,
        "move_limit": options.move_limit,
        "competitors": [
            {"label": first, "command": list(black)},
            {"label": second, "command": list(white)},
        ],
    }
    ruler = getattr(options, "ruler", None)
    if ruler is not None:  # a ruler game: only what the user gave (config refuses komi)
        data["ruler"] = list(split_command(ruler, "--ruler"))
    defaults = {} if ruler is not None else {"size": 19, "komi": 7.5, "scorer": "players"}
    for option, key in (("size", "board_size"), ("komi", "komi"), ("scorer", "scorer")):
        value = getattr(options, option, None)
        value = defaults.get(option) if value is None else value
        if value is not None:
            data[key] = value
    if options.sprt:
        data["sprt"] = sprt_settings(options.sprt)
    for option, key, convert in (
        ("openings", "openings", opening_files),
        ("time", "time", time_table),
    ):
        value = getattr(options, option, None)
        if value:
            try:
                data[key] = convert(value)
            except ValueError as error:
                raise ConfigError(f"--{option}: {error}") from None
    return parse_config(data, base=Path.cwd(), default_name=Path(options.sgffile).name)


def _quick(args: list[str]) -> int:
    options = _quick_parser().parse_args(args)
    config = quick_config(options)
    folder = MatchFolder(options.sgffile + ".match")
    if options.force and folder.path.is_dir():
        _reset(config, folder)
    status = _run(config, folder, options, None)
    _report(config, folder)
    return status


class Progress:
    """The progress line: rewritten in place on a terminal, one line per game otherwise."""

    def __init__(self, stream: TextIO, quiet: bool) -> None:
        self.stream = stream
        self.quiet = quiet
        self.tty = stream.isatty()
        self.voids = 0

    def __call__(self, event: RunEvent) -> None:
        if event.kind == "void":
            self.voids += 1
        if event.kind in ("void", "halt", "stop", "error", "warning", "sprt"):
            warn = event.kind in ("void", "warning")
            self._line(f"warning: {event.text}" if warn else event.text)
        if self.quiet or event.kind == "begin":
            return
        width = 30
        filled = width * event.done // max(1, event.total)
        bar = "#" * filled + "-" * (width - filled)
        text = f"[{bar}] {event.done}/{event.total} games, {event.running} running"
        if self.voids:
            text += f", {self.voids} void"
        if event.outcome is not None and not event.outcome.void:
            o = event.outcome
            text += f"  last: {o.game_id} {o.black} (B) vs {o.white} (W) {o.result}"
        if self.tty:
            self.stream.write("\r\x1b[K" + text)
        else:
            self.stream.write(text + "\n")
        self.stream.flush()

    def _line(self, text: str) -> None:
        if self.tty:
            self.stream.write("\r\x1b[K")
        self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.tty and not self.quiet:
            self.stream.write("\n")
            self.stream.flush()


def _run(
    config: MatchConfig, folder: MatchFolder, options: argparse.Namespace, max_games: int | None
) -> int:
    parallel: int | None = options.parallel
    if parallel is not None and parallel < 1:
        raise ConfigError("--parallel must be at least 1")
    if options.cluster is None and parallel is None:
        parallel = 1
    progress = Progress(sys.stderr, options.quiet)
    try:
        summary = run_match(
            config,
            folder,
            parallel=parallel,
            on_event=progress,
            max_games=max_games,
            cluster=options.cluster,
        )
    finally:
        progress.close()
    print(
        f"{config.name}: {summary.played} games played, {summary.void} void in this run"
        + (f"; halted: {summary.halted}" if summary.halted else "")
        + ("; stopped" if summary.stopped else "")
        + "".join(
            f"; SPRT: pairing {pairing} accepted {state.decision}"
            for pairing, state in summary.sprt.items()
            if state.decision
        )
    )
    return 1 if summary.halted or summary.stopped else 0


def _show(config: MatchConfig, folder: MatchFolder) -> str:
    state = read_journal(folder.journal)
    running = folder.is_running()
    lines = [
        f"{config.name}: {'running' if running else 'not running'}; folder {folder.path}",
        f"{len(state.games)}/{config.total_games} games counted, {len(state.voids)} void",
    ]
    for stats in journal_stats(config, state):
        p = stats.pairing
        lines.append(
            f"  {p.id}: {p.first} vs {p.second}: {stats.games}/{p.games} "
            f"({stats.wins}-{stats.losses}, {stats.jigo} jigo, {stats.unknown} unknown, "
            f"{stats.void} void)"
        )
        if stats.sprt is not None:
            lines.append(f"    {stats.sprt.describe()}")
    lines += [f"journal: {problem}" for problem in state.problems]
    return "\n".join(lines)


def journal_stats(config: MatchConfig, state: JournalState) -> list[PairingStats]:
    """Each pairing's stats from the journal: counted games in journal order (the SPRT
    decision depends on it) and void games (``gogui-match show``/``report``)."""
    return tally(config.pairings, state.games.values(), config.sprt, voids=state.voids)


def _report(config: MatchConfig, folder: MatchFolder) -> int:
    state = read_journal(folder.journal)
    outcomes = sorted(state.games.values(), key=lambda o: (o.pairing_id, o.number))
    stats = journal_stats(config, state)
    lines = [f"Match {config.name}", "", format_table(stats), ""]
    lines.append(f"{'game':<12} {'black':<16} {'white':<16} {'result':<8} moves")
    for o in outcomes:
        lines.append(f"{o.game_id:<12} {o.black:<16} {o.white:<16} {o.result:<8} {o.moves}")
    for void in state.voids:
        lines.append(f"void {void.game_id}: {void.reason}")
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if folder.path.is_dir():
        try:
            folder.report.write_text(text, encoding="utf-8")
        except OSError as error:
            print(f"gogui-match: cannot write {folder.report}: {error}", file=sys.stderr)
    return 0


def _reset(config: MatchConfig, folder: MatchFolder) -> int:
    if folder.is_running():
        raise MatchLocked(f"{folder.path}: a run is going on; stop it first")
    for path in (folder.journal, folder.log, folder.report, folder.stop):
        if path.exists():
            os.unlink(path)
    for sub in ("games", "void"):
        shutil.rmtree(folder.path / sub, ignore_errors=True)
    print(f"{config.name}: reset ({folder.path})")
    return 0
