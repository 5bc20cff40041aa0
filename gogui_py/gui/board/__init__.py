"""The board view: pure geometry and snapshot, cached rendering, painter and widget.

``snapshot``, ``geometry``, ``hex_geometry`` and ``layout`` import no Qt. A
snapshot's ``style`` chooses the board drawn: ``"go"`` (wood, lines, star
points), ``"grid"`` (no star points: Gomoku, Renju), ``"cells"`` (Othello) or
``"hex"``; :func:`~gogui_py.gui.board.layout.snapshot_geometry` gives its
layout. Import the widget from ``gogui_py.gui.board.widget``.
"""
