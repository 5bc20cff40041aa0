"""File > Export's SVG of a diagram: colours per mark and label, a title and a legend."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

from gogui_py.game.export import Diagram, Note
from gogui_py.game.export.svg import to_svg
from gogui_py.go import BoardSize, Color, Point

SVG = "{http://www.w3.org/2000/svg}"


def elements(svg: str, tag: str) -> list[ET.Element]:
    return list(ET.fromstring(svg).iter(SVG + tag))


BOARD = Diagram(BoardSize(5, 5), ((Point(1, 1), Color.BLACK), (Point(3, 3), Color.WHITE)))
"""A black stone at (1, 1), a white one at (3, 3)."""


def test_marks_and_labels_take_the_point_s_ink_by_default() -> None:
    svg = to_svg(
        replace(
            BOARD, marks=((Point(1, 1), "SQ"), (Point(2, 2), "CR")), labels=((Point(3, 3), "a"),)
        ),
        cell=20,
    )
    (square,) = elements(svg, "rect")[1:]  # after the wood
    assert square.get("stroke") == "#fff"  # on the black stone
    circles = [c for c in elements(svg, "circle") if c.get("fill") == "none"]
    assert [c.get("stroke") for c in circles] == ["#000"]
    (label,) = [t for t in elements(svg, "text") if t.text == "a"]
    assert label.get("fill") == "#000"  # on the white stone
    assert "<title>" not in svg


def test_colours_per_mark_and_label() -> None:
    svg = to_svg(
        replace(
            BOARD,
            marks=((Point(1, 1), "SQ"), (Point(2, 2), "MA")),
            labels=((Point(2, 2), "A"), (Point(0, 0), "b")),
            mark_colors=((Point(2, 2), "#d12f2f"),),
            label_colors=((Point(2, 2), "#1f5fd1"),),
        ),
        cell=20,
    )
    crosses = elements(svg, "path")
    assert [c.get("stroke") for c in crosses] == ["#d12f2f"]
    assert [r.get("stroke") for r in elements(svg, "rect")[1:] if r.get("stroke")] == ["#fff"]
    texts = {t.text: t.get("fill") for t in elements(svg, "text")}
    assert texts["A"] == "#1f5fd1" and texts["b"] == "#000"
    # the label on the marked empty point gets no wood under it (it would hide the mark);
    # the one on the bare point (0, 0) does
    woods = [r for r in elements(svg, "rect") if r.get("fill") == "#dcb35c"]
    assert len(woods) == 2


def test_title_and_legend_under_the_notes() -> None:
    plain = to_svg(replace(BOARD, notes=(Note(3, Color.BLACK, 1, Color.BLACK),)), cell=20)
    svg = to_svg(
        replace(BOARD, notes=(Note(3, Color.BLACK, 1, Color.BLACK),)),
        cell=20,
        title="t <1>",
        legend=[("expected: C3", "#1b9e3a"), ("answer: D4", "#1f5fd1")],
    )
    assert "<title>t &lt;1&gt;</title>" in svg
    below = [t for t in elements(svg, "text") if t.get("text-anchor") == "start"]
    assert [(t.text, t.get("fill")) for t in below] == [
        ("3 at 1", None),
        ("expected: C3", "#1b9e3a"),
        ("answer: D4", "#1f5fd1"),
    ]
    height = int(ET.fromstring(svg).get("height", "0"))
    assert height == int(ET.fromstring(plain).get("height", "0")) + 2 * 28


def test_a_cell_too_small() -> None:
    with pytest.raises(ValueError, match="at least 4"):
        to_svg(BOARD, cell=3)
