"""Game-agnostic SGF (Smart Game Format, FF[1] to FF[4]).

Bytes <-> raw trees of still-escaped property values, plus codecs for the
value types. This package knows nothing about Go: what ``B[cd]`` means is
decided by :mod:`gogui_py.game`.

- :func:`parse` bytes -> :class:`ParseResult` (games, warnings, encoding)
- :func:`write` raw trees -> str (encode it as UTF-8)
- :mod:`gogui_py.sgf.values` value codecs (Text, Number, Real, Point, Compose)
- :mod:`gogui_py.sgf.encoding` bytes -> text (BOM, CA, and :mod:`gogui_py.sgf.detect`
  for files without CA that are not UTF-8)
- :mod:`gogui_py.sgf.regular` tokens of well-formed texts, for one-pass readers
"""

from gogui_py.sgf.errors import SgfError, SgfWarning
from gogui_py.sgf.parser import ParseResult, parse
from gogui_py.sgf.tree import RawNode
from gogui_py.sgf.writer import write

__all__ = ["ParseResult", "RawNode", "SgfError", "SgfWarning", "parse", "write"]
