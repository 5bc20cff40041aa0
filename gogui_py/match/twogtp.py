"""GoGui's gogui-twogtp command line in ``gogui-match``'s quick form (no Qt).

gogui-twogtp (GoGui 1.5, net.sf.gogui.tools.twogtp.Main) spells its options with one
dash: ``-alternate -analyze FILE -auto -black CMD -compare -config FILE -debugtocomment
-force -games N -help -komi K -maxmoves N -observer CMD -openings DIR -referee CMD
-sgffile PREFIX -size N -threads N -time SPEC -verbose -version -white CMD -xml``.
The quick form accepts each one it has an equivalent of, in that spelling too:

=================  ===========================================================
``-black``         ``--black``; ``-white``, ``-games``, ``-size``, ``-komi``,
                   ``-alternate``, ``-sgffile`` likewise
``-threads N``     ``--parallel N`` (games at once)
``-maxmoves N``    ``--move-limit N``
``-openings DIR``  ``--openings DIR``: the folder's ``*.sgf`` files, by name
``-time SPEC``     ``--time SPEC``: :func:`time_table`
``-force``         ``--force``: forget the folder's earlier games first (twogtp
                   overwrites its files; without it both continue)
``-auto``          accepted, nothing to do: gogui-match always plays on its own
``-help``          ``--help``; ``-version`` ``--version``
=================  ===========================================================

The others (:data:`UNSUPPORTED`) end the command with a usage error (exit status 2)
saying what to use instead.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

UNSUPPORTED: dict[str, tuple[str, str]] = {
    "referee": (
        "CMD",
        "the result comes from the engines' final_score (--scorer players) or from "
        "gogui-match's own count (--scorer internal)",
    ),
    "observer": ("CMD", 'watch a game through gogui-display: --black "gogui-display CMD"'),
    "verbose": ("", "log an engine's GTP traffic with gogui-adapter --log FILE CMD"),
    "debugtocomment": ("", "the engines' stderr is not kept in the records"),
    "xml": ("", "games are recorded as SGF only"),
    "analyze": ("FILE", "the results are in `gogui-match report MATCH.toml`"),
    "compare": ("", "not available"),
    "config": ("FILE", "write a match file and run `gogui-match run MATCH.toml`"),
}
"""gogui-twogtp's options without an equivalent -> (metavar, what to do instead)."""

_UNITS = {"": 60.0, "m": 60.0, "min": 60.0, "s": 1.0, "sec": 1.0}
_DURATION = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(m|min|s|sec|)\s*")


def _seconds(text: str) -> float:
    match = _DURATION.fullmatch(text)
    if match is None:
        raise ValueError(f"bad time {text!r} (minutes, or a number with m, min, s or sec)")
    return float(match.group(1)) * _UNITS[match.group(2)]


def time_table(spec: str) -> dict[str, Any]:
    """gogui-twogtp's ``-time`` spec ``BASE[+OVERTIME/MOVES]`` -> a match file ``[time]``
    table (seconds). Times are minutes unless followed by ``s``/``sec`` (or ``m``/``min``);
    the overtime is Canadian: OVERTIME for each MOVES moves (GoGui TimeSettings.parse).
    ``"5"`` -> ``{"main": 300.0}``; ``"1+30s/10"`` -> main 60, Canadian 10 moves / 30 s.

    Raises:
        ValueError: a spec not of this form, or a time or move count that is not positive.
    """
    base, plus, overtime = spec.partition("+")
    table: dict[str, Any] = {"main": _seconds(base)}
    if table["main"] <= 0:
        raise ValueError(f"bad time {spec!r}: the main time must be positive")
    if plus:
        period, slash, moves = overtime.partition("/")
        if not slash or not moves.strip().isdigit() or int(moves) < 1:
            raise ValueError(f"bad time {spec!r}: expected BASE+OVERTIME/MOVES")
        seconds = _seconds(period)
        if seconds <= 0:
            raise ValueError(f"bad time {spec!r}: the overtime must be positive")
        table.update(overtime="canadian", period=seconds, stones=int(moves))
    return table


def opening_files(path: str) -> list[str]:
    """``path`` as the ``openings`` list: a folder's ``*.sgf`` files sorted by name (as
    gogui-twogtp's ``-openings DIR``), or the one file named.

    Raises:
        ValueError: a folder without SGF files.
    """
    folder = Path(path)
    if not folder.is_dir():
        return [path]
    files = sorted(str(f) for f in folder.iterdir() if f.suffix.lower() == ".sgf")
    if not files:
        raise ValueError(f"{path}: no .sgf files in this folder")
    return files
