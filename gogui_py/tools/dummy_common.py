"""What the ``gogui-dummy --mode`` engines share: their command list and id parsing."""

from __future__ import annotations

BOARD_COMMANDS = (
    "boardsize",
    "clear_board",
    "genmove",
    "komi",
    "list_commands",
    "name",
    "play",
    "protocol_version",
    "quit",
    "version",
)
"""The commands every mode answers (the protocol's required set and a board's)."""


def known_commands(*extra: str) -> list[str]:
    """:data:`BOARD_COMMANDS` and ``extra``, sorted: a mode's ``list_commands``."""
    return sorted({*BOARD_COMMANDS, *extra})


def split_id(words: list[str]) -> tuple[str, list[str]]:
    """(id, the rest) of a command line split into words: GTP v2 section 2.4's optional
    numeric id comes first; "" when there is none."""
    if words and words[0].isdigit():
        return words[0], words[1:]
    return "", words
