"""Tygem GIB records (``.gib``): read into a game tree.

GIB has no published specification; what is read here is known from example files and
the open-source readers that agree on them (Sabaki's ``fileformats/gib.js``, ogatak's
``load_gib.js``, xyz2sgf, aeb's gib2sgf, gokifu's gib2sgf.pl). A record is a header of
``\\[KEY=VALUE\\]`` lines between ``\\HS`` and ``\\HE``, then the game between ``\\GS``
and ``\\GE``::

    \\[GAMEBLACKNAME=Lee (9D)\\]
    \\[GAMEINFOMAIN=GBKIND:3,GTYPE:0,GCDT:0,GTIME:...,GRLT:3,ZIPSU:0,DUM:0,GONGJE:65,\\]
    \\[GAMETAG=S0,R1,D0,G65,W3,Z0,T30-3-600,C2024:05:01:12:00,...\\]
    INI 0 1 3 &4          handicap in the 4th field (2-9: the fixed stones, GTP order)
    STO 0 1 1 15 3        move: number, colour (1 black, 2 white), x, y from the top left

Mapping: ``GAMEBLACKNAME``/``GAMEWHITENAME`` "name (rank)" -> PB/BR, PW/WR (the
``...NICK`` keys when the name is empty); komi ``GONGJE`` (tenths of a point) of
``GAMEINFOMAIN``, else ``G`` of ``GAMETAG``; result ``GRLT`` (0 black wins by ``ZIPSU``
tenths, 1 white wins by ``ZIPSU``, 3/4 black/white by resignation, 7/8 on time) and
``ZIPSU``, else ``W`` and ``Z`` of ``GAMETAG``, else the words of ``GAMERESULT``; date
``C`` of ``GAMETAG``, else the first three numbers of ``GAMEDATE``; ``GAMENAME`` -> GN,
``GAMEPLACE`` -> PC. The board is 19x19 (no example names another size).

Bad lines: a ``STO`` line that is not five numbers with colour 1 or 2 and a point on the
board is reported with its line and column and ends the main line there (the moves
before it are kept; later ones would be played on a different position).
"""

from __future__ import annotations

import re

from gogui_py.game.formats.common import (
    RecordBuilder,
    decode_record,
    numbered_lines,
    parse_int,
    result_for,
)
from gogui_py.game.sgf_io import LoadResult
from gogui_py.go import BoardSize, Color, Point, handicap_points

NAME = "Tygem GIB"
USUAL_CODEC = "cp949"
"""Korean: most GIB files that are not UTF-8 come from the Korean Tygem server."""

_HEADER = re.compile(r"\\\[([A-Za-z0-9_]+)=(.*?)\\\]\s*$")
_RESULTS = {0: "B+", 1: "W+", 3: "B+R", 4: "W+R", 7: "B+T", 8: "W+T"}
_NAME_RANK = re.compile(r"^(.*\S)\s*\(([^()]*)\)$")


def read_gib(data: bytes, *, encoding: str | None = None) -> LoadResult:
    """The game of GIB ``data`` (``encoding`` overrides detection).

    Raises:
        SgfError: nothing of a GIB record (no header, no moves) in ``data``.
        LookupError: ``encoding`` is not a text codec.
    """
    decoded = decode_record(data, encoding, USUAL_CODEC)
    builder = RecordBuilder(BoardSize(19, 19))
    header: dict[str, str] = {}
    handicap = 0
    for number, line in numbered_lines(decoded.text):
        stripped = line.strip()
        found = _HEADER.match(stripped)
        if found is not None:
            header.setdefault(found[1].upper(), found[2])
            continue
        fields = stripped.split()
        if not fields:
            continue
        column = len(line) - len(line.lstrip()) + 1
        if fields[0] == "INI":
            handicap = _handicap(builder, fields, number, column, handicap)
        elif fields[0] == "STO" and not _move(builder, fields, number, column):
            break
    _game_info(builder, header)
    if handicap >= 2:
        builder.handicap(handicap, handicap_points(handicap, builder.size))
    return builder.result(decoded, NAME)


