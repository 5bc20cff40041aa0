"""gogui-py: a desktop board for programs that speak GTP (the Go Text Protocol)."""

__version__ = "0.1.0"
