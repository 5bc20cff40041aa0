"""orientation (issue 15)."""
