"""Answers of analyze commands, parsed by type (pure; go, gtp only).

../shared/specs/analyze.md "Types and how the answer is shown". :func:`parse_answer`
turns the answer text of an :class:`~gogui_py.analysis.commands.AnalyzeCommand` into
one typed value per type family:

- ``none`` and unknown types: :class:`RawAnswer`;
- ``string``, ``hstring``, ``pstring``, ``hpstring``: :class:`TextAnswer` (the points
  the text mentions for the ``p`` types);
- ``plist``, ``eplist``: :class:`PointListAnswer`; ``pspairs``: :class:`PointLabelsAnswer`;
- ``sboard``, ``cboard``, ``dboard``, ``bwboard``: :class:`BoardAnswer` of str, colour,
  float or Color (analyze.md: "A board answer lists rows top first, cells separated by
  spaces");
- ``param``: :class:`ParamAnswer`; the ``var`` types: :class:`VariationAnswer`;
- ``gfx``: :class:`GfxAnswer` over :func:`gogui_py.gtp.gfx.parse_gfx`.

The text comes from another program. Malformed text raises only :class:`AnswerError`
(with the line and what was wrong). Text, variation and gfx answers never fail: as in
GoGui, a word that is not a point is skipped there (analyze.md: "Invalid points are
skipped, not fatal").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Generic, Literal, TypeAlias, TypeVar

from gogui_py.analysis.commands import AnalyzeCommand, AnalyzeType
from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.gfx import Gfx, parse_color, parse_gfx, split_arguments

__all__ = [
    "Answer",
    "AnswerError",
    "BoardAnswer",
    "GfxAnswer",
    "Param",
    "ParamAnswer",
    "PointLabelsAnswer",
    "PointListAnswer",
    "RawAnswer",
    "TextAnswer",
    "VariationAnswer",
    "find_points",
    "param_line",
    "parse_answer",
    "parse_params",
    "parse_variation",
    "variation_first_color",
]

V = TypeVar("V")


class AnswerError(ValueError):
    """An analyze answer that does not fit its type.

    Attributes:
        line: the 1-based line of the answer text where it went wrong (None when the
            whole answer is at fault, e.g. too few rows).
        reason: what was wrong.
    """

    def __init__(self, reason: str, line: int | None = None) -> None:
        super().__init__(reason if line is None else f"line {line}: {reason}")
        self.reason = reason
        self.line = line


@dataclass(frozen=True, slots=True)
class RawAnswer:
    """The answer of a ``none`` command, or of an unknown type (show it in the shell)."""

    text: str


@dataclass(frozen=True, slots=True)
class TextAnswer:
    """Text to show; ``points`` are the points it mentions, marked on the board for
    ``pstring``/``hpstring`` (empty for ``string``/``hstring``; use
    :func:`find_points` to highlight them in an ``hstring``)."""

    text: str
    points: tuple[Point, ...] = ()


@dataclass(frozen=True, slots=True)
class PointListAnswer:
    """Points to mark (``plist``, ``eplist``), in answer order, without repeats."""

    points: tuple[Point, ...]


@dataclass(frozen=True, slots=True)
class PointLabelsAnswer:
    """``pspairs``: ``(point, label)`` pairs in answer order."""

    pairs: tuple[tuple[Point, str], ...]


@dataclass(frozen=True, slots=True)
class BoardAnswer(Generic[V]):
    """A board answer: one value per point, ``rows[y][x]`` at ``Point(x, y)`` (row 0 at
    the top, as the answer lists them).

    Values: ``sboard`` a label (``""`` for none); ``cboard`` a colour ``"#rrggbb"`` or
    None (not a colour); ``dboard`` a float clamped to [-1, 1] (black +, white -);
    ``bwboard`` a Color or None (empty).
    """

    size: BoardSize
    rows: tuple[tuple[V, ...], ...]

    def at(self, point: Point) -> V:
        """The value at ``point`` (IndexError off the board)."""
        return self.rows[point.y][point.x]

    def items(self) -> Iterator[tuple[Point, V]]:
        """``(point, value)`` for every point, row by row from the top-left."""
        for y, row in enumerate(self.rows):
            for x, value in enumerate(row):
                yield Point(x, y), value


ParamKind = Literal["bool", "list", "string"]


@dataclass(frozen=True, slots=True)
class Param:
    """One ``param`` line (analyze.md "param"): ``[bool] key 1``, ``[list/a/b/c] key a``,
    ``[string] key v`` or untyped ``key value``.

    Attributes:
        kind: ``"bool"``, ``"list"`` or ``"string"`` (untyped lines and unknown types
            are strings, as in GoGui).
        key: the parameter name.
        value: the current value (``""`` when none).
        choices: for a list, its values.
        type_info: the bracket's text as written (``"list/a/b/c"``), ``""`` untyped.
    """

    kind: ParamKind
    key: str
    value: str
    choices: tuple[str, ...] = ()
    type_info: str = ""

    @property
    def is_true(self) -> bool:
        """For a bool: the value is ``1`` or ``true`` (any case)."""
        return self.value.strip().lower() in ("1", "true")


@dataclass(frozen=True, slots=True)
class ParamAnswer:
    """``param``: the parameters in answer order (group headings ``[name]`` skipped)."""

    params: tuple[Param, ...]


@dataclass(frozen=True, slots=True)
class VariationAnswer:
    """A ``var*`` answer: the text and the moves it holds, colours filled in.

    ``moves`` is empty when the first colour is unknown (``varp``/``varpo`` at an empty
    point: GoGui shows nothing then).
    """

    text: str
    moves: tuple[Move, ...]

    @property
    def stones(self) -> tuple[tuple[Point, Color, int], ...]:
        """Numbered ghost stones ``(point, colour, number)`` as :attr:`Gfx.variation`:
        numbers count from 1, a pass takes a number and draws nothing, a later move on
        a point replaces an earlier one."""
        placed: dict[Point, tuple[Color, int]] = {}
        for number, move in enumerate(self.moves, start=1):
            if move.point is not None:
                placed.pop(move.point, None)
                placed[move.point] = (move.color, number)
        return tuple((point, color, n) for point, (color, n) in placed.items())


@dataclass(frozen=True, slots=True)
class GfxAnswer:
    """A ``gfx`` answer: the markup (:func:`gogui_py.gtp.gfx.parse_gfx`)."""

    gfx: Gfx


Answer: TypeAlias = (
    RawAnswer
    | TextAnswer
    | PointListAnswer
    | PointLabelsAnswer
    | BoardAnswer[str]
    | BoardAnswer[str | None]
    | BoardAnswer[float]
    | BoardAnswer[Color | None]
    | ParamAnswer
    | VariationAnswer
    | GfxAnswer
)
"""Any parsed analyze answer."""

_POINT_WORD = re.compile(r"\b[A-HJ-Za-hj-z]\d{1,2}\b")


def find_points(text: str, size: BoardSize) -> tuple[Point, ...]:
    """The points a text mentions (one letter and one or two digits, a whole word, any
    case; off-board ones skipped), in order of first mention, without repeats."""
    found: dict[Point, None] = {}
    for match in _POINT_WORD.finditer(text):
        point = _point_or_none(match.group(), size)
        if point is not None:
            found[point] = None
    return tuple(found)


def _point_or_none(word: str, size: BoardSize) -> Point | None:
    try:
        return from_gtp(word, size)
    except ValueError:
        return None


def _words(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, word)`` of ``text``; ``"..."`` groups a word (GoGui's rule)."""
    for number, line in enumerate(text.splitlines(), start=1):
        for word in split_arguments(line):
            yield number, word


