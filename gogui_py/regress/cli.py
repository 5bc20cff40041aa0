"""``gogui-regress``: run GTP regression suites (``.tst`` files) against an engine.

Usage::

    gogui-regress [options] PROGRAM FILE.tst...     # PROGRAM: one shell-quoted string
    gogui-regress --compare OLD.json NEW.json       # what newly passes and fails

Options (GoGui's gogui-regress names where it has them; its single-dash spellings
``-long``, ``-output``, ``-verbose``, ``-gtpfile``, ``-version`` work too)::

    --output DIR     write the HTML report folder (index.html, a page per test,
                     results.json)
    --long           one line per test (GNU Go's eval.sh), not only the surprises
    --parallel N     N engines at once, the files split at their positions (default 1)
    --filter RE      only the tests whose key ``file.tst:number`` RE matches
                     (re.search: ``'tactics.tst:(3|5)$'``)
    --timeout S      seconds per command (default 60)
    --gtpfile FILE   GTP commands sent to the engine after each start
    --verbose        the GTP traffic on standard error

A FILE written ``@LIST`` stands for the files named in LIST, one a line (``#``
comments), as in GoGui. Exit status: 0 when every test came out as expected (pass
or known failure), 1 when a test is a FAIL, a PASSED or an error, or the run was
interrupted; 2 for a usage error (bad option, missing file or program, unreadable
results).
With ``--compare``: 1 when a test newly fails, else 0.
"""

from __future__ import annotations

import argparse
import datetime
import re
import shlex
import shutil
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from gogui_py import __version__
from gogui_py.gtp.tcp import is_tcp_program
from gogui_py.regress.model import FileResult, RegressTest
from gogui_py.regress.report_html import write_html
from gogui_py.regress.report_json import (
    ResultsError,
    compare,
    format_comparison,
    load_outcomes,
    results_document,
    write_results,
)
from gogui_py.regress.report_text import TextReport
from gogui_py.regress.runner import resolve_program, run_files
from gogui_py.regress.suite import SuiteError

MAX_LIST_DEPTH = 10
"""How deep ``@LIST`` files may name other lists."""


class UsageError(Exception):
    """A command line that cannot be run (exit status 2)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-regress",
        description="Run GTP regression suites (.tst files) against a GTP engine.",
        epilog="A FILE written" + __doc__.partition("A FILE written")[2].replace("``", ""),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,
    )
    add = parser.add_argument
    add("program", nargs="?", help="the engine's command line, one shell-quoted string")
    add("files", nargs="*", metavar="FILE.tst", help="test files (@LIST: files listed in LIST)")
    add("--output", "-output", metavar="DIR", help="write the HTML report folder here")
    add("--long", "-long", action="store_true", help="one line per test")
    add("--parallel", type=int, default=1, metavar="N", help="engines at once (default 1)")
    add("--filter", metavar="RE", help="only tests whose key FILE.tst:NUMBER matches RE")
    add("--timeout", type=float, default=60.0, metavar="S", help="seconds per command")
    add("--gtpfile", "-gtpfile", metavar="FILE", help="GTP commands after each engine start")
    add("--verbose", "-verbose", action="store_true", help="GTP traffic on standard error")
    add("--compare", nargs=2, metavar=("OLD", "NEW"), help="compare two results.json files")
    add("--version", "-version", action="version", version=f"gogui-regress {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``gogui-regress`` console script; returns the exit status."""
    parser = _parser()
    try:
        options = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as leaving:  # --help, --version, or argparse's usage error (2)
        return leaving.code if isinstance(leaving.code, int) else 2
    try:
        if options.compare:
            if options.program or options.files:
                raise UsageError("--compare takes two results files and nothing else")
            return _compare(options.compare[0], options.compare[1])
        return _run(options)
    except (UsageError, SuiteError, ResultsError) as error:
        print(f"gogui-regress: {error}", file=sys.stderr)
        return 2


def _compare(old: str, new: str) -> int:
    comparison = compare(load_outcomes(old), load_outcomes(new))
    print(format_comparison(comparison))
    return 1 if comparison.newly_failing else 0


def expand_lists(names: Sequence[str], depth: int = 0) -> list[str]:
    """``names`` with each ``@LIST`` replaced by the names in file LIST (one a line,
    blank lines and ``#`` comments skipped), recursively (GoGui's expandTestSuites).

    Raises:
        UsageError: when a list cannot be read or lists nest too deep.
    """
    files: list[str] = []
    for name in names:
        if not name.startswith("@"):
            files.append(name)
            continue
        if depth >= MAX_LIST_DEPTH:
            raise UsageError(f"test lists nested more than {MAX_LIST_DEPTH} deep at {name}")
        try:
            text = Path(name[1:]).read_text("utf-8")
        except OSError as error:
            raise UsageError(f"cannot read the test list {name[1:]}: {error}") from error
        listed = [line.strip() for line in text.splitlines()]
        files += expand_lists([n for n in listed if n and not n.startswith("#")], depth + 1)
    return files


