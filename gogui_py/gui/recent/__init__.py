"""recent (issue 15)."""
