"""Command-line tools built on the game model (no Qt).

- :mod:`gogui_py.tools.convert`: ``gogui-convert``, normalise or check SGF files.
"""
