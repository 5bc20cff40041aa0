"""A bounded cache of boards per node: recently used boards plus sparse checkpoints.

Boards are computed by replaying moves from the nearest cached ancestor (see
:meth:`gogui_py.game.game.Game.board`). Keeping a board for every visited node
costs hundreds of megabytes on large joseki trees (Sabaki, Ogatak), so this
cache keeps two bounded least-recently-used tables:

* ``recent``: boards that were asked for (the current position, its neighbours);
* ``checkpoints``: boards of nodes whose depth is a multiple of
  ``checkpoint_every`` met while replaying, so that any later replay along a
  visited path costs at most ``checkpoint_every`` moves.
"""

from __future__ import annotations

from collections import OrderedDict

from gogui_py.game.node import Node
from gogui_py.go.board import Board

DEFAULT_RECENT_LIMIT = 2048
DEFAULT_CHECKPOINT_LIMIT = 4096
DEFAULT_CHECKPOINT_EVERY = 32


class BoardCache:
    """Boards (with the node's depth) for at most ``recent_limit + checkpoint_limit`` nodes."""

    def __init__(
        self,
        recent_limit: int = DEFAULT_RECENT_LIMIT,
        checkpoint_limit: int = DEFAULT_CHECKPOINT_LIMIT,
        checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY,
    ) -> None:
        if recent_limit < 1 or checkpoint_limit < 1 or checkpoint_every < 1:
            raise ValueError("cache limits must be positive")
        self.recent_limit = recent_limit
        self.checkpoint_limit = checkpoint_limit
        self.checkpoint_every = checkpoint_every
        self._recent: OrderedDict[Node, tuple[Board, int]] = OrderedDict()
        self._checkpoints: OrderedDict[Node, tuple[Board, int]] = OrderedDict()

    @property
    def limit(self) -> int:
        """The most boards the cache ever holds."""
        return self.recent_limit + self.checkpoint_limit

    def __len__(self) -> int:
        return len(self._recent) + len(self._checkpoints)

    def get(self, node: Node) -> tuple[Board, int] | None:
        """``(board, depth)`` for ``node`` if cached (marks it recently used), else None."""
        entry = self._recent.get(node)
        if entry is not None:
            self._recent.move_to_end(node)
            return entry
        entry = self._checkpoints.get(node)
        if entry is not None:
            self._checkpoints.move_to_end(node)
        return entry

    def put(self, node: Node, board: Board, depth: int) -> None:
        """Remember the board of a node that was asked for."""
        self._recent[node] = (board, depth)
        self._recent.move_to_end(node)
        if len(self._recent) > self.recent_limit:
            self._recent.popitem(last=False)

    def offer_checkpoint(self, node: Node, board: Board, depth: int) -> None:
        """Keep ``board`` as a checkpoint when ``depth`` is a multiple of ``checkpoint_every``."""
        if depth % self.checkpoint_every:
            return
        self._checkpoints[node] = (board, depth)
        self._checkpoints.move_to_end(node)
        if len(self._checkpoints) > self.checkpoint_limit:
            self._checkpoints.popitem(last=False)

    def clear(self) -> None:
        """Forget every board (after a change to positions of existing nodes)."""
        self._recent.clear()
        self._checkpoints.clear()
