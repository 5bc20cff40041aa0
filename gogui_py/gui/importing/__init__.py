"""importing (issue 15)."""
