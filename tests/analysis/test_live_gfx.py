"""Live gfx on a program's stderr (analyze.md "Live gfx"): lines and blocks, latest wins."""

from __future__ import annotations

from gogui_py.analysis.live_gfx import LiveGfxReader


def test_a_line_is_a_gfx_text_of_its_own_and_the_latest_wins() -> None:
    reader = LiveGfxReader()
    assert reader.feed(["thinking...", "gogui-gfx: LABEL A1 x", "gogui-gfx: MARK B2"]) == (
        "MARK B2"
    )
    assert reader.feed(["no gfx here"]) is None


def test_a_block_runs_to_an_empty_line_even_across_batches() -> None:
    reader = LiveGfxReader()
    assert reader.feed(["gogui-gfx:", "LABEL A1 x", "CIRCLE B2"]) is None
    assert reader.in_block
    assert reader.feed(["TEXT done", "", "other"]) == "LABEL A1 x\nCIRCLE B2\nTEXT done"
    assert not reader.in_block


def test_wanted_is_false_for_plain_stderr() -> None:
    reader = LiveGfxReader()
    assert not reader.wanted(["a", "b"])
    assert reader.wanted(["x gogui-gfx: y"])
    reader.feed(["gogui-gfx:"])
    assert reader.wanted(["anything"])
