"""PySide6's ``__feature__`` import hook, set aside while the window is built (issue 10).

Importing PySide6 replaces ``builtins.__import__`` by a hook that serves
``from __feature__ import snake_case, true_property`` (PYSIDE-1019) and, for it, reads
the source text of every module imported afterwards (``inspect.getsource``, then a
search for "PySide6") to note which modules use Qt: about 0.1 ms a module, 15-20 ms of
CPU for the ~170 modules a start imports, a tenth of the whole start. gogui-py uses no
``__feature__``. While the hook is set aside, imports go straight to the import function
PySide6 wrapped (``builtins.__orig_import__``); a module imported then is simply not in
PySide6's feature table, which Qt reads as "the default feature set", the only one used
here (``getFeatureSelectId`` in PySide6's ``sbkfeature_base.cpp``: a module without an
entry takes the last selection, 0 unless some module ever asked for a feature).
"""

from __future__ import annotations

import builtins
from collections.abc import Callable


def set_aside() -> Callable[[], None]:
    """Let imports bypass PySide6's ``__feature__`` hook until the returned function is
    called (it puts the hook back; calling it again does nothing). Does nothing when
    PySide6 has not installed its hook (PyPy, an older or a newer PySide6)."""
    hooked = builtins.__import__
    original = getattr(builtins, "__orig_import__", None)
    feature_import = getattr(builtins, "__feature_import__", None)
    if original is None or hooked is original or hooked is not feature_import:
        return _nothing
    builtins.__import__ = original

    def restore() -> None:
        if builtins.__import__ is original:
            builtins.__import__ = hooked

    return restore


def _nothing() -> None:
    """The restore function when nothing was set aside."""
