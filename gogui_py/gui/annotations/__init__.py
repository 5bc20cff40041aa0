"""annotations (issue 15)."""
