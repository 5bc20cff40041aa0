"""Command-line tools built on the game model (no Qt).

- :mod:`gogui_py.tools.convert`: ``gogui-convert``, normalise or check SGF files.
- :mod:`gogui_py.tools.desktop`: ``gogui-py --install-desktop``, the desktop files for
  the current user (menu entry, SGF MIME type, icons, thumbnailer).
"""
