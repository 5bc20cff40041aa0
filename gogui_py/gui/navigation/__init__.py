"""navigation (issue 15)."""
