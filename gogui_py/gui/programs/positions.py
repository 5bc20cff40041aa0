"""The position of a game-tree node, as the GTP engine sync wants it."""

from __future__ import annotations

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.gtp.sync import Position


class UnsyncablePositionError(ValueError):
    """The position cannot be given to a GTP engine (e.g. setup stones after the root)."""


def engine_position(game: Game, node: Node | None = None) -> Position:
    """The :class:`Position` (size, komi, root setup, moves, the record's rules) of ``node``
    (default: current).

    Raises:
        UnsyncablePositionError: when a node after the root has setup stones or the root removes
            stones (AE): GTP has no standard command for those.
    """
    target = node if node is not None else game.current
    path = game.path(target)
    root = path[0]
    if root.add_empty or any(n.has_setup for n in path[1:]):
        raise UnsyncablePositionError("setup stones inside the game cannot be sent to the engine")
    info = GameInfo.from_root(game.tree.root)
    return Position(
        size=game.tree.size,
        komi=info.komi,
        setup_black=tuple(root.add_black),
        setup_white=tuple(root.add_white),
        moves=tuple(n.move for n in path if n.move is not None),
        rules=info.rules,
    )
