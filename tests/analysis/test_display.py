"""Every analyze answer type shown the same way: board markup and text (analyze.md)."""

from __future__ import annotations

from gogui_py.analysis import AnalyzeType, parse_answer
from gogui_py.analysis.display import display_of, merge_gfx
from gogui_py.go import BoardSize, Color, Point
from gogui_py.gtp.gfx import Gfx

SIZE = BoardSize.square(3)


def shown(kind: AnalyzeType, text: str, **colors: Color) -> tuple[Gfx | None, str]:
    display = display_of(parse_answer(kind, text, SIZE, **colors), kind)
    return display.gfx, display.text


def test_point_lists_are_marked() -> None:
    gfx, _ = shown(AnalyzeType.PLIST, "A1 C3")
    assert gfx is not None and gfx.marks == ((Point(0, 2), "SQ"), (Point(2, 0), "SQ"))
    assert shown(AnalyzeType.PLIST, "")[0] is None


def test_pstring_marks_the_points_of_its_text_and_keeps_the_text() -> None:
    gfx, text = shown(AnalyzeType.PSTRING, "Dragon at B2 is dead")
    assert gfx is not None and gfx.marks == ((Point(1, 1), "SQ"),)
    assert text == "Dragon at B2 is dead"
    assert shown(AnalyzeType.STRING, "B2 only words")[0] is None


def test_boards_become_labels_fills_influence_and_territory() -> None:
    gfx, _ = shown(AnalyzeType.SBOARD, 'a "" b\n"" "" ""\n"" "" c')
    assert gfx is not None and dict(gfx.labels) == {
        Point(0, 0): "a",
        Point(2, 0): "b",
        Point(2, 2): "c",
    }
    gfx, _ = shown(AnalyzeType.CBOARD, "red none none\nnone none none\nnone none #00ff00")
    assert gfx is not None and dict(gfx.fills) == {Point(0, 0): "#ff0000", Point(2, 2): "#00ff00"}
    gfx, _ = shown(AnalyzeType.DBOARD, "1 0 -0.5\n0 0 0\n0 0 7")
    assert gfx is not None and dict(gfx.influence) == {
        Point(0, 0): 1.0,
        Point(2, 0): -0.5,
        Point(2, 2): 1.0,
    }
    gfx, _ = shown(AnalyzeType.BWBOARD, "b w empty\nempty empty empty\nempty empty empty")
    assert gfx is not None and dict(gfx.marks) == {Point(0, 0): "TB", Point(1, 0): "TW"}


def test_variations_are_numbered_ghost_stones_from_the_side_to_move() -> None:
    gfx, _ = shown(AnalyzeType.VAR, "B2 C3 pass A1", to_move=Color.WHITE)
    assert gfx is not None
    assert gfx.variation == (
        (Point(1, 1), Color.WHITE, 1),
        (Point(2, 0), Color.BLACK, 2),
        (Point(0, 2), Color.BLACK, 4),
    )


def test_gfx_and_text_and_none() -> None:
    gfx, text = shown(AnalyzeType.GFX, "LABEL A1 x\nTEXT hello\n")
    assert gfx is not None and gfx.labels == ((Point(0, 2), "x"),) and text == "hello"
    assert shown(AnalyzeType.NONE, "whatever") == (None, "whatever")
    params = display_of(parse_answer(AnalyzeType.PARAM, "[bool] ponder 1\nlevel 3", SIZE))
    assert params.gfx is None and params.text == "ponder = 1\nlevel = 3"


def test_merge_puts_the_later_markup_on_top() -> None:
    under = Gfx(labels=((Point(0, 0), "a"), (Point(1, 1), "b")), text="one")
    over = Gfx(labels=((Point(0, 0), "z"),), marks=((Point(2, 2), "CR"),), text="two")
    merged = merge_gfx(under, over)
    assert merged is not None
    assert dict(merged.labels) == {Point(0, 0): "z", Point(1, 1): "b"}
    assert merged.marks == ((Point(2, 2), "CR"),) and merged.text == "one\ntwo"
    assert merge_gfx(None, over) is over and merge_gfx(under, None) is under
