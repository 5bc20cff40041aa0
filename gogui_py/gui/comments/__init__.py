"""comments (issue 15)."""
