"""Icons drawn for the palette in use (readable in light and dark themes)."""
