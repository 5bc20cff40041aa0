"""bookmarks (issue 15)."""
