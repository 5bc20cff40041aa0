"""Exports of a position as text: the diagram model, ASCII diagrams and LaTeX (psgo).

Pure (go, sgf, game): :func:`~gogui_py.game.export.diagram.diagram_for` gathers what a
diagram shows; :mod:`~gogui_py.game.export.ascii` and :mod:`~gogui_py.game.export.latex`
write it. The GUI paints the same diagram as PNG, SVG and on paper.
"""

from gogui_py.game.export.diagram import Diagram, Note, diagram_for

__all__ = ["Diagram", "Note", "diagram_for"]