def _strict_point(word: str, number: int, size: BoardSize) -> Point | None:
    """The point ``word`` names; None for a pass. AnswerError for anything else."""
    try:
        return from_gtp(word, size)
    except ValueError:
        raise AnswerError(f"not a point of a {size} board: {word[:20]!r}", number) from None


def parse_point_list(text: str, size: BoardSize) -> PointListAnswer:
    """``plist``/``eplist``: vertices separated by white space (passes skipped).

    Raises:
        AnswerError: a word that is not a vertex of ``size``.
    """
    points: dict[Point, None] = {}
    for number, word in _words(text):
        point = _strict_point(word, number, size)
        if point is not None:
            points[point] = None
    return PointListAnswer(tuple(points))


def parse_point_labels(text: str, size: BoardSize) -> PointLabelsAnswer:
    """``pspairs``: ``vertex label vertex label ...`` (a label with spaces in ``"..."``);
    a pair at ``pass`` is skipped.

    Raises:
        AnswerError: a word that should be a vertex is not one, or the last label is
            missing.
    """
    pairs: list[tuple[Point, str]] = []
    pending: tuple[int, str, Point | None] | None = None
    for number, word in _words(text):
        if pending is None:
            pending = (number, word, _strict_point(word, number, size))
            continue
        if pending[2] is not None:
            pairs.append((pending[2], word))
        pending = None
    if pending is not None:
        raise AnswerError(f"no label after {pending[1]!r}", pending[0])
    return PointLabelsAnswer(tuple(pairs))


