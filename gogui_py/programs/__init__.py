"""Bundled GTP programs, each runnable as ``python -m gogui_py.programs.X``.

- :mod:`~gogui_py.programs.go`: the default Go engine (Monte-Carlo tree search).
- :mod:`~gogui_py.programs.sgf_commands`: ``loadsgf`` and ``gomill-savesgf`` for
  engines built on :class:`gogui_py.gtp.engine_state.GtpState`.
"""
