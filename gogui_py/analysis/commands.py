"""Analyze command definitions: the ``gogui-analyze_commands`` menu (pure; go, gtp only).

../shared/specs/analyze.md "Analyze commands and gfx": a program lists one definition
a line, ``type/label/command[/description]``; ``#`` lines are comments. The GUI shows
the labels as a menu, fills the wildcards of ``command`` (analyze.md "Wildcards in
command") with :meth:`AnalyzeCommand.fill` and shows the answer by its
:class:`AnalyzeType` (:mod:`gogui_py.analysis.answers`).

Reading never fails on program or user text: a malformed line is skipped and
described in :attr:`CommandList.warnings`. GoGui skips a definition whose label was
already given (the first wins); so do we, with a warning.

Where the definitions come from (:func:`program_commands`): the program's own
answer when it lists ``gogui-analyze_commands``; else, for GNU Go, the built-in
list :data:`GNUGO_COMMANDS` reduced to the commands it lists (as GoGui does with its
compiled-in list); else none. A user file of extra definitions per program
(:func:`read_user_commands`) is appended with :func:`merge_commands`.
"""

from __future__ import annotations

import enum
import os
import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from os import PathLike
from pathlib import Path

from gogui_py.analysis.gnugo_list import GNUGO_COMMANDS_TEXT
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp

__all__ = [
    "GNUGO_COMMANDS",
    "AnalyzeCommand",
    "AnalyzeType",
    "CommandList",
    "FillError",
    "builtin_gnugo_commands",
    "is_gnugo",
    "merge_commands",
    "parse_analyze_commands",
    "program_commands",
    "read_user_commands",
    "user_commands_path",
]


class AnalyzeType(enum.Enum):
    """How the answer of an analyze command is shown (analyze.md "Types and how the
    answer is shown"). ``value`` is the type name used in definitions."""

    NONE = "none"
    STRING = "string"
    HSTRING = "hstring"
    PSTRING = "pstring"
    HPSTRING = "hpstring"
    PLIST = "plist"
    PSPAIRS = "pspairs"
    SBOARD = "sboard"
    CBOARD = "cboard"
    DBOARD = "dboard"
    BWBOARD = "bwboard"
    EPLIST = "eplist"
    PARAM = "param"
    VAR = "var"
    VARB = "varb"
    VARW = "varw"
    VARC = "varc"
    VARP = "varp"
    VARPO = "varpo"
    GFX = "gfx"

    @property
    def is_text(self) -> bool:
        """True for types whose answer is (also) shown as text: the string types and
        the variations (as GoGui's ``isTextType``)."""
        return self in _TEXT_TYPES

    @property
    def is_variation(self) -> bool:
        """True for ``var``, ``varb``, ``varw``, ``varc``, ``varp``, ``varpo``."""
        return self in _VARIATION_TYPES


_VARIATION_TYPES = frozenset(
    {
        AnalyzeType.VAR,
        AnalyzeType.VARB,
        AnalyzeType.VARW,
        AnalyzeType.VARC,
        AnalyzeType.VARP,
        AnalyzeType.VARPO,
    }
)
_TEXT_TYPES = _VARIATION_TYPES | {
    AnalyzeType.STRING,
    AnalyzeType.HSTRING,
    AnalyzeType.PSTRING,
    AnalyzeType.HPSTRING,
}
_TYPES = {t.value: t for t in AnalyzeType}

WILDCARDS = ("%c", "%m", "%p", "%P", "%s", "%o", "%r", "%w", "%f")
"""The wildcards :meth:`AnalyzeCommand.fill` replaces (analyze.md; ``%f``, a file
either way, is GoGui's older form of ``%r``/``%w``)."""

