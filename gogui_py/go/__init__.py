"""Pure Go model: colours, points, moves, the board and its rules (stdlib only).

Coordinate convention (used everywhere in gogui_py): ``Point(x, y)`` with ``x``
the column counted from 0 at the left and ``y`` the row counted from 0 at the
TOP, as on the screen and in SGF. Conversions to GTP vertices (rows counted
from 1 at the bottom) live only in :mod:`gogui_py.go.vertex`.
"""

from gogui_py.go.board import Board, IllegalMoveError, IllegalReason
from gogui_py.go.color import Color
from gogui_py.go.diagram import from_diagram, to_diagram
from gogui_py.go.handicap import handicap_points, star_points
from gogui_py.go.move import Move
from gogui_py.go.point import BoardSize, Point
from gogui_py.go.scoring import Score, score, territory

__all__ = [
    "Board",
    "BoardSize",
    "Color",
    "IllegalMoveError",
    "IllegalReason",
    "Move",
    "Point",
    "Score",
    "from_diagram",
    "handicap_points",
    "score",
    "star_points",
    "territory",
    "to_diagram",
]
