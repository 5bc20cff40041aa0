"""Tools > Matches: build, run and follow engine matches (:mod:`gogui_py.match`) in a window."""
