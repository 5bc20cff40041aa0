"""The match file a user builds in the window: :class:`MatchChoices` -> TOML text.

The text is checked with the runner's own parser (:func:`check_text`) before it is
written, so the window never writes a file ``gogui-match`` would refuse.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from gogui_py.match.config import ConfigError, MatchConfig, TimeControl, parse_config
from gogui_py.match.labels import program_label


@dataclass(frozen=True)
class Entrant:
    """A program taking part: its label, command words and working folder (or None)."""

    label: str
    argv: tuple[str, ...]
    cwd: str | None = None


@dataclass(frozen=True)
class MatchChoices:
    """What the match builder asks for; two entrants make a playoff, more an
    all-play-all."""

    name: str
    entrants: tuple[Entrant, ...]
    board_size: int = 9
    komi: float = 7.5
    games: int = 10
    alternate: bool = True
    scorer: str = "players"
    sprt: tuple[float, float, float, float] | None = None
    """(elo0, elo1, alpha, beta) of an SPRT for every pairing; None: all the games."""
    ruler: tuple[str, ...] | None = None
    """The command words of the ruler refereeing another game; None: Go. With a ruler,
    ``komi`` and ``scorer`` are not written (the ruler scores) and ``board_size`` 0 is
    the ruler's own size."""
    ruler_cwd: str | None = None
    """The ruler's working folder (None: the runner's)."""
    handicap: int = 0
    """Handicap stones (0 or 2..9; the config refuses 1); not written under a ruler."""
    handicap_style: str = "fixed"
    """``"fixed"`` (fixed_handicap) or ``"free"`` (place/set_free_handicap)."""
    openings: tuple[str, ...] = ()
    """SGF files whose main lines are played first (absolute paths); not for rulers."""
    time: TimeControl | None = None
    """The ``[time]`` table (seconds); None: no time settings."""


def match_label(text: str) -> str:
    """A competitor label from a program's label: white space and ``/`` become ``-``."""
    label = "".join("-" if c.isspace() or c == "/" else c for c in text.strip())
    return label or "engine"


def entry_label(label: str, argv: Sequence[str]) -> str:
    """The label of a program list entry in a match: ``label``, unless it is only the
    file name of the command's first word (the program list's default label): then the
    program the command runs, looking through gogui-display and gogui-adapter
    (:func:`gogui_py.match.labels.program_label`)."""
    if argv and label.strip() in ("", Path(argv[0]).name, Path(argv[0]).stem):
        return program_label(argv, label.strip() or "engine")
    return label


def unique_labels(labels: Iterable[str]) -> list[str]:
    """``labels`` as :func:`match_label`, repeated ones numbered (``gnugo-2``)."""
    result: list[str] = []
    for text in labels:
        base = label = match_label(text)
        number = 2
        while label in result:
            label = f"{base}-{number}"
            number += 1
        result.append(label)
    return result


def _string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string


def _strings(words: Sequence[str]) -> str:
    return "[" + ", ".join(_string(w) for w in words) + "]"


def match_toml(choices: MatchChoices) -> str:
    """The match file text for ``choices``."""
    ruled = choices.ruler is not None
    lines = [
        f"name = {_string(choices.name)}",
        f'tournament = "{"playoff" if len(choices.entrants) <= 2 else "allplayall"}"',
    ]
    if not ruled or choices.board_size > 0:
        lines.append(f"board_size = {choices.board_size}")
    if not ruled:
        lines.append(f"komi = {float(choices.komi)!r}")
    lines += [
        f"games = {choices.games}",
        f"alternate = {'true' if choices.alternate else 'false'}",
    ]
    if ruled:
        assert choices.ruler is not None
        lines.append(f"ruler = {_strings(choices.ruler)}")
        if choices.ruler_cwd:
            lines.append(f"ruler_cwd = {_string(choices.ruler_cwd)}")
    else:
        lines.append(f"scorer = {_string(choices.scorer)}")
        lines += _go_lines(choices)
    if choices.time is not None:
        lines += ["", *_time_lines(choices.time)]
    if choices.sprt is not None:
        elo0, elo1, alpha, beta = (float(v) for v in choices.sprt)
        lines += ["", "[sprt]", f"elo0 = {elo0!r}", f"elo1 = {elo1!r}"]
        lines += [f"alpha = {alpha!r}", f"beta = {beta!r}"]
    for entrant in choices.entrants:
        lines += ["", "[[competitors]]", f"label = {_string(entrant.label)}"]
        lines.append(f"command = {_strings(entrant.argv)}")
        if entrant.cwd:
            lines.append(f"cwd = {_string(entrant.cwd)}")
    return "\n".join(lines) + "\n"


def _go_lines(choices: MatchChoices) -> list[str]:
    """Handicap, its style and the openings, each only when not the default."""
    lines = []
    if choices.handicap:
        lines.append(f"handicap = {choices.handicap}")
        if choices.handicap_style != "fixed":
            lines.append(f"handicap_style = {_string(choices.handicap_style)}")
    if choices.openings:
        lines.append(f"openings = {_strings(choices.openings)}")
    return lines


def _time_lines(time: TimeControl) -> list[str]:
    """The ``[time]`` table: main time, the overtime's own fields, loss_on_time."""
    lines = ["[time]", f"main = {float(time.main)!r}"]
    if time.overtime != "none":
        lines += [f"overtime = {_string(time.overtime)}", f"period = {float(time.period)!r}"]
        if time.overtime == "byoyomi":
            lines.append(f"periods = {time.periods}")
        else:
            lines.append(f"stones = {time.stones}")
    if not time.loss_on_time:
        lines.append("loss_on_time = false")
    return lines


def check_text(text: str, path: Path) -> MatchConfig:
    """Parse ``text`` as the match file ``path`` would be.

    Raises:
        ConfigError: the runner would refuse it.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"TOML syntax error: {error}") from None
    return parse_config(data, base=path.parent, default_name=path.stem)
