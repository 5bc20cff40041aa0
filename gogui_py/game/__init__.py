"""The game model: nodes, the game tree with change records, navigation and SGF mapping.

Pure (imports only :mod:`gogui_py.go` and :mod:`gogui_py.sgf`). Every mutation
of a :class:`GameTree` returns change records that views apply; :class:`Game`
adds the current node, boards per node and the Go rules; :mod:`.sgf_io` is
the only place where SGF properties become moves and setup.
"""

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import LoadResult, load_bytes, load_file, save_file, to_sgf
from gogui_py.game.tree import (
    Change,
    CurrentNodeChanged,
    GameTree,
    NodeAdded,
    NodeRemoved,
    PropertiesChanged,
)

__all__ = [
    "Change",
    "CurrentNodeChanged",
    "Game",
    "GameInfo",
    "GameTree",
    "LoadResult",
    "Node",
    "NodeAdded",
    "NodeRemoved",
    "PropertiesChanged",
    "load_bytes",
    "load_file",
    "save_file",
    "to_sgf",
]
