"""Streaming analysis: ``lz-analyze`` / ``kata-analyze`` output, sans-IO (pure; go only).

../shared/specs/gtp.md "Streaming analysis (Leela Zero, KataGo, Pachi)" and KataGo's
GTP extensions (docs/GTP_Extensions.md). After the command, the program answers
``=`` and then, every interval, one line holding one or more records::

    info move D4 visits 10 winrate 5000 prior 1000 lcb 4900 order 0 pv D4 Q16 info move ...

``lz-analyze`` gives winrate, prior and lcb as integers x10000; ``kata-analyze`` gives
floats in [0, 1] and more fields (scoreLead, scoreMean, utility, isSymmetryOf, ...),
and with ``ownership true`` ends the line with ``ownership`` and width*height floats
in [-1, 1], row by row from the top-left point, from the side to move's view.
Records may carry ``pvVisits`` or ``movesOwnership`` lists after ``pv``. Values are
from the side to move's view. Fields may come in any order and new ones may appear.

:class:`AnalysisParser` is fed the lines (no I/O) and returns an
:class:`AnalysisUpdate` per line with records. It never raises on program text:
lines without records are counted in :attr:`AnalysisParser.garbage_lines`, records
without a usable move, visits or winrate in :attr:`AnalysisParser.bad_records`.

Speed: a GUI may get thousands of lines a second. A line is cut into records with
``str.split`` and each record's fields before ``pv`` read as one ``dict``; the
principal variation and the ownership are kept as text and parsed when first read
(:attr:`Candidate.pv`, :attr:`AnalysisUpdate.ownership`), so the lines a GUI drops
between two repaints cost little (benchmarks/bench_analysis_parse.py).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import repeat
from typing import Final, Literal, NamedTuple

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp

__all__ = [
    "AnalysisParser",
    "AnalysisUpdate",
    "Candidate",
    "Dialect",
    "StreamCommand",
    "analyze_command",
    "genmove_analyze_command",
    "streaming_dialect",
]

Dialect = Literal["lz", "kata"]
"""Which output format: ``"lz"`` (values x10000) or ``"kata"`` (floats)."""

_MISSING: Final = object()
_LIST_KEYS: Final = frozenset({"pvVisits", "pvEdgeVisits", "movesOwnership", "movesOwnershipStdev"})

_UNUSABLE: Final = (-1,) * 7
"""Layout of records without move, visits or winrate: read slowly, word by word."""
_new_tuple: Final = tuple.__new__

_VERTICES: dict[BoardSize, dict[str, Point | None]] = {}


def _vertex_table(size: BoardSize) -> dict[str, Point | None]:
    """Upper-case GTP vertex -> point for ``size``, plus ``PASS`` -> None (cached)."""
    table = _VERTICES.get(size)
    if table is None:
        table = {to_gtp(p, size): p for p in size.points()}
        table["PASS"] = None
        _VERTICES[size] = table
    return table


def _floats(text: str, count: int) -> tuple[float, ...] | None:
    """The first ``count`` floats of ``text``; None when there are fewer or one is bad."""
    words = text.split(None, count)[:count]
    if len(words) < count:
        return None
    try:
        return tuple(map(float, words))
    except ValueError:
        return None


class Candidate(NamedTuple):
    """One ``info`` record: a candidate move and its statistics.

    Attributes:
        move: the candidate move's point, None for a pass.
        visits: playouts spent on it.
        winrate: in [0, 1] for both dialects (lz-analyze's x10000 integers are scaled),
            from the side to move's view.
        score_lead: points the side to move leads by (``scoreLead``, else
            ``scoreMean``), None when not given.
        prior: the policy prior in [0, 1], None when not given.
        lcb: the lower confidence bound of the winrate (scaled as winrate), or None.
        order: the engine's rank (0 is best); the record's place in the line when
            not given.
        pv_text: the record's text after ``pv``: the principal variation and what
            follows it (``pvVisits ...``); read :attr:`pv`.
        size: the board size the vertices are read on.
    """

    move: Point | None
    visits: int
    winrate: float
    score_lead: float | None
    prior: float | None
    lcb: float | None
    order: int
    pv_text: str
    size: BoardSize

    @property
    def pv(self) -> tuple[Point | None, ...]:
        """The principal variation (None for a pass), starting with :attr:`move` as the
        engines send it: the vertices after ``pv`` up to the first word that is not one."""
        table = _vertex_table(self.size)
        words = self.pv_text.upper().split()
        moves = tuple(map(table.get, words, repeat(_MISSING)))
        if _MISSING in moves:
            moves = moves[: moves.index(_MISSING)]
        return moves  # type: ignore[return-value]  # _MISSING cut off above

    @property
    def moves_ownership(self) -> tuple[float, ...] | None:
        """KataGo's ``movesOwnership`` (ownership after this move, as
        :attr:`AnalysisUpdate.ownership`), None when absent or malformed."""
        where = self.pv_text.find("movesOwnership ")
        if where < 0:
            return None
        return _floats(self.pv_text[where + 15 :], self.size.width * self.size.height)


class AnalysisUpdate:
    """The analysis of one output line: the candidates and, for ``kata-analyze ...
    ownership true``, the ownership.

    Attributes:
        candidates: in line order (usually best first).
        ownership_text: the text after ``ownership`` (None when absent); read
            :attr:`ownership`.
        size: the board size.
    """

    __slots__ = ("_ownership", "candidates", "ownership_text", "size")

    def __init__(
        self, candidates: tuple[Candidate, ...], ownership_text: str | None, size: BoardSize
    ) -> None:
        self.candidates = candidates
        self.ownership_text = ownership_text
        self.size = size
        self._ownership: object = _MISSING

    @property
    def ownership(self) -> tuple[float, ...] | None:
        """width*height floats in [-1, 1] row by row from the top-left point (index
        ``y * width + x`` for ``Point(x, y)``), positive for the side to move; None when
        absent or malformed (too few values, a value not a number). Parsed once."""
        if self._ownership is _MISSING:
            text = self.ownership_text
            area = self.size.width * self.size.height
            self._ownership = None if text is None else _floats(text, area)
        return self._ownership  # type: ignore[return-value]

    def best(self) -> Candidate | None:
        """The candidate with the lowest :attr:`Candidate.order`, None when there is none."""
        return min(self.candidates, key=lambda c: c.order, default=None)

    def __repr__(self) -> str:
        own = "" if self.ownership_text is None else ", ownership"
        return f"AnalysisUpdate({len(self.candidates)} candidates{own})"


class AnalysisParser:
    """Reads lz-analyze / kata-analyze output lines (module docstring).

    Args:
        size: the board size of the analysed position.
        dialect: ``"lz"`` for ``lz-analyze`` output, ``"kata"`` for ``kata-analyze``.

    Attributes:
        garbage_lines: non-empty lines without a usable record (the ``=`` that opens
            the response is not counted).
        bad_records: ``info`` records skipped (no move, visits or winrate, or a value
            that is not a number).
        played: the vertex text of a ``play V`` line (``lz-genmove_analyze`` ends
            with it), None before one.
    """

    def __init__(self, size: BoardSize, dialect: Dialect) -> None:
        self.size = size
        self.dialect: Dialect = dialect
        self._divisor = 10000.0 if dialect == "lz" else 1.0
        self._number: type[int] | type[float] = int if dialect == "lz" else float
        """lz-analyze's x10000 values are integers (int() is faster than float());
        a record with a fraction there is read again, slowly, with float()."""
        self._table = _vertex_table(size)
        self._layouts: dict[tuple[str, ...], tuple[int, ...]] = {}
        self.garbage_lines = 0
        self.bad_records = 0
        self.played: str | None = None

    def feed(self, line: str) -> AnalysisUpdate | None:
        """Parse one output line; None when it holds no candidate and no ownership."""
        if "\t" in line or "\r" in line:  # runs of spaces do no harm below
            line = " ".join(line.split())
        if "info " not in line:
            self._other(line)
            return None
        ownership = None
        cut = line.rfind(" ownership ")  # at the end: rfind reads less
        if cut >= 0:
            ownership = line[cut + 11 :]
            line = line[:cut]
        records = (" " + line).split(" info ")
        del records[0]  # what came before the first record
        candidates = self._candidates(records)
        self.bad_records += len(records) - len(candidates)
        if not candidates and ownership is None:
            self.garbage_lines += 1
            return None
        return AnalysisUpdate(tuple(candidates), ownership, self.size)

    def feed_latest(self, lines: Sequence[str]) -> AnalysisUpdate | None:
        """The update of the last line of ``lines`` that has one (None when none has):
        for a GUI that repaints less often than lines arrive, the lines before it are
        not parsed (nor counted). ``play V`` lines are still looked for."""
        for line in lines:
            if line.startswith("play "):
                self._other(line)
        for line in reversed(lines):
            update = self.feed(line)
            if update is not None:
                return update
        return None

    def _other(self, line: str) -> None:
        """A line without records: the opening ``=``, ``play V``, or garbage."""
        words = line.split()
        if not words or words == ["="]:
            return None
        if words[0] == "play" and len(words) == 2:
            self.played = words[1]
            return None
        self.garbage_lines += 1
        return None

    def _candidates(self, records: list[str]) -> list[Candidate]:
        """The records' candidates (bad records left out). Hot loop: the words before
        ``pv`` are looked up by position, from a layout cached per key sequence."""
        table, divisor, size, layouts = self._table, self._divisor, self.size, self._layouts
        number = self._number
        candidates: list[Candidate] = []
        for index, record in enumerate(records):
            head, sep, pv_text = record.partition(" pv ")
            if not sep and head.endswith(" pv"):
                head = head[:-3]
            words = head.split()
            keys = tuple(words[::2])
            layout = layouts.get(keys)
            if layout is None:
                layout = self._layout(keys)
            try:
                if layout is _UNUSABLE:
                    raise KeyError(keys)
                m, v, w, s, p, c, o = layout
                candidates.append(
                    _new_tuple(
                        Candidate,
                        (
                            table[words[m]],
                            int(words[v]),
                            number(words[w]) / divisor,
                            None if s < 0 else float(words[s]),
                            None if p < 0 else number(words[p]) / divisor,
                            None if c < 0 else number(words[c]) / divisor,
                            index if o < 0 else int(words[o]),
                            pv_text,
                            size,
                        ),
                    )
                )
            except (KeyError, ValueError, IndexError):
                candidate = self._record_slowly(record.split(), index)
                if candidate is not None:
                    candidates.append(candidate)
        return candidates

    def _layout(self, keys: tuple[str, ...]) -> tuple[int, ...]:
        """Word positions of move, visits, winrate, score lead, prior, lcb, order in a
        record whose keys are ``keys`` (-1: absent); :data:`_UNUSABLE` without move,
        visits or winrate. Cached (at most 64 layouts)."""
        if len(self._layouts) >= 64:
            self._layouts.clear()
        where: dict[str, int] = {}
        for position, key in enumerate(keys):
            where.setdefault(key, 2 * position + 1)
        lead = where.get("scoreLead", where.get("scoreMean", -1))
        names = ("move", "visits", "winrate", "", "prior", "lcb", "order")
        layout = tuple(lead if not name else where.get(name, -1) for name in names)
        if min(layout[:3]) < 0:
            layout = _UNUSABLE
        self._layouts[keys] = layout
        return layout

    def _candidate(self, fields: dict[str, str], pv_text: str, index: int) -> Candidate:
        """Raises KeyError or ValueError for a missing or bad move, visits or winrate."""
        vertex = fields["move"]
        move = self._table.get(vertex, _MISSING)
        if move is _MISSING:
            move = self._table.get(vertex.upper(), _MISSING)
            if move is _MISSING:
                raise ValueError(vertex)
        divisor = self._divisor
        prior = fields.get("prior")
        lcb = fields.get("lcb")
        lead = fields.get("scoreLead") or fields.get("scoreMean")
        order = fields.get("order")
        return Candidate(
            move,  # type: ignore[arg-type]  # _MISSING ruled out above
            int(fields["visits"]),
            float(fields["winrate"]) / divisor,
            None if lead is None else float(lead),
            None if prior is None else float(prior) / divisor,
            None if lcb is None else float(lcb) / divisor,
            index if order is None else int(order),
            pv_text,
            self.size,
        )

    def _record_slowly(self, words: list[str], index: int) -> Candidate | None:
        """Any field order, unknown fields of any length: a word that starts with a letter
        and is not a vertex is a key taking the next word; ``pv`` takes the vertices
        after it (its text: all that follows)."""
        fields: dict[str, str] = {}
        pv_text = ""
        table = self._table
        i = 0
        while i < len(words):
            word = words[i]
            if word == "pv":
                pv_text = " ".join(words[i + 1 :])
                i += 1
                while i < len(words) and words[i].upper() in table:
                    i += 1
                continue
            if word in _LIST_KEYS or not word[:1].isalpha() or word.upper() in table:
                i += 1
                continue
            if i + 1 < len(words):
                fields.setdefault(word, words[i + 1])
            i += 2
        try:
            return self._candidate(fields, pv_text, index)
        except (KeyError, ValueError):
            return None


class StreamCommand(NamedTuple):
    """A command that starts streaming: send ``name`` with ``args`` (each one word), read
    its lines with an :class:`AnalysisParser` of ``dialect``; anything sent stops it."""

    name: str
    args: tuple[str, ...]
    dialect: Dialect

    @property
    def line(self) -> str:
        """The command line."""
        return " ".join((self.name, *self.args))


def streaming_dialect(commands: Collection[str]) -> Dialect | None:
    """Which streaming command a program supports, from its ``list_commands``:
    ``"kata"`` when it lists ``kata-analyze`` (richer: score, ownership), else ``"lz"``
    for ``lz-analyze``, else None."""
    if "kata-analyze" in commands:
        return "kata"
    if "lz-analyze" in commands:
        return "lz"
    return None


def _check_interval(interval: int) -> str:
    if not 1 <= interval <= 100_000:
        raise ValueError(f"interval {interval} centiseconds out of range 1..100000")
    return str(interval)


def analyze_command(
    dialect: Dialect, interval: int = 10, color: Color | None = None, ownership: bool = False
) -> StreamCommand:
    """``lz-analyze [colour] interval`` or ``kata-analyze [colour] interval [ownership
    true]`` (gtp.md "Streaming analysis"); ``interval`` in centiseconds, ``color`` the
    side to analyse for (default: the program's side to move). ``ownership`` is for
    ``kata`` only.

    Raises:
        ValueError: an interval outside 1..100000, or ownership asked of ``lz``.
    """
    if ownership and dialect != "kata":
        raise ValueError("only kata-analyze reports ownership")
    args = [] if color is None else [color.to_gtp()]
    args.append(_check_interval(interval))
    if ownership:
        args += ["ownership", "true"]
    name = "kata-analyze" if dialect == "kata" else "lz-analyze"
    return StreamCommand(name, tuple(args), dialect)


def genmove_analyze_command(
    dialect: Dialect, color: Color, interval: int = 10, ownership: bool = False
) -> StreamCommand:
    """``lz-genmove_analyze C interval`` / ``kata-genmove_analyze C interval [ownership
    true]``: a genmove streaming the same lines and ending with ``play V``
    (:attr:`AnalysisParser.played`); unlike ``*-analyze`` it is not stopped by a command.

    Raises:
        ValueError: as :func:`analyze_command`.
    """
    start = analyze_command(dialect, interval, color, ownership)
    return StreamCommand(start.name.replace("-analyze", "-genmove_analyze"), start.args, dialect)
