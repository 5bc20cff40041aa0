"""``python -m gogui_py.match``: the ``gogui-match`` command (see :mod:`gogui_py.match.cli`)."""

import sys

from gogui_py.match.cli import main

if __name__ == "__main__":  # Dask's spawned workers import this module again
    sys.exit(main())