def _check(options: argparse.Namespace) -> tuple[list[str], list[str], list[str]]:
    """(program argv, test files, setup commands) from the options.

    Raises:
        UsageError: for anything that keeps the run from starting.
    """
    if not options.program or not options.files:
        raise UsageError("give the engine's command and at least one .tst file (--help)")
    try:
        program = shlex.split(options.program)
    except ValueError as error:
        raise UsageError(f"cannot split the program command: {error}") from error
    if not program:
        raise UsageError("the program command is empty")
    if not is_tcp_program(program) and shutil.which(resolve_program(program)[0]) is None:
        raise UsageError(f"no such program (or not executable): {program[0]}")
    files = expand_lists(options.files)
    for name in files:
        if not Path(name).is_file():
            raise UsageError(f"no such file: {name}")
    if options.output and Path(options.output).exists() and not Path(options.output).is_dir():
        raise UsageError(f"--output {options.output} is a file, not a folder")
    if options.parallel < 1:
        raise UsageError("--parallel must be at least 1")
    if options.timeout <= 0:
        raise UsageError("--timeout must be positive")
    setup: list[str] = []
    if options.gtpfile:
        try:
            lines = Path(options.gtpfile).read_text("utf-8").splitlines()
        except OSError as error:
            raise UsageError(f"cannot read the GTP file {options.gtpfile}: {error}") from error
        setup = [
            line.strip() for line in lines if line.strip() and not line.strip().startswith("#")
        ]
    return program, files, setup


def _select(pattern: str | None) -> re.Pattern[str] | None:
    if pattern is None:
        return None
    try:
        return re.compile(pattern)
    except re.error as error:
        raise UsageError(f"bad --filter expression {pattern!r}: {error}") from error


def _run(options: argparse.Namespace) -> int:
    program, files, setup = _check(options)
    wanted = _select(options.filter)
    report = TextReport(sys.stdout, long=options.long, several=len(files) > 1)
    verbose_lock = threading.Lock()

    def select(test: RegressTest) -> bool:
        return wanted is None or wanted.search(test.key) is not None

    def traffic(file: str, line: str) -> None:
        with verbose_lock:
            print(f"{file}: {line}", file=sys.stderr, flush=True)

    started = datetime.datetime.now(datetime.UTC).astimezone()
    cancel = threading.Event()
    outcome: list[list[FileResult]] = []
    failure: list[BaseException] = []

    def work() -> None:
        try:
            outcome.append(
                run_files(
                    program,
                    files,
                    parallel=options.parallel,
                    timeout=options.timeout,
                    select=select if wanted is not None else None,
                    on_result=report.result,
                    cancel=cancel,
                    setup=setup,
                    on_traffic=traffic if options.verbose else None,
                )
            )
        except BaseException as error:  # re-raised in the main thread
            failure.append(error)
        finally:
            finished.set()

    finished = threading.Event()
    worker = threading.Thread(target=work, name="regress-run")
    worker.start()
    interrupted = False
    while not finished.is_set():
        try:  # an Event, not join(): an interrupted join can leave is_alive() False
            finished.wait(0.2)
        except KeyboardInterrupt:
            interrupted = True
            cancel.set()
            report.print("gogui-regress: interrupted; closing the engines")
    worker.join()
    if failure:
        raise failure[0]
    results = outcome[0]
    wall = (datetime.datetime.now(datetime.UTC).astimezone() - started).total_seconds()
    report.summary(results, wall)
    if not any(file.results for file in results) and not interrupted:
        report.print("gogui-regress: no test was run (check --filter)")
    if options.output:
        _write_output(Path(options.output), results, options.program, started, wall)
        report.print(f"Report: {Path(options.output) / 'index.html'}")
    unexpected = any(r.outcome.unexpected for file in results for r in file.results)
    return 1 if unexpected or interrupted or any(f.cancelled for f in results) else 0


def _write_output(
    folder: Path, results: list[FileResult], program: str, started: datetime.datetime, wall: float
) -> None:
    stamp = started.isoformat(timespec="seconds")
    try:
        write_html(folder, results, program=program, started=stamp, wall_seconds=wall)
        document = results_document(results, program=program, started=stamp, wall_seconds=wall)
        write_results(folder / "results.json", document)
    except OSError as error:
        raise UsageError(f"cannot write the report to {folder}: {error}") from error