def _handicap(builder: RecordBuilder, fields: list[str], line: int, column: int, old: int) -> int:
    count = parse_int(fields[3]) if len(fields) > 3 else None
    if builder.moves:
        builder.warn("INI (handicap) after the first move ignored", line, column)
        return old
    if count is None or not 0 <= count <= 9:
        builder.warn(f"bad handicap line {' '.join(fields)!r} ignored", line, column)
        return old
    return count


def _move(builder: RecordBuilder, fields: list[str], line: int, column: int) -> bool:
    """Add the move of a STO line; False (after a warning) when it is not one."""
    numbers = [parse_int(f) for f in fields[1:6]]
    if len(fields) >= 6 and None not in numbers:
        _, _, colour, x, y = (n or 0 for n in numbers)
        point = Point(x, y)
        if colour in (1, 2) and builder.size.contains(point):
            builder.move(Color.BLACK if colour == 1 else Color.WHITE, point, line, column)
            return True
    builder.warn(
        f"bad move {' '.join(fields)!r} (expected STO 0 NUMBER COLOUR X Y, colour 1 or 2, "
        "X and Y 0 to 18); the moves from here on are not read",
        line,
        column,
    )
    return False


def _game_info(builder: RecordBuilder, header: dict[str, str]) -> None:
    for color, ident, rank in (("BLACK", "PB", "BR"), ("WHITE", "PW", "WR")):
        name, level = _name_rank(header.get(f"GAME{color}NAME", ""))
        builder.text(ident, name or header.get(f"GAME{color}NICK", ""))
        builder.text(rank, level)
    main = _pairs(header.get("GAMEINFOMAIN", ""), ",", ":")
    tag = {f[:1]: f[1:] for f in (s.strip() for s in header.get("GAMETAG", "").split(",")) if f}
    komi = parse_int(main.get("GONGJE", "")) if "GONGJE" in main else parse_int(tag.get("G", ""))
    if komi is not None:
        builder.number("KM", komi / 10)
    result = _result(main.get("GRLT"), main.get("ZIPSU"))
    result = result or _result(tag.get("W"), tag.get("Z"))
    builder.text("RE", result or _result_words(header.get("GAMERESULT", "")))
    builder.text("DT", _date(tag.get("C", ""), header.get("GAMEDATE", "")))
    builder.text("GN", header.get("GAMENAME", ""))
    builder.text("PC", header.get("GAMEPLACE", ""))
    builder.text("GC", header.get("GAMECOMMENT", ""))


def _name_rank(text: str) -> tuple[str, str]:
    """``"Lee (9D)"`` -> ``("Lee", "9D")``; without a final "(...)" the rank is empty."""
    found = _NAME_RANK.match(text.strip())
    return (found[1], found[2].strip()) if found else (text.strip(), "")


def _pairs(text: str, separator: str, joiner: str) -> dict[str, str]:
    pairs = (item.partition(joiner) for item in text.split(separator))
    return {key.strip().upper(): value.strip() for key, sep, value in pairs if sep}


def _result(kind: str | None, margin: str | None) -> str:
    """SGF RE from a GRLT code and a ZIPSU margin (tenths of a point); "" if unknown."""
    code = parse_int(kind) if kind is not None else None
    text = _RESULTS.get(code if code is not None else -1, "")
    if text.endswith("+"):
        tenths = parse_int(margin or "")
        if tenths:
            text += f"{tenths / 10:g}"
    return text


def _result_words(text: str) -> str:
    """RE from GAMERESULT words ("White 4.5 win", "black resign win"); "" if unclear."""
    lower = text.lower()
    black, white = "black" in lower, "white" in lower
    if black == white:
        return ""
    winner = "B+" if black else "W+"
    return result_for(winner, lower)


def _date(tag: str, game_date: str) -> str:
    """``YYYY-MM-DD`` from GAMETAG's ``C2024:05:01:...`` or GAMEDATE's first numbers."""
    for text in (tag, game_date):
        numbers = re.findall(r"\d+", text)
        if len(numbers) >= 3 and len(numbers[0]) == 4:
            year, month, day = (int(n) for n in numbers[:3])
            if 1 <= month <= 12 and 1 <= day <= 31:
                return f"{year:04d}-{month:02d}-{day:02d}"
    return ""
