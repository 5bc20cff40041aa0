"""Game ids (match-runner.md "Games and ids"; Gomill ringmaster, seed 003).

A playoff game id is the matchup id, ``_`` and the game number zero-padded to the
width of the last game number: ``0_0`` .. ``0_9`` for 10 games, ``0_000`` ..
``0_999`` for 1,000. An all-play-all game id uses the competitor letters of the
results grid: ``AvB_0``. The id names the SGF file and is its GN property.
"""

from __future__ import annotations

import string

LETTERS = string.ascii_uppercase
"""Competitor letters of an all-play-all grid, in competitor order (at most 26)."""


def number_width(total: int | None) -> int:
    """Digits of the last game number ``total - 1`` (1 for ``total`` None or < 2)."""
    if total is None or total < 2:
        return 1
    return len(str(total - 1))


def game_id(matchup_id: str, number: int, total: int | None) -> str:
    """``matchup_id`` + ``_`` + ``number`` padded to :func:`number_width` of ``total``.

    Raises:
        ValueError: a negative ``number``, or ``number >= total``.
    """
    if number < 0 or (total is not None and number >= total):
        raise ValueError(f"game number {number} out of range for {total} games")
    return f"{matchup_id}_{number:0{number_width(total)}d}"


def competitor_letter(index: int) -> str:
    """Letter of the competitor at ``index`` (0 -> ``A``). Raises ValueError past ``Z``."""
    if not 0 <= index < len(LETTERS):
        raise ValueError(f"an all-play-all has at most {len(LETTERS)} competitors")
    return LETTERS[index]


def pair_id(first: int, second: int) -> str:
    """All-play-all matchup id of competitors ``first`` < ``second``: ``AvB``."""
    return f"{competitor_letter(first)}v{competitor_letter(second)}"


def split_game_id(text: str) -> tuple[str, int]:
    """(matchup id, game number) of a game id. Raises ValueError for a malformed id."""
    matchup, sep, number = text.rpartition("_")
    if not sep or not matchup or not number.isdigit():
        raise ValueError(f"not a game id: {text!r}")
    return matchup, int(number)
