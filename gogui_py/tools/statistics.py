"""``gogui-statistics``: GTP commands at every position of SGF collections.

Usage::

    gogui-statistics --program "gnugo --mode gtp --level 0" \\
        --commands estimate_score,showboard --final final_score \\
        --output stats games/*.sgf games/more/

GoGui's option names (``--program``, ``--commands``, ``--begin``, ``--final``, ``--min``,
``--max``, ``--backward``, ``--output``, ``--quiet``, ``--verbose``); numbering of
positions as in :mod:`gogui_py.statistics.runner`. Prints the summary per move number on
standard output, progress per game on standard error (unless ``--quiet``), and writes
``index.html``, ``answers.csv`` and ``answers.json`` to the ``--output`` directory.

``--parallel N`` runs N engines on this machine; ``--cluster tcp://HOST:8786`` runs each
game as a task on a Dask cluster, ``--cluster local[:N]`` on an embedded LocalCluster
of N worker processes (:mod:`gogui_py.statistics.cluster`), and ``--parallel`` then caps
the games submitted at once (default: two per worker thread). The report is the same.

Before the run (a local one; on a cluster the program runs elsewhere), the program is
started once and asked which commands it knows (``list_commands``, else
``known_command``), as GoGui's gogui-statistics checks the commands up front: a command
of ``--commands``, ``--begin`` or ``--final`` it does not know stops the run at once
(exit 2). Answers that fail during the run (``? message``) are counted in the printed
summary, per command.

Exit status: 0 every game ran; 1 bad command line, no games, the cluster cannot be used,
or the report could not be written; 2 some games failed (engine died, hung, worker lost,
or the game could not be read) - their rows are in the report -, or the program does not
know a command it was asked to run (nothing is run).
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time
from collections.abc import Sequence
from typing import NoReturn

from gogui_py import __version__
from gogui_py.cluster import ClusterError, parse_address
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpError, GtpFailure
from gogui_py.statistics.cluster import run_on_cluster
from gogui_py.statistics.report import summarize, text_summary, write_report
from gogui_py.statistics.runner import (
    DEFAULT_TIMEOUT,
    GameResult,
    StatisticsOptions,
    collect_games,
    parse_commands,
    run_statistics,
)

EXIT_OK = 0
EXIT_USAGE = 1
EXIT_GAMES_FAILED = 2
EXIT_UNKNOWN_COMMAND = 2


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors exiting 1 (2 means failed games)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``gogui-statistics``."""
    parser = _Parser(
        prog="gogui-statistics",
        description="Run GTP commands on every position (main line) of SGF games and "
        "write a table of answers and times per move number (as GoGui's "
        "gogui-statistics). Position N is the one before move N; --backward counts "
        "from the end (1 = before the last move).",
        epilog="Exit status: 0 all games ran; 1 usage error or no report; 2 some games "
        "failed (an engine that dies or hangs costs its game; it is restarted), or the "
        "program does not know one of the commands (checked before the run).",
    )
    add = parser.add_argument
    add("files", nargs="+", metavar="FILE.sgf|DIR", help="SGF files or directories of them")
    add("--program", required=True, help="the engine's command line (one string)")
    add("--commands", required=True, help="comma-separated GTP commands for each position")
    add("--begin", default="", help="comma-separated commands at the start of each game")
    add("--final", default="", help="comma-separated commands after the last move")
    add("--min", type=_positive, default=1, help="first position number (default 1)")
    add("--max", type=_positive, help="last position number (default: the end)")
    add("--backward", action="store_true", help="number positions from the end of the game")
    add("--output", default="statistics", help="report directory (default ./statistics)")
    add(
        "--parallel",
        type=_positive,
        help="engines over the games (default 1); with --cluster, games submitted at once "
        "(default: two per worker thread)",
    )
    add(
        "--cluster",
        metavar="ADDRESS",
        help="run the games on a Dask scheduler tcp://HOST:8786, or on an embedded "
        "LocalCluster of N worker processes: local[:N]",
    )
    add(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        help=f"seconds per command (default {DEFAULT_TIMEOUT:g}); past it the game fails",
    )
    add("--quiet", action="store_true", help="no progress on standard error")
    add("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def options_from(args: argparse.Namespace) -> StatisticsOptions:
    """The run's options from parsed arguments.

    Raises:
        ValueError: for an empty program or a bad command list.
    """
    program = tuple(shlex.split(args.program))
    if not program:
        raise ValueError("--program is empty")
    commands = parse_commands(args.commands)
    if not commands:
        raise ValueError("--commands is empty")
    if args.max is not None and args.max < args.min:
        raise ValueError("--max is below --min")
    if args.timeout <= 0:
        raise ValueError("--timeout must be positive")
    if args.cluster is not None:
        try:
            parse_address(args.cluster)
        except ClusterError as error:
            raise ValueError(str(error)) from None
    return StatisticsOptions(
        program=program,
        commands=commands,
        begin=parse_commands(args.begin),
        final=parse_commands(args.final),
        min_number=args.min,
        max_number=args.max,
        backward=args.backward,
        timeout=args.timeout,
        parallel=args.parallel or (0 if args.cluster else 1),
        cluster=args.cluster,
    )


def unknown_commands(options: StatisticsOptions) -> list[str]:
    """The command names of ``options`` (begin, per position, final) that the program
    does not know, in order, without repeats.

    The program is started once: ``list_commands`` decides; when it fails or lists
    nothing, ``known_command NAME`` (GTP v2 section 6.3.1). Returns [] when neither
    can tell (both fail) or the program cannot be started or answers badly: the run
    then reports what happens.
    """
    names = list(dict.fromkeys(c.name for c in (*options.begin, *options.commands, *options.final)))
    try:
        with GtpClient(options.program, cwd=options.cwd, timeout=options.timeout) as client:
            listed = client.commands
            if listed:
                return [name for name in names if name not in listed]
            unknown: list[str] = []
            for name in names:
                try:
                    answer = client.send("known_command", name)
                except GtpFailure:
                    return []  # known_command itself unknown: cannot tell
                if answer.strip().lower() != "true":
                    unknown.append(name)
            return unknown
    except GtpError:
        return []


def failed_answers_text(results: Sequence[GameResult], commands: Sequence[str]) -> str:
    """``failed answers: 0`` or ``failed answers: 12 (estimate_score 2, nosuch 10)``:
    the ``? message`` answers of the run per command text, in the order of ``commands``
    (others after them)."""
    counts: dict[str, int] = dict.fromkeys(commands, 0)
    for result in results:
        for answer in result.answers:
            if not answer.ok:
                counts[answer.command] = counts.get(answer.command, 0) + 1
    total = sum(counts.values())
    if not total:
        return "failed answers: 0"
    parts = ", ".join(f"{command} {count}" for command, count in counts.items() if count)
    return f"failed answers: {total} ({parts})"


def _progress(result: GameResult, done: int, total: int) -> None:
    state = f"failed: {result.error}" if result.error else "ok"
    print(
        f"[{done}/{total}] {result.job.file} game {result.job.game}: "
        f"{result.positions} positions, {result.seconds:.2f} s, {state}",
        file=sys.stderr,
        flush=True,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gogui-statistics``; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        options = options_from(args)
        jobs = collect_games(args.files)
    except (ValueError, FileNotFoundError) as error:
        print(f"gogui-statistics: {error}", file=sys.stderr)
        return EXIT_USAGE
    if not jobs:
        print("gogui-statistics: no SGF games found", file=sys.stderr)
        return EXIT_USAGE
    if options.cluster is None:
        unknown = unknown_commands(options)
        if unknown:
            print(
                f"gogui-statistics: the program does not know the command"
                f"{'s' if len(unknown) > 1 else ''} {', '.join(unknown)} "
                "(asked with list_commands / known_command): nothing was run",
                file=sys.stderr,
            )
            return EXIT_UNKNOWN_COMMAND
    started = time.perf_counter()
    progress = None if args.quiet else _progress
    try:
        if options.cluster is not None:
            results = run_on_cluster(jobs, options, progress)
        else:
            results = run_statistics(jobs, options, progress)
    except ClusterError as error:
        print(f"gogui-statistics: {error}", file=sys.stderr)
        return EXIT_USAGE
    seconds = time.perf_counter() - started
    summary = summarize(results, [c.text for c in options.commands])
    print(text_summary(summary))
    all_commands = [c.text for c in (*options.begin, *options.commands, *options.final)]
    print(failed_answers_text(results, all_commands))
    positions = sum(r.positions for r in results)
    failed = [r for r in results if r.error]
    rate = positions / seconds if seconds > 0 else 0.0
    print(
        f"{len(results)} games ({len(failed)} failed), {positions} positions, "
        f"{seconds:.2f} s, {rate:.1f} positions/s"
    )
    try:
        paths = write_report(args.output, results, options, seconds)
    except OSError as error:
        print(f"gogui-statistics: cannot write the report: {error}", file=sys.stderr)
        return EXIT_USAGE
    print(f"report: {paths[0]}")
    return EXIT_GAMES_FAILED if failed else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
