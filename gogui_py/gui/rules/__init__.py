"""Games other than Go through a GTP ruler (rulers.md): session, moves, view, menu."""
