"""SGF commands for engines built on :class:`gogui_py.gtp.engine_state.GtpState`.

- ``loadsgf FILE [N]`` (GTP v2 section 6.3): board size, komi, setup stones and
  the moves of the main line up to the position BEFORE move number ``N``
  (counted from 1 over the whole main line); the whole main line without ``N``.
  Setup stones after the root start a new initial position there.
- ``gomill-savesgf FILE PROP=VALUE...`` (../shared/seeds/000_7353967aa6bfce29.txt):
  writes the game with the engine's move comments; the root gets SZ, KM, DT, HA
  (when handicapped) and the given properties, whose values escape a space as
  ``\\_`` and a backslash as ``\\\\``. AP is always gogui-py's (written by
  :func:`gogui_py.game.to_sgf`).

File names cannot hold spaces (GTP arguments are split on whitespace).
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path

from gogui_py.game import GameTree, to_sgf
from gogui_py.game.main_line_position import LoadsgfError, main_line_position
from gogui_py.go import Board, Color, IllegalMoveError, Point
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, parse_int
from gogui_py.gtp.engine_state import GtpState
from gogui_py.sgf.values import text_to_sgf

_PROPERTY = re.compile(r"([A-Z]{1,2})=(.*)", re.DOTALL)


def register_sgf_commands(engine: GtpEngine, state: GtpState) -> None:
    """Register ``loadsgf`` and ``gomill-savesgf`` on ``engine``, acting on ``state``."""
    engine.register("loadsgf", lambda args: load_sgf(state, args))
    engine.register("gomill-savesgf", lambda args: save_sgf(state, args))


def load_sgf(state: GtpState, args: list[str]) -> str:
    """The ``loadsgf`` handler. Raises GtpCommandError("cannot load file") and others."""
    if len(args) not in (1, 2):
        raise GtpCommandError("syntax error")
    stop = parse_int(args[1], 1, 1 << 31, "move number") if len(args) == 2 else None
    try:
        found = main_line_position(args[0], stop, state.sizes)
    except LoadsgfError as error:
        raise GtpCommandError(str(error)) from None
    info = found.tree.info
    root = found.tree.root
    handicap = root.add_black if info.handicap >= 2 and not root.add_white else ()
    try:
        state.load_position(
            found.initial, list(found.moves), handicap=handicap, comments=list(found.comments)
        )
    except (ValueError, IllegalMoveError):
        raise GtpCommandError("cannot load file") from None
    state.komi = info.komi
    return ""


def _property(arg: str) -> tuple[str, str]:
    match = _PROPERTY.fullmatch(arg)
    if match is None:
        raise GtpCommandError(f"bad property {arg}")
    value = re.sub(r"\\(.)", lambda m: " " if m.group(1) == "_" else m.group(1), match.group(2))
    return match.group(1), value


def game_tree(state: GtpState, properties: dict[str, str]) -> GameTree:
    """The game of ``state`` as a tree: initial stones at the root, then the moves
    with their comments; ``properties`` (identifier -> text) override root defaults."""
    tree = GameTree.new(state.size, state.komi)
    root = tree.root
    root.add_black, root.add_white = setup_points(state.boards[0])
    root.props["DT"] = [datetime.date.today().isoformat()]
    if state.handicap:
        root.props["HA"] = [str(len(state.handicap))]
    for ident, value in properties.items():
        root.props[ident] = [text_to_sgf(value)]
    node = root
    for move, comment in zip(state.moves, state.comments, strict=True):
        node, _ = tree.add_move(node, move)
        node.comment = comment
    return tree


def save_sgf(state: GtpState, args: list[str]) -> str:
    """The ``gomill-savesgf`` handler. Raises GtpCommandError("cannot write file") and others."""
    if not args:
        raise GtpCommandError("syntax error")
    properties = dict(_property(arg) for arg in args[1:])
    text = to_sgf([game_tree(state, properties)])
    try:
        Path(args[0]).write_text(text, encoding="utf-8")
    except OSError:
        raise GtpCommandError("cannot write file") from None
    return ""


def setup_points(board: Board) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """(black, white) stones of ``board``."""
    black = tuple(p for p, c in board.stones() if c is Color.BLACK)
    white = tuple(p for p, c in board.stones() if c is Color.WHITE)
    return black, white
