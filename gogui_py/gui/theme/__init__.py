"""theme (issue 15)."""