def _board_cells(text: str, size: BoardSize) -> Iterator[tuple[int, list[str]]]:
    """``(line number, cells)`` of the ``size.height`` rows, top first (blank lines
    skipped; cells after the ``size.width``-th ignored, as in GoGui)."""
    rows = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if rows == size.height:
            return
        if not line.strip():
            continue
        cells = split_arguments(line)
        if len(cells) < size.width:
            raise AnswerError(f"{len(cells)} cells, expected {size.width}", number)
        rows += 1
        yield number, cells[: size.width]
    if rows < size.height:
        raise AnswerError(f"{rows} rows, expected {size.height}")


def parse_board(text: str, size: BoardSize, cell: Callable[[str], V]) -> BoardAnswer[V]:
    """A board answer with each cell read by ``cell`` (which raises ValueError for a
    bad cell).

    Raises:
        AnswerError: too few rows or cells, or a cell ``cell`` refuses.
    """
    rows: list[tuple[V, ...]] = []
    for number, cells in _board_cells(text, size):
        try:
            rows.append(tuple(cell(c) for c in cells))
        except ValueError as exc:
            raise AnswerError(str(exc), number) from None
    return BoardAnswer(size, tuple(rows))


def _label_cell(text: str) -> str:
    return text


def _color_cell(text: str) -> str | None:
    return parse_color(text)


def _float_cell(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"not a number: {text[:20]!r}") from None
    if math.isnan(value):
        raise ValueError("not a number: 'nan'")
    return max(-1.0, min(1.0, value))


def _stone_cell(text: str) -> Color | None:
    lowered = text.lower()
    if lowered in ("b", "black"):
        return Color.BLACK
    if lowered in ("w", "white"):
        return Color.WHITE
    return None


def parse_params(text: str) -> ParamAnswer:
    """``param`` lines (module docstring; GoGui's ``parseParameterLine``).

    Blank lines and group headings (a line that is all ``[...]``) are skipped.

    Raises:
        AnswerError: a ``[`` without ``]``, or a line without a key.
    """
    params: list[Param] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or (line.startswith("[") and line.endswith("]")):
            continue
        type_info = ""
        if line.startswith("["):
            end = line.find("]")
            if end < 0:
                raise AnswerError("'[' without ']'", number)
            type_info, line = line[1:end].strip(), line[end + 1 :].strip()
        key, _, value = line.partition(" ")
        if not key:
            raise AnswerError("no key", number)
        kind: ParamKind = "string"
        choices: tuple[str, ...] = ()
        if type_info == "bool":
            kind = "bool"
        elif type_info.startswith("list/"):
            kind, choices = "list", tuple(c for c in type_info.split("/")[1:] if c)
        params.append(Param(kind, key, value.strip(), choices, type_info))
    return ParamAnswer(tuple(params))


