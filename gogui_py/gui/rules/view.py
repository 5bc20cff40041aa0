"""What the board and the status bar show of a ruler game (rulers.md "Geometry").

The ruler's position replaces the board computed from the record: its cells
(``?`` cells removed: not drawn, not clickable), its side to move (hover stone),
its gfx, and the legal moves as dots while a person is to move. The look follows
the game: flat discs on green cells for Othello, hexagons for hex boards, a plain
grid without star points otherwise. Without the ruler of the record's game the
board is the position the ruler last reported (:class:`ShownPosition` ``detached``),
with no hover stone and no dots, and the status line says how to play on.
"""

from __future__ import annotations

from dataclasses import replace

from gogui_py.game.game import Game
from gogui_py.go import Point
from gogui_py.go.rules import REMOVED, RulerPosition, sgf_result
from gogui_py.gtp.gfx import parse_gfx
from gogui_py.gui.board.snapshot import BoardSnapshot, Style
from gogui_py.gui.board.view_model import ViewSettings, move_numbers, snapshot_for
from gogui_py.gui.i18n import color_name, translate
from gogui_py.gui.play.engine_moves import readable_sentence
from gogui_py.gui.rules.shown import ShownPosition, illegal_enough

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
    detached = isinstance(position, ShownPosition) and position.detached
    if isinstance(position, ShownPosition) and position.detached:
        game_id = position.game  # the record's game: no ruler is attached for it
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
        to_move=None if position.game_over or detached else position.to_move,
        numbers=move_numbers(game, game.current, settings, cells),
    )


def legal_dots_inform(position: RulerPosition) -> bool:
    """True when dots on the legal points tell the player something, by a rule stable
    over a game: some position of the game had at least a tenth of its empty cells
    illegal (:attr:`ShownPosition.dots`: Othello from its start, so its endgame too,
    where every empty cell may be legal), or this one has, or few cells are empty (at
    most a tenth of the board). Never on an opening Gomoku, Renju or Hex board, where
    every empty cell (but a few forbidden to Black in Renju) is legal."""
    if not position.legal:
        return False
    if isinstance(position, ShownPosition) and position.dots:
        return True
    empty = position.cells.count(0)
    return illegal_enough(position) or empty * 10 <= position.size.area


def ruler_status(position: RulerPosition | None, game_id: str, gfx_text: str = "") -> str:
    """Status-bar text: the game, the side to move or the result, the captured counts and
    the ruler's gfx ``TEXT`` (``gfx_text``, parsed once with the snapshot)."""
    if position is None:
        return translate("Rules", "{}: asking the ruler…").format(game_id)
    if isinstance(position, ShownPosition) and position.detached:
        return _detached_status(position)
    result = _result_text(position)
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


def _result_text(position: RulerPosition) -> str:
    """The ruler's final result as the user reads it (a draw's ``0`` said "Draw")."""
    text = " ".join(position.result.split())
    return readable_sentence(text, sgf_result(text)) if text else ""


def _detached_status(position: ShownPosition) -> str:
    """Status of a record without its ruler: the position shown, and how to play on."""
    parts = [position.game]
    if position.behind == 0:
        if position.game_over:
            parts.append(_result_text(position) or translate("Rules", "game over"))
        else:
            parts.append(translate("Rules", "{} to move").format(color_name(position.to_move)))
    elif position.behind > 0:
        parts.append(
            translate("Rules", "the board as the ruler reported it {} moves earlier").format(
                position.behind
            )
        )
    else:
        parts.append(translate("Rules", "position not known"))
    parts.append(
        translate("Rules", "no ruler: attach the {} ruler to play (Game > Rules)").format(
            position.game
        )
    )
    return " · ".join(parts)
