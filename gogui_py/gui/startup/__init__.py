"""Start-up of the application: errors reported in a dialog and the crash log, the
first paint watched (a start that never ends silently; issue 10).

- :mod:`gogui_py.gui.startup.guard`: the exception hooks and their dialog.
- :mod:`gogui_py.gui.startup.launch`: builds and shows the window, runs the event loop,
  and gives a non-zero exit status when the window never showed.

The log itself (its path, the report text, faulthandler) is Qt-free:
:mod:`gogui_py.tools.crash_log`.
"""

PROBE_ENV = "GOGUI_PY_STARTUP_PROBE"
"""Hidden test hook: print :data:`SHOWN_LINE` after the first paint and close the window
(:mod:`gogui_py.gui.startup.launch`). Here, without Qt, so that a probe can set it before
anything of the start is imported."""
FAULT_ENV = "GOGUI_PY_STARTUP_FAULT"
"""Hidden test hook: inject a start-up failure (:mod:`gogui_py.gui.startup.launch`)."""
SHOWN_LINE = "gogui-py: window shown"
"""Printed in probe mode after the first paint, followed by the wall-clock time."""
