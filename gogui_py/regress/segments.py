"""Where a ``.tst`` file splits into segments that may run on different engines.

``run_files(..., parallel=N)`` spreads a file's work over N engines (runner.py). The
unit is a *segment*: lines of the file, in order, that begin with a position set-up, so
that what came before them matters only through the settings (docs/regress.md
"Running in parallel"). The rule:

1. A segment starts at each *unnumbered* ``loadsgf`` and ``boardsize`` (they replace the
   whole board), and at each unnumbered ``clear_board`` whose board size was set by an
   unnumbered command (or by none: the engine's default).
2. Numbered commands never start a segment. A numbered board command (``10 play b C3``,
   ``undo``, ``genmove``, a numbered ``loadsgf``/``boardsize``/``clear_board``) changes
   the board the next tests run on without a set-up of their own: those tests stay in
   its segment, on one engine, in order. A ``clear_board`` after a numbered
   ``boardsize`` or ``loadsgf`` keeps that size, so it does not start a segment either.
3. A segment with no selected test joins the next one (the last ones join the one
   before): its unnumbered commands are still sent, as a serial run sends them, in
   front of the next segment's.

Before its lines, a segment needs what :class:`~gogui_py.regress.board_commands.ReplayLog`
would rebuild at its start, minus what its first line wipes out: the settings sent so
far in the file (the ``--gtpfile`` commands, unnumbered commands that are neither board
commands nor queries, and the numbered :data:`NUMBERED_SETTINGS`), in file order, and,
before a ``clear_board``, the last ``boardsize`` or ``loadsgf``. This is the same log
that rebuilds an engine after a failure; a fresh engine is sent all of it, an engine
that ran an earlier segment of the file only the settings it has not had
(:attr:`Segment.settings_before`, :func:`catch_up`).

Pure: no engine, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gogui_py.regress.board_commands import PositionTracker, ReplayLog, kind_of
from gogui_py.regress.model import Position, RegressTest
from gogui_py.regress.suite import Suite, SuiteLine

NUMBERED_SETTINGS = frozenset(
    {"komi", "level", "set_random_seed", "time_settings", "kgs-time_settings", "kgs-rules"}
)
"""Numbered commands that change the engine's settings for the tests after them: they
are replayed (on a restarted engine and before later segments) as unnumbered settings
are. Other numbered commands that are not board commands (``reg_genmove``,
``final_score``, ``attack``...) are taken for queries."""


@dataclass(frozen=True)
class Segment:
    """Lines of one file that can run on any engine given :attr:`prefix` first.

    Attributes:
        file: index of the file in the run (the order of ``run_files``'s ``paths``).
        index: 0-based position of the segment in its file.
        lines: the lines, in file order. The first is a position set-up (module
            docstring, rule 1), except in a file's first segment.
        prefix: what a fresh engine is sent before ``lines``: the ReplayLog's commands
            at the segment's start, minus what its first line replaces.
        settings_before: how many of ``prefix``'s commands are settings (kind
            ``"setting"``): an engine that had the file's first ``n`` settings is sent
            only the rest.
        settings_after: how many settings an engine has had once ``lines`` have run.
        position: the position recorded before ``lines`` (the last ``loadsgf`` and the
            board commands after it, as the file writes them); None before any loadsgf.
        tests: how many of its numbered tests are selected (at least 1 unless the file
            has none).
    """

    file: int
    index: int
    lines: tuple[SuiteLine, ...]
    prefix: tuple[str, ...]
    settings_before: int
    settings_after: int
    position: Position | None
    tests: int


def is_setting(line: SuiteLine) -> bool:
    """True when ``line`` is a setting to replay: an unnumbered command of kind
    ``"setting"``, or a numbered one named in :data:`NUMBERED_SETTINGS`."""
    if kind_of(line.command) != "setting":
        return False
    return line.test is None or line.command.split()[0].lower() in NUMBERED_SETTINGS


def replayed(line: SuiteLine) -> bool:
    """True when ``line``, once the engine accepted it, goes into the ReplayLog: every
    unnumbered command (the log drops queries itself), a numbered board command, a
    numbered setting (:func:`is_setting`)."""
    return line.test is None or kind_of(line.command) != "setting" or is_setting(line)


def count_settings(commands: Sequence[str]) -> int:
    """How many of ``commands`` (a ReplayLog's) are settings."""
    return sum(1 for command in commands if kind_of(command) == "setting")


def log_of(commands: Sequence[str]) -> ReplayLog:
    """A ReplayLog holding ``commands`` (those of another log), as if sent in order."""
    log = ReplayLog()
    for command in commands:
        log.sent(command, None)
    return log


def catch_up(segment: Segment, settings_had: int) -> list[str]:
    """What an engine that ran earlier segments of the file, and so had the file's first
    ``settings_had`` settings, is sent before ``segment``: the settings it has not had
    and the board commands of the prefix, in prefix order."""
    out: list[str] = []
    seen = 0
    for command in segment.prefix:
        if kind_of(command) == "setting":
            seen += 1
            if seen <= settings_had:
                continue
        out.append(command)
    return out


def split(
    suite: Suite,
    file: int,
    *,
    select: Callable[[RegressTest], bool] | None = None,
    setup: Sequence[str] = (),
) -> list[Segment]:
    """Cut ``suite`` into segments (module docstring); ``file`` is its index in the run,
    ``select`` the tests that will be sent, ``setup`` the ``--gtpfile`` commands sent
    after each start. Every line of the file is in exactly one segment; an empty file
    gives no segment."""
    starts = _starts(suite.lines)
    ends = [*starts[1:], len(suite.lines)] if starts else []
    pieces = [suite.lines[a:b] for a, b in zip(starts, ends, strict=True)]
    pieces = _join_empty(pieces, select)
    log = ReplayLog()
    for command in setup:
        log.sent(command, None)
    tracker = PositionTracker()
    segments: list[Segment] = []
    for index, lines in enumerate(pieces):
        if index == 0:  # the file's start: only the --gtpfile commands came before
            prefix = tuple(log.commands())
        else:  # a set-up (rule 1): the log as it will be once it has run, without it
            probe = log_of(log.commands())
            probe.sent(lines[0].command, None)
            prefix = tuple(probe.commands()[:-1])
        position = tracker.position
        for line in lines:
            if replayed(line):
                log.sent(line.command, None)
            tracker.sent(line.command)
        segments.append(
            Segment(
                file=file,
                index=index,
                lines=tuple(lines),
                prefix=prefix,
                settings_before=count_settings(prefix),
                settings_after=count_settings(log.commands()),
                position=position,
                tests=_count(lines, select),
            )
        )
    return segments


def _starts(lines: Sequence[SuiteLine]) -> list[int]:
    """Indexes of the lines that start a segment (rules 1 and 2), 0 first."""
    starts = [0] if lines else []
    numbered_size = False
    for index, line in enumerate(lines):
        kind = kind_of(line.command)
        if line.test is not None:
            numbered_size = numbered_size or kind == "size"
            continue
        if kind == "size":
            numbered_size = False
        elif kind != "clear" or numbered_size:
            continue
        if index > 0:
            starts.append(index)
    return starts


def _count(lines: Sequence[SuiteLine], select: Callable[[RegressTest], bool] | None) -> int:
    return sum(
        1 for line in lines if line.test is not None and (select is None or select(line.test))
    )


def _join_empty(
    pieces: list[list[SuiteLine]], select: Callable[[RegressTest], bool] | None
) -> list[list[SuiteLine]]:
    """Rule 3: a piece without a selected test goes in front of the next one; the
    pieces after the last selected test go at the end of the one before."""
    joined: list[list[SuiteLine]] = []
    waiting: list[SuiteLine] = []
    for piece in pieces:
        waiting.extend(piece)
        if _count(piece, select):
            joined.append(waiting)
            waiting = []
    if waiting:
        if joined:
            joined[-1] = [*joined[-1], *waiting]
        else:
            joined.append(waiting)
    return joined
