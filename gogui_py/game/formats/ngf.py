"""WBaduk / CyberOro NGF records (``.ngf``): read into a game tree.

NGF has no published specification; the layout is the one Sensei's Library describes
("NGF", format explanation) and the open-source readers follow (Sabaki's
``fileformats/ngf.js``, ogatak, xyz2sgf, aeb's ngf2sgf): twelve header lines, then
one line per move::

    Oro2000 Promotional Match      1  title
    19                             2  board size
    jin42      10K*                3  white player and rank
    velobici   10K                 4  black player and rank
    www.cyberoro.com               5  site
    0                              6  handicap
    0                              7  (unknown)
    6                              8  komi, whole points: the half point is implied
    20060928 [08:59]               9  date
    15                            10  (unknown)
    White loses on time           11  result
    247                           12  number of moves
    PMABBREER                         PM, move counter (AB, AC...), colour, x y y x

Coordinates are letters with ``B`` for the first line (so ``A`` and letters past the
board are off it: read as a pass, as aeb's converter counts passes; known by example
only), x from the left and y from the top as in SGF. The half point of komi is added
only in even games (Sabaki's reading: handicap games are played with whole komi);
handicap stones go on the fixed points. Ranks ``10K``, ``3D``, ``9DP`` become
``10k``, ``3d``, ``9p``.

Bad lines: a header line that is not what it should be (a size that is not a number)
is reported and a default used; a ``PM`` line without a colour and two coordinate
letters ends the main line there, reported with its line and column.
"""

from __future__ import annotations

import re

from gogui_py.game.formats.common import (
    RecordBuilder,
    column_of,
    decode_record,
    numbered_lines,
    parse_float,
    parse_int,
    result_for,
)
from gogui_py.game.sgf_io import LoadResult
from gogui_py.go import BoardSize, Color, Point, handicap_points

NAME = "WBaduk NGF"
USUAL_CODEC = "cp949"
"""Korean (WBaduk, CyberOro); Chinese (GB18030) files are found by detection."""

HEADER_LINES = 12
_MOVE = re.compile(r"PM[A-Z]{2}([BW])([A-Z])([A-Z])", re.IGNORECASE)


def read_ngf(data: bytes, *, encoding: str | None = None) -> LoadResult:
    """The game of NGF ``data`` (``encoding`` overrides detection).

    Raises:
        SgfError: nothing of an NGF record in ``data``.
        LookupError: ``encoding`` is not a text codec.
    """
    decoded = decode_record(data, encoding, USUAL_CODEC)
    lines = list(numbered_lines(decoded.text))
    header = [line.strip() for _, line in lines[:HEADER_LINES]]
    header += [""] * (HEADER_LINES - len(header))
    builder = RecordBuilder()
    if any(line.upper().startswith("PM") for line in header) or not any(header):
        builder.warn("the NGF header (12 lines) is incomplete; game information not read", 1)
    else:
        _header(builder, header)
    for number, line in lines:
        stripped = line.strip()
        if stripped[:2].upper() != "PM":
            continue
        found = _MOVE.match(stripped)
        if found is None:
            builder.warn(
                f"bad move {stripped!r} (expected PM, 2 letters, B or W, coordinate letters); "
                "the moves from here on are not read",
                number,
                column_of(line, stripped),
            )
            break
        color = Color.BLACK if found[1].upper() == "B" else Color.WHITE
        point = Point(ord(found[2].upper()) - ord("B"), ord(found[3].upper()) - ord("B"))
        on_board = builder.size.contains(point)
        builder.move(color, point if on_board else None, number, column_of(line, stripped))
    return builder.result(decoded, NAME)


def _header(builder: RecordBuilder, header: list[str]) -> None:
    size = parse_int(header[1])
    if size is None or not 2 <= size <= 52:
        builder.warn(f"bad board size {header[1]!r}, using 19x19", 2)
        size = 19
    builder.size = BoardSize(size, size)
    for line, ident, rank in ((header[2], "PW", "WR"), (header[3], "PB", "BR")):
        fields = line.split()
        if fields:
            builder.text(ident, fields[0])
        if len(fields) > 1:
            builder.text(rank, _rank(fields[-1]))
    handicap = parse_int(header[5]) or 0
    if not 0 <= handicap <= 9:
        builder.warn(f"bad handicap {header[5]!r} ignored", 6)
        handicap = 0
    komi = parse_float(header[7])
    if komi is None:
        builder.warn(f"bad komi {header[7]!r} ignored", 8)
    else:
        builder.number("KM", komi + 0.5 if handicap == 0 and komi == int(komi) else komi)
    if handicap >= 2:
        try:
            points = handicap_points(handicap, builder.size)
        except ValueError as error:
            builder.warn(f"{error}: handicap stones not placed", 6)
            points = []
        builder.handicap(handicap, points)
    builder.text("RE", _result(header[10]))
    date = header[8][:8]
    if len(date) == 8 and date.isdigit():
        builder.text("DT", f"{date[:4]}-{date[4:6]}-{date[6:]}")
    builder.text("GN", header[0])
    builder.text("PC", header[4])


def _rank(text: str) -> str:
    """``10K*`` -> ``10k*``, ``3D`` -> ``3d``, ``9DP`` -> ``9p`` (others as they are)."""
    return text.replace("DP", "p").replace("K", "k").replace("D", "d")


def _result(text: str) -> str:
    """RE from the result line ("Black wins by 16.5 points!", "White loses on time")."""
    lower = text.lower()
    if "black win" in lower or "white los" in lower:
        winner = "B+"
    elif "white win" in lower or "black los" in lower:
        winner = "W+"
    else:
        return ""
    return result_for(winner, lower)
