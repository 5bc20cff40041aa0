"""Command lines typed in the GTP shell: parsing, and which ones change the engine's state.

Pure functions (no Qt). The synchronizer (gogui_py.gtp.sync) assumes it is the only
sender of state-changing commands (gtp.md "Keeping an engine in sync with the game
tree"); a command typed by the user that changes the position, the board size, komi
or time settings invalidates that assumption, so the GUI warns and resyncs.
"""

from __future__ import annotations

STATE_CHANGING_COMMANDS: frozenset[str] = frozenset(
    {
        # GTP v2 standard commands that change the position or the game settings
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "undo",
        "genmove",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "loadsgf",
        "time_settings",
        # GTP v1 leftovers some engines still list
        "black",
        "white",
        "genmove_black",
        "genmove_white",
        # common extensions that play or take back moves
        "gg-undo",
        "kgs-genmove_cleanup",
        "kgs-time_settings",
        "gomill-genmove_ex",
        "lz-genmove_analyze",
        "kata-genmove_analyze",
        # GoGui extensions
        "gogui-play_sequence",
        "gogui-setup",
        "gogui-setup_player",
    }
)
"""Names (lower case) of the commands after which the engine's position must be resynced.

``reg_genmove`` is absent on purpose: it generates a move without playing it."""


def split_command_line(command_line: str) -> tuple[str, list[str]]:
    """Split a typed command line into (name, arguments), dropping an optional numeric id.

    ``"12 play b D4"`` -> ``("play", ["b", "D4"])``. The name keeps its case (GTP
    command names are case-sensitive). Whitespace of any kind separates words.

    Raises:
        ValueError: for an empty line, a line holding only an id, or a comment
            (a line starting with ``#``), which are not commands.
    """
    words = command_line.split()
    if words and words[0].isdigit():
        words = words[1:]
    if not words:
        raise ValueError("empty command line")
    if words[0].startswith("#"):
        raise ValueError("a line starting with '#' is a comment, not a command")
    return words[0], words[1:]


def command_name(command_line: str) -> str:
    """The command name of a typed line, without its id; ``""`` for empty lines and comments."""
    try:
        name, _ = split_command_line(command_line)
    except ValueError:
        return ""
    return name


def changes_state(command_line: str) -> bool:
    """True when the typed command line changes the engine's position or game settings.

    The name is compared case-insensitively against :data:`STATE_CHANGING_COMMANDS`
    (erring on the side of a warning); an optional leading id is ignored; empty lines
    and comments change nothing.
    """
    return command_name(command_line).lower() in STATE_CHANGING_COMMANDS


SETTINGS_COMMANDS: frozenset[str] = frozenset({"komi", "time_settings", "kgs-time_settings"})
"""State-changing commands that change game settings, not the board."""

BOARD_COMMANDS: frozenset[str] = (STATE_CHANGING_COMMANDS - SETTINGS_COMMANDS) | {"quit"}
"""Commands Send File refuses (lower case): they change the program's board, so the
graphical board would no longer be in sync (GoGui warns the same way), or detach it."""


def gtp_file_commands(text: str) -> list[tuple[int, str]]:
    """The command lines of a ``.gtp`` file: ``(line number from 1, command line)``.

    GTP 2 spec, 2.2 "Preprocessing": everything from ``#`` on is a comment, control
    characters other than tab and newline are dropped, tabs become spaces, and lines
    left empty are skipped. Lines keep an id they may have (``12 name``).
    """
    found: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].replace("\t", " ")
        line = "".join(char for char in line if char >= " " and char != "\x7f").strip()
        if line:
            found.append((number, line))
    return found


def board_commands(commands: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Those of ``commands`` (as from :func:`gtp_file_commands`) whose name is in
    :data:`BOARD_COMMANDS` (case-insensitively, an id ignored)."""
    return [
        (number, line) for number, line in commands if command_name(line).lower() in BOARD_COMMANDS
    ]


def without_id(command_line: str) -> str:
    """``command_line`` without a leading numeric id: ``"12 name"`` -> ``"name"``."""
    words = command_line.split(None, 1)
    if len(words) == 2 and words[0].isdigit():
        return words[1]
    return command_line
