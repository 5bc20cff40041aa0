"""The bundled Go engine's analysis commands (streaming and GoGui analyze commands).

- ``lz-analyze [colour] [[interval] N]``: Leela Zero's streaming analysis
  (../shared/specs/gtp.md "Streaming analysis"): answers ``=`` at once, then
  every N centiseconds (default 10; 0: only the last line) an ``info`` line
  (:func:`gogui_py.programs.go_analysis.info_line`) while it searches, until
  any input arrives. The search stops at ``Settings.analyze_playouts`` playouts
  (or the ``analyze_seconds`` safety cap): it then sends its last line and
  waits for the next command. Other words (``minmoves``, ``avoid``...) are
  ignored.
- ``lz-genmove_analyze [colour] [[interval] N]``: ``genmove`` streaming the
  same lines while it thinks, ending with ``play V``.
- ``gogui-analyze_commands`` (../shared/specs/analyze.md): the gfx commands
  ``gogui-ownership`` (INFLUENCE from the final ownership of the playouts),
  ``gogui-best_moves [colour]`` (LABEL win rates, VAR of the principal
  variation, TEXT) and the string command ``gogui-winrate [colour]``.

Colours default to the side to move. Every search is bounded by playouts,
with the engine's time setting as a safety cap.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from gogui_py.go import Color
from gogui_py.gtp.engine import GtpCommandError, GtpEngine, ResponseStream
from gogui_py.gtp.engine_state import GtpState
from gogui_py.programs.go_analysis import best_moves_gfx, info_line, ownership_gfx, summary
from gogui_py.programs.mcts import Search, SearchLimits

if TYPE_CHECKING:
    from gogui_py.programs.go_player import MonteCarloPlayer

ANALYZE_COMMANDS = (
    "gfx/Best Moves/gogui-best_moves %m\n"
    "gfx/Ownership/gogui-ownership %m\n"
    "string/Win Rate/gogui-winrate %m"
)
"""The ``gogui-analyze_commands`` answer (type/label/command, analyze.md)."""

DEFAULT_INTERVAL = 10
"""Centiseconds between two lz-analyze lines when the command gives none."""

_STEP = 32
"""Playouts between two checks of the input and the clock during lz-analyze."""


def side_to_move(state: GtpState) -> Color:
    """The colour to play next: after the last move's colour, else White after a
    handicap, else Black."""
    if state.moves:
        return state.moves[-1].color.opponent
    return Color.WHITE if state.handicap else Color.BLACK


def parse_stream_args(args: list[str], state: GtpState) -> tuple[Color, float]:
    """``[colour] [[interval] N] ...`` -> (colour, interval in seconds).

    Raises:
        GtpCommandError: for a negative or non-numeric interval.
    """
    words = list(args)
    color = side_to_move(state)
    if words and words[0].lower() in ("b", "w", "black", "white"):
        color = state.parse_color(words.pop(0))
    if words and words[0].lower() == "interval":
        words.pop(0)
        if not words:
            raise GtpCommandError("syntax error")
    centiseconds = DEFAULT_INTERVAL
    if words and not words[0].isalpha():
        try:
            centiseconds = int(words[0])
        except ValueError:
            raise GtpCommandError("interval not an integer") from None
        if centiseconds < 0:
            raise GtpCommandError("interval out of range")
    return color, centiseconds / 100


def _color_arg(args: list[str], state: GtpState) -> Color:
    if len(args) > 1:
        raise GtpCommandError("syntax error")
    return state.parse_color(args[0]) if args else side_to_move(state)


class AnalysisCommands:
    """The handlers (module docstring) over a :class:`GtpState` and the engine's player."""

    def __init__(self, engine: GtpEngine, state: GtpState, player: MonteCarloPlayer) -> None:
        self.engine = engine
        self.state = state
        self.player = player

    def _search(self, color: Color, playouts: int, *, ownership: bool = False) -> Search:
        search = self.player.new_search(self.state.view(color), ownership=ownership)
        seconds = self.player.settings.seconds
        search.run(SearchLimits(playouts, seconds, decided_rate=2.0))
        return search

    def best_moves(self, args: list[str]) -> str:
        """``gogui-best_moves [colour]``: gfx of a search of the engine's playouts."""
        color = _color_arg(args, self.state)
        return "\n".join(best_moves_gfx(self._search(color, self.player.settings.playouts)))

    def ownership(self, args: list[str]) -> str:
        """``gogui-ownership [colour]``: INFLUENCE of the playouts' final ownership."""
        color = _color_arg(args, self.state)
        playouts = self.player.settings.ownership_playouts
        return "\n".join(ownership_gfx(self._search(color, playouts, ownership=True)))

    def winrate(self, args: list[str]) -> str:
        """``gogui-winrate [colour]``: the summary line of a search."""
        color = _color_arg(args, self.state)
        return summary(self._search(color, self.player.settings.playouts))

    def lz_analyze(self, args: list[str], stream: ResponseStream) -> str:
        """``lz-analyze``: stream info lines until input arrives (module docstring)."""
        color, interval = parse_stream_args(args, self.state)
        settings = self.player.settings
        search = self.player.new_search(self.state.view(color))
        stream.start()
        cap = time.perf_counter() + settings.analyze_seconds
        next_line = time.monotonic() + interval
        while True:
            step = min(_STEP, settings.analyze_playouts - search.playouts)
            search.step(step, min(cap, time.perf_counter() + max(interval, 0.05)))
            done = search.playouts >= settings.analyze_playouts or time.perf_counter() >= cap
            if stream.stopped or done:
                break
            if interval > 0 and time.monotonic() >= next_line:
                stream.write(info_line(search))
                next_line = time.monotonic() + interval
        stream.write(info_line(search))
        while not stream.wait(1.0):
            pass
        return ""

    def lz_genmove_analyze(self, args: list[str], stream: ResponseStream) -> str:
        """``lz-genmove_analyze``: genmove with info lines while it thinks, then ``play V``."""
        color, interval = parse_stream_args(args, self.state)
        genmove = self.engine.handler("genmove")
        assert genmove is not None
        last = [time.monotonic()]

        def listener(search: Search) -> None:
            if interval > 0 and time.monotonic() - last[0] >= interval:
                stream.write(info_line(search))
                last[0] = time.monotonic()

        self.player.listener = listener
        try:
            move = genmove([color.to_gtp()])
        finally:
            self.player.listener = None
        if self.player.last_search is not None:
            stream.write(info_line(self.player.last_search))
        return f"play {move}"


def register_analysis_commands(
    engine: GtpEngine, state: GtpState, player: MonteCarloPlayer
) -> AnalysisCommands:
    """Register the module's commands on ``engine``."""
    commands = AnalysisCommands(engine, state, player)
    engine.register("gogui-analyze_commands", lambda args: ANALYZE_COMMANDS)
    engine.register("gogui-best_moves", commands.best_moves)
    engine.register("gogui-ownership", commands.ownership)
    engine.register("gogui-winrate", commands.winrate)
    engine.register_streaming("lz-analyze", commands.lz_analyze)
    engine.register_streaming("lz-genmove_analyze", commands.lz_genmove_analyze)
    return commands
