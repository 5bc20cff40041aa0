"""``python -m gogui_py.regress``: the ``gogui-regress`` command (:mod:`.cli`)."""

import sys

from gogui_py.regress.cli import main

if __name__ == "__main__":
    sys.exit(main())
