"""help (issue 15)."""
