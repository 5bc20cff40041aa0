"""Playing: human and computer moves, who plays which colour, the end of a game."""
