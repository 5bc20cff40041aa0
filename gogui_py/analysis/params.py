"""GoGui's parameter tools, the pure part (no Qt, no I/O but text): Snapshot, Restore
and Save Parameters, Reattach With Parameters.

../shared/specs/analyze.md "param": a ``param`` command lists a program's parameters as
key/value lines; ``command key value`` sets one. The tools ask every ``param`` command
of a program that needs no user input (:func:`param_commands`; ``%c``/``%m`` are filled
with the side to move, :func:`query_lines`), keep the answers as a
:class:`ParamSnapshot` (:func:`build_snapshot`) and turn it back into GTP lines
(:meth:`ParamSnapshot.lines`): sent one by one to restore, or written as a GTP file
(:func:`param_file_text`, read back with :func:`read_param_file`) that a program takes
as input (``program < file``; GTP treats ``#`` lines as comments).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from gogui_py.analysis.answers import AnswerError, Param, param_line, parse_params
from gogui_py.analysis.commands import AnalyzeCommand, AnalyzeType, FillError
from gogui_py.go import BoardSize, Color

__all__ = [
    "ParamGroup",
    "ParamSnapshot",
    "QueryResult",
    "build_snapshot",
    "param_commands",
    "param_file_text",
    "query_lines",
    "read_param_file",
]


def param_commands(commands: Iterable[AnalyzeCommand]) -> tuple[AnalyzeCommand, ...]:
    """The ``param`` commands of ``commands`` (in their order) that can be sent without
    asking the user: no ``%p``, ``%P``, ``%s``, ``%o``, ``%r``/``%f`` or ``%w``
    (``%c`` and ``%m`` are fine: the side to move)."""
    return tuple(
        c
        for c in commands
        if c.type is AnalyzeType.PARAM
        and not (
            c.needs_point
            or c.needs_point_list
            or c.needs_string
            or c.needs_optional
            or c.needs_file_open
            or c.needs_file_save
        )
    )


def query_lines(
    commands: Iterable[AnalyzeCommand], size: BoardSize, to_move: Color
) -> list[tuple[str, str]]:
    """``(label, command line)`` asking each command of :func:`param_commands`
    (``commands``) for its values, ``%c``/``%m`` filled with ``to_move``; a command that
    cannot be filled is left out (it cannot happen for those commands)."""
    lines: list[tuple[str, str]] = []
    for command in param_commands(commands):
        try:
            lines.append((command.label, command.fill(size, to_move=to_move)))
        except FillError:
            continue
    return lines


@dataclass(frozen=True, slots=True)
class QueryResult:
    """What one ``param`` command answered.

    Attributes:
        label: the command's menu label.
        command_line: the filled command line sent (``param_style b``).
        answer: the answer text; None when the program refused the command.
        error: why it failed (the program's message); ``""`` when it answered.
    """

    label: str
    command_line: str
    answer: str | None
    error: str = ""


@dataclass(frozen=True, slots=True)
class ParamGroup:
    """The parameters one command listed: set each with ``command_line key value``."""

    label: str
    command_line: str
    params: tuple[Param, ...]

    def lines(self) -> list[str]:
        """One ``command_line key value`` line per parameter (:func:`param_line`); a
        parameter that cannot be written as one line (a key with white space, a value
        with a control character) is left out."""
        lines: list[str] = []
        for param in self.params:
            try:
                lines.append(param_line(self.command_line, param.key, param.value))
            except ValueError:
                continue
        return lines


@dataclass(frozen=True, slots=True)
class ParamSnapshot:
    """The parameter values of a program at one moment.

    Attributes:
        program: its name and version as it reported them (``"GNU Go 3.8"``).
        groups: one per ``param`` command that answered, in menu order.
        failures: ``(label, message)`` of every command that was refused or whose
            answer could not be read.
    """

    program: str
    groups: tuple[ParamGroup, ...]
    failures: tuple[tuple[str, str], ...] = ()

    @property
    def value_count(self) -> int:
        """How many parameter values it holds."""
        return sum(len(group.params) for group in self.groups)

    @property
    def command_count(self) -> int:
        """How many commands gave them."""
        return len(self.groups)

    def lines(self) -> list[str]:
        """The GTP lines setting every value back, ``command key value``, in order."""
        return [line for group in self.groups for line in group.lines()]

    def summary(self) -> str:
        """``"5 values from 2 commands"`` (and ``"; 1 command failed: Style"``)."""
        text = f"{_count(self.value_count, 'value')} from {_count(self.command_count, 'command')}"
        if self.failures:
            names = ", ".join(label for label, _ in self.failures)
            text += f"; {_count(len(self.failures), 'command')} failed: {names}"
        return text


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def build_snapshot(program: str, results: Sequence[QueryResult]) -> ParamSnapshot:
    """The snapshot of ``program`` from the answers of its ``param`` commands; a refused
    command or an answer :func:`parse_params` cannot read becomes a failure (never
    raises)."""
    groups: list[ParamGroup] = []
    failures: list[tuple[str, str]] = []
    for result in results:
        if result.answer is None:
            failures.append((result.label, result.error or "refused"))
            continue
        try:
            parsed = parse_params(result.answer)
        except AnswerError as exc:
            failures.append((result.label, str(exc)))
            continue
        groups.append(ParamGroup(result.label, result.command_line, parsed.params))
    return ParamSnapshot(program, tuple(groups), tuple(failures))


def param_file_text(snapshot: ParamSnapshot, *, saved: datetime, by: str = "gogui-py") -> str:
    """A GTP file setting every value of ``snapshot``: a ``#`` comment header (program
    name and version, the date ``saved`` as ISO 8601 to the second, and ``by``), then
    :meth:`ParamSnapshot.lines`, one per line, ending with a newline.

    The file is GTP input as it stands (GTP comments start with ``#``): ``program <
    file``, or a shell's "Send GTP File". A value holding ``#`` would be cut there by
    the program (GTP strips comments): such lines are written as they are.
    """
    header = [
        f"# Parameters of {snapshot.program}",
        f"# Saved by {by} on {saved.isoformat(sep=' ', timespec='seconds')}",
        f"# {snapshot.summary()}; send this file to the program as GTP input",
    ]
    return "\n".join([*header, *snapshot.lines()]) + "\n"


def read_param_file(text: str) -> list[str]:
    """The GTP command lines of a parameter file (or any GTP file): comments (from
    ``#`` to the end of the line: GTP 2 section 3.1, gtp.md "Wire format") and blank
    lines dropped, white space trimmed."""
    lines = (raw.partition("#")[0].strip() for raw in text.splitlines())
    return [line for line in lines if line]
