"""The adapter's link to the real engine: a :class:`GtpClient` that translates moves.

``gogui-adapter`` (:mod:`gogui_py.tools.adapter_engine`) keeps its own game and brings
the engine to it through :class:`gogui_py.gtp.sync.EngineSync`, which sends ``play``,
``genmove``, ``undo``, ``clear_board``... on this client. The translations GoGui's
gogui-adapter offers happen here, below the sync, so its record of the engine stays true:

- ``lowercase`` (GoGui ``-lowercase``): the arguments of move commands (``play``,
  ``genmove``, ``set_free_handicap``, ``gogui-setup``) are sent in lower case
  (GTP v2 section 2.11 asks for case-insensitive vertices; some engines know only
  lower case).
- ``fill_passes`` (GoGui ``-fillpasses``): a ``play`` or ``genmove`` of the colour
  that played last is preceded by ``play OTHER pass``, for engines that take only
  alternating colours; ``undo`` takes such a filled pass back with its move.
- ``komi`` is not sent to an engine that does not know it (GTP v2 section 6.3.2 makes
  it optional): the adapter keeps komi for its own scoring.

The sync's shortcuts that would bypass the translations (``gg-undo``,
``gogui-play_sequence``) are hidden from it when a translation is on.
"""

from __future__ import annotations

from collections.abc import Sequence

from gogui_py.go.color import Color
from gogui_py.gtp.client import GtpClient, StderrCallback, TrafficCallback

MOVE_COMMANDS = frozenset({"play", "genmove", "set_free_handicap", "gogui-setup"})
"""Commands whose arguments are colours and vertices (lower-cased with ``lowercase``)."""

OPTIONAL_COMMANDS = frozenset({"komi"})
"""Commands not sent (answered "") when the engine does not know them."""

SHORTCUTS = frozenset({"gg-undo", "gogui-play_sequence"})
"""Sync shortcuts hidden when a translation is on (they would bypass it)."""


class TranslatingClient(GtpClient):
    """A GtpClient applying the adapter's translations (module docstring).

    Args:
        argv: the engine's command line.
        lowercase: send move arguments in lower case.
        fill_passes: fill non-alternating moves with passes.
        timeout: default seconds for an answer.
        on_stderr: receives the engine's stderr lines (live gfx pass through it).
        on_traffic: receives the traffic (``--verbose``).

    Commands go to the engine without ids (as GoGui's adapter: the engines it is for
    may not parse them, GTP v2 section 2.4); the controller's ids stay on its side.
    """

    def __init__(
        self,
        argv: Sequence[str],
        *,
        lowercase: bool = False,
        fill_passes: bool = False,
        timeout: float = 60.0,
        on_stderr: StderrCallback | None = None,
        on_traffic: TrafficCallback | None = None,
    ) -> None:
        super().__init__(
            argv, timeout=timeout, on_stderr=on_stderr, on_traffic=on_traffic, numbered=False
        )
        self.lowercase = lowercase
        self.fill_passes = fill_passes
        self._base_color: Color | None = None
        """The colour that moved last before the first move (Black after handicap)."""
        self._plays: list[tuple[int, Color | None]] = []
        """Per move the engine has: the GTP plays sent (2 when a pass was filled before
        it) and the colour that moved last after them."""

    @property
    def last_color(self) -> Color | None:
        """The colour of the last move the engine has (None: unknown or none)."""
        return self._plays[-1][1] if self._plays else self._base_color

    @property
    def translating(self) -> bool:
        """True when a translation is on."""
        return self.lowercase or self.fill_passes

    @property
    def known_commands(self) -> frozenset[str] | None:
        """The cached command list, without the shortcuts a translation forbids."""
        commands = super().known_commands
        if commands is None or not self.translating:
            return commands
        return commands - SHORTCUTS

    def known_command(self, name: str) -> bool:
        """As :meth:`GtpClient.known_command`; False for a forbidden shortcut."""
        if self.translating and name in SHORTCUTS:
            return False
        return super().known_command(name)

    def send(
        self,
        command: str,
        *args: str,
        timeout: float | None = None,
        interruptible: bool = False,
        command_id: int | None = None,
    ) -> str:
        """Send with the translations (module docstring); as :meth:`GtpClient.send`
        (``command_id`` numbers the command as it is sent on)."""
        if command in OPTIONAL_COMMANDS and not self.known_command(command):
            return ""
        if self.lowercase and command in MOVE_COMMANDS:
            args = tuple(arg.lower() for arg in args)
        if command in ("play", "genmove") and args:
            return self._move(command, args, timeout, interruptible)
        if command == "undo":
            plays = self._plays[-1][0] if self._plays else 1
            for _ in range(plays):
                answer = super().send("undo", timeout=timeout)
                if self._plays:
                    self._plays[-1] = (self._plays[-1][0] - 1, self._plays[-1][1])
            if self._plays:
                self._plays.pop()
            return answer
        answer = super().send(
            command, *args, timeout=timeout, interruptible=interruptible, command_id=command_id
        )
        if command in ("boardsize", "clear_board", "loadsgf"):
            self._plays.clear()
            self._base_color = None
        elif command in ("set_free_handicap", "fixed_handicap", "place_free_handicap"):
            self._base_color = Color.BLACK
        return answer

    def _move(
        self, command: str, args: tuple[str, ...], timeout: float | None, interruptible: bool
    ) -> str:
        """``play``/``genmove``, after a filled pass when the colour repeats."""
        try:
            color: Color | None = Color.from_gtp(args[0])
        except ValueError:
            color = None
        plays = 1
        if self.fill_passes and color is not None and color is self.last_color:
            other = color.opponent.to_gtp()
            super().send("play", other.lower() if self.lowercase else other, "pass")
            plays = 2
        try:
            answer = super().send(command, *args, timeout=timeout, interruptible=interruptible)
        except Exception:
            if plays == 2:
                self._keep_filled_pass(color)
            raise
        if command == "genmove" and answer.strip().lower() == "resign":
            if plays == 2:
                self._keep_filled_pass(color)
            return answer
        self._plays.append((plays, color))
        return answer

    def _keep_filled_pass(self, color: Color | None) -> None:
        """A pass was filled but its move did not follow (refused, or resign): the pass
        stays on the engine's board and is taken back with the move before it."""
        other = color.opponent if color is not None else None
        if self._plays:
            self._plays[-1] = (self._plays[-1][0] + 1, other)
        else:
            self._base_color = other
