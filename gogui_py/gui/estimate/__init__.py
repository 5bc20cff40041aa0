"""estimate (issue 15)."""