_WILDCARD = re.compile(r"%[cmpPsorwf]")
_FILLED = re.compile(r"( ?)(%[cmpPsorwf])")
"""A wildcard and the space before it, dropped with an empty value (an empty eplist)."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]")


class FillError(ValueError):
    """A wildcard of an analyze command has no value, or a value that cannot be sent
    (a control character would inject a second GTP command: gtp.md "Wire format")."""


@dataclass(frozen=True, slots=True)
class AnalyzeCommand:
    """One analyze command definition (analyze.md "Analyze commands and gfx").

    Attributes:
        type: how the answer is shown; :attr:`AnalyzeType.NONE` for an unknown type.
        label: the menu label (unique within a :class:`CommandList`).
        command: the GTP command template, wildcards unfilled (``dragon_status %p``).
        description: the optional 4th field, ``""`` when absent.
        type_name: the type as written (lower case); differs from ``type.value``
            only for an unknown type.
    """

    type: AnalyzeType
    label: str
    command: str
    description: str = ""
    type_name: str = ""

    @property
    def is_unknown_type(self) -> bool:
        """True when the definition named a type this module does not know: it runs as
        ``none`` and the GUI shows its answer in the shell (analyze.md)."""
        return bool(self.type_name) and self.type_name != self.type.value

    @property
    def name(self) -> str:
        """The GTP command name: the first word of :attr:`command`."""
        words = self.command.split()
        return words[0] if words else ""

    @property
    def wildcards(self) -> frozenset[str]:
        """The wildcards present in :attr:`command` (``"%p"``, ...)."""
        return frozenset(_WILDCARD.findall(self.command))

    @property
    def needs_color(self) -> bool:
        """``%c``: a colour, by default the side to move."""
        return "%c" in self.command

    @property
    def needs_point(self) -> bool:
        """``%p``: a point the user clicks."""
        return "%p" in self.command

    @property
    def needs_point_list(self) -> bool:
        """``%P`` or an ``eplist``: a list of points the user selects."""
        return "%P" in self.command or self.type is AnalyzeType.EPLIST

    @property
    def needs_string(self) -> bool:
        """``%s``: a string asked from the user."""
        return "%s" in self.command

    @property
    def needs_optional(self) -> bool:
        """``%o``: an optional value (the GUI queries the current value first)."""
        return "%o" in self.command

    @property
    def needs_file_open(self) -> bool:
        """``%r`` (or ``%f``): a file to open."""
        return "%r" in self.command or "%f" in self.command

    @property
    def needs_file_save(self) -> bool:
        """``%w``: a file to save."""
        return "%w" in self.command

    def definition(self) -> str:
        """The definition line: ``type/label/command[/description]``."""
        head = f"{self.type_name or self.type.value}/{self.label}/{self.command}"
        return f"{head}/{self.description}" if self.description else head

    def fill(
        self,
        size: BoardSize,
        *,
        to_move: Color | str | None = None,
        color: Color | str | None = None,
        point: Point | None = None,
        points: Sequence[Point] = (),
        string: str | None = None,
        optional: str | None = None,
        file_open: str | PathLike[str] | None = None,
        file_save: str | PathLike[str] | None = None,
    ) -> str:
        """The command line to send, wildcards replaced (analyze.md "Wildcards").

        ``%m`` the side to move and ``%c`` the colour (default: the side to move) as
        GTP ``b``/``w`` (GoGui's form; ``black``/``white`` and Color are accepted);
        ``%p`` a vertex of ``size``; ``%P`` the points separated by spaces (for an
        ``eplist`` the points are appended to the command when given, as GoGui does);
        ``%s``, ``%o`` the strings as given; ``%r``/``%f``, ``%w`` the file names, in
        double quotes (``\\"`` and ``\\\\`` escaped) when they hold a space or a quote.
        One pass: a value holding ``%p`` is not replaced again.

        Raises:
            FillError: a wildcard present has no value, a point is off the board, or
                a value holds a control character.
        """
        joined = " ".join(_vertex_text(p, size) or "" for p in points)
        eplist = self.type is AnalyzeType.EPLIST
        values = {
            "%m": _color_text(to_move),
            "%c": _color_text(color if color is not None else to_move),
            "%p": _vertex_text(point, size),
            "%P": joined if points or eplist else None,
            "%s": _checked(string),
            "%o": _checked(optional),
            "%r": _file_text(file_open),
            "%f": _file_text(file_open),
            "%w": _file_text(file_save),
        }

        def replace(match: re.Match[str]) -> str:
            space, wildcard = match.groups()
            value = values[wildcard]
            if value is None:
                raise FillError(
                    f"analyze command {self.label!r} needs {_NEEDS[wildcard]} ({wildcard})"
                )
            return space + value if value else ""

        line = _FILLED.sub(replace, self.command)
        if eplist and joined and "%P" not in self.command:
            line = f"{line} {joined}"
        return line.strip()

    def show_line(
        self,
        size: BoardSize,
        *,
        to_move: Color | str | None = None,
        color: Color | str | None = None,
        string: str | None = None,
        optional: str | None = None,
    ) -> str:
        """For an ``eplist``: the line asking for the current list, ``command show``
        (analyze.md "eplist"); the values as for :meth:`fill`.

        Raises:
            FillError: as :meth:`fill`.
        """
        line = self.fill(size, to_move=to_move, color=color, string=string, optional=optional)
        return f"{line} show"


_NEEDS = {
    "%m": "the side to move",
    "%c": "a colour",
    "%p": "a point",
    "%P": "a point list",
    "%s": "a string",
    "%o": "a value",
    "%r": "a file to open",
    "%f": "a file",
    "%w": "a file to save",
}


def _checked(text: str | None) -> str | None:
    if text is not None and _CONTROL.search(text):
        raise FillError(f"value {text[:40]!r} holds a control character")
    return text


def _color_text(color: Color | str | None) -> str | None:
    if color is None:
        return None
    if isinstance(color, str):
        try:
            color = Color.from_gtp(color)
        except ValueError as exc:
            raise FillError(str(exc)) from None
    return color.to_gtp()


def _vertex_text(point: Point | None, size: BoardSize) -> str | None:
    if point is None:
        return None
    try:
        return to_gtp(point, size)
    except ValueError as exc:
        raise FillError(str(exc)) from None


def _file_text(path: str | PathLike[str] | None) -> str | None:
    if path is None:
        return None
    text = _checked(os.fspath(path))
    assert text is not None
    if any(ch.isspace() or ch == '"' for ch in text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return text


@dataclass(frozen=True, slots=True)
class CommandList:
    """Analyze command definitions in menu order, and what was wrong with the text.

    Attributes:
        commands: the definitions, labels unique.
        warnings: one message per skipped line, ``"SOURCE line N: what"``.
        source: where they came from (``"program"``, ``"built-in GNU Go list"``, a
            file name ...).
    """

    commands: tuple[AnalyzeCommand, ...] = ()
    warnings: tuple[str, ...] = ()
    source: str = ""

    def by_label(self, label: str) -> AnalyzeCommand | None:
        """The definition with ``label``, or None."""
        for command in self.commands:
            if command.label == label:
                return command
        return None


def parse_definition(line: str) -> AnalyzeCommand:
    """One definition line ``type/label/command[/description]`` (already stripped).

    Raises:
        ValueError: fewer than three fields, or an empty label or command.
    """
    fields = line.split("/", 3)
    if len(fields) < 3:
        raise ValueError("expected type/label/command")
    type_name, label, command = fields[0].strip().lower(), fields[1].strip(), fields[2].strip()
    if not label:
        raise ValueError("empty label")
    if not command:
        raise ValueError("empty command")
    description = fields[3].strip() if len(fields) > 3 else ""
    return AnalyzeCommand(
        type=_TYPES.get(type_name, AnalyzeType.NONE),
        label=label,
        command=command,
        description=description,
        type_name=type_name,
    )


def parse_analyze_commands(
    text: str, source: str = "program", supported: Collection[str] | None = None
) -> CommandList:
    """Definitions from a ``gogui-analyze_commands`` answer or a file of the same format.

    Blank and ``#`` lines are skipped; a malformed line, an unknown type (kept, run as
    ``none``) and a repeated label (skipped; the first wins) give a warning. With
    ``supported`` (a program's ``list_commands``), a definition whose command name is
    not in it is left out silently (GoGui's rule for its built-in list). Never raises.
    """
    commands: list[AnalyzeCommand] = []
    warnings: list[str] = []
    labels: set[str] = set()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            command = parse_definition(line)
        except ValueError as exc:
            warnings.append(f"{source} line {number}: {exc}: {line[:80]!r}")
            continue
        if supported is not None and command.name not in supported:
            continue
        if command.label in labels:
            warnings.append(f"{source} line {number}: label {command.label!r} repeated: skipped")
            continue
        if command.is_unknown_type:
            warnings.append(
                f"{source} line {number}: unknown type {command.type_name!r}: "
                "run as none, answer shown in the shell"
            )
        labels.add(command.label)
        commands.append(command)
    return CommandList(tuple(commands), tuple(warnings), source)


GNUGO_COMMANDS: CommandList = parse_analyze_commands(GNUGO_COMMANDS_TEXT, "built-in GNU Go list")
"""The built-in analyze commands for GNU Go (GoGui's compiled-in list: standard GTP,
GNU Go's extensions and a few of other programs). Use :func:`builtin_gnugo_commands`
to keep only those the program lists."""


def is_gnugo(name: str) -> bool:
    """True when a ``name`` answer is GNU Go's (``"GNU Go"``, any case and spacing)."""
    return " ".join(name.split()).lower() == "gnu go"


def builtin_gnugo_commands(supported: Collection[str]) -> CommandList:
    """:data:`GNUGO_COMMANDS` reduced to the command names in ``supported``."""
    kept = tuple(c for c in GNUGO_COMMANDS.commands if c.name in supported)
    return CommandList(kept, (), GNUGO_COMMANDS.source)


def program_commands(answer: str | None, *, name: str, supported: Collection[str]) -> CommandList:
    """The analyze commands of a program (module docstring, "Where the definitions
    come from").

    Args:
        answer: its ``gogui-analyze_commands`` answer, or None when it does not list
            that command (or the command failed).
        name: its ``name`` answer.
        supported: its ``list_commands`` names.
    """
    if answer is not None:
        return parse_analyze_commands(answer, "program")
    if is_gnugo(name):
        return builtin_gnugo_commands(supported)
    return CommandList((), (), "none")


def read_user_commands(path: str | PathLike[str]) -> CommandList:
    """Extra definitions from a user file (same line format, UTF-8 with replacement).

    A missing file is an empty list without warning; an unreadable one is an empty
    list with a warning. Never raises.
    """
    file = Path(path)
    try:
        text = file.read_bytes().decode("utf-8", errors="replace")
    except FileNotFoundError:
        return CommandList((), (), str(file))
    except OSError as exc:
        return CommandList((), (f"{file}: cannot read: {exc.strerror or exc}",), str(file))
    return parse_analyze_commands(text, str(file))


def user_commands_path(directory: str | PathLike[str], program: str) -> Path:
    """Where the user's extra definitions for ``program`` (its ``name`` answer or a
    label) live: ``directory/<slug>.analyze-commands``, the slug lower case with runs
    of other characters than letters and digits as ``-`` (``GNU Go`` -> ``gnu-go``)."""
    slug = "-".join(re.findall(r"[0-9a-z]+", program.lower())) or "program"
    return Path(directory) / f"{slug}.analyze-commands"


def merge_commands(first: CommandList, extra: Iterable[CommandList]) -> CommandList:
    """``first`` followed by the definitions of ``extra`` whose labels are new; a label
    already taken is skipped with a warning. Warnings of all lists are kept."""
    commands = list(first.commands)
    warnings = list(first.warnings)
    labels = {c.label for c in commands}
    for more in extra:
        warnings.extend(more.warnings)
        for command in more.commands:
            if command.label in labels:
                warnings.append(f"{more.source}: label {command.label!r} already used: skipped")
                continue
            labels.add(command.label)
            commands.append(command)
    return CommandList(tuple(commands), tuple(warnings), first.source)
