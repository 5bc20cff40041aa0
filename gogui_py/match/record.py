"""The SGF record of one match game (match-runner.md "Records and reports").

FF[4], CA[UTF-8], GM[1], SZ, KM, HA (with AB for the handicap stones), RU, TM and OT
(the time limit, as the board writes them: :mod:`gogui_py.game.time_record`), GN (the
game id), PB/PW (competitor labels), RE, DT; the root comment holds the engines'
descriptions (``gomill-describe_engine``, else name and version); each generated
move carries the engine's ``gomill-explain_last_move`` as its comment; the last
node's comment gives how the game ended, the ``final_score`` answers and CPU times.

A game refereed by a ruler (``game`` set, :mod:`gogui_py.match.ruler_game`) is recorded
as the GUI records ruler games (rulers.md "What gogui-py MUST do"): GM is the game's SGF
number when SGF has one (Othello 2, Gomoku/Renju 4, Hex 11; else left out), the private
root property GOGUIGAME holds the ruler's game id, and there is no KM.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import gogui_py
from gogui_py.game.clock import TimeSettings
from gogui_py.game.time_record import format_seconds, overtime_text
from gogui_py.game.tree import GAME_ID_PROPERTY
from gogui_py.go import Move, Point
from gogui_py.go.rules import game_number
from gogui_py.sgf import RawNode, write
from gogui_py.sgf.values import point_letters_to_sgf, text_to_sgf


@dataclass
class GameRecord:
    """What the record of one game holds; filled in as the game goes.

    Attributes:
        moves: (move, comment) pairs in playing order, opening moves included.
        handicap_stones: the black stones placed before the first move.
        end_comment: how the game ended (goes on the last node, or the root).
        game: the ruler's game id (``Othello``); "" for Go.
        height: rows when not ``size`` (a rectangular ruler board; SZ ``W:H``); 0: square.
        time: the game's time limit (TM and OT); None: none.
    """

    game_id: str
    size: int
    komi: float
    black: str
    white: str
    rules: str = ""
    date: str = ""
    handicap_stones: list[Point] = field(default_factory=list)
    moves: list[tuple[Move, str]] = field(default_factory=list)
    result: str = ""
    root_comment: str = ""
    end_comment: str = ""
    game: str = ""
    height: int = 0
    time: TimeSettings | None = None

    def add_move(self, move: Move, comment: str = "") -> None:
        """Append a move with its comment."""
        self.moves.append((move, comment))


def _point(point: Point | None) -> str:
    return "" if point is None else point_letters_to_sgf(point.x, point.y)


def _text(text: str) -> list[str]:
    return [text_to_sgf(text)]


def _root_properties(record: GameRecord) -> dict[str, list[str]]:
    """The root node's properties but its comment (module docstring)."""
    size = str(record.size)
    if record.height and record.height != record.size:
        size = f"{record.size}:{record.height}"
    props: dict[str, list[str]] = {"FF": ["4"], "CA": ["UTF-8"], "GM": ["1"]}
    if record.game:
        number = game_number(record.game)
        if number is None:
            del props["GM"]
        else:
            props["GM"] = [str(number)]
        props[GAME_ID_PROPERTY] = _text(record.game)
    props["AP"] = [f"gogui-match:{gogui_py.__version__}"]
    props["SZ"] = [size]
    if not record.game:
        props["KM"] = [f"{record.komi:g}"]
    if record.handicap_stones:
        props["HA"] = [str(len(record.handicap_stones))]
        props["AB"] = [_point(p) for p in record.handicap_stones]
    if record.rules:
        props["RU"] = _text(record.rules)
    if record.time is not None:
        props["TM"] = [format_seconds(record.time.main_time)]
        if overtime := overtime_text(record.time):
            props["OT"] = _text(overtime)
    props["GN"] = _text(record.game_id)
    props["PB"] = _text(record.black)
    props["PW"] = _text(record.white)
    if record.result:
        props["RE"] = _text(record.result)
    if record.date:
        props["DT"] = [record.date]
    return props


def to_sgf(record: GameRecord) -> str:
    """The record as SGF text (UTF-8 when encoded; a pass is ``B[]``)."""
    root = RawNode(_root_properties(record))
    nodes: Sequence[tuple[Move, str]] = record.moves
    parent = root
    for move, comment in nodes:
        node_props = {move.color.value: [_point(move.point)]}
        if comment:
            node_props["C"] = _text(comment)
        node = RawNode(node_props)
        parent.children.append(node)
        parent = node
    root_comment = record.root_comment
    if record.end_comment:
        if parent is root:
            root_comment = f"{root_comment}\n\n{record.end_comment}".strip()
        else:
            old = parent.properties.get("C")
            text = record.end_comment if old is None else f"{nodes[-1][1]}\n\n{record.end_comment}"
            parent.properties["C"] = _text(text)
    if root_comment:
        root.properties["C"] = _text(root_comment)
    return write([root])
