"""The board view: pure geometry and snapshot, cached rendering, painter and widget.

``geometry`` and ``snapshot`` import no Qt; import the widget from
``gogui_py.gui.board.widget``.
"""
