"""Engine-vs-engine matches: the ringmaster-style runner (../shared/specs/match-runner.md).

No Qt. Layers inside the package, lowest first:

- :mod:`~gogui_py.match.ids`: game ids (``0_000``, ``AvB_0``).
- :mod:`~gogui_py.match.config`: the TOML match file -> :class:`MatchConfig`.
- :mod:`~gogui_py.match.player`, :mod:`~gogui_py.match.record`,
  :mod:`~gogui_py.match.game`: one game between two engine processes, as the pure,
  picklable function :func:`play_game(task) -> GameOutcome <gogui_py.match.play.play_game>`.
- :mod:`~gogui_py.match.sprt`: the SPRT's log-likelihood ratio and decision.
- :mod:`~gogui_py.match.results`: win rates, confidence intervals, Elo, SPRT lines.
- :mod:`~gogui_py.match.journal`: the crash-safe state journal and the run lock.
- :mod:`~gogui_py.match.pool`: where games run (local worker processes);
  :mod:`~gogui_py.match.cluster`: games as tasks on a Dask cluster.
- :mod:`~gogui_py.match.runner`: scheduling, halting rules, SPRT stops.
- :mod:`~gogui_py.match.cli`: ``gogui-match``.
"""
