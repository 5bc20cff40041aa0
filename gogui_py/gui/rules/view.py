"""What the board and the status bar show of a ruler game (rulers.md "Geometry").

The ruler's position replaces the board computed from the record: its cells
(``?`` cells removed: not drawn, not clickable), its side to move (hover stone),
its gfx, and the legal moves as dots while a person is to move. The look follows
the game: flat discs on green cells for Othello, hexagons for hex boards, a plain
grid without star points otherwise.
"""

from __future__ import annotations

from dataclasses import replace

from gogui_py.game.game import Game
from gogui_py.go import Point
from gogui_py.go.rules import REMOVED, RulerPosition
from gogui_py.gtp.gfx import parse_gfx
from gogui_py.gui.board.snapshot import BoardSnapshot, Style
from gogui_py.gui.board.view_model import ViewSettings, move_numbers, snapshot_for
from gogui_py.gui.i18n import color_name, translate

CELL_GAMES = frozenset({"othello", "reversi"})
"""Game ids drawn as pieces inside square cells on green felt."""

_NO_REMOVED = bytes.maketrans(bytes([REMOVED]), b"\x00")


def board_style(game_id: str, position: RulerPosition) -> Style:
    """``"hex"``, ``"cells"`` (Othello) or ``"grid"`` (no star points)."""
    if position.hex:
        return "hex"
    return "cells" if game_id.lower() in CELL_GAMES else "grid"


def ruler_snapshot(
    game: Game,
    settings: ViewSettings,
    position: RulerPosition,
    game_id: str,
    *,
    highlighted: frozenset[Point] = frozenset(),
    show_legal: bool = False,
) -> BoardSnapshot:
    """The snapshot of the current node with the ruler's ``position`` as the board.

    Markup, variations and the last move come from the record as for Go;
    ``show_legal`` adds the legal points as dots (a person is to move) when they are
    few enough to tell something.
    """
    base = snapshot_for(game, settings, highlighted)
    size = position.size
    if base.size != size:
        return base
    width = size.width
    removed = frozenset(
        Point(index % width, index // width)
        for index, value in enumerate(position.cells)
        if value == REMOVED
    )
    cells = position.cells.translate(_NO_REMOVED)
    gfx = parse_gfx(position.gfx, size) if position.gfx.strip() else None
    ghosts = tuple(
        (p, c) for p, c in base.ghosts if p not in removed and cells[p.y * width + p.x] == 0
    )
    return replace(
        base,
        cells=cells,
        removed=removed,
        style=board_style(game_id, position),
        gfx=gfx,
        ghosts=ghosts,
        legal=frozenset(position.legal if show_legal and legal_dots_inform(position) else ()),
        to_move=None if position.game_over else position.to_move,
        numbers=move_numbers(game, game.current, settings, cells),
    )


def legal_dots_inform(position: RulerPosition) -> bool:
    """True when dots on the legal points tell the player something: at least a tenth of
    the empty cells are illegal (Othello at any stage, its endgame too: 4 legal of 7
    empty); not Gomoku or Hex, where every empty cell is legal, nor Renju, where only a
    few points are forbidden to Black."""
    empty = position.cells.count(0)
    return bool(position.legal) and (empty - len(position.legal)) * 10 >= empty


def ruler_status(position: RulerPosition | None, game_id: str, gfx_text: str = "") -> str:
    """Status-bar text: the game, the side to move or the result, the captured counts and
    the ruler's gfx ``TEXT`` (``gfx_text``, parsed once with the snapshot)."""
    if position is None:
        return translate("Rules", "{}: asking the ruler…").format(game_id)
    result = " ".join(position.result.split())
    if position.game_over:
        parts = [game_id, result or translate("Rules", "game over")]
    else:
        side = color_name(position.to_move)
        forced = (
            translate("Rules", " (must pass)") if position.pass_legal and not position.legal else ""
        )
        parts = [game_id, translate("Rules", "{0} to move{1}").format(side, forced)]
    if position.captured is not None:
        black, white = position.captured
        parts.append(translate("Rules", "captured: Black {0}, White {1}").format(black, white))
    text = " ".join(gfx_text.split())
    if text and not (position.game_over and text in result):  # said once (Hex: its TEXT
        parts.append(text)  # is the result sentence without the SGF word)
    return " · ".join(parts)
