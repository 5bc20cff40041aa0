"""``python -m gogui_py.match``: the ``gogui-match`` command (see :mod:`gogui_py.match.cli`)."""

import sys

from gogui_py.match.cli import main

sys.exit(main())
