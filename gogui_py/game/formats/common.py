"""What the readers of GIB, NGF and UGF share: decoding the bytes, and building the record.

A reader turns the lines of a record into the SGF properties they mean (FF[4]: ``PB``,
``BR``, ``KM``, ``HA``, ``AB``, ``RE``, ``DT``...) and a main line of moves, in a
:class:`RecordBuilder`; :meth:`RecordBuilder.result` maps them through
:func:`gogui_py.game.sgf_io.tree_from_raw`, the same mapping an SGF file gets (game
info, setup, moves, warnings), so a converted record is saved, shown and edited
exactly like an SGF one.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from gogui_py.game.sgf_io import LoadResult, tree_from_raw
from gogui_py.game.tree import size_to_sgf
from gogui_py.go import BoardSize, Color, Point
from gogui_py.sgf import RawNode, SgfError, SgfWarning
from gogui_py.sgf.encoding import Decoded, decode
from gogui_py.sgf.values import point_letters_to_sgf, text_to_sgf

_BOMS = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def decode_record(data: bytes, encoding: str | None, usual: str) -> Decoded:
    """The text of a record's bytes, its Python codec and warnings.

    ``encoding`` (given by the user) wins, then a byte-order mark, then UTF-8 when the
    bytes are valid UTF-8; else the charset guess of :mod:`gogui_py.sgf.detect` (the
    SGF reader's, tuned on Go records), except that when it is "not sure" or picks a
    Latin code page, the format's ``usual`` codec is used if it decodes the bytes
    (these formats come from Korean, Japanese and Chinese servers). A guess is reported
    as a warning at line 1, column 1.

    Raises:
        LookupError: ``encoding`` is not a text codec.
    """
    if encoding is not None or data.startswith(_BOMS):
        return decode(data, encoding)
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    # Imported here: rarely needed, and its tables and codecs cost start-up time (issue 10).
    from gogui_py.sgf.detect import LABELS, guess  # noqa: PLC0415

    found = guess(data)
    best, confidence = found.ranking[0], found.confidence
    if confidence == "not sure" or LABELS.get(best, "").startswith(("ISO", "Windows-125")):
        try:
            text = data.decode(usual)
        except UnicodeDecodeError:
            pass
        else:
            return Decoded(text, usual, [_guess_warning(usual, "the usual charset of the format")])
    for codec in found.ranking:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        return Decoded(text, codec, [_guess_warning(codec, confidence)])
    return Decoded(data.decode("latin-1"), "latin-1", [_guess_warning("latin-1", "not sure")])


def _guess_warning(codec: str, how: str) -> SgfWarning:
    from gogui_py.sgf.detect import LABELS  # noqa: PLC0415 - see decode_record

    label = LABELS.get(codec, codec)
    message = f"not UTF-8: read as {label}, {how}"  # sgf.encoding.is_guess: True
    return SgfWarning(message, 1, 1)


def numbered_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(1-based line number, line without its end of line)`` of ``text`` (any of
    ``\\n``, ``\\r\\n``, ``\\r``; a byte-order mark is dropped)."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    for index, line in enumerate(text.split("\n")):
        yield index + 1, line


def column_of(line: str, part: str) -> int:
    """1-based column of ``part`` in ``line`` (1 when absent)."""
    return max(line.find(part), 0) + 1


@dataclass
class RecordBuilder:
    """The SGF properties and main line of one record being read.

    Attributes:
        size: board size (set it before adding moves or setup).
        root: root properties, identifier -> SGF-escaped values, in insertion order.
        moves: the main line, one raw node per move, with the line and column it
            came from (1-based).
        warnings: problems recovered from, with line and column.
    """

    size: BoardSize = field(default_factory=lambda: BoardSize(19, 19))
    root: dict[str, list[str]] = field(default_factory=dict)
    moves: list[RawNode] = field(default_factory=list)
    warnings: list[SgfWarning] = field(default_factory=list)

    def text(self, ident: str, value: str) -> None:
        """Set the Text/SimpleText property ``ident`` to ``value`` (stripped; empty: unset)."""
        value = value.strip()
        if value:
            self.root[ident] = [text_to_sgf(value)]

    def number(self, ident: str, value: float) -> None:
        """Set a Number/Real property: ``6.5`` -> ``"6.5"``, ``3.0`` -> ``"3"``."""
        self.root[ident] = [f"{value:g}"]

    def handicap(self, count: int, points: list[Point]) -> None:
        """``HA`` and its stones (``AB``), when ``count`` is 2 or more."""
        if count >= 2:
            self.root["HA"] = [str(count)]
        if points:
            self.root.setdefault("AB", []).extend(_point(p) for p in points)

    def move(self, color: Color, point: Point | None, line: int, column: int) -> None:
        """Append a move (``None``: a pass) to the main line."""
        value = "" if point is None else _point(point)
        self.moves.append(RawNode({color.value: [value]}, line=line, column=column))

    def warn(self, message: str, line: int, column: int = 1) -> None:
        self.warnings.append(SgfWarning(message, line, column))

    def result(self, decoded: Decoded, what: str) -> LoadResult:
        """The game tree of the record, as :func:`gogui_py.game.sgf_io.load_bytes` gives.

        ``what`` names the format for messages ("Tygem GIB").

        Raises:
            SgfError: at line 1, column 1 when nothing of a record was found.
        """
        if not self.moves and not self.root:
            raise SgfError(f"not a {what} record: no game information and no moves", 1, 1)
        props: dict[str, list[str]] = {"GM": ["1"], "SZ": [size_to_sgf(self.size)]}
        props.update(self.root)
        root = RawNode(props, line=1, column=1)
        tip = root
        for node in self.moves:
            tip.children.append(node)
            tip = node
        warnings = list(decoded.warnings) + self.warnings
        tree = tree_from_raw(root, warnings)
        warnings.sort(key=lambda w: (w.line, w.column))
        return LoadResult([tree], warnings, decoded.encoding)


def _point(point: Point) -> str:
    return point_letters_to_sgf(point.x, point.y)


def parse_int(text: str) -> int | None:
    """``int(text)`` or None (surrounding white space allowed)."""
    try:
        return int(text.strip())
    except ValueError:
        return None


def parse_float(text: str) -> float | None:
    """``float(text)`` for a plain decimal (``"6.5"``, ``"-3"``), else None."""
    text = text.strip()
    if not text or not all(c.isdigit() or c in ".-+" for c in text):
        return None
    try:
        return float(text)
    except ValueError:
        return None


def result_for(winner: str, lower: str) -> str:
    """RE for ``winner`` (``"B+"`` or ``"W+"``) from a result text in lower case: ``R``
    for a resignation, ``T`` for time, else the first number of the text (the margin),
    else nothing ("B+")."""
    if "resign" in lower:
        return winner + "R"
    if "time" in lower:
        return winner + "T"
    margin = re.search(r"\d+(?:\.\d+)?", lower)
    return winner + (margin[0] if margin else "")
