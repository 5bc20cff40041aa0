"""Command history: storage without duplicates, Up/Down browsing with a prefix."""

from __future__ import annotations

import pytest

from gogui_py.gui.shell.history import CommandHistory, HistoryBrowser


def test_history_stores_stripped_lines_without_duplicates_and_bounded() -> None:
    history = CommandHistory(max_entries=3)
    assert history.add("  name ")
    assert not history.add("   ")
    assert history.add("version")
    assert not history.add("version")  # same as the newest: no change
    assert history.add("name")  # moves to the end
    assert list(history.entries) == ["version", "name"]
    history.add("showboard")
    history.add("list_commands")
    assert list(history.entries) == ["name", "showboard", "list_commands"]
    assert len(history) == 3


def test_history_refuses_a_zero_size() -> None:
    with pytest.raises(ValueError, match="max_entries"):
        CommandHistory(max_entries=0)


def test_browser_walks_back_and_forth_and_restores_the_draft() -> None:
    browser = HistoryBrowser(CommandHistory(["name", "version", "showboard"]))
    assert browser.newer() is None  # not browsing yet
    assert browser.older("") == "showboard"
    assert browser.older("showboard") == "version"
    assert browser.older("version") == "name"
    assert browser.older("name") is None  # at the oldest: stays
    assert browser.newer() == "version"
    assert browser.newer() == "showboard"
    assert browser.newer() == ""  # the draft
    assert browser.older("") == "showboard"


def test_browser_visits_only_entries_starting_with_the_draft() -> None:
    history = CommandHistory(["play b D4", "name", "play w Q16", "showboard"])
    browser = HistoryBrowser(history)
    assert browser.older("pl") == "play w Q16"
    assert browser.older("play w Q16") == "play b D4"
    assert browser.older("play b D4") is None
    assert browser.newer() == "play w Q16"
    assert browser.newer() == "pl"
    browser.reset()
    assert not browser.browsing
    assert browser.older("n") == "name"
