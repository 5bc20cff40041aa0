"""Start-up of the application: errors reported in a dialog and the crash log, the
first paint watched (a start that never ends silently; issue 10).

- :mod:`gogui_py.gui.startup.guard`: the exception hooks and their dialog.
- :mod:`gogui_py.gui.startup.launch`: builds and shows the window, runs the event loop,
  and gives a non-zero exit status when the window never showed.

The log itself (its path, the report text, faulthandler) is Qt-free:
:mod:`gogui_py.tools.crash_log`.
"""
