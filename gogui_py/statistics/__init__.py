"""GTP commands at every position of SGF collections (``gogui-statistics``, issue 16).

- :mod:`~gogui_py.statistics.runner`: the games of a collection (each main line), an
  engine brought to each position by :class:`~gogui_py.gtp.sync.EngineSync`, the
  commands' answers and times; ``parallel`` engines over the games; an engine that dies
  or hangs costs its game, never the run.
- :mod:`~gogui_py.statistics.cluster`: the same games as tasks on a Dask cluster
  (``--cluster``), one engine per game on its worker, a lost worker's game run again.
- :mod:`~gogui_py.statistics.report`: tables per move number and per game, and the
  report files (``index.html``, ``answers.csv``, ``answers.json``).

No Qt; the entry point is :mod:`gogui_py.tools.statistics`.
"""

from gogui_py.statistics.runner import (
    Answer,
    GameJob,
    GameResult,
    StatisticsOptions,
    collect_games,
    run_statistics,
)

__all__ = [
    "Answer",
    "GameJob",
    "GameResult",
    "StatisticsOptions",
    "collect_games",
    "run_statistics",
]