def param_line(command_line: str, key: str, value: str) -> str:
    """The line setting a parameter: ``command key value`` (analyze.md "param"; the
    filled command line of the ``param`` command).

    Raises:
        ValueError: ``key`` is empty or holds white space, or ``value`` a control
            character (it would inject a second command).
    """
    if not key or any(ch.isspace() for ch in key):
        raise ValueError(f"bad parameter key {key!r}")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise ValueError(f"parameter value {value[:40]!r} holds a control character")
    return f"{command_line} {key} {value}".rstrip()


def variation_first_color(
    type: AnalyzeType,
    *,
    to_move: Color,
    color: Color | None = None,
    point_color: Color | None = None,
) -> Color | None:
    """The colour of the first move of a ``var*`` answer (analyze.md): ``var`` the side
    to move, ``varb`` black, ``varw`` white, ``varc`` the ``%c`` colour (default the side
    to move), ``varp`` the colour of the stone at the ``%p`` point (``point_color``),
    ``varpo`` its opposite. None when that stone is missing (nothing is shown)."""
    if type is AnalyzeType.VARB:
        return Color.BLACK
    if type is AnalyzeType.VARW:
        return Color.WHITE
    if type is AnalyzeType.VARC:
        return color if color is not None else to_move
    if type is AnalyzeType.VARP:
        return point_color
    if type is AnalyzeType.VARPO:
        return None if point_color is None else point_color.opponent
    return to_move


def parse_variation(text: str, first: Color, size: BoardSize) -> tuple[Move, ...]:
    """The moves of a variation answer (GoGui's ``parseVariation``): each vertex (or
    ``pass``) is a move; ``b``/``black``/``w``/``white`` set the colour of the next
    move, otherwise colours alternate from ``first``. Other words are skipped."""
    moves: list[Move] = []
    color = first
    explicit = True
    for word in split_arguments(text):
        lowered = word.lower()
        if lowered in ("b", "black", "w", "white"):
            color, explicit = Color.from_gtp(lowered), True
            continue
        try:
            point = from_gtp(word, size)
        except ValueError:
            continue
        if not explicit:
            color = color.opponent
        moves.append(Move(color, point))
        explicit = False
    return tuple(moves)


def parse_answer(
    command: AnalyzeCommand | AnalyzeType,
    text: str,
    size: BoardSize,
    *,
    to_move: Color = Color.BLACK,
    color: Color | None = None,
    point_color: Color | None = None,
) -> Answer:
    """The answer ``text`` of ``command`` (or of a command of that type) on a board of
    ``size``, as the typed value of the module docstring.

    ``to_move``, ``color`` (the ``%c`` value) and ``point_color`` (the stone at the
    ``%p`` point) give the first colour of a variation (:func:`variation_first_color`).

    Raises:
        AnswerError: the text does not fit a point list, point/label pairs, a board or
            parameter lines. Never for text, variation, gfx, ``none`` and unknown types.
    """
    kind = command.type if isinstance(command, AnalyzeCommand) else command
    if kind in (AnalyzeType.STRING, AnalyzeType.HSTRING):
        return TextAnswer(text)
    if kind in (AnalyzeType.PSTRING, AnalyzeType.HPSTRING):
        return TextAnswer(text, find_points(text, size))
    if kind in (AnalyzeType.PLIST, AnalyzeType.EPLIST):
        return parse_point_list(text, size)
    if kind is AnalyzeType.PSPAIRS:
        return parse_point_labels(text, size)
    if kind is AnalyzeType.SBOARD:
        return parse_board(text, size, _label_cell)
    if kind is AnalyzeType.CBOARD:
        return parse_board(text, size, _color_cell)
    if kind is AnalyzeType.DBOARD:
        return parse_board(text, size, _float_cell)
    if kind is AnalyzeType.BWBOARD:
        return parse_board(text, size, _stone_cell)
    if kind is AnalyzeType.PARAM:
        return parse_params(text)
    if kind.is_variation:
        first = variation_first_color(kind, to_move=to_move, color=color, point_color=point_color)
        moves = () if first is None else parse_variation(text, first, size)
        return VariationAnswer(text, moves)
    if kind is AnalyzeType.GFX:
        return GfxAnswer(parse_gfx(text, size))
    return RawAnswer(text)
