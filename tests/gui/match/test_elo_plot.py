"""The Elo plot and the results table when one side has won every game: the Wilson
interval's finite end is drawn and shown, the infinite estimate sits on the plot's edge."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.gui.match.elo_plot import EloPlot
from gogui_py.gui.match.progress import MatchProgress
from gogui_py.gui.match.spec import check_text, match_toml
from gogui_py.gui.match.table import ResultsTable
from tests.gui.match.test_parts import choices, outcome


def visible(plot: EloPlot, y: float) -> bool:
    low, high = plot.plot.getPlotItem().viewRange()[1]
    return bool(low - 1e-9 <= y <= high + 1e-9)


def test_all_wins_draw_the_finite_bound_and_the_estimate_on_the_edge(
    qtbot: object, tmp_path: Path
) -> None:
    progress = MatchProgress(check_text(match_toml(choices()), tmp_path / "m.toml"))
    plot, table = EloPlot(), ResultsTable()
    qtbot.addWidget(plot)  # type: ignore[attr-defined]
    qtbot.addWidget(table)  # type: ignore[attr-defined]
    plot.set_pairings(progress.config.pairings)
    for number in range(2):
        progress.add("game", outcome(number, "a"))
    plot.set_history(progress.history)
    table.show_stats(progress.stats)
    assert table.cell_text(0, "Win rate") == "100.0% (34.2%..100.0%)"
    assert table.cell_text(0, "Elo") == "+inf (-113..+inf)"
    top = plot.span
    assert plot.points("0") == [(1.0, top), (2.0, top)]  # +inf: on the top edge
    (_, low1, high1), (_, low2, high2) = plot.band("0")
    assert round(low2) == -113 and high1 == high2 == top
    assert all(visible(plot, y) for y in (low1, low2, top))
    assert plot.plot.getPlotItem().viewRange()[1][1] > top  # the mark shows whole
    # a loss: a finite estimate inside its band, all of it on the plot
    progress.add("game", outcome(2, "b"))
    plot.set_history(progress.history)
    games, elo = plot.points("0")[-1]
    _, low, high = plot.band("0")[-1]
    assert games == 3.0 and low < elo < high
    assert all(visible(plot, y) for y in (low, elo, high))
    assert plot.points("0")[0][1] == plot.span > top  # the wider axis: redrawn


def test_one_loss_draws_on_the_bottom_edge(qtbot: object, tmp_path: Path) -> None:
    progress = MatchProgress(check_text(match_toml(choices()), tmp_path / "m.toml"))
    plot = EloPlot()
    qtbot.addWidget(plot)  # type: ignore[attr-defined]
    plot.set_pairings(progress.config.pairings)
    progress.add("game", outcome(0, "b"))
    plot.set_history(progress.history)
    assert plot.points("0") == [(1.0, -plot.span)]  # -inf: on the bottom edge
    ((games, low, high),) = plot.band("0")
    assert (games, low) == (1.0, -plot.span)
    assert high == pytest.approx(233.8, abs=0.1) and high < plot.span  # Wilson 79.3 %
    assert visible(plot, -plot.span) and visible(plot, high)
