"""The bundled Go engine: ``python -m gogui_py.programs.go [options]``.

A Monte-Carlo tree search (MC-RAVE with prior knowledge,
:mod:`gogui_py.programs.mcts`) over heavy playouts (captures, atari escapes,
3x3 patterns, no self-atari: :mod:`gogui_py.programs.policy`) on the compact
board of :mod:`gogui_py.programs.playout`, for board sizes 2-25; the default
opponent when GNU Go is not installed. Each genmove stops at a playout budget
(``--playouts``) or a time limit (``--time``, a safety cap, shortened by the
clock when one is set), or at once on ``# interrupt``. While it thinks it
draws the best moves so far as live gfx on stderr (``gogui-gfx:`` blocks, at
most 5 a second; ``--no-live-gfx`` turns them off). It passes when it has no
legal move that fills no own eye, or when its opponent passed and the area
count already wins; it resigns when its win rate falls below
``--resign-threshold`` after ``--resign-moves`` moves of the game.

Besides the commands of :class:`gogui_py.gtp.engine_state.GtpState` it answers
``loadsgf`` and ``gomill-savesgf``; ``gomill-explain_last_move`` gives the win
rate, playouts and principal variation; ``gomill-describe_engine`` the
parameters and random seed; ``final_status_list dead`` uses playout ownership.
The analysis commands (``lz-analyze``, ``lz-genmove_analyze``,
``gogui-analyze_commands`` and its gfx commands) are in
:mod:`gogui_py.programs.go_commands`.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

import gogui_py
from gogui_py.gtp.engine import GtpEngine
from gogui_py.gtp.engine_state import GtpState
from gogui_py.programs.go_commands import register_analysis_commands
from gogui_py.programs.go_player import MonteCarloPlayer, Settings
from gogui_py.programs.sgf_commands import register_sgf_commands

__all__ = [
    "NAME",
    "MonteCarloPlayer",
    "Settings",
    "build_engine",
    "describe",
    "main",
    "parse_settings",
]

NAME = "gogui-py Go"


def describe(settings: Settings) -> str:
    """The gomill-describe_engine text: name, version, parameters, random seed."""
    return (
        f"{NAME} {gogui_py.__version__}\n"
        "Monte-Carlo tree search (MC-RAVE with priors) over heavy playouts\n"
        f"playouts per move: {settings.playouts}\n"
        f"seconds per move: {settings.seconds:g}\n"
        f"resigns below {settings.resign_threshold:.0%} win rate "
        f"after move {settings.resign_moves}\n"
        f"random seed: {settings.seed}"
    )


def build_engine(settings: Settings) -> GtpEngine:
    """The GTP engine: state commands, SGF commands, the Monte-Carlo generator."""
    player = MonteCarloPlayer(settings)
    engine = GtpEngine(NAME, gogui_py.__version__)
    state = GtpState(
        player,
        sizes=range(2, 26),
        describe=lambda: describe(settings),
        dead_stones=player.dead_stones,
    )
    state.register(engine)
    register_sgf_commands(engine, state)
    register_analysis_commands(engine, state, player)
    return engine


def parse_settings(argv: Sequence[str] | None = None) -> Settings:
    """Settings from command-line options (``--help`` lists them)."""
    parser = argparse.ArgumentParser(prog="python -m gogui_py.programs.go", description=__doc__)
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    parser.add_argument("--playouts", type=int, default=Settings.playouts, help="per move")
    parser.add_argument("--time", type=float, default=Settings.seconds, help="seconds per move")
    parser.add_argument("--resign-threshold", type=float, default=Settings.resign_threshold)
    parser.add_argument("--resign-moves", type=int, default=Settings.resign_moves)
    parser.add_argument(
        "--analyze-playouts", type=int, default=Settings.analyze_playouts, help="per lz-analyze"
    )
    parser.add_argument(
        "--no-live-gfx", action="store_true", help="no gogui-gfx lines on stderr while thinking"
    )
    options = parser.parse_args(argv)
    if options.playouts < 1 or options.time <= 0:
        parser.error("--playouts and --time must be positive")
    seed = random.randrange(1 << 31) if options.seed is None else options.seed
    return Settings(
        seed=seed,
        playouts=options.playouts,
        seconds=options.time,
        resign_threshold=options.resign_threshold,
        resign_moves=options.resign_moves,
        analyze_playouts=max(1, options.analyze_playouts),
        live_gfx=not options.no_live_gfx,
    )


def main(argv: Sequence[str] | None = None) -> None:
    """Run the engine on standard input and output."""
    build_engine(parse_settings(argv)).main()


if __name__ == "__main__":
    main()
