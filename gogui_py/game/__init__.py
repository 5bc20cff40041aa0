"""The game model: nodes, the game tree with change records, navigation and SGF mapping.

Pure (imports only :mod:`gogui_py.go` and :mod:`gogui_py.sgf`). Every mutation
of a :class:`GameTree` returns change records that views apply and that
:class:`EditHistory` undoes; :class:`Game` adds the current node, boards per
node, the Go rules and every edit (markup, annotations, setup, structure) with
undo and redo; :mod:`.sgf_io` is the only place where SGF properties become
moves and setup.
"""

from gogui_py.game.annotations import Annotations, annotations_of
from gogui_py.game.game import Game
from gogui_py.game.history import EditHistory
from gogui_py.game.info import GameInfo
from gogui_py.game.markup import Markup, markup_of
from gogui_py.game.node import Node
from gogui_py.game.sgf_io import LoadResult, load_bytes, load_file, save_file, to_sgf
from gogui_py.game.tree import (
    Change,
    CurrentNodeChanged,
    GameTree,
    NodeAdded,
    NodeMoved,
    NodeRemoved,
    NodeState,
    PropertiesChanged,
)

__all__ = [
    "Annotations",
    "Change",
    "CurrentNodeChanged",
    "EditHistory",
    "Game",
    "GameInfo",
    "GameTree",
    "LoadResult",
    "Markup",
    "Node",
    "NodeAdded",
    "NodeMoved",
    "NodeRemoved",
    "NodeState",
    "PropertiesChanged",
    "annotations_of",
    "load_bytes",
    "load_file",
    "markup_of",
    "save_file",
    "to_sgf",
]
