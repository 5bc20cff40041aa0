"""Tree-view geometry: cells <-> pixels, visible cells, scrolling to show a cell."""

from __future__ import annotations

import pytest

from gogui_py.gui.tree_view.geometry import TreeGeometry


def test_centre_and_cell_at_are_inverse() -> None:
    geometry = TreeGeometry(cell=20, pad=5)
    for col, row in [(0, 0), (3, 7), (120, 9000)]:
        x, y = geometry.centre(col, row)
        assert (x, y) == (5 + col * 20 + 10, 5 + row * 20 + 10)
        assert geometry.cell_at(x, y) == (col, row)
        assert geometry.cell_at(x + 9.9, y - 9.9) == (col, row)
        assert geometry.cell_at(x + 10, y) == (col + 1, row)
    assert geometry.cell_at(4.9, 30) is None
    assert geometry.content_size(10, 3) == (210, 70)


def test_cells_touching_is_inclusive_and_exact() -> None:
    geometry = TreeGeometry(cell=20, pad=5)
    assert geometry.cells_touching(5, 5, 25, 25) == (0, 0, 0, 0)
    assert geometry.cells_touching(5, 5, 26, 26) == (0, 1, 0, 1)
    assert geometry.cells_touching(0, 0, 5, 5) == (-1, -1, -1, -1)
    assert geometry.cells_touching(100, 40, 300, 61) == (4, 14, 1, 2)


def test_scroll_to_show_keeps_a_visible_cell_still() -> None:
    geometry = TreeGeometry(cell=20, pad=5)
    assert geometry.scroll_to_show(5, 5, (0, 0), (400, 300)) == (0, 0)


def test_scroll_to_show_scrolls_little_when_near_and_centres_when_far() -> None:
    geometry = TreeGeometry(cell=20, pad=5)
    # Column 20 starts at x = 405, just right of a 400 px view: minimal scroll plus a margin.
    x, y = geometry.scroll_to_show(20, 0, (0, 0), (400, 300))
    assert (x, y) == (405 + 20 + 20 - 400, 0)
    # Row 5000 is far below: centred vertically.
    x, y = geometry.scroll_to_show(0, 5000, (0, 0), (400, 300))
    assert y == 5 + 5000 * 20 + 10 - 150
    # Far above the current offset: centred too.
    x, y = geometry.scroll_to_show(0, 3, (0, 100_000), (400, 300))
    assert y == 5 + 3 * 20 + 10 - 150


def test_cell_size_is_bounded() -> None:
    with pytest.raises(ValueError):
        TreeGeometry(cell=4)
