"""Pandanet / Nihon Ki-in UGF records (``.ugf``, ``.ugi``): read into a game tree.

UGF has no published specification; the layout is the one aeb's "The UGF format" page
and Sensei's Library ("UGI") describe from example files, read as Sabaki's
``fileformats/ugf.js``, ogatak's ``load_ugi.js`` and xyz2sgf do. Sections start with a
``[Name]`` line; ``#`` lines before the first are comments. ``[Header]`` holds
``Key=Value`` lines, ``[Data]`` one move a line; other sections (``[Figure]``,
``[ReviewNode]``...) are skipped::

    [Header]
    Title=26th,Gosei,Title matches 5th game     -> GN
    Place=The Nihon Ki-in, Tokyo                -> PC
    Date=2001/08/20,09:00:00,...                -> DT (first field, "/" -> "-")
    Rule=JPN                                    -> RU
    Size=19                                     -> SZ
    Hdcp=0,5.50                                 -> HA, KM
    Winner=B,1.5                                -> RE (a number, or R/T: resignation, time)
    CoordinateType=IGS                          rows counted from the bottom
    PlayerB=K.Kobayashi,9-dan,0,                -> PB, BR (PlayerW -> PW, WR)
    Copyright=The Nihon Ki-in                   -> CP
    [Data]
    PP,B1,1,0                                   x y letters from A, colour, move number, time

Columns are letters from ``A`` at the left; rows from ``A`` at the bottom when
``CoordinateType=IGS``, else from the top (ogatak and xyz2sgf; Sabaki always counts
from the bottom, and every example seen says IGS). A point off the board (``YA`` in
the examples) is a pass. With a handicap, black stones numbered 0 before the first
move are the handicap stones (setup ``AB``).

Bad lines: a ``[Data]`` line without a two-letter point and a colour B or W ends the
main line there, reported with its line and column; a bad header value is reported
and ignored.
"""

from __future__ import annotations

from gogui_py.game.formats.common import (
    RecordBuilder,
    column_of,
    decode_record,
    numbered_lines,
    parse_float,
    parse_int,
)
from gogui_py.game.sgf_io import LoadResult
from gogui_py.go import BoardSize, Color, Point

NAME = "Pandanet UGF"
USUAL_CODEC = "cp932"
"""Japanese (Shift_JIS): UGF comes from Japanese servers and newspapers."""

_TEXT_KEYS = {"TITLE": "GN", "PLACE": "PC", "RULE": "RU", "COPYRIGHT": "CP", "COMMENT": "GC"}


class _State:
    """What the header says that the moves need."""

    def __init__(self) -> None:
        self.igs_rows = False
        self.handicap_left = 0


def read_ugf(data: bytes, *, encoding: str | None = None) -> LoadResult:
    """The game of UGF/UGI ``data`` (``encoding`` overrides detection).

    Raises:
        SgfError: nothing of a UGF record in ``data``.
        LookupError: ``encoding`` is not a text codec.
    """
    decoded = decode_record(data, encoding, USUAL_CODEC)
    builder = RecordBuilder()
    state = _State()
    section = ""
    setup: list[Point] = []
    for number, line in numbered_lines(decoded.text):
        stripped = line.strip()
        if not stripped or (not section and stripped.startswith("#")):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped[1:-1].strip().upper()
        elif section == "HEADER":
            _header_line(builder, state, stripped, number)
        elif section == "DATA" and not _data_line(builder, state, line, number, setup):
            break
    if setup:
        builder.handicap(0, setup)
    return builder.result(decoded, NAME)


def _header_line(builder: RecordBuilder, state: _State, line: str, number: int) -> None:
    key, _, value = line.partition("=")
    key = key.strip().upper()
    fields = [f.strip() for f in value.split(",")]
    if key in _TEXT_KEYS:
        builder.text(_TEXT_KEYS[key], value)
    elif key == "SIZE":
        size = parse_int(value)
        if size is None or not 2 <= size <= 52:
            builder.warn(f"bad board size {value!r}, using 19x19", number)
        else:
            builder.size = BoardSize(size, size)
    elif key == "HDCP":
        _handicap_komi(builder, state, fields, number)
    elif key == "DATE":
        builder.text("DT", fields[0].replace("/", "-"))
    elif key in ("PLAYERB", "PLAYERW"):
        builder.text("P" + key[-1], fields[0])
        builder.text(key[-1] + "R", fields[1] if len(fields) > 1 else "")
    elif key == "WINNER":
        builder.text("RE", _result(fields))
    elif key == "COORDINATETYPE":
        state.igs_rows = value.strip().upper() == "IGS"


def _handicap_komi(builder: RecordBuilder, state: _State, fields: list[str], number: int) -> None:
    handicap = parse_int(fields[0])
    if handicap is None or not 0 <= handicap <= 9:
        builder.warn(f"bad handicap {fields[0]!r} ignored", number)
    elif handicap >= 2:
        builder.root["HA"] = [str(handicap)]
        state.handicap_left = handicap
    komi = parse_float(fields[1]) if len(fields) > 1 else None
    if komi is not None:
        builder.number("KM", komi)
    elif len(fields) > 1:
        builder.warn(f"bad komi {fields[1]!r} ignored", number)


def _result(fields: list[str]) -> str:
    """RE from ``Winner=B,1.5`` / ``W,R`` / ``B,T``; "" for no winner (``Winner=,``)."""
    winner = fields[0].upper()[:1]
    if winner not in ("B", "W"):
        return ""
    margin = fields[1].upper() if len(fields) > 1 else ""
    if parse_float(margin) is not None:
        return f"{winner}+{margin}"
    if margin.startswith("R"):
        return f"{winner}+R"
    return f"{winner}+T" if margin.startswith("T") else f"{winner}+"


def _data_line(
    builder: RecordBuilder, state: _State, line: str, number: int, setup: list[Point]
) -> bool:
    """Add the move (or handicap stone) of a [Data] line; False (warned) when bad."""
    stripped = line.strip()
    fields = [f.strip().upper() for f in stripped.split(",")]
    where = column_of(line, stripped)
    if len(fields) < 2 or len(fields[0]) != 2 or not fields[0].isalpha() or not fields[1]:
        color_letter = ""
    else:
        color_letter = fields[1][0]
    if color_letter not in ("B", "W"):
        builder.warn(
            f"bad move {stripped!r} (expected XY,COLOUR,NUMBER,TIME with letters XY and "
            "colour B or W); the moves from here on are not read",
            number,
            where,
        )
        return False
    size = builder.size
    x = ord(fields[0][0]) - ord("A")
    row = ord(fields[0][1]) - ord("A")
    point = Point(x, size.height - 1 - row if state.igs_rows else row)
    on_board = size.contains(point)
    move_number = fields[2] if len(fields) > 2 else ""
    stone = color_letter == "B" and move_number == "0" and on_board and not builder.moves
    if stone and state.handicap_left:
        state.handicap_left -= 1
        setup.append(point)
        return True
    color = Color.BLACK if color_letter == "B" else Color.WHITE
    builder.move(color, point if on_board else None, number, where)
    return True
