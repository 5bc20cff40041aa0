"""Who plays Black and White in a new game: a person, an attached engine, or a program
of the list (attached when chosen). The same program may play both colours; two
programs may play each other."""

from __future__ import annotations

from gogui_py.go import Color
from gogui_py.gui.dialogs.new_game import PERSON
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.programs.catalog import ProgramEntry
from gogui_py.gui.programs.menu import EngineMenu
from gogui_py.gui.programs.program import Program

ATTACHED = "program:"
"""Player id prefix of an attached engine (then its shell key)."""
LISTED = "entry:"
"""Player id prefix of a program-list entry not attached (then its index)."""


class PlayerChooser:
    """The New Game dialog's player choices, and putting them into effect."""

    def __init__(self, session: PlaySession, engine_menu: EngineMenu) -> None:
        self._session = session
        self._engine_menu = engine_menu

    def _listed(self) -> list[tuple[int, ProgramEntry]]:
        """Program-list entries that are not attached already."""
        attached = [p.entry for p in self._session.programs.engines() if p.entry is not None]
        return [
            (index, entry)
            for index, entry in enumerate(self._engine_menu.programs)
            if not any(entry.same_program(a) for a in attached)
        ]

    def choices(self, *, go: bool = True) -> list[tuple[str, str]]:
        """(id, label) of every possible player but the person: attached engines first;
        for a ruler's game (``go`` False) without the built-in Go engines (GNU Go would
        play Go moves in an Othello game and forfeit)."""
        engines = self._session.programs.engines()
        result = [
            (ATTACHED + p.key, p.name or p.label)
            for p in engines
            if go or p.entry is None or not p.entry.plays_go_only
        ]
        result += [
            (f"{LISTED}{index}", entry.label)
            for index, entry in self._listed()
            if go or not entry.plays_go_only
        ]
        return result

    def current(self, color: Color) -> str:
        """The id of the player of ``color`` now."""
        program = self._session.programs.player(color)
        return ATTACHED + program.key if program is not None else PERSON

    def apply(self, black: str, white: str) -> None:
        """Make ``black`` and ``white`` (ids of :meth:`choices`, or the person) play."""
        chosen: dict[str, Program | None] = {}
        programs = self._session.programs
        colors: dict[Program, set[Color]] = {p: set() for p in programs.engines()}
        for color, key in ((Color.BLACK, black), (Color.WHITE, white)):
            if key not in chosen:
                chosen[key] = self._resolve(key)
            program = chosen[key]
            if program is not None:
                colors.setdefault(program, set()).add(color)
        for program, wanted in colors.items():
            programs.set_colors(program, frozenset(wanted))
        self._session.default_colors = frozenset(c for p in colors for c in colors[p])

    def _resolve(self, key: str) -> Program | None:
        programs = self._session.programs
        if key.startswith(ATTACHED):
            return next((p for p in programs.engines() if ATTACHED + p.key == key), None)
        if key.startswith(LISTED):
            index = int(key[len(LISTED) :])
            if 0 <= index < len(self._engine_menu.programs):
                entry = self._engine_menu.programs[index]
                return self._engine_menu.attach(entry, frozenset())
        return None
